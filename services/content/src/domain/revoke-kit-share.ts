import type { KitRepository } from '../persistence/kit-repository.ts';
import { getKit } from './get-kit.ts';

export interface RevokeKitShareDeps {
  kits: Pick<KitRepository, 'findOwned' | 'revokeShare'>;
}

/** Every share link of the kit stops working at once (revoking a kit that is not shared changes nothing). */
export async function revokeKitShare(deps: RevokeKitShareDeps, input: { userId: string; kitId: string }): Promise<{ revoked: boolean }> {
  await getKit(deps, input);
  return { revoked: await deps.kits.revokeShare(input.userId, input.kitId) };
}
