import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CircleAlert, Clapperboard, Download, Film, Trash2, Video as VideoIcon } from 'lucide-react';
import type { Video } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import {
  STORAGE_USAGE_QUERY_KEY,
  VIDEO_USAGE_QUERY_KEY,
  VIDEOS_QUERY_KEY,
  formatBytes,
  formatDuration,
  isUnfinished,
  useVideoList,
} from '../../api/videos.ts';
import { PageShell } from '../../components/PageShell.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/AlertDialog.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { readApiFailure } from '../../lib/api-error.ts';
import { followRenderJob, type RenderProgress } from '../video-studio/shared/render-job.ts';
import { formatDateTime } from '../../lib/format-date.ts';

const statusLabels: Record<Video['status'], string> = {
  queued: 'Waiting to render',
  running: 'Rendering',
  succeeded: 'Ready',
  failed: 'Failed',
};

const statusTones: Record<Video['status'], string> = {
  queued: 'bg-canvas text-ink-muted ring-1 ring-line',
  running: 'bg-brand-100 text-brand-800',
  succeeded: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-danger-soft text-danger-strong',
};


/** A running render's progress, live from its event stream; the list is reloaded when it ends. */
function LiveProgress({ video }: { video: Video }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<RenderProgress>({ percent: video.progress, stage: video.stage });
  useEffect(
    () =>
      followRenderJob(video.id, setProgress, () => {
        void queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY });
      }),
    [video.id, queryClient],
  );
  const percent = Math.round(Math.min(100, Math.max(0, progress.percent)));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-3 text-xs text-ink-muted">
        <span aria-live="polite">{progress.stage}</span>
        <span className="tabular-nums">{`${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Rendering ${video.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function DeleteVideoButton({ video }: { video: Video }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await callRoute('render.deleteVideo', { params: { id: video.id } });
      toast({ title: 'Video deleted', description: `${video.title} and its files were deleted.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: VIDEO_USAGE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STORAGE_USAGE_QUERY_KEY }),
      ]);
    } catch (error) {
      toast({ title: 'Delete failed', description: readApiFailure(error)?.message ?? 'The video could not be deleted. Please try again.', variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };
  const unfinished = isUnfinished(video);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={deleting || unfinished}
          title={unfinished ? 'A video can be deleted once it has finished rendering' : undefined}
          aria-label={`Delete ${video.title}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this video?</AlertDialogTitle>
        <AlertDialogDescription>
          {`${video.title} (${video.studio}) and all its files will be deleted for good. This cannot be undone.`}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void remove()}>
            Delete video
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function VideoRow({ video }: { video: Video }) {
  const details = [
    video.duration !== null ? formatDuration(video.duration) : null,
    video.size !== null ? formatBytes(video.size) : null,
    formatDateTime(video.createdAt),
  ].filter(Boolean);
  return (
    <li data-testid="video-row" data-video-id={video.id} className="flex flex-col gap-4 py-4 sm:flex-row sm:items-center">
      <div className="flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-canvas ring-1 ring-line sm:w-40">
        {video.thumbnailUrl ? (
          <img src={video.thumbnailUrl} alt={`Thumbnail of ${video.title}`} className="size-full object-cover" loading="lazy" />
        ) : (
          <Film aria-hidden="true" className="size-8 text-ink-muted" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate text-base font-semibold text-ink">{video.title}</h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTones[video.status]}`}>{statusLabels[video.status]}</span>
        </div>
        <p className="text-sm text-ink-muted">{[video.studio, ...details].join(' · ')}</p>
        {isUnfinished(video) && <LiveProgress video={video} />}
        {video.status === 'failed' && video.error && (
          <p className="flex items-start gap-1.5 text-sm text-danger-strong">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {video.error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {video.videoUrl && (
          <a href={video.videoUrl} target="_blank" rel="noreferrer" className={buttonClasses('ghost', 'sm')}>
            <VideoIcon aria-hidden="true" />
            Play
          </a>
        )}
        {video.downloadUrl && (
          <a href={video.downloadUrl} download className={buttonClasses('secondary', 'sm')} aria-label={`Download ${video.title}`}>
            <Download aria-hidden="true" />
            Download
          </a>
        )}
        <DeleteVideoButton video={video} />
      </div>
    </li>
  );
}

export function VideosPage() {
  const videos = useVideoList();
  const all = videos.data?.pages.flatMap((page) => page.videos) ?? [];
  return (
    <PageShell heading="Your videos" description="Every video you render, from the studios and exports. Leave a render running and come back to it here.">
      <Card className="mt-8 px-5">
        {videos.isPending ? (
          <div role="status" className="flex items-center gap-3 py-10 text-sm text-ink-muted">
            <Spinner label="Loading your videos" />
            Loading your videos…
          </div>
        ) : videos.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
            <CircleAlert aria-hidden="true" className="size-8 text-danger" />
            <p className="text-sm font-semibold text-ink">Your videos could not be loaded.</p>
            <p className="text-sm text-ink-muted">{readApiFailure(videos.error)?.message ?? 'Please try again.'}</p>
            <Button variant="secondary" onClick={() => void videos.refetch()}>
              Try again
            </Button>
          </div>
        ) : all.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <Clapperboard aria-hidden="true" className="size-9 text-ink-muted" />
            <p className="text-sm font-semibold text-ink">No videos yet.</p>
            <p className="max-w-sm text-sm text-ink-muted">Videos you make in the studios, and slideshows you export, are kept here.</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Link href="/free-video" className={buttonClasses('primary', 'md')}>
                Make a free video
              </Link>
              <Link href="/video-studio" className={buttonClasses('secondary', 'md')}>
                Open the Video Studio
              </Link>
            </div>
          </div>
        ) : (
          <>
            <ul aria-label="Your videos" className="divide-y divide-line">
              {all.map((video) => (
                <VideoRow key={video.id} video={video} />
              ))}
            </ul>
            {videos.hasNextPage && (
              <div className="flex justify-center py-4">
                <Button variant="secondary" disabled={videos.isFetchingNextPage} onClick={() => void videos.fetchNextPage()}>
                  {videos.isFetchingNextPage ? 'Loading…' : 'Show older videos'}
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </PageShell>
  );
}
