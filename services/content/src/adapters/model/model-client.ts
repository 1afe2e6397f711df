import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionContentPart, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Logger } from '@sitespark/service-kit';

export type ResponseFormat = 'json_schema' | 'json_object' | 'none';

export interface ModelSettings {
  apiKey: string | undefined;
  baseURL: string;
  model: string;
  /** Fixed by configuration, or null to detect (json_schema, then json_object, then none). */
  responseFormat: ResponseFormat | null;
  vision: 'auto' | 'on' | 'off';
  temperature: number | null;
  maxOutputTokens: number;
  /** A streamed answer silent for this long is abandoned. */
  idleTimeoutMs: number;
  maxRetries: number;
  /** A Retry-After longer than this is not waited for (the caller falls back instead). */
  maxRetryWaitMs: number;
}

export interface ModelRequest {
  system: string;
  user: string;
  /** Screenshot URLs (data or https), sent when the model takes images. */
  images: string[];
  schema: z.ZodType;
  schemaName: string;
  signal: AbortSignal;
}

export interface ModelAnswer {
  content: string;
  /** 'stop', 'length' (cut off at the output cap), 'content_filter', or null when the server did not say. */
  finishReason: string | null;
  refusal: string | null;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

/** Why a request failed, in words a log reader and (through notices) a user understand. */
export class ModelCallError extends Error {
  readonly kind: 'misconfigured' | 'rate-limited' | 'unavailable' | 'timeout' | 'rejected' | 'aborted';

  constructor(message: string, kind: ModelCallError['kind'], options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.name = 'ModelCallError';
  }
}

/** What the start-up probe found: the key accepted and the model known, or what is wrong. */
export interface ModelProbe {
  status: 'ok' | 'misconfigured' | 'unverified' | 'unreachable';
  detail: string;
}

/** What this server has been found to accept; each starts optimistic and is narrowed once by a 400 that names it. */
interface Capabilities {
  responseFormat: ResponseFormat;
  images: boolean;
  temperature: boolean;
  tokenParameter: 'max_completion_tokens' | 'max_tokens';
  streamUsage: boolean;
}

const schemaTexts = new WeakMap<z.ZodType, string>();

/** Without json_schema the model sees the schema in the prompt instead. */
function schemaText(schema: z.ZodType): string {
  let text = schemaTexts.get(schema);
  if (!text) {
    text = JSON.stringify(z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any' }));
    schemaTexts.set(schema, text);
  }
  return text;
}

const misconfiguredForMs = 5 * 60_000;

const nextFormat: Record<ResponseFormat, ResponseFormat | null> = { json_schema: 'json_object', json_object: 'none', none: null };

function isOpenAiHost(baseURL: string): boolean {
  try {
    return new URL(baseURL).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

function errorText(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  return `${typeof body?.message === 'string' ? body.message : ''} ${error.message}`.toLowerCase();
}

/**
 * Older vLLM and some other servers answer errors as `{ "message": … }` without OpenAI's `error`
 * envelope, which the SDK reads as "no body": wrapped, their message can be acted on.
 */
async function withErrorEnvelope(response: Response): Promise<Response> {
  if (!/json/u.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON after all: passed on as it came
  }
  const wrapped = body && typeof body === 'object' && !('error' in body) && ('message' in body || 'detail' in body) ? JSON.stringify({ error: { message: String((body as { message?: unknown; detail?: unknown }).message ?? JSON.stringify((body as { detail?: unknown }).detail)) } }) : text;
  return new Response(wrapped, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** A Retry-After (or retry-after-ms) header in milliseconds, or null. */
export function retryAfterMs(headers: Headers): number | null {
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Number(ms);
  const value = headers.get('retry-after');
  if (!value) return null;
  if (Number.isFinite(Number(value))) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Any OpenAI-compatible chat completions server, streamed. The SDK retries 408/409/429/5xx with
 * backoff and honours Retry-After (one longer than `maxRetryWaitMs` is not waited for); other 4xx
 * are not retried, except a 400 that names a request feature this server lacks (images, temperature,
 * the response format, the token cap parameter, usage in the stream): that feature is dropped or
 * downgraded, remembered for the process, and the request sent again.
 */
export class ModelClient {
  private readonly client: OpenAI;
  private readonly capabilities: Capabilities;
  private misconfiguration: { detail: string; until: number } | null = null;

  private readonly settings: ModelSettings;
  private readonly logger: Logger | undefined;

  constructor(settings: ModelSettings, logger?: Logger) {
    this.settings = settings;
    this.logger = logger;
    this.capabilities = {
      responseFormat: settings.responseFormat ?? 'json_schema',
      images: settings.vision !== 'off',
      temperature: settings.temperature !== null,
      tokenParameter: isOpenAiHost(settings.baseURL) ? 'max_completion_tokens' : 'max_tokens',
      streamUsage: true,
    };
    this.client = new OpenAI({
      apiKey: settings.apiKey || 'not-needed',
      baseURL: settings.baseURL,
      maxRetries: settings.maxRetries,
      // Until the answer starts (each attempt; a timed-out attempt is retried); the stream then has its own idle timer.
      timeout: settings.idleTimeoutMs,
      fetch: (url, init) => this.fetchWithRetryCap(url, init),
    });
  }

  get model(): string {
    return this.settings.model;
  }

  /** Set when the server refused the key or does not know the model: every call then fails at once. */
  get misconfigured(): string | null {
    if (this.misconfiguration && this.misconfiguration.until < Date.now()) this.misconfiguration = null;
    return this.misconfiguration?.detail ?? null;
  }

  /** Kits go to the built-in writer for a while, then the model is tried again (a key fixed, a model pulled). */
  private markMisconfigured(detail: string): string {
    this.misconfiguration = { detail, until: Date.now() + misconfiguredForMs };
    return detail;
  }

  describeCapabilities(): Record<string, unknown> {
    return { ...this.capabilities };
  }

  /** A Retry-After beyond the cap turns the answer into one the SDK does not retry. */
  private async fetchWithRetryCap(url: string | URL | Request, init?: RequestInit): Promise<Response> {
    const response = await fetch(url, init);
    if (response.status >= 400 && response.status < 500 && response.status !== 429) return withErrorEnvelope(response);
    if (response.status !== 429 && response.status < 500) return response;
    const wait = retryAfterMs(response.headers);
    if (wait === null || wait <= this.settings.maxRetryWaitMs) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /** GET /models: is the key accepted, is the model there? Never throws. */
  async probe(signal?: AbortSignal): Promise<ModelProbe> {
    try {
      const ids: string[] = [];
      for await (const model of this.client.models.list({ signal: signal ?? AbortSignal.timeout(10_000), maxRetries: 0 })) {
        ids.push(model.id);
        if (ids.length > 500) break;
      }
      if (ids.length === 0) return { status: 'unverified', detail: `${this.settings.baseURL} lists no models; ${this.settings.model} is used as configured` };
      if (!ids.includes(this.settings.model)) {
        // Not fatal: a server may serve names it does not list (an alias, a tag, a model still being pulled); a 404 from a chat request decides.
        return { status: 'unverified', detail: `the server at ${this.settings.baseURL} does not list the model "${this.settings.model}" (it lists ${ids.slice(0, 8).join(', ')}${ids.length > 8 ? ', …' : ''}); set OPENAI_MODEL to one of them if kits fall back to the built-in writer` };
      }
      return { status: 'ok', detail: `${this.settings.model} at ${this.settings.baseURL}` };
    } catch (error) {
      if (error instanceof APIError && (error.status === 401 || error.status === 403)) {
        return { status: 'misconfigured', detail: this.markMisconfigured(`the server at ${this.settings.baseURL} refused the API key (${error.status}); check OPENAI_API_KEY`) };
      }
      if (error instanceof APIError && error.status !== undefined) {
        return { status: 'unverified', detail: `${this.settings.baseURL}/models answered ${error.status}; ${this.settings.model} is used as configured` };
      }
      return { status: 'unreachable', detail: `${this.settings.baseURL} could not be reached (${error instanceof Error ? error.message : String(error)})` };
    }
  }

  async complete(request: ModelRequest): Promise<ModelAnswer> {
    const misconfigured = this.misconfigured;
    if (misconfigured) throw new ModelCallError(misconfigured, 'misconfigured');
    for (let adjustments = 0; ; adjustments++) {
      const sent = { ...this.capabilities };
      try {
        return await this.stream(request, sent);
      } catch (error) {
        if (error instanceof APIError && error.status === 400 && adjustments < 5 && this.adjustTo(error, request, sent)) continue;
        throw this.explain(error, request.signal);
      }
    }
  }

  /**
   * After a 400 that names one of the features `sent` used: narrows the capabilities (once, however
   * many sections ran into it side by side) and says to send again; false when none is named.
   */
  private adjustTo(error: APIError, request: ModelRequest, sent: Capabilities): boolean {
    const text = errorText(error);
    const caps = this.capabilities;
    const narrow = <K extends keyof Capabilities>(key: K, next: Capabilities[K], what: string) => {
      if (caps[key] === sent[key]) {
        caps[key] = next;
        this.logger?.warn(
          { model: this.settings.model, baseURL: this.settings.baseURL, status: 400, serverSaid: text.trim().slice(0, 300), now: next },
          `the model server rejected ${what}; sending requests without it from now on`,
        );
      }
      return true;
    };
    // Only a server saying it lacks the feature narrows it; a wrong value ("max_tokens is too large", "an unsupported image") does not.
    const lacks = /not supported|unsupported (?:parameter|value|field|argument)|not (?:allowed|permitted|recogni[sz]ed)|unrecogni[sz]ed|unknown (?:parameter|field|argument)|does not support|doesn't support|do not support|extra (?:inputs|fields) (?:are )?not permitted|use '?\w+'? instead/u;
    const noVision = /(?:does not|doesn't|do not|cannot|can't) (?:support|accept|process|handle)[^.]{0,40}image|image[^.]{0,40}(?:not supported|only supported by certain models|not enabled)|not a multimodal|image input is not supported|no vision|vision is not|mmproj/u;
    if (sent.images && request.images.length > 0 && this.settings.vision === 'auto' && noVision.test(text)) return narrow('images', false, 'images');
    if (sent.temperature && /temperature/u.test(text) && lacks.test(text)) return narrow('temperature', false, 'the temperature setting');
    if (this.settings.responseFormat === null && /response_format|json_schema|json_object|structured output/u.test(text) && lacks.test(text)) {
      const next = nextFormat[sent.responseFormat];
      if (next) return narrow('responseFormat', next, `response_format ${sent.responseFormat}`);
    }
    // OpenAI's reasoning models want max_completion_tokens; older servers know only max_tokens. Never both dropped: the cap stays.
    if (sent.tokenParameter === 'max_completion_tokens' && /max_completion_tokens/u.test(text) && lacks.test(text)) return narrow('tokenParameter', 'max_tokens', 'max_completion_tokens');
    if (sent.tokenParameter === 'max_tokens' && /'?max_tokens'?[^.]*(?:not supported|unsupported)[^.]*max_completion_tokens/u.test(text)) return narrow('tokenParameter', 'max_completion_tokens', 'max_tokens');
    if (sent.streamUsage && /stream_options|include_usage/u.test(text) && lacks.test(text)) return narrow('streamUsage', false, 'stream_options');
    return false;
  }

  private explain(error: unknown, signal: AbortSignal): ModelCallError {
    if (error instanceof ModelCallError) return error;
    if (error instanceof APIUserAbortError || signal.aborted) {
      const reason: unknown = signal.reason;
      if (reason instanceof ModelCallError) return reason;
      return new ModelCallError('the request was abandoned at the kit deadline', 'timeout', { cause: error });
    }
    if (error instanceof APIConnectionTimeoutError) return new ModelCallError(`the model did not start answering within ${Math.round(this.settings.idleTimeoutMs / 1000)} s`, 'timeout', { cause: error });
    if (error instanceof APIError && error.status !== undefined) {
      const said = errorText(error).trim().slice(0, 200);
      if (error.status === 401 || error.status === 403) {
        return new ModelCallError(this.markMisconfigured(`the server at ${this.settings.baseURL} refused the API key (${error.status}); check OPENAI_API_KEY`), 'misconfigured', { cause: error });
      }
      if (error.status === 404 && /model/u.test(said)) {
        return new ModelCallError(this.markMisconfigured(`the server at ${this.settings.baseURL} does not know the model "${this.settings.model}" (${said}); check OPENAI_MODEL`), 'misconfigured', { cause: error });
      }
      if (error.status === 429) {
        const wait = error.headers ? retryAfterMs(error.headers) : null;
        return new ModelCallError(`the model server is rate limiting requests${wait !== null ? ` (it asked to wait ${Math.ceil(wait / 1000)} s)` : ''}`, 'rate-limited', { cause: error });
      }
      if (error.status >= 500) return new ModelCallError(`the model server failed (${error.status})`, 'unavailable', { cause: error });
      return new ModelCallError(`the model server rejected the request (${error.status}: ${said})`, 'rejected', { cause: error });
    }
    return new ModelCallError(`the model server could not be reached (${error instanceof Error ? error.message : String(error)})`, 'unavailable', { cause: error });
  }

  private body(request: ModelRequest, caps: Capabilities): ChatCompletionCreateParamsStreaming {
    const images = caps.images ? request.images : [];
    const text =
      caps.responseFormat === 'json_schema'
        ? request.user
        : `${request.user}\n\nAnswer with one JSON object only (no prose, no code fence) matching this JSON Schema:\n${schemaText(request.schema)}`;
    const user: string | ChatCompletionContentPart[] =
      images.length === 0
        ? text
        : [
            { type: 'text', text },
            // One screenshot is looked at closely; several at the model's own choice of detail.
            ...images.map((url): ChatCompletionContentPart => ({ type: 'image_url', image_url: { url, detail: 'auto' } })),
          ];
    const body: ChatCompletionCreateParamsStreaming = {
      model: this.settings.model,
      stream: true,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: user },
      ],
    };
    if (caps.streamUsage) body.stream_options = { include_usage: true };
    if (caps.temperature && this.settings.temperature !== null) body.temperature = this.settings.temperature;
    body[caps.tokenParameter] = this.settings.maxOutputTokens;
    if (caps.responseFormat === 'json_schema') body.response_format = zodResponseFormat(request.schema, request.schemaName);
    else if (caps.responseFormat === 'json_object') body.response_format = { type: 'json_object' };
    return body;
  }

  /** One streamed request; abandoned when the stream is silent for `idleTimeoutMs`. */
  private async stream(request: ModelRequest, caps: Capabilities): Promise<ModelAnswer> {
    const idle = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => idle.abort(new ModelCallError(`the model sent nothing for ${Math.round(this.settings.idleTimeoutMs / 1000)} s`, 'timeout')),
        this.settings.idleTimeoutMs,
      );
    };
    const signal = AbortSignal.any([request.signal, idle.signal]);
    // The SDK's wait before a retry does not listen to the signal: the kit's deadline must not wait for it.
    const creating = this.client.chat.completions.create(this.body(request, caps), { signal });
    creating.catch(() => undefined);
    let stopWaiting: (() => void) | undefined;
    const abandoned = new Promise<never>((_resolve, reject) => {
      const onAbort = () => reject(request.signal.reason instanceof Error ? request.signal.reason : new APIUserAbortError());
      if (request.signal.aborted) onAbort();
      request.signal.addEventListener('abort', onAbort, { once: true });
      stopWaiting = () => request.signal.removeEventListener('abort', onAbort);
    });
    abandoned.catch(() => undefined);
    try {
      const stream = await Promise.race([creating, abandoned]).finally(() => stopWaiting?.());
      arm();
      let content = '';
      let refusal = '';
      let finishReason: string | null = null;
      let model = this.settings.model;
      let inputTokens = 0;
      let outputTokens = 0;
      for await (const chunk of stream) {
        arm();
        if (chunk.model) model = chunk.model;
        const choice = chunk.choices?.[0];
        if (choice?.delta?.content) content += choice.delta.content;
        if (choice?.delta?.refusal) refusal += choice.delta.refusal;
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        if (chunk.usage) {
          inputTokens = chunk.usage.prompt_tokens ?? inputTokens;
          outputTokens = chunk.usage.completion_tokens ?? outputTokens;
        }
      }
      // The SDK ends an aborted stream quietly: a silent server or the deadline must not pass for a finished answer.
      signal.throwIfAborted();
      return { content, finishReason, refusal: refusal || null, model, inputTokens, outputTokens };
    } catch (error) {
      if (idle.signal.aborted) throw idle.signal.reason;
      if (request.signal.aborted && request.signal.reason instanceof ModelCallError) throw request.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
