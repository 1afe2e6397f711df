import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FreeVideoRequest, FreeVideoResult } from '@sitespark/contracts';
import { PageShell } from '../../components/PageShell.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { failureMessage } from '../video-studio/shared/failure-message.ts';
import { downloadUrl, siteNameOf, startDownload } from '../video-studio/shared/media-url.ts';
import { useRenderProgress } from '../video-studio/shared/use-render-progress.ts';
import { convertToVideo } from './convert-to-video.ts';
import { createFreeVideo } from './create-free-video.ts';
import { FreeVideoForm } from './FreeVideoForm.tsx';
import { FreeVideoResultView } from './FreeVideoResultView.tsx';

type Generated = { request: FreeVideoRequest; result: FreeVideoResult };

export function FreeVideoPage() {
  const { toast } = useToast();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const generation = useRenderProgress();
  const conversion = useRenderProgress();

  const generate = useMutation({
    mutationFn: (request: FreeVideoRequest) => {
      generation.begin();
      return createFreeVideo(request, generation.report).then((result) => ({ request, result }));
    },
    onSuccess: (done) => {
      generation.clear();
      setGenerated(done);
      toast({ title: 'Free Video Generated', description: `Your ${Math.round(done.result.duration)}-second video is ready.` });
    },
    onError: (error) => {
      generation.clear();
      console.error('Free video generation failed', error);
      toast({ title: 'Generation Failed', description: failureMessage(error, 'Failed to generate free video'), variant: 'destructive' });
    },
  });

  const convert = useMutation({
    mutationFn: ({ request, result }: Generated) => {
      conversion.begin();
      return convertToVideo({ htmlTemplate: result.htmlTemplate, duration: result.duration, websiteUrl: request.url }, conversion.report);
    },
    onSuccess: (videoUrl, { result }) => {
      conversion.clear();
      startDownload(downloadUrl(videoUrl, `${siteNameOf(result.videoUrl)} slideshow (HTML).mp4`));
      toast({ title: 'Video Downloaded', description: 'The recorded HTML version is being saved to your downloads.' });
    },
    onError: (error) => {
      conversion.clear();
      console.error('Converting the HTML slideshow failed', error);
      toast({ title: 'Conversion Failed', description: 'Unable to convert to video. You can still download the HTML version.', variant: 'destructive' });
    },
  });

  return (
    <PageShell
      heading="Free Video Studio"
      description="Turn any website into a short promotional video with animated text and music: free with your subscription."
    >
      {generated ? (
        <FreeVideoResultView
          result={generated.result}
          onConvert={() => convert.mutate(generated)}
          converting={convert.isPending}
          conversionProgress={conversion.progress}
          onReset={() => {
            setGenerated(null);
            generate.reset();
          }}
        />
      ) : (
        <FreeVideoForm onSubmit={(request) => generate.mutate(request)} pending={generate.isPending} progress={generation.progress} />
      )}
    </PageShell>
  );
}
