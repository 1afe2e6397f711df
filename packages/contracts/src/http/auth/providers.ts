import { z } from 'zod';

/** GET /api/auth/providers: whether the sign-in dialog shows "Continue with <name>". */
export const AuthProviders = z.object({
  external: z.object({ name: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof AuthProviders>;
