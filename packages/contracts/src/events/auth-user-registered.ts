import { z } from 'zod';
import { Timestamp } from '../common.ts';
import { defineEvent } from './event-envelope.ts';

export const authUserRegisteredSubject = 'auth.user.registered.v1';

export const AuthUserRegisteredV1 = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  occurredAt: Timestamp,
});
export type AuthUserRegisteredV1 = z.infer<typeof AuthUserRegisteredV1>;

export const authUserRegisteredV1 = defineEvent(authUserRegisteredSubject, AuthUserRegisteredV1);
