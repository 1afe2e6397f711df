import { AppError, canRead, keyFromMediaUrl, type ObjectStore } from '@sitespark/service-kit';

/** The stored track behind a music library address (`mediaUrl(key)`); null when none was chosen. */
export async function resolveMusicKey(deps: { store: ObjectStore }, input: { userId: string; trackUrl: string | null | undefined }): Promise<string | null> {
  const trackUrl = input.trackUrl?.trim();
  if (!trackUrl) return null;
  const key = keyFromMediaUrl(trackUrl);
  if (key === null || !canRead(input.userId, key) || !(await deps.store.stat(key))) {
    throw new AppError('BAD_REQUEST', 'The selected music track could not be found in the music library.');
  }
  return key;
}
