import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { assertPublicUrl, parseAllowedHosts } from '@sitespark/service-kit';

/** A channel connected in Postiz (GET /public/v1/integrations). */
export interface PostizIntegration {
  id: string;
  /** The provider: 'x', 'linkedin', 'linkedin-page', 'facebook', 'instagram', 'instagram-standalone', ... */
  identifier: string;
  name: string;
  disabled: boolean;
}

export interface PostizDraft {
  integration: PostizIntegration;
  /** ISO 8601, UTC. */
  date: string;
  content: string;
}

export interface PostizClient {
  listIntegrations(): Promise<PostizIntegration[]>;
  createDraft(draft: PostizDraft): Promise<void>;
}

/** Postiz answered something other than success, or could not be reached. */
export class PostizError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'PostizError';
    this.status = status;
  }
}

const maxResponseBytes = 1024 * 1024;

/** Settings Postiz's providers expect beside a post (`__type` names the provider). */
function settingsFor(identifier: string): Record<string, string> {
  if (identifier === 'x') return { __type: 'x', who_can_reply_post: 'everyone' };
  if (identifier.startsWith('instagram')) return { __type: identifier, post_type: 'post' };
  return { __type: identifier };
}

/**
 * Postiz's public API (https://docs.postiz.com/public-api): `Authorization: <API key>`,
 * GET /public/v1/integrations, POST /public/v1/posts with `type: 'draft'`.
 *
 * The URL is the operator's (POSTIZ_URL), never a user's, so its own host may be private (a
 * self-hosted Postiz beside us); that host alone is allowed, only that origin is ever called
 * (paths are fixed here, redirects are refused, not followed), the address is resolved once and
 * pinned for the connection, and answers are bounded in time and size.
 */
export function createPostizClient(options: { baseUrl: string; apiKey: string; timeoutMs?: number }): PostizClient {
  const base = new URL(options.baseUrl);
  const allowed = parseAllowedHosts([`${base.hostname.replace(/^\[|\]$/g, '')}:${base.port || (base.protocol === 'https:' ? '443' : '80')}`]);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const root = base.pathname.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const url = new URL(`${root}${path}`, base);
    const target = await assertPublicUrl(url, { allowPrivateHosts: allowed, timeoutMs }).catch(() => {
      throw new PostizError(`Postiz could not be reached: the host of POSTIZ_URL (${base.host}) does not resolve`, null);
    });
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (typeof lookupOptions === 'object' && lookupOptions.all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8');
    return new Promise((resolve, reject) => {
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        {
          method,
          lookup: pinned,
          agent: false,
          timeout: timeoutMs,
          headers: {
            authorization: options.apiKey,
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxResponseBytes) {
              request.destroy();
              reject(new PostizError('Postiz answered with more data than expected', status));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (status >= 300 && status < 400) return reject(new PostizError(`Postiz answered with a redirect (${status}); set POSTIZ_URL to the address of its API`, status));
            if (status === 401 || status === 403) return reject(new PostizError(`Postiz refused the API key (${status}); check POSTIZ_API_KEY`, status));
            if (status < 200 || status >= 300) return reject(new PostizError(`Postiz answered with status ${status}${text ? `: ${text.slice(0, 200)}` : ''}`, status));
            try {
              resolve(text ? JSON.parse(text) : null);
            } catch {
              reject(new PostizError('Postiz answered with something other than JSON', status));
            }
          });
          response.on('error', (error) => reject(new PostizError(`Postiz's answer could not be read (${error.message})`, status)));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error: NodeJS.ErrnoException) => reject(new PostizError(`Postiz could not be reached (${error.code ?? error.message})`, null)));
      request.end(payload);
    });
  }

  return {
    async listIntegrations() {
      const answer = await call('GET', '/public/v1/integrations');
      if (!Array.isArray(answer)) throw new PostizError('Postiz answered the channel list in an unexpected shape', 200);
      return answer
        .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string')
        .map((entry) => ({
          id: String(entry.id),
          identifier: String(entry.identifier ?? ''),
          name: String(entry.name ?? ''),
          disabled: entry.disabled === true,
        }));
    },
    async createDraft(draft) {
      await call('POST', '/public/v1/posts', {
        type: 'draft',
        date: draft.date,
        shortLink: false,
        tags: [],
        posts: [
          {
            integration: { id: draft.integration.id },
            value: [{ content: draft.content, image: [] }],
            settings: settingsFor(draft.integration.identifier),
          },
        ],
      });
    },
  };
}
