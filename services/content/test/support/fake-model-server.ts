import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KitSection } from '@sitespark/contracts';

/** One request as the fake received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** ms since the server started. */
  at: number;
}

/** How the fake answers one chat completion request. */
export type FakeReply =
  | { kind: 'answer'; content: string; finishReason?: 'stop' | 'length'; refusal?: string; model?: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { kind: 'status'; status: number; message: string; headers?: Record<string, string> }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Starts a streamed answer (headers and one chunk of JSON), then falls silent. */
  | { kind: 'stall' };

export type Replier = (request: RecordedRequest, section: KitSection | null, index: number) => FakeReply;

export interface FakeModelServer {
  /** The API base, `http://127.0.0.1:PORT/v1`. */
  baseURL: string;
  requests: RecordedRequest[];
  /** The chat completion requests only. */
  chatRequests(): RecordedRequest[];
  /** Decides every chat completion answer; replace it per test. */
  reply: Replier;
  /** GET /v1/models: the model ids listed, or a status to answer. */
  models: string[] | { status: number; message: string };
  close(): Promise<void>;
}

const sectionOfTask: Array<[RegExp, KitSection]> = [
  [/Task: Write the social posts/u, 'social'],
  [/Task: Write the email campaign/u, 'email'],
  [/Task: Write the ad copy/u, 'ads'],
  [/Task: Write website copy/u, 'website'],
  [/Task: Write marketing intelligence/u, 'intel'],
];

/** The user message's text, whether sent as a string or as content parts. */
export function userText(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const user = messages.find((m) => m.role === 'user')?.content;
  if (typeof user === 'string') return user;
  return ((user ?? []) as Array<{ type: string; text?: string }>).filter((p) => p.type === 'text').map((p) => p.text ?? '').join('\n');
}

export function systemText(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
  return String(messages.find((m) => m.role === 'system')?.content ?? '');
}

/** Which kit section a request asks for (by its schema name, else by its task line). */
export function sectionOf(body: Record<string, unknown>): KitSection | null {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  const named = format?.json_schema?.name?.replace(/^kit_/u, '');
  if (named) return named as KitSection;
  const text = userText(body);
  return sectionOfTask.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function sendStatus(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ error: { message, type: status === 429 ? 'rate_limit_error' : 'invalid_request_error', code: null } }));
}

/** Streams the answer as server-sent events in a few chunks, as OpenAI-compatible servers do. */
function sendStream(response: ServerResponse, reply: Extract<FakeReply, { kind: 'answer' }>, model: string): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: reply.model ?? model };
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  if (reply.refusal) send({ ...base, choices: [{ index: 0, delta: { refusal: reply.refusal }, finish_reason: null }] });
  const size = Math.max(1, Math.ceil(reply.content.length / 3));
  for (let i = 0; i < reply.content.length; i += size) send({ ...base, choices: [{ index: 0, delta: { content: reply.content.slice(i, i + size) }, finish_reason: null }] });
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }] });
  const usage = reply.usage ?? { prompt_tokens: 1000, completion_tokens: 400 };
  send({ ...base, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
  response.end('data: [DONE]\n\n');
}

/**
 * A local OpenAI-compatible server that records every request and answers as the test decides:
 * a streamed answer (any content, cut off, refused), any status with any headers, or silence.
 * No /audio/speech: a speech request gets 404, as on text-only servers.
 */
export async function startFakeModelServer(reply: Replier): Promise<FakeModelServer> {
  const started = Date.now();
  const hanging = new Set<ServerResponse>();
  const fake: FakeModelServer = {
    baseURL: '',
    requests: [],
    chatRequests: () => fake.requests.filter((r) => r.path.endsWith('/chat/completions')),
    reply,
    models: ['test-model'],
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  let chatIndex = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = request.method === 'POST' ? await readBody(request) : {};
      const recorded: RecordedRequest = { method: request.method ?? 'GET', path: request.url ?? '', authorization: request.headers.authorization, body, at: Date.now() - started };
      fake.requests.push(recorded);
      if (recorded.method === 'GET' && recorded.path === '/v1/models') {
        if (Array.isArray(fake.models)) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ object: 'list', data: fake.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })) }));
        } else sendStatus(response, fake.models.status, fake.models.message);
        return;
      }
      if (recorded.method !== 'POST' || recorded.path !== '/v1/chat/completions') {
        sendStatus(response, 404, `Not found: ${recorded.path}`);
        return;
      }
      const answer = fake.reply(recorded, sectionOf(body), chatIndex++);
      if (answer.kind === 'stall') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: body.model, choices: [{ index: 0, delta: { role: 'assistant', content: '{"hero": "Kera' }, finish_reason: null }] })}\n\n`);
        return;
      }
      if (answer.kind === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      if (answer.kind === 'status') {
        sendStatus(response, answer.status, answer.message, answer.headers);
        return;
      }
      if (body.stream === true) sendStream(response, answer, String(body.model));
      else {
        response.writeHead(200, { 'content-type': 'application/json' });
        const usage = answer.usage ?? { prompt_tokens: 1000, completion_tokens: 400 };
        response.end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: answer.model ?? body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: answer.content, refusal: answer.refusal ?? null }, finish_reason: answer.finishReason ?? 'stop' }],
            usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
          }),
        );
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) sendStatus(response, 500, String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
