import type { GenerationResult, Kit, KitSummary, KitVideo, SharedKit } from '@sitespark/contracts';
import { cleanAllText, keyFromMediaUrl, mediaUrl } from '@sitespark/service-kit';
import type { KitVideoLink } from '../persistence/kit-video-repository.ts';
import type { KeptKit } from './get-kit.ts';

/** A video rendered from the kit, as the kit page lists it (it plays from, and is managed in, "Your videos"). */
export function toKitVideo(link: KitVideoLink): KitVideo {
  return {
    id: link.jobId,
    url: mediaUrl(link.videoKey),
    thumbnailUrl: link.thumbnailKey ? mediaUrl(link.thumbnailKey) : null,
    duration: link.duration,
    createdAt: link.createdAt.toISOString(),
  };
}

/**
 * The kit as GET /api/kits/:id answers it: its content at the top (so paths read as the result tabs
 * do) and `kit`, with the videos rendered from it when they were read.
 */
export function toKitResponse(kept: KeptKit, videos?: readonly KitVideoLink[]): Kit {
  return {
    ...kept.content,
    kit: {
      id: kept.id,
      name: kept.name,
      url: kept.url,
      siteName: kept.siteName,
      type: kept.type,
      language: kept.language,
      createdAt: kept.createdAt.toISOString(),
      thumbnail: kept.thumbnail,
      updatedAt: kept.updatedAt.toISOString(),
      revision: kept.revision,
      request: kept.request,
      share: kept.sharedAt ? { createdAt: kept.sharedAt.toISOString() } : null,
      canRegenerate: kept.siteModel !== null,
      ...(videos ? { videos: videos.map(toKitVideo) } : {}),
    },
  };
}

export function toKitSummary(kept: Pick<KeptKit, 'id' | 'name' | 'url' | 'siteName' | 'type' | 'language' | 'createdAt' | 'thumbnail'>): KitSummary {
  return {
    id: kept.id,
    name: kept.name,
    url: kept.url,
    siteName: kept.siteName,
    type: kept.type,
    language: kept.language,
    createdAt: kept.createdAt.toISOString(),
    thumbnail: kept.thumbnail,
  };
}

/** The kit's own stored objects (flyers, snippet images) a share link may serve, in a fixed order (a file's index is its place). */
export function sharedObjectKeys(kept: KeptKit): string[] {
  const keys = new Set<string>();
  const add = (address: string | null | undefined) => {
    const key = address ? keyFromMediaUrl(address) : null;
    if (key && key.split('/')[1] === kept.userId) keys.add(key);
  };
  for (const flyer of kept.content.flyers?.flyers ?? []) add(flyer.downloadUrl);
  for (const snip of kept.request.siteSnips) add(snip.imageUrl);
  for (const section of kept.content.videoContent?.sections ?? []) add(section.image);
  for (const shot of kept.content.videoContent?.slideshowData.screenshots ?? []) add(shot);
  return [...keys];
}

/**
 * The kit read-only for a share link: without the owner's request details, writer usage or ids, and
 * with the kit's own images addressed through the link (a signed-out viewer cannot read /api/media).
 */
export function toSharedKit(kept: KeptKit, token: string): SharedKit {
  const keys = sharedObjectKeys(kept);
  // Addressed by place, not key: a key names its owner's user id.
  const through = (address: string) => {
    const key = keyFromMediaUrl(address);
    const index = key ? keys.indexOf(key) : -1;
    return index >= 0 ? `/api/shared/${encodeURIComponent(token)}/files/${index}` : address;
  };
  const content: GenerationResult = structuredClone(kept.content);
  if (content.flyers) content.flyers.flyers = content.flyers.flyers.map((flyer) => ({ ...flyer, downloadUrl: through(flyer.downloadUrl) }));
  if (content.videoContent) {
    content.videoContent.sections = content.videoContent.sections.map((section) => ({ ...section, image: through(section.image) }));
    content.videoContent.slideshowData.screenshots = content.videoContent.slideshowData.screenshots.map(through);
  }
  content.writer = { ...content.writer, usage: null };
  // Shown to the owner's clients: a kit kept before site text was cleaned where it enters may still hold bidirectional overrides.
  return cleanAllText({
    ...content,
    kit: {
      name: kept.name,
      url: kept.url,
      siteName: kept.siteName,
      type: kept.type,
      language: kept.language,
      createdAt: kept.createdAt.toISOString(),
      updatedAt: kept.updatedAt.toISOString(),
    },
  });
}
