import type { KitSection, KitWriter, ModelUsage } from '@sitespark/contracts';
import pLimit from 'p-limit';
import type { Logger } from '@sitespark/service-kit';
import { generateBuiltinCopy } from '../builtin-generator.ts';
import { z } from 'zod';
import { withCampaign, type ContentGenerator, type GeneratedCopy, type GenerationBrief, type GenerationOutcome, type PieceRewrite, type PieceRewriteRequest } from '../content-generator.ts';
import { cleanSection, parseSection, readPiece, reviewSection, writePiece, type CheckContext } from './check-section.ts';
import { kitSectionSpecs, sectionOf, type SectionSpec } from './kit-sections.ts';
import { ModelCallError, ModelClient, type ModelAnswer, type ModelProbe, type ModelSettings } from './model-client.ts';
import type { ModelMetrics } from './model-metrics.ts';
import { buildPageDigest, countTokens, factById } from './page-digest.ts';
import { extractJson } from './extract-json.ts';
import { repairPrompt, systemPrompt, userPrompt } from './prompt.ts';

export interface ModelWriterOptions {
  settings: ModelSettings;
  /** The whole kit's model time; sections not written by then are the built-in writer's. */
  deadlineMs: number;
  digestTokenBudget: number;
  /** Sections asked for at once (a local server that runs one request at a time wants 1 or 2). */
  parallelSections: number;
  unsupportedClaims: 'mark' | 'remove';
  logger?: Logger;
  metrics?: ModelMetrics;
  /** The model server's client; by default one for `settings` (benchmarks pass one that answers in memory). */
  client?: ModelServer;
}

/** What the writer needs of a model server (ModelClient). */
export type ModelServer = Pick<ModelClient, 'model' | 'misconfigured' | 'complete' | 'probe' | 'describeCapabilities'>;

export interface ModelWriter extends ContentGenerator {
  /** Checks the key and the model once (GET /models); the result shows on /readyz and in the log. */
  probe(): Promise<ModelProbe>;
}

interface SectionOutcome {
  name: KitSection;
  part: Partial<GeneratedCopy>;
  writtenBy: 'model' | 'builtin';
  notices: string[];
  /** Why the built-in writer wrote it, in the user's words. */
  failure: string | null;
}

const maxImages = 5;

const RewriteAnswer = z.object({
  texts: z.array(z.object({ path: z.string().describe('the path exactly as given'), text: z.string().describe('the new text') })),
});

/** What a user is told when the model could not write a section (the log has the detail). */
function userReason(error: unknown): string {
  if (!(error instanceof ModelCallError)) return 'the AI model failed';
  switch (error.kind) {
    case 'misconfigured':
      return 'the AI model is not available right now';
    case 'rate-limited':
      return 'the AI model is busy (rate limited)';
    case 'timeout':
      return 'the AI model did not answer in time';
    case 'unavailable':
      return "the AI model's server did not answer";
    case 'rejected':
      return "the AI model's server rejected the request";
    case 'aborted':
      return 'the request was cancelled';
  }
}

/**
 * Writes the kit with an OpenAI-compatible model, one section per request, all in parallel. Each
 * answer is parsed tolerantly and checked (shape, limits, claims, the user's instructions); a
 * malformed answer gets one repair call that shows the model its answer and the error, failing
 * pieces are asked again once with the exact problems, and what still fails is fixed without the
 * model. A section the model cannot write at all (refused, cut off twice, rate limited, down,
 * silent, misconfigured) is written by the built-in writer and labelled so: no failure loses the kit.
 */
export function createModelWriter(options: ModelWriterOptions): ModelWriter {
  const { logger, metrics } = options;
  const client: ModelServer = options.client ?? new ModelClient(options.settings, logger);
  let probed: ModelProbe | null = null;
  // Shared by every kit this process writes: the server sees at most this many requests at once.
  const limit = pLimit(options.parallelSections);

  async function generate(given: GenerationBrief): Promise<GenerationOutcome> {
    const brief = withCampaign(given);
    const started = performance.now();
    const language = brief.site.language;
    const digest = buildPageDigest(brief.site, { tokenBudget: options.digestTokenBudget });
    const system = systemPrompt(brief, language);
    const images = brief.snippets.flatMap((s) => (s.image ? [s.image] : [])).slice(0, maxImages);
    const context: CheckContext = { site: brief.site, language, instructions: brief.instructions, campaign: brief.campaign ?? null, prompt: brief.customPrompt, unsupportedClaims: options.unsupportedClaims };
    let builtinCopy: GeneratedCopy | undefined;
    const builtin = () => (builtinCopy ??= generateBuiltinCopy(brief));

    const deadline = new AbortController();
    const deadlineTimer = setTimeout(
      () => deadline.abort(new ModelCallError(`the kit was not finished within ${Math.round(options.deadlineMs / 1000)} s (OPENAI_DEADLINE_MS)`, 'timeout')),
      options.deadlineMs,
    );
    let calls = 0;
    let inputTokens = 0;
    let outputTokens = 0;
    let answeredModel: string | null = null;
    const cited = new Set<string>();
    const unknownCitations = new Set<string>();

    const ask = async (spec: SectionSpec, user: string): Promise<ModelAnswer> => {
      calls++;
      const answer = await client.complete({ system, user, images, schema: spec.schema, schemaName: `kit_${spec.name}`, signal: deadline.signal });
      answeredModel = answer.model;
      // Servers that do not report usage are counted with the same tokenizer as the digest.
      inputTokens += answer.inputTokens || countTokens(system) + countTokens(user);
      outputTokens += answer.outputTokens || countTokens(answer.content);
      return answer;
    };

    const fallback = (spec: SectionSpec, reason: string, detail: unknown): SectionOutcome => {
      logger?.warn({ section: spec.name, model: client.model, reason: detail instanceof Error ? detail.message : String(detail) }, 'the model could not write a kit section; the built-in writer wrote it');
      return { name: spec.name, part: sectionOf(builtin(), spec.name), writtenBy: 'builtin', notices: [], failure: reason };
    };

    const writeSection = async (spec: SectionSpec): Promise<SectionOutcome> => {
      const user = userPrompt(brief, digest, spec, language);
      try {
        let answer = await ask(spec, user);
        let parsed = parseSection(spec, answer);
        if (!parsed.ok) {
          logger?.info({ section: spec.name, problem: parsed.error }, "the model's answer was unusable; asking once more with the error");
          answer = await ask(spec, repairPrompt(user, answer.content || answer.refusal || '(no answer)', [parsed.error], null));
          parsed = parseSection(spec, answer);
          if (!parsed.ok) return fallback(spec, "the AI model's answer could not be used", parsed.error);
        }
        let part = spec.toCopy(parsed.value);
        for (const id of Object.values(spec.citations(parsed.value)).flat()) {
          if (factById(digest, id)) cited.add(id);
          else unknownCitations.add(id);
        }
        const problems = reviewSection(spec, part, context);
        if (problems.length > 0) {
          const failing = [...new Set(problems.map((p) => p.path))];
          logger?.info({ section: spec.name, problems: problems.map((p) => p.problem).slice(0, 10) }, 'asking the model again for the pieces that failed their checks');
          try {
            const again = parseSection(spec, await ask(spec, repairPrompt(user, answer.content, problems.map((p) => p.problem), failing)));
            if (again.ok) {
              const fresh = spec.toCopy(again.value);
              for (const path of failing) {
                const text = readPiece(fresh, path);
                if (text) part = writePiece(part, path, text);
              }
            }
          } catch (error) {
            // The first answer stands; what still fails is fixed below without the model.
            logger?.info({ section: spec.name, err: error }, 'the re-ask failed; fixing the pieces without the model');
          }
        }
        const cleaned = cleanSection(spec, part, context, () => sectionOf(builtin(), spec.name));
        return { name: spec.name, part: cleaned.part, writtenBy: 'model', notices: cleaned.notices, failure: null };
      } catch (error) {
        return fallback(spec, userReason(error), error);
      }
    };

    let outcomes: SectionOutcome[];
    try {
      outcomes = await Promise.all(kitSectionSpecs.map((spec) => limit(() => writeSection(spec))));
    } finally {
      clearTimeout(deadlineTimer);
    }

    const copy = Object.assign({}, ...outcomes.map((o) => o.part)) as GeneratedCopy;
    const sections = Object.fromEntries(outcomes.map((o) => [o.name, o.writtenBy])) as KitWriter['sections'];
    const failed = outcomes.filter((o) => o.failure !== null);
    const notices: string[] = [];
    const reasons = new Set(failed.map((o) => o.failure));
    if (failed.length === outcomes.length && reasons.size === 1) {
      notices.push(`${[...reasons][0]!.replace(/^./u, (c) => c.toUpperCase())}, so SiteSpark's built-in writer wrote this kit from your site's facts.`);
    } else {
      for (const o of failed) notices.push(`${o.failure!.replace(/^./u, (c) => c.toUpperCase())}, so the built-in writer wrote ${kitSectionSpecs.find((s) => s.name === o.name)!.label}.`);
    }
    notices.push(...outcomes.flatMap((o) => o.notices));
    const outcome: ModelUsage['outcome'] = failed.length === 0 ? 'model' : failed.length === outcomes.length ? 'builtin' : 'partial';
    const usage: ModelUsage = {
      model: answeredModel ?? client.model,
      inputTokens,
      outputTokens,
      latencyMs: Math.round(performance.now() - started),
      calls,
      outcome,
    };
    metrics?.record(usage, sections);
    logger?.info(
      { ...usage, digestTokens: digest.tokens, digestSectionsLeftOut: digest.omittedSections, factsCited: cited.size, unknownFactIds: [...unknownCitations].slice(0, 10), sections },
      'model wrote the kit',
    );
    return { copy, writer: { model: client.model, sections, notices, usage } };
  }

  /** One request for one piece: the same system prompt, digest and user instructions as the kit, and the piece's texts to replace. */
  async function rewrite(given: GenerationBrief, request: PieceRewriteRequest): Promise<PieceRewrite> {
    const brief = withCampaign(given);
    const language = brief.site.language;
    const digest = buildPageDigest(brief.site, { tokenBudget: options.digestTokenBudget });
    const system = systemPrompt(brief, language);
    const task = [
      `Write ${request.label} again, as a new version for the same business, keeping its purpose and its place in the kit.`,
      request.instruction ?? 'Make it clearly different from the current version.',
      'Current version (replace each text; answer each path exactly as given):',
      ...request.texts.map((t) => `- ${t.path}: ${JSON.stringify(t.text)}`),
      ...(request.avoid.length ? ['Do not repeat these other texts of the kit:', ...request.avoid.slice(0, 12).map((t) => `- ${JSON.stringify(t.length > 400 ? `${t.slice(0, 400)}…` : t)}`)] : []),
      'Answer as {"texts":[{"path":"…","text":"…"}]}.',
    ].join('\n');
    const user = userPrompt(brief, digest, { task }, language);
    const signal = AbortSignal.timeout(options.deadlineMs);
    const answer = await client.complete({ system, user, images: [], schema: RewriteAnswer, schemaName: 'kit_rewrite', signal });
    const tokens = (answer.inputTokens || countTokens(system) + countTokens(user)) + (answer.outputTokens || countTokens(answer.content));
    const extracted = extractJson(answer.content);
    const parsed = extracted.ok ? RewriteAnswer.safeParse(extracted.value) : null;
    if (!parsed?.success) {
      logger?.info({ model: client.model }, "the model's rewrite could not be read");
      return { texts: [], tokens };
    }
    const wanted = new Set(request.texts.map((t) => t.path));
    return { texts: parsed.data.texts.filter((t) => wanted.has(t.path)).map((t) => ({ path: t.path, text: t.text.trim() })), tokens };
  }

  return {
    kind: 'openai',
    readsImages: true,
    generate,
    rewrite,
    async probe() {
      probed = await client.probe();
      const log = { model: client.model, baseURL: options.settings.baseURL, status: probed.status, detail: probed.detail, capabilities: client.describeCapabilities() };
      if (probed.status === 'ok') logger?.info(log, 'model checked: the key is accepted and the model is known');
      else if (probed.status === 'misconfigured') logger?.error(log, `MODEL MISCONFIGURED: ${probed.detail}. Kits are written by the built-in writer until this is fixed.`);
      else logger?.warn(log, `model not verified: ${probed.detail}`);
      return probed;
    },
    health() {
      const wrong = client.misconfigured;
      if (wrong) return { ok: false, detail: wrong };
      return { ok: true, detail: probed ? `${probed.status}: ${probed.detail}` : `${client.model} (not checked yet)` };
    },
  };
}
