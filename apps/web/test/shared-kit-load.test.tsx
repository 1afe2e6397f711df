import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { keptKit } from './generator-fixtures.ts';
import { makeUser, renderApp } from './render-app.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const token = 'k'.repeat(43);
const sharedUrl = `/api/shared/${token}`;

/** The shared kit as GET /api/shared/:token answers it. */
function sharedKit() {
  const { kit: info, ...content } = keptKit();
  return { ...content, kit: { name: info.name, url: info.url, siteName: info.siteName, type: info.type, language: info.language, createdAt: info.createdAt, updatedAt: info.updatedAt } };
}

/** An auth answer the test gives when it wants to. */
function heldAuth() {
  let answer: (response: Response) => void = () => {};
  const held = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { held, answer };
}

describe('the shared page loads its kit at once (issue 29, item 13)', () => {
  it('asks for the shared kit while the app is still asking who is signed in', async () => {
    const { callsTo } = renderApp(`/shared/${token}`, { pending: true }, { answers: { [sharedUrl]: () => Response.json(sharedKit()) } });
    await waitFor(() => expect(callsTo(sharedUrl)).toHaveLength(1));
    expect(callsTo('/api/auth/user')).toHaveLength(1);
  });

  for (const [who, answerOf] of [
    ['a signed-out visitor', () => new Response('{"message":"Unauthorized"}', { status: 401 })],
    ['a subscriber', () => Response.json(makeUser())],
  ] as const) {
    it(`shows ${who} the kit it asked for early, without asking again`, async () => {
      const auth = heldAuth();
      const { callsTo } = renderApp(`/shared/${token}`, { pending: true }, {
        answers: { '/api/auth/user': () => auth.held, [sharedUrl]: () => Response.json(sharedKit()) },
      });
      await waitFor(() => expect(callsTo(sharedUrl)).toHaveLength(1));
      auth.answer(answerOf());
      expect(await screen.findByRole('heading', { level: 1, name: 'Brightloop launch' })).toBeTruthy();
      expect(await screen.findByRole('tab', { name: 'Social Media' })).toBeTruthy();
      expect(callsTo(sharedUrl)).toHaveLength(1);
    });
  }

  it('says the link leads nowhere when the early answer is a 404', async () => {
    const auth = heldAuth();
    const { callsTo } = renderApp(`/shared/${token}`, { pending: true }, { answers: { '/api/auth/user': () => auth.held } });
    await waitFor(() => expect(callsTo(sharedUrl)).toHaveLength(1));
    auth.answer(new Response('{"message":"Unauthorized"}', { status: 401 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared kit not found' })).toBeTruthy();
  });
});
