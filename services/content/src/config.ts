import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';

const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const contentConfig = baseServiceConfig.extend({
  PORT: env.port(3003),
  DATABASE_SCHEMA: z.string().default('content'),
  FETCH_ALLOW_PRIVATE_HOSTS: env.allowedPrivateHosts(),
  /** Worker threads for reading pages, writing built-in kits, grounding and scoring (0: on the event loop); unset: the cores but one, 1 to 4. */
  CONTENT_COMPUTE_THREADS: optionalNumber(z.coerce.number().int().min(0).max(32)),
  /** How much lower the compute threads' scheduling priority is than the event loop's (Unix nice increment, 0-19): under load a kit waits, a page view does not. */
  CONTENT_COMPUTE_NICE: z.coerce.number().int().min(0).max(19).default(19),
  /** With a key or a base URL, copy is written by an OpenAI-compatible model (the built-in writer stands in for any section it cannot write). */
  OPENAI_API_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** A local server (Ollama, vLLM, llama.cpp, LM Studio) needs only this; the key may be left unset. */
  OPENAI_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), env.url().optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** How the answer's JSON is asked for; unset: json_schema first, then json_object, then none, as the server accepts (remembered). */
  OPENAI_RESPONSE_FORMAT: z.enum(['json_schema', 'json_object', 'none']).optional(),
  /** Screenshots are sent unless off; auto: dropped (and remembered) when the server answers 400 about images. */
  OPENAI_VISION: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Omitted when unset, and dropped (remembered) when the model rejects it (reasoning models). */
  OPENAI_TEMPERATURE: optionalNumber(z.coerce.number().min(0).max(2)),
  /** Output cap per request (one kit section); a reasoning model's thinking counts against it. */
  OPENAI_MAX_OUTPUT_TOKENS: z.coerce.number().int().positive().default(8_000),
  /** A streamed answer that sends nothing for this long is abandoned (the section is re-asked or written by the built-in writer). */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** The whole kit's model time; a section not written by then is written by the built-in writer. */
  OPENAI_DEADLINE_MS: z.coerce.number().int().positive().default(150_000),
  /** The SDK's retries on 408/409/429/5xx, honouring Retry-After up to OPENAI_MAX_RETRY_WAIT_MS. */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  OPENAI_MAX_RETRY_WAIT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Model requests in flight at once across all kits (one per kit section); 1-2 for a local server that answers one request at a time. */
  OPENAI_PARALLEL_REQUESTS: z.coerce.number().int().min(1).max(64).default(5),
  /** Token budget of the page digest sent to the model. */
  OPENAI_DIGEST_TOKENS: z.coerce.number().int().min(200).default(6_000),
  /** What happens to a number, price, date or quote the model wrote that is not on the site: marked "not on your site", or its sentence removed. Codes and links to other sites are always removed. */
  OPENAI_UNSUPPORTED_CLAIMS: z.enum(['mark', 'remove']).default('mark'),
  /** Model tokens (in + out) one user may spend per UTC day; unset: no limit. */
  OPENAI_DAILY_TOKENS_PER_USER: optionalNumber(z.coerce.number().int().positive()),
  /** Most kits one subscriber keeps; at the limit generating answers 409 until kits are deleted. */
  KITS_KEPT_LIMIT: z.coerce.number().int().positive().default(500),
  /** Requests per minute one user may make to each costly route: generate, regenerate a piece, export a kit as zip (429 beyond). */
  COSTLY_REQUESTS_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Largest kit zip export, in bytes: stored files (videos first) that would pass it are left out and listed in its README. */
  KIT_EXPORT_MAX_BYTES: z.coerce.number().int().positive().default(256 * 1024 * 1024),
  /** Requests per minute one client address may make to shared kit pages (GET /api/shared/:token); their images get ten times as many. */
  SHARED_KIT_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** The site's public origin, so share links are absolute (https://sitespark.example/shared/...); unset: links are paths. */
  PUBLIC_ORIGIN: z.preprocess((value) => (value === '' ? undefined : value), env.url().optional()),
  /** A Postiz instance (its address, e.g. https://postiz.example.com/api) that posting plans can be pushed to as drafts, with POSTIZ_API_KEY; unset: the push is off. */
  POSTIZ_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/, message: 'must be an http or https address, e.g. https://postiz.example.com/api' }).optional()),
  /** The Postiz public API key (Settings > Public API), sent as its Authorization header. */
  POSTIZ_API_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
});
export type ContentConfig = z.infer<typeof contentConfig>;
