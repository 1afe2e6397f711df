import { contentSiteCorrectionsChangedV1, parseEventData } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';
import type { SiteCorrectionCopyRepository } from '../persistence/site-correction-repository.ts';

/**
 * Keeps render's copy of each user's corrections of each site as content announces them, so the
 * studios' videos say what the owner corrected. Each event is the whole list: a late or repeated one
 * never replaces a newer list.
 */
export function keepSiteCorrections(deps: { bus: Bus; siteCorrections: Pick<SiteCorrectionCopyRepository, 'record'>; logger: Logger }): Promise<Subscription> {
  return deps.bus.subscribe({
    subject: contentSiteCorrectionsChangedV1.subject,
    durable: 'render-site-corrections',
    maxDeliver: 10,
    handler: async (message) => {
      const event = parseEventData(contentSiteCorrectionsChangedV1, message.data);
      const kept = await deps.siteCorrections.record({ userId: event.userId, site: event.site, corrections: event.corrections, changedAt: new Date(event.changedAt) });
      deps.logger.debug({ userId: event.userId, site: event.site, corrections: event.corrections.length, kept }, 'site corrections copied');
    },
    onDeadLetter: (message, error) => deps.logger.error({ err: error, messageId: message.id }, 'site corrections could not be copied'),
  });
}
