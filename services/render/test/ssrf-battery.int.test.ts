import dgram from 'node:dgram';
import type { OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, createLogger } from '@sitespark/service-kit';
import { listenHttp, startLoopbackCanary, type HttpListener, type LoopbackCanary } from '@sitespark/service-kit/testing';
import { createChromium, type Chromium } from '../src/adapters/chromium.ts';

/**
 * What a page opened for screenshots can reach, driven through the render service's Chromium
 * adapter (request screening + egress proxy) with the real /usr/bin/chromium, one browser for all
 * cases. A canary listens on 127.0.0.1 and [::1] at port P (TCP) and on 127.0.0.1:U (UDP): every
 * trick below aims at it in another spelling or by another API, and it must count nothing. Each
 * case also finds the refusal of its own attempt in the log, so a trick that silently never fired
 * cannot pass as "blocked" (for WebRTC the witness is its TURN-over-TCP attempt; WebTransport's
 * QUIC has none but the UDP canary). The allowed site is 127.0.0.2:P. Only loopback targets: a
 * broken guard must not turn this test into traffic to a real network.
 */

let canary: LoopbackCanary;
let udpCanary: dgram.Socket;
let udpDatagrams = 0;
let site: HttpListener;
let P: number;
let U: number;
let chromium: Chromium;
/** Every URL the adapter or its egress proxy logged as refused. */
const refused: Array<{ url: string; reason: string }> = [];

const canaryConnections = () => canary.connections();
const siteOrigin = () => `http://127.0.0.2:${P}`;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body style="margin:0"><section style="height:900px;background:#1e3a8a;color:#fff;font:48px sans-serif;display:flex;align-items:center;justify-content:center">
<h1>${title}</h1></section>${body}</body></html>`;
}

/** Each trick aims at the canary with the marker path it is found by in the refusal log. */
const tricks: Record<string, (p: number, u: number) => { html: string; marker: string }> = {
  'script navigation (location =)': (p) => ({ html: page('Nav Co', `<script>location = 'http://127.0.0.1:${p}/t/location';</script>`), marker: `127.0.0.1:${p}/t/location` }),
  'delayed script navigation after load': (p) => ({
    html: page('Late Nav Co', `<script>addEventListener('load', () => setTimeout(() => { location.href = 'http://[::1]:${p}/t/late-location'; }, 0));</script>`),
    marker: `[::1]:${p}/t/late-location`,
  }),
  'fetch to [::ffff:127.0.0.1]': (p) => ({ html: page('Fetch Co', `<script>fetch('http://[::ffff:127.0.0.1]:${p}/t/fetch').catch(() => {});</script>`), marker: `[::ffff:7f00:1]:${p}/t/fetch` }),
  'img to decimal 2130706433': (p) => ({ html: page('Img Co', `<img src="http://2130706433:${p}/t/img.png">`), marker: `127.0.0.1:${p}/t/img.png` }),
  'iframe to localhost': (p) => ({ html: page('Frame Co', `<iframe src="http://localhost:${p}/t/iframe"></iframe>`), marker: `localhost:${p}/t/iframe` }),
  'iframe to a name under localhost': (p) => ({ html: page('Sub Co', `<iframe src="http://admin.localhost:${p}/t/sub"></iframe>`), marker: `admin.localhost:${p}/t/sub` }),
  'window.open': (p) => ({ html: page('Popup Co', `<script>window.open('http://127.0.0.1:${p}/t/popup');</script>`), marker: `127.0.0.1:${p}/t/popup` }),
  'form submit': (p) => ({
    html: page('Form Co', `<form id="f" method="post" action="http://0x7f000001:${p}/t/form"><input name="a" value="b"></form><script>document.getElementById('f').submit();</script>`),
    marker: `127.0.0.1:${p}/t/form`,
  }),
  // The page's screening never sees a WebSocket: the egress proxy refuses its CONNECT.
  'WebSocket': (p) => ({ html: page('Socket Co', `<script>try { new WebSocket('ws://127.0.0.1:${p}/t/ws'); } catch {}</script>`), marker: `https://127.0.0.1:${p}/` }),
  'https fetch': (p) => ({ html: page('Tls Co', `<script>fetch('https://127.0.0.1:${p}/t/tls').catch(() => {});</script>`), marker: `127.0.0.1:${p}/t/tls` }),
  'link rel=prefetch and preload': (p) => ({
    html: page('Prefetch Co', '', `<link rel="prefetch" href="http://127.0.0.1:${p}/t/prefetch"><link rel="preload" as="image" href="http://127.0.0.1:${p}/t/preload">`),
    marker: `127.0.0.1:${p}/t/pre`,
  }),
  'redirect chain from the allowed site': () => ({ html: page('Hop Co', '<img src="/hop/2">'), marker: '/t/hop-end' }),
  'meta refresh': (p) => ({ html: page('Refresh Co', '', `<meta http-equiv="refresh" content="0; url=http://[::]:${p}/t/refresh">`), marker: `[::]:${p}/t/refresh` }),
  'worker fetch': (p) => ({
    html: page('Worker Co', `<script>new Worker(URL.createObjectURL(new Blob(["fetch('http://0.0.0.0:${p}/t/worker').catch(() => {})"], { type: 'text/javascript' })));</script>`),
    marker: `0.0.0.0:${p}/t/worker`,
  }),
  'beacon and EventSource': (p) => ({
    html: page('Beacon Co', `<script>navigator.sendBeacon('http://127.1:${p}/t/beacon', 'x'); new EventSource('http://127.1:${p}/t/beacon-events');</script>`),
    marker: `127.0.0.1:${p}/t/beacon`,
  }),
  'CSS @import, background and font': (p) => ({
    html: page('Style Co', '<div class="x">styled</div>', `<style>@import url('http://0177.0.0.1:${p}/t/css-import.css'); .x { background: url('http://0177.0.0.1:${p}/t/css-bg.png'); } @font-face { font-family: f; src: url('http://0177.0.0.1:${p}/t/css-font.woff2'); } body { font-family: f; }</style>`),
    marker: `127.0.0.1:${p}/t/css-`,
  }),
  'script, object, video and svg image': (p) => ({
    html: page('Embed Co', `<script src="http://127.0.0.1:${p}/t/embed-script.js"></script><object data="http://127.0.0.1:${p}/t/embed-object"></object><video src="http://127.0.0.1:${p}/t/embed-video.mp4" autoplay muted></video><svg><image href="http://127.0.0.1:${p}/t/embed-svg.png" width="10" height="10"/></svg>`),
    marker: `127.0.0.1:${p}/t/embed-`,
  }),
  'Link preload header': (p) => ({ html: page('Header Co', ''), marker: `127.0.0.1:${p}/t/link-header` }),
  // ICE over UDP is off (disable_non_proxied_udp), so TURN over TCP is tried through the proxy, which refuses it.
  'WebRTC: STUN over UDP, TURN over TCP, and WebTransport': (p, u) => ({
    html: page(
      'Rtc Co',
      `<script>const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${u}' }, { urls: 'turn:127.0.0.1:${p}?transport=tcp', username: 'u', credential: 'c' }] });
pc.createDataChannel('x'); pc.createOffer().then((offer) => pc.setLocalDescription(offer)).catch(() => {});
try { new WebTransport('https://127.0.0.1:${u}/t/webtransport').ready.catch(() => {}); } catch {}</script>`,
    ),
    marker: `https://127.0.0.1:${p}/`,
  }),
};

beforeAll(async () => {
  canary = await startLoopbackCanary('<title>Internal admin</title>');
  P = canary.port;
  udpCanary = dgram.createSocket('udp4');
  udpCanary.on('message', () => {
    udpDatagrams += 1;
  });
  await new Promise<void>((resolve) => udpCanary.bind(0, '127.0.0.1', resolve));
  U = udpCanary.address().port;
  site = await listenHttp('127.0.0.2', P, (request, response) => {
    const path = request.url ?? '/';
    const name = decodeURIComponent(path.slice('/trick/'.length));
    if (path.startsWith('/trick/') && tricks[name]) {
      const headers: OutgoingHttpHeaders = { 'content-type': 'text/html; charset=utf-8' };
      if (name === 'Link preload header') headers.link = `<http://127.0.0.1:${P}/t/link-header>; rel=preload; as=image`;
      response.writeHead(200, headers).end(tricks[name](P, U).html);
    } else if (path.startsWith('/hop/')) {
      const left = Number(path.split('/')[2]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : `http://[::ffff:7f00:1]:${P}/t/hop-end` }).end();
    } else if (path === '/first-hop') {
      response.writeHead(302, { location: '/hop/1' }).end();
    } else {
      response.writeHead(404).end();
    }
  });
  const logger = createLogger('render-ssrf-battery', {
    level: 'info',
    hooks: {
      // Keeps the refusals and prints nothing.
      logMethod(args) {
        const [fields, message] = args as unknown as [Record<string, unknown> | undefined, unknown];
        if (typeof message === 'string' && /refused/.test(message) && typeof fields?.url === 'string') refused.push({ url: fields.url, reason: String(fields.reason) });
      },
    },
  });
  chromium = createChromium({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', allowPrivateHosts: [`127.0.0.2:${P}`], navigationTimeoutMs: 5_000, logger });
});

afterAll(async () => {
  await chromium?.close();
  await site?.close();
  await canary?.close();
  udpCanary?.close();
});

async function refusalOf(marker: string, since: number): Promise<{ url: string; reason: string } | undefined> {
  for (let i = 0; i < 40; i++) {
    const found = refused.slice(since).find((entry) => entry.url.includes(marker));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe("a page's own attempts to reach inside", () => {
  it.each(Object.keys(tricks))('%s: refused, the screenshot still made, canary untouched', async (name) => {
    const { marker } = tricks[name]!(P, U);
    const since = refused.length;
    const capture = await chromium.captureWebsite(`${siteOrigin()}/trick/${encodeURIComponent(name)}`, { aspect: 'landscape', maxShots: 1 });
    expect(capture.screenshots).toHaveLength(1);
    expect(capture.screenshots[0]!.subarray(1, 4).toString()).toBe('PNG');
    expect(capture.url).toContain('/trick/');
    const refusal = await refusalOf(marker, since);
    expect(refusal, `no refusal logged for ${marker}`).toBeDefined();
    // The log keeps why (the address and its range); the user never sees it.
    expect(refusal!.reason).toMatch(/ is (a|an) [\w -]*(loopback|unspecified)/);
    expect(canaryConnections()).toBe(0);
    expect(udpDatagrams).toBe(0);
  });
});

describe('hostile addresses given to the capture itself', () => {
  it.each([
    ['127.1', (p: number) => `http://127.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['bare 0', (p: number) => `http://0:${p}/`, /0\.0\.0\.0 is an unspecified/],
    ['[::]', (p: number) => `http://[::]:${p}/`, /:: is an unspecified/],
    ['dotted hex 0x7f.1', (p: number) => `http://0x7f.1:${p}/`, /127\.0\.0\.1 is a loopback/],
    ['localhost. with a trailing dot', (p: number) => `http://localhost.:${p}/`, /localhost\. \(127\.0\.0\.1\) is a loopback/],
    ['a name under localhost', (p: number) => `http://admin.localhost:${p}/`, /admin\.localhost \(127\.0\.0\.1\) is a loopback/],
    ['a name that does not resolve', (p: number) => `http://sitespark-battery.invalid:${p}/`, /sitespark-battery\.invalid could not be resolved/],
    ['a redirect chain from the allowed site', () => `${siteOrigin()}/first-hop`, /::ffff:7f00:1 is a loopback address, reached through an IPv4-mapped/],
  ])('%s: a 400 with the one message, the reason only in the log, canary untouched', async (_name, address, reason) => {
    const since = refused.length;
    const error = await chromium.captureWebsite(address(P), { aspect: 'landscape', maxShots: 1 }).then(
      () => new Error('the capture succeeded'),
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe('This address cannot be fetched: it is not a public website.');
    expect(refused.slice(since).map((entry) => entry.reason).join('\n')).toMatch(reason);
    expect(canaryConnections()).toBe(0);
  });

  it('refuses user info with its own message, which names no address', async () => {
    const error = await chromium.captureWebsite(`http://example.com@127.0.0.1:${P}/`, { aspect: 'landscape', maxShots: 1 }).then(
      () => new Error('the capture succeeded'),
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('Addresses with a user name or password cannot be fetched');
    expect(canaryConnections()).toBe(0);
  });
});

describe('the canary', () => {
  it('would have seen a leak: a browser allowed to reach it does', async () => {
    const open = createChromium({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      allowPrivateHosts: [`127.0.0.2:${P}`, `127.0.0.1:${P}`],
      navigationTimeoutMs: 5_000,
      logger: createLogger('render-ssrf-battery-control', { level: 'warn' }),
    });
    try {
      const capture = await open.captureWebsite(`${siteOrigin()}/trick/${encodeURIComponent('img to decimal 2130706433')}`, { aspect: 'landscape', maxShots: 1 });
      expect(capture.screenshots).toHaveLength(1);
      expect(canary.v4.hits).toContain('/t/img.png');
    } finally {
      await open.close();
    }
  });
});


describe('the browser on its own', () => {
  it('calls no outside service by itself (sign-in, component updates, network time)', async () => {
    // Runs last: by now the browser has been up for seconds, long enough for its background calls.
    await chromium.captureWebsite(`${siteOrigin()}/trick/${encodeURIComponent(Object.keys(tricks)[0]!)}`, { aspect: 'landscape', maxShots: 1 });
    // Every address this file aimed at, the unresolvable test name among them; anything else is the browser's own.
    const outside = refused.filter((entry) => !/^(\w+:\/\/)?(127\.|\[|0[.:]|localhost|admin\.localhost|example\.com@|sitespark-battery\.invalid)/.test(entry.url));
    expect(outside).toEqual([]);
  });
});
