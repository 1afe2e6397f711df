/**
 * The kit library on a real PostgreSQL: the content service built as in production (its
 * migrations on a throwaway schema of DATABASE_URL's server, dropped afterwards), one subscriber
 * with LIBRARY_KITS (1,000) kept kits of realistic size (a built-in kit with video part, ~100 KB
 * of JSON each) and others' kits beside them, then timed requests over HTTP on 127.0.0.1:
 *
 *   list, first page            GET /api/kits                 target p99 < 50 ms
 *   list, a later page          GET /api/kits?cursor=...      (the keyset cursor, page 25)
 *   list, searched              GET /api/kits?q=...
 *   open one kit                GET /api/kits/:id
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:library
 *   LIBRARY_KITS=5000 LIBRARY_REQUESTS=1000 npm run bench:library
 *
 * Requests are sequential (latency, not throughput) after LIBRARY_WARMUP (50) warm-up requests
 * per scenario. Scenarios are the `scenarios` list below: a new measurement (the kit export) is one
 * more entry using the same seeded library. The last line on stdout is a JSON summary; exits 1
 * when a target is missed or a request fails.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { audiencePhrase, buildSiteModel, parseInstructions, readPage } from '@sitespark/site-model';
import { quoteIdent, schemaOf } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import { builtinWriter, generateBuiltinCopy } from '../../services/content/src/adapters/builtin-generator.ts';
import type { ContentConfig } from '../../services/content/src/config.ts';
import { assembleKit } from '../../services/content/src/domain/assemble-kit.ts';
import { composeVideoContent } from '../../services/content/src/domain/compose-video-content.ts';
import { contentService } from '../../services/content/src/index.ts';
import { benchPage } from '../generate/page.ts';
import { exportZipScenario } from './export-zip.ts';
import { numberFromEnv } from '../support/env.ts';

const kitCount = Math.round(numberFromEnv('LIBRARY_KITS', 1000, 1));
const otherUsersKits = Math.round(numberFromEnv('LIBRARY_OTHER_KITS', 1000, 0));
const requests = Math.round(numberFromEnv('LIBRARY_REQUESTS', 500, 10));
const warmup = Math.round(numberFromEnv('LIBRARY_WARMUP', 50, 0));

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}

/** One realistic kit (the generate benchmark's ~200 KB page, built-in writer, video part) and its site model. */
function sampleKit() {
  const url = 'https://northstar.example/';
  const snippets = [
    { description: 'Reports dashboard with client charts', imageUrl: '/api/media/snippets/u/a.png', bytes: null, thumbnail: null },
    { description: 'Time tracking timeline', imageUrl: '/api/media/snippets/u/b.png', bytes: null, thumbnail: null },
  ];
  const instructions = parseInstructions('', '');
  const site = buildSiteModel({ url, facts: readPage(benchPage(), url), fetchNote: null, snippets, prompt: '', instructions, brand: null });
  const copy = generateBuiltinCopy({ site, instructions, customPrompt: '', targetAudience: '', audiencePhrase: audiencePhrase('', site.language), snippets });
  const videoContent = composeVideoContent({ site, copy, snippets, prompt: '', libraryTrack: null });
  const result = assembleKit({ site, copy, generator: 'builtin', writer: builtinWriter, instructions, prompt: '', targetAudience: '', flyers: null, videoContent, snippetCount: 2 });
  return { site, result };
}

/**
 * `count` kits for the user, one minute apart: the kit's JSON is stored once in a template table of
 * the throwaway schema and PostgreSQL copies it, so the seed is one statement per user.
 */
async function seed(service: TestService<ContentConfig>, userId: string, count: number, kit: ReturnType<typeof sampleKit>): Promise<string[]> {
  const schema = quoteIdent(schemaOf(service.dataSource));
  await service.dataSource.query(`CREATE TABLE IF NOT EXISTS ${schema}.bench_kit_template (site_model jsonb NOT NULL, result jsonb NOT NULL)`);
  await service.dataSource.query(`TRUNCATE ${schema}.bench_kit_template`);
  await service.dataSource.query(`INSERT INTO ${schema}.bench_kit_template VALUES ($1::jsonb, $2::jsonb)`, [JSON.stringify(kit.site), JSON.stringify(kit.result)]);
  const rows: Array<{ id: string }> = await service.dataSource.query(
    `INSERT INTO ${schema}.generations (user_id, url, site_name, name, site_type, language, thumbnail_url, site_model, generator, request, result, created_at, updated_at)
     SELECT $1::uuid, 'https://site-' || n || '.example/', $2 || ' ' || n, CASE WHEN n % 10 = 0 THEN 'Spring launch ' || n ELSE $2 || ' ' || n END,
            $3, $4, '/api/media/flyers/' || $1 || '/' || gen_random_uuid() || '.svg', t.site_model, 'builtin',
            jsonb_build_object('url', 'https://site-' || n || '.example/', 'customPrompt', '', 'targetAudience', '', 'includeVideo', true, 'siteSnips', '[]'::jsonb),
            t.result, now() - (($5::int - n) * interval '1 minute'), now()
       FROM generate_series(1, $5::int) AS n, ${schema}.bench_kit_template t
     RETURNING id`,
    [userId, kit.site.name, kit.site.type, kit.site.language, count],
  );
  await service.dataSource.query(`ANALYZE ${schema}.generations`);
  return rows.map((row) => row.id);
}

/** PostgreSQL's own plan and time for the first page, apart from the HTTP round trip and the machine's load. */
async function firstPagePlan(service: TestService<ContentConfig>, userId: string): Promise<{ usesIndex: boolean; executionMs: number }> {
  const schema = quoteIdent(schemaOf(service.dataSource));
  const rows: Array<{ 'QUERY PLAN': string }> = await service.dataSource.query(
    `EXPLAIN (ANALYZE, FORMAT TEXT) SELECT id, name, url, site_name, site_type, language, thumbnail_url, created_at
       FROM ${schema}.generations WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 21`,
    [userId],
  );
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  return { usesIndex: plan.includes('generations_user_created_id_idx'), executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN) };
}

interface Scenario {
  name: string;
  /** The p99 it must stay under, in milliseconds, if any. */
  targetP99Ms?: number;
  /** Makes one request; resolves when its answer is read in full. Throws on a failed request. */
  once(): Promise<void>;
  /** Requests and warm-up requests for a slow scenario, instead of LIBRARY_REQUESTS and LIBRARY_WARMUP. */
  requests?: number;
  warmup?: number;
  /** A line saying what the scenario works on, printed before its result. */
  describe?(): string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function measure(scenario: Scenario): Promise<{ p50: number; p99: number; max: number }> {
  for (let i = 0; i < (scenario.warmup ?? warmup); i++) await scenario.once();
  const samples: number[] = [];
  for (let i = 0; i < (scenario.requests ?? requests); i++) {
    const started = performance.now();
    await scenario.once();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1)! };
}

let infra: TestInfra | undefined;
let service: TestService<ContentConfig> | undefined;
try {
  infra = await createTestInfra('bench-library');
  service = await buildTestService(contentService, infra, { CONTENT_COMPUTE_THREADS: '0' });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;

  const kit = sampleKit();
  const userId = randomUUID();
  const seedStarted = performance.now();
  const ids = await seed(service, userId, kitCount, kit);
  if (otherUsersKits > 0) await seed(service, randomUUID(), otherUsersKits, kit);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const headers = service.as(userId);

  const getJson = async (path: string): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    return JSON.parse(body);
  };
  // The cursor of page 25 (of 20 kits each), walked once.
  let cursor: string | null = null;
  for (let page = 1; page < Math.min(25, Math.ceil(kitCount / 20)); page++) {
    cursor = ((await getJson(`/api/kits${cursor ? `?cursor=${cursor}` : ''}`)) as { nextCursor: string | null }).nextCursor;
  }

  const scenarios: Scenario[] = [
    { name: 'list, first page (20)', targetP99Ms: 50, once: async () => void (await getJson('/api/kits')) },
    ...(cursor ? [{ name: 'list, page 25 by cursor', once: async () => void (await getJson(`/api/kits?cursor=${cursor}`)) }] : []),
    { name: 'list, searched ("spring")', once: async () => void (await getJson('/api/kits?q=spring')) },
    { name: 'open one kit', once: async () => void (await getJson(`/api/kits/${ids[Math.floor(ids.length / 2)]}`)) },
    await exportZipScenario(service, base, randomUUID()),
  ];

  const plan = await firstPagePlan(service, userId);
  const kitBytes = Buffer.byteLength(JSON.stringify(kit.result)) + Buffer.byteLength(JSON.stringify(kit.site));
  console.log(
    `PostgreSQL ${String(((await service.dataSource.query('SHOW server_version')) as Array<{ server_version: string }>)[0]?.server_version)}; ` +
      `${kitCount} kits for the user (+${otherUsersKits} of another), ${(kitBytes / 1024).toFixed(0)} KB of JSON each, seeded in ${seedSeconds.toFixed(1)} s; ` +
      `${requests} sequential requests per scenario after ${warmup} warm-up; Node ${process.version}, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(`first page in PostgreSQL: ${plan.usesIndex ? 'index scan on (user_id, created_at desc, id desc)' : 'NO index scan'}, ${plan.executionMs.toFixed(3)} ms execution`);
  const results: Array<{ scenario: string; p50Ms: number; p99Ms: number; maxMs: number; targetP99Ms: number | null; met: boolean | null }> = [];
  for (const scenario of scenarios) {
    const { p50, p99, max } = await measure(scenario);
    if (scenario.describe) console.log(scenario.describe());
    const met = scenario.targetP99Ms === undefined ? null : p99 < scenario.targetP99Ms;
    results.push({ scenario: scenario.name, p50Ms: round(p50), p99Ms: round(p99), maxMs: round(max), targetP99Ms: scenario.targetP99Ms ?? null, met });
    console.log(
      `${scenario.name.padEnd(28)} p50 ${p50.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   max ${max.toFixed(2).padStart(7)} ms` +
        (met === null ? '' : `   target p99 < ${scenario.targetP99Ms} ms: ${met ? 'met' : 'NOT met'}`),
    );
  }
  console.log(JSON.stringify({ bench: 'library', kits: kitCount, requests, firstPagePlan: plan, loadAverage: loadavg()[0], results }));
  if (results.some((result) => result.met === false)) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await service?.close();
  await infra?.cleanup();
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
