import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJobIdHeader } from '@sitespark/contracts';
import { createTestInfra, type TestInfra } from '@sitespark/service-kit/testing';
import { createRenderJobRepository } from '../src/persistence/render-job-repository.ts';
import { startRenderService, type RenderHarness } from './support/render-harness.ts';

let infra: TestInfra;
let harness: RenderHarness;
const missingChromium = `/nonexistent-${randomUUID()}/chromium`;

beforeAll(async () => {
  infra = await createTestInfra('render missing media tools');
  harness = await startRenderService(infra, { CHROMIUM_PATH: missingChromium });
});
afterAll(async () => {
  await harness?.render.close();
  await infra?.cleanup();
});

describe('a server without Chromium', () => {
  it('answers a free video 503 at once with what is missing and how to install it, and records no job', async () => {
    const { app, as, dataSource } = harness.render;
    const jobId = randomUUID();
    const response = await app.inject({
      method: 'POST',
      url: '/api/free-video',
      headers: { ...as(randomUUID()), [renderJobIdHeader]: jobId },
      payload: { url: 'https://example.com/', style: 'professional', videoLength: 15, platforms: ['YouTube'] },
    });
    expect(response.statusCode, response.body).toBe(503);
    const { message } = response.json();
    expect(message).toMatch(/^Video rendering is unavailable on this server: Chromium is not installed\. An administrator can install it with: /);
    expect(message).toMatch(/sudo apt-get install -y ffmpeg chromium|brew install/);
    expect(await createRenderJobRepository(dataSource).find(jobId)).toBeNull();
    expect(harness.puts).toEqual([]);
  });

  it('stays ready, with the missing tool in the readiness detail', async () => {
    const response = await harness.render.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().details['media-tools']).toContain('Chromium (site captures for videos and screenshots)');
  });
});
