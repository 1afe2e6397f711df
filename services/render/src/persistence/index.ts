import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { LatestScreenshotsRecord, RenderJobRecord } from './entities.ts';
import { CreateRenderJobs1700000005000 } from './migrations/1700000005000-create-render-jobs.ts';

export const renderEntities = [...kitEntities, RenderJobRecord, LatestScreenshotsRecord];
export const renderMigrations = [...kitMigrations, CreateRenderJobs1700000005000];
