import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { SessionRecord, UserRecord } from './entities.ts';
import { CreateUsersAndSessions1700000001000 } from './migrations/1700000001000-create-users-and-sessions.ts';
import { CreateSignInAttempts1700000002000 } from './migrations/1700000002000-create-sign-in-attempts.ts';
import { AddToursSeen1700000003000 } from './migrations/1700000003000-add-tours-seen.ts';

export const authEntities = [...kitEntities, UserRecord, SessionRecord];
export const authMigrations = [...kitMigrations, CreateUsersAndSessions1700000001000, CreateSignInAttempts1700000002000, AddToursSeen1700000003000];
