import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { createLogger } from '@sitespark/service-kit';
import { aspectFor, createChromium, type CaptureOptions, type Chromium, type WebsiteCapture } from '../src/adapters/chromium.ts';
import { planCapture } from '../src/domain/capture-site.ts';
import { cameraPath, colourGrid, flatShare, imageSize, platformSize, type Box, type ColourGrid } from '../src/engine/index.ts';
import { framingPage, startFixtureServer, type FixtureServer } from './support/fixture-sites.ts';

let site: FixtureServer;
let chromium: Chromium;

beforeAll(async () => {
  site = await startFixtureServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(framingPage);
  });
  chromium = createChromium({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', allowPrivateHosts: [site.host], navigationTimeoutMs: 20_000, logger: createLogger('render-capture-framing', { level: 'warn' }) });
});
afterAll(async () => {
  await chromium?.close();
  await site?.close();
});

/** The share of a box's grid cells within `tolerance` of a colour. */
function colourShare(grid: ColourGrid, box: Box, hex: string, tolerance = 24): number {
  const target = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  let hits = 0;
  let total = 0;
  for (let y = Math.floor(box.y / grid.cell); y < Math.min(grid.rows, Math.ceil((box.y + box.height) / grid.cell)); y++) {
    for (let x = Math.floor(box.x / grid.cell); x < Math.min(grid.columns, Math.ceil((box.x + box.width) / grid.cell)); x++) {
      const at = (y * grid.columns + x) * 4;
      total++;
      if (Math.abs(grid.data[at]! - target[0]!) + Math.abs(grid.data[at + 1]! - target[1]!) + Math.abs(grid.data[at + 2]! - target[2]!) <= tolerance) hits++;
    }
  }
  return total === 0 ? 0 : hits / total;
}

const blocks = ['Cuts that grow out beautifully', 'Balayage colour', 'Prices', 'The best colour', 'Visit us'];

async function capturePlanned(platform: string): Promise<{ capture: WebsiteCapture; views: Array<{ shot: number; view: Box }>; grids: ColourGrid[] }> {
  const size = platformSize(platform);
  const capture = await chromium.captureWebsite(`${site.origin}/`, { aspect: aspectFor(size), maxShots: 5 });
  const plan = await planCapture(capture, size);
  const views = plan.focus.map((focus, index) => ({ shot: plan.shots[index]!, view: cameraPath(imageSize(plan.images[index]!)!, focus, size.width, size.height, 'cover').target }));
  const grids = await Promise.all(capture.screenshots.map(async (shot) => (await colourGrid(shot))!));
  return { capture, views, grids };
}

describe('framing a page on its content blocks', () => {
  for (const platform of ['TikTok', 'Instagram', 'YouTube']) {
    it(`${platform}: captures at the canvas's shape and ends every section on a content block, never on the navigation, the cookie banner or an empty stretch`, async () => {
      const size = platformSize(platform);
      const { capture, views, grids } = await capturePlanned(platform);
      // A phone's screen for 9:16 and 4:5 (360 CSS pixels wide at 3x), a desktop for 16:9: each shot is the frame's own shape.
      for (const shot of capture.screenshots) expect(imageSize(shot)).toEqual(size);

      const found = new Set<string>();
      const flat: number[] = [];
      for (const [index, { shot, view }] of views.entries()) {
        const grid = grids[shot]!;
        // Not mostly one flat colour (the page's own empty stretches sit right above its quote), and
        // none of the page's furniture in sight.
        flat.push(flatShare(grid, view));
        // The grid's cells on the view's edge may hold a sliver of what is just outside it.
        const inside = { x: view.x + grid.cell, y: view.y + grid.cell, width: view.width - 2 * grid.cell, height: view.height - 2 * grid.cell };
        expect(flat.at(-1), `section ${index + 1} is mostly empty`).toBeLessThanOrEqual(0.6);
        expect(colourShare(grid, inside, '#a3e635'), `section ${index + 1} shows the cookie banner`).toBeLessThan(0.02);
        expect(colourShare(grid, inside, '#dc2626'), `section ${index + 1} shows the floating button`).toBeLessThan(0.01);
        expect(colourShare(grid, inside, '#111827'), `section ${index + 1} shows the navigation bar`).toBeLessThan(0.01);
        // The view shows one of the content blocks whole (a block wider than the view across its width).
        const shown = (capture.elements ?? []).filter(
          (element) =>
            element.shot === shot &&
            element.y >= view.y - 2 &&
            element.y + element.height <= view.y + view.height + 2 &&
            ((element.x >= view.x - 2 && element.x + element.width <= view.x + view.width + 2) || (element.x <= view.x + 2 && element.x + element.width >= view.x + view.width - 2)),
        );
        // The block the camera is closest on: the largest one the view shows.
        const largest = shown.filter((element) => blocks.some((text) => element.text.includes(text))).sort((a, b) => b.width * b.height - a.width * a.height)[0];
        const block = largest ? blocks.find((text) => largest.text.includes(text)) : undefined;
        expect(block, `section ${index + 1} shows no content block`).toBeDefined();
        found.add(block!);
      }
      expect(flat.filter((share) => share > 0.5).length, `final views' flat shares ${flat.map((share) => share.toFixed(2)).join(', ')}`).toBeLessThanOrEqual(1);
      // The sections show (nearly) all the blocks, not one block five times.
      expect(found.size).toBeGreaterThanOrEqual(4);
      // No shot but the page's top shows the sticky navigation bar, and none the cookie banner.
      for (const [shot, grid] of grids.entries()) {
        const whole = { x: 0, y: 0, width: size.width, height: size.height };
        expect(colourShare(grid, whole, '#a3e635'), `shot ${shot} shows the cookie banner`).toBeLessThan(0.02);
        if (shot > 0) expect(colourShare(grid, whole, '#111827'), `shot ${shot} repeats the navigation bar`).toBeLessThan(0.01);
      }
    });
  }

  it('never cuts a line of text at the edge of a section’s final view', async () => {
    const { capture, views } = await capturePlanned('Instagram');
    for (const [index, { shot, view }] of views.entries()) {
      const cut = (capture.textLines ?? []).filter((line) => {
        if (line.shot !== shot) return false;
        const overlaps = line.x < view.x + view.width - 2 && line.x + line.width > view.x + 2 && line.y < view.y + view.height - 2 && line.y + line.height > view.y + 2;
        const inside = line.x >= view.x - 2 && line.y >= view.y - 2 && line.x + line.width <= view.x + view.width + 2 && line.y + line.height <= view.y + view.height + 2;
        return overlaps && !inside;
      });
      expect(cut, `section ${index + 1}`).toEqual([]);
    }
  });
});

describe('a page with a picture that did not load', () => {
  it('shows neither the broken-picture icon nor its alt text on a screenshot', async () => {
    const page = `<!DOCTYPE html><html><head><title>Corner Bakery</title></head><body style="margin:0;background:#fff;font-family:sans-serif">
      <h1 style="margin:40px">Corner Bakery</h1>
      <img src="/missing.jpg" alt="BREAKFAST SPECIAL HOMEMADE BISCUITS" style="display:block;width:900px;height:500px;margin:40px;font-size:64px;color:#b91c1c">
      <p style="margin:40px">Fresh bread every morning.</p></body></html>`;
    const broken = await startFixtureServer((request, response) => {
      if (request.url === '/missing.jpg') response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    });
    const browser = createChromium({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', allowPrivateHosts: [broken.host], navigationTimeoutMs: 20_000, logger: createLogger('render-broken-image', { level: 'warn' }) });
    try {
      const capture = await browser.captureWebsite(`${broken.origin}/`, { aspect: 'landscape', maxShots: 1 });
      const grid = (await colourGrid(capture.screenshots[0]!))!;
      // Where the picture would be: the page's white, not its red alt text.
      expect(colourShare(grid, { x: 40, y: 140, width: 900, height: 500 }, '#b91c1c', 120)).toBe(0);
      expect(colourShare(grid, { x: 40, y: 140, width: 900, height: 500 }, '#ffffff')).toBeGreaterThan(0.97);
    } finally {
      await browser.close();
      await broken.close();
    }
  });
});

describe('a page with a contact form', () => {
  it('ends no section on the form: empty boxes are no picture', async () => {
    const card = (title: string, text: string) => `<div style="width:500px;margin:40px;padding:24px;background:#e0f2fe"><h3>${title}</h3><p>${text}</p></div>`;
    const page = `<!DOCTYPE html><html><head><title>Harbour Dental</title></head><body style="margin:0;background:#fff;font-family:sans-serif">
      <header style="height:900px;background:#1e3a8a;color:#fff;padding:60px"><h1>Harbour Dental</h1><p>Family dentistry by the harbour since 1998.</p></header>
      <section style="display:flex;flex-wrap:wrap">${card('Check-ups', 'A full check-up and clean in one visit.')}${card('Whitening', 'Whiter teeth in two appointments.')}${card('Implants', 'Titanium implants that last.')}</section>
      <section><blockquote style="margin:60px;font-size:28px">"The kindest dentist I have ever had." <cite>Ana R.</cite></blockquote></section>
      <section id="contact" style="padding:60px"><h2>Contact us</h2><form style="background:#fde68a;width:700px;padding:40px">
        <input name="name" placeholder="Name" style="display:block;width:600px;height:48px;margin:16px 0">
        <input name="email" placeholder="Email" style="display:block;width:600px;height:48px;margin:16px 0">
        <input name="phone" placeholder="Phone" style="display:block;width:600px;height:48px;margin:16px 0">
        <textarea name="message" style="display:block;width:600px;height:200px"></textarea><button>Send</button></form></section>
      </body></html>`;
    const size = platformSize('YouTube');
    const capture = await capturePage(page, 'render-form', size, 5);
    const plan = await planCapture(capture, size);
    const grids = await Promise.all(capture.screenshots.map(async (shot) => (await colourGrid(shot))!));
    for (const [index, focus] of plan.focus.entries()) {
      const view = cameraPath(imageSize(plan.images[index]!)!, focus, size.width, size.height, 'cover').target;
      expect(colourShare(grids[plan.shots[index]!]!, view, '#fde68a'), `section ${index + 1}`).toBeLessThan(0.15);
    }
  });
});

describe('a page with a notice about itself', () => {
  it("never takes 'pages not available yet' or 'rotate your phone' for a block to film: a notice is no picture", async () => {
    const notice = (text: string) => `<section style="padding:120px 40px;background:#fde68a"><h2>${text}</h2></section>`;
    const page = `<!DOCTYPE html><html lang="es"><head><meta name="viewport" content="width=device-width"><title>Forn Vell</title></head><body style="margin:0;background:#fff;font-family:sans-serif">
      <div id="hint" style="position:fixed;top:0;left:0;right:0;height:40px;background:#2a4f5e;color:#fff;z-index:9">Para verla mejor, gira el móvil o ábrela en el portátil</div>
      <header style="height:700px;background:#7c2d12;color:#fff;padding:30px"><h1>Forn Vell</h1><p>Panadería artesanal desde 1970.</p></header>
      ${notice('Actualmente las páginas no están disponibles, pero se publicarán pronto.')}
      <section style="padding:40px"><h2>Ensaïmadas</h2><p>Hechas cada mañana con manteca y paciencia.</p><img alt="" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='300' height='200'%3E%3Crect width='300' height='200' fill='%2316a34a'/%3E%3C/svg%3E" width="300" height="200"></section>
      ${notice('Gira tu móvil para ver la página')}
      <section style="padding:40px"><blockquote style="font-size:24px">"Las mejores ensaïmadas de Palma." <cite>Marta R.</cite></blockquote></section>
      <section style="height:600px;padding:40px"><h2>Contacto</h2><p>Camí Vell, 12 · <a href="tel:+34971000000">971 00 00 00</a></p></section>
      </body></html>`;
    const size = platformSize('TikTok');
    const capture = await capturePage(page, 'render-notice', size, 5);
    const plan = await planCapture(capture, size);
    // The notices are no content block; the camera moves to the bakery's own blocks (their neighbours may show around them).
    for (const element of capture.elements ?? []) expect(element.text).not.toMatch(/disponibles|Gira tu móvil/u);
    expect(plan.focus.length).toBeGreaterThanOrEqual(3);
    // A fixed strip of words alone is a notice, not the header bar: it is left off every screenshot, the first too.
    expect(capture.furniture ?? []).toEqual([]);
    const first = createCanvas(imageSize(capture.screenshots[0]!)!.width, 60);
    first.getContext('2d').drawImage(await loadImage(capture.screenshots[0]!), 0, 0);
    const [red, green, blue] = first.getContext('2d').getImageData(10, 30, 1, 1).data;
    expect([red, green, blue]).not.toEqual([0x2a, 0x4f, 0x5e]);
  });
});

describe('a page whose menu is not fixed', () => {
  it('keeps every section’s final view off the menu of links across the page’s top, fixed or not', async () => {
    const page = `<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Harbour Cafe</title></head><body style="margin:0;background:#fff;font-family:sans-serif">
      <nav style="height:64px;background:#fff;border-bottom:1px solid #ddd;display:flex;gap:24px;align-items:center;padding:0 30px"><a href="/">Home</a><a href="/menu">Menu</a><a href="/about">About Us</a><a href="/blog">Blog</a><a href="/contact">Contact</a></nav>
      <section style="height:420px;background:#4a1a05;color:#fff;padding:30px"><h1>Welcome to Harbour Cafe</h1><p>Homemade food by the harbour.</p></section>
      <section style="padding:40px"><h2>Today's Specials</h2><p>Breakfast special: biscuits and gravy, $8.95.</p><p>Lunch special: hot beef sandwich, $11.00.</p></section>
      <section style="height:600px;padding:40px"><blockquote style="font-size:24px">"The best breakfast in town." <cite>Sarah J.</cite></blockquote></section>
      </body></html>`;
    const size = platformSize('YouTube');
    const capture = await capturePage(page, 'render-static-menu', size, 3);
    const menu = (capture.furniture ?? []).find((box) => box.shot === 0 && box.y <= 2);
    expect(menu, JSON.stringify(capture.furniture)).toBeDefined();
    const plan = await planCapture(capture, size);
    for (const [index, focus] of plan.focus.entries()) {
      if (plan.shots[index] !== 0) continue;
      const view = cameraPath(imageSize(capture.screenshots[0]!)!, focus, size.width, size.height, 'cover').target;
      expect(view.y, `section ${index + 1}`).toBeGreaterThanOrEqual(menu!.y + menu!.height - 4);
    }
  });
});

describe('a contact block whose e-mail address is wider than the block on a phone', () => {
  it('frames the whole address, not the block’s edge through it', async () => {
    const email = 'bookings@harbourbakery.co.uk';
    const page = `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"><title>Harbour Bakery</title></head><body style="margin:0;background:#fff;font-family:sans-serif">
      <header style="height:700px;background:#7c2d12;color:#fff;padding:30px"><h1>Harbour Bakery</h1><p>Sourdough baked by the harbour every morning.</p></header>
      <section id="contact" style="width:160px;margin:40px 20px;padding:12px;background:#fef3c7"><h2>Contact</h2><p>Phone: 0113 496 0000</p><p>Email: <a href="mailto:${email}">${email}</a></p></section>
      <section style="height:700px;padding:30px"><p>Open every day from 7am.</p></section>
      </body></html>`;
    const capture = await capturePage(page, 'render-long-email', platformSize('TikTok'), 3);
    const contact = (capture.elements ?? []).find((element) => element.kind === 'contact');
    expect(contact).toBeDefined();
    // The block keeps what it says beyond its heading, which a slide's line is matched against.
    expect(contact!.text).toBe('Contact');
    expect(contact!.words).toContain('Phone: 0113 496 0000');
    // The address's line on the contact block's screenshot runs past the block's right edge (20 + 184 CSS px, 3 pixels
    // each on a phone), and the block's box holds it whole.
    const scale = imageSize(capture.screenshots[contact!.shot]!)!.width / 360;
    const lines = (capture.textLines ?? []).filter((line) => line.shot === contact!.shot && line.y >= contact!.y - 2 && line.y + line.height <= contact!.y + contact!.height + 2);
    const widest = lines.reduce((right, line) => Math.max(right, line.x + line.width), 0);
    expect(widest).toBeGreaterThan((20 + 184) * scale + 4);
    expect(contact!.x + contact!.width).toBeGreaterThanOrEqual(widest - 2);
  });
});

describe('a section whose line names a block far down the page', () => {
  const card = (name: string, colour: string, says: string) =>
    `<section style="margin:30px 20px;padding:20px;background:${colour}"><h2>${name}</h2><p>${says}</p><p>Every day from 7am.</p></section>`;
  const page = `<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Harbour Cafe</title></head><body style="margin:0;background:#fff;font-family:sans-serif">
    <header style="height:600px;background:#7c2d12;color:#fff;padding:30px"><h1>Welcome to Harbour Cafe</h1><p>Homemade food by the harbour.</p><img alt="" style="width:280px;height:200px;background:#f59e0b;display:block"></header>
    ${card('Breakfast Special', '#fde68a', 'Start your day with our hearty homemade biscuits and gravy.')}
    <section style="height:700px;padding:30px;background:#e0f2fe"><h2>Our story</h2><p>Two sisters opened the cafe in 2023.</p></section>
    ${card('Lunch Special', '#bbf7d0', 'Our famous hot beef sandwich with mashed potatoes.')}
    <section style="height:700px;padding:30px;background:#fce7f3"><h2>What our customers say</h2><blockquote>"The best breakfast in town." Sarah J.</blockquote></section>
    ${card('Dessert Special', '#ddd6fe', 'Freshly baked cinnamon rolls to satisfy your sweet tooth.')}
    <section style="height:700px;padding:30px;background:#f1f5f9"><h2>Contact</h2><p>Phone: 0113 496 0000</p></section>
    </body></html>`;
  const size = platformSize('TikTok');
  const says = ['Welcome to Harbour Cafe.', 'Breakfast Special: hearty homemade biscuits and gravy.', 'Lunch Special: our famous hot beef sandwich.', 'Dessert Special: freshly baked cinnamon rolls.', 'Call us on 0113 496 0000.'];
  const showsWhole = (capture: WebsiteCapture, heading: string) =>
    (capture.elements ?? []).filter((element) => element.text === heading).some((element) => element.y >= 0 && element.y + element.height <= size.height);

  it('photographs the block the line names, read from the page before the screenshots, and ends that section on it', async () => {
    const read: string[] = [];
    const capture = await capturePage(page, 'render-named-blocks', size, 2, async ({ html }) => {
      read.push(html);
      return says;
    });
    expect(read).toHaveLength(1);
    expect(read[0]).toContain('Dessert Special');
    for (const heading of ['Breakfast Special', 'Lunch Special', 'Dessert Special']) expect(showsWhole(capture, heading), heading).toBe(true);
    const plan = await planCapture(capture, size, [], says);
    const dessert = (capture.elements ?? []).find((element) => element.text === 'Dessert Special' && element.shot === plan.shots[3]);
    expect(dessert, `section 4 is on shot ${plan.shots[3]}`).toBeDefined();
    const view = cameraPath(imageSize(plan.images[3]!)!, plan.focus[3]!, size.width, size.height, 'cover').target;
    expect(view.y).toBeLessThanOrEqual(dessert!.y + 2);
    expect(view.y + view.height).toBeGreaterThanOrEqual(dessert!.y + dessert!.height - 2);
  });

  it('without the lines, takes its shots by the kinds of block alone, and the card far down is on none', async () => {
    const capture = await capturePage(page, 'render-unnamed-blocks', size, 2);
    expect(showsWhole(capture, 'Dessert Special')).toBe(false);
  });
});

describe('a block a script fades in when it is scrolled to', () => {
  it('is shot once it is in, not half-faded', async () => {
    // The page's script (as GSAP does) writes the opacity on the element frame by frame over 800 ms, from
    // when the block comes into view; the first pass down the page happens long before its shot.
    const page = `<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Harbour Cafe</title></head><body style="margin:0;background:#fff;font-family:sans-serif">
      <header style="height:900px;background:#7c2d12;color:#fff;padding:30px"><h1>Welcome to Harbour Cafe</h1><p>Homemade food by the harbour.</p></header>
      <section style="height:900px;padding:30px"><h2>Our story</h2><p>Two sisters opened the cafe in 2023.</p></section>
      <section id="reviews" style="margin:30px 20px;padding:30px;background:#1d4ed8;color:#fff"><h2>What our guests say</h2><blockquote>"The best breakfast in town." Sarah J.</blockquote></section>
      <section style="height:900px;padding:30px"><h2>Contact</h2><p>Phone: 0113 496 0000</p></section>
      <script>
        const reviews = document.getElementById('reviews');
        reviews.style.opacity = '0';
        new IntersectionObserver((entries, observer) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          const started = performance.now();
          const step = (now) => { const done = Math.min(1, (now - started) / 800); reviews.style.opacity = String(done); if (done < 1) requestAnimationFrame(step); };
          requestAnimationFrame(step);
        }).observe(reviews);
      </script></body></html>`;
    const size = platformSize('TikTok');
    const capture = await capturePage(page, 'render-fade-in', size, 1, async () => ['What our guests say: "The best breakfast in town."']);
    const quote = (capture.elements ?? []).find((element) => element.kind === 'testimonial' || element.text.includes('What our guests say'));
    expect(quote, JSON.stringify(capture.elements?.map((element) => element.text))).toBeDefined();
    const image = await loadImage(capture.screenshots[quote!.shot]!);
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const [red, green, blue] = canvas.getContext('2d').getImageData(Math.round(quote!.x + 6), Math.round(quote!.y + 6), 1, 1).data;
    // #1d4ed8 whole, not blended with the white page behind it.
    expect(Math.abs(red! - 0x1d) + Math.abs(green! - 0x4e) + Math.abs(blue! - 0xd8), `${red},${green},${blue}`).toBeLessThanOrEqual(12);
  });
});

/** Serves `page` on 127.0.0.1 and captures it at `size`'s shape in a Chromium of its own, both stopped afterwards. */
async function capturePage(page: string, name: string, size: { width: number; height: number }, maxShots: number, about?: CaptureOptions['about']): Promise<WebsiteCapture> {
  const served = await startFixtureServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  const browser = createChromium({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', allowPrivateHosts: [served.host], navigationTimeoutMs: 20_000, logger: createLogger(name, { level: 'warn' }) });
  try {
    return await browser.captureWebsite(`${served.origin}/`, { aspect: aspectFor(size), maxShots, ...(about ? { about } : {}) });
  } finally {
    await browser.close();
    await served.close();
  }
}
