import { EntitySchema } from 'typeorm';
import type { SubscriptionStatus, TourName } from '@sitespark/contracts';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  profileImageUrl: string | null;
  /** null for accounts created through external (OpenID Connect) login. */
  passwordHash: string | null;
  oidcSubject: string | null;
  subscriptionStatus: SubscriptionStatus;
  /** Version of the last billing event applied, so older events arriving late change nothing. */
  subscriptionVersion: number;
  /** Guided tours completed or skipped, so a new browser does not show them again. */
  toursSeen: TourName[];
  createdAt: Date;
  updatedAt: Date;
}

export const UserRecord = new EntitySchema<UserRecord>({
  name: 'UserRecord',
  tableName: 'users',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    email: { type: 'text' },
    firstName: { type: 'text', name: 'first_name' },
    lastName: { type: 'text', name: 'last_name', nullable: true },
    profileImageUrl: { type: 'text', name: 'profile_image_url', nullable: true },
    passwordHash: { type: 'text', name: 'password_hash', nullable: true },
    oidcSubject: { type: 'text', name: 'oidc_subject', nullable: true },
    subscriptionStatus: { type: 'text', name: 'subscription_status', default: 'none' },
    subscriptionVersion: { type: 'bigint', name: 'subscription_version', default: 0, transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } },
    toursSeen: { type: 'jsonb', name: 'tours_seen', default: () => "'[]'::jsonb" },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
  },
});

export interface SessionRecord {
  id: string;
  /** SHA-256 of the cookie token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export const SessionRecord = new EntitySchema<SessionRecord>({
  name: 'SessionRecord',
  tableName: 'sessions',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    tokenHash: { type: 'text', name: 'token_hash' },
    userId: { type: 'uuid', name: 'user_id' },
    createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
    lastSeenAt: { type: 'timestamptz', name: 'last_seen_at' },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    revokedAt: { type: 'timestamptz', name: 'revoked_at', nullable: true },
  },
});
