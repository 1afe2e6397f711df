import { AppError, type ObjectStore } from '@sitespark/service-kit';
import { isReadableKey, keyFromMediaUrl } from './media-keys.ts';

/** The stored track behind a music library address (`/api/media/<key>`); null when none was chosen. */
export async function resolveMusicKey(store: ObjectStore, userId: string, trackUrl: string | null | undefined): Promise<string | null> {
  if (!trackUrl || trackUrl.trim() === '') return null;
  const key = keyFromMediaUrl(trackUrl.trim());
  if (key === null || !isReadableKey(key, userId) || !(await store.stat(key))) {
    throw new AppError('BAD_REQUEST', 'The selected music track could not be found in the music library.');
  }
  return key;
}
