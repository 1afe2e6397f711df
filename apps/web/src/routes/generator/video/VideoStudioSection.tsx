import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Clapperboard, ExternalLink, Film, Music, Pause, Pencil, Play, RotateCcw } from 'lucide-react';
import { clsx } from 'clsx';
import { defaultOverlayStyle } from '@sitespark/contracts';
import type { MusicTrack, TextOverlay, VideoContent, WebsiteAnalysis } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/Card.tsx';
import { Label } from '../../../components/ui/Label.tsx';
import { NoticeDialog, type Notice } from '../../../components/ui/NoticeDialog.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { exportVideo, useMusicLibrary } from '../generator-api.ts';
import { useKitContext } from '../results/kit-editing.tsx';
import { kitQueryKey } from '../../kits/kits-api.ts';
import { ToggleSwitch } from '../shared/ToggleSwitch.tsx';
import { triggerDownload } from '../model/downloads.ts';
import { slugify } from '../model/file-names.ts';
import { playbackSpeeds, speedLabel } from '../model/slideshow-timing.ts';
import { loadOverlayFonts } from './overlay-fonts.ts';
import { SlideView } from './SlideView.tsx';
import { crossfadeSec, useSlideLooks } from './slide-look.ts';
import { TextOverlayEditor } from './TextOverlayEditor.tsx';
import { useBackgroundMusic } from './use-background-music.ts';
import { useSlideshow } from './use-slideshow.ts';
import { musicTrackLabel } from '../../video-studio/shared/track-label.ts';
import { RenderProgressBar } from '../../video-studio/shared/RenderProgressBar.tsx';
import type { RenderProgress } from '../../video-studio/shared/render-job.ts';

const exportSuccessMessage = 'Video exported successfully! Download started.';
const exportFailureMessage = 'Failed to export video. Please try again.';

const selectClasses =
  'h-10 w-full cursor-pointer rounded-lg border border-line bg-surface px-3 text-sm text-ink shadow-xs hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:cursor-not-allowed disabled:opacity-50';

/** The generated overlays, one per screenshot (a missing one gets the default style and no text). */
function initialOverlays(video: VideoContent): TextOverlay[] {
  return video.slideshowData.screenshots.map((_, index) => video.slideshowData.textOverlays[index] ?? { ...defaultOverlayStyle, text: '' });
}

/** The library track the generator suggested: its URL if attached, else one of its genre or mood. */
function suggestedTrack(tracks: readonly MusicTrack[], video: VideoContent): MusicTrack | null {
  const selection = video.musicSelection;
  return (
    tracks.find((track) => selection.musicUrl !== null && track.url === selection.musicUrl) ??
    tracks.find((track) => track.genre === selection.genre) ??
    tracks.find((track) => track.mood === selection.mood) ??
    tracks[0] ??
    null
  );
}

export type VideoStudioSectionProps = { video: VideoContent; websiteAnalysis: WebsiteAnalysis };

/** 'AI Video Studio': the slideshow player, overlay editor, music and MP4 export. */
export function VideoStudioSection({ video, websiteAnalysis }: VideoStudioSectionProps) {
  const id = useId();
  const screenshots = video.slideshowData.screenshots;
  const [overlays, setOverlays] = useState<TextOverlay[]>(() => initialOverlays(video));
  const [editing, setEditing] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportProgress, setExportProgress] = useState<RenderProgress | null>(null);
  // The spec's export alerts, said in an in-app alert dialog; focus goes back to the export button.
  const [exportNotice, setExportNotice] = useState<Notice | null>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  // The kept kit this slideshow belongs to: its MP4 is linked to the kit (its page and zip list it).
  const { kitId } = useKitContext();
  const queryClient = useQueryClient();
  const slideshow = useSlideshow(screenshots.length);

  const music = useMusicLibrary();
  const tracks = useMemo(() => music.data?.tracks ?? [], [music.data]);
  const [trackId, setTrackId] = useState<string | null>(null);
  const [musicEnabled, setMusicEnabled] = useState(true);
  const track = tracks.find((candidate) => candidate.id === trackId) ?? suggestedTrack(tracks, video);
  const { rewind } = useBackgroundMusic({ src: track?.url ?? null, playing: slideshow.playing, enabled: musicEnabled });

  useEffect(() => {
    void loadOverlayFonts();
  }, []);

  const current = slideshow.index;
  const count = screenshots.length;
  const looks = useSlideLooks(screenshots);
  const leaving = useLeavingSlide(current, slideshow.playing, slideshow.speed);

  function reset() {
    slideshow.reset();
    rewind();
  }

  function onPlayerKey(event: KeyboardEvent) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight') slideshow.next();
    else if (event.key === 'ArrowLeft') slideshow.previous();
    else if (event.key === ' ' || event.key === 'k') slideshow.toggle();
    else return;
    event.preventDefault();
  }

  async function exportMp4() {
    if (exporting || count === 0) return;
    setExporting(true);
    try {
      const videoUrl = await exportVideo(
        {
          screenshots,
          textOverlays: overlays,
          selectedMusicTrack: musicEnabled ? track : null,
          websiteAnalysis,
          ...(kitId ? { kitId } : {}),
        },
        setExportProgress,
      );
      if (kitId) {
        // The link is made once content hears of the finished render, moments after this answer.
        const refreshKit = () => void queryClient.invalidateQueries({ queryKey: kitQueryKey(kitId) });
        refreshKit();
        window.setTimeout(refreshKit, 3000);
      }
      triggerDownload(videoUrl, `${slugify(websiteAnalysis.name, 'site')}-slideshow.mp4`);
      setExportNotice({ title: exportSuccessMessage });
    } catch (error) {
      const detail = error instanceof Error && error.message ? error.message : 'Export failed';
      setExportNotice({ title: exportFailureMessage, detail });
    } finally {
      setExporting(false);
      setExportProgress(null);
    }
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-rose-100 text-rose-700">
            <Clapperboard aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
              AI Video Studio
            </h2>
            <CardDescription>Play your promotional slideshow, edit each slide's text and export it as an MP4.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <div
            role="group"
            aria-roledescription="slideshow"
            aria-label={`Slideshow preview, slide ${current + 1} of ${count}`}
            tabIndex={0}
            onKeyDown={onPlayerKey}
            className="overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {/* What the MP4 shows: the slide fades in over the last one (held where its camera came to rest) as its own camera starts. */}
            <div className="relative">
              {leaving !== null && (
                <SlideView image={screenshots[leaving] ?? ''} overlay={overlays[leaving]} truncate alt="" look={looks[leaving]} camera="rest" className="absolute inset-0" />
              )}
              <SlideView
                key={current}
                image={screenshots[current] ?? ''}
                overlay={overlays[current]}
                truncate
                alt={`Slide ${current + 1} of ${count}`}
                look={looks[current]}
                camera={slideshow.playing ? 'moving' : 'start'}
                speed={slideshow.speed}
                {...(leaving !== null ? { fadeInSec: crossfadeSec } : {})}
              />
            </div>
          </div>
          <div
            role="progressbar"
            aria-label="Slide progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(slideshow.progress)}
            className="h-1.5 overflow-hidden rounded-full bg-line"
          >
            <div className="h-full bg-brand-600" style={{ width: `${slideshow.progress}%` }} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Button variant="secondary" size="icon" onClick={slideshow.previous} aria-label="Previous slide">
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button size="icon" onClick={slideshow.toggle} aria-label={slideshow.playing ? 'Pause' : 'Play'} disabled={count === 0}>
                {slideshow.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              </Button>
              <Button variant="secondary" size="icon" onClick={slideshow.next} aria-label="Next slide">
                <ChevronRight aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" onClick={reset} aria-label="Reset to first slide">
                <RotateCcw aria-hidden="true" />
              </Button>
              <span className="ml-1 text-sm text-ink-muted tabular-nums" aria-live="polite">{`Slide ${current + 1} of ${count}`}</span>
            </div>
            <div className="flex items-center gap-1" role="group" aria-label="Playback speed">
              {playbackSpeeds.map((speed) => (
                <Button
                  key={speed}
                  variant={slideshow.speed === speed ? 'primary' : 'ghost'}
                  size="sm"
                  aria-pressed={slideshow.speed === speed}
                  onClick={() => slideshow.setSpeed(speed)}
                >
                  {speedLabel(speed)}
                </Button>
              ))}
            </div>
          </div>
          <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Slides">
            {screenshots.map((image, index) => (
              <li key={`${image}-${index}`} className="flex flex-col gap-1">
                <button
                  type="button"
                  onClick={() => slideshow.goTo(index)}
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  className={clsx(
                    'cursor-pointer overflow-hidden rounded-lg border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    index === current ? 'border-brand-600' : 'border-transparent hover:border-brand-300',
                  )}
                >
                  <img src={image} alt="" className="aspect-video w-full object-cover" />
                </button>
                <Button variant="ghost" size="sm" onClick={() => setEditing(index)} aria-label={`Edit text of slide ${index + 1}`}>
                  <Pencil aria-hidden="true" />
                  Edit text
                </Button>
              </li>
            ))}
          </ol>
        </div>

        <div className="flex flex-col gap-4">
          <div className="rounded-xl border border-line p-4">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={`${id}-music-on`} className="flex items-center gap-2">
                <Music aria-hidden="true" className="size-4 text-brand-600" />
                Background music
              </Label>
              <ToggleSwitch id={`${id}-music-on`} checked={musicEnabled} onCheckedChange={setMusicEnabled} />
            </div>
            <div className="mt-3 flex flex-col gap-2">
              <Label htmlFor={`${id}-track`}>Track</Label>
              <select
                id={`${id}-track`}
                className={selectClasses}
                disabled={tracks.length === 0}
                value={track?.id ?? ''}
                onChange={(event) => setTrackId(event.target.value)}
              >
                {tracks.length === 0 && <option value="">{music.isPending ? 'Loading tracks…' : 'No tracks available'}</option>}
                {tracks.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {musicTrackLabel(candidate)}
                  </option>
                ))}
              </select>
              {music.isError && <p className="text-xs text-ink-muted">The music library could not be loaded; the video exports without music.</p>}
              {music.isSuccess && tracks.length === 0 && <p className="text-xs text-ink-muted">Your music library is empty; add tracks to play music under the slideshow.</p>}
            </div>
            <p className="mt-3 text-xs text-ink-muted">
              {`Suggested: ${video.musicSelection.genre}, ${video.musicSelection.mood}, ${video.musicSelection.tempo}.`}
            </p>
            <Button variant="secondary" className="mt-3 w-full" onClick={() => window.open('/music-manager', '_blank', 'noopener,noreferrer')}>
              <ExternalLink aria-hidden="true" />
              View Music Library
            </Button>
          </div>

          <div className="rounded-xl border border-line p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-ink">
              <Film aria-hidden="true" className="size-4 text-brand-600" />
              {`${count} slides · ${video.slideshowData.totalDuration} s`}
            </p>
            <p className="mt-1 text-xs text-ink-muted">1920x1080 MP4 with your overlays{musicEnabled && track ? ' and music' : ''}.</p>
            <Button ref={exportButton} className="mt-3 w-full" onClick={() => void exportMp4()} disabled={exporting || count === 0}>
              {exporting ? <Spinner className="size-4 text-white" label="Exporting" /> : <Film aria-hidden="true" />}
              {exporting ? 'Exporting…' : 'Export to MP4'}
            </Button>
            {exporting &&
              (exportProgress ? (
                <RenderProgressBar progress={exportProgress} label="MP4 export progress" className="mt-3" />
              ) : (
                <p className="mt-2 text-xs text-ink-muted" role="status">
                  Starting the render…
                </p>
              ))}
          </div>
        </div>
      </CardContent>

      <NoticeDialog notice={exportNotice} onClose={() => setExportNotice(null)} returnFocusTo={exportButton} />

      {editing !== null && overlays[editing] && (
        <TextOverlayEditor
          slideIndex={editing}
          image={screenshots[editing] ?? ''}
          look={looks[editing]}
          overlay={overlays[editing]}
          onClose={() => setEditing(null)}
          onSave={(overlay) => {
            setOverlays((current) => current.map((candidate, index) => (index === editing ? overlay : candidate)));
            setEditing(null);
          }}
        />
      )}
    </Card>
  );
}

/** The slide the player just left while playing, for as long as the new one fades in over it; null otherwise (a cut). */
function useLeavingSlide(current: number, playing: boolean, speed: number): number | null {
  const [leaving, setLeaving] = useState<number | null>(null);
  const last = useRef(current);
  useEffect(() => {
    if (last.current === current) return;
    const left = last.current;
    last.current = current;
    if (!playing) {
      setLeaving(null);
      return;
    }
    setLeaving(left);
    const faded = setTimeout(() => setLeaving(null), (crossfadeSec * 1000) / speed);
    return () => clearTimeout(faded);
  }, [current, playing, speed]);
  return leaving;
}
