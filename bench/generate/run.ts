import { parseArgs } from 'node:util';
import { parse } from 'node-html-parser';
import { builtinWriter, generateBuiltinCopy } from '../../services/content/src/adapters/builtin-generator.ts';
import { assembleKit } from '../../services/content/src/domain/assemble-kit.ts';
import { composeVideoContent } from '../../services/content/src/domain/compose-video-content.ts';
import { flyerFormats, renderFlyerSvg } from '../../services/content/src/domain/create-flyers.ts';
import { audiencePhrase, buildSiteModel, pageParseOptions, parseInstructions, readPage } from '@sitespark/site-model';
import { benchPage } from './page.ts';

const usage = `Usage: node --import tsx bench/generate/run.ts [--runs 200] [--warmup 20]

Built-in generation for a saved ~200 KB page, the fetch excluded: reading the page into the site
model, writing the kit, grounding and scoring it, rendering six flyers and the video part. The baseline is the same
page only parsed into a DOM (node-html-parser, same options), the least any analysis has to do.`;

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '200' }, warmup: { type: 'string', default: '20' }, help: { type: 'boolean', default: false } },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const runs = Number(args.runs);
const warmup = Number(args.warmup);

const url = 'https://northstar.example/';
const html = benchPage();
const snippets = [
  { description: 'Reports dashboard with client charts', imageUrl: '/api/media/snippets/u/a.png', bytes: null, thumbnail: null },
  { description: 'Time tracking timeline', imageUrl: '/api/media/snippets/u/b.png', bytes: null, thumbnail: null },
];

const customPrompt = 'Friendly tone, 20% off this month';
const targetAudience = 'agency owners';

function generateKit() {
  const instructions = parseInstructions(customPrompt, targetAudience);
  const site = buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets, prompt: customPrompt, instructions, brand: null });
  const copy = generateBuiltinCopy({
    site,
    instructions,
    customPrompt,
    targetAudience,
    audiencePhrase: audiencePhrase(targetAudience, site.language),
    snippets: snippets.map((s) => ({ description: s.description })),
  });
  const flyers = flyerFormats.map((format) =>
    renderFlyerSvg(format, { name: site.name, headline: copy.websiteCopy.hero, copy: copy.websiteCopy.subheading, cta: copy.adCopy.cta, domain: site.domain, features: site.features.map((f) => f.name), colors: site.brand.colors, language: site.language }),
  );
  const videoContent = composeVideoContent({ site, copy, snippets, prompt: customPrompt, targetAudience });
  const kit = assembleKit({ site, copy, generator: 'builtin', writer: builtinWriter, instructions, prompt: customPrompt, targetAudience, flyers: null, videoContent, snippetCount: snippets.length });
  return { kit, flyers };
}

function baseline() {
  return parse(html, pageParseOptions);
}

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Alternates the two so that both see the same machine load. */
function measurePair(a: () => unknown, b: () => unknown): [number[], number[]] {
  for (let i = 0; i < warmup; i++) {
    a();
    b();
  }
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < runs; i++) {
    first.push(time(a));
    second.push(time(b));
  }
  return [first.sort((x, y) => x - y), second.sort((x, y) => x - y)];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const { kit } = generateKit();
console.log(`page: ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB; kit: ${kit.websiteAnalysis.name} (${kit.websiteAnalysis.type}), ${kit.websiteAnalysis.features.length} features, primary ${kit.brandColors.primary}, ${(JSON.stringify(kit).length / 1024).toFixed(0)} KB of JSON`);
const [base, full] = measurePair(baseline, generateKit);
const row = (label: string, samples: number[]) => `${label.padEnd(34)} median ${percentile(samples, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(samples, 95).toFixed(2).padStart(7)} ms`;
console.log(`${runs} runs after ${warmup} warm-up runs, Node ${process.version}`);
console.log(row('baseline: parse the HTML', base));
console.log(row('built-in generation (no fetch)', full));
console.log(`ratio (generation / baseline): median ${(percentile(full, 50) / percentile(base, 50)).toFixed(2)}x, p95 ${(percentile(full, 95) / percentile(base, 95)).toFixed(2)}x`);
console.log(`target: median under 50 ms -> ${percentile(full, 50) < 50 ? 'met' : 'NOT met'}`);
