import { runServiceMain } from '@sitespark/service-kit';
import { authService } from './index.ts';

await runServiceMain(authService);
