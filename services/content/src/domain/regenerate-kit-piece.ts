import type { GenerationResult, KitChange, KitRegenerateRequest, PostScore, RegenerateInstruction, Claim } from '@sitespark/contracts';
import { morePosts, writesIn } from '@sitespark/copy';
import { AppError, type Logger } from '@sitespark/service-kit';
import { adTextFits, audiencePhrase, fitsPlatform, parseInstructions, readCampaign, type KitLanguage, type UserInstructions } from '@sitespark/site-model';
import type { KitCompute } from '../adapters/compute/kit-compute.ts';
import type { ContentGenerator, GeneratedCopy } from '../adapters/content-generator.ts';
import type { GenerationRepository } from '../persistence/generation-repository.ts';
import type { KitRepository } from '../persistence/kit-repository.ts';
import { checkModelBudget } from './check-model-budget.ts';
import { getKit, type KeptKit } from './get-kit.ts';
import { applyTextEdits, readPath, type KitPiece, pieceAt } from './kit-paths.ts';
import { reassembleKit } from './reassemble-kit.ts';
import { saveWithRedrawnFlyers, type RedrawKitFlyersDeps } from './redraw-kit-flyers.ts';
import { obeys, rewriteByRule, wordOverlap } from './rewrite-instructions.ts';

export interface RegenerateKitPieceDeps {
  kits: Pick<KitRepository, 'findOwned' | 'update'>;
  generator: Pick<ContentGenerator, 'kind' | 'rewrite'>;
  compute: Pick<KitCompute, 'assembleKit' | 'writeBuiltinCopy'>;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** The daily model budget (OPENAI_DAILY_TOKENS_PER_USER) and what was spent; rewrites by the model count against it. */
  modelBudget?: { dailyTokens: number | null; generations: Pick<GenerationRepository, 'modelTokensSince'> };
  /** Redraws the flyers when a text they show is rewritten; absent, flyers are left as they are. */
  flyers?: RedrawKitFlyersDeps;
}

export interface RegeneratedPiece {
  changes: KitChange[];
  grounding: Claim[];
  score: PostScore | null;
  revision: number;
  kit: KeptKit;
}

/** How many other versions the built-in writer writes (each with another seed) before the rule-based rewrite. */
const builtinVersions = 6;

const instructionWords: Record<RegenerateInstruction, string> = {
  shorter: 'Make it clearly shorter: at most 90% of the current length in characters, keeping the key fact and the call to action.',
  longer: 'Make it clearly longer: at least 10% more characters, adding another concrete fact from the site, never filler.',
  'more casual': 'Make it more casual: relaxed and conversational, with contractions and a friendly tone.',
  'more formal': 'Make it more formal: professional and polished, no contractions, no exclamation marks, no emoji.',
  'another angle': 'Write it from another angle: lead with a different fact or benefit of the site, in mostly different words.',
};

/** The writer's tone for the rewrite, from the instruction, over the user's own instructions. */
function briefInstructions(kept: KeptKit, instruction: RegenerateInstruction | undefined): UserInstructions {
  const parsed = parseInstructions(kept.request.customPrompt, kept.request.targetAudience);
  if (instruction === 'more casual') return { ...parsed, tone: 'casual', address: parsed.address ?? 'informal' };
  if (instruction === 'more formal') return { ...parsed, tone: 'formal', address: parsed.address ?? 'formal' };
  return parsed;
}

function labelOf(piece: KitPiece, content: GenerationResult): string {
  switch (piece.kind) {
    case 'post':
      return `a ${content.socialPlatforms[piece.platformIndex]?.platform ?? 'social'} post`;
    case 'email':
      return piece.sequence ? `an email of the ${piece.sequence} sequence (its subject and body)` : 'the campaign email (its subject and body)';
    case 'ad':
      return piece.index === null ? `the ad's ${piece.field}` : `an ad ${piece.field.replace(/s$/, '')} variation`;
    case 'website':
      return `the website's ${piece.block} block`;
  }
}

/** The versions of the piece in another copy of the kit, as texts by the piece's paths. */
function versionsIn(copy: GeneratedCopy, piece: KitPiece, content: GenerationResult): string[][] {
  switch (piece.kind) {
    case 'post': {
      const platform = content.socialPlatforms[piece.platformIndex]?.platform;
      const posts = copy.social.find((p) => p.platform === platform)?.options ?? [];
      // Its own option first: the same slot of the other version is the closest rewrite.
      return [posts[piece.option], ...posts.filter((_, i) => i !== piece.option)].filter((t): t is string => !!t).map((t) => [t]);
    }
    case 'email': {
      if (!piece.sequence) return [[copy.emailCopy.subject, copy.emailCopy.body]];
      const list = copy.emailCopy.sequences[piece.sequence];
      return [list[piece.index], ...list.filter((_, i) => i !== piece.index)].filter((m) => !!m).map((m) => [m!.subject, m!.body]);
    }
    case 'ad': {
      if (piece.index === null) return [[copy.adCopy[piece.field as 'headline' | 'description' | 'cta']]];
      const list = copy.adCopy.variations[piece.field as 'headlines' | 'descriptions' | 'ctas'];
      return [list[piece.index], ...list.filter((_, i) => i !== piece.index)].filter((t): t is string => !!t).map((t) => [t]);
    }
    case 'website':
      return [[copy.websiteCopy[piece.block]]];
  }
}

/** The kit's other texts of the same kind, which a new version must not repeat. */
function siblingsOf(piece: KitPiece, content: GenerationResult): string[] {
  switch (piece.kind) {
    case 'post':
      return content.socialPlatforms.flatMap((p) => p.options).filter((_, i) => i !== piece.platformIndex * 3 + piece.option);
    case 'email':
      return [content.emailCopy.body, ...Object.values(content.emailCopy.sequences).flat().map((m) => m.body)];
    case 'ad':
      return piece.index === null ? [] : content.adCopy.variations[piece.field as 'headlines'].filter((_, i) => i !== piece.index);
    case 'website':
      return Object.values(content.websiteCopy);
  }
}

/** Does the text keep the piece's hard limits (a network's length, an ad format's)? */
function fitsLimits(piece: KitPiece, content: GenerationResult, texts: string[], old: string[]): boolean {
  if (piece.kind === 'post') {
    const platform = content.socialPlatforms[piece.platformIndex]?.platform;
    return !platform || fitsPlatform(texts[0]!, platform);
  }
  if (piece.kind === 'ad' && (piece.field === 'headlines' || piece.field === 'descriptions')) {
    const format = piece.field === 'headlines' ? 'googleHeadline' : 'googleDescription';
    return !adTextFits(old[0]!, format) || adTextFits(texts[0]!, format);
  }
  return true;
}

/** The text the instruction is measured on: an email's body, any other piece's one text. */
const measured = (piece: KitPiece, texts: string[]) => (piece.kind === 'email' ? texts[1]! : texts[0]!);

/**
 * Writes one piece of a kept kit again with the kit's writer (the model when one is configured,
 * else the built-in writer with other seeds), keeps the first version that differs and does what
 * the instruction asks (measured: see rewrite-instructions.ts), falls back to rewriting the text by
 * rule, and stores it as a revision with the kit's grounding and scores recomputed (and its flyers
 * redrawn when the piece is a text they show).
 */
export async function regenerateKitPiece(deps: RegenerateKitPieceDeps, input: { userId: string; kitId: string; request: KitRegenerateRequest }): Promise<RegeneratedPiece> {
  const kept = await getKit(deps, input);
  const { instruction, path } = input.request;
  const piece = pieceAt(kept.content, path);
  if (!kept.siteModel) {
    throw new AppError('CONFLICT', 'This kit was kept before pieces could be regenerated: edit the text instead, or generate a new kit.');
  }
  const site = kept.siteModel;
  const language: KitLanguage = site.language;
  const old = piece.paths.map((p) => readPath(kept.content, p) as string);
  const siblings = new Set(siblingsOf(piece, kept.content).map((t) => t.trim().toLowerCase()));
  const acceptable = (texts: string[]) =>
    texts.length === old.length &&
    texts.every((t) => t.trim().length > 0) &&
    !siblings.has(measured(piece, texts).trim().toLowerCase()) &&
    obeys(instruction, measured(piece, old), measured(piece, texts), language) &&
    fitsLimits(piece, kept.content, texts, old);

  const instructions = briefInstructions(kept, instruction);
  const brief = {
    site,
    instructions,
    customPrompt: kept.request.customPrompt,
    targetAudience: kept.request.targetAudience,
    audiencePhrase: audiencePhrase(kept.request.targetAudience, language),
    campaign: readCampaign(kept.request.customPrompt, kept.request.targetAudience, language),
    snippets: kept.request.siteSnips.map((s) => ({ description: s.description, image: null })),
  };

  let chosen: string[] | null = null;
  let modelTokens = 0;
  const seen: string[][] = [];
  if (deps.generator.kind === 'openai' && deps.generator.rewrite) {
    const budget = deps.modelBudget;
    if (budget && budget.dailyTokens !== null) await checkModelBudget(budget, { userId: input.userId, dailyTokens: budget.dailyTokens });
    try {
      const answer = await deps.generator.rewrite(brief, {
        label: labelOf(piece, kept.content),
        texts: piece.paths.map((p, i) => ({ path: p, text: old[i]! })),
        instruction: instruction ? instructionWords[instruction] : null,
        avoid: [...siblings],
      });
      modelTokens = answer.tokens;
      const texts = piece.paths.map((p) => answer.texts.find((t) => t.path === p)?.text ?? '');
      if (texts.every(Boolean)) seen.push(texts);
      if (acceptable(texts)) chosen = texts;
    } catch (error) {
      deps.logger?.warn({ err: error, kitId: kept.id, path }, "the model could not rewrite the piece; the built-in writer's versions are used");
    }
  }
  for (let variation = 1; !chosen && variation <= builtinVersions; variation++) {
    const copy = await deps.compute.writeBuiltinCopy({ ...brief, snippets: brief.snippets.map((s) => ({ description: s.description })), variation });
    for (const texts of versionsIn(copy, piece, kept.content)) {
      seen.push(texts);
      if (acceptable(texts)) {
        chosen = texts;
        break;
      }
    }
  }
  // The brief-first writer's further posts on the same campaign: another opening, detail, review or point.
  if (!chosen && piece.kind === 'post' && writesIn(language)) {
    const platform = kept.content.socialPlatforms[piece.platformIndex]?.platform;
    for (const text of platform ? morePosts(brief, platform) : []) {
      seen.push([text]);
      if (acceptable([text])) {
        chosen = [text];
        break;
      }
    }
  }
  if (!chosen) {
    const others = seen.map((texts) => measured(piece, texts));
    const ruled = rewriteByRule(instruction, measured(piece, old), language, others);
    if (ruled) chosen = piece.kind === 'email' ? [old[0]!, ruled] : [ruled];
    else if (instruction === 'another angle' || instruction === undefined) {
      // The most different version written, when none shares at most half its words.
      const different = seen
        .filter((texts) => measured(piece, texts).trim() !== measured(piece, old).trim() && fitsLimits(piece, kept.content, texts, old))
        .sort((a, b) => wordOverlap(measured(piece, old), measured(piece, a), language) - wordOverlap(measured(piece, old), measured(piece, b), language));
      if (different[0] && instruction === undefined) chosen = different[0];
    }
  }
  if (!chosen) {
    throw new AppError('UNPROCESSABLE', `No new version of this piece could be written${instruction ? ` that is ${instruction}` : ''}. Try another instruction, or edit the text.`);
  }

  const { content, changes } = applyTextEdits(
    kept.content,
    piece.paths.map((p, i) => ({ path: p, value: chosen[i]! })),
  );
  const next = await reassembleKit(deps, kept, content);
  const { saved: revision } = await saveWithRedrawnFlyers(deps.flyers, { kept, content: next }, (fields) =>
    deps.kits.update(input.userId, input.kitId, kept.revision, fields, {
      kind: 'regenerate',
      changes,
      instruction: instruction ?? null,
      modelTokens,
    }),
  );
  const paths = new Set(piece.paths);
  const platform = piece.kind === 'post' ? next.socialPlatforms[piece.platformIndex]?.platform : undefined;
  return {
    changes,
    grounding: next.grounding.claims.filter((claim) => paths.has(claim.path)),
    score: piece.kind === 'post' ? (next.viralPredictor.posts.find((p) => p.platform === platform && p.option === piece.option + 1) ?? null) : null,
    revision,
    kit: await getKit(deps, input),
  };
}
