import { AppError } from '@sitespark/service-kit';
import type { AccountRepository } from '../persistence/account-repository.ts';
import { createSession } from './create-session.ts';
import type { ExternalProfile } from './external-profile.ts';
import { personName } from './person-name.ts';

export type ExternalLoginOutcome = 'found' | 'linked' | 'created';

/**
 * Signs in the owner of an external account: the user already linked to the provider's subject,
 * else the account with the same email (only when the provider vouches for that email, so nobody
 * takes over an account by claiming its address), else a new account. Always a fresh session.
 */
export async function logInExternally(deps: { accounts: Pick<AccountRepository, 'transaction'> }, input: { profile: ExternalProfile }) {
  const { profile } = input;
  return deps.accounts.transaction(async (tx) => {
    let outcome: ExternalLoginOutcome = 'found';
    let user = await tx.findUserByExternalSubject(profile.sub);
    if (!user) {
      const sameEmail = await tx.findUserByEmail(profile.email);
      if (sameEmail) {
        if (profile.email_verified !== true) {
          throw new AppError('CONFLICT', 'An account with this email exists and the provider has not verified the email.');
        }
        if (sameEmail.oidcSubject) {
          throw new AppError('CONFLICT', 'The account with this email is already linked to another external account.');
        }
        sameEmail.oidcSubject = profile.sub;
        sameEmail.profileImageUrl ??= profile.picture ?? null;
        user = await tx.saveUser(sameEmail);
        outcome = 'linked';
      } else {
        user = await tx.addUser({
          email: profile.email,
          firstName: personName(profile.given_name || profile.first_name || '') || personName(profile.email.split('@')[0]!.slice(0, 100)),
          lastName: personName(profile.family_name || '') || null,
          profileImageUrl: profile.picture ?? null,
          passwordHash: null,
          oidcSubject: profile.sub,
          subscriptionStatus: 'none',
          subscriptionVersion: 0,
          toursSeen: [],
        });
        await tx.recordUserRegistered(user, new Date());
        outcome = 'created';
      }
    }
    const session = await createSession(tx, { userId: user.id });
    return { user, session, outcome };
  });
}
