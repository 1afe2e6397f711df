import { runServiceMain } from '@sitespark/service-kit';
import { renderService } from './index.ts';

await runServiceMain(renderService);
