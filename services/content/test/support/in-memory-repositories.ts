import { randomUUID } from 'node:crypto';
import type { GenerationRecord, SavedSnippetRecord } from '../../src/persistence/entities.ts';
import type { GenerationRepository, NewGeneration } from '../../src/persistence/generation-repository.ts';
import type { SnippetRepository } from '../../src/persistence/snippet-repository.ts';

/** The content service's repositories over arrays, for unit tests of its use cases. */
export function inMemoryGenerations(): GenerationRepository & { rows: GenerationRecord[]; add(generation: NewGeneration): Promise<string> } {
  const rows: GenerationRecord[] = [];
  const add = async (generation: NewGeneration) => {
    const id = randomUUID();
    const now = new Date();
    rows.push({ ...generation, id, content: null, revision: 0, createdAt: now, updatedAt: now });
    return id;
  };
  return {
    rows,
    add,
    async addWithinLimit(generation, kitsLimit) {
      // No await between the count and the push: one event-loop turn, as atomic as the database's lock.
      const kitsKept = rows.filter((r) => r.userId === generation.userId).length;
      return kitsKept >= kitsLimit ? { kitsKept } : { kitId: await add(generation) };
    },
    countByUser: async (userId) => rows.filter((r) => r.userId === userId).length,
    modelTokensSince: async (userId, since) => rows.filter((r) => r.userId === userId && r.createdAt >= since).reduce((sum, r) => sum + r.modelTokens, 0),
  };
}

export function inMemorySnippets(options: { failOnAdd?: boolean } = {}): SnippetRepository & { rows: SavedSnippetRecord[] } {
  const rows: SavedSnippetRecord[] = [];
  let clock = Date.UTC(2026, 0, 1);
  return {
    rows,
    async add(snippet) {
      if (options.failOnAdd) throw new Error('database unavailable');
      const row = { ...snippet, id: randomUUID(), createdAt: new Date((clock += 1000)) };
      rows.push(row);
      return row;
    },
    listByUser: async (userId, limit) =>
      rows
        .filter((r) => r.userId === userId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit),
  };
}
