import type { SharedKit } from '@sitespark/contracts';
import { AppError, type ObjectStore, type RateLimiter } from '@sitespark/service-kit';
import type { Readable } from 'node:stream';
import type { KitRepository } from '../persistence/kit-repository.ts';
import { toKeptKit, type KeptKit } from './get-kit.ts';
import { sharedObjectKeys, toSharedKit } from './kit-view.ts';
import { hashShareToken } from './share-kit.ts';

/** Requests one client address may make to shared kits: the page, and its images. */
export interface SharedKitLimiters {
  pages: RateLimiter;
  files: RateLimiter;
}

export interface GetSharedKitDeps {
  kits: Pick<KitRepository, 'findShared'>;
  limiters: SharedKitLimiters;
}

const linkNotFound = () => new AppError('NOT_FOUND', 'This shared kit does not exist or its link was revoked');

async function checkRate(limiter: RateLimiter, clientAddress: string): Promise<void> {
  const seconds = await limiter.hit(clientAddress);
  if (seconds > 0) {
    throw new AppError('RATE_LIMITED', `Too many requests. Please wait ${seconds} seconds and try again.`, { details: { retryAfterSeconds: seconds } });
  }
}

async function sharedKitOf(deps: Pick<GetSharedKitDeps, 'kits'>, token: string): Promise<KeptKit> {
  const stored = await deps.kits.findShared(hashShareToken(token));
  if (!stored) throw linkNotFound();
  return toKeptKit(stored);
}

/** The kit behind an active share link, read-only; a revoked or unknown token answers 404. */
export async function getSharedKit(deps: GetSharedKitDeps, input: { token: string; clientAddress: string }): Promise<SharedKit> {
  await checkRate(deps.limiters.pages, input.clientAddress);
  return toSharedKit(await sharedKitOf(deps, input.token), input.token);
}

/** One of a shared kit's own images (its flyers); any other key, the owner's snippet images included, answers 404 like a bad token. */
export async function getSharedKitFile(
  deps: GetSharedKitDeps & { store: Pick<ObjectStore, 'stat' | 'stream'> },
  input: { token: string; index: number; clientAddress: string },
): Promise<{ body: Readable; contentType: string; size: number }> {
  await checkRate(deps.limiters.files, input.clientAddress);
  const kept = await sharedKitOf(deps, input.token);
  const key = sharedObjectKeys(kept)[input.index];
  if (!key) throw linkNotFound();
  const info = await deps.store.stat(key);
  if (!info) throw linkNotFound();
  return { body: await deps.store.stream(key), contentType: info.contentType, size: info.size };
}
