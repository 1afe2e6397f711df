import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';

export const renderConfig = baseServiceConfig.extend({
  PORT: env.port(3005),
  DATABASE_SCHEMA: z.string().default('render'),
  /** The Chromium binary puppeteer-core drives for screenshots and HTML slideshows. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  FETCH_ALLOW_PRIVATE_HOSTS: env.allowedPrivateHosts(),
  /** How long a website may take to load before its screenshots are given up. */
  SCREENSHOT_NAVIGATION_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** How long an HTTP render route waits for its job before answering 504 (the job keeps running). */
  RENDER_WAIT_TIMEOUT_MS: z.coerce.number().int().positive().default(5 * 60_000),
  /** Longest one ffmpeg run may take. */
  RENDER_FFMPEG_TIMEOUT_MS: z.coerce.number().int().positive().default(4 * 60_000),
  /** Deliveries of a render job before it is reported failed. */
  RENDER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Pause before a failed job is delivered again. */
  RENDER_RETRY_DELAY_MS: z.coerce.number().int().nonnegative().default(2_000),
  /**
   * How long a job taken by a worker that went silent (crashed, lost its host) waits before another
   * worker gets it. A live worker keeps its job however long the render takes (it heartbeats).
   */
  RENDER_JOB_ACK_WAIT_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** Frames per second of rendered videos. */
  RENDER_FPS: z.coerce.number().int().min(10).max(60).default(30),
  /** Off for an API-only replica: its jobs are rendered by the workers of other replicas. */
  RENDER_WORKER: env.boolean(true),
  /** Voiceovers use OpenAI text-to-speech when set, else the offline synthesizer. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: env.url().optional(),
});
export type RenderConfig = z.infer<typeof renderConfig>;
