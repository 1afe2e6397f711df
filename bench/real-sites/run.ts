/**
 * Real-sites benchmark (issue 26): every site of ../shared/real-sites (real small businesses' public
 * pages, test data kept outside this repository) is served on 127.0.0.1 and read by the content
 * service's own analysis (SSRF guard, sub-pages, the site model), then scored against the truth we
 * wrote by reading each site ourselves (./truth/<key>.json): name, type, offerings precision and
 * recall, prices with their item, hours, place, people never used as offerings, pages read.
 *
 * The baseline, in the same run, is the home page read alone (as before sub-pages were followed).
 *
 *   npm run bench:real-sites
 *   npm run bench:real-sites -- --only de-marktgrill,en-sisters-cafe --verbose
 *   REAL_SITES_DIR=/path/to/real-sites npm run bench:real-sites
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { safeFetch } from '@sitespark/service-kit';
import { parseInstructions, type SiteModel } from '@sitespark/site-model';
import { computeTasks } from '../../services/content/src/adapters/compute/compute-tasks.ts';
import { analyzeWebsite } from '../../services/content/src/domain/analyze-website.ts';
import { serveDirectory } from '../support/page-server.ts';
import { scoreSite, type SiteScore, type SiteTruth } from './score.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log('Usage: npm run bench:real-sites [-- --only key,key] [--verbose]');
  process.exit(0);
}

const corpus = process.env.REAL_SITES_DIR ?? fileURLToPath(new URL('../../../shared/real-sites/', import.meta.url));
if (!existsSync(`${corpus}/manifest.json`)) {
  console.error(`No real-sites corpus at ${corpus} (set REAL_SITES_DIR).`);
  process.exit(2);
}
interface ManifestSite {
  key: string;
  dir: string;
  language: string;
  prompt: string;
  audience: string;
}
const manifest = JSON.parse(readFileSync(`${corpus}/manifest.json`, 'utf8')) as ManifestSite[] | { sites: ManifestSite[] };
const sites = (Array.isArray(manifest) ? manifest : manifest.sites).filter((site) => !args.only || args.only.split(',').includes(site.key));
const truthDir = fileURLToPath(new URL('./truth/', import.meta.url));

const compute = {
  readPage: async (html: string, url: string) => computeTasks.readPage({ html, url }),
  buildSiteModel: async (input: Parameters<typeof computeTasks.buildSiteModel>[0]) => computeTasks.buildSiteModel(input),
};

async function readSite(site: ManifestSite, homeOnly: boolean): Promise<{ model: SiteModel; ms: number }> {
  const served = await serveDirectory(`${corpus}/${site.dir}`);
  try {
    const fetch = (url: string, options?: Parameters<typeof safeFetch>[1]) => safeFetch(url, { ...options, allowPrivateHosts: [served.hostPort] });
    const started = performance.now();
    const model = await analyzeWebsite(
      { fetch, compute, ...(homeOnly ? { subPageLimit: 0 } : {}) },
      { url: served.url, snippets: [], prompt: site.prompt, instructions: parseInstructions(site.prompt, site.audience) },
    );
    return { model, ms: performance.now() - started };
  } finally {
    await served.close();
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '  –  ' : `${((100 * part) / whole).toFixed(0).padStart(3)} %`);

function totals(scores: SiteScore[]) {
  const sum = (pick: (s: SiteScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  return {
    names: sum((s) => Number(s.name.right)),
    types: sum((s) => Number(s.type.right)),
    chosen: sum((s) => s.offerings.chosen),
    right: sum((s) => s.offerings.right),
    mainFound: sum((s) => s.offerings.mainFound),
    main: sum((s) => s.offerings.main),
    navigationOrPeople: sum((s) => s.navigationOrPeople.length),
    pricesWithItem: sum((s) => s.prices.withItem),
    pricesRight: sum((s) => s.prices.right),
    hoursExpected: sum((s) => Number(s.hours.expected)),
    hoursRight: sum((s) => Number(s.hours.expected && s.hours.right)),
    placeExpected: sum((s) => Number(s.place.expected)),
    placeRight: sum((s) => Number(s.place.expected && s.place.right)),
    addressExpected: sum((s) => Number(s.address.expected)),
    addressRight: sum((s) => Number(s.address.expected && s.address.right)),
    phoneExpected: sum((s) => Number(s.phone.expected)),
    phoneRight: sum((s) => Number(s.phone.expected && s.phone.right)),
    peopleExpected: sum((s) => s.people.expected),
    peopleFound: sum((s) => s.people.found),
    pagesRead: sum((s) => s.pagesRead.read),
    pagesWorth: sum((s) => s.pagesRead.worth),
  };
}

function summary(label: string, scores: SiteScore[], ms: number[]) {
  const t = totals(scores);
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return [
    label,
    `${t.names}/${scores.length}`,
    `${t.types}/${scores.length}`,
    percent(t.right, t.chosen),
    percent(t.mainFound, t.main),
    String(t.navigationOrPeople),
    `${t.pricesRight}/${t.pricesWithItem}`,
    `${t.hoursRight}/${t.hoursExpected}`,
    `${t.placeRight}/${t.placeExpected}`,
    `${t.addressRight}/${t.addressExpected}`,
    `${t.phoneRight}/${t.phoneExpected}`,
    `${t.peopleFound}/${t.peopleExpected}`,
    `${t.pagesRead}/${t.pagesWorth}`,
    `${Math.round(median)} ms`,
  ];
}

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
}

const header = ['', 'names', 'types', 'off. precision', 'off. recall', 'nav/people as off.', 'prices w/ item', 'hours', 'place', 'address', 'phone', 'people', 'pages read/worth', 'median read'];
const after: SiteScore[] = [];
const before: SiteScore[] = [];
const afterMs: number[] = [];
const beforeMs: number[] = [];
const perSite: string[][] = [['site', 'name', 'type', 'off. right/chosen', 'main found', 'prices', 'hours', 'place', 'address', 'pages']];

for (const site of sites) {
  const truthFile = `${truthDir}${site.key}.json`;
  if (!existsSync(truthFile)) {
    console.log(`${site.key}: no truth file, skipped`);
    continue;
  }
  const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as SiteTruth;
  const home = await readSite(site, true);
  const whole = await readSite(site, false);
  const scoreBefore = scoreSite(home.model, truth);
  const score = scoreSite(whole.model, truth);
  before.push(scoreBefore);
  after.push(score);
  beforeMs.push(home.ms);
  afterMs.push(whole.ms);
  perSite.push([
    site.key,
    `${score.name.right ? 'ok' : 'WRONG'} ${score.name.got}`,
    `${score.type.right ? 'ok' : 'WRONG'} ${score.type.got}`,
    `${score.offerings.right}/${score.offerings.chosen}`,
    `${score.offerings.mainFound}/${score.offerings.main}`,
    `${score.prices.right}/${score.prices.withItem}`,
    score.hours.expected ? (score.hours.right ? 'ok' : 'miss') : '–',
    score.place.expected ? (score.place.right ? 'ok' : `miss (${score.place.got ?? 'none'})`) : '–',
    score.address.expected ? (score.address.right ? 'ok' : `miss (${score.address.got ?? 'none'})`) : '–',
    `${score.pagesRead.read}/${score.pagesRead.worth}`,
  ]);
  if (args.verbose) {
    console.log(`\n${site.key}: name from ${score.name.source}`);
    if (score.offerings.wrong.length) console.log(`  offerings not on the truth list: ${score.offerings.wrong.join(' | ')}`);
    if (score.offerings.missed.length) console.log(`  main offerings missed: ${score.offerings.missed.join(' | ')}`);
    if (score.navigationOrPeople.length) console.log(`  navigation or people as offerings: ${score.navigationOrPeople.join(' | ')}`);
    if (score.prices.wrong.length) console.log(`  prices with a wrong item: ${score.prices.wrong.slice(0, 8).join(' | ')}`);
    console.log(`  schedule: ${whole.model.schedule.map((s) => s.text).slice(0, 3).join(' | ') || 'none'}`);
  }
}

console.log(`\nReal sites: ${after.length} sites from ${corpus}\n`);
table(perSite);
console.log('');
table([header, summary('home page alone (baseline)', before, beforeMs), summary('SiteSpark', after, afterMs), ['targets', `${after.length}/${after.length}`, `>=${Math.max(0, after.length - 1)}/${after.length}`, '>= 90 %', '>= 80 %', '0', '', '', '', '', '', '', '', '< 3000 ms']]);
