/**
 * What a page shows, as the camera needs it: the page's own content blocks (the hero, an offering
 * with its picture, a price table, a testimonial, the team, the contact block), the lines of text
 * the camera must not cut, and where to scroll so each chosen block is photographed whole. The
 * scripts run in the page; the choices are plain functions, tested without a browser.
 */

export type PageBlockKind = 'headline' | 'cta' | 'feature' | 'price' | 'logo' | 'testimonial' | 'picture' | 'team' | 'contact';

/** A box in document coordinates (CSS pixels). */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageBlock extends PageBox {
  kind: PageBlockKind;
  text: string;
  /** How good a picture the block makes: a photo, a price table or a quote beat a heading, a heading beats a wall of text. */
  score: number;
  /** In the page's footer, which repeats what the page said (links, the address, the hours). */
  footer?: boolean;
  /** More of what the block says than its heading: what a slide's line is matched against. */
  words?: string;
}

/**
 * Marks what is not the page's content, so a screenshot leaves it out: fixed and sticky elements
 * (header bars, floating buttons, page loaders), cookie and consent banners, dialogs. A header bar
 * at the top of the page gets `bar` (shown on the screenshot of the page's top, where it belongs);
 * everything else `other` (never shown). Run again before each screenshot: a script may make the
 * header fixed only once the page is scrolled.
 */
export const markChromeScript = `(() => {
  const chromeWords = /cookie|consent|gdpr|\\bcmp\\b|preloader|page-loader|pageloader|loading-screen|popup|newsletter-modal/i;
  const vh = window.innerHeight;
  let marked = 0;
  for (const el of document.querySelectorAll('body *')) {
    if (el.hasAttribute('data-sitespark-chrome')) continue;
    const style = getComputedStyle(el);
    const fixed = style.position === 'fixed' || style.position === 'sticky';
    const name = (el.id || '') + ' ' + (el.getAttribute('class') || '') + ' ' + (el.getAttribute('aria-label') || '');
    const dialog = el.matches('[role="dialog"], [aria-modal="true"], dialog[open]');
    if (!fixed && !dialog && !chromeWords.test(name)) continue;
    const r = el.getBoundingClientRect();
    const top = r.top + window.scrollY;
    // A header bar has the site's links or its logo; a fixed strip of words alone is a notice ("hold your phone sideways").
    const bar = fixed && !dialog && !chromeWords.test(name) && top < vh * 0.15 && r.height < vh * 0.3 && r.width > window.innerWidth * 0.5 && !!el.querySelector('a, button, img, svg, nav, [role="navigation"]');
    el.setAttribute('data-sitespark-chrome', bar ? 'bar' : 'other');
    marked++;
  }
  if (!document.getElementById('sitespark-chrome-style')) {
    const style = document.createElement('style');
    style.id = 'sitespark-chrome-style';
    style.textContent = '[data-sitespark-chrome="other"]{opacity:0!important;pointer-events:none!important}html.sitespark-scrolled [data-sitespark-chrome="bar"]{opacity:0!important}';
    document.head.appendChild(style);
  }
  return marked;
})()`;

/**
 * Stops transitions and animations where they are (at their end) and smooth scrolling, so a
 * screenshot never catches a reveal half-faded or a scroll half-way.
 */
export const stillPageScript = `(() => {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition-duration:0s!important;transition-delay:0s!important;animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important}html,body{scroll-behavior:auto!important}';
  document.head.appendChild(style);
})()`;

/**
 * Shows what a reveal-on-scroll left hidden after the page was scrolled through (its script failed,
 * or waits for an event a screenshot never sends): a block in the page's flow, fully transparent,
 * holding text or a picture. Carousel slides, menus and dialogs (positioned, or out of the flow) stay as they are.
 */
export const revealScript = `(() => {
  let revealed = 0;
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (Number(style.opacity) !== 0 || style.display === 'none' || style.visibility === 'hidden') continue;
    if (style.position !== 'static' && style.position !== 'relative') continue;
    if (el.closest('nav, [role="navigation"], [role="dialog"], [aria-hidden="true"], dialog, [data-sitespark-chrome]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 40 || r.height < 24) continue;
    if (!(el.textContent || '').trim() && !el.querySelector('img, picture, video, svg')) continue;
    el.style.setProperty('opacity', '1', 'important');
    el.style.setProperty('transform', 'none', 'important');
    revealed++;
  }
  return revealed;
})()`;

/**
 * Waits (up to a second and a half) while something on screen is part-way through a script's
 * fade-in (GSAP and the like write the opacity on the element itself, frame by frame): scrolling to a
 * shot sets off the reveals there, and a screenshot taken at once catches them half-faded.
 */
export const fadesDoneScript = `new Promise((resolve) => {
  const fading = () => [...document.querySelectorAll('body *')].some((el) => {
    if (el.style.opacity === '') return false;
    const opacity = Number(getComputedStyle(el).opacity);
    if (!(opacity > 0 && opacity < 0.98)) return false;
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.width > 0 && r.height > 0;
  });
  const started = performance.now();
  const check = () => (!fading() || performance.now() - started > 1500 ? resolve(true) : setTimeout(check, 100));
  check();
})`;

/**
 * The page's content blocks and its lines of text, in document coordinates. A block is grown from
 * an anchor (a heading, a quote, a price, a large picture, a contact detail) to the largest
 * ancestor that is still one item (no second anchor of the same kind) and fits in most of a
 * screen; navigation, headers, fixed and sticky parts and banners are never part of one.
 */
export const pageBlocksScript = `(() => {
  const clean = (value) => (value || '').replace(/\\s+/g, ' ').trim();
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const chromeCache = new Map();
  const barWords = /navbar|nav-bar|topbar|top-bar|site-header|masthead|menu/i;
  const isChrome = (el) => {
    if (!el || el === document.body || el === document.documentElement) return false;
    if (chromeCache.has(el)) return chromeCache.get(el);
    let result = el.hasAttribute('data-sitespark-chrome') || el.matches('nav, [role="navigation"], [role="dialog"], [role="menubar"], [role="menu"], dialog');
    if (!result) {
      const style = getComputedStyle(el);
      result = style.position === 'fixed' || style.position === 'sticky';
    }
    if (!result && (el.tagName === 'HEADER' || barWords.test((el.id || '') + ' ' + (el.getAttribute('class') || '')))) {
      result = el.getBoundingClientRect().height < vh * 0.35;
    }
    result = result || isChrome(el.parentElement);
    chromeCache.set(el, result);
    return result;
  };
  const shown = (el) => {
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && Number(style.opacity) !== 0;
  };
  const boxOf = (r) => ({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height });
  const onPage = (r) => r.width >= 2 && r.height >= 2 && r.right > 0 && r.left < vw;

  // Lines of text: what the camera's frame must not cut.
  const lines = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node && lines.length < 4000; node = walker.nextNode()) {
    if (!node.textContent || !node.textContent.trim()) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template') || isChrome(parent) || !shown(parent)) continue;
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (onPage(r) && r.height >= 4) lines.push(boxOf(r));
  }

  const isPicture = (el) => {
    if (!el.matches('img, picture, video, svg, canvas, iframe')) return false;
    const r = el.getBoundingClientRect();
    return r.width >= 80 && r.height >= 60 && onPage(r) && shown(el);
  };
  const hasBackgroundPicture = (el) => /url\\(/.test(getComputedStyle(el).backgroundImage) && el.getBoundingClientRect().height >= 60;
  const pictureIn = (el) => isPicture(el) || hasBackgroundPicture(el) || [...el.querySelectorAll('img, picture, video, svg, canvas, iframe')].some(isPicture) || [...el.querySelectorAll('*')].slice(0, 200).some(hasBackgroundPicture);

  const priceText = /(?:[$€£¥]\\s?\\d|\\d(?:[.,]\\d{1,2})?\\s?(?:€|EUR|USD|GBP|R\\$|\\$))/g;
  const quoteWords = /testimonial|review|quote|avis|opinion|testimoni|depoimento|rezension|bewertung|kundenstimme|resena|reseña/i;
  const teamWords = /\\bteam\\b|staff|equipo|[ée]quipe|unser team|nosotros|about-us/i;
  const contactWords = /contact|kontakt|contacto|contato|location|address|hours|horario|öffnungszeiten|horaires|anfahrt|visit-us|find-us/i;
  const priceWords = /price|pricing|tarif|preis|precio|preço|preco|rates|menu-item/i;
  // A notice about the page rather than the business ("rotate your phone", "pages not available
  // yet", "under construction", "enable JavaScript"), in the five languages: nothing to show.
  const noticeText = /rotate your (?:phone|device|screen)|turn your (?:phone|device)|(?:page|site)s? (?:is |are )?(?:not|currently not|un)available|under construction|coming soon|enable javascript|javascript is (?:disabled|required)|browser is (?:out of date|not supported)|gira (?:tu|su) (?:móvil|movil|teléfono|dispositivo)|páginas? no (?:están |está )?disponibles?|en construcci[oó]n|pr[oó]ximamente|tournez votre (?:téléphone|appareil)|pages? (?:non|pas) disponibles?|en construction|bient[oô]t disponible|drehen sie ihr (?:handy|gerät|smartphone)|(?:handy|smartphone|gerät) quer halten|(?:seite|seiten) (?:ist|sind) (?:noch )?nicht verfügbar|im aufbau|in kürze verfügbar|gire o (?:seu )?(?:telemóvel|celular|telefone|dispositivo)|páginas? (?:não|nao) (?:está|estão) disponíve(?:l|is)|em construção|brevemente disponíve/i;

  const anchors = [];
  const addAnchors = (type, selector, keep = () => true) => {
    for (const el of document.querySelectorAll(selector)) {
      if (isChrome(el) || !shown(el) || !keep(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 16 || r.height < 12 || !onPage(r)) continue;
      anchors.push({ type, el });
    }
  };
  addAnchors('h1', 'h1');
  addAnchors('h2', 'h2');
  addAnchors('h3', 'h3, h4');
  addAnchors('quote', 'blockquote, q, [class*="testimonial" i], [class*="review" i]');
  addAnchors('picture', 'img, picture, video', isPicture);
  addAnchors('contact', 'address, a[href^="tel:"], a[href^="mailto:"], form, iframe[src*="map" i]');
  addAnchors('price', '[class*="price" i], [itemprop="price"], table');

  const anchorCount = (el, type) => anchors.reduce((count, anchor) => count + (anchor.type === type && el.contains(anchor.el) ? 1 : 0), 0);
  const maxHeight = vh * 0.85;
  const groupOf = (anchor) => {
    let group = anchor.el;
    for (let parent = group.parentElement; parent && parent !== document.body && parent !== document.documentElement; parent = parent.parentElement) {
      if (isChrome(parent)) break;
      const r = parent.getBoundingClientRect();
      if (r.height > maxHeight || r.width > vw * 1.02) break;
      if (parent.querySelector('nav, [role="navigation"], [data-sitespark-chrome]')) break;
      if (anchorCount(parent, anchor.type) > 1) break;
      group = parent;
    }
    return group;
  };

  // Where an element's content can be seen across: inside every ancestor that clips its overflow,
  // and the viewport. A line of text wider than its block (a long e-mail address on a phone) shows
  // past the block's edge unless something clips it.
  const clipCache = new Map();
  const visibleAcross = (el) => {
    if (!el || el === document.body || el === document.documentElement) return { left: 0, right: vw };
    if (clipCache.has(el)) return clipCache.get(el);
    const outer = visibleAcross(el.parentElement);
    let result = outer;
    if (getComputedStyle(el).overflowX !== 'visible') {
      const b = el.getBoundingClientRect();
      result = { left: Math.max(outer.left, b.left), right: Math.min(outer.right, b.right) };
    }
    clipCache.set(el, result);
    return result;
  };

  // The tight box around what a block shows (its text, pictures, buttons), not its padding.
  const contentBox = (el) => {
    const r = el.getBoundingClientRect();
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    const take = (b, across = r) => {
      const left = Math.max(b.left, across.left), top = Math.max(b.top, r.top), right = Math.min(b.right, across.right), bottom = Math.min(b.bottom, r.bottom);
      if (right - left < 2 || bottom - top < 2) return;
      x0 = Math.min(x0, left); y0 = Math.min(y0, top); x1 = Math.max(x1, right); y1 = Math.max(y1, bottom);
    };
    const textWalker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      if (!node.textContent || !node.textContent.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      range.selectNodeContents(node);
      // A line is whole in the box as far as it can be seen, though it runs past the block.
      const across = visibleAcross(node.parentElement);
      for (const line of range.getClientRects()) take(line, across);
    }
    for (const media of el.querySelectorAll('img, picture, video, svg, canvas, iframe, button, input, select, textarea, a[class*="btn" i], a[class*="button" i]')) if (shown(media)) take(media.getBoundingClientRect());
    for (const child of [...el.querySelectorAll('*')].slice(0, 200)) if (hasBackgroundPicture(child) && shown(child)) take(child.getBoundingClientRect());
    if (x0 === Infinity) return hasBackgroundPicture(el) ? boxOf(r) : null;
    if (hasBackgroundPicture(el)) {
      // Some of the block's picture around its words.
      const marginX = (x1 - x0) * 0.15, marginY = (y1 - y0) * 0.15;
      x0 = Math.max(r.left, x0 - marginX); x1 = Math.min(r.right, x1 + marginX);
      y0 = Math.max(r.top, y0 - marginY); y1 = Math.min(r.bottom, y1 + marginY);
    }
    return { x: x0 + window.scrollX, y: y0 + window.scrollY, width: x1 - x0, height: y1 - y0 };
  };

  const blocks = [];
  const seen = new Set();
  for (const anchor of anchors) {
    const group = groupOf(anchor);
    if (seen.has(group)) continue;
    seen.add(group);
    const box = contentBox(group);
    if (!box || box.width < 40 || box.height < 24) continue;
    const pictured = pictureIn(group);
    // A form to fill in is empty boxes on film, not a section to show (a hero or a picture with a booking form still is).
    if (anchor.type !== 'h1' && !pictured && group.querySelectorAll('input:not([type="hidden"]):not([type="submit"]):not([type="button"]), textarea, select').length >= 2) continue;
    const text = clean(group.innerText || group.textContent);
    if (text.length < 300 && noticeText.test(text)) continue;
    const name = (group.id || '') + ' ' + (group.getAttribute('class') || '') + ' ' + [...group.querySelectorAll('[class]')].slice(0, 30).map((child) => child.getAttribute('class')).join(' ');
    const heading = clean(group.querySelector('h1, h2, h3, h4')?.textContent);
    const prices = (text.match(priceText) || []).length;
    let kind = 'feature';
    if (anchor.type === 'h1') kind = 'headline';
    else if (anchor.type === 'quote' || group.querySelector('blockquote') || quoteWords.test(name) || /★|⭐/.test(text)) kind = 'testimonial';
    else if (prices > 0 && (prices >= 2 || priceWords.test(name) || text.length < 200)) kind = 'price';
    else if (anchor.type === 'contact' || contactWords.test(name) || group.querySelector('address, a[href^="tel:"], a[href^="mailto:"]')) kind = 'contact';
    else if (teamWords.test(name) || teamWords.test(heading)) kind = 'team';
    else if (anchor.type === 'picture' && text.length < 40) kind = 'picture';
    // A picture, a price table, a quote or a heading is something to look at; a wall of body text is not.
    let score = 1;
    if (pictured) score += 2;
    if (kind === 'price') score += prices >= 2 ? 2 : 1;
    if (kind === 'testimonial' || kind === 'contact' || kind === 'team') score += 1;
    if (heading) score += 0.5;
    if (text.length > 450 && !pictured && kind === 'feature') score -= 1.5;
    if (box.width * box.height < vw * vh * 0.03) score -= 1;
    // The footer repeats what the page said (links, the address): its contact block is worth a look, the rest is not.
    const footer = !!group.closest('footer, [class*="footer" i]');
    if (footer) score -= kind === 'contact' ? 1 : 2;
    blocks.push({ kind, ...box, text: (heading || text).slice(0, 120), score, footer, words: text.slice(0, 600) });
  }
  // The header bar the page's top shot shows, fixed or not (a menu of links across the page's top): the camera stays off it.
  const topMenus = [...document.querySelectorAll('nav, header, [role="navigation"]')].filter((el) => {
    if (el.hasAttribute('data-sitespark-chrome') || !shown(el)) return false;
    const r = el.getBoundingClientRect();
    return r.top + window.scrollY < vh * 0.15 && r.height > 0 && r.height < vh * 0.3 && r.width > vw * 0.5 && el.querySelectorAll('a').length >= 3;
  });
  const bars = [...document.querySelectorAll('[data-sitespark-chrome="bar"]'), ...topMenus].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0).map((r) => ({ x: r.left, y: r.top + window.scrollY, width: r.width, height: r.height }));
  return { blocks, lines, bars };
})()`;

/** Which block kinds to photograph first: one of each, so every section has its own picture. */
const shotKinds: readonly PageBlockKind[] = ['headline', 'feature', 'price', 'testimonial', 'contact', 'team', 'picture'];

/** The words of a text that can name a block: longer than three letters, lower-cased. */
export function namingWords(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 3));
}

/** What a block can be named by: all its words (its heading and more of what it says), and its heading's. */
export interface BlockNames {
  said: ReadonlySet<string>;
  heading: ReadonlySet<string>;
}

/** A block's names, without the words most blocks share (`common`: see sharedWords). */
export function namesOf(block: { text: string; words?: string }, common: ReadonlySet<string>): BlockNames {
  const heading = new Set([...namingWords(block.text)].filter((word) => !common.has(word)));
  return { said: block.words ? namingWords(`${block.text} ${block.words}`) : namingWords(block.text), heading };
}

/** What a line saying a block's heading whole names of it ("Vestuário, Peles, Carpetes" names each of those cards). */
const headingNamedShare = 0.75;

/**
 * How much of a block a line (`topic`: its words) names, 0-1. A heading said whole ("Breakfast
 * Special") is named as fully as a long line said whole; one word of a long block is not naming it.
 */
export function nameShare(names: BlockNames, topic: ReadonlySet<string>): number {
  const { said, heading } = names;
  if (topic.size === 0 || said.size === 0) return 0;
  const shared = [...said].filter((word) => topic.has(word)).length;
  const share = shared >= 2 || shared / said.size >= 0.5 ? shared / Math.min(topic.size, said.size) : shared / Math.max(topic.size, said.size);
  const headingSaid = heading.size > 0 && [...heading].every((word) => topic.has(word));
  return headingSaid ? Math.max(share, headingNamedShare) : share;
}

/**
 * Words most of these texts share (the business's name, its town): they say nothing about which
 * block a line is about.
 */
export function sharedWords(texts: readonly string[]): Set<string> {
  const distinct = [...new Set(texts)];
  if (distinct.length < 4) return new Set();
  const counts = new Map<string, number>();
  for (const text of distinct) for (const word of namingWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > distinct.length / 2).map(([word]) => word));
}

/** Shots a page's named blocks add to maxShots at most, so the kinds of block the sections would rather show keep theirs. */
const maxNamedExtraShots = 3;
/** A line names a block when it says at least this share of it (see nameShare). */
const shotNameShare = 0.5;

/**
 * The block each line names best (a special's card, the list of services), in the lines' order,
 * once each: what the video's sections will talk about.
 */
function namedBlocks(blocks: readonly PageBlock[], about: readonly string[]): PageBlock[] {
  const candidates = blocks.filter((block) => block.kind !== 'logo' && block.kind !== 'cta');
  const common = sharedWords(candidates.map((block) => block.text));
  const names = candidates.map((block) => namesOf(block, common));
  const named: PageBlock[] = [];
  for (const line of about) {
    const topic = new Set([...namingWords(line)].filter((word) => !common.has(word)));
    let best: { block: PageBlock; share: number } | null = null;
    for (const [index, block] of candidates.entries()) {
      const share = nameShare(names[index]!, topic);
      // The smaller block of two named alike: the card, not the section holding it.
      if (share >= shotNameShare && (!best || share > best.share || (share === best.share && block.height < best.block.height))) best = { block, share };
    }
    if (best && !named.includes(best.block)) named.push(best.block);
  }
  return named;
}

/**
 * Where to scroll for each screenshot (document y, ascending): one shot per chosen block, the
 * block whole and as centred as the page allows, its edges moved off lines of text, and no shot
 * that another already nearly shows. First the blocks the sections' lines (`about`) name, each
 * whole on a shot of its own unless another already shows it whole; then the best block of each
 * kind and the best of the rest, up to `maxShots` (and up to three more where named blocks took shots).
 */
export function chooseShotPositions(blocks: readonly PageBlock[], lines: readonly PageBox[], page: { viewportHeight: number; scrollHeight: number }, maxShots: number, about: readonly string[] = []): number[] {
  const vh = page.viewportHeight;
  const maxY = Math.max(0, page.scrollHeight - vh);
  const ranked = [...blocks].filter((block) => block.kind !== 'logo' && block.kind !== 'cta').sort((a, b) => b.score - a.score || a.y - b.y);
  const order: PageBlock[] = [];
  // A footer's block (its contact column, its hours) is no section of its own: it comes after every other block.
  for (const kind of shotKinds) {
    const best = ranked.find((block) => block.kind === kind && !block.footer);
    if (best) order.push(best);
  }
  for (const block of ranked) if (!order.includes(block) && !block.footer) order.push(block);
  for (const block of ranked) if (!order.includes(block)) order.push(block);
  const positions: number[] = [];
  // The camera can only go to what a screenshot holds: a block a line names gets its shot even past maxShots.
  const shows = (y: number, block: PageBox) => block.y >= y - 1 && block.y + Math.min(block.height, vh) <= y + vh + 1;
  const named = namedBlocks(blocks, about);
  for (const block of named) {
    if (positions.some((y) => shows(y, block))) continue;
    positions.push(shotFor(block, lines, blocks, positions, vh, maxY));
  }
  const limit = maxShots + Math.min(positions.length, maxNamedExtraShots);
  for (const block of order) {
    if (positions.length >= limit) break;
    if (named.includes(block)) continue;
    // Each block gets its own shot even when another shows it too: on a phone a block fills the
    // width, so two sections on one shot would end on nearly the same view.
    const y = shotFor(block, lines, blocks, positions, vh, maxY);
    if (positions.some((other) => Math.abs(other - y) < vh * 0.2)) continue;
    positions.push(y);
  }
  if (positions.length === 0) positions.push(0);
  return positions.sort((a, b) => a - b);
}

/**
 * The scroll position showing `block` whole, with neither edge cutting a line of text, and as much
 * of the page's content (its lines and blocks) around it as fits: a short block next to an empty
 * stretch is shot with its neighbours, not centred in the emptiness. A shot nearly the same as one
 * already `taken` is avoided where the block allows.
 */
function shotFor(block: PageBox, lines: readonly PageBox[], blocks: readonly PageBox[], taken: readonly number[], vh: number, maxY: number): number {
  const clamp = (y: number) => Math.min(maxY, Math.max(0, Math.round(y)));
  const ideal = block.height <= vh ? clamp(block.y + block.height / 2 - vh / 2) : clamp(block.y - vh * 0.04);
  const low = clamp(block.height <= vh ? block.y + block.height - vh : block.y - vh * 0.1);
  const high = clamp(block.y);
  const near = [...lines, ...blocks].filter((box) => box.y + box.height > low && box.y < high + vh);
  const cost = (y: number) => {
    const cuts = lines.filter((line) => cutsAcross(line, y) || cutsAcross(line, y + vh)).length;
    const repeated = taken.reduce((sum, other) => sum + Math.max(0, vh * 0.25 - Math.abs(other - y)) * 4, 0);
    return cuts * vh - covered(near, y, y + vh) * 0.6 + Math.abs(y - ideal) * 0.3 + repeated;
  };
  let best = ideal;
  let bestCost = cost(ideal);
  for (let y = low; y <= high; y += 2) {
    const at = clamp(y);
    const value = cost(at);
    if (value < bestCost) {
      best = at;
      bestCost = value;
    }
  }
  return best;
}

/** How many pixels of [top, bottom) the boxes cover, counted once where they overlap. */
function covered(boxes: readonly PageBox[], top: number, bottom: number): number {
  const spans = boxes
    .map((box) => [Math.max(top, box.y), Math.min(bottom, box.y + box.height)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = top;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

function cutsAcross(line: PageBox, y: number): boolean {
  return line.y < y - 1 && line.y + line.height > y + 1;
}

/** A box placed on a screenshot: its index and its box in that screenshot's (device) pixels. */
export interface ShotBox {
  shot: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Each block on every screenshot that shows it whole, or else on the one that shows most of it (at
 * least 60%, cut to that shot), in device pixels. `shownAt` is where each shot really was scrolled
 * to: the browser stops short at the page's end.
 */
export function placeOnShots<T extends PageBox>(boxes: readonly T[], shownAt: readonly number[], viewportHeight: number, scale: number): Array<Omit<T, keyof PageBox> & ShotBox> {
  const placed: Array<Omit<T, keyof PageBox> & ShotBox> = [];
  const place = (box: T, shot: number, shown: number) => {
    const top = shownAt[shot]!;
    placed.push({ ...box, shot, x: box.x * scale, y: (Math.max(box.y, top) - top) * scale, width: box.width * scale, height: shown * scale });
  };
  for (const box of boxes) {
    const shown = shownAt.map((top) => Math.min(box.y + box.height, top + viewportHeight) - Math.max(box.y, top));
    const whole = shown.flatMap((length, shot) => (length >= box.height - 1 ? [shot] : []));
    if (whole.length > 0) {
      for (const shot of whole) place(box, shot, shown[shot]!);
      continue;
    }
    const best = shown.reduce((at, length, shot) => (length > (shown[at] ?? 0) + 0.5 ? shot : at), 0);
    if (shown[best] !== undefined && shown[best]! >= box.height * 0.6) place(box, best, shown[best]!);
  }
  return placed;
}

/** Every line of text each shot shows (whole or cut by its edge), in device pixels: the camera keeps its frame's edges off them. */
export function linesOnShots(lines: readonly PageBox[], shownAt: readonly number[], viewportHeight: number, scale: number): ShotBox[] {
  const placed: ShotBox[] = [];
  for (const [shot, top] of shownAt.entries()) {
    for (const line of lines) {
      if (line.y + line.height <= top || line.y >= top + viewportHeight) continue;
      placed.push({ shot, x: Math.round(line.x * scale), y: Math.round((line.y - top) * scale), width: Math.round(line.width * scale), height: Math.round(line.height * scale) });
    }
  }
  return placed;
}
