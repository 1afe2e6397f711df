import type { TourName } from '@sitespark/contracts';
import type { AccountRepository } from '../persistence/account-repository.ts';
import type { UserRecord } from '../persistence/entities.ts';
import { getUser } from './get-user.ts';

/** Remembers on the account that a guided tour was completed or skipped; asking twice changes nothing. */
export async function markTourSeen(deps: { accounts: Pick<AccountRepository, 'findUserById' | 'addTourSeen'> }, input: { userId: string | null; tour: TourName }): Promise<UserRecord> {
  const user = await getUser(deps, input);
  await deps.accounts.addTourSeen(user.id, input.tour);
  return getUser(deps, { userId: user.id });
}
