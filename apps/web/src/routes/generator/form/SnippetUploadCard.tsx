import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { snippetLimits, uploadLimits } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { Label } from '../../../components/ui/Label.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useToast } from '../../../components/ui/Toaster.tsx';
import { SAVED_SNIPPETS_QUERY_KEY, saveSnippet, serverMessage } from '../generator-api.ts';
import { canAddSnippet, emptyDraft, uploadedDrafts } from '../model/snippet-drafts.ts';
import type { SnippetDraft } from '../model/snippet-drafts.ts';
import { Textarea } from '../../../components/ui/Textarea.tsx';
import { patchDraft } from './form-state.ts';
import type { DraftsUpdate } from './form-state.ts';
import { StepCard } from './StepCard.tsx';

const descriptionMaxLength = 500;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function SaveStatus({ draft }: { draft: SnippetDraft }) {
  if (draft.saveState === 'saving') return <Spinner className="size-4" label="Saving to your snippets" />;
  if (draft.saveState === 'saved') {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        Saved for reuse
      </span>
    );
  }
  if (draft.saveState === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-danger">
        <CircleAlert aria-hidden="true" className="size-4" />
        Not saved for reuse
      </span>
    );
  }
  return null;
}

type SlotProps = {
  draft: SnippetDraft;
  index: number;
  onFile: (draft: SnippetDraft, file: File) => void;
  onDescription: (description: string) => void;
  onRemove: () => void;
};

function SnippetSlot({ draft, index, onFile, onDescription, onRemove }: SlotProps) {
  const id = useId();
  const number = index + 1;
  return (
    <li className="rounded-xl border border-line bg-canvas/60 p-4">
      <fieldset className="flex flex-col gap-4 sm:flex-row">
        <legend className="sr-only">{`Snippet ${number}`}</legend>
        <div className="flex w-full shrink-0 flex-col gap-2 sm:w-44">
          {draft.image ? (
            <img
              src={draft.image}
              alt={draft.description || draft.originalFileName || `Snippet ${number}`}
              className="aspect-video w-full rounded-lg border border-line bg-surface object-cover"
            />
          ) : (
            <div className="flex aspect-video w-full items-center justify-center rounded-lg border-2 border-dashed border-brand-200 bg-surface text-brand-400">
              <ImagePlus aria-hidden="true" className="size-8" />
            </div>
          )}
          <SaveStatus draft={draft} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink">{`Snippet ${number}`}</p>
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove snippet ${number}`}>
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">Remove</span>
            </Button>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-description`}>{`Description for snippet ${number}`}</Label>
            <Textarea
              id={`${id}-description`}
              rows={2}
              maxLength={descriptionMaxLength}
              placeholder="What does this screenshot show? e.g. Pricing page with three plans"
              value={draft.description}
              onChange={(event) => onDescription(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-image`}>{draft.image ? `Replace image for snippet ${number}` : `Image for snippet ${number}`}</Label>
            <Input
              id={`${id}-image`}
              type="file"
              accept="image/*"
              className="h-auto py-1.5"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onFile(draft, file);
                event.target.value = '';
              }}
            />
            {draft.originalFileName && <p className="truncate text-xs text-ink-muted">{draft.originalFileName}</p>}
          </div>
        </div>
      </fieldset>
    </li>
  );
}

export type SnippetUploadCardProps = { drafts: SnippetDraft[]; updateDrafts: DraftsUpdate };

/** Card 2: up to five screenshots with descriptions; each upload is also saved for reuse. */
export function SnippetUploadCard({ drafts, updateDrafts }: SnippetUploadCardProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const uploaded = uploadedDrafts(drafts).length;

  async function handleFile(draft: SnippetDraft, file: File) {
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid file', description: 'Please choose an image file (PNG, JPEG or WebP).', variant: 'destructive' });
      return;
    }
    if (file.size > uploadLimits.imageBytes) {
      toast({ title: 'Image too large', description: 'Each snippet image can be at most 5 MB.', variant: 'destructive' });
      return;
    }
    let image: string;
    try {
      image = await readAsDataUrl(file);
    } catch {
      toast({ title: 'Invalid file', description: 'The image could not be read.', variant: 'destructive' });
      return;
    }
    updateDrafts((current) => patchDraft(current, draft.key, { image, savedImageUrl: null, originalFileName: file.name, saveState: 'saving' }));
    try {
      const saved = await saveSnippet({ file, description: draft.description.trim(), originalFileName: file.name });
      updateDrafts((current) => patchDraft(current, draft.key, { savedImageUrl: saved.imageUrl, saveState: 'saved' }, image));
      void queryClient.invalidateQueries({ queryKey: SAVED_SNIPPETS_QUERY_KEY });
      toast({ title: 'Snippet Added', description: `${file.name} is ready and saved to your recently used snippets.` });
    } catch (error) {
      updateDrafts((current) => patchDraft(current, draft.key, { saveState: 'failed' }, image));
      const reason = error instanceof Error ? serverMessage(error.cause) : null;
      toast({
        title: error instanceof Error ? error.message : 'Failed to save snippet',
        description: `${reason ? `${reason} ` : ''}The image is still used for this generation.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <StepCard
      step={2}
      title="Upload Site Snippets"
      description="Add 1 to 5 screenshots of your website and say what each one shows."
      aside={
        <span className="shrink-0 pt-1 text-sm font-medium text-ink-muted tabular-nums" aria-live="polite">
          {`${uploaded} of ${snippetLimits.max} uploaded`}
        </span>
      }
    >
      {drafts.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {drafts.map((draft, index) => (
            <SnippetSlot
              key={draft.key}
              draft={draft}
              index={index}
              onFile={(current, file) => void handleFile(current, file)}
              onDescription={(description) => updateDrafts((current) => patchDraft(current, draft.key, { description }))}
              onRemove={() => updateDrafts((current) => current.filter((candidate) => candidate.key !== draft.key))}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-muted">
          No snippets yet. Add at least one screenshot of your website to generate content.
        </p>
      )}
      {canAddSnippet(drafts) && (
        <Button variant="secondary" className="mt-4" onClick={() => updateDrafts((current) => (canAddSnippet(current) ? [...current, emptyDraft()] : current))}>
          <Plus aria-hidden="true" />
          Add Snippet
        </Button>
      )}
    </StepCard>
  );
}
