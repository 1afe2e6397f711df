import { runServiceMain } from '@sitespark/service-kit';
import { billingService } from './index.ts';

await runServiceMain(billingService);
