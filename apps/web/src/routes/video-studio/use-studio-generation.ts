import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { GeneratedVideo } from '@sitespark/contracts';
import { useToast } from '../../components/ui/Toaster.tsx';
import { saveGeneratedVideo } from './model/generated-video.ts';
import { failureMessage } from './shared/failure-message.ts';
import type { ProgressListener } from './shared/render-job.ts';
import { useRenderProgress } from './shared/use-render-progress.ts';

export type StudioRun = (onProgress: ProgressListener) => Promise<GeneratedVideo>;

/**
 * A Video Studio render with its progress. On success the video is kept in browser storage and the
 * preview opens; on failure the user is told why (spec section 8).
 */
export function useStudioGeneration() {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const { progress, begin, report, finish, clear } = useRenderProgress();

  const mutation = useMutation({
    mutationFn: (run: StudioRun) => {
      begin();
      return run(report);
    },
    onSuccess: (video) => {
      finish();
      saveGeneratedVideo(video);
      toast({ title: 'Video Generated Successfully!', description: 'Your video is ready to watch and download.' });
      navigate('/video-preview');
    },
    onError: (error) => {
      clear();
      console.error('Video generation failed', error);
      toast({ title: 'Generation Failed', description: failureMessage(error, 'Failed to generate video'), variant: 'destructive' });
    },
  });

  return { generate: mutation.mutate, isPending: mutation.isPending, progress };
}
