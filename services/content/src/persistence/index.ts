import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { GenerationRecord, KitRevisionRecord, KitShareRecord, SavedSnippetRecord } from './entities.ts';
import { CreateGenerationsAndSnippets1700000004000 } from './migrations/1700000004000-create-generations-and-snippets.ts';
import { GenerationModelUsage1700000004100 } from './migrations/1700000004100-generation-model-usage.ts';
import { KitsKept1700000004200 } from './migrations/1700000004200-kits-kept.ts';
import { PostingPlans1700000004310 } from './migrations/1700000004310-posting-plans.ts';
import { KitVideos1700000004400 } from './migrations/1700000004400-kit-videos.ts';
import { StorageUsage1700000004500 } from './migrations/1700000004500-storage-usage.ts';
import { SiteCorrections1700000004600 } from './migrations/1700000004600-site-corrections.ts';
import { UserRequestHits1700000004700 } from './migrations/1700000004700-user-request-hits.ts';
import { AnnounceSiteCorrections1700000004800 } from './migrations/1700000004800-announce-site-corrections.ts';
import { PlanRecord } from './plan-entity.ts';
import { SiteCorrectionRecord } from './site-correction-entity.ts';

export const contentEntities = [...kitEntities, GenerationRecord, SavedSnippetRecord, KitRevisionRecord, KitShareRecord, PlanRecord, SiteCorrectionRecord];
export const contentMigrations = [...kitMigrations, CreateGenerationsAndSnippets1700000004000, GenerationModelUsage1700000004100, KitsKept1700000004200, PostingPlans1700000004310, KitVideos1700000004400, StorageUsage1700000004500, SiteCorrections1700000004600, UserRequestHits1700000004700, AnnounceSiteCorrections1700000004800];
