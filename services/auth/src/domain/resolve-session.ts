import type { UserRecord } from '../persistence/entities.ts';
import type { AccountRepository } from '../persistence/account-repository.ts';
import { hashSessionToken, sessionPolicy } from './session-policy.ts';

/** The user behind a session token, or null when the session is unknown, revoked, idle too long or expired. */
export async function resolveSession(
  deps: { accounts: Pick<AccountRepository, 'findSessionByTokenHash' | 'touchSession' | 'findUserById'> },
  input: { token: string; now?: Date },
): Promise<UserRecord | null> {
  const now = input.now ?? new Date();
  const session = await deps.accounts.findSessionByTokenHash(hashSessionToken(input.token));
  if (!session || session.revokedAt) return null;
  if (session.expiresAt.getTime() <= now.getTime()) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > sessionPolicy.idleTimeoutMs) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > sessionPolicy.touchIntervalMs) await deps.accounts.touchSession(session.id, now);
  return deps.accounts.findUserById(session.userId);
}
