import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authService } from '@sitespark/auth';
import { billingService } from '@sitespark/billing';
import { billingSubscriptionChangedV1, renderJobIdHeader, renderJobQueue, type BillingSubscriptionChangedV1 } from '@sitespark/contracts';
import { createFsObjectStore, OutboxMessage, type Bus, type ObjectStore } from '@sitespark/service-kit';
import { buildTestService, createTestInfra, payWithLocalProvider, startNatsServer, type NatsServerProcess, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { RenderConfig } from '../src/config.ts';
import type { JobRenderer } from '../src/domain/render-context.ts';
import { RenderJobRecord } from '../src/persistence/entities.ts';
import { startRenderReplica } from './support/render-replica.ts';
import { onNatsServer, queueBacklog, waitUntil } from './support/nats-server.ts';

/**
 * The NATS server dies (SIGKILL) while render jobs run and billing events flow, and comes back on
 * the same port and store: every job finishes once, every event reaches auth's projection once.
 */
let nats: NatsServerProcess;
let baseInfra: TestInfra;
let infra: TestInfra;
let objectsDir: string;
const renders: TestService<RenderConfig>[] = [];
let auth: Awaited<ReturnType<typeof startAuth>>;
let billing: Awaited<ReturnType<typeof startBilling>>;

/** Renderer runs per job id. */
const renderCalls = new Map<string, number>();
/** Completed handler runs of auth's durable subscriptions, per message id. */
const authHandled = new Map<string, number>();
/** Deliveries of render job messages to the workers, per job id (the message id). */
const jobDeliveries = new Map<string, number>();

const renderMs = 400;
const slowRenderer: JobRenderer = async (context) => {
  renderCalls.set(context.job.id, (renderCalls.get(context.job.id) ?? 0) + 1);
  context.progress(50, 'Rendering video');
  await new Promise((resolve) => setTimeout(resolve, renderMs));
  return { result: { success: true, videoUrl: `/api/media/videos/${context.job.userId}/${context.job.id}.mp4` } };
};

const bump = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);

/** A service's bus, counting the messages its durable subscriptions handled to completion. */
function countingHandled(bus: Bus, handled: Map<string, number>): Bus {
  return {
    ...bus,
    subscribe: (options) =>
      bus.subscribe({
        ...options,
        handler: async (message) => {
          await options.handler(message);
          if (options.durable !== undefined) bump(handled, message.id);
        },
      }),
  };
}

/** A service's bus, counting every delivery its queue consumers take. */
function countingDeliveries(bus: Bus, deliveries: Map<string, number>): Bus {
  return {
    ...bus,
    consume: (queue, options) =>
      bus.consume(queue, {
        ...options,
        handler: (message) => {
          bump(deliveries, message.id);
          return options.handler(message);
        },
      }),
  };
}

function startRender(store: ObjectStore): Promise<TestService<RenderConfig>> {
  return startRenderReplica(
    { ...infra, makeBus: async () => countingDeliveries(await infra.makeBus(), jobDeliveries) },
    { store, renderers: { 'convert-to-video': slowRenderer }, env: { RENDER_RETRY_DELAY_MS: '200', RENDER_JOB_ACK_WAIT_MS: '3000', RENDER_WAIT_TIMEOUT_MS: '45000' } },
  );
}

const startBilling = (testInfra: TestInfra) => buildTestService(billingService, testInfra);
const startAuth = (testInfra: TestInfra) => buildTestService(authService, testInfra);

beforeAll(async () => {
  nats = await startNatsServer('render-nats-');
  baseInfra = await createTestInfra('render nats restart');
  infra = onNatsServer(baseInfra, nats.url);
  objectsDir = await mkdtemp(path.join(tmpdir(), 'render-nats-restart-'));
  const store = createFsObjectStore({ rootDir: objectsDir });
  renders.push(await startRender(store), await startRender(store));
  auth = await startAuth({ ...infra, makeBus: async () => countingHandled(await infra.makeBus(), authHandled) });
  billing = await startBilling(infra);
});
afterAll(async () => {
  for (const render of renders) await render.close();
  await billing?.close();
  await auth?.close();
  await infra?.cleanup();
  await nats?.dispose();
  if (objectsDir) await rm(objectsDir, { recursive: true, force: true });
});

async function newUser(): Promise<string> {
  const id = randomUUID();
  await auth.dataSource.getRepository('UserRecord').insert({ id, email: `restart-${id}@example.com`, firstName: 'Ada' });
  return id;
}

/** Subscribes with the local provider and pays, as the browser does: billing records two events in its outbox. */
async function activate(userId: string): Promise<void> {
  await payWithLocalProvider(billing, userId);
}

async function projectionOf(userId: string): Promise<{ subscriptionStatus: string; subscriptionVersion: number }> {
  const user = await auth.dataSource.getRepository<{ id: string; subscriptionStatus: string; subscriptionVersion: number }>('UserRecord').findOneByOrFail({ id: userId });
  return { subscriptionStatus: user.subscriptionStatus, subscriptionVersion: Number(user.subscriptionVersion) };
}

interface Submitted {
  jobId: string;
  userId: string;
  response: Promise<{ statusCode: number; body: string }>;
}

function submitJob(render: TestService<RenderConfig>): Submitted {
  const jobId = randomUUID();
  const userId = randomUUID();
  const response = render.app.inject({
    method: 'POST',
    url: '/api/convert-to-video',
    headers: { ...render.as(userId), [renderJobIdHeader]: jobId },
    payload: { htmlTemplate: '<p>hi</p>', duration: 15, websiteUrl: 'https://example.com' },
  });
  return { jobId, userId, response };
}

const jobRows = () => renders[0]!.dataSource.getRepository(RenderJobRecord);

describe('a NATS restart while jobs and events are in flight', () => {
  it('finishes every render job once and applies every billing event once', async () => {
    const [renderA, renderB] = renders as [TestService<RenderConfig>, TestService<RenderConfig>];
    const usersBefore = await Promise.all(Array.from({ length: 4 }, newUser));
    const usersDuring = await Promise.all(Array.from({ length: 4 }, newUser));

    // 14 jobs through both replicas' routes; each worker renders one at a time, 400 ms a job.
    const before = Array.from({ length: 14 }, (_, n) => submitJob(n % 2 === 0 ? renderA : renderB));
    for (const userId of usersBefore) await activate(userId);
    await waitUntil('some jobs to finish and others to run', async () => {
      const succeeded = await jobRows().countBy({ status: 'succeeded' });
      const running = await jobRows().countBy({ status: 'running' });
      return succeeded >= 2 && running >= 1;
    });
    const inFlight = {
      succeeded: await jobRows().countBy({ status: 'succeeded' }),
      running: await jobRows().countBy({ status: 'running' }),
      queued: await jobRows().countBy({ status: 'queued' }),
    };

    await nats.stop('SIGKILL');
    const downAt = Date.now();
    await waitUntil('the services to notice', async () => !(await renderA.bus.isReady()) && !(await auth.bus.isReady()), 10_000);
    // Payments go on while NATS is away: billing commits each event to its outbox and answers once
    // its relay tried to publish it.
    const activations = usersDuring.map((userId) => activate(userId));
    const during = [submitJob(renderA), submitJob(renderB)];
    const outboxRows = () => billing.dataSource.getRepository(OutboxMessage).findBy({ subject: billingSubscriptionChangedV1.subject });
    const heldByOutbox = async () =>
      (await outboxRows()).filter((row) => row.publishedAt === null && usersDuring.includes((row.payload as BillingSubscriptionChangedV1).userId)).length;
    await waitUntil('the outbox to hold an event of every payment made while NATS is down', async () => (await heldByOutbox()) >= usersDuring.length, 10_000);
    const unpublishedWhileDown = await heldByOutbox();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1500 - (Date.now() - downAt))));
    await nats.start();
    const downMs = Date.now() - downAt;

    // Every job taken before the restart answers with its own video, rendered exactly once.
    for (const job of before) {
      const response = await job.response;
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ success: true, videoUrl: `/api/media/videos/${job.userId}/${job.jobId}.mp4` });
    }
    // A job submitted while NATS was down waited in render's outbox, was queued once NATS came
    // back, and answers with its video like the others.
    const duringOutcomes: number[] = [];
    for (const job of during) {
      const response = await job.response;
      duringOutcomes.push(response.statusCode);
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ success: true, videoUrl: `/api/media/videos/${job.userId}/${job.jobId}.mp4` });
    }
    const submitted = [...before, ...during];
    const rows = await jobRows().findBy({});
    expect(rows).toHaveLength(submitted.length);
    const rendered = submitted.filter((job) => renderCalls.has(job.jobId));
    for (const job of rendered) {
      expect(renderCalls.get(job.jobId), `renderer runs of job ${job.jobId}`).toBe(1);
      expect(rows.find((row) => row.id === job.jobId)).toMatchObject({ status: 'succeeded', attempts: 1, percent: 100 });
    }
    expect(rendered.length).toBe(submitted.length);
    // Nothing is left for a worker. (The stream's own message count is not asked: after a SIGKILL,
    // nats-server 2.9 sometimes keeps an acknowledged work-queue message, which no consumer gets.)
    await waitUntil('the render queue to be worked off', async () => {
      const backlog = await queueBacklog(nats.url, infra.busPrefix, renderJobQueue);
      return backlog.pending === 0 && backlog.unacknowledged === 0;
    }, 20_000);
    const redeliveries = [...jobDeliveries.values()].reduce((sum, n) => sum + n - 1, 0);

    // Every billing event reached auth's projection exactly once, including those the outbox held.
    const users = [...usersBefore, ...usersDuring];
    await waitUntil(
      'every account to be active',
      async () => (await Promise.all(users.map(projectionOf))).every((p) => p.subscriptionStatus === 'active' && p.subscriptionVersion === 2),
      30_000,
    );
    await Promise.all(activations);
    const outbox = (await outboxRows()).filter((row) =>
      users.includes((row.payload as BillingSubscriptionChangedV1).userId),
    );
    expect(outbox).toHaveLength(users.length * 2);
    expect(outbox.every((row) => row.publishedAt !== null)).toBe(true);
    await waitUntil('auth to handle every event', () => outbox.every((row) => authHandled.has(row.id)), 10_000);
    expect(outbox.map((row) => authHandled.get(row.id))).toEqual(outbox.map(() => 1));
    expect([...authHandled.keys()].sort()).toEqual(outbox.map((row) => row.id).sort());

    console.info(
      `[nats-restart] NATS down ${downMs} ms; jobs at the kill: ${JSON.stringify(inFlight)} of ${before.length}; ` +
        `submitted while down: ${JSON.stringify(duringOutcomes)}; billing events: ${outbox.length} (${unpublishedWhileDown} held by the outbox while down); ` +
        `renderer runs: ${[...renderCalls.values()].reduce((a, b) => a + b, 0)} for ${rendered.length} jobs (${redeliveries} redeliveries, none rendered again); auth handled ${[...authHandled.values()].reduce((a, b) => a + b, 0)} events`,
    );
  });
});
