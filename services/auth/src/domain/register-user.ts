import type { RegistrationRequest } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { AccountRepository } from '../persistence/account-repository.ts';
import { createSession } from './create-session.ts';
import { hashPassword } from './passwords.ts';
import { personName } from './person-name.ts';

export async function registerUser(deps: { accounts: Pick<AccountRepository, 'transaction'> }, input: RegistrationRequest) {
  const firstName = personName(input.firstName);
  if (!firstName) throw new AppError('VALIDATION', 'First name is required.');
  const passwordHash = await hashPassword(input.password);
  return deps.accounts.transaction(async (tx) => {
    if (await tx.findUserByEmail(input.email)) throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in instead.');
    const user = await tx.addUser({
      email: input.email,
      firstName,
      lastName: personName(input.lastName ?? '') || null,
      profileImageUrl: null,
      passwordHash,
      oidcSubject: null,
      subscriptionStatus: 'none',
      subscriptionVersion: 0,
      toursSeen: [],
    });
    await tx.recordUserRegistered(user, new Date());
    const session = await createSession(tx, { userId: user.id });
    return { user, session };
  });
}
