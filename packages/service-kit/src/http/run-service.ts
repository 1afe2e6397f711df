import type { FastifyInstance } from 'fastify';

export interface RunOptions {
  port: number;
  host: string;
  /** Closed in order after the HTTP server stopped taking requests (bus consumers, relays, pools). */
  closers?: Array<{ name: string; close: () => Promise<void> }>;
  /** Longest a shutdown may take before the process exits anyway. */
  shutdownTimeoutMs?: number;
  /** False when a parent (the standalone process) owns the signals and stops every service itself. */
  installSignalHandlers?: boolean;
}

/**
 * Listens, then on SIGTERM/SIGINT stops taking requests, lets in-flight ones finish, drains bus
 * consumers and closes pools. A second signal or the timeout exits at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any server/logger/type-provider flavour
export async function runService(app: FastifyInstance<any, any, any, any, any>, options: RunOptions): Promise<() => Promise<void>> {
  await app.listen({ port: options.port, host: options.host });
  let closing: Promise<void> | undefined;

  const shutdown = (): Promise<void> => {
    closing ??= (async () => {
      app.log.info('shutting down: finishing in-flight requests');
      await app.close();
      for (const closer of options.closers ?? []) {
        try {
          await closer.close();
        } catch (error) {
          app.log.error({ err: error, closer: closer.name }, 'error while closing');
        }
      }
      app.log.info('stopped');
    })();
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 15_000);
    timer.unref();
    void shutdown().then(() => process.exit(0));
  };
  if (options.installSignalHandlers ?? true) {
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }
  return shutdown;
}
