import type { EntityManager } from 'typeorm';
import { SessionRecord } from '../persistence/entities.ts';
import { hashSessionToken, newSessionToken, sessionPolicy } from './session-policy.ts';

/** A fresh token on every sign-in, so a token planted before sign-in is never promoted (no fixation). */
export async function createSession(manager: EntityManager, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + sessionPolicy.absoluteTimeoutMs);
  await manager.insert(SessionRecord, { tokenHash: hashSessionToken(token), userId, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}
