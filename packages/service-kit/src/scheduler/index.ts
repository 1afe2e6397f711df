export { createScheduler, type CreateSchedulerOptions, type JobContext, type JobHandler, type Scheduler } from './scheduler.ts';
export type { JobSchedule } from './schedule.ts';
export { CreateSchedulerJobs1700000000100, schedulerMigrations } from './postgres-job-store.ts';
