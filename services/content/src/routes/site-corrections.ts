import { contentRoutes } from '@sitespark/contracts';
import { bindRoute, type ServiceApp } from '@sitespark/service-kit';
import { deleteSiteCorrection } from '../domain/delete-site-correction.ts';
import { getKitSiteFacts } from '../domain/get-kit-site-facts.ts';
import { listSiteCorrections } from '../domain/list-site-corrections.ts';
import { saveSiteCorrection } from '../domain/save-site-correction.ts';
import type { KitRepository } from '../persistence/kit-repository.ts';
import type { SiteCorrectionRepository } from '../persistence/site-correction-repository.ts';

export interface SiteCorrectionRouteDeps {
  corrections: SiteCorrectionRepository;
  kits: Pick<KitRepository, 'findOwned'>;
  /** Relays the changed list (on the outbox with the change) now rather than at the relay's next poll. */
  flushOutbox?: () => void;
}

export function registerSiteCorrectionRoutes(app: ServiceApp, deps: SiteCorrectionRouteDeps): void {
  bindRoute(app, contentRoutes.getKitSiteFacts, async ({ identity, params }) => getKitSiteFacts(deps, { userId: identity.userId, kitId: params.id }));

  bindRoute(app, contentRoutes.listSiteCorrections, async ({ identity, query }) => listSiteCorrections(deps, { userId: identity.userId, url: query.url }));

  bindRoute(app, contentRoutes.saveSiteCorrection, async ({ identity, body, request, reply }) => {
    const saved = await saveSiteCorrection(deps, { userId: identity.userId, request: body });
    request.log.info({ userId: identity.userId, site: saved.site, correctionId: saved.id, field: saved.field, action: saved.action }, 'site correction kept');
    deps.flushOutbox?.();
    return reply.status(201).send(saved);
  });

  bindRoute(app, contentRoutes.deleteSiteCorrection, async ({ identity, params, request, reply }) => {
    await deleteSiteCorrection(deps, { userId: identity.userId, id: params.id });
    request.log.info({ userId: identity.userId, correctionId: params.id }, 'site correction withdrawn');
    deps.flushOutbox?.();
    return reply.status(204).send();
  });
}
