import { runServiceMain } from '@sitespark/service-kit';
import { contentService } from './index.ts';

await runServiceMain(contentService);
