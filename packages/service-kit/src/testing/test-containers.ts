import { existsSync } from 'node:fs';
import { request } from 'node:http';

/**
 * PostgreSQL and NATS in Docker containers for the integration tier, through testcontainers.
 * Images are named by TEST_POSTGRES_IMAGE / TEST_NATS_IMAGE (the official ones by default; an
 * air-gapped host names the ones ops/build-images-offline made). Ports are published on 127.0.0.1
 * only, and tests connect to 127.0.0.1.
 */
export const defaultPostgresImage = 'postgres:15';
export const defaultNatsImage = 'nats:2';

export interface ContainerImages {
  postgres: string;
  nats: string;
}

export function containerImages(env: NodeJS.ProcessEnv = process.env): ContainerImages {
  return { postgres: env.TEST_POSTGRES_IMAGE || defaultPostgresImage, nats: env.TEST_NATS_IMAGE || defaultNatsImage };
}

export interface RunningContainer {
  url: string;
  image: string;
  stop(): Promise<void>;
}

type DockerTarget = { socketPath: string } | { host: string; port: number };

function dockerTarget(env: NodeJS.ProcessEnv = process.env): DockerTarget | undefined {
  const dockerHost = env.DOCKER_HOST;
  if (dockerHost?.startsWith('unix://')) return { socketPath: dockerHost.slice('unix://'.length) };
  if (dockerHost?.startsWith('tcp://')) {
    const url = new URL(dockerHost.replace(/^tcp:/, 'http:'));
    return { host: url.hostname, port: Number(url.port || 2375) };
  }
  if (dockerHost) return undefined;
  return existsSync('/var/run/docker.sock') ? { socketPath: '/var/run/docker.sock' } : undefined;
}

/** One GET on the Docker engine's API: the status and the parsed body, or undefined when nothing answers within a second. */
function dockerGet(path: string): Promise<{ status: number; body: unknown } | undefined> {
  const target = dockerTarget();
  if (!target) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const req = request({ ...target, path, method: 'GET', timeout: 1_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // /_ping answers plain text
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end();
  });
}

/** A Docker engine answering `/_ping` within a second on DOCKER_HOST or the default socket. */
export async function dockerAnswers(): Promise<boolean> {
  return (await dockerGet('/_ping'))?.status === 200;
}

interface ImageConfig {
  entrypoint: string[] | null;
}

/** The image's config when the engine holds it, else undefined (never pulls). */
export async function localImage(name: string): Promise<ImageConfig | undefined> {
  const answer = await dockerGet(`/images/${encodeURIComponent(name)}/json`);
  if (answer?.status !== 200) return undefined;
  const config = (answer.body as { Config?: { Entrypoint?: string[] | null } }).Config;
  return { entrypoint: config?.Entrypoint ?? null };
}

/**
 * Ryuk (testcontainers' reaper) removes containers left by a crashed run, but it is one more
 * image: where the engine does not hold it and cannot pull it (no registry), turn it off, and the
 * containers are stopped by the run's own teardown.
 */
async function configureReaper(): Promise<void> {
  if (process.env.TESTCONTAINERS_RYUK_DISABLED !== undefined) return;
  const { getReaperImage } = await import('testcontainers/build/reaper/reaper.js');
  if (!(await localImage(getReaperImage()))) process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
}

/** Publishes every exposed port on 127.0.0.1 only (testcontainers binds all interfaces otherwise). */
async function startOnLoopback<S>(container: { start(): Promise<S> }): Promise<S> {
  const hostConfig = (container as unknown as { hostConfig: { PortBindings?: Record<string, Array<{ HostIp?: string; HostPort: string }>> } }).hostConfig;
  for (const bindings of Object.values(hostConfig.PortBindings ?? {})) {
    for (const binding of bindings) binding.HostIp = '127.0.0.1';
  }
  return container.start();
}

/** PostgreSQL from `image` (the official image's environment contract; pulled only when the engine lacks it), tuned for tests: no fsync. */
export async function startPostgresContainer(image: string): Promise<RunningContainer> {
  await configureReaper();
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = new PostgreSqlContainer(image)
    .withDatabase('test')
    .withUsername('postgres')
    .withPassword('postgres')
    .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']);
  const started = await startOnLoopback(container);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${started.getMappedPort(5432)}/test`,
    image,
    stop: async () => void (await started.stop()),
  };
}

/**
 * nats-server with JetStream from `image`. The official image's entrypoint is nats-server (so the
 * command is its arguments); an image without an entrypoint (Debian's package) is given the binary.
 */
export async function startNatsContainer(image: string): Promise<RunningContainer> {
  await configureReaper();
  const { GenericContainer, Wait } = await import('testcontainers');
  const config = await localImage(image);
  const entrypoint = config ? config.entrypoint : ['/nats-server'];
  const args = ['--jetstream', '--store_dir', '/tmp/jetstream'];
  // Plain GenericContainer: @testcontainers/nats always sets a user and password, which the NATS
  // client cannot take from a URL, and our buses are configured by URL alone.
  const container = new GenericContainer(image)
    .withCommand(entrypoint && entrypoint.length > 0 ? args : ['nats-server', ...args])
    .withExposedPorts(4222)
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/));
  const started = await startOnLoopback(container);
  return {
    url: `nats://127.0.0.1:${started.getMappedPort(4222)}`,
    image,
    stop: async () => void (await started.stop()),
  };
}
