import type { RenderJobStreamEvent } from '@sitespark/contracts';
import type { ObjectStore } from '@sitespark/service-kit';
import { buildTestService, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { RenderConfig } from '../../src/config.ts';
import { renderService } from '../../src/index.ts';
import { buildService, type RenderServiceOverrides } from '../../src/service.ts';

export interface RenderHarness {
  render: TestService<RenderConfig>;
  /** Every key the service wrote to the object store, in order. */
  puts: string[];
}

function recording(store: ObjectStore, puts: string[]): ObjectStore {
  return {
    kind: store.kind,
    put: (key, body, options) => {
      puts.push(key);
      return store.put(key, body, options);
    },
    get: (key) => store.get(key),
    stream: (key, range) => store.stream(key, range),
    stat: (key) => store.stat(key),
    delete: (key) => store.delete(key),
    isReady: () => store.isReady(),
  };
}

/** The render service as production builds it, with a store that records its writes. */
export async function startRenderService(infra: TestInfra, env: Record<string, string>, overrides: RenderServiceOverrides = {}): Promise<RenderHarness> {
  const puts: string[] = [];
  const render = await buildTestService(
    { ...renderService, build: (deps) => buildService({ ...deps, store: recording(deps.store, puts) }, overrides) },
    infra,
    // Batteries render many times as one user; the daily and per-minute limits have their own suites (video-library.int.test.ts).
    { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', RENDER_RETRY_DELAY_MS: '200', RENDERS_PER_DAY_LIMIT: '10000', RENDERS_PER_USER_PER_MINUTE: '10000', ...env },
  );
  return { render, puts };
}

/** The object key behind a `/api/media/<key>?download=...` address. */
export function keyOf(mediaUrl: string): string {
  const { pathname } = new URL(mediaUrl, 'http://test.invalid');
  if (!pathname.startsWith('/api/media/')) throw new Error(`not a media address: ${mediaUrl}`);
  return pathname.slice('/api/media/'.length).split('/').map(decodeURIComponent).join('/');
}

export function parseEventStream(body: string): RenderJobStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice('data: '.length)) as RenderJobStreamEvent);
}
