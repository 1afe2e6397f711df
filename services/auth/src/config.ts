import { z } from 'zod';
import { baseServiceConfig, env } from '@sitespark/service-kit';
import { isAddressOrSubnet } from './routes/client-address.ts';

/** External-account login is on only when all three are set; a partial set is a mistake, not a choice. */
const oidcVariables = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

export const authConfig = baseServiceConfig
  .extend({
    PORT: env.port(3001),
    DATABASE_SCHEMA: z.string().default('auth'),
    /** The address users reach SiteSpark at; an https origin makes the session cookie Secure. */
    PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
    /**
     * Sign-in and registration attempts (together) allowed per client address and per email in each
     * 15-minute window.
     */
    AUTH_ATTEMPTS_PER_WINDOW: z.coerce.number().int().positive().default(10),
    /**
     * Comma-separated addresses or CIDR subnets of proxies (other than the gateway, which signs the
     * client address) allowed to call sign-in and registration directly and name the client in
     * X-Forwarded-For. Empty: only the gateway.
     */
    AUTH_TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value, context) => {
        const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
        for (const entry of entries) {
          if (!isAddressOrSubnet(entry)) context.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR subnet` });
        }
        return entries;
      }),
    /** OpenID Connect issuer for external-account login, e.g. https://replit.com/oidc. */
    OIDC_ISSUER: env.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** Shown on the sign-in dialog's button: "Continue with <name>". */
    OIDC_PROVIDER_NAME: z.string().min(1).default('Replit'),
    /** Test and local development only: lets the OpenID client talk to an http:// issuer. */
    OIDC_ALLOW_INSECURE_HTTP: env.boolean(false),
  })
  .superRefine((config, context) => {
    const set = oidcVariables.filter((name) => config[name] !== undefined);
    if (set.length === 0 || set.length === oidcVariables.length) return;
    for (const name of oidcVariables) {
      if (config[name] === undefined) {
        context.addIssue({ code: 'custom', path: [name], message: `is required for external-account login when ${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set` });
      }
    }
  });
export type AuthConfig = z.infer<typeof authConfig>;
