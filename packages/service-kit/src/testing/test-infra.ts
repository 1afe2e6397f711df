import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import type { Bus, Subscription } from '../bus/bus.ts';
import { createMemoryBus } from '../bus/memory-bus.ts';
import { createNatsBus } from '../bus/nats-bus.ts';
import { quoteIdent } from '../db/data-source.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { containerImages, dockerAnswers, startNatsContainer, startPostgresContainer } from './test-containers.ts';

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

export type TestInfraMode = 'embedded' | 'containers' | 'urls';
const testInfraChoices = ['auto', 'embedded', 'containers', 'urls'] as const;
type TestInfraChoice = (typeof testInfraChoices)[number];

/**
 * Set by the integration tier's global setup for its test files: the mode it settled on, and when
 * that is `containers`, the URLs of the one PostgreSQL and one NATS container every file shares
 * (each file still isolates itself by schema and subject prefix).
 */
export const sharedTestInfraEnv = {
  mode: 'SITESPARK_TEST_INFRA_MODE',
  databaseUrl: 'SITESPARK_TEST_INFRA_DATABASE_URL',
  natsUrl: 'SITESPARK_TEST_INFRA_NATS_URL',
  source: 'SITESPARK_TEST_INFRA_SOURCE',
} as const;

/** TEST_INFRA (auto when unset); exits the run with a message naming the allowed values otherwise. */
export function testInfraChoice(env: NodeJS.ProcessEnv = process.env): TestInfraChoice {
  const value = (env.TEST_INFRA ?? '').trim() || 'auto';
  if (!(testInfraChoices as readonly string[]).includes(value)) {
    throw new Error(`TEST_INFRA must be one of ${testInfraChoices.join(', ')} (got "${value}")`);
  }
  return value as TestInfraChoice;
}

/**
 * Which infrastructure the integration tier uses. TEST_INFRA chooses explicitly: `embedded`
 * (PGlite and the in-memory bus, whatever else is set), `containers` (PostgreSQL and NATS in
 * Docker; TEST_POSTGRES_IMAGE, TEST_NATS_IMAGE), `urls` (DATABASE_URL, and NATS_URL or the
 * in-memory bus). `auto` (the default): the URLs when DATABASE_URL is set, else containers when a
 * Docker engine answers, else embedded.
 */
export function chooseTestInfra(env: NodeJS.ProcessEnv, docker: boolean): TestInfraMode {
  const choice = testInfraChoice(env);
  if (choice === 'urls' && !env.DATABASE_URL) throw new Error('TEST_INFRA=urls needs DATABASE_URL (and NATS_URL for a real bus)');
  if (choice === 'containers' && !docker) {
    throw new Error(`TEST_INFRA=containers but no Docker engine answers on ${env.DOCKER_HOST || 'unix:///var/run/docker.sock'}`);
  }
  if (choice !== 'auto') return choice;
  if (env.DATABASE_URL) return 'urls';
  return docker ? 'containers' : 'embedded';
}

/**
 * Real PostgreSQL and NATS for an integration suite, as chooseTestInfra says. Under the int
 * project's global setup, containers are started once for the whole tier and shared; elsewhere (a
 * benchmark) the suite starts its own. In auto mode a container that cannot start (no registry to
 * pull its image from) falls back to embedded, and says why.
 */
export async function createTestInfra(suiteName: string): Promise<TestInfra> {
  const id = randomBytes(4).toString('hex');
  const schemaPrefix = `t_${id}_`;
  const busPrefix = `t_${id}`;
  const stops: Array<() => Promise<void>> = [];
  const env = process.env;

  try {
    const choice = testInfraChoice(env);
    const settled = env[sharedTestInfraEnv.mode] as TestInfraMode | undefined;
    const mayUseDocker = choice === 'containers' || (choice === 'auto' && !env.DATABASE_URL);
    let mode = settled ?? chooseTestInfra(env, mayUseDocker && (await dockerAnswers()));
    let databaseUrl: string | undefined;
    let databaseSource = '';
    let natsUrl: string | undefined;
    let natsSource = 'in-memory bus';
    let fallback = '';

    if (mode === 'containers') {
      if (env[sharedTestInfraEnv.databaseUrl]) {
        databaseUrl = env[sharedTestInfraEnv.databaseUrl];
        natsUrl = env[sharedTestInfraEnv.natsUrl] || undefined;
        databaseSource = env[sharedTestInfraEnv.source] ?? 'shared containers';
        natsSource = '';
      } else {
        try {
          const images = containerImages(env);
          const [postgres, nats] = await Promise.all([
            startPostgresContainer(images.postgres),
            env.NATS_URL && choice === 'auto' ? undefined : startNatsContainer(images.nats),
          ]);
          stops.push(() => postgres.stop());
          if (nats) stops.push(() => nats.stop());
          databaseUrl = postgres.url;
          databaseSource = `PostgreSQL from testcontainers (${postgres.image})`;
          natsUrl = nats?.url ?? env.NATS_URL;
          natsSource = nats ? `NATS from testcontainers (${nats.image})` : 'NATS from NATS_URL';
        } catch (error) {
          if (choice !== 'auto') throw error;
          await runStops(stops);
          stops.length = 0;
          mode = 'embedded';
          fallback = ` (containers could not start: ${(error as Error).message.split('\n')[0]})`;
        }
      }
    }
    if (mode === 'urls') {
      databaseUrl = env.DATABASE_URL!;
      databaseSource = 'PostgreSQL from DATABASE_URL';
      natsUrl = env.NATS_URL || undefined;
      natsSource = natsUrl ? 'NATS from NATS_URL' : 'in-memory bus';
    }
    if (mode === 'embedded') {
      const embedded = await startEmbeddedPostgres();
      stops.push(() => embedded.stop());
      databaseUrl = embedded.url;
      databaseSource = `embedded PGlite (in memory, port ${embedded.port})${fallback}`;
      // An explicit TEST_INFRA=embedded is the newcomer's path: no NATS either.
      natsUrl = choice === 'auto' ? env.NATS_URL || undefined : undefined;
      natsSource = natsUrl ? 'NATS from NATS_URL' : 'in-memory bus';
    }
    const kind: TestInfra['kind'] = mode === 'urls' ? 'external' : mode === 'containers' ? 'testcontainers' : 'embedded';
    if (databaseUrl === undefined) throw new Error(`no database for test infrastructure mode ${mode}`);
    const database: string = databaseUrl;

    console.info(`[test-infra] ${suiteName}: ${[databaseSource, natsSource].filter(Boolean).join(', ')}`);

    const buses: Bus[] = [];
    // One in-memory bus per suite so that buses made for two "processes" see each other, as on NATS.
    let memoryBus: Bus | undefined;
    let cleaned: Promise<void> | undefined;

    return {
      kind,
      databaseUrl: database,
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
          const drops = [dropSchemas(database, schemaPrefix)];
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
