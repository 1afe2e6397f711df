import { defaultAdvancedOptions } from '../model/compose-prompt.ts';
import type { AdvancedOptions } from '../model/compose-prompt.ts';
import { emptyDraft } from '../model/snippet-drafts.ts';
import type { SnippetDraft } from '../model/snippet-drafts.ts';

export type GeneratorFormState = {
  url: string;
  customPrompt: string;
  targetAudience: string;
  includeVideo: boolean;
  advanced: AdvancedOptions;
  drafts: SnippetDraft[];
};

/** One empty snippet slot to start with, so the first upload is one click away. */
export function initialFormState(): GeneratorFormState {
  return { url: '', customPrompt: '', targetAudience: '', includeVideo: false, advanced: defaultAdvancedOptions, drafts: [emptyDraft()] };
}

export type DraftsUpdate = (update: (drafts: SnippetDraft[]) => SnippetDraft[]) => void;

/** Applies `patch` to the slot `key`, if it still exists and (when given) still holds `image`. */
export function patchDraft(drafts: SnippetDraft[], key: string, patch: Partial<SnippetDraft>, whileImage?: string): SnippetDraft[] {
  return drafts.map((draft) => (draft.key === key && (whileImage === undefined || draft.image === whileImage) ? { ...draft, ...patch } : draft));
}
