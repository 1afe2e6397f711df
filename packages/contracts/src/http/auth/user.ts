import { z } from 'zod';
import { SubscriptionStatus } from '../../common.ts';

/** The guided tours (spec section 3's hasSeenFeatureWalkthrough and hasSeenTour), as an account remembers them. */
export const tourNames = ['walkthrough', 'elementTour'] as const;
export const TourName = z.enum(tourNames);
export type TourName = z.infer<typeof TourName>;

/** The signed-in user as the browser and the services see it. */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: SubscriptionStatus,
  /** Tours this account completed or skipped, on any browser (absent where the answer does not carry them). */
  toursSeen: z.array(TourName).optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** POST /api/auth/user/tours-seen. */
export const TourSeenRequest = z.object({ tour: TourName });
export type TourSeenRequest = z.infer<typeof TourSeenRequest>;
