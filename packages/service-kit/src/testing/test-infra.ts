import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import type { Bus, Subscription } from '../bus/bus.ts';
import { createMemoryBus } from '../bus/memory-bus.ts';
import { createNatsBus } from '../bus/nats-bus.ts';
import { quoteIdent } from '../db/data-source.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

export interface TestInfra {
  /** Where PostgreSQL came from: the environment, a container, or embedded PGlite. */
  kind: 'external' | 'testcontainers' | 'embedded';
  databaseUrl: string;
  /** `t_<random>_`: name every schema of the suite `${schemaPrefix}<name>`; cleanup drops them. */
  schemaPrefix: string;
  /** undefined when the suite runs on the in-memory bus. */
  natsUrl: string | undefined;
  busPrefix: string;
  /** A bus isolated by busPrefix (NATS) or the suite's in-memory bus; closed by cleanup. */
  makeBus(): Promise<Bus>;
  cleanup(): Promise<void>;
}

const postgresImage = 'postgres:15-alpine';
const natsImage = 'nats:2.10-alpine';

/**
 * Real PostgreSQL and NATS for an integration suite: from DATABASE_URL / NATS_URL when set, else
 * containers when a Docker engine answers, else embedded PGlite and the in-memory bus.
 */
export async function createTestInfra(suiteName: string): Promise<TestInfra> {
  const id = randomBytes(4).toString('hex');
  const schemaPrefix = `t_${id}_`;
  const busPrefix = `t_${id}`;
  const stops: Array<() => Promise<void>> = [];
  const envDatabaseUrl = process.env.DATABASE_URL || undefined;
  const envNatsUrl = process.env.NATS_URL || undefined;
  const docker = envDatabaseUrl && envNatsUrl ? false : await dockerAnswers();

  try {
    let kind: TestInfra['kind'];
    let databaseUrl: string;
    let databaseSource: string;
    if (envDatabaseUrl) {
      kind = 'external';
      databaseUrl = envDatabaseUrl;
      databaseSource = 'PostgreSQL from DATABASE_URL';
    } else if (docker) {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer(postgresImage).start();
      stops.push(async () => void (await container.stop()));
      kind = 'testcontainers';
      databaseUrl = container.getConnectionUri();
      databaseSource = `PostgreSQL from testcontainers (${postgresImage})`;
    } else {
      const embedded = await startEmbeddedPostgres();
      stops.push(() => embedded.stop());
      kind = 'embedded';
      databaseUrl = embedded.url;
      databaseSource = `embedded PGlite (in memory, port ${embedded.port})`;
    }

    let natsUrl: string | undefined;
    let natsSource: string;
    if (envNatsUrl) {
      natsUrl = envNatsUrl;
      natsSource = 'NATS from NATS_URL';
    } else if (docker) {
      // Plain GenericContainer: @testcontainers/nats always sets a user and password, which the
      // NATS client cannot take from a URL, and our buses are configured by URL alone.
      const { GenericContainer, Wait } = await import('testcontainers');
      const container = await new GenericContainer(natsImage)
        .withCommand(['--jetstream'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
        .start();
      stops.push(async () => void (await container.stop()));
      natsUrl = `nats://${container.getHost()}:${container.getMappedPort(4222)}`;
      natsSource = `NATS from testcontainers (${natsImage})`;
    } else {
      natsSource = 'in-memory bus';
    }

    console.info(`[test-infra] ${suiteName}: ${databaseSource}, ${natsSource}`);

    const buses: Bus[] = [];
    // One in-memory bus per suite so that buses made for two "processes" see each other, as on NATS.
    let memoryBus: Bus | undefined;
    let cleaned: Promise<void> | undefined;

    return {
      kind,
      databaseUrl,
      schemaPrefix,
      natsUrl,
      busPrefix,
      async makeBus() {
        if (natsUrl === undefined) {
          if (!memoryBus) {
            memoryBus = createMemoryBus();
            buses.push(memoryBus);
          }
          return connectToMemoryBus(memoryBus);
        }
        const bus = await createNatsBus({ url: natsUrl, prefix: busPrefix });
        buses.push(bus);
        return bus;
      },
      cleanup() {
        cleaned ??= (async () => {
          const results = await Promise.allSettled(buses.map((bus) => bus.close()));
          const drops = [dropSchemas(databaseUrl, schemaPrefix)];
          if (natsUrl !== undefined) drops.push(deleteStreams(natsUrl, busPrefix));
          results.push(...(await Promise.allSettled(drops)));
          await runStops(stops);
          const failure = results.find((result) => result.status === 'rejected');
          if (failure) throw failure.reason;
        })();
        return cleaned;
      },
    };
  } catch (error) {
    await runStops(stops);
    throw error;
  }
}

/**
 * A handle on the suite's shared in-memory bus that behaves like its own NATS connection: closing
 * it drains only its subscriptions and leaves the other handles working.
 */
function connectToMemoryBus(shared: Bus): Bus {
  const subscriptions = new Set<Subscription>();
  let closing: Promise<void> | undefined;
  const assertOpen = () => {
    if (closing) throw new Error('bus is closed');
  };
  const tracked = async (subscribe: Promise<Subscription>): Promise<Subscription> => {
    const subscription = await subscribe;
    subscriptions.add(subscription);
    return subscription;
  };
  return {
    kind: shared.kind,
    async publish(subject, data, options) {
      assertOpen();
      return shared.publish(subject, data, options);
    },
    async subscribe(options) {
      assertOpen();
      return tracked(shared.subscribe(options));
    },
    async enqueue(queue, data, options) {
      assertOpen();
      return shared.enqueue(queue, data, options);
    },
    async consume(queue, options) {
      assertOpen();
      return tracked(shared.consume(queue, options));
    },
    queueDepth: (queue) => shared.queueDepth(queue),
    async isReady() {
      return closing === undefined && (await shared.isReady());
    },
    close() {
      closing ??= Promise.allSettled([...subscriptions].map((s) => s.drain())).then(() => undefined);
      return closing;
    },
  };
}

async function runStops(stops: Array<() => Promise<void>>): Promise<void> {
  await Promise.allSettled(stops.reverse().map((stop) => stop()));
}

async function dropSchemas(databaseUrl: string, prefix: string): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 1, connectTimeoutMS: 5_000, logging: false });
  await dataSource.initialize();
  try {
    const rows: Array<{ nspname: string }> = await dataSource.query(
      'SELECT nspname FROM pg_namespace WHERE left(nspname, length($1)) = $1',
      [prefix],
    );
    for (const { nspname } of rows) await dataSource.query(`DROP SCHEMA IF EXISTS ${quoteIdent(nspname)} CASCADE`);
  } finally {
    await dataSource.destroy();
  }
}

/** Removes the JetStream streams the suite's buses created under its prefix. */
async function deleteStreams(natsUrl: string, busPrefix: string): Promise<void> {
  const nc = await connect({ servers: natsUrl, name: 'sitespark-test-cleanup' });
  try {
    const jsm = await jetstreamManager(nc);
    const names: string[] = [];
    for await (const name of jsm.streams.names(`${busPrefix}.>`)) names.push(name);
    for (const name of names) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
}

/** A Docker engine answering `/_ping` within a second on DOCKER_HOST or the default socket. */
async function dockerAnswers(): Promise<boolean> {
  const dockerHost = process.env.DOCKER_HOST;
  let target: { socketPath: string } | { host: string; port: number };
  if (dockerHost?.startsWith('unix://')) {
    target = { socketPath: dockerHost.slice('unix://'.length) };
  } else if (dockerHost?.startsWith('tcp://')) {
    const url = new URL(dockerHost.replace(/^tcp:/, 'http:'));
    target = { host: url.hostname, port: Number(url.port || 2375) };
  } else if (existsSync('/var/run/docker.sock')) {
    target = { socketPath: '/var/run/docker.sock' };
  } else {
    return false;
  }
  return new Promise((resolve) => {
    const req = request({ ...target, path: '/_ping', method: 'GET', timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}
