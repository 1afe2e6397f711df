import type { LoginRequest } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { AccountRepository } from '../persistence/account-repository.ts';
import { createSession } from './create-session.ts';
import { verifyPassword } from './passwords.ts';

/** The same answer for an unknown email and a wrong password, so sign-in never reveals who has an account. */
export const invalidCredentialsMessage = 'Invalid email or password.';

export async function logIn(deps: { accounts: Pick<AccountRepository, 'findUserByEmail' | 'transaction'> }, input: LoginRequest) {
  const user = await deps.accounts.findUserByEmail(input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !user.passwordHash || !valid) throw new AppError('UNAUTHENTICATED', invalidCredentialsMessage);
  const session = await deps.accounts.transaction((tx) => createSession(tx, { userId: user.id }));
  return { user, session };
}
