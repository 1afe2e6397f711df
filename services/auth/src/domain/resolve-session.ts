import type { DataSource } from 'typeorm';
import { SessionRecord, UserRecord } from '../persistence/entities.ts';
import { hashSessionToken, sessionPolicy } from './session-policy.ts';

/** The user behind a session token, or null when the session is unknown, revoked, idle too long or expired. */
export async function resolveSession(dataSource: DataSource, token: string, now = new Date()): Promise<UserRecord | null> {
  const session = await dataSource.getRepository(SessionRecord).findOneBy({ tokenHash: hashSessionToken(token) });
  if (!session || session.revokedAt) return null;
  if (session.expiresAt.getTime() <= now.getTime()) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > sessionPolicy.idleTimeoutMs) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > sessionPolicy.touchIntervalMs) {
    await dataSource.getRepository(SessionRecord).update({ id: session.id }, { lastSeenAt: now });
  }
  return dataSource.getRepository(UserRecord).findOneBy({ id: session.userId });
}
