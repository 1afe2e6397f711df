import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJobIdHeader, routes, sessionCookieName, type RouteContract } from '@sitespark/contracts';
import { acceptedByContract, sampleRequest, type Media } from './support/route-samples.ts';
import { Client, dataUrl, declinedCard, form, makeMedia, startStack, type Account, type Stack } from './support/stack.ts';

const messages = {
  unauthenticated: 'Unauthorized: please sign in',
  subscriptionRequired: 'An active subscription is required. Please subscribe to continue.',
};

let stack: Stack;
let client: Client;
let media: Media & { cleanup: () => void };

const guarded = routes.filter((route) => route.access !== 'public');
const subscriberOnly = routes.filter((route) => route.access === 'subscriber');

beforeAll(async () => {
  // The local provider's period sweeper runs often, so an ended period is noticed within the test.
  const [started, made] = await Promise.all([startStack('authorization', { BILLING_SWEEP_INTERVAL_MS: '250' }), makeMedia()]);
  stack = started;
  media = { ...made, siteUrl: started.siteUrl };
  client = new Client(stack.base);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  media?.cleanup();
});

async function send(route: RouteContract, account: Account | null, headers: Record<string, string> = {}): Promise<{ status: number; message: unknown }> {
  const sample = sampleRequest(route, media)!;
  const response = await client.call(account, route.method, sample.path, sample.body, headers);
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { status: response.status, message };
}

async function sha256(account: Account, url: string): Promise<string> {
  const response = await client.call(account, 'GET', url);
  expect(response.status, url).toBe(200);
  return createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex');
}

/** The subscription's period end moved into the past: what a month passing looks like to the sweeper. */
async function endCurrentPeriod(userId: string): Promise<void> {
  const db = new DataSource({ type: 'postgres', url: stack.databaseUrl });
  await db.initialize();
  try {
    const [, affected] = (await db.query(
      `UPDATE billing.subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1 AND status = 'active'`,
      [userId],
    )) as [unknown, number];
    expect(affected).toBe(1);
  } finally {
    await db.destroy();
  }
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('access levels from the contract table', () => {
  it('has a valid request for every guarded route, so a refusal is about the caller, not the input', () => {
    const missing = guarded.filter((route) => !sampleRequest(route, media)).map((route) => route.id);
    expect(missing).toEqual([]);
    const invalid = guarded.filter((route) => !acceptedByContract(route, sampleRequest(route, media)!)).map((route) => route.id);
    expect(invalid).toEqual([]);
    expect(subscriberOnly.length).toBeGreaterThan(10);
  });

  it('refuses signed-out callers on every session and subscriber route with 401', async () => {
    const leaver = await client.register('Leaver');
    const logout = await client.call(leaver, 'GET', '/api/logout');
    expect(logout.status).toBe(302);
    const callers: Array<[string, Account | null]> = [
      ['anonymous', null],
      ['signed-out session', leaver],
      ['made-up session', { ...leaver, cookie: `${sessionCookieName}=${'x'.repeat(43)}` }],
    ];
    const outcomes: string[] = [];
    for (const [caller, account] of callers) {
      for (const route of guarded) {
        const { status, message } = await send(route, account);
        outcomes.push(`${caller} ${route.id} ${status} ${JSON.stringify(message)}`);
      }
    }
    expect(outcomes).toEqual(callers.flatMap(([caller]) => guarded.map((route) => `${caller} ${route.id} 401 ${JSON.stringify(messages.unauthenticated)}`)));
    console.info(`[authorization] 401 matrix: ${guarded.length} routes x ${callers.length} signed-out callers`);
  });

  it('refuses every subscriber route to users who never subscribed, whose payment was declined, or whose subscription ended', async () => {
    const never = await client.register('Never');
    const declined = await client.register('Declined');
    expect(await client.subscribe(declined, declinedCard)).toBe(402);
    await client.waitForStatus(declined, 'incomplete');

    const ended = await client.register('Ended');
    await client.subscribe(ended);
    const canceled = await client.json<{ cancelAtPeriodEnd: boolean; status: string }>(ended, 'POST', '/api/billing/cancel');
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    // Canceled at period end: still entitled until the period is over.
    expect((await send(routes.find((route) => route.id === 'content.getStats')!, ended)).status).toBe(200);
    await endCurrentPeriod(ended.id);
    await client.waitForStatus(ended, 'canceled');
    // The gateway may reuse a session answer for a few seconds; the refusal must follow right after.
    await eventually(async () => (await send(routes.find((route) => route.id === 'content.getStats')!, ended)).status === 403, 'the ended subscription to be refused');

    const callers: Array<[string, Account]> = [
      ['never subscribed', never],
      ['payment declined', declined],
      ['subscription ended', ended],
    ];
    const outcomes: string[] = [];
    for (const [caller, account] of callers) {
      for (const route of subscriberOnly) {
        const { status, message } = await send(route, account);
        outcomes.push(`${caller} ${route.id} ${status} ${JSON.stringify(message)}`);
      }
      // Signed in all the same: their own account and billing pages still answer.
      expect((await client.call(account, 'GET', '/api/billing/subscription')).status).toBe(200);
    }
    expect(outcomes).toEqual(
      callers.flatMap(([caller]) => subscriberOnly.map((route) => `${caller} ${route.id} 403 ${JSON.stringify(messages.subscriptionRequired)}`)),
    );
    console.info(`[authorization] 403 matrix: ${subscriberOnly.length} routes x ${callers.length} unsubscribed callers`);
  }, 60_000);

  it('does not let a caller claim an identity or a subscription with headers', async () => {
    const member = await client.register('Member');
    await client.subscribe(member);
    const notPaying = await client.register('NotPaying');
    const forged = {
      'x-user-id': member.id,
      'x-subscription-status': 'active',
      'x-user-timestamp': String(Date.now()),
      'x-user-signature': 'a'.repeat(64),
      'x-internal-signature': 'a'.repeat(64),
      'x-internal-caller': 'gateway',
    };
    const stats = routes.find((route) => route.id === 'content.getStats')!;
    expect(await send(stats, null, forged)).toEqual({ status: 401, message: messages.unauthenticated });
    expect(await send(stats, notPaying, forged)).toEqual({ status: 403, message: messages.subscriptionRequired });
  });
});

describe("one subscriber using another's ids", () => {
  let a: Account;
  let b: Account;
  const jobA = randomUUID();
  const owned = {} as {
    snippet: { id: string; imageUrl: string; description: string };
    flyerUrls: string[];
    track: { id: string; url: string; trackId: string; name: string };
    videoUrl: string;
    hashes: Map<string, string>;
    stats: unknown;
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([client.register('Alice'), client.register('Bob')]);
    await Promise.all([client.subscribe(a), client.subscribe(b)]);

    const snippet = await client.call(a, 'POST', '/api/saved-snippets', form({ description: 'Alice hero' }, [{ name: 'image', bytes: media.png, filename: 'hero.png', type: 'image/png' }]));
    expect(snippet.status).toBe(201);
    owned.snippet = (await snippet.json()) as typeof owned.snippet;

    const kit = await client.json<{ flyers?: { flyers: Array<{ downloadUrl: string }> } | null }>(a, 'POST', '/api/marketing/generate', {
      url: stack.siteUrl,
      siteSnips: [{ image: owned.snippet.imageUrl, description: 'Alice hero' }],
    });
    owned.flyerUrls = (kit.flyers?.flyers ?? []).map((flyer) => flyer.downloadUrl).filter((url) => url.startsWith('/api/media/'));
    expect(owned.flyerUrls.length).toBeGreaterThan(0);

    const track = await client.call(a, 'POST', '/api/upload-music-file', form({ trackId: 'alice-theme', trackName: 'Alice theme' }, [{ name: 'music', bytes: media.mp3, filename: 'theme.mp3', type: 'audio/mpeg' }]));
    expect(track.status).toBe(201);
    owned.track = (await track.json()) as typeof owned.track;

    const video = await client.call(
      a,
      'POST',
      '/api/generate-video-file',
      { duration: 1, sections: [{ id: 'hero', name: 'Hero', image: owned.snippet.imageUrl, text: 'Alice', timing: 1 }], backgroundMusic: owned.track.url, musicVolume: 70 },
      { [renderJobIdHeader]: jobA },
    );
    expect(video.status).toBe(200);
    await video.arrayBuffer();
    owned.videoUrl = (await finishedEvent(a, jobA)).result.videoUrl;
    expect(owned.videoUrl).toMatch(new RegExp(`^/api/media/videos/${a.id}/`));

    owned.hashes = new Map();
    for (const url of [owned.snippet.imageUrl, ...owned.flyerUrls, owned.track.url, owned.videoUrl]) owned.hashes.set(url, await sha256(a, url));
    owned.stats = await client.json(a, 'GET', '/api/content/stats');
  }, 90_000);

  async function finishedEvent(account: Account, jobId: string): Promise<{ status: string; result: { videoUrl: string } }> {
    const response = await client.call(account, 'GET', `/api/render/jobs/${jobId}/events`);
    expect(response.status).toBe(200);
    const events = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; status: string; result: { videoUrl: string } });
    const finished = events.find((event) => event.type === 'finished');
    expect(finished?.status).toBe('succeeded');
    return finished!;
  }

  /** A key in A's space that was never stored: what "not found" looks like. */
  const madeUp = (area: string, extension: string) => `/api/media/${area}/${a.id}/${randomUUID()}.${extension}`;

  it("refuses every direct read of A's objects and render job, exactly as for ones that do not exist", async () => {
    const attempts: Array<{ label: string; url: string; headers?: Record<string, string> }> = [];
    for (const url of owned.hashes.keys()) {
      attempts.push({ label: `media ${url}`, url });
      attempts.push({ label: `media range ${url}`, url, headers: { range: 'bytes=0-15' } });
      attempts.push({ label: `media download ${url}`, url: `${url.split('?')[0]}?download=mine.bin` });
      attempts.push({ label: `media as A ${url}`, url, headers: { 'x-user-id': a.id, 'x-subscription-status': 'active' } });
    }
    attempts.push({ label: 'render job events', url: `/api/render/jobs/${jobA}/events` });
    attempts.push({ label: 'render job events as A', url: `/api/render/jobs/${jobA}/events`, headers: { 'x-user-id': a.id } });

    const leaks: string[] = [];
    for (const attempt of attempts) {
      const response = await client.call(b, 'GET', attempt.url, undefined, attempt.headers);
      const body = await response.text();
      if (response.status !== 404 && response.status !== 403) leaks.push(`${attempt.label} -> ${response.status} ${body.slice(0, 80)}`);
      else expect(JSON.parse(body)).toMatchObject({ message: expect.stringMatching(/not found/i) });
    }
    expect(leaks).toEqual([]);

    // Same answer as for a key that never existed, so B learns nothing about A's files.
    const foreign = await client.call(b, 'GET', owned.snippet.imageUrl);
    const missing = await client.call(b, 'GET', madeUp('snippets', 'png'));
    expect([foreign.status, await foreign.text()]).toEqual([missing.status, await missing.text()]);
    console.info(`[authorization] swapped-id direct reads: ${attempts.length}`);
  });

  it("refuses A's objects when B names them inside requests (snippets, music, video sections)", async () => {
    const snippetImage = owned.snippet.imageUrl;
    const track = owned.track;
    const uses: Array<{ label: string; method: string; path: string; body: (image: string, music: string) => unknown }> = [
      {
        label: 'generate with A snippet',
        method: 'POST',
        path: '/api/marketing/generate',
        body: (image) => ({ url: stack.siteUrl, siteSnips: [{ image, description: 'mine now' }] }),
      },
      {
        label: 'video file with A snippet',
        method: 'POST',
        path: '/api/generate-video-file',
        body: (image) => ({ duration: 1, sections: [{ id: 'hero', name: 'Hero', image, text: '', timing: 1 }], backgroundMusic: null, musicVolume: 70 }),
      },
      {
        label: 'video file with A music',
        method: 'POST',
        path: '/api/generate-video-file',
        body: (_image, music) => ({ duration: 1, sections: [{ id: 'hero', name: 'Hero', image: dataUrl(media.png), text: '', timing: 1 }], backgroundMusic: music, musicVolume: 70 }),
      },
      {
        label: 'export with A screenshot',
        method: 'POST',
        path: '/api/export-video',
        body: (image) => ({ screenshots: [image], textOverlays: [], websiteAnalysis: { name: 'Bob', description: '', type: '', features: [] } }),
      },
      {
        label: 'export with A music',
        method: 'POST',
        path: '/api/export-video',
        body: (_image, music) => ({
          screenshots: [dataUrl(media.png)],
          textOverlays: [],
          selectedMusicTrack: { ...track, url: music },
          websiteAnalysis: { name: 'Bob', description: '', type: '', features: [] },
        }),
      },
      {
        label: 'custom images with A music',
        method: 'POST',
        path: '/api/upload-custom-images',
        body: (_image, music) =>
          form(
            { sections: JSON.stringify(['hero', 'features', 'benefits', 'proof', 'cta'].map((id) => ({ id, name: id, textPrompt: '' }))), music },
            ['hero', 'features', 'benefits', 'proof', 'cta'].map((id) => ({ name: 'images', bytes: media.png, filename: `${id}.png`, type: 'image/png' })),
          ),
      },
    ];
    const differences: string[] = [];
    const answers: string[] = [];
    for (const use of uses) {
      const foreign = await client.call(b, use.method, use.path, use.body(snippetImage, track.url));
      const foreignBody = await foreign.text();
      const missing = await client.call(b, use.method, use.path, use.body(madeUp('snippets', 'png'), madeUp('music', 'mp3')));
      const missingBody = await missing.text();
      answers.push(`${use.label} ${foreign.status}`);
      if (foreign.status < 400 || foreign.status >= 500) differences.push(`${use.label}: accepted with ${foreign.status}`);
      else if (foreign.status !== missing.status || foreignBody.replaceAll(/[0-9a-f-]{36}/g, '') !== missingBody.replaceAll(/[0-9a-f-]{36}/g, '')) {
        differences.push(`${use.label}: ${foreign.status} ${foreignBody.slice(0, 120)} vs missing ${missing.status} ${missingBody.slice(0, 120)}`);
      }
    }
    expect(differences).toEqual([]);
    console.info(`[authorization] swapped-id uses inside requests: ${uses.length} (${answers.join(', ')})`);
  }, 60_000);

  it("does not let B take over A's render job id or track id, or see A's items in B's lists", async () => {
    const takeover = await client.call(
      b,
      'POST',
      '/api/generate-video-file',
      { duration: 1, sections: [{ id: 'hero', name: 'Hero', image: dataUrl(media.png), text: 'Bob', timing: 1 }], backgroundMusic: null, musicVolume: 70 },
      { [renderJobIdHeader]: jobA },
    );
    expect(takeover.status).toBe(409);
    expect(((await takeover.json()) as { message: string }).message).toBe('This render job id is already in use.');

    const sameTrackId = await client.call(b, 'POST', '/api/upload-music-file', form({ trackId: owned.track.trackId, trackName: 'Bob theme' }, [{ name: 'music', bytes: media.mp3, filename: 'b.mp3', type: 'audio/mpeg' }]));
    expect(sameTrackId.status).toBe(201);
    const bTrack = (await sameTrackId.json()) as { id: string; url: string };
    expect(bTrack.id).not.toBe(owned.track.id);
    expect(bTrack.url).toMatch(new RegExp(`/${b.id}/`));

    const forged = { 'x-user-id': a.id, 'x-user-signature': 'f'.repeat(64), 'x-internal-signature': 'f'.repeat(64) };
    const bSnippets = (await (await client.call(b, 'GET', '/api/saved-snippets', undefined, forged)).json()) as Array<{ id: string }>;
    expect(bSnippets).toEqual([]);
    const bMusic = (await (await client.call(b, 'GET', '/api/music', undefined, forged)).json()) as { tracks: Array<{ id: string }> };
    expect(bMusic.tracks.map((t) => t.id)).toContain(bTrack.id);
    expect(bMusic.tracks.map((t) => t.id)).not.toContain(owned.track.id);
    const bStats = await client.json<{ contentCreated?: number }>(b, 'GET', '/api/content/stats');
    expect(bStats).not.toEqual(owned.stats);
  });

  it("leaves all of A's things as they were", async () => {
    const snippets = await client.json<Array<{ id: string; imageUrl: string; description: string }>>(a, 'GET', '/api/saved-snippets');
    expect(snippets).toEqual([expect.objectContaining({ id: owned.snippet.id, imageUrl: owned.snippet.imageUrl, description: 'Alice hero' })]);
    const music = await client.json<{ tracks: Array<{ id: string; url: string; name: string }> }>(a, 'GET', '/api/music');
    expect(music.tracks.filter((t) => !t.url.startsWith('/api/media/library/'))).toEqual([expect.objectContaining({ id: owned.track.id, url: owned.track.url, name: 'Alice theme' })]);
    for (const [url, hash] of owned.hashes) expect(await sha256(a, url), url).toBe(hash);
    expect((await finishedEvent(a, jobA)).result.videoUrl).toBe(owned.videoUrl);
    expect(await client.json(a, 'GET', '/api/content/stats')).toEqual(owned.stats);
  });
});

describe("one subscriber using another's videos and music tracks", () => {
  let owner: Account;
  let other: Account;
  const jobId = randomUUID();
  let track: { id: string; name: string; url: string };
  let videoBefore: unknown;

  beforeAll(async () => {
    [owner, other] = await Promise.all([client.register('Director'), client.register('Intruder')]);
    await Promise.all([client.subscribe(owner), client.subscribe(other)]);
    const uploaded = await client.call(owner, 'POST', '/api/upload-music-file', form({ trackId: 'director-theme', trackName: 'Director theme' }, [{ name: 'music', bytes: media.mp3, filename: 'theme.mp3', type: 'audio/mpeg' }]));
    expect(uploaded.status).toBe(201);
    track = (await uploaded.json()) as typeof track;
    const video = await client.call(
      owner,
      'POST',
      '/api/generate-video-file',
      { duration: 1, sections: [{ id: 'hero', name: 'Hero', image: dataUrl(media.png), text: 'Director', timing: 1 }], backgroundMusic: null, musicVolume: 70 },
      { [renderJobIdHeader]: jobId },
    );
    expect(video.status).toBe(200);
    await video.arrayBuffer();
    videoBefore = await client.json(owner, 'GET', `/api/videos/${jobId}`);
    expect(videoBefore).toMatchObject({ id: jobId, status: 'succeeded' });
  }, 90_000);

  it("answers B exactly as for a video or track that does not exist, and leaves A's as they were", async () => {
    const attempts = (video: string, music: string): Array<{ label: string; method: string; path: string; body?: unknown }> => [
      { label: 'read the video', method: 'GET', path: `/api/videos/${video}` },
      { label: 'delete the video', method: 'DELETE', path: `/api/videos/${video}` },
      { label: 'rename the track', method: 'PATCH', path: `/api/music/${music}`, body: { name: 'Mine now' } },
      { label: 'delete the track', method: 'DELETE', path: `/api/music/${music}` },
    ];
    const foreign = attempts(jobId, track.id);
    const missing = attempts(randomUUID(), randomUUID());
    const differences: string[] = [];
    for (const [index, attempt] of foreign.entries()) {
      const theirs = await client.call(other, attempt.method, attempt.path, attempt.body);
      const nothing = await client.call(other, missing[index]!.method, missing[index]!.path, missing[index]!.body);
      const [theirsBody, nothingBody] = [await theirs.text(), await nothing.text()];
      if (theirs.status !== 404 || theirs.status !== nothing.status || theirsBody !== nothingBody) {
        differences.push(`${attempt.label}: ${theirs.status} ${theirsBody.slice(0, 100)} vs missing ${nothing.status} ${nothingBody.slice(0, 100)}`);
      }
    }
    expect(differences).toEqual([]);
    const theirVideos = await client.json<{ videos: Array<{ id: string }> }>(other, 'GET', '/api/videos');
    expect(theirVideos.videos.map((video) => video.id)).not.toContain(jobId);
    expect(await client.json(owner, 'GET', `/api/videos/${jobId}`)).toEqual(videoBefore);
    const music = await client.json<{ tracks: Array<{ id: string; name: string }> }>(owner, 'GET', '/api/music');
    expect(music.tracks).toContainEqual(expect.objectContaining({ id: track.id, name: 'Director theme' }));
    console.info(`[authorization] swapped-id video and music routes: ${foreign.length}`);
  });
});

describe("one subscriber using another's posting plans and kit exports", () => {
  let owner: Account;
  let other: Account;
  let kitId: string;
  let plan: { id: string; posts: Array<{ id: string; text: string; at: string }> };

  beforeAll(async () => {
    [owner, other] = await Promise.all([client.register('Planner'), client.register('Peeker')]);
    await Promise.all([client.subscribe(owner), client.subscribe(other)]);
    const kit = await client.json<{ kitId: string }>(owner, 'POST', '/api/marketing/generate', { url: stack.siteUrl, siteSnips: [{ image: dataUrl(media.png), description: 'Home page' }] });
    kitId = kit.kitId;
    plan = await client.json(owner, 'POST', `/api/kits/${kitId}/plan`, { start: '2026-12-07', days: 7, networks: ['twitter', 'linkedin'], perDay: 1, timezone: 'Europe/Berlin' });
    expect(plan.posts).toHaveLength(14);
  }, 90_000);

  it("answers B exactly as for ids that do not exist, and leaves A's plan as it was", async () => {
    const post = plan.posts[0]!;
    const attempts = (kit: string, planId: string): Array<{ label: string; method: string; path: string; body?: unknown }> => [
      { label: 'plan the kit', method: 'POST', path: `/api/kits/${kit}/plan`, body: { start: '2026-12-07', days: 7, networks: ['twitter'], perDay: 1, timezone: 'UTC' } },
      { label: 'export the kit', method: 'GET', path: `/api/kits/${kit}/export?format=zip` },
      { label: 'export the kit as markdown', method: 'GET', path: `/api/kits/${kit}/export?format=md` },
      { label: 'download the logo', method: 'GET', path: `/api/kits/${kit}/logo` },
      { label: 'read the plan', method: 'GET', path: `/api/plans/${planId}` },
      { label: 'move a post', method: 'PATCH', path: `/api/plans/${planId}`, body: { postId: post.id, at: '2026-12-08T10:00:00Z' } },
      { label: 'edit a post', method: 'PATCH', path: `/api/plans/${planId}`, body: { postId: post.id, text: 'Mine now' } },
      { label: 'export the plan', method: 'GET', path: `/api/plans/${planId}/export?format=ics` },
      { label: 'export the plan as CSV', method: 'GET', path: `/api/plans/${planId}/export?format=csv` },
      { label: 'push the plan', method: 'POST', path: `/api/plans/${planId}/push` },
    ];
    const foreign = attempts(kitId, plan.id);
    const missing = attempts(randomUUID(), randomUUID());
    const differences: string[] = [];
    for (const [index, attempt] of foreign.entries()) {
      const theirs = await client.call(other, attempt.method, attempt.path, attempt.body);
      const nothing = await client.call(other, missing[index]!.method, missing[index]!.path, missing[index]!.body);
      const [theirsBody, nothingBody] = [await theirs.text(), await nothing.text()];
      if (theirs.status !== 404 || theirs.status !== nothing.status || theirsBody !== nothingBody) {
        differences.push(`${attempt.label}: ${theirs.status} ${theirsBody.slice(0, 100)} vs missing ${nothing.status} ${nothingBody.slice(0, 100)}`);
      }
    }
    expect(differences).toEqual([]);
    expect(await client.json(owner, 'GET', `/api/plans/${plan.id}`)).toMatchObject({ id: plan.id, posts: plan.posts.map((p) => expect.objectContaining({ id: p.id, text: p.text, at: p.at })) });
    console.info(`[authorization] swapped-id plan and export routes: ${foreign.length}`);
  });
});

describe("one subscriber using another's kept kits and share links", () => {
  let owner: Account;
  let other: Account;
  let kitId: string;
  let kitBefore: unknown;

  beforeAll(async () => {
    [owner, other] = await Promise.all([client.register('Keeper'), client.register('Taker')]);
    await Promise.all([client.subscribe(owner), client.subscribe(other)]);
    const kit = await client.json<{ kitId: string }>(owner, 'POST', '/api/marketing/generate', { url: stack.siteUrl, siteSnips: [{ image: dataUrl(media.png), description: 'Home page' }] });
    kitId = kit.kitId;
    kitBefore = await client.json(owner, 'GET', `/api/kits/${kitId}`);
  }, 90_000);

  it("answers B exactly as for kits that do not exist, and leaves A's kit, list and revisions as they were", async () => {
    const attempts = (kit: string): Array<{ label: string; method: string; path: string; body?: unknown }> => [
      { label: 'open the kit', method: 'GET', path: `/api/kits/${kit}` },
      { label: 'rename the kit', method: 'PATCH', path: `/api/kits/${kit}`, body: { name: 'Mine now' } },
      { label: 'edit a text', method: 'PATCH', path: `/api/kits/${kit}`, body: { edits: [{ path: 'websiteCopy.hero', value: 'Mine now' }] } },
      { label: 'regenerate a post', method: 'POST', path: `/api/kits/${kit}/regenerate`, body: { path: 'socialPlatforms.0.options.0', instruction: 'shorter' } },
      { label: 'read the revisions', method: 'GET', path: `/api/kits/${kit}/revisions` },
      { label: 'share the kit', method: 'POST', path: `/api/kits/${kit}/share` },
      { label: 'revoke the sharing', method: 'DELETE', path: `/api/kits/${kit}/share` },
      { label: 'delete the kit', method: 'DELETE', path: `/api/kits/${kit}` },
    ];
    const foreign = attempts(kitId);
    const missing = attempts(randomUUID());
    const differences: string[] = [];
    for (const [index, attempt] of foreign.entries()) {
      const theirs = await client.call(other, attempt.method, attempt.path, attempt.body);
      const nothing = await client.call(other, missing[index]!.method, missing[index]!.path, missing[index]!.body);
      const [theirsBody, nothingBody] = [await theirs.text(), await nothing.text()];
      if (theirs.status !== 404 || theirs.status !== nothing.status || theirsBody !== nothingBody) {
        differences.push(`${attempt.label}: ${theirs.status} ${theirsBody.slice(0, 100)} vs missing ${nothing.status} ${nothingBody.slice(0, 100)}`);
      }
    }
    expect(differences).toEqual([]);
    const theirList = await client.json<{ items: Array<{ id: string }> }>(other, 'GET', '/api/kits');
    expect(theirList.items.map((item) => item.id)).not.toContain(kitId);
    expect(await client.json(owner, 'GET', `/api/kits/${kitId}`)).toEqual(kitBefore);
    expect(await client.json(owner, 'GET', `/api/kits/${kitId}/revisions`)).toEqual({ items: [] });
    console.info(`[authorization] swapped-id kit routes: ${foreign.length}`);
  });

  it('opens a shared kit signed out through the gateway, and answers 404 once the link is revoked', async () => {
    const link = await client.json<{ token: string; url: string }>(owner, 'POST', `/api/kits/${kitId}/share`);
    const opened = await client.call(null, 'GET', `/api/shared/${link.token}`);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { kit: { name: string } }).kit.name).toBeTruthy();
    expect((await client.call(owner, 'DELETE', `/api/kits/${kitId}/share`)).status).toBe(204);
    const revoked = await client.call(null, 'GET', `/api/shared/${link.token}`);
    expect(revoked.status).toBe(404);
    const unknown = await client.call(null, 'GET', `/api/shared/${'z'.repeat(43)}`);
    expect([unknown.status, await unknown.text()]).toEqual([404, await revoked.text()]);
  });
});
