import type { ObjectStore } from '@sitespark/service-kit';
import type { KitRepository } from '../persistence/kit-repository.ts';
import { getKit, kitNotFound } from './get-kit.ts';
import { siteCampaignAfterRemoval } from './kit-campaign.ts';

export interface DeleteKitDeps {
  kits: Pick<KitRepository, 'findOwned' | 'keysUsedElsewhere' | 'remove'>;
  store: Pick<ObjectStore, 'delete'>;
}

/**
 * Deletes the kit's stored objects first (those no other kit or saved snippet of the user still
 * shows), then its row with its revisions and share links: a failure part-way leaves the kit
 * listed, so deleting again finishes the job and nothing is orphaned. The studios' videos of the
 * kit's site then say the campaign of the user's latest kit left of it, or none.
 */
export async function deleteKit(deps: DeleteKitDeps, input: { userId: string; kitId: string }): Promise<{ objectsDeleted: number }> {
  const kept = await getKit(deps, input);
  const keys = kept.objectKeys.filter((key) => key.split('/')[1] === input.userId);
  const shared = await deps.kits.keysUsedElsewhere(input.userId, input.kitId, keys);
  const own = keys.filter((key) => !shared.has(key));
  for (const key of own) await deps.store.delete(key);
  if (!(await deps.kits.remove(input.userId, input.kitId, { siteCampaign: siteCampaignAfterRemoval }))) throw kitNotFound();
  return { objectsDeleted: own.length };
}
