import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import type { AuthUser } from '@sitespark/contracts';
import { App } from '../src/app.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
import { TOUR_FLAG_KEYS } from '../src/lib/tour-flags.ts';

// The first render of a test file pays for loading Radix and the landing page under jsdom, which
// can take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export type AuthAnswer = { signedOut: true } | { user: AuthUser } | { pending: true } | { failWith: number };

export type RenderAppOptions = {
  /** Answers by exact URL (these win over `auth`); anything unlisted is a 404. */
  answers?: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>;
  /** Both tours already seen (the default), so they do not cover the screen under test. */
  toursSeen?: boolean;
};

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

function answerAuth(auth: AuthAnswer): Promise<Response> | Response {
  if ('pending' in auth) return new Promise<Response>(() => {});
  if ('failWith' in auth) return new Response('', { status: auth.failWith, statusText: 'Bad Gateway' });
  if ('signedOut' in auth) return new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' });
  return Response.json(auth.user);
}

/** Renders the whole app at `path`, with the browser's fetch answering the auth query as told. */
export function renderApp(path: string, auth: AuthAnswer, { answers = {}, toursSeen = true }: RenderAppOptions = {}) {
  window.history.replaceState(null, '', path);
  window.localStorage.clear();
  if (toursSeen) {
    window.localStorage.setItem(TOUR_FLAG_KEYS.walkthrough, 'true');
    window.localStorage.setItem(TOUR_FLAG_KEYS.elementTour, 'true');
  }
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const answer = answers[url];
    if (answer) return answer(init);
    if (url === '/api/auth/user') return answerAuth(auth);
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const authCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/user').length;
  const callsTo = (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url);
  return { ...render(<App queryClient={createQueryClient()} />), fetchMock, authCalls, callsTo };
}

/** The JSON body of a recorded fetch call. */
export function jsonBody(call: Parameters<typeof fetch> | undefined): unknown {
  return JSON.parse(String(call?.[1]?.body));
}
