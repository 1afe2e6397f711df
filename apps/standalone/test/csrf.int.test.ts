import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteContract } from '@sitespark/contracts';
import { sampleRequest, type Media } from './support/route-samples.ts';
import { Client, form, makeMedia, startStack, type Account, type Stack } from './support/stack.ts';

const crossSiteMessage = 'Cross-site request refused';
const evil = 'https://evil.example';

let stack: Stack;
let client: Client;
let media: Media & { cleanup: () => void };
let a: Account;

/** Every route a browser form (or a link, for Sign Out) could use to change something. */
const stateChanging = routes.filter((route) => route.method !== 'GET' || route.id === 'auth.logout');
const webhook = routes.find((route) => route.kind === 'raw')!;
const guardedRoutes = stateChanging.filter((route) => route !== webhook);

/** What another site can make a victim's browser send: a form post in each encoding, a link, a fetch with no-cors. */
interface Variant {
  name: string;
  headers: Record<string, string>;
  encode: 'urlencoded' | 'multipart' | 'text' | 'none';
}

const variants: Variant[] = [
  { name: 'urlencoded form, foreign Origin', headers: { origin: evil, 'sec-fetch-site': 'cross-site' }, encode: 'urlencoded' },
  { name: 'multipart form, foreign Origin', headers: { origin: evil, 'sec-fetch-site': 'cross-site' }, encode: 'multipart' },
  { name: 'text/plain form, foreign Origin', headers: { origin: evil, 'sec-fetch-site': 'cross-site' }, encode: 'text' },
  { name: 'foreign Origin, own Referer', headers: { origin: evil, referer: 'PLACEHOLDER_OWN/' }, encode: 'text' },
  { name: 'no Origin, foreign Referer, Sec-Fetch-Site cross-site', headers: { referer: `${evil}/attack.html`, 'sec-fetch-site': 'cross-site' }, encode: 'urlencoded' },
  { name: 'no Origin, foreign Referer', headers: { referer: `${evil}/attack.html` }, encode: 'text' },
  { name: 'no Origin or Referer, Sec-Fetch-Site cross-site', headers: { 'sec-fetch-site': 'cross-site' }, encode: 'urlencoded' },
  { name: 'Origin null (sandboxed frame)', headers: { origin: 'null' }, encode: 'text' },
];

beforeAll(async () => {
  const [started, made] = await Promise.all([startStack('csrf'), makeMedia()]);
  stack = started;
  media = { ...made, siteUrl: started.siteUrl };
  client = new Client(stack.base);
  a = await client.register('Victim');
  await client.subscribe(a);
  const snippet = await client.call(a, 'POST', '/api/saved-snippets', form({ description: 'Keep me' }, [{ name: 'image', bytes: media.png, filename: 'keep.png', type: 'image/png' }]));
  expect(snippet.status).toBe(201);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  media?.cleanup();
});

/** The route's fields, flattened to strings, as an attacker's form would carry them. */
function formFields(route: RouteContract, email: string): Record<string, string> {
  if (route.id === 'auth.register') return { firstName: 'Mallory', email, password: 'attacker-chosen-1' };
  if (route.id === 'auth.login') return { email, password: 'attacker-chosen-1' };
  const body = sampleRequest(route, media)?.body;
  if (body === undefined || body instanceof FormData) return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
}

function jsonText(route: RouteContract, email: string): string {
  if (route.id === 'auth.register' || route.id === 'auth.login') return JSON.stringify(formFields(route, email));
  const body = sampleRequest(route, media)?.body;
  return body === undefined || body instanceof FormData ? '{}' : JSON.stringify(body);
}

async function crossSite(route: RouteContract, variant: Variant, email: string): Promise<Response> {
  const headers: Record<string, string> = { cookie: a.cookie };
  for (const [name, value] of Object.entries(variant.headers)) headers[name] = value.replace('PLACEHOLDER_OWN', stack.base);
  const path = sampleRequest(route, media)?.path ?? route.path;
  let body: RequestInit['body'];
  if (route.method !== 'GET') {
    if (variant.encode === 'urlencoded') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(formFields(route, email)).toString();
    } else if (variant.encode === 'multipart') {
      const sample = sampleRequest(route, media)?.body;
      body = sample instanceof FormData ? sample : form(formFields(route, email));
    } else if (variant.encode === 'text') {
      headers['content-type'] = 'text/plain;charset=UTF-8';
      body = jsonText(route, email);
    }
  }
  return fetch(`${stack.base}${path}`, { method: route.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
}

interface Snapshot {
  user: number;
  subscription: unknown;
  snippets: unknown;
  music: unknown;
  stats: unknown;
  screenshot: number;
}

async function snapshot(): Promise<Snapshot> {
  const get = (path: string) => client.call(a, 'GET', path);
  return {
    user: (await get('/api/auth/user')).status,
    subscription: await (await get('/api/billing/subscription')).json(),
    snippets: await (await get('/api/saved-snippets')).json(),
    music: await (await get('/api/music')).json(),
    stats: await (await get('/api/content/stats')).json(),
    screenshot: (await get('/api/screenshots/0')).status,
  };
}

describe('cross-site requests with the victim’s session cookie', () => {
  it('refuses every state-changing route in every encoding and changes nothing', async () => {
    expect(guardedRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(['auth.logout', 'billing.cancelSubscription', 'content.saveSnippet']));
    const before = await snapshot();
    expect(before).toMatchObject({ user: 200, subscription: { status: 'active', cancelAtPeriodEnd: false } });
    expect(before.snippets).toHaveLength(1);

    const unexpected: string[] = [];
    const emails: string[] = [];
    for (const route of guardedRoutes) {
      for (const [index, variant] of variants.entries()) {
        const email = `mallory-${route.id.replace('.', '-')}-${index}@example.com`.toLowerCase();
        if (route.id === 'auth.register') emails.push(email);
        const response = await crossSite(route, variant, email);
        const text = await response.text();
        const refused = response.status === 403 && text.includes(crossSiteMessage);
        if (!refused || response.headers.get('set-cookie')) unexpected.push(`${route.id} [${variant.name}] -> ${response.status} ${text.slice(0, 120)}`);
      }
    }
    expect(unexpected).toEqual([]);
    console.info(`[csrf] ${guardedRoutes.length} state-changing routes x ${variants.length} cross-site shapes refused`);

    expect(await snapshot()).toEqual(before);
    for (const email of emails) {
      const login = await client.call(null, 'POST', '/api/auth/login', { email, password: 'attacker-chosen-1' });
      expect(login.status, email).toBe(401);
    }
  }, 120_000);

  it('leaves the payment webhook to its own signature check, which refuses a forged one', async () => {
    const response = await fetch(`${stack.base}${webhook.path}`, {
      method: 'POST',
      headers: { origin: evil, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.deleted', data: { object: { customer: a.id } } }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { message: string }).message).not.toBe(crossSiteMessage);
    expect(((await (await client.call(a, 'GET', '/api/billing/subscription')).json()) as { status: string }).status).toBe('active');
  });

  it('accepts the same requests from the site itself, so the refusals are about the origin', async () => {
    const snippet = await client.call(a, 'POST', '/api/saved-snippets', form({ description: 'From the site' }, [{ name: 'image', bytes: media.png, filename: 'own.png', type: 'image/png' }]));
    expect(snippet.status).toBe(201);
    expect(await (await client.call(a, 'GET', '/api/saved-snippets')).json()).toHaveLength(2);

    const cancel = await fetch(`${stack.base}/api/billing/cancel`, { method: 'POST', headers: { cookie: a.cookie, origin: stack.base, 'sec-fetch-site': 'same-origin' } });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    // Undoing the cancellation from another site is refused as well, and only the site can.
    const resumeRoute = routes.find((route) => route.id === 'billing.resumeSubscription')!;
    for (const variant of variants) expect((await crossSite(resumeRoute, variant, 'x@example.com')).status, variant.name).toBe(403);
    expect(await (await client.call(a, 'GET', '/api/billing/subscription')).json()).toMatchObject({ cancelAtPeriodEnd: true });
    const resume = await fetch(`${stack.base}/api/billing/resume`, { method: 'POST', headers: { cookie: a.cookie, referer: `${stack.base}/pricing` } });
    expect(resume.status).toBe(200);
    expect(await resume.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    const signOut = await fetch(`${stack.base}/api/logout`, { headers: { cookie: a.cookie, referer: `${stack.base}/create`, 'sec-fetch-site': 'same-origin' }, redirect: 'manual' });
    expect(signOut.status).toBe(302);
    expect((await client.call(a, 'GET', '/api/auth/user')).status).toBe(401);
  });
});
