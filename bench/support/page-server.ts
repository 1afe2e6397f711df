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
