import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';

export const mediaConfig = baseServiceConfig.extend({
  PORT: env.port(3004),
  DATABASE_SCHEMA: z.string().default('media'),
  /** ffmpeg and ffprobe: a path, or a name looked up on PATH (never run through a shell). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /**
   * Synthesise the built-in music library in the background at start when tracks are missing.
   * Off only where another process of the same deployment does it (or in tests of other features).
   */
  MUSIC_LIBRARY_SYNTHESIS: env.boolean(true),
  /** How often an incomplete library is synthesised again (e.g. once ffmpeg is installed), without a restart. */
  MUSIC_LIBRARY_CHECK_INTERVAL_MS: z.coerce.number().int().min(1_000).default(30_000),
  /** Bytes of music one user may keep (2 GiB by default); an upload past it is refused with 413. */
  STORAGE_LIMIT_BYTES: z.coerce.number().int().positive().default(2 * 1024 ** 3),
});
export type MediaConfig = z.infer<typeof mediaConfig>;
