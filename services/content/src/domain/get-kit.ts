import type { GenerationResult, KitRequestInfo } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { SiteModel } from '@sitespark/site-model';
import type { KitRepository, StoredKit } from '../persistence/kit-repository.ts';
import type { KitVideoLink, KitVideoRepository } from '../persistence/kit-video-repository.ts';

/** A kept kit as the use cases see it: its current content (edits applied) and metadata. */
export interface KeptKit {
  id: string;
  userId: string;
  name: string;
  url: string;
  siteName: string;
  /** The site type ('Restaurant', 'SaaS', ...). */
  type: string;
  language: GenerationResult['language']['code'];
  /** A flyer or snippet image address, or null. */
  thumbnail: string | null;
  generator: string;
  request: KitRequestInfo;
  content: GenerationResult;
  /** What the kit was written from; null for kits kept before it was stored (they cannot be rewritten). */
  siteModel: SiteModel | null;
  revision: number;
  /** Stored objects the kit wrote (flyers, uploaded snippet images). */
  objectKeys: string[];
  createdAt: Date;
  updatedAt: Date;
  /** When the active share link was made, or null when the kit is not shared. */
  sharedAt: Date | null;
}

export interface GetKitDeps {
  kits: Pick<KitRepository, 'findOwned'>;
}

/** Said for a missing kit and for another user's alike, so ids reveal nothing. */
export const kitNotFound = () => new AppError('NOT_FOUND', 'Kit not found');

function requestInfo(request: Record<string, unknown>, url: string): KitRequestInfo {
  const snips = Array.isArray(request.siteSnips) ? (request.siteSnips as Array<Record<string, unknown>>) : [];
  return {
    url: typeof request.url === 'string' ? request.url : url,
    customPrompt: typeof request.customPrompt === 'string' ? request.customPrompt : '',
    targetAudience: typeof request.targetAudience === 'string' ? request.targetAudience : '',
    includeVideo: request.includeVideo === true,
    siteSnips: snips.map((snip) => ({
      description: typeof snip.description === 'string' ? snip.description : '',
      imageUrl: typeof snip.imageUrl === 'string' ? snip.imageUrl : '',
    })),
  };
}

export function toKeptKit(stored: StoredKit): KeptKit {
  const content = stored.content as unknown as GenerationResult;
  return {
    id: stored.id,
    userId: stored.userId,
    name: stored.name,
    url: stored.url,
    siteName: stored.siteName,
    type: stored.siteType,
    language: content.language?.code ?? (stored.language as KeptKit['language']),
    thumbnail: stored.thumbnailUrl,
    generator: stored.generator,
    request: requestInfo(stored.request, stored.url),
    content,
    siteModel: stored.siteModel as unknown as SiteModel | null,
    revision: stored.revision,
    objectKeys: stored.objectKeys,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    sharedAt: stored.sharedAt,
  };
}

/** The user's kit with its current content; NOT_FOUND (404) for a missing kit or someone else's. */
export async function getKit(deps: GetKitDeps, input: { userId: string; kitId: string }): Promise<KeptKit> {
  const stored = await deps.kits.findOwned(input.userId, input.kitId);
  if (!stored) throw kitNotFound();
  return toKeptKit(stored);
}

export interface GetKitWithVideosDeps extends GetKitDeps {
  kitVideos: Pick<KitVideoRepository, 'listByKit'>;
}

/** The user's kit and the videos rendered from it, newest first (GET /api/kits/:id). */
export async function getKitWithVideos(deps: GetKitWithVideosDeps, input: { userId: string; kitId: string }): Promise<{ kit: KeptKit; videos: KitVideoLink[] }> {
  const kit = await getKit(deps, input);
  return { kit, videos: await deps.kitVideos.listByKit(input.userId, kit.id) };
}
