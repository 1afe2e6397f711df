import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '@sitespark/service-kit';
import { parseInstructions } from '@sitespark/site-model';
import { computeTasks } from '../src/adapters/compute/compute-tasks.ts';
import { analyzeWebsite } from '../src/domain/analyze-website.ts';

/** A small guest house: the home page names the rooms, the prices and the hosts live on sub-pages. */
const home = (elsewhere: string) => `<!doctype html><html lang="en"><head><title>Welcome | Harbour Lane Guest House</title></head><body>
<header><nav>
  <a href="/">Home</a> <a href="/rates.html">Rates</a> <a href="/about/">About us</a> <a href="/blog/">Blog</a>
  <a href="/privacy">Privacy</a> <a href="/moved-rates">Rates 2027</a> <a href="${elsewhere}/prices">Partner prices</a> <a href="/brochure.pdf">Brochure</a>
</nav></header>
<main><h1>Sleep by the harbour</h1>
<p>Four quiet rooms above the fishing harbour, breakfast from the market downstairs and a garden for the evening.</p>
<section class="rooms"><h2>Rooms</h2>
  <div class="card"><h3>Harbour room</h3><p>A double room with a window on the boats and a rain shower.</p></div>
  <div class="card"><h3>Garden room</h3><p>A twin room on the ground floor with its own door to the garden.</p></div>
</section></main>
<footer><p>12 Quay Street, Porthleven</p></footer></body></html>`;

const rates = `<!doctype html><html lang="en"><head><title>Rates | Harbour Lane Guest House</title></head><body>
<nav><a href="/">Home</a> <a href="/rates.html">Rates</a></nav>
<main><h1>Rates</h1><table>
  <tr><td>Harbour room</td><td>£95 per night</td></tr>
  <tr><td>Garden room</td><td>£80 per night</td></tr>
</table></main></body></html>`;

const about = `<!doctype html><html lang="en"><head><title>About | Harbour Lane Guest House</title></head><body>
<main><h1>About us</h1><p>We opened the house in 2009 after twenty years on the fishing boats.</p>
<p>Open for check-in daily from 3pm to 8pm.</p></main></body></html>`;

interface Site {
  url: string;
  hostPort: string;
  requested: string[];
  close: () => Promise<void>;
}

async function serve(handler: (path: string, respond: (status: number, body: string, headers?: Record<string, string>) => void) => void): Promise<Site> {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    handler(path, (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hostPort: `127.0.0.1:${port}`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const compute = {
  readPage: async (html: string, url: string) => computeTasks.readPage({ html, url }),
  buildSiteModel: async (input: Parameters<typeof computeTasks.buildSiteModel>[0]) => computeTasks.buildSiteModel(input),
};

describe('reading a site beyond its home page', () => {
  let site: Site;
  let other: Site;

  beforeAll(async () => {
    other = await serve((_path, respond) => respond(200, rates.replace('£95', '£1')));
    site = await serve((path, respond) => {
      if (path === '/') respond(200, home(other.url.replace(/\/$/, '')));
      else if (path === '/rates.html') respond(200, rates);
      else if (path === '/about/') respond(200, about);
      else if (path === '/moved-rates') respond(302, '', { location: `${other.url}rates.html` });
      else respond(404, 'not found');
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  const analyze = (subPageLimit?: number) =>
    analyzeWebsite(
      {
        fetch: (url, options) => safeFetch(url, { ...options, allowPrivateHosts: [site.hostPort, other.hostPort] }),
        compute,
        ...(subPageLimit === undefined ? {} : { subPageLimit }),
      },
      { url: site.url, snippets: [], prompt: '', instructions: parseInstructions('', '') },
    );

  it('reads the rates and about pages a person would open, and says which pages it read', async () => {
    const model = await analyze();
    expect(model.pagesRead).toEqual(expect.arrayContaining([site.url, `${site.url}rates.html`, `${site.url}about/`]));
    expect(model.pagesRead).toHaveLength(3);
    // The blog, the privacy page and a brochure tell nothing of the offer: they are never fetched.
    expect(site.requested).not.toContain('/blog/');
    expect(site.requested).not.toContain('/privacy');
    expect(site.requested).not.toContain('/brochure.pdf');
  });

  it('finds prices that only a sub-page lists, each with its item and the page it stands on', async () => {
    const model = await analyze();
    const harbour = model.prices.find((price) => price.amount.includes('95'));
    expect(harbour?.item).toMatch(/Harbour room/);
    expect(harbour?.source.page).toBe(`${site.url}rates.html`);
    expect(model.schedule.map((s) => s.text).join(' ')).toMatch(/3pm to 8pm/);
    expect(model.features.find((f) => f.name === 'Harbour room')?.source.page).toBe(site.url);
  });

  it('never follows a link or a redirect to another site', async () => {
    const model = await analyze();
    expect(other.requested.filter((path) => path === '/prices')).toHaveLength(0);
    // The redirect was followed through the guard, but a page on another origin is not the business's own.
    expect(model.pagesRead?.some((page) => page.startsWith(other.url))).toBe(false);
    expect(model.prices.some((price) => price.amount === '£1')).toBe(false);
  });

  it('reads the home page alone when sub-pages are turned off, as a site that answers only its home page does', async () => {
    const model = await analyze(0);
    expect(model.pagesRead).toEqual([site.url]);
    expect(model.prices).toHaveLength(0);
  });
});

describe('a site that answers every address with its home page', () => {
  it('reads the home page once: a catch-all is no sub-page', async () => {
    const html = home('http://other.example');
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}/`;
      const model = await analyzeWebsite(
        { fetch: (address, options) => safeFetch(address, { ...options, allowPrivateHosts: [`127.0.0.1:${port}`] }), compute },
        { url, snippets: [], prompt: '', instructions: parseInstructions('', '') },
      );
      expect(model.pagesRead).toEqual([url]);
      expect(model.features.map((f) => f.name)).toEqual(['Harbour room', 'Garden room']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
