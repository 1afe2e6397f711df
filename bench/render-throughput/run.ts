/**
 * Render throughput: N real renders (default 10) put on the render service's work queue at once,
 * rendered by one worker and then by two (two render service instances consuming the same queue,
 * as two replicas would). Prints the wall time from the first job queued to the last one finished,
 * jobs per minute for each and the ratio two workers / one worker.
 *
 * Each job is POST /api/generate-video-file (the Video Studio's "download MP4"): five 1280x720
 * section images with text overlays, rendered by ffmpeg at the product's size (1920x1080, 30 fps)
 * into a video of about 8 s. No Chromium and no network are involved. The route queues the job and
 * answers with the MP4 once a worker finished it; all requests go to the first instance.
 *
 *   npm run bench:render-throughput
 *   RENDER_THROUGHPUT_JOBS=3 npm run bench:render-throughput          a short run
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test NATS_URL=nats://127.0.0.1:4222 npm run bench:render-throughput
 *
 * Knobs (environment): RENDER_THROUGHPUT_JOBS (10), RENDER_THROUGHPUT_WORKERS (`1,2`: the worker
 * counts to measure), RENDER_THROUGHPUT_SECTION_S (2: seconds per section, five sections).
 * PostgreSQL and NATS come from DATABASE_URL / NATS_URL when set (in a throwaway schema and stream
 * prefix, removed afterwards), else embedded PGlite and the in-memory bus, which both instances in
 * this process share. One worker renders one job at a time (ffmpeg keeps every core busy), so on a
 * machine with few cores a second worker adds little; the ratio shows how much.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { renderJobIdHeader, renderRoutes } from '@sitespark/contracts';
import { renderService } from '@sitespark/render';
import { createDataSource, createLogger, createObjectStore, quoteIdent, signIdentity, startService, type ObjectStore, type RunningService } from '@sitespark/service-kit';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { numberFromEnv } from '../support/env.ts';

const jobCount = Math.round(numberFromEnv('RENDER_THROUGHPUT_JOBS', 10, 1));
const sectionSeconds = numberFromEnv('RENDER_THROUGHPUT_SECTION_S', 2, 1);
const workerCounts = (process.env.RENDER_THROUGHPUT_WORKERS ?? '1,2').split(',').map((value) => Number(value.trim()));
if (workerCounts.some((count) => !Number.isInteger(count) || count < 1 || count > 8)) {
  console.error('RENDER_THROUGHPUT_WORKERS must list worker counts from 1 to 8, e.g. 1,2');
  process.exit(2);
}

const internalSecret = 'bench-internal-secret-0123456789abcdef-0123456789';
const logger = createLogger('bench-render-throughput', { level: process.env.LOG_LEVEL ?? 'warn' });

/** Five screenshot-like 1280x720 pages, as data URLs. */
async function sectionImages(): Promise<string[]> {
  const palette = [['#0f172a', '#6366f1'], ['#064e3b', '#34d399'], ['#7c2d12', '#fb923c'], ['#1e3a8a', '#60a5fa'], ['#581c87', '#f472b6']];
  const width = 1280;
  const height = 720;
  const images: string[] = [];
  for (const [index, [from, to]] of palette.entries()) {
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, from ?? '#000');
    gradient.addColorStop(1, to ?? '#fff');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.fillStyle = 'rgba(255,255,255,0.9)';
    context.fillRect(0, 0, width, 60);
    for (let card = 0; card < 3; card++) {
      context.fillStyle = 'rgba(255,255,255,0.15)';
      context.fillRect(100 + card * 370, 340, 320, 240);
    }
    context.fillStyle = '#ffffff';
    context.font = 'bold 64px sans-serif';
    context.fillText(`Section ${index + 1}: built for teams`, 100, 250);
    images.push(`data:image/png;base64,${(await canvas.encode('png')).toString('base64')}`);
  }
  return images;
}

function requestBody(images: string[]): string {
  const names = ['Hero', 'Features', 'Benefits', 'Proof', 'Call to action'];
  return JSON.stringify({
    duration: images.length * sectionSeconds,
    sections: images.map((image, index) => ({ id: `s${index + 1}`, name: names[index] ?? `Section ${index + 1}`, image, text: `${names[index]}: everything in one place`, timing: sectionSeconds })),
    backgroundMusic: null,
    musicVolume: 30,
  });
}

interface Round {
  workers: number;
  jobs: number;
  /** From the first job row created to the last one finished, by the database's clock. */
  queueToLastFinishedSeconds: number;
  /** From sending the first request to the last MP4 received. */
  clientWallSeconds: number;
  jobsPerMinute: number;
  meanRenderSeconds: number;
  meanQueuedSeconds: number;
  failed: number;
}

async function startInstances(infra: TestInfra, count: number, dataDir: string, store: ObjectStore): Promise<RunningService[]> {
  const instances: RunningService[] = [];
  try {
    for (let index = 0; index < count; index++) {
      instances.push(
        await startService(renderService, {
          env: {
            INTERNAL_SECRET: internalSecret,
            DATABASE_URL: infra.databaseUrl,
            DATABASE_SCHEMA: `${infra.schemaPrefix}render`,
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
            DATA_DIR: dataDir,
            CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          },
          // One bus handle per instance (its own connection on NATS); one object store, as replicas share S3.
          shared: { bus: await infra.makeBus(), store, logger: logger.child({ instance: index + 1 }) },
          installSignalHandlers: false,
        }),
      );
    }
    return instances;
  } catch (error) {
    for (const instance of instances) await instance.stop();
    throw error;
  }
}

async function renderBatch(url: string, body: string, jobIds: string[]): Promise<{ seconds: number; failures: string[] }> {
  const started = performance.now();
  const outcomes = await Promise.all(
    jobIds.map(async (jobId) => {
      const response = await fetch(`${url}${renderRoutes.generateVideoFile.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [renderJobIdHeader]: jobId, ...signIdentity({ userId: randomUUID(), subscriptionStatus: 'active' }, internalSecret) },
        body,
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || response.headers.get('content-type') !== 'video/mp4' || bytes.length < 10_000) {
        return `job ${jobId}: ${response.status} ${response.headers.get('content-type')} ${bytes.subarray(0, 300).toString()}`;
      }
      return null;
    }),
  );
  return { seconds: (performance.now() - started) / 1000, failures: outcomes.filter((outcome): outcome is string => outcome !== null) };
}

async function jobTimes(infra: TestInfra, jobIds: string[]) {
  const db = createDataSource({ url: infra.databaseUrl, schema: `${infra.schemaPrefix}render`, entities: [], migrations: [] });
  await db.initialize();
  try {
    const rows: Array<{ created: string; started: string | null; finished: string | null; status: string }> = await db.query(
      `SELECT extract(epoch FROM created_at)::float8 AS created, extract(epoch FROM started_at)::float8 AS started,
              extract(epoch FROM finished_at)::float8 AS finished, status
         FROM ${quoteIdent(`${infra.schemaPrefix}render`)}.render_jobs WHERE id = ANY($1::uuid[])`,
      [jobIds],
    );
    const done = rows.filter((row) => row.started !== null && row.finished !== null);
    const created = Math.min(...rows.map((row) => Number(row.created)));
    const finished = Math.max(...done.map((row) => Number(row.finished)));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    return {
      queueToLastFinishedSeconds: finished - created,
      meanRenderSeconds: mean(done.map((row) => Number(row.finished) - Number(row.started))),
      meanQueuedSeconds: mean(done.map((row) => Number(row.started) - Number(row.created))),
      succeeded: rows.filter((row) => row.status === 'succeeded').length,
    };
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const infra = await createTestInfra('bench-render-throughput');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-render-throughput-'));
  const store = createObjectStore({ rootDir: join(dataDir, 'objects') });
  const rounds: Round[] = [];
  try {
    const body = requestBody(await sectionImages());
    console.log(
      `Render throughput: ${jobCount} generate-video-file jobs (5 sections x ${sectionSeconds} s, 1920x1080) per round; ` +
        `${infra.natsUrl ? 'NATS' : 'in-memory bus'}, ${infra.kind === 'embedded' ? 'embedded PGlite' : 'PostgreSQL'}; ${availableParallelism()} cores, Node ${process.version}\n`,
    );
    let warmedUp = false;
    for (const workers of workerCounts) {
      const instances = await startInstances(infra, workers, dataDir, store);
      try {
        if (!warmedUp) {
          // One untimed render first: fonts, canvas and the first ffmpeg start are not throughput.
          const warmup = await renderBatch(instances[0]!.url, body, [randomUUID()]);
          if (warmup.failures.length > 0) throw new Error(`warm-up render failed: ${warmup.failures[0]}`);
          warmedUp = true;
        }
        const jobIds = Array.from({ length: jobCount }, () => randomUUID());
        const batch = await renderBatch(instances[0]!.url, body, jobIds);
        const times = await jobTimes(infra, jobIds);
        const round: Round = {
          workers,
          jobs: jobCount,
          queueToLastFinishedSeconds: times.queueToLastFinishedSeconds,
          clientWallSeconds: batch.seconds,
          jobsPerMinute: (times.succeeded / times.queueToLastFinishedSeconds) * 60,
          meanRenderSeconds: times.meanRenderSeconds,
          meanQueuedSeconds: times.meanQueuedSeconds,
          failed: batch.failures.length,
        };
        rounds.push(round);
        console.log(
          `${workers} worker(s): ${jobCount} jobs in ${round.queueToLastFinishedSeconds.toFixed(1)} s from first queued to last finished ` +
            `(${round.clientWallSeconds.toFixed(1)} s client wall) = ${round.jobsPerMinute.toFixed(1)} jobs/min; ` +
            `mean render ${round.meanRenderSeconds.toFixed(1)} s, mean wait in queue ${round.meanQueuedSeconds.toFixed(1)} s` +
            (round.failed > 0 ? `; ${round.failed} FAILED` : ''),
        );
        for (const failure of batch.failures.slice(0, 3)) console.error(`  ${failure}`);
      } finally {
        for (const instance of instances) await instance.stop();
      }
    }
    const one = rounds.find((round) => round.workers === 1);
    const two = rounds.find((round) => round.workers === 2);
    const ratio = one && two ? two.jobsPerMinute / one.jobsPerMinute : null;
    if (ratio !== null) console.log(`\njobs/min ratio 2 workers / 1 worker: ${ratio.toFixed(2)} (2.00 would be perfect scaling)`);
    console.log(`load average at the end ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    console.log(
      JSON.stringify({
        benchmark: 'render-throughput',
        kind: 'generate-video-file',
        sectionSeconds,
        bus: infra.natsUrl ? 'nats' : 'memory',
        database: infra.kind,
        rounds,
        twoOverOneWorker: ratio,
        cores: availableParallelism(),
        node: process.version,
      }),
    );
    return rounds.some((round) => round.failed > 0) ? 1 : 0;
  } finally {
    await infra.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
