import { keyAreas, type Logger, type ObjectStore } from '@sitespark/service-kit';
import type { CaptureAspect, CaptureOptions, Chromium, WebsiteCapture } from '../adapters/chromium.ts';

/**
 * A job's website captures, kept between its attempts: the first attempt that captures the site
 * stores what Chromium saw (screenshots and page text) under the job's own keys, and a retry of the
 * same job (on this worker or another) reads it back instead of opening the site again. The keys
 * are deleted with the job's inputs when the job is over, however it ends (succeeded, failed after
 * its last attempt, refused, or given up by the queue), so nothing is left behind.
 */

const aspects: readonly CaptureAspect[] = ['landscape', 'portrait', 'feed', 'square'];
/** 2: element boxes and the brand are kept too; 3: shots are scrolled to content blocks, and their lines of text are kept. */
const formatVersion = 3;

interface StoredCapture {
  version: number;
  url: string;
  maxShots: number;
  capture: Omit<WebsiteCapture, 'screenshots'>;
  /** Base64 PNGs, in scroll order. */
  screenshots: string[];
}

/** Where a job keeps its capture at one aspect: under render-inputs/, the area of files a job needs. */
export function captureKey(job: { id: string; userId: string }, aspect: CaptureAspect): string {
  return `${keyAreas.renderInputs}/${job.userId}/${job.id}-capture-${aspect}.json`;
}

/** Every key a job's captures may be stored under, to delete once the job is over. */
export function captureKeysOf(job: { id: string; userId: string }): string[] {
  return aspects.map((aspect) => captureKey(job, aspect));
}

export interface JobCaptureDeps {
  job: { id: string; userId: string };
  store: ObjectStore;
  chromium: Chromium;
  logger: Logger;
  signal: AbortSignal;
}

/** The site at an aspect: the job's stored capture when an earlier attempt made one, else Chromium's (then stored). */
export async function captureForJob(deps: JobCaptureDeps, url: string, options: Omit<CaptureOptions, 'signal'>): Promise<WebsiteCapture> {
  const key = captureKey(deps.job, options.aspect);
  const reused = await readCapture(deps, key, url, options.maxShots);
  if (reused) {
    deps.logger.info({ aspect: options.aspect, screenshots: reused.screenshots.length }, 'reusing the website capture of an earlier attempt');
    return reused;
  }
  const capture = await deps.chromium.captureWebsite(url, { ...options, signal: deps.signal });
  if (!deps.signal.aborted) {
    const stored: StoredCapture = {
      version: formatVersion,
      url,
      maxShots: options.maxShots,
      capture: { url: capture.url, title: capture.title, siteName: capture.siteName, description: capture.description, headings: capture.headings, listItems: capture.listItems, bodyText: capture.bodyText, html: capture.html, ...(capture.elements ? { elements: capture.elements } : {}), ...(capture.textLines ? { textLines: capture.textLines } : {}), ...(capture.furniture ? { furniture: capture.furniture } : {}), ...(capture.brand ? { brand: capture.brand } : {}) },
      screenshots: capture.screenshots.map((shot) => shot.toString('base64')),
    };
    // Best effort: without it a retry only captures the site again.
    await deps.store
      .put(key, Buffer.from(JSON.stringify(stored)), { contentType: 'application/json' })
      .catch((error: unknown) => deps.logger.warn({ err: error, key }, 'could not keep the website capture for a retry'));
  }
  return capture;
}

async function readCapture(deps: JobCaptureDeps, key: string, url: string, maxShots: number): Promise<WebsiteCapture | null> {
  try {
    if (!(await deps.store.stat(key))) return null;
    const stored = JSON.parse((await deps.store.get(key)).toString('utf8')) as Partial<StoredCapture>;
    const valid =
      stored.version === formatVersion &&
      stored.url === url &&
      stored.maxShots === maxShots &&
      typeof stored.capture === 'object' &&
      stored.capture !== null &&
      Array.isArray(stored.screenshots) &&
      stored.screenshots.length > 0 &&
      stored.screenshots.every((shot) => typeof shot === 'string');
    if (!valid) return null;
    return { ...stored.capture!, screenshots: stored.screenshots!.map((shot) => Buffer.from(shot, 'base64')) };
  } catch (error) {
    deps.logger.warn({ err: error, key }, 'could not read the website capture of an earlier attempt; capturing again');
    return null;
  }
}
