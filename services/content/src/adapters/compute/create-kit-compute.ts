import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Logger } from '@sitespark/service-kit';
import { computeTasks, type ComputeTaskName } from './compute-tasks.ts';
import type { KitCompute } from './kit-compute.ts';

/** Threads for kit computation by default: the cores but one (the event loop's), at least one, at most four. */
export function defaultComputeThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Kit computation in a piscina worker pool of `threads` threads, or on the calling thread when
 * `threads` is 0 (a one-off script, or a machine where threads are not wanted).
 *
 * The pool's threads run `niceIncrement` lower in the scheduler's priority than the event loop
 * (piscina applies it per thread through @napi-rs/nice on Linux and macOS): when the cores are busy,
 * a generation takes a little longer instead of every page view waiting behind it.
 */
export function createKitCompute(options: { threads: number; niceIncrement?: number; logger?: Logger }): KitCompute {
  if (options.threads === 0) {
    return {
      readPage: async (html, url) => computeTasks.readPage({ html, url }),
      buildSiteModel: async (input) => computeTasks.buildSiteModel(input),
      writeBuiltinCopy: async (brief) => computeTasks.writeBuiltinCopy(brief),
      assembleKit: async (input) => computeTasks.assembleKit(input),
      renderFlyerSvgs: async (content) => computeTasks.renderFlyerSvgs(content),
      writePostVariations: async (request) => computeTasks.writePostVariations(request),
      close: async () => undefined,
    };
  }
  const pool = new Piscina({
    filename: new URL('./compute-worker.ts', import.meta.url).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    niceIncrement: options.niceIncrement ?? 0,
    // A worker idle for long is not torn down: starting one costs more than it saves.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  pool.on('error', (error: unknown) => options.logger?.error({ err: error }, 'a kit compute worker failed'));
  const run = <T>(name: ComputeTaskName, input: unknown): Promise<T> => pool.run(input, { name }) as Promise<T>;
  return {
    readPage: (html, url) => run('readPage', { html, url }),
    buildSiteModel: (input) => run('buildSiteModel', input),
    writeBuiltinCopy: (brief) => run('writeBuiltinCopy', brief),
    assembleKit: (input) => run('assembleKit', input),
    renderFlyerSvgs: (content) => run('renderFlyerSvgs', content),
    writePostVariations: (request) => run('writePostVariations', request),
    close: () => pool.close(),
  };
}
