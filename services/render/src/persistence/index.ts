import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { LatestScreenshotsRecord, RenderJobRecord } from './entities.ts';
import { CreateRenderJobs1700000005000 } from './migrations/1700000005000-create-render-jobs.ts';
import { VideoLibrary1700000013000 } from './migrations/1700000013000-video-library.ts';
import { RenderJobKit1700000014000 } from './migrations/1700000014000-render-job-kit.ts';
import { RenderRequestHits1700000015000 } from './migrations/1700000015000-render-request-hits.ts';
import { SiteCorrections1700000016000 } from './migrations/1700000016000-site-corrections.ts';
import { SiteCampaigns1700000017000 } from './migrations/1700000017000-site-campaigns.ts';
import { SiteCampaignsNone1700000017100 } from './migrations/1700000017100-site-campaigns-none.ts';

export const renderEntities = [...kitEntities, RenderJobRecord, LatestScreenshotsRecord];
export const renderMigrations = [...kitMigrations, CreateRenderJobs1700000005000, VideoLibrary1700000013000, RenderJobKit1700000014000, RenderRequestHits1700000015000, SiteCorrections1700000016000, SiteCampaigns1700000017000, SiteCampaignsNone1700000017100];
