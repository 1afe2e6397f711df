import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderJobIdHeader } from '@sitespark/contracts';
import { createFsObjectStore, type ObjectStore } from '@sitespark/service-kit';
import { createTestInfra, startNatsServer, type NatsServerProcess, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { RenderConfig } from '../src/config.ts';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { onNatsServer, waitUntil } from './support/nats-server.ts';
import { parseEventStream } from './support/render-harness.ts';
import { startRenderReplica } from './support/render-replica.ts';

/**
 * Render workers that die for real (SIGKILL of their process) in the middle of a job. Every
 * process of the suite shares one schema, one bus prefix and one object store, as replicas do.
 */
const workerScript = fileURLToPath(new URL('./support/render-worker-process.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const ackWaitMs = 1_500;
const settings = { RENDER_JOB_ACK_WAIT_MS: String(ackWaitMs), RENDER_MAX_ATTEMPTS: '2', RENDER_RETRY_DELAY_MS: '100', RENDER_WAIT_TIMEOUT_MS: '50000' };

let infra: TestInfra;
/** The suite's own NATS server when the infra has none (the in-memory bus of the embedded fallback). */
let nats: NatsServerProcess | undefined;
let objectsDir: string;
let store: ObjectStore;
/** Takes the users' requests; renders nothing itself. */
let api: TestService<RenderConfig>;
const survivorCalls = new Map<string, number>();
const children = new Set<ChildProcess>();
const replicas = new Set<TestService<RenderConfig>>();
// A test process that dies must not leave its (forever rendering) worker processes behind.
const killChildren = () => children.forEach((child) => child.kill('SIGKILL'));
process.once('exit', killChildren);

beforeAll(async () => {
  infra = await createTestInfra('render worker death');
  // Worker processes share the queue only through a real NATS: the in-memory bus of the embedded
  // fallback lives in this process alone, so the suite then starts a NATS server of its own.
  if (infra.natsUrl === undefined) {
    nats = await startNatsServer('render-worker-death-');
    infra = onNatsServer(infra, nats.url);
    console.info(`[worker-death] the in-memory bus reaches no other process: the workers share a NATS server of the suite's own (${nats.url})`);
  }
  objectsDir = await mkdtemp(path.join(tmpdir(), 'render-worker-death-'));
  store = createFsObjectStore({ rootDir: objectsDir });
  api = await startRenderReplica(infra, { store, env: { ...settings, RENDER_WORKER: 'false' } });
});
afterEach(async () => {
  for (const child of children) await kill(child);
  for (const replica of replicas) await replica.close();
  replicas.clear();
});
afterAll(async () => {
  process.off('exit', killChildren);
  await api?.close();
  await infra?.cleanup();
  await nats?.dispose();
  if (objectsDir) await rm(objectsDir, { recursive: true, force: true });
});

interface Worker {
  process: ChildProcess;
  /** Jobs its renderer started, as `<jobId> <attempt>`. */
  rendering: string[];
}

/** A render worker in its own process whose renderer blocks until the process dies. */
async function startDoomedWorker(): Promise<Worker> {
  // What a killed worker leaves in its temp dir (its job's work dir) goes with the suite's.
  const workerTmp = path.join(objectsDir, '.tmp');
  await mkdir(workerTmp, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...settings,
      WORKER_DATABASE_URL: infra.databaseUrl,
      WORKER_SCHEMA_PREFIX: infra.schemaPrefix,
      WORKER_NATS_URL: infra.natsUrl,
      WORKER_BUS_PREFIX: infra.busPrefix,
      WORKER_OBJECTS_DIR: objectsDir,
      TMPDIR: workerTmp,
    },
  });
  children.add(child);
  const worker: Worker = { process: child, rendering: [] };
  let ready = false;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line === 'ready') ready = true;
    else if (line.startsWith('rendering ')) worker.rendering.push(line.slice('rendering '.length));
  });
  await waitUntil('the worker process to be ready', () => {
    if (child.exitCode !== null) throw new Error(`the worker process exited with ${child.exitCode}`);
    return ready;
  }, 30_000);
  return worker;
}

async function kill(child: ChildProcess): Promise<void> {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** An in-process worker whose renderer finishes at once and counts its runs per job. */
async function startSurvivor(): Promise<TestService<RenderConfig>> {
  const replica = await startRenderReplica(infra, {
    store,
    env: settings,
    renderers: {
      'convert-to-video': async (context) => {
        survivorCalls.set(context.job.id, (survivorCalls.get(context.job.id) ?? 0) + 1);
        return { result: { success: true, videoUrl: `/api/media/videos/${context.job.userId}/${context.job.id}.mp4` } };
      },
    },
  });
  replicas.add(replica);
  return replica;
}

const jobs = () => api.dataSource.getRepository(RenderJobRecord);

/** Submits a job the way the studio does: the event stream opened first, then the POST that waits for the video. */
function submit() {
  const jobId = randomUUID();
  const userId = randomUUID();
  const stream = api.app.inject({ method: 'GET', url: `/api/render/jobs/${jobId}/events`, headers: api.as(userId) });
  const response = api.app.inject({
    method: 'POST',
    url: '/api/convert-to-video',
    headers: { ...api.as(userId), [renderJobIdHeader]: jobId },
    payload: { htmlTemplate: '<p>hi</p>', duration: 15, websiteUrl: 'https://example.com' },
  });
  return { jobId, userId, stream, response };
}

async function runningOn(worker: Worker, jobId: string, attempt: number): Promise<void> {
  await waitUntil(`attempt ${attempt} of the job to run`, async () => {
    const job = await jobs().findOneBy({ id: jobId });
    return job?.status === 'running' && job.attempts === attempt && worker.rendering.includes(`${jobId} ${attempt}`);
  }, 20_000);
}

describe('a render worker that dies mid-job', () => {
  it('hands the job to another worker, which finishes it for the user', async () => {
    const doomed = await startDoomedWorker();
    const job = submit();
    await runningOn(doomed, job.jobId, 1);

    // A live worker keeps its job past the ack wait: the survivor, already consuming, gets nothing.
    await startSurvivor();
    await new Promise((resolve) => setTimeout(resolve, 2 * ackWaitMs));
    expect(survivorCalls.has(job.jobId)).toBe(false);
    expect(await jobs().findOneByOrFail({ id: job.jobId })).toMatchObject({ status: 'running', attempts: 1 });

    await kill(doomed.process);
    const killedAt = Date.now();
    await waitUntil('the survivor to take the job', () => survivorCalls.has(job.jobId), 20_000);
    const redeliveredAfterMs = Date.now() - killedAt;

    const response = await job.response;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, videoUrl: `/api/media/videos/${job.userId}/${job.jobId}.mp4` });
    expect(parseEventStream((await job.stream).body).at(-1)).toEqual({
      type: 'finished',
      status: 'succeeded',
      result: { success: true, videoUrl: `/api/media/videos/${job.userId}/${job.jobId}.mp4` },
      error: null,
    });
    expect(await jobs().findOneByOrFail({ id: job.jobId })).toMatchObject({ status: 'succeeded', attempts: 2, percent: 100 });
    expect(survivorCalls.get(job.jobId)).toBe(1);
    console.info(`[worker-death] ack wait ${ackWaitMs} ms; the job went to the other worker ${redeliveredAfterMs} ms after the kill`);
  });

  it('reports a job failed once every attempt lost its worker, without running it again', async () => {
    const job = submit();
    const first = await startDoomedWorker();
    await runningOn(first, job.jobId, 1);
    await kill(first.process);
    const second = await startDoomedWorker();
    await runningOn(second, job.jobId, 2);
    await kill(second.process);
    const lastKilledAt = Date.now();

    // Both attempts are used up: the next worker reports the job failed instead of rendering it a third time.
    await startSurvivor();
    const response = await job.response;
    const reportedAfterMs = Date.now() - lastKilledAt;
    expect(response.statusCode, response.body).toBe(500);
    expect(Object.keys(response.json()).sort()).toEqual(['errorId', 'message']);
    const failure = 'Conversion Failed: Unable to convert to video. You can still download the HTML version.';
    expect(parseEventStream((await job.stream).body).at(-1)).toEqual({ type: 'finished', status: 'failed', result: null, error: failure });
    expect(await jobs().findOneByOrFail({ id: job.jobId })).toMatchObject({ status: 'failed', attempts: 2, error: failure, errorStatus: 500 });
    expect(survivorCalls.has(job.jobId)).toBe(false);
    console.info(`[worker-death] after the second worker died the user heard of the failure ${reportedAfterMs} ms later`);
  });
});
