import { parentPort, workerData } from 'node:worker_threads';
import { serveEmbeddedPostgres, type StartEmbeddedPostgresOptions } from './embedded-postgres-server.ts';

/** The embedded PostgreSQL's own thread: serves until the parent says stop, then answers `stopped`. */
const port = parentPort!;
try {
  const server = await serveEmbeddedPostgres(workerData as StartEmbeddedPostgresOptions);
  port.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    // Closing the port lets the thread end on its own once the server is down: the parent then has
    // no need to terminate it mid-call (see startEmbeddedPostgres's stop).
    server.stop().then(
      () => {
        port.postMessage({ type: 'stopped' });
        port.close();
      },
      (error: unknown) => {
        port.postMessage({ type: 'stopped', error: error instanceof Error ? error.message : String(error) });
        port.close();
      },
    );
  });
  const { freshCluster } = server;
  port.postMessage({ type: 'ready', url: server.url, port: server.port, freshCluster }, freshCluster ? [freshCluster.buffer as ArrayBuffer] : []);
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
