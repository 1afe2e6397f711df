import type { KitRevisionList, RegenerateInstruction } from '@sitespark/contracts';
import type { KitRepository } from '../persistence/kit-repository.ts';
import { getKit } from './get-kit.ts';

export interface ListKitRevisionsDeps {
  kits: Pick<KitRepository, 'findOwned' | 'listRevisions'>;
}

/** The kit's revisions, newest first, each with the paths it changed and their old and new values. */
export async function listKitRevisions(deps: ListKitRevisionsDeps, input: { userId: string; kitId: string }): Promise<KitRevisionList> {
  await getKit(deps, input);
  const rows = await deps.kits.listRevisions(input.userId, input.kitId);
  return {
    items: rows.map((row) => ({
      revision: row.number,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      changes: row.changes,
      instruction: (row.instruction as RegenerateInstruction | null) ?? null,
    })),
  };
}
