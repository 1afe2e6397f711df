import { listenHttp, type RequestHandler } from '@sitespark/service-kit/testing';

export interface FixtureServer {
  origin: string;
  host: string;
  /** Requests received, by path. */
  hits: string[];
  close(): Promise<void>;
}

export async function startFixtureServer(handler: RequestHandler): Promise<FixtureServer> {
  const listener = await listenHttp('127.0.0.1', 0, handler);
  return { origin: listener.origin, host: `127.0.0.1:${listener.port}`, hits: listener.hits, close: listener.close };
}

const section = (color: string, heading: string, text: string) =>
  `<section style="height:1080px;background:${color};display:flex;flex-direction:column;justify-content:center;align-items:center;font-family:sans-serif;color:#fff"><h2 style="font-size:72px;margin:0">${heading}</h2><p style="font-size:32px">${text}</p></section>`;

/** A small marketing site: two viewports tall, so a desktop capture takes two screenshots. */
export const landingPage = `<!DOCTYPE html><html><head><title>Acme Rockets | Launch faster</title>
<meta name="description" content="Acme Rockets builds reusable launch software for small satellite teams.">
<style>body{margin:0}</style></head><body>
${section('#1e3a8a', 'Acme Rockets', 'Launch faster with our software platform')}
${section('#065f46', 'Mission Planner', 'Plan every launch window in minutes')}
</body></html>`;

/** A page whose script and markup reach for another (private) server in every way a page can. */
export function sneakyPage(target: string): string {
  return `<!DOCTYPE html><html><head><title>Sneaky Co</title></head><body style="margin:0">
${section('#7c2d12', 'Sneaky Co', 'Nothing to see here')}
<img src="${target}/from-img.png">
<iframe src="${target}/from-iframe"></iframe>
<script>
fetch('${target}/from-fetch').catch(() => {});
navigator.sendBeacon && navigator.sendBeacon('${target}/from-beacon', 'x');
setTimeout(() => { location.href = '${target}/from-navigation'; }, 50);
</script></body></html>`;
}

/** The call-to-action colour of `brandedBakeryPage`: its only use on the page, so a video showing it elsewhere took it from the brand. */
export const bakeryBrandColor = '#e11d48';

/**
 * A bakery with the elements a video section talks about: a logo, a headline in a serif face, a
 * call-to-action in the brand colour, feature cards, a price and a testimonial. About three phone
 * screens tall.
 */
export const brandedBakeryPage = `<!DOCTYPE html><html lang="en"><head><title>Crumb &amp; Co | Sourdough bakery in Leeds</title>
<meta name="description" content="Crumb and Co bakes sourdough bread every morning in Leeds.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{margin:0;font-family:sans-serif;background:#fdf6e3;color:#1f2937}
header{display:flex;align-items:center;padding:12px 16px;background:#0f766e}
.logo{font-weight:bold;color:#fff;text-decoration:none;font-size:20px;padding:6px 10px;border:2px solid #fff}
.hero{padding:40px 16px 60px;background:linear-gradient(#fdf6e3,#fde68a)}
h1{font-family:Georgia,serif;font-size:36px;margin:0 0 12px}
.btn{display:inline-block;background:${bakeryBrandColor};color:#fff;padding:14px 22px;border-radius:8px;text-decoration:none;font-weight:bold}
.features{padding:24px 16px;background:#dbeafe}
.feature{background:#fff;border-radius:10px;padding:16px;margin:0 0 16px;box-shadow:0 2px 6px rgba(0,0,0,.15)}
.feature h3{margin:0 0 6px}
.prices{padding:24px 16px;background:#dcfce7}
.price{font-size:28px;font-weight:bold;color:#166534}
blockquote{margin:0;padding:24px 16px;background:#ede9fe;font-size:20px;font-style:italic}
footer{padding:40px 16px;background:#1f2937;color:#f9fafb;height:200px}
</style></head><body>
<header><a class="logo" href="/">Crumb &amp; Co</a></header>
<section class="hero"><h1>Sourdough worth waking up for</h1><p>Crumb and Co bakes sourdough bread every morning in Leeds.</p><a class="btn" href="#order">Order online</a></section>
<section class="features"><h2>Why neighbours love us</h2>
<div class="feature"><h3>Slow fermented</h3><p>Every loaf rises for 36 hours for a deep, tangy flavour.</p></div>
<div class="feature"><h3>Local flour</h3><p>We mill our flour with a farm ten miles from the shop.</p></div>
<div class="feature"><h3>Baked at dawn</h3><p>Loaves come out of the oven at six, ready for breakfast.</p></div>
</section>
<section class="prices"><h2>Our loaves</h2><p class="price">Sourdough loaf £4.50</p></section>
<blockquote class="testimonial">"The best bread in Yorkshire, hands down." — Amira, Headingley</blockquote>
<footer><p>Crumb &amp; Co, 12 Otley Road, Leeds</p></footer>
</body></html>`;

/** A photo-like picture (stripes of colour), as a data address so the page needs no other request. */
const stripes = (colors: readonly string[]) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">${colors.map((color, index) => `<rect x="0" y="${index * (400 / colors.length)}" width="600" height="${400 / colors.length + 1}" fill="${color}"/>`).join('')}<circle cx="420" cy="160" r="90" fill="#fef3c7"/></svg>`)}`;

/**
 * A salon page with what a camera must stay off around its content: a sticky navigation bar, a
 * cookie banner fixed to the bottom, a floating call button, and a big empty stretch of page after
 * the hero. Its content blocks (each with an id) are the hero, an offering with its picture, a
 * price table, a testimonial and the contact block. Written for phones (a viewport meta) and desktops.
 */
export const framingPage = `<!DOCTYPE html><html lang="en"><head><title>Fern &amp; Comb | Hair salon in York</title>
<meta name="description" content="Fern and Comb cuts and colours hair in York.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{margin:0;font-family:sans-serif;background:#ffffff;color:#1f2937}
nav{position:sticky;top:0;display:flex;gap:18px;align-items:center;padding:14px 20px;background:#111827;color:#fff;z-index:5}
nav a{color:#fff;text-decoration:none}
.block{max-width:720px;margin:0 auto;padding:32px 20px}
#hero{background:#0f766e url("${stripes(['#0f766e', '#115e59', '#134e4a', '#0d9488'])}") center/cover;color:#fff;max-width:none;padding:60px 20px}
#hero h1{font-size:40px;margin:0 0 12px}
#offer img{width:100%;height:auto;display:block;border-radius:12px}
#prices table{width:100%;border-collapse:collapse;font-size:20px;background:#fef3c7}
#prices td{padding:10px;border-bottom:2px solid #f59e0b}
#review blockquote{margin:0;padding:24px;background:#ede9fe;font-size:22px;font-style:italic;border-radius:12px}
#contact{background:#1e3a8a;color:#fff;max-width:none}
#contact img{width:100%;max-width:480px;height:auto;display:block;border-radius:8px}
.empty{height:1400px}
#cookies{position:fixed;left:0;right:0;bottom:0;padding:20px;background:#a3e635;color:#111;font-size:16px;z-index:9}
#call{position:fixed;right:16px;bottom:120px;background:#dc2626;color:#fff;padding:12px;border-radius:24px}
</style></head><body>
<nav><a href="/">Fern &amp; Comb</a><a href="#prices">Prices</a><a href="#contact">Contact</a><a href="#review">Reviews</a></nav>
<section id="hero" class="block"><h1>Cuts that grow out beautifully</h1><p>Fern and Comb cuts and colours hair in York, six days a week.</p><a class="btn" href="#contact" style="display:inline-block;background:#f59e0b;color:#111;padding:12px 18px;border-radius:8px">Book a chair</a></section>
<div class="empty"></div>
<section id="offer" class="block"><h2>Balayage colour</h2><img src="${stripes(['#7c2d12', '#b45309', '#d97706', '#fbbf24', '#92400e'])}" alt="Balayage colour on long hair"><p>Hand-painted colour that softens as it grows.</p></section>
<section id="prices" class="block"><h2>Prices</h2><table><tr><td>Cut and finish</td><td>£45</td></tr><tr><td>Balayage</td><td>£120</td></tr><tr><td>Gloss</td><td>£30</td></tr></table></section>
<section id="review" class="block testimonial"><blockquote>"The best colour I have ever had, and it still looks good three months on." — Priya, Clifton</blockquote></section>
<section id="contact" class="block"><h2>Visit us</h2><img src="${stripes(['#e5e7eb', '#a7f3d0', '#e5e7eb', '#bfdbfe', '#e5e7eb'])}" alt="Map of Gillygate, York"><address>14 Gillygate, York YO31 7EA</address><p><a href="tel:+441904000000" style="color:#fff">01904 000000</a> · Tuesday to Sunday, 9 to 6</p></section>
<div id="cookies" class="cookie-banner">We use cookies to remember your booking. <button>Accept</button></div>
<a id="call" href="tel:+441904000000">Call</a>
</body></html>`;
