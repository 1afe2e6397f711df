import type { Logger } from '@sitespark/service-kit';

export interface PeriodSweeper {
  close(): Promise<void>;
}

/** Runs `sweep` every `intervalMs` (one pass at a time) until closed; a failing pass is logged and retried next time. */
export function startPeriodSweeper(options: { intervalMs: number; sweep: () => Promise<number>; logger: Logger }): PeriodSweeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    try {
      const changed = await options.sweep();
      if (changed > 0) options.logger.info({ changed }, 'local subscription periods renewed or ended');
    } catch (error) {
      options.logger.warn({ err: error }, 'local subscription period sweep failed; retrying next interval');
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        schedule();
      });
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
