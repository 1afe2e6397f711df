import { snippetLimits } from '@sitespark/contracts';
import type { SavedSnippet, SiteSnippet } from '@sitespark/contracts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** One snippet slot of the form: empty until an image is chosen or a saved snippet is reused. */
export type SnippetDraft = {
  key: string;
  /** A data URL of the chosen file, or our `/api/media/...` address of a saved snippet. */
  image: string | null;
  /** Once saved, the stored copy: generation sends this address instead of the much larger data URL. */
  savedImageUrl: string | null;
  description: string;
  originalFileName: string | null;
  saveState: SaveState;
};

let nextKey = 0;

export function emptyDraft(): SnippetDraft {
  nextKey += 1;
  return { key: `snippet-${nextKey}`, image: null, savedImageUrl: null, description: '', originalFileName: null, saveState: 'idle' };
}

/** The Add button shows while fewer than five slots exist (spec section 5). */
export function canAddSnippet(drafts: readonly SnippetDraft[]): boolean {
  return drafts.length < snippetLimits.max;
}

export function uploadedDrafts(drafts: readonly SnippetDraft[]): SnippetDraft[] {
  return drafts.filter((draft) => draft.image !== null);
}

export type ReuseResult = { ok: true; drafts: SnippetDraft[] } | { ok: false };

/**
 * Puts a saved snippet into the form: into the first empty slot, else into a new one. Refused once
 * five snippets are in the form ('Maximum Reached').
 */
export function reuseSavedSnippet(drafts: readonly SnippetDraft[], saved: SavedSnippet): ReuseResult {
  const filled: Omit<SnippetDraft, 'key'> = {
    image: saved.imageUrl,
    savedImageUrl: saved.imageUrl,
    description: saved.description,
    originalFileName: saved.originalFileName,
    saveState: 'saved',
  };
  const emptyIndex = drafts.findIndex((draft) => draft.image === null);
  if (emptyIndex >= 0) {
    return { ok: true, drafts: drafts.map((draft, index) => (index === emptyIndex ? { ...draft, ...filled } : draft)) };
  }
  if (drafts.length >= snippetLimits.max) return { ok: false };
  return { ok: true, drafts: [...drafts, { ...emptyDraft(), ...filled }] };
}

/** The snippets a generation request carries: the uploaded ones, by their smallest address. */
export function toSiteSnippets(drafts: readonly SnippetDraft[]): SiteSnippet[] {
  return uploadedDrafts(drafts).map((draft) => ({
    image: draft.savedImageUrl ?? draft.image ?? '',
    description: draft.description.trim(),
    ...(draft.originalFileName ? { originalFileName: draft.originalFileName } : {}),
  }));
}

export type RecentSnippetsView = { shown: SavedSnippet[]; total: number; summary: string | null };

/**
 * Spec section 9: the eight newest saved snippets, and how many there are when some are left out.
 * Those already in the form (just uploaded there, or reused) are not offered again.
 */
export function recentSnippetsView(saved: readonly SavedSnippet[], inForm: readonly SnippetDraft[] = []): RecentSnippetsView {
  const used = new Set(inForm.map((draft) => draft.savedImageUrl).filter((url): url is string => url !== null));
  const offered = saved.filter((snippet) => !used.has(snippet.imageUrl));
  const shown = offered.slice(0, snippetLimits.recentShown);
  const total = offered.length;
  return { shown, total, summary: total > shown.length ? `Showing ${shown.length} of ${total} saved snippets` : null };
}
