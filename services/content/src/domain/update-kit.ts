import type { KitChange, KitUpdate } from '@sitespark/contracts';
import { AppError } from '@sitespark/service-kit';
import type { KitCompute } from '../adapters/compute/kit-compute.ts';
import type { KitRepository, KitUpdateFields } from '../persistence/kit-repository.ts';
import { getKit, type KeptKit } from './get-kit.ts';
import { applyTextEdits, cleanKitLine } from './kit-paths.ts';
import { reassembleKit } from './reassemble-kit.ts';
import { saveWithRedrawnFlyers, type RedrawKitFlyersDeps } from './redraw-kit-flyers.ts';

export interface UpdateKitDeps {
  kits: Pick<KitRepository, 'findOwned' | 'update'>;
  compute: Pick<KitCompute, 'assembleKit'>;
  /** Redraws the flyers when their texts change; absent, flyers are left as they are. */
  flyers?: RedrawKitFlyersDeps;
}

/**
 * Renames the kit and/or replaces texts by path; scores and grounding are recomputed from the new
 * texts, the flyers are redrawn when a text they show changed, and the change is kept as one
 * revision (undo is another edit back, so nothing is lost).
 * A request that changes nothing makes no revision.
 */
export async function updateKit(deps: UpdateKitDeps, input: { userId: string; kitId: string; update: KitUpdate }): Promise<KeptKit> {
  const kept = await getKit(deps, input);
  const { content, changes } = applyTextEdits(kept.content, input.update.edits ?? []);
  const name = input.update.name === undefined ? undefined : cleanKitLine(input.update.name);
  if (name === '') throw new AppError('VALIDATION', 'A kit name cannot be empty');
  const renamed = name !== undefined && name !== kept.name;
  if (!renamed && changes.length === 0) return kept;
  const nameChange: KitChange[] = renamed ? [{ path: 'name', oldValue: kept.name, newValue: name }] : [];
  const next = changes.length > 0 ? await reassembleKit(deps, kept, content) : null;
  const save = (fields: KitUpdateFields) =>
    deps.kits.update(
      input.userId,
      input.kitId,
      kept.revision,
      { ...(renamed ? { name } : {}), ...fields },
      { kind: changes.length > 0 ? 'edit' : 'rename', changes: [...nameChange, ...changes], instruction: null },
    );
  if (next) await saveWithRedrawnFlyers(deps.flyers, { kept, content: next }, save);
  else await save({});
  return getKit(deps, input);
}
