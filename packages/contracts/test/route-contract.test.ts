import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  contentRoutes,
  renderRoutes,
  routePath,
  type GeneratedKit,
  type RouteBody,
  type RouteBodyInput,
  type RouteResponseBody,
} from '../src/index.ts';

describe('routePath', () => {
  it('fills named parameters and the wildcard', () => {
    expect(routePath(renderRoutes.getScreenshot.path, { index: 2 })).toBe('/api/screenshots/2');
    expect(routePath('/api/media/*', { '*': 'snippets/a b.png' })).toBe('/api/media/snippets/a%20b.png');
    expect(routePath('/api/render/jobs/:jobId/events', { jobId: '../x' })).toBe('/api/render/jobs/..%2Fx/events');
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath('/api/screenshots/:index')).toThrow(/index/);
  });
});

describe('route types', () => {
  it('keep the schemas of each route', () => {
    expectTypeOf<RouteResponseBody<typeof contentRoutes.generate>>().toEqualTypeOf<GeneratedKit>();
    expectTypeOf<RouteBodyInput<typeof contentRoutes.generate>['includeVideo']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<RouteBody<typeof contentRoutes.generate>['includeVideo']>().toEqualTypeOf<boolean>();
    expect(contentRoutes.generate.method).toBe('POST');
  });
});

describe('routes without a body', () => {
  it('type their body as undefined', () => {
    expectTypeOf<RouteBody<typeof contentRoutes.listSavedSnippets>>().toEqualTypeOf<undefined>();
  });
});
