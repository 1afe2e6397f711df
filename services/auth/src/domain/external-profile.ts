import { z } from 'zod';

const optionalName = z
  .string()
  .trim()
  .transform((name) => name.slice(0, 100))
  .optional()
  .catch(undefined);

/**
 * What SiteSpark takes from an OpenID provider's ID token and UserInfo claims. Claims that are
 * absent or malformed are dropped rather than failing the sign-in, except the two it cannot do
 * without: the subject and the email.
 */
export const ExternalProfile = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  email_verified: z.boolean().optional().catch(undefined),
  given_name: optionalName,
  first_name: optionalName,
  family_name: optionalName,
  picture: z.url({ protocol: /^https?$/ }).optional().catch(undefined),
});
export type ExternalProfile = z.infer<typeof ExternalProfile>;
