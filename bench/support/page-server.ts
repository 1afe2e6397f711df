import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedPages {
  url: string;
  hostPort: string;
  close: () => Promise<void>;
}

/** Serves fixed bodies by path on 127.0.0.1 (an ephemeral port); any other path is a 404. */
export async function servePages(pages: Record<string, { contentType: string; body: string | Buffer }>): Promise<ServedPages> {
  const server: Server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page && Object.hasOwn(pages, request.url ?? '')) {
      response.setHeader('content-type', page.contentType);
      response.end(page.body);
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  return listenLocally(server);
}

const typesByExtension: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Serves a folder's files on 127.0.0.1 (an ephemeral port), `/` as index.html; anything outside the folder or missing is a 404. */
export async function serveDirectory(root: string): Promise<ServedPages> {
  const { readFile } = await import('node:fs/promises');
  const { extname, join, normalize, sep } = await import('node:path');
  const base = normalize(root) + sep;
  const server: Server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      path = '';
    }
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    readFile(file).then(
      (body) => {
        response.setHeader('content-type', typesByExtension[extname(file).toLowerCase()] ?? 'application/octet-stream');
        response.end(body);
      },
      () => {
        response.statusCode = 404;
        response.end('not found');
      },
    );
  });
  return listenLocally(server);
}

/** Listens on an ephemeral 127.0.0.1 port; `close` drops open connections first. */
async function listenLocally(server: Server): Promise<ServedPages> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hostPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
