import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FilePenLine, Link2, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useToast } from '../../../components/ui/Toaster.tsx';
import { composeCustomPrompt } from '../model/compose-prompt.ts';
import { toSiteSnippets, uploadedDrafts } from '../model/snippet-drafts.ts';
import { checkWebsiteUrl } from '../model/website-url.ts';
import type { GenerationRequest } from '@sitespark/contracts';
import type { UnreadablePage } from '../generator-api.ts';
import type { DraftsUpdate, GeneratorFormState } from './form-state.ts';
import { GenerationProgress } from './GenerationProgress.tsx';
import { AdvancedOptionsCard, CustomizationCard, VideoOptionsCard } from './OptionCards.tsx';
import { RecentSnippetsCard } from './RecentSnippetsCard.tsx';
import { SnippetUploadCard } from './SnippetUploadCard.tsx';
import { StepCard } from './StepCard.tsx';

export type GeneratorFormProps = {
  state: GeneratorFormState;
  onChange: (update: (state: GeneratorFormState) => GeneratorFormState) => void;
  pending: boolean;
  /** The server's reason for the last failed generation, shown under the button. */
  failure: string | null;
  /** The website of the last attempt could not be read: the user writes without it or fixes the address. */
  unreadable?: UnreadablePage | null;
  onGenerate: (request: GenerationRequest) => void;
};

/** The five numbered cards and the Generate button (spec section 2). */
export function GeneratorForm({ state, onChange, pending, failure, unreadable = null, onGenerate }: GeneratorFormProps) {
  const { toast } = useToast();
  const [urlError, setUrlError] = useState<string | undefined>(undefined);
  const urlRef = useRef<HTMLInputElement>(null);
  const failureId = useId();
  const updateDrafts: DraftsUpdate = (update) => onChange((current) => ({ ...current, drafts: update(current.drafts) }));

  // The choice holds only for the address that could not be read: editing it starts over.
  const checkedUrl = checkWebsiteUrl(state.url);
  const unreadableNow = unreadable && !pending && checkedUrl.ok && checkedUrl.url === unreadable.url ? unreadable : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    generate();
  }

  function generate(options: { writeWithoutPage?: true } = {}) {
    if (pending) return;
    const url = checkWebsiteUrl(state.url);
    if (!url.ok) {
      setUrlError(url.message);
      urlRef.current?.focus();
      return;
    }
    setUrlError(undefined);
    if (uploadedDrafts(state.drafts).length === 0) {
      toast({ title: 'Upload Required', description: 'Please upload at least 1 site snippet before generating content.', variant: 'destructive' });
      return;
    }
    const customPrompt = composeCustomPrompt(state.customPrompt, state.advanced);
    const targetAudience = state.targetAudience.trim();
    onGenerate({
      url: url.url,
      includeVideo: state.includeVideo,
      siteSnips: toSiteSnippets(state.drafts),
      ...(customPrompt ? { customPrompt } : {}),
      ...(targetAudience ? { targetAudience } : {}),
      ...options,
    });
  }

  function fixAddress() {
    urlRef.current?.focus();
    urlRef.current?.select();
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Generate marketing content" className="mt-10 flex flex-col gap-6">
      <StepCard step={1} title="Website URL" description="The site your marketing content is about.">
        <FormField
          ref={urlRef}
          label="Website URL"
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="https://your-website.com"
          value={state.url}
          error={urlError}
          onChange={(event) => {
            const value = event.target.value;
            onChange((current) => ({ ...current, url: value }));
            if (urlError && checkWebsiteUrl(value).ok) setUrlError(undefined);
          }}
          onBlur={() => {
            if (!state.url.trim()) return;
            const check = checkWebsiteUrl(state.url);
            setUrlError(check.ok ? undefined : check.message);
          }}
        />
      </StepCard>

      <SnippetUploadCard drafts={state.drafts} updateDrafts={updateDrafts} />
      <RecentSnippetsCard drafts={state.drafts} updateDrafts={updateDrafts} />

      <CustomizationCard
        customPrompt={state.customPrompt}
        targetAudience={state.targetAudience}
        onCustomPrompt={(customPrompt) => onChange((current) => ({ ...current, customPrompt }))}
        onTargetAudience={(targetAudience) => onChange((current) => ({ ...current, targetAudience }))}
      />
      <VideoOptionsCard includeVideo={state.includeVideo} onIncludeVideo={(includeVideo) => onChange((current) => ({ ...current, includeVideo }))} />
      <AdvancedOptionsCard advanced={state.advanced} onAdvanced={(advanced) => onChange((current) => ({ ...current, advanced }))} />

      <div className="flex flex-col gap-4">
        <Button
          type="submit"
          size="lg"
          className="h-14 w-full text-lg"
          disabled={pending || state.drafts.length === 0}
          aria-describedby={failure ? failureId : undefined}
        >
          <Sparkles aria-hidden="true" />
          {pending ? 'Generating…' : 'Generate Marketing Content'}
        </Button>
        {unreadableNow && <UnreadablePageChoice page={unreadableNow} onWriteWithoutPage={() => generate({ writeWithoutPage: true })} onFixAddress={fixAddress} />}
        {failure && !pending && (
          <p id={failureId} className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger-strong">
            {`The last attempt failed: ${failure}`}
          </p>
        )}
        {pending && <GenerationProgress includeVideo={state.includeVideo} />}
      </div>
    </form>
  );
}

type UnreadablePageChoiceProps = { page: UnreadablePage; onWriteWithoutPage: () => void; onFixAddress: () => void };

/** The server's plain sentence about the page, and the two ways on: write without it, or fix the address. */
function UnreadablePageChoice({ page, onWriteWithoutPage, onFixAddress }: UnreadablePageChoiceProps) {
  const messageId = useId();
  const messageRef = useRef<HTMLParagraphElement>(null);
  // Keyboard and screen-reader users land on the message, with the two buttons next in the tab order.
  useEffect(() => {
    messageRef.current?.focus();
  }, [page]);
  return (
    <section aria-labelledby={messageId} className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p id={messageId} ref={messageRef} tabIndex={-1} className="font-medium break-words focus-visible:outline-2 focus-visible:outline-amber-600">
        {page.message}
      </p>
      <p className="mt-1 text-sm text-amber-900">You can write the kit from your snippets and brief alone, or fix the address and try again.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={onWriteWithoutPage}>
          <FilePenLine aria-hidden="true" />
          Write from my snippets and brief
        </Button>
        <Button variant="secondary" onClick={onFixAddress}>
          <Link2 aria-hidden="true" />
          Fix the address
        </Button>
      </div>
    </section>
  );
}
