import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Download, Music, PencilLine, Plus, VideoOff } from 'lucide-react';
import { clsx } from 'clsx';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { loadGeneratedVideo } from '../video-studio/model/generated-video.ts';
import { downloadNameOf, downloadUrl, playableUrl, startDownload } from '../video-studio/shared/media-url.ts';
import { playMedia } from '../video-studio/shared/play-media.ts';
import { useMusicLibrary } from '../video-studio/shared/use-music-library.ts';
import { formatSeconds, sectionIndexAt, sectionStarts } from './section-timeline.ts';

const defaultFileName = 'Video slideshow.mp4';

function NoVideo() {
  return (
    <Card className="mt-8 max-w-xl">
      <CardContent className="flex flex-col items-start gap-4">
        <VideoOff aria-hidden="true" className="size-8 text-ink-muted" />
        <h2 className="text-xl font-semibold text-ink">No Video Data Found</h2>
        <p className="text-sm text-ink-muted">There is no generated video to show yet. Create one in the Video Studio first.</p>
        <Link href="/video-studio" className={buttonClasses('primary', 'md')}>
          Go to Video Studio
        </Link>
      </CardContent>
    </Card>
  );
}

export function VideoPreviewPage() {
  const [video] = useState(loadGeneratedVideo);
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const { tracks } = useMusicLibrary();
  const playerRef = useRef<HTMLVideoElement | null>(null);
  const [active, setActive] = useState(0);

  if (!video) {
    return (
      <PageShell heading="Video Preview">
        <NoVideo />
      </PageShell>
    );
  }

  const timings = video.sections.map((section) => section.timing);
  const starts = sectionStarts(timings);
  const trackName = video.backgroundMusic ? (tracks.find((track) => track.url === video.backgroundMusic)?.name ?? 'Your chosen track') : 'No music';

  const seekTo = (index: number) => {
    const player = playerRef.current;
    setActive(index);
    if (!player) return;
    player.currentTime = starts[index] ?? 0;
    playMedia(player);
  };

  const download = () => {
    startDownload(downloadUrl(video.videoUrl, downloadNameOf(video.videoUrl) ?? defaultFileName));
    toast({ title: 'Video Downloaded', description: 'Your MP4 is being saved to your downloads.' });
  };

  return (
    <PageShell heading="Video Preview" description="Watch your video, then download it or make another.">
      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={download}>
          <Download aria-hidden="true" />
          Download Video
        </Button>
        <Button variant="secondary" onClick={() => navigate('/video-studio')}>
          <Plus aria-hidden="true" />
          Create Another Video
        </Button>
        <Link href="/video-studio?mode=edit" className={buttonClasses('ghost', 'md')}>
          <PencilLine aria-hidden="true" />
          Edit Video
        </Link>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="overflow-hidden">
          <video
            ref={playerRef}
            src={playableUrl(video.videoUrl)}
            poster={video.thumbnailUrl ? playableUrl(video.thumbnailUrl) : undefined}
            controls
            playsInline
            preload="metadata"
            aria-label="Your generated video"
            className="aspect-video w-full bg-ink"
            onTimeUpdate={(event) => setActive(sectionIndexAt(timings, event.currentTarget.currentTime))}
            onEnded={(event) => {
              // At the end the player stops and goes back to the first section.
              const player = event.currentTarget;
              player.pause();
              player.currentTime = 0;
              setActive(0);
            }}
          />
          <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-muted">
            <span>{`Length ${formatSeconds(video.duration)}`}</span>
            <span className="flex items-center gap-1.5">
              <Music aria-hidden="true" className="size-4" />
              {video.backgroundMusic ? `${trackName} at ${video.musicVolume}% volume` : trackName}
            </span>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sections</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-2" aria-label="Video sections">
              {video.sections.map((section, index) => (
                <li key={`${section.id}-${index}`}>
                  <button
                    type="button"
                    onClick={() => seekTo(index)}
                    aria-current={index === active ? 'step' : undefined}
                    className={clsx(
                      'flex w-full cursor-pointer items-center gap-3 rounded-lg border p-2 text-left transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      index === active ? 'border-brand-600 bg-brand-50' : 'border-line hover:border-brand-300',
                    )}
                  >
                    <img src={playableUrl(section.image)} alt="" className="aspect-video w-20 shrink-0 rounded-md object-cover" />
                    <span className="flex min-w-0 flex-col">
                      <span className="text-sm font-semibold text-ink">{section.name}</span>
                      <span className="truncate text-xs text-ink-muted">{section.text.replace(/\n/g, ' · ')}</span>
                      <span className="text-xs text-ink-muted tabular-nums">{`${formatSeconds(starts[index] ?? 0)} · ${section.timing} s`}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
