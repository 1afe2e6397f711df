import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../src/api/client.ts';
import { createQueryClient, getQueryFn } from '../src/api/query-client.ts';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends cookies and no content type when there is no body', async () => {
    const fetchMock = stubFetch(() => new Response('[]', { status: 200 }));
    await apiRequest('GET', '/api/music');
    expect(fetchMock).toHaveBeenCalledWith('/api/music', expect.anything());
    const init = lastInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with a JSON content type and cookies', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret1' });
    const init = lastInit(fetchMock);
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', password: 'secret1' });
  });

  it('sends FormData untouched so the browser writes the multipart boundary', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('description', 'hero section');
    await apiRequest('POST', '/api/saved-snippets', form);
    const init = lastInit(fetchMock);
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('fails with "<status>: <body text>" on a non-ok response', async () => {
    stubFetch(() => new Response('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toThrow(
      new Error('401: {"message":"Invalid email or password"}'),
    );
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/music')).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('returns the response when it is ok', async () => {
    stubFetch(() => Response.json({ tracks: [] }));
    const response = await apiRequest('GET', '/api/music');
    expect(await response.json()).toEqual({ tracks: [] });
  });
});

function runQueryFn(on401: 'returnNull' | 'throw', queryKey: readonly unknown[]) {
  const queryFn = getQueryFn<unknown>({ on401 });
  return new QueryClient().fetchQuery({ queryKey, queryFn, retry: false });
}

describe('default query function', () => {
  it('GETs the query key joined as the path, with cookies, and parses JSON', async () => {
    const fetchMock = stubFetch(() => Response.json([{ id: 's1' }]));
    await expect(runQueryFn('throw', ['/api/screenshots', 3])).resolves.toEqual([{ id: 's1' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/screenshots/3');
    expect(lastInit(fetchMock).credentials).toBe('include');
  });

  it('resolves to null on 401 when asked to', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQueryFn('returnNull', ['/api/auth/user'])).resolves.toBeNull();
  });

  it('throws on 401 otherwise, in the error format', async () => {
    stubFetch(() => new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQueryFn('throw', ['/api/auth/user'])).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('still throws on other failures when 401 returns null', async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(runQueryFn('returnNull', ['/api/auth/user'])).rejects.toThrow('500: Internal Server Error');
  });
});

describe('createQueryClient', () => {
  it('never retries, never refetches on its own and treats data as always fresh', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('fetches a query by its key with the default query function, throwing on 401', async () => {
    const fetchMock = stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/music'] })).rejects.toThrow('401: Unauthorized');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
