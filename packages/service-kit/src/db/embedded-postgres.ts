import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { EmbeddedPostgres, StartEmbeddedPostgresOptions } from './embedded-postgres-server.ts';

export { embeddedPostgresPasswordFile } from './embedded-postgres-server.ts';
export type { EmbeddedPostgres, StartEmbeddedPostgresOptions } from './embedded-postgres-server.ts';

type WorkerMessage =
  | { type: 'ready'; url: string; port: number; freshCluster?: Uint8Array }
  | { type: 'failed'; message: string }
  | { type: 'stopped'; error?: string };

/** How long a stopped database's thread has to end by itself before it is terminated. */
const threadExitGraceMs = 5_000;

/**
 * The first in-memory database of a process runs initdb; the ones after it start from a copy of
 * the cluster it left (tests start one per file, `npm start` in memory one in all).
 */
let freshCluster: Uint8Array | undefined;

/**
 * PostgreSQL (PGlite, in WebAssembly) served over the wire protocol on a worker thread of its own
 * (see serveEmbeddedPostgres for what it serves): PGlite runs every query synchronously, so on the
 * services' thread one large write (a kit) would stall every other request of `npm start`.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const inMemory = options.dataDir === undefined;
  const workerData: StartEmbeddedPostgresOptions = inMemory && freshCluster ? { ...options, freshCluster } : options;
  const worker = new Worker(new URL('./embedded-postgres-worker.ts', import.meta.url), { workerData, name: 'embedded-postgres' });
  let exited = false;
  const exit = new Promise<number>((resolve) => worker.once('exit', (code) => resolve(code)));
  void exit.then(() => {
    exited = true;
  });
  const ready = await new Promise<{ url: string; port: number }>((resolve, reject) => {
    worker.once('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        if (inMemory && message.freshCluster) freshCluster ??= message.freshCluster;
        resolve(message);
      }
      else reject(new Error(message.type === 'failed' ? message.message : 'The embedded PostgreSQL stopped before it started'));
    });
    worker.once('error', reject);
    void exit.then((code) => reject(new Error(`The embedded PostgreSQL thread exited with code ${code} before it started`)));
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  let stopping: Promise<void> | undefined;
  return {
    url: ready.url,
    port: ready.port,
    stop() {
      stopping ??= (async () => {
        if (exited) return;
        const stopped = new Promise<WorkerMessage | null>((resolve) => {
          worker.on('message', (message: WorkerMessage) => {
            if (message.type === 'stopped') resolve(message);
          });
          void exit.then(() => resolve(null));
        });
        worker.postMessage({ type: 'stop' });
        const answer = await stopped;
        // The thread ends by itself once stopped; terminating it is only the fallback. A thread torn
        // down from outside while PGlite's WebAssembly still unwinds has aborted the whole process
        // (a V8 trap in the 'embedded-postgres' thread, seen twice in the integration tier).
        const ended = await Promise.race([exit.then(() => true), delay(threadExitGraceMs, false, { ref: false })]);
        if (!ended) await worker.terminate();
        if (answer?.type === 'stopped' && answer.error) throw new Error(answer.error);
      })();
      return stopping;
    },
  };
}
