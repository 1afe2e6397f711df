import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { servePages, type ServedPages } from '../support/page-server.ts';

/** A small product home page (~4 KB) with a stylesheet and a social preview image, as a customer's site would have. */
function homePage(): string {
  const features = ['Shared calendars', 'Online booking', 'Automatic reminders', 'Team availability'];
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Slotwise | Appointment booking for small studios</title>
  <meta name="description" content="Slotwise lets studios, salons and clinics take bookings online, send reminders and keep one calendar for the whole team.">
  <meta name="theme-color" content="#3b5bdb">
  <meta property="og:site_name" content="Slotwise">
  <meta property="og:image" content="/og.png">
  <link rel="stylesheet" href="/style.css">
  <style>:root { --brand-primary: #3b5bdb; --accent-color: #f59f00; } .btn-primary { background: #3b5bdb; color: #fff; }</style>
</head>
<body>
  <header><nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/login">Log in</a></nav></header>
  <section class="hero">
    <h1>Bookings that run themselves</h1>
    <p>Let clients book a time that suits them, get reminded automatically and show up. Try it free for 14 days.</p>
    <a class="btn btn-primary" href="/signup">Start free trial</a>
  </section>
  <section id="features">
    <h2>Features</h2>
    ${features.map((feature) => `<div class="feature-card"><h3>${feature}</h3><p>${feature} for every member of your team, on any device.</p></div>`).join('\n    ')}
  </section>
  <section class="testimonials"><blockquote>No-shows dropped by half in our first month.<cite>Priya Nair, Bloom Yoga</cite></blockquote></section>
  <section class="pricing"><h2>Pricing</h2><h3>Studio</h3><p>$19 per month</p></section>
  <footer><p>© 2024 Slotwise Ltd.</p></footer>
</body>
</html>`;
}

export function solidPng(color: string, width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, Math.round(height / 5));
  return canvas.toBuffer('image/png');
}

export type Site = ServedPages;

/** Serves the page, its stylesheet and its og:image on 127.0.0.1. */
export async function startSite(): Promise<Site> {
  const css = ':root{--color-secondary:#1c2b4a}.card{border:1px solid #dee2e6}.btn-primary{background:#3b5bdb}';
  return servePages({
    '/': { contentType: 'text/html; charset=utf-8', body: homePage() },
    '/style.css': { contentType: 'text/css', body: css },
    '/og.png': { contentType: 'image/png', body: solidPng('#3b5bdb', 600, 315) },
  });
}

/**
 * The same site served from a child process: a customer's website is not on SiteSpark's server, so
 * serving it must not take the server's event loop or cores in a load run.
 */
export function startSiteProcess(): Promise<Site> {
  const child = fork(fileURLToPath(new URL('./site-process.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the site process exited with ${code} before it listened`)));
    child.once('message', (message: { url: string; hostPort: string }) => {
      child.removeAllListeners('exit');
      resolve({
        url: message.url,
        hostPort: message.hostPort,
        close: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.disconnect();
          }),
      });
    });
  });
}
