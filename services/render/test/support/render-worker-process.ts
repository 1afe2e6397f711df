/**
 * A render worker in a process of its own, for tests that kill it (SIGKILL) in the middle of a job.
 * Started with `node --import tsx` and configured by environment:
 *   WORKER_DATABASE_URL, WORKER_SCHEMA_PREFIX, WORKER_NATS_URL, WORKER_BUS_PREFIX, WORKER_OBJECTS_DIR,
 *   and any RENDER_* setting. Its renderer reports `rendering <jobId> <attempt>` on stdout and never
 *   finishes. It prints `ready` once its worker consumes the render queue.
 */
import { createFsObjectStore, createNatsBus } from '@sitespark/service-kit';
import type { TestInfra } from '@sitespark/service-kit/testing';
import { startRenderReplica } from './render-replica.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const natsUrl = required('WORKER_NATS_URL');
const busPrefix = required('WORKER_BUS_PREFIX');
const infra: TestInfra = {
  kind: 'external',
  databaseUrl: required('WORKER_DATABASE_URL'),
  schemaPrefix: required('WORKER_SCHEMA_PREFIX'),
  natsUrl,
  busPrefix,
  makeBus: () => createNatsBus({ url: natsUrl, prefix: busPrefix }),
  cleanup: async () => undefined,
};
const renderSettings = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('RENDER_') && entry[1] !== undefined));

await startRenderReplica(infra, {
  store: createFsObjectStore({ rootDir: required('WORKER_OBJECTS_DIR') }),
  renderers: {
    'convert-to-video': async (context) => {
      process.stdout.write(`rendering ${context.job.id} ${context.attempt}\n`);
      // Blocks until the process is killed; the bus keeps the job leased meanwhile.
      return new Promise(() => undefined);
    },
  },
  env: renderSettings,
});
process.stdout.write('ready\n');
