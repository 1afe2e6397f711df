import { chooseTestInfra, sharedTestInfraEnv, testInfraChoice } from './test-infra.ts';
import { containerImages, dockerAnswers, startNatsContainer, startPostgresContainer, type RunningContainer } from './test-containers.ts';

/**
 * Global setup of the integration projects: settles TEST_INFRA once for the tier and, for containers, starts
 * one PostgreSQL and one NATS container that every test file shares (files isolate themselves by
 * schema and subject prefix), so the tier pays for two container starts, not two per file. The
 * settled mode and URLs reach the test files through the environment; the teardown stops the
 * containers.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const env = process.env;
  // Both integration projects (int, int-video) name this setup; the tier settles once for the two.
  if (env[sharedTestInfraEnv.mode]) return async () => {};
  const choice = testInfraChoice(env);
  const mayUseDocker = choice === 'containers' || (choice === 'auto' && !env.DATABASE_URL);
  let mode = chooseTestInfra(env, mayUseDocker && (await dockerAnswers()));
  const started: RunningContainer[] = [];
  if (mode === 'containers') {
    const images = containerImages(env);
    const useNatsUrl = choice === 'auto' && Boolean(env.NATS_URL);
    const startedAt = performance.now();
    const results = await Promise.allSettled([startPostgresContainer(images.postgres), useNatsUrl ? Promise.resolve(undefined) : startNatsContainer(images.nats)]);
    for (const result of results) if (result.status === 'fulfilled' && result.value) started.push(result.value);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      await Promise.allSettled(started.map((container) => container.stop()));
      started.length = 0;
      if (choice !== 'auto') throw failure.reason;
      mode = 'embedded';
      console.info(`[test-infra] containers could not start (${String((failure.reason as Error).message ?? failure.reason).split('\n')[0]}): the tier runs on embedded PGlite`);
    } else {
      const [postgres, nats] = results.map((result) => (result as PromiseFulfilledResult<RunningContainer | undefined>).value);
      env[sharedTestInfraEnv.databaseUrl] = postgres!.url;
      env[sharedTestInfraEnv.natsUrl] = nats?.url ?? env.NATS_URL ?? '';
      env[sharedTestInfraEnv.source] = `PostgreSQL container (${postgres!.image}), ${nats ? `NATS container (${nats.image})` : 'NATS from NATS_URL'}`;
      console.info(
        `[test-infra] integration tier on containers, started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: ` +
          `${postgres!.image} at ${postgres!.url.replace(/:[^:@/]*@/, ':***@')}, ${nats ? `${nats.image} at ${nats.url}` : `NATS_URL ${env.NATS_URL}`}` +
          `${env.TESTCONTAINERS_RYUK_DISABLED === 'true' ? ' (Ryuk off)' : ''}`,
      );
    }
  }
  env[sharedTestInfraEnv.mode] = mode;
  return async () => {
    await Promise.allSettled(started.map((container) => container.stop()));
  };
}
