import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Library } from 'lucide-react';
import type { GeneratedKit, GenerationRequest } from '@sitespark/contracts';
import { routeUrl } from '../../api/route-url.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { initialFormState } from './form/form-state.ts';
import type { GeneratorFormState } from './form/form-state.ts';
import { GeneratorForm } from './form/GeneratorForm.tsx';
import { generateContent, serverMessage, unreadablePage, type UnreadablePage } from './generator-api.ts';
import { KitProvider } from './results/kit-editing.tsx';
import { VideoStudioSection } from './video/VideoStudioSection.tsx';
import { KITS_QUERY_KEY } from '../kits/kits-api.ts';
import { kitPath } from '../paths.ts';

// The results, preview modal and video studio are only needed once content exists.
const ResultsView = lazy(() => import('./results/ResultsView.tsx').then((module) => ({ default: module.ResultsView })));

type Outcome = { result: GeneratedKit; request: GenerationRequest };

/**
 * The content generator (spec section 2): the form until content exists, then the results. 'Generate
 * New' goes back to the form with what the user entered still in it.
 */
export function GeneratorPage() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<GeneratorFormState>(initialFormState);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<UnreadablePage | null>(null);

  const generation = useMutation({
    mutationFn: generateContent,
    onSuccess: (result, request) => {
      setFailure(null);
      setUnreadable(null);
      setOutcome({ result, request });
      void queryClient.invalidateQueries({ queryKey: [routeUrl('content.getStats')] });
      void queryClient.invalidateQueries({ queryKey: KITS_QUERY_KEY });
      // A kit written without its page says so once, on the kit itself; the toast stays the spec's.
      toast({ title: 'Content Generated Successfully', description: 'Your marketing content is ready!' });
    },
    onError: (error, request) => {
      const cause = error instanceof Error ? error.cause : null;
      const page = unreadablePage(cause, request.url);
      // An unreadable page is a choice for the user (write without it, or fix the address), shown under the button.
      setUnreadable(page);
      setFailure(page ? null : serverMessage(cause));
      toast({ title: 'Generation Failed', description: 'Failed to generate content. Please try again.', variant: 'destructive' });
    },
  });

  return (
    <PageShell heading="SiteSpark" description="Transform your website into powerful marketing content with AI-driven insights">
      {outcome ? (
        <Suspense
          fallback={
            <div className="mt-10 flex justify-center">
              <Spinner className="size-8" label="Loading your results" />
            </div>
          }
        >
          <KitProvider value={{ kitId: outcome.result.kitId, editing: null }}>
            <ResultsView
              key={outcome.result.kitId}
              result={outcome.result}
              snippets={outcome.request.siteSnips}
              onGenerateNew={() => setOutcome(null)}
              videoStudio={outcome.result.videoContent && <VideoStudioSection video={outcome.result.videoContent} websiteAnalysis={outcome.result.websiteAnalysis} />}
              campaignEditing={{
                targetAudience: outcome.request.targetAudience ?? '',
                pending: generation.isPending,
                onRegenerate: ({ targetAudience, campaign }) => generation.mutate({ ...outcome.request, targetAudience, campaign }),
              }}
              siteFacts={{
                kitId: outcome.result.kitId,
                pending: generation.isPending,
                // The same page, snippets and brief: the new kit is built with the owner's corrections.
                onRegenerate: () => generation.mutate(outcome.request),
              }}
              actions={
                <Link href={kitPath(outcome.result.kitId)} className={buttonClasses('secondary', 'md')}>
                  <Library aria-hidden="true" />
                  Edit in Your kits
                </Link>
              }
            />
          </KitProvider>
        </Suspense>
      ) : (
        <GeneratorForm
          state={form}
          onChange={setForm}
          pending={generation.isPending}
          failure={failure}
          unreadable={unreadable}
          onGenerate={(request) => generation.mutate(request)}
        />
      )}
    </PageShell>
  );
}
