import { isBriefSource, type GenerationResult, type Kit, type KitSummary, type KitVideo, type SharedKit } from '@sitespark/contracts';
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

/**
 * The kit's own stored objects a share link may serve, in a fixed order (a file's index is its place):
 * its flyers only. Snippet images are the owner's uploads (part of the request), never the kit.
 */
export function sharedObjectKeys(kept: KeptKit): string[] {
  const keys = new Set<string>();
  const snippets = new Set(kept.request.siteSnips.map((snip) => keyFromMediaUrl(snip.imageUrl)).filter((key) => key !== null));
  for (const flyer of kept.content.flyers?.flyers ?? []) {
    const key = keyFromMediaUrl(flyer.downloadUrl);
    if (key && key.split('/')[1] === kept.userId && !snippets.has(key)) keys.add(key);
  }
  return [...keys];
}

/** A claim's source in the owner's brief, snippets or corrections quotes the request: the shared view keeps only where it stands. */
const requestSourceWheres = new Set(['snippet', 'your correction']);

/**
 * The kit read-only for a share link: the copy and flyers, without the owner's request details (prompt,
 * audience, the brief read as a campaign, the instructions checked, snippet images and descriptions,
 * how it was built), writer diagnostics or ids; flyers addressed through the link (a signed-out viewer
 * cannot read /api/media).
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
  delete content.campaign;
  if (content.flyers) content.flyers.flyers = content.flyers.flyers.map((flyer) => ({ ...flyer, downloadUrl: through(flyer.downloadUrl) }));
  if (content.videoContent) {
    // Its pictures are the owner's snippets (also inlined in the template): the script stays, the pictures do not.
    content.videoContent.sections = content.videoContent.sections.map((section) => ({ ...section, image: '' }));
    content.videoContent.slideshowData.screenshots = content.videoContent.slideshowData.screenshots.map(() => '');
    content.videoContent.htmlTemplate = '';
  }
  content.instructions = { honoured: [], notHonoured: [] };
  content.builtFrom = '';
  content.grounding = {
    ...content.grounding,
    claims: content.grounding.claims.map((claim) =>
      claim.source && (isBriefSource(claim.source) || requestSourceWheres.has(claim.source.where)) ? { ...claim, source: { ...claim.source, text: '' } } : claim,
    ),
  };
  content.writer = { ...content.writer, notices: [], usage: null };
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
