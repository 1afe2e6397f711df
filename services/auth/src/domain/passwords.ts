import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id = 2;

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. */
export const argon2Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

// Checked when the email is unknown so a failed login takes as long either way.
const unknownUserHash = hashPassword('sitespark-timing-equaliser');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await unknownUserHash), password);
  } catch {
    return false;
  }
}
