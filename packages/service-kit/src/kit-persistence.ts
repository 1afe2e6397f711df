import { CreateOutbox1700000000000, OutboxMessage } from './db/outbox.ts';

/** Tables every service has in its own schema (the outbox), listed before the service's own. */
export const kitEntities = [OutboxMessage];
export const kitMigrations = [CreateOutbox1700000000000];
