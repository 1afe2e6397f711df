import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { RenderConfig } from '../src/config.ts';
import { renderService } from '../src/index.ts';
import { RenderJobRecord } from '../src/persistence/entities.ts';

// Issue 29, F6: renders are limited per user per minute on the service's PostgreSQL limiter store, whatever the address.
let infra: TestInfra;
let render: TestService<RenderConfig>;

beforeAll(async () => {
  infra = await createTestInfra('render-rate-limit');
  // No worker: a job is only recorded (its request gives up waiting at once), which is all a limit needs.
  render = await buildTestService(renderService, infra, {
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    RENDER_WORKER: 'false',
    RENDER_WAIT_TIMEOUT_MS: '200',
    RENDERS_PER_USER_PER_MINUTE: '2',
  });
}, 60_000);

afterAll(async () => {
  await render?.close();
  await infra?.cleanup();
});

const convert = (user: string, address: string) =>
  render.app.inject({
    method: 'POST',
    url: '/api/convert-to-video',
    headers: { ...render.as(user), 'x-forwarded-for': address },
    payload: { htmlTemplate: '<p>a slide</p>', duration: 15, websiteUrl: 'https://acme.example/' },
  });

describe('renders per user per minute', () => {
  it("refuses a user's third render in a minute with 429 and no job, from any address, and not another user's", async () => {
    const user = randomUUID();
    for (const address of ['203.0.113.1', '198.51.100.2']) expect((await convert(user, address)).statusCode).not.toBe(429);
    const jobs = await render.dataSource.getRepository(RenderJobRecord).countBy({ userId: user });
    expect(jobs).toBe(2);
    const refused = await convert(user, '192.0.2.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many videos started in a minute\. Please wait \d+ seconds and try again\.$/) });
    expect(await render.dataSource.getRepository(RenderJobRecord).countBy({ userId: user })).toBe(jobs);
    expect((await convert(randomUUID(), '192.0.2.3')).statusCode).not.toBe(429);
  }, 60_000);
});
