import type { AccountTransaction } from '../persistence/account-repository.ts';
import { hashSessionToken, newSessionToken, sessionPolicy } from './session-policy.ts';

/** A fresh token on every sign-in, so a token planted before sign-in is never promoted (no fixation). */
export async function createSession(tx: Pick<AccountTransaction, 'addSession'>, input: { userId: string; now?: Date }): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + sessionPolicy.absoluteTimeoutMs);
  await tx.addSession({ tokenHash: hashSessionToken(token), userId: input.userId, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}
