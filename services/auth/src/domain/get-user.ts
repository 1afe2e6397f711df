import { AppError } from '@sitespark/service-kit';
import type { AccountRepository } from '../persistence/account-repository.ts';
import type { UserRecord } from '../persistence/entities.ts';

/** The signed-in user; 401 when the identity names no user (signed out, or the account is gone). */
export async function getUser(deps: { accounts: Pick<AccountRepository, 'findUserById'> }, input: { userId: string | null }): Promise<UserRecord> {
  const user = input.userId ? await deps.accounts.findUserById(input.userId) : null;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
  return user;
}
