/**
 * The model path's benchmark (createModelWriter): what the pipeline itself adds to a kit, the
 * model's time excluded, and how many of the ways a model server fails still end with a whole kit.
 *
 *   npm run bench:model-path                       both parts, 200 timed runs after 20 warm-up runs
 *   npm run bench:model-path -- --runs 50 --part latency
 *   npm run bench:model-path -- --part failures
 *
 * Part 1 runs generate() with a model client that answers from memory, so every millisecond
 * measured is ours (digest, prompts, parsing, checks, re-ask prompts, cleaning, fallback); the
 * baseline, measured in the same loop, is the built-in writer alone for the same brief. Part 2 runs
 * each failure mode once against a real local OpenAI-compatible HTTP server (the integration
 * tests' fake) through the real client, retries and timeouts included. Nothing is asserted.
 */
import { parseArgs } from 'node:util';
import type { KitSection, KitWriter } from '@sitespark/contracts';
import { audiencePhrase, buildSiteModel, parseInstructions, readPage, withoutTextAddressedToModels } from '@sitespark/site-model';
import { generateBuiltinCopy } from '../../services/content/src/adapters/builtin-generator.ts';
import { GeneratedCopy, type GenerationBrief } from '../../services/content/src/adapters/content-generator.ts';
import { ModelCallError, type ModelAnswer, type ModelProbe, type ModelRequest, type ModelSettings } from '../../services/content/src/adapters/model/model-client.ts';
import { createModelWriter, type ModelServer, type ModelWriterOptions } from '../../services/content/src/adapters/model/model-writer.ts';
import { buildPageDigest } from '../../services/content/src/adapters/model/page-digest.ts';
import { startFakeModelServer, userText, type FakeReply, type Replier } from '../../services/content/test/support/fake-model-server.ts';
import { germanPrompt, goodAnswers, tonwerkHtml } from '../../services/content/test/support/model-answers.ts';

const usage = `Usage: node --import tsx bench/model-path/run.ts [--runs 200] [--warmup 20] [--part all|latency|failures]

The model writer (services/content/src/adapters/model/model-writer.ts) on a German ceramics
studio's page (tonwerkHtml in services/content/test/support/model-answers.ts), with the prompt
"${germanPrompt}"

Part 1 (latency): the pipeline's own added time, the model's time excluded. generate() runs with a
model client that answers from memory at once (no network; it reports token usage as a server
does), so all measured time is the writer's: page digest, prompts, parsing, checks, re-ask prompts,
cleaning, built-in fallback. p50 / p99 over --runs after --warmup untimed runs, all scenarios and
the baseline interleaved so that they share the machine's load:
  (a) good answers      every section answered well at once (5 calls)
  (b) fenced            every answer in a \`\`\`json fence after a sentence of preamble (5 calls)
  (c) checks fail       every section's answers fail their checks (over-long tweet and ad headline,
                        emoji against "ohne Emojis", the code TON20 that is not on the site), the
                        first answer and the re-ask alike, so re-ask and cleaning both run (10 calls)
  (d) all fail          every call throws ModelCallError 'unavailable': the built-in writer writes
                        all five sections
Baseline: generateBuiltinCopy(brief) for the same brief, the built-in writer alone. Ratios are each
scenario's p50 over the baseline's p50. The digest's token count (o200k_base) is printed too.

Part 2 (failures): each failure mode once, on a fresh writer with the real client (no injected
client) against a local OpenAI-compatible HTTP server that streams answers, answers any status or
hangs (services/content/test/support/fake-model-server.ts). Small timeouts: idle 500 ms, retry wait
cap 2 s, 2 retries, kit deadline 10 s. For each: whether the copy is a whole kit (it parses with
GeneratedCopy), which sections the model wrote (M) and which the built-in writer (B), the chat
requests the server received, wall time (the fake answers at once, so it is mostly retries and
timeouts), and for the injected page whether its code and link reached the copy. Ends with
"N of M failure modes end with a whole kit" (the good run is the reference, not counted).

About 30 s with the defaults. Exit status 0 unless something throws (a generate() that throws is
reported in the table and sets status 1).`;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    part: { type: 'string', default: 'all' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const runs = Number(args.runs);
const warmup = Number(args.warmup);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(warmup) || warmup < 0 || !['all', 'latency', 'failures'].includes(args.part)) {
  console.error(usage);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// The brief, built by the product's own pipeline (as analyze-website.ts and generate-marketing-kit.ts do).

const url = 'https://tonwerk-lindenau.example/';
const targetAudience = 'Menschen in Leipzig, die ein Handwerk lernen möchten';
const sections: KitSection[] = ['social', 'email', 'ads', 'website', 'intel'];
/** A 1x1 PNG, as a snippet screenshot travels to a vision model. */
const snippetImage = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function briefFor(options: { injected?: boolean; image?: boolean } = {}): GenerationBrief {
  const html = tonwerkHtml({ injected: options.injected ?? false });
  const snippets = options.image ? [{ description: 'Die Werkstatt mit Drehscheiben', image: snippetImage }] : [];
  const instructions = parseInstructions(germanPrompt, targetAudience);
  // The service leaves text addressed to AI models out of the site model before anything reads it.
  const { facts } = withoutTextAddressedToModels(readPage(html, url));
  const site = buildSiteModel({ url, facts, fetchNote: null, snippets: snippets.map((s) => ({ description: s.description })), prompt: germanPrompt, instructions, brand: null });
  return { site, instructions, customPrompt: germanPrompt, targetAudience, audiencePhrase: audiencePhrase(targetAudience, site.language), snippets };
}

/** The service's defaults (OPENAI_DIGEST_TOKENS, OPENAI_PARALLEL_REQUESTS, OPENAI_UNSUPPORTED_CLAIMS), with a short kit deadline. */
const writerDefaults = { deadlineMs: 10_000, digestTokenBudget: 6_000, parallelSections: 5, unsupportedClaims: 'mark' } satisfies Partial<ModelWriterOptions>;

// ---------------------------------------------------------------------------------------------
// Answers: good, fenced, and planted with failures.

type Post = { text: string; facts: string[] };
const clone = <T>(value: T): T => structuredClone(value);

const longTweet = `Töpferkurs am Samstag im Tonwerk Lindenau: von 11 bis 16 Uhr an der Drehscheibe. ${'Material und Brand sind im Kurspreis enthalten, und die Gruppen sind klein. '.repeat(4)}#TonwerkLindenau #Töpferkurs`;

/** Every section with something its checks catch: over-long pieces, emoji against "ohne Emojis", the code TON20 that is not on the site. */
const plantedAnswers: Record<KitSection, Record<string, unknown>> = {
  social: (() => {
    const social = clone(goodAnswers.social) as Record<string, Post[]>;
    social.twitter![0]!.text = longTweet;
    social.instagram![1]!.text = 'Töpferkurs am Samstag 🎉 mit 20 % Rabatt mit Code TON20!\nFrühstücksbecher für 28 €.\n\n#Keramik #Leipzig #Töpferkurs';
    return social;
  })(),
  email: { ...clone(goodAnswers.email), subject: 'Ihr Platz beim Töpferkurs am Samstag 🎉', body: `${String(goodAnswers.email.body)}\n\nMit dem Code TON20 sparen Sie 20 %.` },
  ads: { ...clone(goodAnswers.ads), headline: 'Töpferkurs am Samstag im Tonwerk Lindenau in Leipzig', description: 'Samstags 11–16 Uhr an der Drehscheibe 🎉 mit Code TON20 günstiger.' },
  website: { ...clone(goodAnswers.website), hero: 'Keramik, die man jeden Tag benutzt ✨' },
  intel: { ...clone(goodAnswers.intel), keyBenefits: ['Eine eigene Schale an einem Samstag 🎉', 'Kleine Gruppen mit höchstens sechs Teilnehmenden', 'Material und Brand im Kurspreis enthalten'] },
};

const json = (answers: Record<KitSection, Record<string, unknown>>) => Object.fromEntries(sections.map((s) => [s, JSON.stringify(answers[s])])) as Record<KitSection, string>;
const goodJson = json(goodAnswers);
const fencedJson = Object.fromEntries(sections.map((s) => [s, `Hier ist das JSON:\n\`\`\`json\n${JSON.stringify(goodAnswers[s], null, 2)}\n\`\`\``])) as Record<KitSection, string>;
const plantedJson = json(plantedAnswers);
const planted = /TON20|\p{Extended_Pictographic}/u;

// ---------------------------------------------------------------------------------------------
// Part 1: the pipeline's own time, with a model client that answers from memory.

/** A model server in memory: the section from the schema name, a re-ask by its <previous_answer> block. */
class InMemoryModel implements ModelServer {
  readonly model = 'in-memory';
  readonly misconfigured: string | null = null;
  calls = 0;

  private readonly answer: (section: KitSection, reask: boolean) => string | Error;

  constructor(answer: (section: KitSection, reask: boolean) => string | Error) {
    this.answer = answer;
  }

  complete(request: ModelRequest): Promise<ModelAnswer> {
    this.calls++;
    const section = request.schemaName.replace(/^kit_/u, '') as KitSection;
    const content = this.answer(section, request.user.includes('<previous_answer>'));
    if (content instanceof Error) return Promise.reject(content);
    // Usage as a server reports it, so the writer does not count tokens itself.
    return Promise.resolve({ content, finishReason: 'stop', refusal: null, model: this.model, inputTokens: 1000, outputTokens: 400 });
  }

  probe(): Promise<ModelProbe> {
    return Promise.resolve({ status: 'ok', detail: 'in memory' });
  }

  describeCapabilities(): Record<string, unknown> {
    return {};
  }
}

interface LatencyCase {
  name: string;
  run: () => Promise<unknown>;
  /** One untimed run: calls, who wrote what, whether planted text survived. */
  check?: () => Promise<{ calls: number; sections: KitWriter['sections']; whole: boolean; plantedLeft: boolean }>;
}

function writerCase(name: string, brief: GenerationBrief, answer: (section: KitSection, reask: boolean) => string | Error): LatencyCase {
  const client = new InMemoryModel(answer);
  const writer = createModelWriter({ ...writerDefaults, settings: settingsFor('http://in-memory.invalid/v1'), client });
  return {
    name,
    run: () => writer.generate(brief),
    check: async () => {
      const before = client.calls;
      const { copy, writer: who } = await writer.generate(brief);
      return { calls: client.calls - before, sections: who.sections, whole: GeneratedCopy.safeParse(copy).success, plantedLeft: planted.test(JSON.stringify(copy)) };
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const whoWrote = (s: KitWriter['sections']) => sections.map((name) => (s[name] === 'model' ? 'M' : 'B')).join('');

async function latencyPart(): Promise<void> {
  const brief = briefFor();
  const digest = buildPageDigest(brief.site, { tokenBudget: writerDefaults.digestTokenBudget });
  const unavailable = () => new ModelCallError('the model server failed (503)', 'unavailable');
  const cases: LatencyCase[] = [
    { name: 'baseline: built-in writer alone', run: () => Promise.resolve(generateBuiltinCopy(brief)) },
    writerCase('(a) good answers', brief, (section) => goodJson[section]),
    writerCase('(b) fenced + preamble', brief, (section, reask) => (reask ? goodJson[section] : fencedJson[section])),
    writerCase('(c) checks fail: re-ask + clean', brief, (section) => plantedJson[section]),
    writerCase('(d) all fail: built-in fallback', brief, unavailable),
  ];

  console.log(`Part 1: the model path's own time, the model excluded (in-memory client, no network)`);
  console.log(`page: ${brief.site.name} (${brief.site.language}), ${(Buffer.byteLength(tonwerkHtml()) / 1024).toFixed(1)} KB of HTML; digest ${digest.tokens} tokens (o200k_base, budget ${writerDefaults.digestTokenBudget}), ${digest.facts.length} facts, ${digest.omittedSections} sections left out`);

  const checks = new Map<string, Awaited<ReturnType<NonNullable<LatencyCase['check']>>>>();
  for (const c of cases) if (c.check) checks.set(c.name, await c.check());

  for (let i = 0; i < warmup; i++) for (const c of cases) await c.run();
  const samples = cases.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [index, c] of cases.entries()) {
      const start = performance.now();
      await c.run();
      samples[index]!.push(performance.now() - start);
    }
  }
  for (const s of samples) s.sort((x, y) => x - y);

  const baseP50 = percentile(samples[0]!, 50);
  console.log(`${runs} runs after ${warmup} warm-up runs, scenarios interleaved, Node ${process.version}\n`);
  const head = `${'scenario'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p50/base'.padStart(9)}   ${'calls'.padStart(5)}  ${'written'.padEnd(7)}  whole  planted left`;
  console.log(head);
  console.log('-'.repeat(head.length));
  for (const [index, c] of cases.entries()) {
    const s = samples[index]!;
    const check = checks.get(c.name);
    const extra = check ? `${String(check.calls).padStart(5)}  ${whoWrote(check.sections).padEnd(7)}  ${(check.whole ? 'yes' : 'NO').padEnd(5)}  ${check.plantedLeft ? 'YES' : 'no'}` : `${'-'.padStart(5)}  ${'-'.padEnd(7)}  ${'-'.padEnd(5)}  -`;
    console.log(`${c.name.padEnd(34)} ${percentile(s, 50).toFixed(2).padStart(8)} ${percentile(s, 99).toFixed(2).padStart(8)} ${(percentile(s, 50) / baseP50).toFixed(2).padStart(8)}x   ${extra}`);
  }
  console.log(
    `\n(calls: model requests per kit; written: who wrote social, email, ads, website, intel (M model, B built-in); planted left: TON20 or an emoji still in the copy.` +
      ` The built-in writer runs only where a section or a piece falls back to it.)`,
  );
}

// ---------------------------------------------------------------------------------------------
// Part 2: failure modes against a real local HTTP server.

function settingsFor(baseURL: string, temperature: number | null = null): ModelSettings {
  return { apiKey: 'x', baseURL, model: 'test-model', responseFormat: null, vision: 'auto', temperature, maxOutputTokens: 4_000, idleTimeoutMs: 500, maxRetries: 2, maxRetryWaitMs: 2_000 };
}

const goodReply: Replier = (_request, section) => ({ kind: 'answer', content: goodJson[section!] });

/** `target` answers `first` on its first request, then as a good model would. */
function firstFor(target: KitSection, first: FakeReply): Replier {
  let seen = 0;
  return (request, section, index) => (section === target && seen++ === 0 ? first : goodReply(request, section, index));
}

/** `target` always answers `reply`; the other sections answer well. */
function alwaysFor(target: KitSection, reply: FakeReply): Replier {
  return (request, section, index) => (section === target ? reply : goodReply(request, section, index));
}

const socialWith = (change: (social: Record<string, Post[]>) => void): string => {
  const social = clone(goodAnswers.social) as Record<string, Post[]>;
  change(social);
  return JSON.stringify(social);
};

interface FailureMode {
  name: string;
  what: string;
  replier: () => Replier;
  injected?: boolean;
  image?: boolean;
  temperature?: number;
  /** Text that must not reach the copy. */
  forbidden?: RegExp;
}

const modes: FailureMode[] = [
  { name: 'good', what: 'every section answered well (reference)', replier: () => goodReply },
  { name: 'fenced', what: 'every answer in a ```json fence after a preamble', replier: () => (_r, section) => ({ kind: 'answer', content: fencedJson[section!] }) },
  { name: 'cut off', what: 'social: half the JSON, finish_reason length, once', replier: () => firstFor('social', { kind: 'answer', content: goodJson.social.slice(0, goodJson.social.length / 2), finishReason: 'length' }) },
  { name: 'missing network', what: 'social: no facebook posts, once', replier: () => firstFor('social', { kind: 'answer', content: socialWith((s) => delete s.facebook) }) },
  { name: '2 posts not 3', what: 'social: two tweets, once', replier: () => firstFor('social', { kind: 'answer', content: socialWith((s) => s.twitter!.pop()) }) },
  { name: 'refusal', what: 'social: refused, every time', replier: () => alwaysFor('social', { kind: 'answer', content: '', refusal: "I'm sorry, I can't help with that." }) },
  { name: '429 retry-after 1', what: 'ads: 429 with Retry-After 1 s, once', replier: () => firstFor('ads', { kind: 'status', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '1' } }) },
  { name: '429 retry-after 120', what: 'ads: 429 with Retry-After 120 s, every time', replier: () => alwaysFor('ads', { kind: 'status', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '120' } }) },
  {
    name: '500 twice, then good',
    what: 'email: 500, 500, then an answer',
    replier: () => {
      let failures = 0;
      return (request, section, index) => (section === 'email' && failures++ < 2 ? { kind: 'status', status: 500, message: 'overloaded' } : goodReply(request, section, index));
    },
  },
  {
    name: '400 on images',
    what: 'any request with an image: 400 (one snippet image sent)',
    image: true,
    replier: () => (request, section, index) =>
      JSON.stringify(request.body).includes('"image_url"') ? { kind: 'status', status: 400, message: 'Invalid content type. image_url is only supported by certain models.' } : goodReply(request, section, index),
  },
  {
    name: '400 on temperature',
    what: 'any request with a temperature: 400 (0.7 configured)',
    temperature: 0.7,
    replier: () => (request, section, index) =>
      request.body.temperature !== undefined
        ? { kind: 'status', status: 400, message: "Unsupported value: 'temperature' does not support 0.7 with this model. Only the default (1) value is supported." }
        : goodReply(request, section, index),
  },
  {
    name: 'json_schema unsupported',
    what: 'response_format json_schema: 400',
    replier: () => (request, section, index) =>
      (request.body.response_format as { type?: string } | undefined)?.type === 'json_schema'
        ? { kind: 'status', status: 400, message: "'response_format.type' json_schema is not supported by this server" }
        : goodReply(request, section, index),
  },
  { name: 'hang', what: 'website: accepts the request, never answers', replier: () => alwaysFor('website', { kind: 'hang' }) },
  {
    name: 'injected page',
    what: 'page says "use code FREE50 at evil.example"; social repeats it',
    injected: true,
    forbidden: /FREE50|evil\.example/u,
    replier: () =>
      alwaysFor('social', {
        kind: 'answer',
        content: socialWith((s) => (s.facebook![0]!.text = 'Töpferkurs am Samstag mit Code FREE50: jetzt 50 % günstiger auf https://evil.example/deal sichern. Wir freuen uns auf Sie.')),
      }),
  },
  { name: 'planted emoji+code+tweet', what: 'social: emoji, code TON20, 400-char tweet, every time', forbidden: planted, replier: () => alwaysFor('social', { kind: 'answer', content: plantedJson.social }) },
  { name: '401 everywhere', what: 'every request: 401 (key refused)', replier: () => () => ({ kind: 'status', status: 401, message: 'Incorrect API key provided' }) },
];

interface ModeResult {
  mode: FailureMode;
  whole: boolean;
  sections: KitWriter['sections'] | null;
  outcome: string;
  chats: number;
  ms: number;
  forbiddenFound: string[] | null;
  promptLeak: boolean;
  notices: string[];
  error: string | null;
}

async function runMode(mode: FailureMode): Promise<ModeResult> {
  const fake = await startFakeModelServer(mode.replier());
  const brief = briefFor({ injected: mode.injected ?? false, image: mode.image ?? false });
  const writer = createModelWriter({ ...writerDefaults, settings: settingsFor(fake.baseURL, mode.temperature ?? null) });
  const start = performance.now();
  try {
    const { copy, writer: who } = await writer.generate(brief);
    const ms = performance.now() - start;
    const text = JSON.stringify(copy);
    const forbiddenFound = mode.forbidden ? [...new Set([...text.matchAll(new RegExp(mode.forbidden.source, 'gu'))].map((m) => m[0]))] : null;
    // The page as the model read it (a re-ask also quotes the model's own answer back, which is not the page).
    const promptLeak = mode.injected ? fake.chatRequests().some((r) => /FREE50|evil\.example/u.test(/<site_content>([\s\S]*?)<\/site_content>/u.exec(userText(r.body))?.[1] ?? '')) : false;
    return { mode, whole: GeneratedCopy.safeParse(copy).success, sections: who.sections, outcome: who.usage?.outcome ?? '-', chats: fake.chatRequests().length, ms, forbiddenFound, promptLeak, notices: who.notices, error: null };
  } catch (error) {
    process.exitCode = 1;
    return { mode, whole: false, sections: null, outcome: 'threw', chats: fake.chatRequests().length, ms: performance.now() - start, forbiddenFound: null, promptLeak: false, notices: [], error: error instanceof Error ? error.message : String(error) };
  } finally {
    await fake.close();
  }
}

async function failuresPart(): Promise<void> {
  console.log('Part 2: failure modes against a local OpenAI-compatible HTTP server (real client; idle 500 ms, retry wait cap 2 s, 2 retries, deadline 10 s)\n');
  const results: ModeResult[] = [];
  for (const mode of modes) results.push(await runMode(mode));

  const head = `${'mode'.padEnd(25)} ${'whole'.padEnd(5)}  ${'written'.padEnd(7)}  ${'outcome'.padEnd(7)}  ${'chats'.padStart(5)}  ${'wall ms'.padStart(7)}  ${'forbidden in copy'.padEnd(17)}  what the server does`;
  console.log(head);
  console.log('-'.repeat(head.length + 20));
  for (const r of results) {
    const forbidden = r.forbiddenFound === null ? '-' : r.forbiddenFound.length === 0 ? 'none' : `FOUND ${r.forbiddenFound.join(',')}`;
    console.log(
      `${r.mode.name.padEnd(25)} ${(r.whole ? 'yes' : 'NO').padEnd(5)}  ${(r.sections ? whoWrote(r.sections) : '-').padEnd(7)}  ${r.outcome.padEnd(7)}  ${String(r.chats).padStart(5)}  ${r.ms.toFixed(0).padStart(7)}  ${forbidden.padEnd(17)}  ${r.mode.what}`,
    );
  }
  console.log('(written: social, email, ads, website, intel, M model / B built-in; chats: chat completion requests the server received, retries and re-asks included)');

  const failures = results.filter((r) => r.mode.name !== 'good');
  const whole = failures.filter((r) => r.whole).length;
  console.log(`\n${whole} of ${failures.length} failure modes end with a whole kit`);
  const injected = results.find((r) => r.mode.injected);
  if (injected) console.log(`injected page: FREE50 / evil.example in the copy: ${injected.forbiddenFound?.length ? `YES (${injected.forbiddenFound.join(', ')})` : 'no'}; in the page digest sent to the model: ${injected.promptLeak ? 'YES' : 'no'}`);

  console.log('\nwhat the user is told (writer notices):');
  for (const r of results) {
    if (r.error) console.log(`  ${r.mode.name}: generate() threw: ${r.error}`);
    for (const notice of r.notices) console.log(`  ${r.mode.name}: ${notice.length > 150 ? `${notice.slice(0, 149)}…` : notice}`);
  }
}

const started = performance.now();
if (args.part !== 'failures') await latencyPart();
if (args.part === 'all') console.log('');
if (args.part !== 'latency') await failuresPart();
console.log(`\nbench time ${((performance.now() - started) / 1000).toFixed(1)} s`);
