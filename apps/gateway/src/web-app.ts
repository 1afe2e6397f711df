import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const notBuiltMessage =
  'The SiteSpark web app has not been built yet. Run `npm run build --workspace @sitespark/web`, then reload this page.';

/** Paths that belong to the server: never answered with the single-page app. */
const serverPrefixes = ['/api', '/internal'];

function isServerPath(path: string): boolean {
  return serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Pages a share link opens: only whoever holds the link should find them, never a search engine. */
function isSharedPage(path: string): boolean {
  return path === '/shared' || path.startsWith('/shared/');
}

const noindexMeta = '<meta name="robots" content="noindex" />';

/** The app's page with a robots meta tag: crawlers that read the HTML but not headers see it too. */
function withNoindexMeta(html: string): string {
  if (html.includes('</head>')) return html.replace('</head>', `    ${noindexMeta}\n  </head>`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return `${doctype}${noindexMeta}${html.slice(doctype.length)}`;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function notFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply.status(404).send({ message: `Not found: ${request.method} ${path}`, code: 'NOT_FOUND' });
}

/** The file under `root` a URL path names, or undefined when it names none (or tries to leave root). */
async function findFile(root: string, path: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = resolve(root, `.${decoded}`);
  if (!candidate.startsWith(`${root}${sep}`)) return undefined;
  const name = relative(root, candidate);
  if (name.split(sep).some((part) => part.startsWith('.'))) return undefined;
  try {
    return (await stat(candidate)).isFile() ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA: hashed `/assets/*` cached for a year, everything else (index.html first)
 * revalidated every time, each file precompressed when the build wrote a `.br` or `.gz` of it, and a history fallback so a reload on `/video-studio` gets the app.
 * Unknown `/api/*` and `/internal/*` paths stay JSON 404s. Files are looked up per request, so a
 * rebuild is picked up without a restart; a missing build is reported with what to run.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const root = resolve(options.distDir);
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) app.log.warn({ distDir: root }, 'web app not built: pages answer 503');

  // The build writes `.br` and `.gz` beside its text files: a browser that accepts one gets it (a
  // quarter of the bytes), any other client the file itself.
  await app.register(fastifyStatic, { root, serve: false, suppressWarning: true, preCompressed: true });

  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(notBuiltMessage);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  };

  const sendSharedIndex = async (reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex');
    if (!existsSync(indexFile)) return sendIndex(reply);
    const html = await readFile(indexFile, 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withNoindexMeta(html));
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isServerPath(path)) return notFound(request, reply, path);
    const file = await findFile(root, path);
    if (file !== undefined) {
      const immutable = file.startsWith(`assets${sep}`);
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(file, root, { cacheControl: false });
    }
    if (!acceptsHtml(request)) return notFound(request, reply, path);
    if (isSharedPage(path)) return sendSharedIndex(reply);
    return sendIndex(reply);
  });
}
