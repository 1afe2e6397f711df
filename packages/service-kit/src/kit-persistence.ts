import { AddOutboxClaims1700000000200, CreateOutbox1700000000000, OutboxMessage } from './db/outbox.ts';
import { CreateSchedulerJobs1700000000100 } from './scheduler/postgres-job-store.ts';

/** Tables every service has in its own schema (the outbox, the scheduler's runs), listed before the service's own. */
export const kitEntities = [OutboxMessage];
export const kitMigrations = [CreateOutbox1700000000000, CreateSchedulerJobs1700000000100, AddOutboxClaims1700000000200];
