import { contentSiteCampaignChangedV1, parseEventData } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';
import type { SiteCampaignCopyRepository } from '../persistence/site-campaign-repository.ts';

/**
 * Keeps render's copy of the campaign of each user's latest kit of each site as content announces
 * it, so the studios' videos say what the owner's kit promotes. A late or repeated event never
 * replaces a newer campaign.
 */
export function keepSiteCampaigns(deps: { bus: Bus; siteCampaigns: Pick<SiteCampaignCopyRepository, 'record'>; logger: Logger }): Promise<Subscription> {
  return deps.bus.subscribe({
    subject: contentSiteCampaignChangedV1.subject,
    durable: 'render-site-campaigns',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(contentSiteCampaignChangedV1, message.data);
      const kept = await deps.siteCampaigns.record({ userId: event.userId, site: event.site, kitId: event.kitId, campaign: event.campaign, changedAt: new Date(event.changedAt) });
      deps.logger.debug({ userId: event.userId, site: event.site, kitId: event.kitId, kept }, 'site campaign copied');
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'site campaign could not be copied'),
  });
}
