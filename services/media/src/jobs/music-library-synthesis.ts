import { mediaToolsUnavailableMessage, type MediaTool, type MediaTools, type Scheduler } from '@sitespark/service-kit';
import { ensureMusicLibrary, type EnsureMusicLibraryDeps } from '../domain/ensure-music-library.ts';
import type { Composition } from '../domain/library/synth-graph.ts';

export const musicLibrarySynthesisJob = 'media.music-library-synthesis';

const synthesisTools: readonly MediaTool[] = ['ffmpeg', 'ffprobe'];

export interface MusicLibrarySynthesis {
  /** Synthesises what is missing, unless the library is complete, a pass is running or ffmpeg is missing. */
  run(signal?: AbortSignal): Promise<void>;
  /** Why the library holds only `builtinCount` tracks, when ffmpeg is missing; else undefined. */
  notice(builtinCount: number): string | undefined;
}

/**
 * The built-in library's synthesis: one pass at a time, none while ffmpeg or ffprobe is missing
 * (logged once, not once a track), and none once a pass found every track present.
 */
export function createMusicLibrarySynthesis(
  deps: EnsureMusicLibraryDeps & { tools: MediaTools },
  compositions: readonly Composition[],
): MusicLibrarySynthesis {
  const { tools, logger } = deps;
  let complete = false;
  let running: Promise<void> | undefined;
  let toldMissing = false;
  const missingTools = () => tools.missing().filter((tool) => synthesisTools.includes(tool));

  const pass = async (signal?: AbortSignal) => {
    const missing = missingTools();
    if (missing.length > 0) {
      if (!toldMissing) logger.warn({ missingMediaTools: missing }, 'built-in music library waits for ffmpeg: it is synthesised once ffmpeg is installed');
      toldMissing = true;
      return;
    }
    toldMissing = false;
    try {
      const outcome = await ensureMusicLibrary(deps, { compositions, signal });
      logger.info(outcome, 'built-in music library checked');
      complete = outcome.failed.length === 0;
    } catch (error) {
      if (!signal?.aborted) logger.error({ err: error }, 'built-in music library could not be prepared');
    }
  };

  return {
    run(signal) {
      if (complete) return Promise.resolve();
      running ??= pass(signal).finally(() => (running = undefined));
      return running;
    },
    notice(builtinCount) {
      if (builtinCount >= compositions.length) return undefined;
      const missing = missingTools();
      return missing.length > 0 ? mediaToolsUnavailableMessage('The built-in music library', missing) : undefined;
    },
  };
}

/** Every `intervalMs`, once per tick across replicas: fills the library once ffmpeg appears, without a restart. */
export function scheduleMusicLibrarySynthesis(scheduler: Scheduler, synthesis: MusicLibrarySynthesis, intervalMs: number): void {
  scheduler.every(musicLibrarySynthesisJob, { interval: intervalMs }, ({ signal }) => synthesis.run(signal));
}
