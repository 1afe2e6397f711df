import { authService } from '@sitespark/auth';
import { billingService } from '@sitespark/billing';
import { contentService } from '@sitespark/content';
import { mediaService } from '@sitespark/media';
import { renderService } from '@sitespark/render';
import type { ServiceName } from '@sitespark/contracts';
import type { ServiceDefinition } from '@sitespark/service-kit';

/** What npm start runs for each service of the contracts: one entry per name, no more, no fewer. */
export const serviceDefinitions = {
  auth: authService,
  billing: billingService,
  content: contentService,
  media: mediaService,
  render: renderService,
} satisfies Record<ServiceName, { name: string }> as unknown as Readonly<Record<ServiceName, ServiceDefinition>>;
