import { Download, Mic, RotateCcw } from 'lucide-react';
import type { ProfessionalVideoResult } from '@sitespark/contracts';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { downloadUrl, playableUrl, startDownload } from '../video-studio/shared/media-url.ts';
import { PlatformTips } from '../video-studio/shared/PlatformTips.tsx';

export type ProfessionalVideoResultViewProps = { result: ProfessionalVideoResult; onReset: () => void };

export function ProfessionalVideoResultView({ result, onReset }: ProfessionalVideoResultViewProps) {
  const { toast } = useToast();
  const name = result.websiteAnalysis.name;

  const download = (url: string, fileName: string) => {
    startDownload(downloadUrl(url, fileName));
    toast({ title: 'Video Downloaded', description: `${fileName} is being saved to your downloads.` });
  };

  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold text-ink">{`${name}: your professional video`}</h2>
          <p className="text-sm text-ink-muted">{`${Math.round(result.duration)} seconds · ${result.platformVideos.length} platform ${result.platformVideos.length === 1 ? 'video' : 'videos'}`}</p>
        </div>
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Generate Another Video
        </Button>
      </div>

      <Card className="overflow-hidden">
        <video
          src={playableUrl(result.videoUrl)}
          poster={playableUrl(result.thumbnailUrl)}
          controls
          playsInline
          preload="metadata"
          aria-label="Your professional video"
          className="aspect-video w-full bg-ink object-contain"
        />
        <CardContent className="flex flex-wrap gap-2">
          <Button onClick={() => download(result.videoUrl, `${name} slideshow.mp4`)}>
            <Download aria-hidden="true" />
            Download Video
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Mic aria-hidden="true" className="size-5 text-brand-600" />
            Voiceover
          </CardTitle>
          <CardDescription>The narration mixed into your videos, on its own.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <audio controls preload="metadata" src={playableUrl(result.audioNarration.audioUrl)} aria-label="Voiceover" className="w-full" />
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Script</h3>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink">{result.audioNarration.script}</p>
          </div>
          <a href={downloadUrl(result.audioNarration.audioUrl, `${name} voiceover.mp3`)} className={buttonClasses('ghost', 'sm', 'self-start')}>
            <Download aria-hidden="true" />
            Download Voiceover
          </a>
        </CardContent>
      </Card>

      <section aria-labelledby="platform-videos-heading">
        <h2 id="platform-videos-heading" className="text-lg font-semibold text-ink">
          Platform Videos
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {result.platformVideos.map((video) => (
            <PlatformTips key={video.platform} optimization={video}>
              <video
                src={playableUrl(video.videoUrl)}
                controls
                playsInline
                preload="metadata"
                aria-label={`${video.platform} video player`}
                className="max-h-80 w-full rounded-lg bg-ink object-contain"
              />
              <Button variant="secondary" size="sm" className="self-start" onClick={() => download(video.videoUrl, `${name} ${video.platform} slideshow.mp4`)}>
                <Download aria-hidden="true" />
                {`Download ${video.platform} Video`}
              </Button>
            </PlatformTips>
          ))}
        </div>
      </section>
    </div>
  );
}
