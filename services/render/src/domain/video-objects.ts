import { keyAreas, keyFromMediaUrl } from '@sitespark/service-kit';
import type { RenderJobState } from '../persistence/render-job-repository.ts';
import { jobObjectKeysOf } from './render-context.ts';

/** The areas render writes a job's outputs to; anything else a result names (library music, a user's track) is not the job's. */
const outputAreas: ReadonlySet<string> = new Set([keyAreas.videos, keyAreas.screenshots, keyAreas.thumbnails, keyAreas.audio, keyAreas.renderInputs]);

const mediaAddress = /\/api\/media\/[^\s"'()<>?#\\]+/g;

function isOwnOutput(userId: string, key: string): boolean {
  const [area, owner] = key.split('/');
  return area !== undefined && outputAreas.has(area) && owner === userId;
}

/** Every string in a JSON value, depth first. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item);
}

/**
 * The objects a job's result names as addresses (its MP4s, thumbnail, screenshots, voiceover, also
 * inside its HTML template) or as keys (`videoKey`), that are the user's own outputs.
 */
export function resultKeysOf(job: Pick<RenderJobState, 'userId' | 'result'>): string[] {
  const keys = new Set<string>();
  for (const text of stringsOf(job.result)) {
    if (isOwnOutput(job.userId, text)) keys.add(text);
    for (const match of text.matchAll(mediaAddress)) {
      const key = keyFromMediaUrl(match[0]);
      if (key && isOwnOutput(job.userId, key)) keys.add(key);
    }
  }
  return [...keys];
}

/** Everything a job may have left in the store: what its result names, its inputs and its website captures. */
export function videoObjectKeysOf(job: RenderJobState): string[] {
  return [...new Set([...resultKeysOf(job), ...jobObjectKeysOf(job)])];
}

/** The job's main MP4 and the name it downloads under, once it succeeded. */
export function mainVideoOf(job: RenderJobState): { key: string; fileName: string | null } | null {
  const result = job.result as Record<string, unknown> | null;
  if (!result) return null;
  if (typeof result.videoKey === 'string') return { key: result.videoKey, fileName: typeof result.fileName === 'string' ? result.fileName : null };
  if (typeof result.videoUrl !== 'string') return null;
  const key = keyFromMediaUrl(result.videoUrl);
  if (!key || !isOwnOutput(job.userId, key)) return null;
  const download = new URL(result.videoUrl, 'http://sitespark.invalid').searchParams.get('download');
  return { key, fileName: download };
}
