import { History, Plus } from 'lucide-react';
import type { SavedSnippet } from '@sitespark/contracts';
import { useToast } from '../../../components/ui/Toaster.tsx';
import { useSavedSnippets } from '../generator-api.ts';
import { recentSnippetsView, reuseSavedSnippet } from '../model/snippet-drafts.ts';
import type { SnippetDraft } from '../model/snippet-drafts.ts';
import type { DraftsUpdate } from './form-state.ts';
import { StepCard } from './StepCard.tsx';

export type RecentSnippetsCardProps = { drafts: SnippetDraft[]; updateDrafts: DraftsUpdate };

function snippetName(snippet: SavedSnippet): string {
  return snippet.description || snippet.originalFileName || 'Saved snippet';
}

/** Shown once the user has saved snippets: the eight newest, each one click from the form. */
export function RecentSnippetsCard({ drafts, updateDrafts }: RecentSnippetsCardProps) {
  const { toast } = useToast();
  const saved = useSavedSnippets();
  if (!saved.data || saved.data.length === 0) return null;
  const view = recentSnippetsView(saved.data, drafts);
  if (view.shown.length === 0) return null;

  function reuse(snippet: SavedSnippet) {
    const result = reuseSavedSnippet(drafts, snippet);
    if (!result.ok) {
      toast({ title: 'Maximum Reached', description: 'You can only upload 5 snippets maximum', variant: 'destructive' });
      return;
    }
    updateDrafts(() => result.drafts);
  }

  return (
    <StepCard
      title="Recently Used Snippets"
      description="Reuse a screenshot you uploaded before."
      aside={<History aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {view.shown.map((snippet) => (
          <li key={snippet.id}>
            <button
              type="button"
              onClick={() => reuse(snippet)}
              aria-label={`Use snippet: ${snippetName(snippet)}`}
              className="group flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border border-line bg-surface text-left transition-all hover:border-brand-300 hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {/* The frame keeps its 16:9 whatever the image: a portrait screenshot is cropped, not a card three times taller. */}
              <span className="relative block aspect-video w-full overflow-hidden bg-canvas">
                <img src={snippet.imageUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
                <span className="absolute inset-0 flex items-center justify-center bg-brand-900/0 text-white opacity-0 transition-all group-hover:bg-brand-900/40 group-hover:opacity-100 group-focus-visible:bg-brand-900/40 group-focus-visible:opacity-100">
                  <Plus aria-hidden="true" className="size-6" />
                </span>
              </span>
              <span className="line-clamp-2 px-2.5 py-2 text-xs text-ink">{snippetName(snippet)}</span>
            </button>
          </li>
        ))}
      </ul>
      {view.summary && <p className="mt-3 text-sm text-ink-muted">{view.summary}</p>}
    </StepCard>
  );
}
