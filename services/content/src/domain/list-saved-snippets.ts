import type { DataSource } from 'typeorm';
import type { SavedSnippetList } from '@sitespark/contracts';
import { SavedSnippetRecord } from '../persistence/entities.ts';
import { toSavedSnippet } from './save-snippet.ts';

/** Bounds the answer; the page shows 8 and the count of what it lists. */
export const maxListedSnippets = 500;

export async function listSavedSnippets(userId: string, dataSource: DataSource): Promise<SavedSnippetList> {
  const records = await dataSource.getRepository(SavedSnippetRecord).find({
    where: { userId },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: maxListedSnippets,
  });
  return records.map(toSavedSnippet);
}
