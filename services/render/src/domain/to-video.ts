import { videoStudioName, videoStudioNames, type Video } from '@sitespark/contracts';
import { mediaUrl } from '@sitespark/service-kit';
import type { LibraryJob } from '../persistence/video-library-repository.ts';
import { mainVideoOf } from './video-objects.ts';

function hostOf(address: unknown): string | null {
  if (typeof address !== 'string') return null;
  try {
    return new URL(address).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * What the job was made of, in the user's words: the site's name when the job knows it, else the
 * name its MP4 downloads under ("Acme slideshow"), else the site's address, else the studio.
 */
function titleOf(job: LibraryJob, downloadName: string | null): string {
  const input = job.input as Record<string, unknown>;
  const result = (job.result ?? {}) as Record<string, unknown>;
  const analysis = (input.websiteAnalysis ?? result.websiteAnalysis) as { name?: unknown } | undefined;
  const name = typeof analysis?.name === 'string' && analysis.name.trim() ? analysis.name.trim() : null;
  const download = downloadName?.replace(/\.mp4$/i, '').trim() || null;
  return name ?? download ?? hostOf(input.url) ?? hostOf(input.websiteUrl) ?? videoStudioNames[job.kind];
}

const safeFileName = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'video'}.mp4`;

/** A job as the "Your videos" page shows it; `videoBytes` is the MP4's size once measured. */
export function toVideo(job: LibraryJob): Video {
  const result = (job.result ?? {}) as Record<string, unknown>;
  const main = job.status === 'succeeded' ? mainVideoOf(job) : null;
  const title = titleOf(job, main?.fileName ?? null);
  return {
    id: job.id,
    kind: job.kind,
    studio: videoStudioName(job.kind, job.input),
    title,
    status: job.status,
    progress: Math.max(0, Math.min(100, job.percent)),
    stage: job.stage,
    error: job.status === 'failed' ? job.error : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
    thumbnailUrl: typeof result.thumbnailUrl === 'string' && result.thumbnailUrl ? result.thumbnailUrl : null,
    duration: typeof result.duration === 'number' ? result.duration : null,
    size: main ? job.videoBytes : null,
    videoUrl: main ? mediaUrl(main.key) : null,
    downloadUrl: main ? mediaUrl(main.key, main.fileName ?? safeFileName(title)) : null,
  };
}
