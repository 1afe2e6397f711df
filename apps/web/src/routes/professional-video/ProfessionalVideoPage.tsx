import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ProfessionalVideoRequest, ProfessionalVideoResult } from '@sitespark/contracts';
import { PageShell } from '../../components/PageShell.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { failureMessage } from '../video-studio/shared/failure-message.ts';
import { useRenderProgress } from '../video-studio/shared/use-render-progress.ts';
import { createProfessionalVideo } from './create-professional-video.ts';
import { ProfessionalVideoForm } from './ProfessionalVideoForm.tsx';
import { ProfessionalVideoResultView } from './ProfessionalVideoResultView.tsx';

export function ProfessionalVideoPage() {
  const { toast } = useToast();
  const [result, setResult] = useState<ProfessionalVideoResult | null>(null);
  const { progress, begin, report, clear } = useRenderProgress();

  const generate = useMutation({
    mutationFn: (request: ProfessionalVideoRequest) => {
      begin();
      return createProfessionalVideo(request, report);
    },
    onSuccess: (done) => {
      clear();
      setResult(done);
      toast({ title: 'Professional Video Generated', description: `${done.platformVideos.length} platform videos with voiceover are ready.` });
    },
    onError: (error) => {
      clear();
      console.error('Professional video generation failed', error);
      toast({ title: 'Generation Failed', description: failureMessage(error, 'Failed to generate professional video'), variant: 'destructive' });
    },
  });

  return (
    <PageShell heading="Professional Video Studio" description="A narrated promotional video with music and a version for every platform you publish on.">
      {result ? (
        <ProfessionalVideoResultView
          result={result}
          onReset={() => {
            setResult(null);
            generate.reset();
          }}
        />
      ) : (
        <ProfessionalVideoForm onSubmit={(request) => generate.mutate(request)} pending={generate.isPending} progress={progress} />
      )}
    </PageShell>
  );
}
