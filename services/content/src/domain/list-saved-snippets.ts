import type { SavedSnippetList } from '@sitespark/contracts';
import type { SnippetRepository } from '../persistence/snippet-repository.ts';
import { toSavedSnippet } from './save-snippet.ts';

/** Bounds the answer; the page shows 8 and the count of what it lists. */
export const maxListedSnippets = 500;

export async function listSavedSnippets(deps: { snippets: Pick<SnippetRepository, 'listByUser'> }, input: { userId: string }): Promise<SavedSnippetList> {
  return (await deps.snippets.listByUser(input.userId, maxListedSnippets)).map(toSavedSnippet);
}
