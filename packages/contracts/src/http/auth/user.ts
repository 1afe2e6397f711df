import { z } from 'zod';
import { SubscriptionStatus } from '../../common.ts';

/** The signed-in user as the browser and the services see it. */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: SubscriptionStatus,
});
export type AuthUser = z.infer<typeof AuthUser>;
