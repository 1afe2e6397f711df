/**
 * Blind judging (issue 27, item 8; /work/shared/COPY_METRICS.md "Judging blind"): the built-in
 * writer's kit against a copywriter's reference kit for the same site and brief, piece by piece.
 *
 *   npm run bench:copy-judging                                  packets for every reference (subcommand `packets`)
 *   npm run bench:copy-judging -- packets --seed 1 --out /tmp/copy-judging/run1 --only de-marktgrill
 *   npm run bench:copy-judging -- packets --references /tmp/my-references
 *   npm run bench:copy-judging -- score --verdicts /tmp/copy-judging/run1/verdicts --keys /tmp/copy-judging/run1/keys
 *
 * `packets`: for each reference (./references/<key>.json) the site is found in the real-sites
 * manifest (REAL_SITES_DIR, default ../shared/real-sites; a bench/copy-quality fixture id also
 * works), its folder is served on 127.0.0.1 and the product's kit is generated through the real
 * route, POST /api/marketing/generate (built-in writer, no OPENAI_API_KEY), with the owner's brief
 * as customPrompt and the audience as targetAudience. The 15 slots (12 social posts, the campaign
 * email, the ad, the website hero) are paired with the reference's, links masked as [link] on both
 * sides, A/B shuffled per slot with the seed. Written OUTSIDE the repository (default
 * /tmp/copy-judging/<runId>/): packet-<key>.md (what a judge reads, with judging-brief.md),
 * keys/key-<key>.json (which side is the product: never give it to a judge), kits/<key>.json (the
 * product's whole kit). Give a judge judging-brief.md and its packets only, never the run folder.
 *
 * `score`: reads verdicts/verdict-<key>.json against keys/key-<key>.json and prints the product's
 * and the reference's ratings, the pairs won or tied, the targets and the work list (the judges'
 * "unnatural" quotes and "unsupported" claims against the product's pieces). A malformed verdict
 * stops the score with every problem listed by file and slot (`--skip-invalid` scores the rest).
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveDirectory, type ServedPages } from '../support/page-server.ts';
import { kitSlots, packetMarkdown, pairSlots, referenceProblems, referenceSlots, type PacketKey, type PacketSite, type ReferenceKit } from './packet.ts';
import { parseVerdict, report, scoreVerdict, type SiteScore } from './score.ts';

const usage = `Usage:
  npm run bench:copy-judging -- [packets] [--references DIR] [--out DIR] [--seed 1] [--only key,key] [--run-id ID]
  npm run bench:copy-judging -- score --verdicts DIR [--keys DIR] [--skip-invalid]`;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    references: { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    'run-id': { type: 'string' },
    verdicts: { type: 'string' },
    keys: { type: 'string' },
    'skip-invalid': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const command = positionals[0] ?? 'packets';
if (args.help || !['packets', 'score'].includes(command) || positionals.length > 1) {
  console.log(usage);
  process.exit(args.help ? 0 : 2);
}

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../..');

interface SiteToJudge {
  key: string;
  language: string;
  prompt: string;
  audience: string;
  /** The folder a judge reads and the server serves. */
  folder: string;
  pages: string[];
  snippets: string[];
  reference: ReferenceKit;
}

interface ManifestSite {
  key: string;
  dir: string;
  language: string;
  prompt?: string;
  audience?: string;
  pages?: string[];
}

/** The site's HTML pages when the manifest lists none: index.html first, then the rest by path. */
function htmlPages(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (depth < 3) walk(path, depth + 1);
      } else if (/\.html?$/i.test(name)) found.push(relative(folder, path));
    }
  };
  walk(folder, 0);
  return found.sort((a, b) => Number(b === 'index.html') - Number(a === 'index.html'));
}

async function loadSites(out: string): Promise<{ sites: SiteToJudge[]; problems: string[] }> {
  const referencesDir = resolve(args.references ?? join(here, 'references'));
  if (!existsSync(referencesDir)) {
    console.error(`No references folder at ${referencesDir} (write references/<key>.json or pass --references DIR).`);
    process.exit(2);
  }
  const corpus = resolve(process.env.REAL_SITES_DIR ?? join(repoRoot, '../shared/real-sites'));
  const manifestPath = join(corpus, 'manifest.json');
  const manifest: ManifestSite[] = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestSite[]) : [];
  if (!manifest.length) console.error(`(no real-sites manifest at ${manifestPath}; set REAL_SITES_DIR; only copy-quality fixtures can be judged)`);
  const only = args.only?.split(',').map((k) => k.trim());
  const files = readdirSync(referencesDir)
    .filter((file) => file.endsWith('.json'))
    .filter((file) => !only || only.includes(basename(file, '.json')))
    .sort();
  const problems: string[] = [];
  const sites: SiteToJudge[] = [];
  for (const file of files) {
    const key = basename(file, '.json');
    const path = join(referencesDir, file);
    let reference: unknown;
    try {
      reference = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push(`${path}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const wrong = referenceProblems(reference);
    if (wrong.length) {
      problems.push(`${path}: ${wrong.join('; ')}`);
      continue;
    }
    const ref = reference as ReferenceKit;
    if (ref.site !== key) console.error(`  note: ${file} says site "${ref.site}"; the file name's key "${key}" is used`);
    const entry = manifest.find((site) => site.key === key);
    if (entry) {
      const folder = join(corpus, entry.dir);
      sites.push({ key, language: entry.language, prompt: entry.prompt ?? '', audience: entry.audience ?? '', folder, pages: entry.pages?.length ? entry.pages : htmlPages(folder), snippets: [''], reference: ref });
    } else {
      const { fixtures } = await import('../copy-quality/fixtures/index.ts');
      const fixture = fixtures.find((f) => f.id === key);
      if (!fixture) {
        problems.push(`${path}: "${key}" is neither in ${manifestPath} nor a bench/copy-quality fixture`);
        continue;
      }
      // A fixture's page is written into the run folder, so the judge reads what was served.
      const folder = join(out, 'sites', key);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), fixture.html());
      sites.push({ key, language: fixture.truth.language, prompt: fixture.prompt ?? '', audience: fixture.audience ?? '', folder, pages: ['index.html'], snippets: fixture.snippets.length ? fixture.snippets : [''], reference: ref });
    }
    if (ref.language !== sites.at(-1)!.language) console.error(`  note: ${file} is in "${ref.language}", the site in "${sites.at(-1)!.language}"`);
  }
  if (only) for (const key of only.filter((k) => !files.includes(`${k}.json`))) problems.push(`--only ${key}: no reference ${join(referencesDir, `${key}.json`)}`);
  return { sites, problems };
}

/** The product's kits through POST /api/marketing/generate, as bench/copy-quality does it. */
async function generateKits(sites: SiteToJudge[]): Promise<Map<string, { kit: Record<string, unknown> } | { error: string }>> {
  delete process.env.OPENAI_API_KEY;
  const { buildTestService, createTestInfra, plainPng } = await import('@sitespark/service-kit/testing');
  const { contentService } = await import('../../services/content/src/index.ts');
  const served: ServedPages[] = await Promise.all(sites.map((site) => serveDirectory(site.folder)));
  const info = console.info;
  console.info = () => {};
  const infra = await createTestInfra('copy-judging');
  console.info = info;
  const content = await buildTestService(contentService, infra, { FETCH_ALLOW_PRIVATE_HOSTS: served.map((s) => s.hostPort).join(',') });
  // The route asks for at least one snippet; an image with no description says nothing to the writer.
  const image = `data:image/png;base64,${plainPng(64, 40, [40, 110, 200]).toString('base64')}`;
  const kits = new Map<string, { kit: Record<string, unknown> } | { error: string }>();
  try {
    for (const [i, site] of sites.entries()) {
      const start = Date.now();
      const response = await content.app.inject({
        method: 'POST',
        url: '/api/marketing/generate',
        headers: content.as(randomUUID()),
        payload: {
          url: served[i]!.url,
          siteSnips: site.snippets.map((description, n) => ({ image, description, originalFileName: `screen-${n + 1}.png` })),
          ...(site.prompt ? { customPrompt: site.prompt } : {}),
          ...(site.audience ? { targetAudience: site.audience } : {}),
          includeVideo: false,
        },
      });
      const ms = Date.now() - start;
      if (response.statusCode === 200) kits.set(site.key, { kit: response.json() as Record<string, unknown> });
      else kits.set(site.key, { error: `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}` });
      process.stderr.write(`  ${site.key}: ${response.statusCode === 200 ? 'kit' : 'FAILED'} (${ms} ms)\n`);
    }
  } finally {
    await content.close();
    await infra.cleanup();
    await Promise.all(served.map((s) => s.close()));
  }
  return kits;
}

async function packets() {
  const runId = args['run-id'] ?? `${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}-seed${args.seed}`;
  const out = resolve(args.out ?? join('/tmp/copy-judging', runId));
  if (out === repoRoot || out.startsWith(`${repoRoot}/`)) {
    console.error(`--out ${out} is inside the repository; packets, keys and kits are written outside it.`);
    process.exit(2);
  }
  mkdirSync(join(out, 'keys'), { recursive: true });
  mkdirSync(join(out, 'kits'), { recursive: true });
  mkdirSync(join(out, 'verdicts'), { recursive: true });
  const { sites, problems } = await loadSites(out);
  for (const problem of problems) console.error(`  skipped: ${problem}`);
  if (!sites.length) {
    console.error('No reference to judge against.');
    process.exit(1);
  }
  console.error(`Generating ${sites.length} kit(s) through POST /api/marketing/generate (built-in writer)...`);
  const kits = await generateKits(sites);
  copyFileSync(join(here, 'judging-brief.md'), join(out, 'judging-brief.md'));
  const written: string[] = [];
  for (const site of sites) {
    const result = kits.get(site.key)!;
    if ('error' in result) {
      problems.push(`${site.key}: the product's kit failed: ${result.error}`);
      continue;
    }
    writeFileSync(join(out, 'kits', `${site.key}.json`), `${JSON.stringify(result.kit, null, 2)}\n`);
    let slots;
    try {
      slots = pairSlots(site.key, args.seed, kitSlots(result.kit), referenceSlots(site.reference));
    } catch (error) {
      problems.push(`${site.key}: ${(error as Error).message}`);
      continue;
    }
    const kitLanguage = (result.kit.language as { code?: string } | undefined)?.code;
    if (kitLanguage && kitLanguage !== site.language) console.error(`  note: ${site.key}: the product's kit is in "${kitLanguage}", the site in "${site.language}"`);
    const key: PacketKey = { site: site.key, runId, seed: args.seed, language: site.language, slots };
    writeFileSync(join(out, 'keys', `key-${site.key}.json`), `${JSON.stringify(key, null, 2)}\n`);
    const packetSite: PacketSite = { key: site.key, language: site.language, folder: site.folder, pages: site.pages, prompt: site.prompt, audience: site.audience };
    const packetPath = join(out, `packet-${site.key}.md`);
    writeFileSync(packetPath, packetMarkdown(packetSite, slots, join(out, 'verdicts', `verdict-${site.key}.json`)));
    written.push(packetPath);
  }
  console.log(`\nRun ${runId} (seed ${args.seed}): ${written.length} packet(s) in ${out}`);
  for (const path of written) console.log(`  ${path}`);
  console.log(`Judges get ${join(out, 'judging-brief.md')} and their packets only (2-3 sites each), never keys/ or kits/.`);
  console.log(`Score: npm run bench:copy-judging -- score --verdicts ${join(out, 'verdicts')} --keys ${join(out, 'keys')}`);
  for (const problem of problems) console.error(`problem: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}

function score() {
  if (!args.verdicts) {
    console.error(`score needs --verdicts DIR\n${usage}`);
    process.exit(2);
  }
  const verdictsDir = resolve(args.verdicts);
  const keysDir = resolve(args.keys ?? join(verdictsDir, '..', 'keys'));
  for (const dir of [verdictsDir, keysDir])
    if (!existsSync(dir)) {
      console.error(`No folder ${dir}`);
      process.exit(2);
    }
  const keys = new Map<string, PacketKey>();
  const problems: string[] = [];
  for (const file of readdirSync(keysDir).filter((f) => /^key-.+\.json$/.test(f))) {
    try {
      const key = JSON.parse(readFileSync(join(keysDir, file), 'utf8')) as PacketKey;
      if (typeof key.site !== 'string' || !Array.isArray(key.slots)) throw new Error('not a key file ({ site, slots })');
      keys.set(key.site, key);
    } catch (error) {
      problems.push(`${join(keysDir, file)}: ${(error as Error).message}`);
    }
  }
  const files = readdirSync(verdictsDir)
    .filter((f) => /^verdict-.+\.json$/.test(f))
    .filter((f) => !args.only || args.only.split(',').includes(f.slice('verdict-'.length, -'.json'.length)))
    .sort();
  const scores: SiteScore[] = [];
  for (const file of files) {
    const site = file.slice('verdict-'.length, -'.json'.length);
    const path = join(verdictsDir, file);
    const parsed = parseVerdict(path, readFileSync(path, 'utf8'), keys.get(site));
    problems.push(...parsed.problems);
    if (parsed.verdict) scores.push(scoreVerdict(parsed.verdict, keys.get(site)!));
  }
  if (problems.length) {
    console.error(`${problems.length} problem(s) in the verdicts or keys:`);
    for (const problem of problems) console.error(`  ${problem}`);
    if (!args['skip-invalid']) {
      console.error('Fix them (or pass --skip-invalid to score the valid verdicts only).');
      process.exit(1);
    }
    console.error('(--skip-invalid: scoring the valid verdicts only)\n');
  }
  const unjudged = [...keys.keys()].filter((site) => !files.includes(`verdict-${site}.json`)).sort();
  if (!scores.length) {
    console.error(`No valid verdict-<key>.json in ${verdictsDir}.`);
    process.exit(1);
  }
  console.log(report(scores));
  if (unjudged.length) console.log(`\nnot judged yet (a key, no verdict): ${unjudged.join(', ')}`);
  process.exit(0);
}

if (command === 'score') score();
else await packets();
