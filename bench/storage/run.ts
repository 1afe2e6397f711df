/**
 * Storage per subscriber per month: the whole product in one process (`startStandalone`) on a real
 * PostgreSQL (a throwaway database on DATABASE_URL's server, dropped afterwards) and the filesystem
 * object store, driven through the gateway by N subscribers through one month of typical use.
 * Prints the rows and bytes each table and each object prefix gained per subscriber, for
 * docs/capacity.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:storage
 *   STORAGE_SUBSCRIBERS=5 DATABASE_URL=... npm run bench:storage      more subscribers
 *
 * One month of one subscriber (the assumption, change it with the knobs): sign-up and payment with
 * the local provider, STORAGE_SIGN_INS (4) more sign-ins, STORAGE_SNIPPETS (3) saved screenshots
 * (1280x800 PNG), STORAGE_KITS (8) kits generated from a small local site with two snippets,
 * STORAGE_FREE_VIDEOS (2) auto videos (POST /api/free-video, 30 s, Chromium screenshots of the
 * site), STORAGE_VIDEO_FILES (2) Video Studio downloads (POST /api/generate-video-file, five
 * sections of 2 s) and STORAGE_MUSIC_UPLOADS (1) uploaded MP3 (60 s, 128 kbit/s, made by ffmpeg).
 * The built-in music library is left out (MUSIC_LIBRARY_SYNTHESIS=false): it is stored once per
 * installation, not per subscriber.
 *
 * Table bytes are pg_total_relation_size (heap, TOAST and indexes) after VACUUM, before and after
 * the subscribers' month; with few rows a table's first pages dominate, so also the rows' own
 * bytes (sum of pg_column_size) are printed. Needs ffmpeg, Chromium (CHROMIUM_PATH) and
 * espeak-ng. The last line on stdout is a JSON summary.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { authRoutes, billingRoutes, contentRoutes, mediaRoutes, renderRoutes, sessionCookieName, type SavedSnippet } from '@sitespark/contracts';
import { createLogger, quoteIdent } from '@sitespark/service-kit';
import { startStandalone, type Standalone } from '../../apps/standalone/src/start-standalone.ts';
import { numberFromEnv } from '../support/env.ts';
import { solidPng, startSite, type Site } from '../load/site.ts';

const run = promisify(execFile);

const subscriberCount = Math.round(numberFromEnv('STORAGE_SUBSCRIBERS', 3, 1));
const month = {
  signIns: Math.round(numberFromEnv('STORAGE_SIGN_INS', 4, 0)),
  snippets: Math.round(numberFromEnv('STORAGE_SNIPPETS', 3, 1)),
  kits: Math.round(numberFromEnv('STORAGE_KITS', 8, 0)),
  freeVideos: Math.round(numberFromEnv('STORAGE_FREE_VIDEOS', 2, 0)),
  videoFiles: Math.round(numberFromEnv('STORAGE_VIDEO_FILES', 2, 0)),
  musicUploads: Math.round(numberFromEnv('STORAGE_MUSIC_UPLOADS', 1, 0)),
};

const logger = createLogger('bench-storage', { level: process.env.LOG_LEVEL ?? 'warn' });
const limits = { RATE_LIMIT_MAX: '100000000', AUTH_ATTEMPTS_PER_WINDOW: '100000' };

interface TableFigure {
  table: string;
  rows: number;
  totalBytes: number;
  rowBytes: number;
}

class Api {
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async expect<T>(path: string, status: number, init: { cookie?: string; json?: unknown; form?: FormData } = {}): Promise<{ body: T; response: Response; bytes: number }> {
    const headers: Record<string, string> = { origin: this.base };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = init.form;
    }
    const response = await fetch(`${this.base}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body === undefined ? {} : { body }) });
    const raw = Buffer.from(await response.arrayBuffer());
    if (response.status !== status) throw new Error(`${path} answered ${response.status} (expected ${status}): ${raw.subarray(0, 300).toString()}`);
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { body: (isJson && raw.length > 0 ? JSON.parse(raw.toString()) : null) as T, response, bytes: raw.length };
  }
}

function cookieOf(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${sessionCookieName}=`));
  if (!setCookie) throw new Error('no session cookie was set');
  return setCookie.split(';')[0]!;
}

async function tableFigures(databaseUrl: string): Promise<TableFigure[]> {
  const db = new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 1, logging: false });
  await db.initialize();
  try {
    await db.query('VACUUM');
    const tables: Array<{ schema: string; name: string }> = await db.query(
      `SELECT schemaname AS schema, tablename AS name FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    const figures: TableFigure[] = [];
    for (const { schema, name } of tables) {
      const qualified = `${quoteIdent(schema)}.${quoteIdent(name)}`;
      const [row] = (await db.query(
        `SELECT count(*)::int AS rows, coalesce(sum(pg_column_size(t.*)), 0)::bigint AS row_bytes,
                pg_total_relation_size($1::regclass)::bigint AS total_bytes FROM ${qualified} t`,
        [qualified],
      )) as Array<{ rows: number; row_bytes: string; total_bytes: string }>;
      figures.push({ table: `${schema}.${name}`, rows: row!.rows, rowBytes: Number(row!.row_bytes), totalBytes: Number(row!.total_bytes) });
    }
    return figures;
  } finally {
    await db.destroy();
  }
}

/** Mean render time by job kind (render.render_jobs, database clock), for the capacity plan's render figures. */
async function renderTimes(databaseUrl: string): Promise<Array<{ kind: string; jobs: number; meanSeconds: number }>> {
  const db = new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 1, logging: false });
  await db.initialize();
  try {
    const rows: Array<{ kind: string; jobs: number; mean_seconds: number }> = await db.query(
      `SELECT kind, count(*)::int AS jobs, avg(extract(epoch FROM finished_at - started_at))::float8 AS mean_seconds
         FROM render.render_jobs WHERE status = 'succeeded' GROUP BY kind ORDER BY kind`,
    );
    return rows.map((row) => ({ kind: row.kind, jobs: row.jobs, meanSeconds: row.mean_seconds }));
  } finally {
    await db.destroy();
  }
}

/** Bytes and files under the object store, by the first segment of the key. */
async function objectFigures(root: string): Promise<Map<string, { files: number; bytes: number }>> {
  const figures = new Map<string, { files: number; bytes: number }>();
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        // The filesystem store keeps each object under objects/<key> and its metadata under meta/<key>.
        const [area, first] = relative(root, path).split(sep);
        const prefix = `${area}/${first}`;
        const figure = figures.get(prefix) ?? { files: 0, bytes: 0 };
        figure.files += 1;
        figure.bytes += (await stat(path)).size;
        figures.set(prefix, figure);
      }
    }
  };
  await walk(root);
  return figures;
}

async function sectionPngs(): Promise<string[]> {
  const colours = ['#0f172a', '#064e3b', '#7c2d12', '#1e3a8a', '#581c87'];
  return colours.map((colour) => `data:image/png;base64,${solidPng(colour, 1280, 720).toString('base64')}`);
}

async function subscriberMonth(api: Api, site: Site, index: number, runId: string, mp3: Buffer, sections: string[]): Promise<{ downloadedBytes: number }> {
  const email = `storage-${runId}-${index}@example.test`;
  const password = `storage-password-${runId}`;
  const registered = await api.expect<{ id: string }>(authRoutes.register.path, 201, { json: { firstName: 'Month', lastName: `User ${index}`, email, password } });
  let cookie = cookieOf(registered.response);
  const { body: subscription } = await api.expect<{ clientSecret: string }>(billingRoutes.getOrCreateSubscription.path, 200, { cookie, json: { plan: 'monthly' } });
  await api.expect(billingRoutes.confirmLocalPayment.path, 200, {
    cookie,
    json: { clientSecret: subscription.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '12345' } },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await api.expect<{ subscriptionStatus?: string }>(authRoutes.getUser.path, 200, { cookie });
    if (body.subscriptionStatus === 'active') break;
    if (Date.now() > deadline) throw new Error(`subscriber ${index} never became active`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (let n = 0; n < month.signIns; n++) {
    const login = await api.expect(authRoutes.login.path, 200, { json: { email, password } });
    cookie = cookieOf(login.response);
  }
  const snippets: SavedSnippet[] = [];
  for (let n = 0; n < month.snippets; n++) {
    const form = new FormData();
    form.append('description', `Screen ${n + 1} of the booking page`);
    form.append('originalFileName', `screen-${n + 1}.png`);
    form.append('image', new Blob([new Uint8Array(solidPng(['#3b5bdb', '#0ca678', '#f59f00'][n % 3]!, 1280, 800))], { type: 'image/png' }), `screen-${n + 1}.png`);
    snippets.push((await api.expect<SavedSnippet>(contentRoutes.saveSnippet.path, 201, { cookie, form })).body);
  }
  for (let n = 0; n < month.kits; n++) {
    await api.expect(contentRoutes.generate.path, 200, {
      cookie,
      json: {
        url: site.url,
        targetAudience: 'owners of small studios and salons',
        customPrompt: n % 2 === 0 ? 'Friendly tone; mention the 14-day free trial' : undefined,
        includeVideo: false,
        siteSnips: snippets.slice(0, 2).map((snippet) => ({ image: snippet.imageUrl, description: snippet.description })),
      },
    });
  }
  for (let n = 0; n < month.musicUploads; n++) {
    const form = new FormData();
    form.append('trackId', `own-track-${n + 1}`);
    form.append('trackName', `Our jingle ${n + 1}`);
    form.append('music', new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }), `jingle-${n + 1}.mp3`);
    await api.expect(mediaRoutes.uploadMusicFile.path, 201, { cookie, form });
  }
  let downloadedBytes = 0;
  for (let n = 0; n < month.freeVideos; n++) {
    const { body } = await api.expect<{ videoUrl: string }>(renderRoutes.createFreeVideo.path, 200, { cookie, json: { url: site.url } });
    downloadedBytes += (await api.expect(body.videoUrl, 200, { cookie })).bytes;
  }
  for (let n = 0; n < month.videoFiles; n++) {
    const names = ['Hero', 'Features', 'Benefits', 'Proof', 'Call to action'];
    const { bytes } = await api.expect(renderRoutes.generateVideoFile.path, 200, {
      cookie,
      json: {
        duration: sections.length * 2,
        sections: sections.map((image, i) => ({ id: `s${i + 1}`, name: names[i], image, text: `${names[i]}: everything in one place`, timing: 2 })),
        backgroundMusic: null,
        musicVolume: 30,
      },
    });
    downloadedBytes += bytes;
  }
  return { downloadedBytes };
}

function printTable(header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  for (const row of all) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   '));
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL server (a throwaway database is created on it and dropped afterwards).');
    return 2;
  }
  const runId = randomBytes(3).toString('hex');
  const databaseName = `bench_storage_${runId}`;
  const admin = new DataSource({ type: 'postgres', url: serverUrl, poolSize: 1, logging: false });
  await admin.initialize();
  await admin.query(`CREATE DATABASE ${quoteIdent(databaseName)}`);
  const databaseUrl = `${serverUrl.replace(/\/[^/]*$/, '')}/${databaseName}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-storage-'));
  let site: Site | undefined;
  let standalone: Standalone | undefined;
  try {
    site = await startSite();
    const mp3Path = join(dataDir, 'jingle.mp3');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=60', '-c:a', 'libmp3lame', '-b:a', '128k', mp3Path]);
    const mp3 = await readFile(mp3Path);
    const port = 21_000 + Math.floor(Math.random() * 400) * 10;
    standalone = await startStandalone(
      {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SKIP_WEB_BUILD: 'true',
        MUSIC_LIBRARY_SYNTHESIS: 'false',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        INTERNAL_SECRET: randomBytes(32).toString('base64url'),
        FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort,
        DATABASE_URL: databaseUrl,
        NATS_URL: '',
        S3_ENDPOINT: '',
        ...limits,
      },
      logger,
    );
    const api = new Api(`http://127.0.0.1:${port}`);
    const objectsRoot = join(dataDir, 'objects');
    const tablesBefore = await tableFigures(databaseUrl);
    const objectsBefore = await objectFigures(objectsRoot);
    const sections = await sectionPngs();
    const started = performance.now();
    let downloadedBytes = 0;
    for (let index = 1; index <= subscriberCount; index++) {
      downloadedBytes += (await subscriberMonth(api, site, index, runId, mp3, sections)).downloadedBytes;
      console.log(`subscriber ${index}/${subscriberCount}: month done after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // Let events (billing -> auth projection, render outcomes) settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const tablesAfter = await tableFigures(databaseUrl);
    const objectsAfter = await objectFigures(objectsRoot);

    console.log(
      `\nStorage per subscriber-month: ${subscriberCount} subscribers, each ${month.signIns} sign-ins, ${month.snippets} snippets, ${month.kits} kits, ` +
        `${month.freeVideos} free videos, ${month.videoFiles} video files, ${month.musicUploads} MP3 uploads; PostgreSQL ${databaseName}; ` +
        `${availableParallelism()} cores, load ${loadavg().map((v) => v.toFixed(2)).join(' ')}\n`,
    );
    const before = new Map(tablesBefore.map((figure) => [figure.table, figure]));
    const tableRows = tablesAfter
      .map((after) => {
        const base = before.get(after.table) ?? { rows: 0, totalBytes: 0, rowBytes: 0 };
        return { table: after.table, rows: (after.rows - base.rows) / subscriberCount, totalBytes: (after.totalBytes - base.totalBytes) / subscriberCount, rowBytes: (after.rowBytes - base.rowBytes) / subscriberCount, totalAfter: after.totalBytes };
      })
      .filter((figure) => figure.rows !== 0 || figure.totalBytes !== 0);
    printTable(
      ['table', 'rows/sub', 'row KB/sub', 'relation KB/sub', 'relation KB after'],
      tableRows.map((figure) => [figure.table, figure.rows.toFixed(1), (figure.rowBytes / 1024).toFixed(1), (figure.totalBytes / 1024).toFixed(1), (figure.totalAfter / 1024).toFixed(0)]),
    );
    const sum = (key: 'rows' | 'totalBytes' | 'rowBytes') => tableRows.reduce((total, figure) => total + figure[key], 0);
    console.log(`PostgreSQL per subscriber-month: ${sum('rows').toFixed(1)} rows, ${(sum('rowBytes') / 1024).toFixed(1)} KB of row data, ${(sum('totalBytes') / 1024).toFixed(1)} KB of relation growth\n`);

    const prefixes = [...new Set([...objectsBefore.keys(), ...objectsAfter.keys()])].sort();
    const objectRows = prefixes
      .map((prefix) => {
        const a = objectsAfter.get(prefix) ?? { files: 0, bytes: 0 };
        const b = objectsBefore.get(prefix) ?? { files: 0, bytes: 0 };
        return { prefix, files: (a.files - b.files) / subscriberCount, bytes: (a.bytes - b.bytes) / subscriberCount };
      })
      .filter((figure) => figure.files !== 0 || figure.bytes !== 0);
    printTable(['object prefix', 'objects/sub', 'MB/sub'], objectRows.map((figure) => [figure.prefix, figure.files.toFixed(1), (figure.bytes / 1048576).toFixed(2)]));
    const objectBytes = objectRows.reduce((total, figure) => total + figure.bytes, 0);
    console.log(`Objects per subscriber-month: ${objectRows.reduce((t, f) => t + f.files, 0).toFixed(1)} objects, ${(objectBytes / 1048576).toFixed(2)} MB`);
    console.log(`Downloaded by the subscriber (videos, egress): ${(downloadedBytes / subscriberCount / 1048576).toFixed(2)} MB per subscriber-month\n`);
    const renders = await renderTimes(databaseUrl);
    console.log(`Render time by kind (started to finished; under whatever else runs on the machine): ${renders.map((r) => `${r.kind} ${r.meanSeconds.toFixed(1)} s (${r.jobs} jobs)`).join(', ')}\n`);
    console.log(
      JSON.stringify({
        benchmark: 'storage',
        date: new Date().toISOString(),
        subscribers: subscriberCount,
        month,
        perSubscriber: {
          rows: sum('rows'),
          rowBytes: sum('rowBytes'),
          relationBytes: sum('totalBytes'),
          objectBytes,
          videoDownloadBytes: downloadedBytes / subscriberCount,
        },
        tables: tableRows,
        objects: objectRows,
        renders,
        cores: availableParallelism(),
        load: loadavg(),
      }),
    );
    return 0;
  } finally {
    await standalone?.stop().catch((error: unknown) => console.error('stopping the stack failed', error));
    await site?.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName)} WITH (FORCE)`).catch((error: unknown) => console.error('dropping the database failed', error));
    await admin.destroy();
  }
}

process.exitCode = await main();
