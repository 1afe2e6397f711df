import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PendingLogin } from './oidc-client.ts';

/** Ten minutes to sign in at the provider and come back. */
export const pendingLoginTtlMs = 10 * 60_000;

const SealedLogin = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  expiresAt: z.number(),
});
type SealedLogin = z.infer<typeof SealedLogin>;

const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals a pending login with AES-256-GCM under a key derived from the service secret: the browser
 * carries it but can neither read the PKCE verifier nor change any of it unnoticed.
 */
export function createPendingLoginSeal(secret: string, now: () => number = Date.now) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'sitespark-auth', 'oidc pending login v1', 32));

  return {
    seal(pending: PendingLogin): string {
      const payload: SealedLogin = { ...pending, expiresAt: now() + pendingLoginTtlMs };
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },

    /** The pending login, or null when the value was forged, altered or has expired. */
    open(sealed: string): PendingLogin | null {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= ivBytes + tagBytes) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
        decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
        const plain = Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
        const parsed = SealedLogin.safeParse(JSON.parse(plain));
        if (!parsed.success || parsed.data.expiresAt <= now()) return null;
        const { state, nonce, codeVerifier } = parsed.data;
        return { state, nonce, codeVerifier };
      } catch {
        return null;
      }
    },
  };
}
export type PendingLoginSeal = ReturnType<typeof createPendingLoginSeal>;
