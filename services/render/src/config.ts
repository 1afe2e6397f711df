import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';
import { defaultSpeechModel, defaultSpeechTimeoutMs, parseSpeechVoices } from './adapters/speech/speech-settings.ts';

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
  /** Renders one user may start per day (UTC); one more is refused with 429 and creates no job. */
  RENDERS_PER_DAY_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Renders one user may start in a minute (every video route), so the day's allowance cannot be spent in one burst from many addresses; one more is refused with 429. */
  RENDERS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Off for an API-only replica: its jobs are rendered by the workers of other replicas. */
  RENDER_WORKER: env.boolean(true),
  /** Shared with the content service; speech falls back to them (see the SPEECH_* settings). */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: env.url().optional(),
  /**
   * Voiceovers: `openai` forces an OpenAI-compatible `/audio/speech` endpoint, `offline` the built-in
   * voice (espeak-ng, else ffmpeg's flite). Unset: the endpoint when one is configured below.
   */
  SPEECH_PROVIDER: z.enum(['openai', 'offline']).optional(),
  /** The speech server, e.g. http://127.0.0.1:8880/v1 for a local one; default OPENAI_BASE_URL, else OpenAI's. */
  SPEECH_BASE_URL: env.url().optional(),
  /**
   * Its key; default OPENAI_API_KEY, which is only ever sent to OPENAI_BASE_URL (or OpenAI). A server
   * that needs no key gets no Authorization header.
   */
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_MODEL: z.string().min(1).default(defaultSpeechModel),
  /** One voice (`alloy`) or one per script language (`en:alloy,de:onyx,fr:nova`); default alloy. */
  SPEECH_VOICE: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseSpeechVoices(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Longest a speech request may take before the job uses the offline voice instead. */
  SPEECH_TIMEOUT_MS: z.coerce.number().int().positive().default(defaultSpeechTimeoutMs),
});
export type RenderConfig = z.infer<typeof renderConfig>;
