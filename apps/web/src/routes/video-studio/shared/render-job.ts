import { RenderJobStreamEvent, renderJobIdHeader } from '@sitespark/contracts';
import { throwIfNotOk } from '../../../api/client.ts';
import { routeUrl } from '../../../api/route-url.ts';
import { announceRenderStarted } from '../../../api/videos.ts';

export type RenderProgress = { percent: number; stage: string };
export type ProgressListener = (progress: RenderProgress) => void;

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, a site served over plain http is not one. */
export function newJobId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reports a listener's 0..100 within `from`..`to` of a longer run (for work made of several jobs). */
export function scaleProgress(listener: ProgressListener, from: number, to: number): ProgressListener {
  return ({ percent, stage }) => listener({ percent: from + ((to - from) * Math.min(100, Math.max(0, percent))) / 100, stage });
}

const reopenDelayMs = 1000;
const maxReopens = 30;

/**
 * Follows a render job's server-sent events and reports its progress until it finishes or `stop`
 * is called. The stream may be opened before the job exists (the server waits for it a while); if
 * it is refused all the same, it is opened again while the job's request is still running.
 */
export function followRenderJob(jobId: string, onProgress: ProgressListener, onFinished?: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const url = routeUrl('render.streamJobEvents', { params: { jobId } });
  let source: EventSource | null = null;
  let stopped = false;
  let reopens = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
  const read = (event: MessageEvent<string>): RenderJobStreamEvent | null => {
    try {
      const parsed = RenderJobStreamEvent.safeParse(JSON.parse(event.data));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const open = () => {
    if (stopped) return;
    const current = new EventSource(url, { withCredentials: true });
    source = current;
    current.addEventListener('progress', (event) => {
      const update = read(event);
      if (update?.type === 'progress') onProgress({ percent: update.percent, stage: update.stage });
    });
    current.addEventListener('finished', () => {
      stop();
      onFinished?.();
    });
    current.addEventListener('error', () => {
      // CONNECTING means the browser reconnects by itself; CLOSED means the server refused the stream.
      if (current.readyState !== EventSource.CLOSED || stopped || reopens >= maxReopens) return;
      reopens += 1;
      timer = setTimeout(open, reopenDelayMs);
    });
  };
  open();
  return stop;
}

export type RenderRequest<T> = {
  url: string;
  /** A FormData body is sent as multipart, anything else as JSON. */
  body: unknown;
  parse: (json: unknown) => T;
  onProgress?: ProgressListener;
};

/**
 * Calls a render route, which answers when its video is done, and reports the job's progress
 * meanwhile: the browser picks the job id, sends it with the request and follows the job's events.
 */
export async function runRenderJob<T>({ url, body, parse, onProgress }: RenderRequest<T>): Promise<T> {
  const jobId = newJobId();
  const stop = onProgress ? followRenderJob(jobId, onProgress) : () => {};
  try {
    const headers: Record<string, string> = { [renderJobIdHeader]: jobId };
    const init: RequestInit = { method: 'POST', credentials: 'include', headers };
    if (body instanceof FormData) {
      init.body = body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const request = fetch(url, init);
    announceRenderStarted(jobId);
    const response = await request;
    await throwIfNotOk(response);
    return parse(await response.json());
  } finally {
    stop();
  }
}
