import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findRoute,
  internalRoutes,
  routes,
  routesOwnedBy,
  serviceNames,
  type Access,
  type HttpMethod,
  type ServiceName,
} from '../src/index.ts';

// Spec section 7, row by row ({index} written :index), with the owner and access this project gives
// them. The "Card payment provider (from the browser)" row is the browser calling the provider, not us.
const specRows: [HttpMethod, string, ServiceName, Access][] = [
  ['GET', '/api/auth/user', 'auth', 'public'],
  ['POST', '/api/auth/login', 'auth', 'public'],
  ['POST', '/api/auth/register', 'auth', 'public'],
  ['POST', '/api/get-or-create-subscription', 'billing', 'session'],
  ['GET', '/api/login', 'auth', 'public'],
  ['GET', '/api/auth/login', 'auth', 'public'],
  ['GET', '/api/logout', 'auth', 'public'],
  ['GET', '/api/music', 'media', 'subscriber'],
  ['POST', '/api/marketing/generate', 'content', 'subscriber'],
  ['POST', '/api/saved-snippets', 'content', 'subscriber'],
  ['GET', '/api/saved-snippets', 'content', 'subscriber'],
  ['POST', '/api/export-video', 'render', 'subscriber'],
  ['POST', '/api/free-video', 'render', 'subscriber'],
  ['POST', '/api/upload-custom-images', 'render', 'subscriber'],
  ['GET', '/api/screenshots/:index', 'render', 'subscriber'],
  ['POST', '/api/generate-video-file', 'render', 'subscriber'],
  ['POST', '/api/convert-to-video', 'render', 'subscriber'],
  ['POST', '/api/adobe-express-video', 'render', 'subscriber'],
  ['POST', '/api/extract-audio', 'media', 'subscriber'],
  ['POST', '/api/upload-music-file', 'media', 'subscriber'],
  ['GET', '/api/admin/customers', 'auth', 'session'],
  ['GET', '/api/admin/stats', 'auth', 'session'],
];

const navigationRoutes = ['/api/login', '/api/auth/login', '/api/logout'];

const key = (method: string, path: string) => `${method} ${path}`;

describe('route table', () => {
  it.each(specRows)('has %s %s exactly once, owned by %s with %s access', (method, path, owner, access) => {
    const matches = routes.filter((route) => route.method === method && route.path === path);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ owner, access, inSpec: true });
  });

  it('marks exactly the spec rows as inSpec', () => {
    const inSpec = routes.filter((route) => route.inSpec).map((route) => key(route.method, route.path));
    expect(inSpec.sort()).toEqual(specRows.map(([method, path]) => key(method, path)).sort());
  });

  it('declares the three navigation routes as public auth navigations', () => {
    for (const path of navigationRoutes) {
      expect(findRoute('GET', path)).toMatchObject({ owner: 'auth', access: 'public', kind: 'navigation' });
    }
    expect(routes.filter((route) => route.kind === 'navigation' && route.inSpec)).toHaveLength(navigationRoutes.length);
  });

  it('never declares one method and path twice', () => {
    const keys = routes.map((route) => key(route.method, route.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every route one known owner, an id of the form <owner>.<name> and an /api/ path', () => {
    const ids = new Set<string>();
    for (const route of routes) {
      expect(serviceNames).toContain(route.owner);
      expect(route.id).toMatch(new RegExp(`^${route.owner}\\.[a-z][A-Za-z]+$`));
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(route.summary.length).toBeGreaterThan(0);
      ids.add(route.id);
    }
    expect(ids.size).toBe(routes.length);
  });

  it('assigns owners by path as the architecture does', () => {
    const ownerOf = (path: string): ServiceName => {
      if (/^\/api\/(auth\/|login$|login\/callback$|logout$|admin\/)/.test(path)) return 'auth';
      if (path === '/api/get-or-create-subscription' || path.startsWith('/api/billing/')) return 'billing';
      if (/^\/api\/(marketing\/|saved-snippets$|content\/)/.test(path)) return 'content';
      if (/^\/api\/(kits$|kits\/|shared\/)/.test(path)) return 'content';
      if (path.startsWith('/api/plans/')) return 'content';
      if (/^\/api\/(music$|music\/:id$|storage$|upload-music-file$|extract-audio$|media\/)/.test(path)) return 'media';
      return 'render';
    };
    for (const route of routes) expect(route.owner, route.path).toBe(ownerOf(route.path));
  });

  it('gives multipart routes their file fields and an upload size limit', () => {
    const multipart = routes.filter((route) => route.kind === 'multipart');
    expect(multipart.map((route) => key(route.method, route.path)).sort()).toEqual([
      'POST /api/extract-audio',
      'POST /api/saved-snippets',
      'POST /api/upload-custom-images',
      'POST /api/upload-music-file',
    ]);
    for (const route of multipart) {
      const files = Object.values(route.files ?? {});
      expect(files.length).toBeGreaterThan(0);
      const largestUpload = Math.max(...files.map((file) => file.maxBytes * file.maxCount));
      expect(route.bodyLimitBytes).toBeGreaterThan(largestUpload);
    }
  });

  it('passes the payment webhook through raw', () => {
    expect(findRoute('POST', '/api/billing/webhook')).toMatchObject({ owner: 'billing', access: 'public', kind: 'raw' });
  });

  it('finds routes by exact method and template only', () => {
    expect(findRoute('GET', '/api/screenshots/:index')?.id).toBe('render.getScreenshot');
    expect(findRoute('GET', '/api/screenshots/1')).toBeUndefined();
    expect(findRoute('POST', '/api/auth/user')).toBeUndefined();
    expect(findRoute('GET', '/api/saved-snippets')?.id).toBe('content.listSavedSnippets');
    expect(findRoute('POST', '/api/saved-snippets')?.id).toBe('content.saveSnippet');
  });

  it('splits the table between owners without loss or overlap', () => {
    const owned = serviceNames.flatMap((owner) => routesOwnedBy(owner));
    expect(owned).toHaveLength(routes.length);
    expect(new Set(owned).size).toBe(routes.length);
    expect(routesOwnedBy('billing').every((route) => route.owner === 'billing')).toBe(true);
  });

  it('keeps internal routes out of /api so the gateway never proxies them', () => {
    for (const route of internalRoutes) {
      expect(route.path.startsWith('/internal/')).toBe(true);
      expect(routes.some((r) => r.path === route.path)).toBe(false);
    }
  });

  it('has schemas that convert to JSON Schema for the OpenAPI document', () => {
    for (const route of routes) {
      for (const schema of Object.values(route.request)) {
        expect(() => z.toJSONSchema(schema, { io: 'input' }), route.id).not.toThrow();
      }
      const { response } = route;
      if (response) expect(() => z.toJSONSchema(response, { io: 'output' }), route.id).not.toThrow();
    }
  });
});
