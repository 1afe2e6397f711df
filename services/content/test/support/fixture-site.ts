import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A small SaaS home page with a known name, features, call to action and theme colour. */
export const fixtureSite = {
  name: 'Brightloop',
  themeColor: '#0e7c66',
  features: ['Real-time Collaboration', 'Automated Reports', 'Smart Scheduling', 'Client Portal'],
  cta: 'Start free trial',
};

export function fixtureHtml(options: { stylesheet?: string; ogImage?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Brightloop | Project analytics for busy teams</title>
  <meta name="description" content="Brightloop gives agencies and product teams one place to plan projects, track time and report results to clients.">
  <meta name="theme-color" content="${fixtureSite.themeColor}">
  <meta property="og:site_name" content="Brightloop">
  ${options.ogImage ? `<meta property="og:image" content="${options.ogImage}">` : ''}
  ${options.stylesheet ? `<link rel="stylesheet" href="${options.stylesheet}">` : ''}
  <style>
    :root { --brand-primary: #0e7c66; --accent-color: #ff8a3d; }
    body { color: #1f2933; background: #ffffff; }
    .btn-primary { background: #0e7c66; color: #fff; }
    .hero { background: #f5fbf9; }
  </style>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"SoftwareApplication","name":"Brightloop","applicationCategory":"BusinessApplication"}</script>
</head>
<body>
  <header class="site-header"><nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/login">Log in</a></nav></header>
  <section class="hero">
    <h1>Project analytics for busy teams</h1>
    <p>Plan, track and report every client project without spreadsheets. Start your free trial today, no credit card required.</p>
    <a class="btn btn-primary" href="/signup">${fixtureSite.cta}</a>
    <a class="btn" href="/demo">Book a demo</a>
  </section>
  <section id="features" class="features">
    <h2>Features</h2>
    ${fixtureSite.features.map((f) => `<div class="feature-card"><h3>${f}</h3><p>Everything about ${f.toLowerCase()} in one dashboard, with integrations for the tools you already use.</p></div>`).join('\n    ')}
  </section>
  <section class="testimonials">
    <blockquote>Brightloop cut our weekly reporting from four hours to twenty minutes.<cite>Dana Reyes, Northwind Studio</cite></blockquote>
  </section>
  <section class="pricing"><h2>Pricing</h2><h3>Starter</h3><p>$12 per user / month</p></section>
  <footer><p>© 2024 Brightloop Inc.</p></footer>
</body>
</html>`;
}

export interface FixtureServer {
  url: string;
  hostPort: string;
  /** TCP connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** An HTTP server on 127.0.0.1 that counts its connections. */
export async function startFixtureServer(handler: Handler): Promise<FixtureServer> {
  let connections = 0;
  const server: Server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A PNG filled with one colour (and a white band), the kind of screenshot a snippet carries. */
export async function solidPng(color: string, width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([{ input: { create: { width, height: Math.round(height / 4), channels: 3, background: '#ffffff' } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

export function dataUrl(png: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${png.toString('base64')}`;
}

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject, as a browser's FormData would send it. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----SiteSparkTest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`));
      chunks.push(part.data);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A German pottery studio: its language, a Saturday course with hours and prices, an attributed review. */
export const germanFixtureSite = {
  name: 'Tonwerk Lindenau',
  features: ['Töpferkurs am Samstag', 'Frühstücksbecher', 'Werkstatt mieten'],
};

export function germanFixtureHtml(): string {
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <title>Tonwerk Lindenau – Keramik aus Leipzig</title>
  <meta name="description" content="Handgemachte Keramik aus unserer Werkstatt in Leipzig-Lindenau: Becher, Schalen und Kurse für Anfänger.">
</head>
<body>
  <header><nav><a href="/">Start</a><a href="/kurse">Kurse</a><a href="/laden">Laden</a></nav></header>
  <section class="hero">
    <h1>Keramik, die man jeden Tag benutzt</h1>
    <p>Wir drehen jedes Stück selbst an der Scheibe und brennen es in unserem Ofen in Lindenau.</p>
    <a class="btn" href="/kurse">Kurs buchen</a>
  </section>
  <section class="features">
    <div class="card"><h3>Töpferkurs am Samstag</h3><p>Samstags von 11 bis 16 Uhr lernen Sie an der Drehscheibe, eine eigene Schale zu formen. Der Kurs kostet 89 € inklusive Material und Brand.</p></div>
    <div class="card"><h3>Frühstücksbecher</h3><p>Unsere Frühstücksbecher fassen 300 ml und sind spülmaschinenfest. Jeder Becher kostet 28 €.</p></div>
    <div class="card"><h3>Werkstatt mieten</h3><p>Erfahrene Töpferinnen und Töpfer können die Werkstatt stundenweise mieten, ab 15 € pro Stunde.</p></div>
  </section>
  <section class="testimonials">
    <blockquote>Der Samstagskurs war der schönste Vormittag seit Langem, und die Schale benutze ich jeden Tag.<cite>Miriam K., Leipzig</cite></blockquote>
  </section>
  <footer><p>Tonwerk Lindenau · Merseburger Straße 12 · 04177 Leipzig · Di–Sa 10–18 Uhr</p></footer>
</body>
</html>`;
}
