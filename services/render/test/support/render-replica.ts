import type { RenderJobKind } from '@sitespark/contracts';
import type { ObjectStore } from '@sitespark/service-kit';
import { buildTestService, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { RenderConfig } from '../../src/config.ts';
import type { JobRenderer } from '../../src/domain/render-context.ts';
import { renderService } from '../../src/index.ts';
import { buildService } from '../../src/service.ts';

export interface RenderReplicaOptions {
  /** Replicas share one object store, as they share S3 in production. */
  store: ObjectStore;
  renderers?: Partial<Record<RenderJobKind, JobRenderer>>;
  env?: Record<string, string>;
}

/** One replica of the render service (routes and, unless RENDER_WORKER=false, a worker) on the suite's schema and bus. */
export function startRenderReplica(infra: TestInfra, options: RenderReplicaOptions): Promise<TestService<RenderConfig>> {
  return buildTestService(
    { ...renderService, build: (deps) => buildService({ ...deps, store: options.store }, { renderers: options.renderers ?? {} }) },
    infra,
    // The per-minute limit has its own suite (video-library.int.test.ts); replicas' tests start renders in bursts.
    { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', RENDERS_PER_USER_PER_MINUTE: '10000', ...options.env },
  );
}
