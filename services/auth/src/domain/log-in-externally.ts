import type { DataSource, EntityManager } from 'typeorm';
import { authUserRegisteredV1 } from '@sitespark/contracts';
import { AppError, enqueueOutbox } from '@sitespark/service-kit';
import { UserRecord } from '../persistence/entities.ts';
import { createSession } from './create-session.ts';
import type { ExternalProfile } from './external-profile.ts';

export type ExternalLoginOutcome = 'found' | 'linked' | 'created';

async function findByEmail(manager: EntityManager, email: string): Promise<UserRecord | null> {
  return manager.createQueryBuilder(UserRecord, 'user').where('lower(user.email) = lower(:email)', { email }).getOne();
}

/**
 * Signs in the owner of an external account: the user already linked to the provider's subject,
 * else the account with the same email (only when the provider vouches for that email, so nobody
 * takes over an account by claiming its address), else a new account. Always a fresh session.
 */
export async function logInExternally(dataSource: DataSource, profile: ExternalProfile) {
  return dataSource.transaction(async (manager) => {
    let outcome: ExternalLoginOutcome = 'found';
    let user = await manager.findOneBy(UserRecord, { oidcSubject: profile.sub });
    if (!user) {
      const sameEmail = await findByEmail(manager, profile.email);
      if (sameEmail) {
        if (profile.email_verified !== true) {
          throw new AppError('CONFLICT', 'An account with this email exists and the provider has not verified the email.');
        }
        if (sameEmail.oidcSubject) {
          throw new AppError('CONFLICT', 'The account with this email is already linked to another external account.');
        }
        sameEmail.oidcSubject = profile.sub;
        sameEmail.profileImageUrl ??= profile.picture ?? null;
        user = await manager.save(UserRecord, sameEmail);
        outcome = 'linked';
      } else {
        user = await manager.save(
          UserRecord,
          manager.create(UserRecord, {
            email: profile.email,
            firstName: profile.given_name || profile.first_name || profile.email.split('@')[0]!.slice(0, 100),
            lastName: profile.family_name || null,
            profileImageUrl: profile.picture ?? null,
            passwordHash: null,
            oidcSubject: profile.sub,
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
        outcome = 'created';
      }
    }
    const session = await createSession(manager, user.id);
    return { user, session, outcome };
  });
}
