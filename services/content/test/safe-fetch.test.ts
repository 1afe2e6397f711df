import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressRefusedError, AppError, FetchFailedError, refusedAddressMessage, safeFetch } from '@sitespark/service-kit';
import { startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

let server: FixtureServer;
let allow: string[];
const big = Buffer.alloc(3 * 1024 * 1024, 'a');

beforeAll(async () => {
  server = await startFixtureServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    if (url.pathname === '/hop') {
      const n = Number(url.searchParams.get('n'));
      response.writeHead(302, { location: n > 0 ? `/hop?n=${n - 1}` : '/ok' });
      response.end();
    } else if (url.pathname === '/ok') {
      response.setHeader('content-type', 'text/html');
      response.end('<html>ok</html>');
    } else if (url.pathname === '/big') {
      response.end(big);
    } else if (url.pathname === '/bomb') {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end(gzipSync(big));
    } else if (url.pathname === '/slow') {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      response.end('late');
    } else if (url.pathname === '/missing') {
      response.statusCode = 404;
      response.end('nope');
    }
  });
  allow = [server.hostPort];
});

afterAll(async () => {
  await server?.close();
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the fetch to fail');
}

describe('safeFetch limits', () => {
  it('follows up to five redirects, re-checking each, and stops at the sixth', async () => {
    const five = await safeFetch(`${server.url}/hop?n=4`, { allowPrivateHosts: allow });
    expect(five.redirects).toHaveLength(5);
    expect(five.url).toBe(`${server.url}/ok`);
    expect(five.body.toString()).toBe('<html>ok</html>');
    const six = await failure(safeFetch(`${server.url}/hop?n=5`, { allowPrivateHosts: allow }));
    expect(six).toBeInstanceOf(FetchFailedError);
    expect((six as FetchFailedError).reason).toBe('too-many-redirects');
  });

  it('stops reading at 2 MB, or keeps the first 2 MB when asked to', async () => {
    const tooBig = await failure(safeFetch(`${server.url}/big`, { allowPrivateHosts: allow }));
    expect((tooBig as FetchFailedError).reason).toBe('too-large');
    const truncated = await safeFetch(`${server.url}/big`, { allowPrivateHosts: allow, truncate: true });
    expect(truncated.truncated).toBe(true);
    expect(truncated.body.length).toBe(2 * 1024 * 1024);
  });

  it('counts decompressed bytes, so a gzip bomb is cut off too', async () => {
    const bomb = await failure(safeFetch(`${server.url}/bomb`, { allowPrivateHosts: allow }));
    expect((bomb as FetchFailedError).reason).toBe('too-large');
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    const slow = await failure(safeFetch(`${server.url}/slow`, { allowPrivateHosts: allow, timeoutMs: 300 }));
    expect((slow as FetchFailedError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports error statuses as failures and refusals as AppErrors', async () => {
    const missing = await failure(safeFetch(`${server.url}/missing`, { allowPrivateHosts: allow }));
    expect(missing).toMatchObject({ reason: 'http-status', status: 404 });
    const refused = await failure(safeFetch(`${server.url}/ok`));
    expect(refused).toBeInstanceOf(AppError);
    // One message for every refused address; the range it fell in is kept for the log.
    expect(refused.message).toBe(refusedAddressMessage);
    expect((refused as AddressRefusedError).detail).toMatch(/127\.0\.0\.1 is a loopback/);
  });
});
