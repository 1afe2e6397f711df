import { kitEntities, kitMigrations } from '@sitespark/service-kit';
import { GenerationRecord, SavedSnippetRecord } from './entities.ts';
import { CreateGenerationsAndSnippets1700000004000 } from './migrations/1700000004000-create-generations-and-snippets.ts';
import { GenerationModelUsage1700000004100 } from './migrations/1700000004100-generation-model-usage.ts';

export const contentEntities = [...kitEntities, GenerationRecord, SavedSnippetRecord];
export const contentMigrations = [...kitMigrations, CreateGenerationsAndSnippets1700000004000, GenerationModelUsage1700000004100];
