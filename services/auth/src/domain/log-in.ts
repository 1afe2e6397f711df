import type { DataSource } from 'typeorm';
import type { LoginRequest } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import { UserRecord } from '../persistence/entities.ts';
import { createSession } from './create-session.ts';
import { verifyPassword } from './passwords.ts';

/** The same answer for an unknown email and a wrong password, so sign-in never reveals who has an account. */
export const invalidCredentialsMessage = 'Invalid email or password.';

export async function logIn(dataSource: DataSource, input: LoginRequest) {
  const user = await dataSource
    .createQueryBuilder(UserRecord, 'user')
    .where('lower(user.email) = lower(:email)', { email: input.email })
    .getOne();
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !user.passwordHash || !valid) throw new AppError('UNAUTHENTICATED', invalidCredentialsMessage);
  const session = await dataSource.transaction((manager) => createSession(manager, user.id));
  return { user, session };
}
