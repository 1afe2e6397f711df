import type { DataSource } from 'typeorm';
import { SavedSnippetRecord } from './entities.ts';

export type NewSavedSnippet = Omit<SavedSnippetRecord, 'id' | 'createdAt'>;

/** The snippets users saved to reuse (their image is in the object store under `objectKey`). */
export interface SnippetRepository {
  add(snippet: NewSavedSnippet): Promise<SavedSnippetRecord>;
  /** The user's snippets, newest first, at most `limit`. */
  listByUser(userId: string, limit: number): Promise<SavedSnippetRecord[]>;
}

export function createSnippetRepository(dataSource: DataSource): SnippetRepository {
  const snippets = dataSource.getRepository(SavedSnippetRecord);
  return {
    add: (snippet) => snippets.save(snippets.create(snippet)),
    listByUser: (userId, limit) => snippets.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit }),
  };
}
