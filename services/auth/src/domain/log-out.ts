import type { AccountRepository } from '../persistence/account-repository.ts';
import { hashSessionToken } from './session-policy.ts';

export async function logOut(deps: { accounts: Pick<AccountRepository, 'revokeSession'> }, input: { token: string }): Promise<void> {
  await deps.accounts.revokeSession(hashSessionToken(input.token), new Date());
}
