import type { AuthUser } from '@sitespark/contracts';
import type { UserRecord } from '../persistence/entities.ts';

export function toAuthUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscriptionStatus: user.subscriptionStatus,
    toursSeen: user.toursSeen,
  };
}
