import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { AuthUser } from '@sitespark/contracts';
import { App } from '../src/app.tsx';
import { createQueryClient } from '../src/api/query-client.ts';

export type AuthAnswer = { signedOut: true } | { user: AuthUser } | { pending: true } | { failWith: number };

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u_1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    subscriptionStatus: 'active',
    ...overrides,
  };
}

/** Renders the whole app at `path`, with the browser's fetch answering the auth query as told. */
export function renderApp(path: string, auth: AuthAnswer) {
  window.history.replaceState(null, '', path);
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url !== '/api/auth/user') return new Response('', { status: 404, statusText: 'Not Found' });
    if ('pending' in auth) return new Promise<Response>(() => {});
    if ('failWith' in auth) return new Response('', { status: auth.failWith, statusText: 'Bad Gateway' });
    if ('signedOut' in auth) return new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    return Response.json(auth.user);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { ...render(<App queryClient={createQueryClient()} />), fetchMock };
}
