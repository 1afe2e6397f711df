import { useRef, useState } from 'react';
import { Download, FileCode2, Film, Image as ImageIcon, Mic, Music, Play } from 'lucide-react';
import type { FreeVideoResult } from '@sitespark/contracts';
import { routeUrl } from '../../api/route-url.ts';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/Card.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { downloadUrl, playableUrl, saveTextFile, siteNameOf, startDownload } from '../video-studio/shared/media-url.ts';
import { PlatformTips } from '../video-studio/shared/PlatformTips.tsx';
import { playMedia } from '../video-studio/shared/play-media.ts';
import type { RenderProgress } from '../video-studio/shared/render-job.ts';
import { RenderProgressBar } from '../video-studio/shared/RenderProgressBar.tsx';
import { PlatformSection, ResultCardTitle, VideoResultHeader, VideoResultPlayer } from '../video-studio/shared/VideoResult.tsx';
import { standaloneHtml } from './standalone-html.ts';

export type FreeVideoResultViewProps = {
  result: FreeVideoResult;
  onConvert: () => void;
  converting: boolean;
  conversionProgress: RenderProgress | null;
  onReset: () => void;
};

/** The screenshots to show: the result's own addresses, else the numbered screenshot route. */
function screenshotUrls(result: FreeVideoResult): string[] {
  if (result.slideshowData.screenshots.length > 0) return result.slideshowData.screenshots;
  return Array.from({ length: result.screenshotCount }, (_, index) => routeUrl('render.getScreenshot', { params: { index } }));
}

export function FreeVideoResultView({ result, onConvert, converting, conversionProgress, onReset }: FreeVideoResultViewProps) {
  const { toast } = useToast();
  const playerRef = useRef<HTMLVideoElement | null>(null);
  const [savingHtml, setSavingHtml] = useState(false);
  const siteName = siteNameOf(result.videoUrl);
  const screenshots = screenshotUrls(result);
  const music = result.musicSelection;

  const preview = () => {
    const player = playerRef.current;
    if (!player) return;
    player.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    playMedia(player);
  };

  const downloadMp4 = () => {
    startDownload(downloadUrl(result.videoUrl, `${siteName} slideshow.mp4`));
    toast({ title: 'Video Downloaded', description: 'Your MP4 is being saved to your downloads.' });
  };

  const downloadHtml = async () => {
    setSavingHtml(true);
    try {
      saveTextFile(await standaloneHtml(result.htmlTemplate), `${siteName} slideshow.html`, 'text/html;charset=utf-8');
    } finally {
      setSavingHtml(false);
    }
  };

  return (
    <div className="mt-8 flex flex-col gap-6">
      <VideoResultHeader
        title={`${siteName}: your free video`}
        summary={`${Math.round(result.duration)} seconds · ${result.screenshotCount} screenshots`}
        resetLabel="Create Another Free Video"
        onReset={onReset}
      />

      <VideoResultPlayer
        playerRef={playerRef}
        src={playableUrl(result.videoUrl)}
        poster={screenshots[0] ? playableUrl(result.thumbnailUrl ?? screenshots[0]) : undefined}
        label="Your free video"
      >
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button onClick={preview}>
              <Play aria-hidden="true" />
              Preview Video
            </Button>
            <Button variant="secondary" onClick={downloadMp4}>
              <Download aria-hidden="true" />
              Download MP4
            </Button>
            <Button variant="secondary" onClick={() => void downloadHtml()} disabled={savingHtml}>
              <FileCode2 aria-hidden="true" />
              {savingHtml ? 'Preparing HTML…' : 'Download HTML'}
            </Button>
            <Button variant="ghost" onClick={onConvert} disabled={converting}>
              <Film aria-hidden="true" />
              {converting ? 'Recording…' : 'Record HTML Version as MP4'}
            </Button>
          </div>
          {conversionProgress && <RenderProgressBar progress={conversionProgress} label="HTML to MP4 conversion progress" />}
        </CardContent>
      </VideoResultPlayer>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <ResultCardTitle icon={Music}>Music</ResultCardTitle>
            <CardDescription>{music.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {[
                ['Genre', music.genre],
                ['Mood', music.mood],
                ['Tempo', music.tempo],
                ['Energy', music.energy],
              ].map(([term, detail]) => (
                <div key={term}>
                  <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
                  <dd className="text-ink">{detail || '—'}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-ink-muted">{music.reasoning}</p>
            {music.musicUrl && <audio controls preload="none" src={playableUrl(music.musicUrl)} aria-label="The video's music" className="w-full" />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <ResultCardTitle icon={Mic}>Audio Script</ResultCardTitle>
            <CardDescription>A voiceover script to read over the video.</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm leading-relaxed whitespace-pre-line text-ink">{result.slideshowData.audioScript || 'No script was written for this video.'}</p>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <ResultCardTitle icon={ImageIcon}>Screenshots</ResultCardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {screenshots.map((url, index) => (
              <li key={url} className="flex flex-col gap-2">
                <img src={playableUrl(url)} alt={`Screenshot ${index + 1} of ${siteName}`} loading="lazy" className="aspect-video w-full rounded-lg border border-line object-cover object-top" />
                <a href={playableUrl(url)} download={`${siteName} slide-${index + 1}.png`} className={buttonClasses('ghost', 'sm', 'self-start')}>
                  <Download aria-hidden="true" />
                  {`Slide ${index + 1}`}
                </a>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <PlatformSection id="free-video-platforms" title="Platform Optimizations" gridClassName="sm:grid-cols-2 lg:grid-cols-3">
        {result.platformOptimizations.map((optimization) => (
          <PlatformTips key={optimization.platform} optimization={optimization} />
        ))}
      </PlatformSection>
    </div>
  );
}
