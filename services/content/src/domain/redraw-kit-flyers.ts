import type { Flyers, GenerationResult } from '@sitespark/contracts';
import { keyFromMediaUrl, undoableWrites, type Logger, type ObjectStore } from '@sitespark/service-kit';
import type { SiteModel } from '@sitespark/site-model';
import type { KitCompute } from '../adapters/compute/kit-compute.ts';
import type { KitRepository, KitUpdateFields } from '../persistence/kit-repository.ts';
import { createFlyers, type FlyerContent } from './create-flyers.ts';
import type { KeptKit } from './get-kit.ts';

export interface RedrawKitFlyersDeps {
  store: Pick<ObjectStore, 'put' | 'delete'>;
  compute: Pick<KitCompute, 'renderFlyerSvgs'>;
  kits: Pick<KitRepository, 'keysUsedElsewhere'>;
  logger?: Pick<Logger, 'warn'>;
  /** Runs once the redrawn flyers were kept and the old ones deleted (content announces its new storage). */
  afterRedraw?: (userId: string) => Promise<void>;
}

/** What a new kit's flyers are drawn from (generate-marketing-kit.ts): the site and the kit's copy. */
export function flyerContentOf(site: SiteModel, content: GenerationResult): FlyerContent {
  return {
    name: site.name,
    headline: content.websiteCopy.hero,
    copy: content.websiteCopy.subheading,
    cta: content.adCopy.cta || content.websiteCopy.callToAction,
    domain: site.domain,
    features: site.features.map((f) => f.name),
    colors: site.brand.colors,
    language: site.language,
  };
}

const flyerTexts = (content: GenerationResult) => [content.websiteCopy.hero, content.websiteCopy.subheading, content.adCopy.cta || content.websiteCopy.callToAction];

/** Does the edited kit show other texts on its flyers than the kept one? */
export function flyerTextsChanged(before: GenerationResult, after: GenerationResult): boolean {
  const old = flyerTexts(before);
  return flyerTexts(after).some((text, i) => text !== old[i]);
}

const flyerKeysOf = (flyers: Flyers | null | undefined): string[] =>
  (flyers?.flyers ?? []).map((flyer) => keyFromMediaUrl(flyer.downloadUrl)).filter((key): key is string => key !== null);

type SavedFields = Pick<KitUpdateFields, 'content' | 'objectKeys' | 'thumbnailUrl'>;

/**
 * Saves the edited kit (`save`) with its flyers redrawn when one of their texts changed: the new
 * flyers are stored first and recorded in the kit's object keys in the same revision; when saving
 * fails they are deleted and the old ones stay, and once it succeeded the old ones are deleted
 * (unless another kit or snippet of the user still shows them). A kit without flyers, or kept
 * before its site model was stored, is saved as it is.
 */
export async function saveWithRedrawnFlyers<T>(
  deps: RedrawKitFlyersDeps | undefined,
  input: { kept: KeptKit; content: GenerationResult },
  save: (fields: SavedFields) => Promise<T>,
): Promise<{ saved: T; redrawn: boolean }> {
  const { kept, content } = input;
  const plain = { content: content as unknown as Record<string, unknown> };
  if (!deps || !kept.siteModel || !content.flyers?.flyers.length || !flyerTextsChanged(kept.content, content)) return { saved: await save(plain), redrawn: false };

  const writes = undoableWrites(deps.store as ObjectStore);
  let flyers: Flyers;
  try {
    flyers = await createFlyers(
      { store: writes.store, renderSvgs: (flyerContent) => deps.compute.renderFlyerSvgs(flyerContent) },
      { userId: kept.userId, content: flyerContentOf(kept.siteModel, content) },
    );
  } catch (error) {
    await writes.undo();
    throw error;
  }
  const oldKeys = flyerKeysOf(content.flyers);
  const retired = new Set(oldKeys);
  const objectKeys = [...kept.objectKeys.filter((key) => !retired.has(key)), ...flyerKeysOf(flyers)];
  const oldThumbnail = kept.thumbnail !== null && content.flyers.flyers.some((flyer) => flyer.downloadUrl === kept.thumbnail);
  let saved: T;
  try {
    saved = await save({
      content: { ...content, flyers } as unknown as Record<string, unknown>,
      objectKeys,
      ...(oldThumbnail ? { thumbnailUrl: flyers.flyers[0]?.downloadUrl ?? null } : {}),
    });
  } catch (error) {
    await writes.undo();
    throw error;
  }
  // Only the user's own objects this kit alone shows; a failure leaves a stray file, never a broken kit.
  const own = oldKeys.filter((key) => key.split('/')[1] === kept.userId);
  try {
    const elsewhere = await deps.kits.keysUsedElsewhere(kept.userId, kept.id, own);
    await Promise.all(own.filter((key) => !elsewhere.has(key)).map((key) => deps.store.delete(key)));
  } catch (error) {
    deps.logger?.warn({ err: error, kitId: kept.id, keys: own }, 'the replaced flyers could not be deleted');
  }
  await deps.afterRedraw?.(kept.userId);
  return { saved, redrawn: true };
}
