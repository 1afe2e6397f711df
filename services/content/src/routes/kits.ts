import { contentRoutes } from '@sitespark/contracts';
import { bindRoute, verifyClientAddress, type ObjectStore, type ServiceApp } from '@sitespark/service-kit';
import type { FastifyRequest } from 'fastify';
import type { KitCompute } from '../adapters/compute/kit-compute.ts';
import type { ContentGenerator } from '../adapters/content-generator.ts';
import { deleteKit } from '../domain/delete-kit.ts';
import { getKitWithVideos } from '../domain/get-kit.ts';
import { checkUserRate, type UserRateLimiters } from '../domain/check-user-rate.ts';
import { getSharedKit, getSharedKitFile, type SharedKitLimiters } from '../domain/get-shared-kit.ts';
import { toKitResponse } from '../domain/kit-view.ts';
import { listKitRevisions } from '../domain/list-kit-revisions.ts';
import { listKits } from '../domain/list-kits.ts';
import { regenerateKitPiece } from '../domain/regenerate-kit-piece.ts';
import { revokeKitShare } from '../domain/revoke-kit-share.ts';
import { shareKit } from '../domain/share-kit.ts';
import { updateKit } from '../domain/update-kit.ts';
import type { GenerationRepository } from '../persistence/generation-repository.ts';
import type { KitRepository } from '../persistence/kit-repository.ts';
import type { KitVideoRepository } from '../persistence/kit-video-repository.ts';

export interface KitRouteDeps {
  kits: KitRepository;
  kitVideos: Pick<KitVideoRepository, 'listByKit'>;
  store: ObjectStore;
  generator: ContentGenerator;
  compute: Pick<KitCompute, 'assembleKit' | 'writeBuiltinCopy' | 'renderFlyerSvgs'>;
  sharedLimiters: SharedKitLimiters;
  userLimiters: Pick<UserRateLimiters, 'regenerate'>;
  publicOrigin: string | null;
  internalSecret: string;
  modelBudget: { dailyTokens: number | null; generations: Pick<GenerationRepository, 'modelTokensSince'> };
  /** Announces the user's content bytes to media after objects were stored or deleted (never rejects). */
  contentStorageChanged?: (userId: string) => Promise<void>;
}

const imageTypes = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']);
// Flyers embed their font as a data: URL; nothing else may load or run.
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";

export function registerKitRoutes(app: ServiceApp, deps: KitRouteDeps): void {
  /** The address the gateway signed; a direct call on the service's port is counted by its peer address. */
  const clientAddressOf = (request: FastifyRequest) => verifyClientAddress(request.headers, deps.internalSecret) ?? request.socket.remoteAddress ?? 'unknown';

  const flyersOf = (request: FastifyRequest) => ({ store: deps.store, compute: deps.compute, kits: deps.kits, logger: request.log, afterRedraw: deps.contentStorageChanged });

  bindRoute(app, contentRoutes.listKits, async ({ identity, query }) => listKits(deps, { userId: identity.userId, query }));

  bindRoute(app, contentRoutes.getKit, async ({ identity, params }) => {
    const { kit, videos } = await getKitWithVideos(deps, { userId: identity.userId, kitId: params.id });
    return toKitResponse(kit, videos);
  });

  bindRoute(app, contentRoutes.updateKit, async ({ identity, params, body, request }) => {
    const kit = await updateKit({ ...deps, flyers: flyersOf(request) }, { userId: identity.userId, kitId: params.id, update: body });
    request.log.info({ userId: identity.userId, kitId: kit.id, revision: kit.revision }, 'kit updated');
    return toKitResponse(kit);
  });

  bindRoute(app, contentRoutes.deleteKit, async ({ identity, params, request, reply }) => {
    const { objectsDeleted } = await deleteKit(deps, { userId: identity.userId, kitId: params.id });
    request.log.info({ userId: identity.userId, kitId: params.id, objectsDeleted }, 'kit deleted');
    await deps.contentStorageChanged?.(identity.userId);
    return reply.status(204).send();
  });

  bindRoute(app, contentRoutes.regenerateKitPiece, async ({ identity, params, body, request }) => {
    await checkUserRate(deps.userLimiters.regenerate, { userId: identity.userId });
    const result = await regenerateKitPiece({ ...deps, logger: request.log, flyers: flyersOf(request) }, { userId: identity.userId, kitId: params.id, request: body });
    request.log.info({ userId: identity.userId, kitId: params.id, path: body.path, instruction: body.instruction ?? null, revision: result.revision }, 'kit piece regenerated');
    return { changes: result.changes, grounding: result.grounding, score: result.score, revision: result.revision, kit: toKitResponse(result.kit) };
  });

  bindRoute(app, contentRoutes.listKitRevisions, async ({ identity, params }) => listKitRevisions(deps, { userId: identity.userId, kitId: params.id }));

  bindRoute(app, contentRoutes.shareKit, async ({ identity, params, request, reply }) => {
    const link = await shareKit(deps, { userId: identity.userId, kitId: params.id });
    request.log.info({ userId: identity.userId, kitId: params.id }, 'kit shared');
    return reply.status(201).send(link);
  });

  bindRoute(app, contentRoutes.unshareKit, async ({ identity, params, request, reply }) => {
    const { revoked } = await revokeKitShare(deps, { userId: identity.userId, kitId: params.id });
    request.log.info({ userId: identity.userId, kitId: params.id, revoked }, 'kit share link revoked');
    return reply.status(204).send();
  });

  const sharedDeps = { kits: deps.kits, limiters: deps.sharedLimiters, store: deps.store };

  bindRoute(app, contentRoutes.getSharedKit, async ({ params, request, reply }) => {
    const kit = await getSharedKit(sharedDeps, { token: params.token, clientAddress: clientAddressOf(request) });
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return kit;
  });

  bindRoute(app, contentRoutes.getSharedKitFile, async ({ params, request, reply }) => {
    const file = await getSharedKitFile(sharedDeps, { token: params.token, index: params.index, clientAddress: clientAddressOf(request) });
    reply
      .header('content-type', imageTypes.has(file.contentType) ? file.contentType : 'application/octet-stream')
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin');
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', svgPolicy);
    return reply.send(file.body);
  });
}
