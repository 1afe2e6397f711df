import { runServiceMain } from '@sitespark/service-kit';
import { mediaService } from './index.ts';

await runServiceMain(mediaService);
