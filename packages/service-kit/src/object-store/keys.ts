import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';

const maxKeyLength = 512;
const keyPart = /^[a-z0-9-]{1,64}$/;

/** Refuses any key that could escape a directory or mean different objects on disk and in S3. */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) {
    throw new AppError('BAD_REQUEST', 'Object key is empty');
  }
  if (key.length > maxKeyLength) {
    throw new AppError('BAD_REQUEST', `Object key is longer than ${maxKeyLength} characters`);
  }
  if (hasControlCharacter(key) || key.includes('\\')) {
    throw new AppError('BAD_REQUEST', 'Object key contains a forbidden character');
  }
  if (key.startsWith('/')) {
    throw new AppError('BAD_REQUEST', 'Object key must not start with a slash');
  }
  // Empty and "." segments would collapse on a filesystem but stay distinct in S3.
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new AppError('BAD_REQUEST', 'Object key contains an empty, "." or ".." segment');
  }
}

/** A fresh server-generated key: `<area>/<ownerId>/<uuid>.<extension>`. */
export function newObjectKey(area: string, ownerId: string, extension: string): string {
  for (const [name, value] of [['area', area], ['owner id', ownerId], ['extension', extension]] as const) {
    if (!keyPart.test(value)) {
      throw new AppError('BAD_REQUEST', `Object key ${name} must be 1-64 characters of a-z, 0-9 and "-"`);
    }
  }
  return `${area}/${ownerId}/${randomUUID()}.${extension}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
