import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@sitespark/contracts';
import { callRoute } from '../src/api/call-route.ts';
import { routeUrl } from '../src/api/route-url.ts';
import type { RouteId } from '../src/api/route-url.ts';
import { LOGIN_URL, LOGOUT_URL, SIGN_IN_URL } from '../src/routes/paths.ts';
import { AUTH_USER_QUERY_KEY } from '../src/api/auth.ts';

const user = {
  id: 'u_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  subscriptionStatus: 'active',
};

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routeUrl', () => {
  it('fills path parameters from the contract template', () => {
    expect(routeUrl('render.getScreenshot', { params: { index: 2 } })).toBe('/api/screenshots/2');
  });

  it('gives every parameterless contract route its declared path', () => {
    const parameterless = routes.filter((route) => !route.path.includes(':') && !route.path.endsWith('*'));
    expect(parameterless.length).toBeGreaterThan(10);
    for (const route of parameterless) {
      expect(routeUrl(route.id as 'auth.getUser')).toBe(route.path);
    }
  });

  it('refuses an id the contracts do not declare', () => {
    expect(() => routeUrl('auth.nothing' as RouteId as 'auth.getUser')).toThrow("No contract route with id 'auth.nothing'");
  });

  it('is where the web reads its auth and navigation addresses from', () => {
    expect(AUTH_USER_QUERY_KEY).toEqual(['/api/auth/user']);
    expect([LOGIN_URL, SIGN_IN_URL, LOGOUT_URL]).toEqual(['/api/login', '/api/auth/login', '/api/logout']);
  });
});

describe('callRoute', () => {
  it('sends the JSON body to the contract path and returns the validated answer', async () => {
    const fetchMock = stubFetch(() => Response.json({ ...user, sessionSecret: 'dropped' }));
    const answer = await callRoute('auth.login', { body: { email: 'ada@example.com', password: 'secret1' } });
    expect(answer).toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it('rejects an answer that breaks the response contract', async () => {
    stubFetch(() => Response.json({ id: 'u_1' }));
    await expect(callRoute('auth.getUser')).rejects.toThrow(/email/);
  });

  it('GETs a binary route by its filled path and hands back the raw response', async () => {
    const fetchMock = stubFetch(() => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }));
    const response = await callRoute('render.getScreenshot', { params: { index: 3 } });
    expect(response).toBeInstanceOf(Response);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/screenshots/3');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends a multipart route its FormData untouched', async () => {
    const saved = {
      id: 's1',
      imageUrl: '/api/media/s1.png',
      description: 'Hero',
      originalFileName: 'hero.png',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const fetchMock = stubFetch(() => Response.json(saved));
    const form = new FormData();
    form.append('description', 'Hero');
    await expect(callRoute('content.saveSnippet', { body: form })).resolves.toEqual(saved);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/saved-snippets');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('fails with the spec error format on a non-ok answer', async () => {
    stubFetch(() => new Response('{"message":"Invalid email or password."}', { status: 401, statusText: 'Unauthorized' }));
    await expect(callRoute('auth.login', { body: { email: 'a@b.co', password: 'wrong12' } })).rejects.toThrow(
      '401: {"message":"Invalid email or password."}',
    );
  });

  it('will not fetch a navigation route', async () => {
    const fetchMock = stubFetch(() => new Response(''));
    await expect(callRoute('auth.logout' as 'auth.getUser')).rejects.toThrow('auth.logout is a navigation route');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
