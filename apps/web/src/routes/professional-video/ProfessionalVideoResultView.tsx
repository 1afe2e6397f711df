import { Download, Mic } from 'lucide-react';
import type { ProfessionalVideoResult } from '@sitespark/contracts';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/Card.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { downloadUrl, playableUrl, startDownload } from '../video-studio/shared/media-url.ts';
import { PlatformTips } from '../video-studio/shared/PlatformTips.tsx';
import { PlatformSection, ResultCardTitle, VideoResultHeader, VideoResultPlayer } from '../video-studio/shared/VideoResult.tsx';

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
      <VideoResultHeader
        title={`${name}: your professional video`}
        summary={`${Math.round(result.duration)} seconds · ${result.platformVideos.length} platform ${result.platformVideos.length === 1 ? 'video' : 'videos'}`}
        resetLabel="Generate Another Video"
        onReset={onReset}
      />

      <VideoResultPlayer src={playableUrl(result.videoUrl)} poster={playableUrl(result.thumbnailUrl)} label="Your professional video">
        <CardContent className="flex flex-wrap gap-2">
          <Button onClick={() => download(result.videoUrl, `${name} slideshow.mp4`)}>
            <Download aria-hidden="true" />
            Download Video
          </Button>
          {result.captionsUrl ? (
            <a href={downloadUrl(result.captionsUrl, `${name} captions.vtt`)} className={buttonClasses('ghost', 'md')}>
              <Download aria-hidden="true" />
              Download Captions (.vtt)
            </a>
          ) : null}
        </CardContent>
      </VideoResultPlayer>

      <Card>
        <CardHeader>
          <ResultCardTitle icon={Mic}>Voiceover</ResultCardTitle>
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

      <PlatformSection id="platform-videos-heading" title="Platform Videos" gridClassName="md:grid-cols-2">
        {result.platformVideos.map((video) => (
          <PlatformTips key={video.platform} optimization={video}>
            <video
              src={playableUrl(video.videoUrl)}
              {...(video.thumbnailUrl ? { poster: playableUrl(video.thumbnailUrl) } : {})}
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
            {video.captionsUrl ? (
              <a href={downloadUrl(video.captionsUrl, `${name} ${video.platform} captions.vtt`)} className={buttonClasses('ghost', 'sm', 'self-start')}>
                <Download aria-hidden="true" />
                {`Download ${video.platform} Captions`}
              </a>
            ) : null}
          </PlatformTips>
        ))}
      </PlatformSection>
    </div>
  );
}
