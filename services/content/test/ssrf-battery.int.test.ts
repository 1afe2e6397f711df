import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, createTestInfra, listenHttp, startLoopbackCanary, type HttpListener, type LoopbackCanary, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { GenerationRecord } from '../src/persistence/entities.ts';
import { dataUrl, solidPng } from './support/fixture-site.ts';

/**
 * The website fetcher behind POST /api/marketing/generate against hostile addresses, typed in or
 * reached through the allowed site's redirects and markup. A canary listens on 127.0.0.1 and [::1]
 * at port P, where every address here would land if the guard let it through; it must count no
 * connection. (generate.int.test.ts has the first few forms; these are the rest.)
 */

let infra: TestInfra;
let content: TestService<ContentConfig>;
let canary: LoopbackCanary;
let site: HttpListener;
let P: number;
let snippetImage: string;
/** Where the site's /redirect/<status> sends the fetcher; set by each case. */
let redirectTo = '/';

const canaryConnections = () => canary.connections();

function pageWithHostileResources(port: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Brightloop | Project analytics for busy teams</title>
<meta http-equiv="refresh" content="0; url=http://127.0.0.1:${port}/from-meta-refresh">
<meta property="og:site_name" content="Brightloop">
<meta name="description" content="Brightloop gives agencies one place to plan projects and report results to clients.">
<meta property="og:image" content="http://[::ffff:127.0.0.1]:${port}/og.png">
<link rel="stylesheet" href="http://2130706433:${port}/direct.css">
<link rel="stylesheet" href="/redirect-to-canary.css">
<link rel="stylesheet" href="/good.css">
<link rel="icon" href="http://localhost:${port}/favicon.png">
</head><body>
<header class="site-header"><img class="logo" alt="Brightloop logo" src="http://0x7f000001:${port}/logo.png"></header>
<section class="hero"><h1>Project analytics for busy teams</h1><p>Plan, track and report every client project.</p></section>
<iframe src="http://127.0.0.1:${port}/from-iframe"></iframe>
<script src="http://[::1]:${port}/from-script.js"></script>
</body></html>`;
}

function pageWithHostileBase(port: number): string {
  return `<!doctype html><html><head><base href="http://127.0.0.1:${port}/">
<title>Based Co | Everything relative</title><meta property="og:site_name" content="Based Co">
<meta property="og:image" content="og.png"><link rel="stylesheet" href="style.css"><link rel="icon" href="favicon.png">
</head><body><h1>Everything relative</h1><p>Plans, prices and pages, all written relative to one base.</p></body></html>`;
}

beforeAll(async () => {
  infra = await createTestInfra('content ssrf battery');
  // Visible text, so a page read through a leak would make a kit (an empty page is refused as unreadable).
  canary = await startLoopbackCanary('<html><title>Internal admin</title><body><p>Internal admin console: build servers, staff rota and backups.</p></body></html>');
  P = canary.port;
  site = await listenHttp('127.0.0.2', P, (request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/redirect/')) {
      response.writeHead(Number(path.split('/')[2]), { location: redirectTo }).end();
    } else if (path.startsWith('/hop/')) {
      const left = Number(path.split('/')[2]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : redirectTo }).end();
    } else if (path === '/hostile-resources') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageWithHostileResources(P));
    } else if (path === '/hostile-base') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageWithHostileBase(P));
    } else if (path === '/redirect-to-canary.css') {
      response.writeHead(302, { location: `http://[::]:${P}/style.css` }).end();
    } else if (path === '/good.css') {
      response.writeHead(200, { 'content-type': 'text/css' }).end(':root{--brand-primary:#0e7c66}.btn-primary{background:#0e7c66}');
    } else {
      response.writeHead(404).end('not found');
    }
  });
  content = await buildTestService(contentService, infra, { FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.2:${P}` });
  snippetImage = dataUrl(await solidPng('#0e7c66'));
});

afterAll(async () => {
  await content?.close();
  await site?.close();
  await canary?.close();
  await infra?.cleanup();
});

function generate(userId: string, url: string) {
  return content.app.inject({
    method: 'POST',
    url: '/api/marketing/generate',
    headers: content.as(userId),
    payload: { url, siteSnips: [{ image: snippetImage, description: 'Dashboard with project timelines' }] },
  });
}

async function expectRefused(url: string, message: RegExp): Promise<void> {
  const userId = randomUUID();
  const response = await generate(userId, url);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toMatch(message);
  // Nothing the resolver said reaches the user: no address, no internal name.
  expect(response.body).not.toMatch(/\d+\.\d+\.\d+\.\d+|::|localhost/);
  expect(canaryConnections()).toBe(0);
  expect(await content.dataSource.getRepository(GenerationRecord).countBy({ userId })).toBe(0);
}

/** Every address refused by the public-address rule, or that does not resolve, gets this one answer. */
const refusedAddress = /^This address cannot be fetched: it is not a public website\.$/;

describe('hostile addresses typed into the form', () => {
  it.each([
    ['127.1', (p: number) => `http://127.1:${p}/`, refusedAddress],
    ['bare 0', (p: number) => `http://0:${p}/`, refusedAddress],
    ['0.0.0.0', (p: number) => `http://0.0.0.0:${p}/`, refusedAddress],
    ['hex 0x7f000001', (p: number) => `http://0x7f000001:${p}/`, refusedAddress],
    ['octal 0177.0.0.1', (p: number) => `http://0177.0.0.1:${p}/`, refusedAddress],
    ['octal 017700000001', (p: number) => `http://017700000001:${p}/`, refusedAddress],
    ['full-width digits', (p: number) => `http://１２７.０.０.１:${p}/`, refusedAddress],
    ['https to loopback', (p: number) => `https://127.0.0.1:${p}/`, refusedAddress],
    ['[::]', (p: number) => `http://[::]:${p}/`, refusedAddress],
    ['[::ffff:7f00:1]', (p: number) => `http://[::ffff:7f00:1]:${p}/`, refusedAddress],
    ['localhost', (p: number) => `http://localhost:${p}/`, refusedAddress],
    ['localhost. with a trailing dot', (p: number) => `http://localhost.:${p}/`, refusedAddress],
    ['a name under localhost', (p: number) => `http://admin.localhost:${p}/`, refusedAddress],
    ['user info before a loopback host', (p: number) => `http://example.com@127.0.0.1:${p}/`, /^Addresses with a user name or password cannot be fetched$/],
    ['the allowed host with user info', (p: number) => `http://admin:secret@127.0.0.2:${p}/`, /^Addresses with a user name or password cannot be fetched$/],
  ])('%s: 400, nothing connects, nothing saved', async (_name, url, message) => {
    await expectRefused(url(P), message);
  });

  it('answers a name that does not resolve exactly as one that resolves inside', async () => {
    await expectRefused(`http://sitespark-battery.invalid:${P}/`, refusedAddress);
    const unresolvable = await generate(randomUUID(), `http://sitespark-battery.invalid:${P}/`);
    const internal = await generate(randomUUID(), `http://localhost:${P}/`);
    expect(internal.statusCode).toBe(unresolvable.statusCode);
    expect(internal.json()).toEqual(unresolvable.json());
  });

  it.each([
    ['ws', (p: number) => `ws://127.0.0.1:${p}/`],
    ['data', () => 'data:text/html,<title>x</title>'],
    ['javascript', () => 'javascript:alert(1)'],
    ['dict', (p: number) => `dict://127.0.0.1:${p}/info`],
  ])('%s: refused as an invalid URL', async (_name, url) => {
    await expectRefused(url(P), /^Please enter a valid URL$/);
  });
});

describe('redirects from the allowed site', () => {
  it.each([
    ['307 to [::ffff:127.0.0.1]', 307, (p: number) => `http://[::ffff:127.0.0.1]:${p}/`, refusedAddress],
    ['308 to decimal 2130706433', 308, (p: number) => `http://2130706433:${p}/`, refusedAddress],
    ['302 to dotted hex 0x7f.1', 302, (p: number) => `http://0x7f.1:${p}/`, refusedAddress],
    ['302 to scheme-relative //127.0.0.1', 302, (p: number) => `//127.0.0.1:${p}/`, refusedAddress],
    ['303 to [::1]', 303, (p: number) => `http://[::1]:${p}/`, refusedAddress],
    ['302 to bare 0', 302, (p: number) => `http://0:${p}/`, refusedAddress],
    ['302 to localhost', 302, (p: number) => `http://localhost:${p}/`, refusedAddress],
    ['302 to the allowed host with user info', 302, (p: number) => `http://x:y@127.0.0.2:${p}/`, /^Addresses with a user name or password cannot be fetched$/],
    ['302 to gopher', 302, (p: number) => `gopher://127.0.0.1:${p}/_x`, /^Only http and https addresses can be fetched \(got "gopher:"\)$/],
    ['302 to file', 302, () => 'file:///etc/passwd', /^Only http and https addresses can be fetched \(got "file:"\)$/],
  ])('%s: 400 with the one message, canary untouched', async (_name, status, location, message) => {
    redirectTo = location(P);
    const before = site.hits.length;
    await expectRefused(`http://127.0.0.2:${P}/redirect/${status}`, message);
    expect(site.hits.slice(before)).toEqual([`/redirect/${status}`]);
  });

  it('refuses at the end of a chain of allowed hops', async () => {
    redirectTo = `http://[::ffff:7f00:1]:${P}/`;
    const before = site.hits.length;
    await expectRefused(`http://127.0.0.2:${P}/hop/3`, refusedAddress);
    expect(site.hits.slice(before)).toEqual(['/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });
});

describe("the page's own stylesheets, images and refresh", () => {
  it('reads the page and its allowed stylesheet, and reaches none of the loopback ones (meta refresh, base, icon, og:image, redirecting CSS)', async () => {
    const before = site.hits.length;
    const response = await generate(randomUUID(), `http://127.0.0.2:${P}/hostile-resources`);
    expect(response.statusCode, response.body).toBe(200);
    const kit = response.json();
    expect(kit.websiteAnalysis.name).toBe('Brightloop');
    expect(kit.analysisReport).toMatchObject({ fetched: true, note: null });
    expect(kit.analysisReport.colorEvidence.join(' ')).toMatch(/stylesheet 3 \(good\.css\)/);
    expect(site.hits.slice(before).sort()).toEqual(['/good.css', '/hostile-resources', '/redirect-to-canary.css']);
    expect(canaryConnections()).toBe(0);
  });

  it('resolves relative addresses against a hostile <base> and still reaches nothing', async () => {
    const response = await generate(randomUUID(), `http://127.0.0.2:${P}/hostile-base`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().websiteAnalysis.name).toBe('Based Co');
    expect(canaryConnections()).toBe(0);
  });
});

describe('the canary', () => {
  it('would have seen a leak: the same fetcher reaches it once it is allowlisted', async () => {
    const open = await buildTestService(contentService, infra, { FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${P}` });
    try {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/marketing/generate',
        headers: open.as(randomUUID()),
        payload: { url: `http://2130706433:${P}/`, siteSnips: [{ image: snippetImage, description: 'Dashboard' }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().analysisReport.fetched).toBe(true);
      expect(canary.v4.connections()).toBeGreaterThan(0);
    } finally {
      await open.close();
    }
  });
});
