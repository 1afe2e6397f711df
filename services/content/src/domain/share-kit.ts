import { createHash, randomBytes } from 'node:crypto';
import type { KitShareLink } from '@sitespark/contracts';
import type { KitRepository } from '../persistence/kit-repository.ts';
import { getKit } from './get-kit.ts';

export interface ShareKitDeps {
  kits: Pick<KitRepository, 'findOwned' | 'share'>;
  /** The site's public origin for absolute links, or null to answer a path. */
  publicOrigin: string | null;
}

/** Only this is stored: a leaked database does not open anyone's shared kits. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Where the web app shows a shared kit. */
export function sharedKitPath(token: string): string {
  return `/shared/${token}`;
}

/** A new read-only link to the kit (32 random bytes, base64url); links made earlier keep working until the kit's sharing is revoked. */
export async function shareKit(deps: ShareKitDeps, input: { userId: string; kitId: string }): Promise<KitShareLink> {
  await getKit(deps, input);
  const token = randomBytes(32).toString('base64url');
  await deps.kits.share(input.userId, input.kitId, hashShareToken(token));
  const path = sharedKitPath(token);
  return { token, url: deps.publicOrigin ? new URL(path, deps.publicOrigin).href : path };
}
