import puppeteer, { TimeoutError, type Browser, type HTTPRequest, type Page, type Viewport } from 'puppeteer-core';
import { AddressRefusedError, AppError, assertPublicUrl, FetchFailedError, type Logger } from '@sitespark/service-kit';
import { startEgressProxy, type EgressProxy } from './egress-proxy.ts';
import { chooseShotPositions, fadesDoneScript, linesOnShots, markChromeScript, pageBlocksScript, placeOnShots, revealScript, stillPageScript, type PageBlock, type PageBlockKind, type PageBox, type ShotBox } from './page-blocks.ts';

/** 16:9 is shot as a desktop, 9:16 and 4:5 as a phone (a screen of each shape), 1:1 as a square window. */
export type CaptureAspect = 'landscape' | 'portrait' | 'feed' | 'square';

const viewports: Record<CaptureAspect, Viewport> = {
  landscape: { width: 1920, height: 1080, deviceScaleFactor: 1 },
  portrait: { width: 360, height: 640, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  feed: { width: 360, height: 450, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  square: { width: 1080, height: 1080, deviceScaleFactor: 1 },
};

/** The capture of the frame's own shape, so a screenshot fills the frame uncropped. */
export function aspectFor(size: { width: number; height: number }): CaptureAspect {
  if (size.width > size.height) return 'landscape';
  if (size.width === size.height) return 'square';
  return size.width / size.height >= 0.7 ? 'feed' : 'portrait';
}

/** What a website shows: its words for the overlays and script, and the screenshots in scroll order. */
export interface WebsiteCapture {
  /** The address that answered, after redirects. */
  url: string;
  title: string;
  siteName: string;
  description: string;
  headings: string[];
  listItems: string[];
  bodyText: string;
  /** The document as Chromium rendered it (scripts run), capped at `maxCapturedHtmlChars`: what the site model is read from. */
  html: string;
  screenshots: Buffer[];
  /** Where what matters sits on each screenshot, in its pixels; absent in captures stored before boxes were recorded. */
  elements?: CapturedElement[];
  /** The lines of text on each screenshot, in its pixels: the camera's frame keeps its edges off them. */
  textLines?: ShotBox[];
  /** The page's furniture a screenshot shows (the header bar on the page's top), in its pixels: no camera ends on it. */
  furniture?: ShotBox[];
  /** The colours and type the page itself uses, when it shows any. */
  brand?: CapturedBrand;
}

export type CapturedElementKind = PageBlockKind;

/** A box on one screenshot (its index), in that screenshot's pixels. */
export interface CapturedElement {
  kind: CapturedElementKind;
  shot: number;
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  /** How good a picture it makes (a photo, a price table, a quote beat a heading; a wall of text is worst); absent for logos and buttons. */
  score?: number;
  /** More of what the block says than its heading (absent in captures stored before it was kept): what a slide's line is matched against. */
  words?: string;
}

export interface CapturedBrand {
  /** The call-to-action's fill (or the theme colour), as #rrggbb; null when the page shows none. */
  primary: string | null;
  /** The headline's font stack as the page declares it. */
  headingFont: string | null;
}

/** The rendered HTML kept for reading the site; the top of a page says what the site is. */
export const maxCapturedHtmlChars = 2_000_000;

export interface CaptureOptions {
  aspect: CaptureAspect;
  /** At most this many screenshots, each scrolled to one of the page's content blocks (hero, an offering, prices, ...). */
  maxShots: number;
  /**
   * What the video's sections will say, read from the page (its address after redirects and its
   * HTML): the blocks these lines name are photographed first, so the camera can go to them.
   */
  about?: (page: { url: string; html: string }) => Promise<readonly string[]>;
  signal?: AbortSignal;
}

/** Serves the addresses an HTML template refers to (its own `/api/media/...` objects, path still percent-encoded); null is a 404. */
export type TemplateResourceResolver = (path: string) => Promise<{ body: Buffer; contentType: string } | null>;

export interface RenderHtmlOptions {
  width: number;
  height: number;
  /** Slides after this many are left out. */
  maxSlides: number;
  resolveResource: TemplateResourceResolver;
}

export interface Chromium {
  captureWebsite(url: string, options: CaptureOptions): Promise<WebsiteCapture>;
  /** One screenshot per `data-slide-index` slide of the template (or of the page when it has none). */
  renderHtmlSlides(html: string, options: RenderHtmlOptions): Promise<Buffer[]>;
  close(): Promise<void>;
}

export interface ChromiumOptions {
  executablePath: string;
  allowPrivateHosts: readonly string[];
  navigationTimeoutMs: number;
  logger: Logger;
}

const closedLocalPort = 'http://127.0.0.1:1/';

const launchFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-pings',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication,CertificateTransparencyComponentUpdater,NetworkTimeServiceQuerying',
  // Services the browser calls on its own (Google sign-in with Debian's built-in API keys, component
  // updates) are pointed at a closed local port: a screenshot worker has no business with them.
  `--gaia-url=${closedLocalPort}`,
  `--lso-url=${closedLocalPort}`,
  `--component-updater=url-source=${closedLocalPort}`,
  '--hide-scrollbars',
  '--mute-audio',
  // WebRTC could otherwise send UDP straight to a private address, around the proxy.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** The largest screenshot kept; a bigger one means a page drawing something absurd. */
const maxScreenshotBytes = 12 * 1024 * 1024;
/** Time after the navigation for fonts, lazy images and the screenshots themselves. */
const captureAfterLoadMs = 30_000;
const templateOrigin = 'https://slideshow.sitespark.invalid';

const pageFactsScript = `(() => {
  const clean = (value) => (value || '').replace(/\\s+/g, ' ').trim();
  const meta = (selector) => clean(document.querySelector(selector)?.getAttribute('content'));
  const texts = (selector, max) => [...document.querySelectorAll(selector)].map((el) => clean(el.textContent)).filter((t) => t.length > 1 && t.length <= max);
  return {
    title: clean(document.title),
    siteName: meta('meta[property="og:site_name"]') || meta('meta[name="application-name"]'),
    description: meta('meta[name="description"]') || meta('meta[property="og:description"]'),
    headings: texts('h1, h2, h3', 120).slice(0, 20),
    listItems: texts('li', 80).slice(0, 20),
    bodyText: clean(document.body ? document.body.innerText : '').slice(0, 5000),
    scrollHeight: Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0),
    viewportHeight: window.innerHeight,
  };
})()`;

/**
 * Boxes (document coordinates, CSS pixels) of what a video section talks about, and the page's own
 * brand colour and heading font. Invisible and tiny elements are left out.
 */
const pageElementsScript = `(() => {
  const clean = (value) => (value || '').replace(/\\s+/g, ' ').trim();
  const seen = new Set();
  const out = [];
  const visible = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return null;
    const r = el.getBoundingClientRect();
    if (r.width < 16 || r.height < 12) return null;
    // A whole page section is not an element a camera can move to.
    if (r.width * r.height > 0.5 * window.innerWidth * window.innerHeight) return null;
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
  };
  const add = (kind, selector, max) => {
    let count = 0;
    for (const el of document.querySelectorAll(selector)) {
      if (count >= max) break;
      if (seen.has(el)) continue;
      const box = visible(el);
      if (!box) continue;
      seen.add(el);
      out.push({ kind, ...box, text: clean(el.textContent).slice(0, 120) });
      count++;
    }
  };
  add('logo', 'header img, [class*="logo" i] img, img[alt*="logo" i], [class*="logo" i] svg, a[class*="logo" i], [class*="brand" i] img', 1);
  add('cta', 'main a[class*="btn" i], main a[class*="button" i], section a[class*="btn" i], section a[class*="button" i], button[class*="cta" i], a[class*="cta" i], main button, section button', 3);
  const rgbToHex = (value) => {
    const m = /rgba?\\((\\d+),\\s*(\\d+),\\s*(\\d+)(?:,\\s*([\\d.]+))?/.exec(value || '');
    if (!m || (m[4] !== undefined && Number(m[4]) < 0.5)) return null;
    const [r, g, b] = [m[1], m[2], m[3]].map(Number);
    const spread = Math.max(r, g, b) - Math.min(r, g, b);
    // Greys, white and black are not a brand's colour.
    if (spread < 40) return null;
    return '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');
  };
  let primary = null;
  for (const el of document.querySelectorAll('a[class*="btn" i], a[class*="button" i], button, [class*="cta" i], [role="button"]')) {
    if (!visible(el)) continue;
    primary = rgbToHex(getComputedStyle(el).backgroundColor);
    if (primary) break;
  }
  if (!primary) {
    const theme = document.querySelector('meta[name="theme-color"]')?.getAttribute('content') || '';
    primary = /^#[0-9a-f]{6}$/i.test(theme.trim()) ? theme.trim().toLowerCase() : null;
  }
  const h1 = document.querySelector('h1');
  return { elements: out, brand: { primary, headingFont: h1 ? getComputedStyle(h1).fontFamily : null } };
})()`;

interface PageElements {
  elements: Array<Omit<CapturedElement, 'shot'>>;
  brand: CapturedBrand;
}

interface PageBlocks {
  blocks: PageBlock[];
  lines: PageBox[];
  /** Header bars, as they sit on the page's top. */
  bars: PageBox[];
}

interface PageFacts {
  title: string;
  siteName: string;
  description: string;
  headings: string[];
  listItems: string[];
  bodyText: string;
  scrollHeight: number;
  viewportHeight: number;
}

const settleScript = `Promise.race([
  Promise.all([document.fonts ? document.fonts.ready : null, new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))]),
  new Promise((r) => setTimeout(r, 2000)),
])`;

/** Two frames painted: what a scroll sets off has run. */
const frameScript = 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))';

/** Images still loading (lazy ones just scrolled past) get a moment to arrive. */
const imagesScript = `Promise.race([
  Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((r) => { img.addEventListener('load', r, { once: true }); img.addEventListener('error', r, { once: true }); }))),
  new Promise((r) => setTimeout(r, 1500)),
])`;

/**
 * An image that failed to load shows its alt text and a broken-picture icon; in a video that reads
 * as a broken page, so it is hidden (its room kept, the layout unchanged).
 */
const hideBrokenImagesScript = `(() => {
  let hidden = 0;
  for (const img of document.images) {
    if (img.complete && img.naturalWidth === 0) {
      img.style.setProperty('visibility', 'hidden', 'important');
      hidden++;
    }
  }
  return hidden;
})()`;

/** The reveal pass goes at most this many screens down a page. */
const maxRevealScreens = 30;

function unreachable(): AppError {
  return new AppError('UNPROCESSABLE', 'The website could not be reached. Please check the URL and try again.');
}

function tooSlow(): AppError {
  return new AppError('UNPROCESSABLE', 'The website took too long to load.');
}

async function settle(promise: Promise<unknown>): Promise<void> {
  await promise.catch(() => undefined);
}

export function createChromium(options: ChromiumOptions): Chromium {
  const { logger, allowPrivateHosts, navigationTimeoutMs } = options;
  let starting: Promise<{ browser: Browser; proxy: EgressProxy }> | undefined;
  let closed = false;

  async function launch(): Promise<{ browser: Browser; proxy: EgressProxy }> {
    const proxy = await startEgressProxy({ allowPrivateHosts, logger });
    try {
      const browser = await puppeteer.launch({
        executablePath: options.executablePath,
        headless: true,
        // `<-loopback>` removes Chromium's implicit proxy bypass for localhost, so those go through the guard too.
        args: [...launchFlags, `--proxy-server=${proxy.url}`, '--proxy-bypass-list=<-loopback>'],
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        protocolTimeout: 60_000,
      });
      browser.once('disconnected', () => {
        logger.warn('chromium disconnected; the next job starts a new one');
        starting = undefined;
        void proxy.close();
      });
      logger.info({ executablePath: options.executablePath }, 'chromium started');
      return { browser, proxy };
    } catch (error) {
      await proxy.close();
      throw error;
    }
  }

  /** One browser for the process, started on first use; each job gets its own incognito context. */
  async function browserInstance(): Promise<Browser> {
    if (closed) throw new AppError('UNAVAILABLE', 'The render service is shutting down.');
    starting ??= launch().catch((error: unknown) => {
      starting = undefined;
      throw error;
    });
    return (await starting).browser;
  }

  async function withPage<T>(viewport: Viewport, signal: AbortSignal | undefined, work: (page: Page) => Promise<T>): Promise<T> {
    const browser = await browserInstance();
    const context = await browser.createBrowserContext();
    const abort = () => void context.close().catch(() => undefined);
    signal?.addEventListener('abort', abort, { once: true });
    try {
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
      page.on('popup', (popup) => void popup?.close().catch(() => undefined));
      await page.setBypassServiceWorker(true);
      await page.setViewport(viewport);
      return await work(page);
    } finally {
      signal?.removeEventListener('abort', abort);
      await settle(context.close());
    }
  }

  async function captureWebsite(url: string, capture: CaptureOptions): Promise<WebsiteCapture> {
    try {
      await assertPublicUrl(url, { allowPrivateHosts });
    } catch (error) {
      if (error instanceof AddressRefusedError) logger.info({ url: URL.canParse(url) ? new URL(url).href : url, reason: error.detail }, 'website address refused');
      if (error instanceof FetchFailedError) throw unreachable();
      throw error;
    }
    const viewport = viewports[capture.aspect];
    return withPage(viewport, capture.signal, async (page) => {
      /** Set once the site's own document answered; later navigations are the page's doing. */
      let siteShown = false;
      // `initialNavigation`: refused while reaching the site itself (the address or its redirects).
      // `reason` is for the log; `message` is what the user may see (never a resolved address).
      const refusals: Array<{ url: string; reason: string; message: string; initialNavigation: boolean }> = [];
      const verdicts = new Map<string, Promise<{ reason: string; message: string } | null>>();
      const refusalOf = (target: URL): Promise<{ reason: string; message: string } | null> => {
        const origin = `${target.protocol}//${target.host}`;
        let verdict = verdicts.get(origin);
        if (!verdict) {
          verdict = assertPublicUrl(target, { allowPrivateHosts }).then(
            () => null,
            (error: unknown) => {
              const message = error instanceof Error ? error.message : 'refused';
              return { reason: error instanceof AddressRefusedError ? error.detail : message, message };
            },
          );
          verdicts.set(origin, verdict);
        }
        return verdict;
      };
      const screen = async (request: HTTPRequest): Promise<void> => {
        if (request.isInterceptResolutionHandled()) return;
        const address = request.url();
        if (address.startsWith('data:') || address.startsWith('blob:')) {
          await request.continue();
          return;
        }
        let verdict: { reason: string; message: string } | null;
        try {
          const target = new URL(address);
          if (target.protocol === 'http:' || target.protocol === 'https:') verdict = await refusalOf(target);
          else verdict = { reason: `the ${target.protocol} scheme is not allowed`, message: `Only http and https addresses can be fetched (got "${target.protocol}")` };
        } catch {
          verdict = { reason: 'not a valid address', message: 'Please enter a valid URL' };
        }
        if (verdict === null) {
          await request.continue();
          return;
        }
        const { reason } = verdict;
        const initialNavigation = !siteShown && request.isNavigationRequest() && request.frame() === page.mainFrame();
        refusals.push({ url: address, reason, message: verdict.message, initialNavigation });
        logger.info({ url: address, reason }, 'chromium request refused');
        // Once the site is shown, a refused navigation is answered 204 so the page stays (an abort would show an error page).
        if (request.isNavigationRequest() && !initialNavigation) await request.respond({ status: 204, body: '' });
        else await request.abort('blockedbyclient');
      };
      await page.setRequestInterception(true);
      page.on('request', (request) => void screen(request).catch(() => undefined));

      let documentParsed = false;
      let documentStatus = 0;
      page.once('domcontentloaded', () => {
        documentParsed = true;
      });
      page.on('response', (response) => {
        const request = response.request();
        const status = response.status();
        if (request.isNavigationRequest() && request.frame() === page.mainFrame() && (status < 300 || status >= 400) && !siteShown) {
          documentStatus = status;
          siteShown = true;
        }
      });

      try {
        await page.goto(url, { waitUntil: 'load', timeout: navigationTimeoutMs });
      } catch (error) {
        const refusedNavigation = refusals.find((refusal) => refusal.initialNavigation);
        if (refusedNavigation) throw new AppError('BAD_REQUEST', refusedNavigation.message);
        if (error instanceof TimeoutError) {
          if (!documentParsed) throw tooSlow();
          // The document is there but a straggling subresource holds the load event: shoot what is shown.
          const session = await page.createCDPSession();
          await settle(session.send('Page.stopLoading'));
          await settle(session.detach());
        } else {
          logger.info({ url, err: error }, 'website navigation failed');
          throw unreachable();
        }
      }
      const refusedNavigation = refusals.find((refusal) => refusal.initialNavigation);
      if (refusedNavigation) throw new AppError('BAD_REQUEST', refusedNavigation.message);
      if (documentStatus >= 400) {
        throw new AppError('UNPROCESSABLE', `The website answered with an error (status ${documentStatus}).`);
      }

      const deadline = Date.now() + captureAfterLoadMs;
      const inTime = <T>(step: Promise<T>): Promise<T> => {
        const remaining = deadline - Date.now();
        if (remaining <= 0) return Promise.reject(tooSlow());
        let timer: NodeJS.Timeout | undefined;
        return Promise.race([
          step,
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(tooSlow()), remaining);
          }),
        ]).finally(() => clearTimeout(timer));
      };

      // Reveals run to their end at once, and a pass down the page sets off what waits to be scrolled to
      // (reveal-on-scroll, lazy images), so no screenshot catches a blank or half-faded section.
      await settle(inTime(page.evaluate(stillPageScript)));
      await settle(inTime(page.evaluate(settleScript)));
      const height = Number(await inTime(page.evaluate('Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)'))) || 0;
      const screenHeight = Math.max(1, viewport.height);
      for (let y = screenHeight / 2; y < height && y < screenHeight * maxRevealScreens; y += screenHeight / 2) {
        await inTime(page.evaluate(`window.scrollTo(0, ${y})`));
        await settle(inTime(page.evaluate(frameScript)));
      }
      await inTime(page.evaluate('window.scrollTo(0, 0)'));
      await settle(inTime(page.evaluate(markChromeScript)));
      await settle(inTime(page.evaluate(revealScript)));
      await settle(inTime(page.evaluate(settleScript)));
      await settle(inTime(page.evaluate(imagesScript)));
      await settle(inTime(page.evaluate(hideBrokenImagesScript)));
      const facts = await inTime(page.evaluate(pageFactsScript) as Promise<PageFacts>);
      const html = (await inTime(page.content()).catch((error: unknown) => {
        logger.info({ url, err: error }, 'website html could not be read');
        return '';
      })).slice(0, maxCapturedHtmlChars);
      await settle(inTime(page.evaluate(markChromeScript)));
      const found = await inTime(page.evaluate(pageElementsScript) as Promise<PageElements>).catch((error: unknown) => {
        logger.info({ url, err: error }, 'page elements could not be read');
        return { elements: [], brand: { primary: null, headingFont: null } } satisfies PageElements;
      });
      const content = await inTime(page.evaluate(pageBlocksScript) as Promise<PageBlocks>).catch((error: unknown) => {
        logger.info({ url, err: error }, 'page blocks could not be read');
        return { blocks: [], lines: [], bars: [] } satisfies PageBlocks;
      });
      const step = Math.max(1, facts.viewportHeight || viewport.height);
      const about = capture.about
        ? await inTime(capture.about({ url: page.url(), html })).catch((error: unknown) => {
            logger.warn({ url, err: error }, 'what the video will say could not be written before the screenshots');
            return [];
          })
        : [];
      const positions = chooseShotPositions(content.blocks, content.lines, { viewportHeight: step, scrollHeight: facts.scrollHeight }, capture.maxShots, about);

      const screenshots: Buffer[] = [];
      const shownAt: number[] = [];
      for (const y of positions) {
        await inTime(page.evaluate(`window.scrollTo(0, ${y})`));
        const at = Number(await inTime(page.evaluate('window.scrollY'))) || 0;
        shownAt.push(at);
        // The header bar belongs on the page's top only; banners, floating buttons and loaders on no shot.
        await inTime(page.evaluate(`document.documentElement.classList.toggle('sitespark-scrolled', ${at > step * 0.15})`));
        await settle(inTime(page.evaluate(settleScript)));
        await settle(inTime(page.evaluate(markChromeScript)));
        // What scrolling here set off fading in (a reveal-on-scroll) is shot once it is in.
        await settle(inTime(page.evaluate(fadesDoneScript)));
        const shot = Buffer.from(await inTime(page.screenshot({ type: 'png' })));
        if (shot.length > maxScreenshotBytes) throw new AppError('UNPROCESSABLE', 'The website produced a screenshot too large to use.');
        screenshots.push(shot);
      }
      const scale = viewport.deviceScaleFactor ?? 1;
      const elements: CapturedElement[] = [
        ...placeOnShots(found.elements, shownAt, step, scale),
        ...placeOnShots(content.blocks, shownAt, step, scale),
      ];
      return {
        url: page.url(),
        title: facts.title,
        siteName: facts.siteName,
        description: facts.description,
        headings: facts.headings,
        listItems: facts.listItems,
        bodyText: facts.bodyText,
        html,
        screenshots,
        elements,
        textLines: linesOnShots(content.lines, shownAt, step, scale),
        // A header bar is on the shots of the page's top only (it is hidden on the others).
        furniture: linesOnShots(content.bars, shownAt.map((at) => (at > step * 0.15 ? -10 * step : at)), step, scale),
        brand: found.brand,
      };
    });
  }

  async function renderHtmlSlides(html: string, render: RenderHtmlOptions): Promise<Buffer[]> {
    const slideIndexes = [...new Set([...html.matchAll(/data-slide-index\s*=\s*["']?(\d{1,3})/g)].map((match) => Number(match[1])))].sort((a, b) => a - b).slice(0, render.maxSlides);
    const variants = slideIndexes.length > 0 ? slideIndexes.map((index) => showOnlySlide(html, index)) : [html];
    return withPage({ width: render.width, height: render.height, deviceScaleFactor: 1 }, undefined, async (page) => {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        void (async () => {
          const address = request.url();
          if (address.startsWith('data:')) return request.continue();
          if (!address.startsWith(`${templateOrigin}/`)) return request.abort('blockedbyclient');
          const target = new URL(address);
          if (target.pathname === '/') {
            const body = variants[Number(target.searchParams.get('slide') ?? 0)] ?? '';
            return request.respond({
              status: 200,
              contentType: 'text/html; charset=utf-8',
              headers: { 'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline' 'self' data:; font-src 'self' data:; media-src 'self' data:" },
              body,
            });
          }
          const resource = await render.resolveResource(target.pathname);
          if (!resource) return request.respond({ status: 404, contentType: 'text/plain', body: 'Not found' });
          return request.respond({ status: 200, contentType: resource.contentType, body: resource.body });
        })().catch(() => undefined);
      });
      const shots: Buffer[] = [];
      for (let index = 0; index < variants.length; index++) {
        try {
          await page.goto(`${templateOrigin}/?slide=${index}`, { waitUntil: 'load', timeout: navigationTimeoutMs });
        } catch (error) {
          if (error instanceof TimeoutError) throw new AppError('UNPROCESSABLE', 'The video template took too long to load.');
          throw error;
        }
        shots.push(Buffer.from(await page.screenshot({ type: 'png' })));
      }
      return shots;
    });
  }

  return {
    captureWebsite,
    renderHtmlSlides,
    async close() {
      closed = true;
      const running = starting;
      starting = undefined;
      if (!running) return;
      const { browser, proxy } = await running.catch(() => ({ browser: undefined, proxy: undefined }));
      await settle(browser?.close() ?? Promise.resolve());
      await settle(proxy?.close() ?? Promise.resolve());
    },
  };
}

/** The template with every slide but one hidden and every animation stopped, for a still frame. */
function showOnlySlide(html: string, index: number): string {
  const style = `<style>*,*::before,*::after{animation:none!important;transition:none!important}[data-slide-index]{display:none!important}[data-slide-index="${index}"]{display:block!important;opacity:1!important;visibility:visible!important;transform:none!important}</style>`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${style}</head>`) : `${style}${html}`;
}
