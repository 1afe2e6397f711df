import type { DataSource } from 'typeorm';
import { authUserRegisteredV1, type RegistrationRequest } from '@sitespark/contracts';
import { AppError, enqueueOutbox } from '@sitespark/service-kit';
import { UserRecord } from '../persistence/entities.ts';
import { createSession } from './create-session.ts';
import { hashPassword } from './passwords.ts';

export async function registerUser(dataSource: DataSource, input: RegistrationRequest) {
  const passwordHash = await hashPassword(input.password);
  return dataSource.transaction(async (manager) => {
    const existing = await manager
      .createQueryBuilder(UserRecord, 'user')
      .where('lower(user.email) = lower(:email)', { email: input.email })
      .getOne();
    if (existing) throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in instead.');
    const user = await manager.save(
      UserRecord,
      manager.create(UserRecord, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName || null,
        passwordHash,
        subscriptionStatus: 'none',
        subscriptionVersion: 0,
      }),
    );
    await enqueueOutbox(manager, authUserRegisteredV1.subject, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      occurredAt: new Date().toISOString(),
    });
    const session = await createSession(manager, user.id);
    return { user, session };
  });
}
