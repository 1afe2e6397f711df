import { cleanAllText, isAppError } from '@sitespark/service-kit';
import { FetchFailedError, type SafeFetchOptions, type SafeFetchResult } from '@sitespark/service-kit';
import { cssColorCandidates, paletteCandidates, type ColorCandidate } from './site/brand-palette.ts';
import { imagePalette } from './site/image-palette.ts';
import { chooseSubPages, type PageFacts, type ReadSubPage, type SiteModel, type UserInstructions } from '@sitespark/site-model';
import type { KitCompute } from '../adapters/compute/kit-compute.ts';
import { nameWithoutPage } from './site/name-without-page.ts';
import { siteBrand } from './site/site-analysis.ts';
import { fetchFailureReason, minReadableLetters, noReadableTextReason, notAWebPageReason, PageUnreadableError, readableLetters } from './site/unreadable-page.ts';

/** Where the analysis says what it left out of the page (the request's logger). */
export interface AnalysisLog {
  warn(details: object, message: string): void;
}

/** `safeFetch` with the service's allowlist already applied. */
export type GuardedFetch = (url: string, options?: SafeFetchOptions) => Promise<SafeFetchResult>;

export interface AnalyzeWebsiteInput {
  url: string;
  snippets: Array<{ description: string; image: Buffer | null }>;
  prompt: string;
  /** The user's prompt and audience as parsed instructions (a requested language wins over the page's). */
  instructions: UserInstructions;
  /**
   * The user chose to write from the snippets and prompt alone: a page that cannot be read is then
   * left out instead of refused (PAGE_UNREADABLE).
   */
  writeWithoutPage?: boolean;
}

const subresourceLimits = { maxBytes: 1024 * 1024, timeoutMs: 5_000 } as const;
/** Sub-pages (prices, menu, team, contact) are read side by side within this budget; a slow one is left out. */
const subPageLimits = { maxBytes: 1024 * 1024, timeoutMs: 4_000, truncate: true } as const;
const defaultSubPageLimit = 6;
const maxStylesheets = 3;

function decodeBody(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const sniffed = declared ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(sniffed ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function looksLikeHtml(result: SafeFetchResult): boolean {
  if (/text\/html|application\/xhtml\+xml/i.test(result.contentType)) return true;
  if (result.contentType && !/text\/plain|octet-stream/i.test(result.contentType)) return false;
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(result.body.subarray(0, 512).toString('latin1'));
}

/** Sub-resources (stylesheets, logos) are best effort: any failure or refusal just drops them. */
async function fetchQuietly(fetch: GuardedFetch, url: string, accept: string, limits: { maxBytes: number; timeoutMs: number; truncate?: boolean } = subresourceLimits): Promise<SafeFetchResult | null> {
  try {
    return await fetch(url, { ...limits, accept });
  } catch {
    return null;
  }
}

async function imageCandidates(fetch: GuardedFetch, url: string, weight: number, label: string): Promise<ColorCandidate[]> {
  const result = await fetchQuietly(fetch, url, 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml;q=0.8,image/*;q=0.5');
  if (!result) return [];
  const head = result.body.subarray(0, 256).toString('latin1');
  // SVG is read as text, never rendered: a remote SVG could reference other resources.
  if (/svg/i.test(result.contentType) || /^\s*(<\?xml|<svg)/i.test(head)) return cssColorCandidates(result.body.toString('utf8').replace(/(fill|stroke|stop-color)=/g, '$1:'), label);
  return paletteCandidates(await imagePalette(result.body), weight, label);
}

async function linkedColorCandidates(fetch: GuardedFetch, facts: PageFacts): Promise<ColorCandidate[]> {
  const stylesheets = facts.stylesheets.slice(0, maxStylesheets).map(async (href, index) => {
    const result = await fetchQuietly(fetch, href, 'text/css,*/*;q=0.1');
    return result ? cssColorCandidates(result.body.toString('utf8'), `stylesheet ${index + 1} (${new URL(href).pathname.split('/').pop() || href})`) : [];
  });
  const logo = facts.logoImages[0] ? imageCandidates(fetch, facts.logoImages[0], 45, 'the logo') : Promise.resolve([]);
  const ogImage = facts.ogImage ? imageCandidates(fetch, facts.ogImage, 20, 'the social preview image (og:image)') : Promise.resolve([]);
  return (await Promise.all([...stylesheets, logo, ogImage])).flat();
}

export async function snippetColorCandidates(images: Array<Buffer | null>): Promise<ColorCandidate[]> {
  const palettes = await Promise.all(images.map((image) => (image ? imagePalette(image) : Promise.resolve([]))));
  return palettes.flatMap((palette, index) => paletteCandidates(palette, 25, `snippet ${index + 1}'s image`));
}

/**
 * Fetches the page through the SSRF guard and profiles the site. A refused address is the
 * caller's error (AppError 400). A page that cannot be fetched, is not HTML or holds no readable
 * text is refused as well (PAGE_UNREADABLE, 422), unless the user chose to write without it: then
 * the profile comes from the snippets and prompt, with `fetchNote` saying why the page was not read
 * and a name that is never the bare host.
 */
export interface AnalyzeWebsiteDeps {
  fetch: GuardedFetch;
  compute: Pick<KitCompute, 'readPage' | 'buildSiteModel'>;
  logger?: AnalysisLog | undefined;
  /** How many of the site's other pages to read (6 unless set; 0 reads the home page alone). */
  subPageLimit?: number;
}

/**
 * The page's facts with the text a browser would not show as written taken out where it enters:
 * bidirectional overrides (a name "\u202Eevil" shown reversed on the shared page and in every
 * export), controls and lone surrogates, which PostgreSQL cannot store.
 */
async function readCleanPage(deps: AnalyzeWebsiteDeps, html: string, url: string): Promise<{ facts: PageFacts; leftOut: string[] }> {
  return cleanAllText(await deps.compute.readPage(html, url));
}

/**
 * The site's own pages worth reading (prices, menu, services, team, contact), fetched side by side
 * through the guard: each must stay on the home page's origin, redirects included. A page that
 * fails, is refused or is not HTML is skipped; the kit is made from what was read.
 */
async function readSubPages(deps: AnalyzeWebsiteDeps, home: { url: string; facts: PageFacts; html: string }, ignored: string[]): Promise<ReadSubPage[]> {
  const origin = new URL(home.url).origin;
  const addresses = chooseSubPages(home.facts, home.url, deps.subPageLimit ?? defaultSubPageLimit);
  const pages = await Promise.all(
    addresses.map(async (address): Promise<ReadSubPage | null> => {
      const result = await fetchQuietly(deps.fetch, address, 'text/html,application/xhtml+xml;q=0.9', subPageLimits);
      if (!result || !looksLikeHtml(result) || new URL(result.url).origin !== origin) return null;
      const html = decodeBody(result.body, result.contentType);
      // The home page again, byte for byte (a catch-all route): nothing new to read.
      if (html === home.html) return null;
      const read = await readCleanPage(deps, html, result.url);
      if (read.leftOut.length > 0) deps.logger?.warn({ url: result.url, leftOut: read.leftOut.map((t) => t.slice(0, 160)) }, 'a sub-page holds text addressed to AI models; it was left out of the site model');
      ignored.push(...read.leftOut);
      return { url: result.url, facts: read.facts };
    }),
  );
  const seen = new Set<string>([home.url]);
  // A site that answers every path with its home page (a single-page app's catch-all) has no sub-pages.
  const sameAsHome = (page: ReadSubPage) => page.facts.title === home.facts.title && page.facts.text.slice(0, 2_000) === home.facts.text.slice(0, 2_000);
  return pages.filter((page): page is ReadSubPage => page !== null && !sameAsHome(page) && !seen.has(page.url) && (seen.add(page.url), true));
}

export async function analyzeWebsite(deps: AnalyzeWebsiteDeps, input: AnalyzeWebsiteInput): Promise<SiteModel> {
  const { fetch } = deps;
  let facts: PageFacts | null = null;
  let subPages: ReadSubPage[] = [];
  const ignoredText: string[] = [];
  let unreadable: { reason: string; detail: string } | null = null;
  let pageUrl = input.url;
  const snippetColors = snippetColorCandidates(input.snippets.map((s) => s.image));
  try {
    const page = await fetch(input.url, { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', truncate: true });
    pageUrl = page.url;
    if (looksLikeHtml(page)) {
      const html = decodeBody(page.body, page.contentType);
      const read = await readCleanPage(deps, html, page.url);
      facts = read.facts;
      if (read.leftOut.length > 0) deps.logger?.warn({ url: page.url, leftOut: read.leftOut.map((t) => t.slice(0, 160)) }, 'the page holds text addressed to AI models; it was left out of the site model');
      ignoredText.push(...read.leftOut);
      subPages = await readSubPages(deps, { url: page.url, facts, html }, ignoredText);
    }
    else unreadable = { reason: notAWebPageReason(page.contentType), detail: `content type ${page.contentType || 'none'}` };
  } catch (error) {
    if (isAppError(error)) throw error;
    if (!(error instanceof FetchFailedError)) throw error;
    unreadable = { reason: fetchFailureReason(error), detail: error.message };
  }
  if (facts && readableLetters([facts, ...subPages.map((page) => page.facts)]) < minReadableLetters) {
    unreadable = { reason: noReadableTextReason, detail: `${readableLetters([facts])} letters of visible text` };
  }
  if (unreadable) {
    if (!input.writeWithoutPage) {
      // Nothing waits for the snippet colours any more; their failure must not go unhandled.
      void snippetColors.catch(() => undefined);
      throw new PageUnreadableError(input.url, unreadable.reason, unreadable.detail);
    }
    facts = null;
    subPages = [];
  }
  const colorCandidates = [...(facts ? await linkedColorCandidates(fetch, facts) : []), ...(await snippetColors)];
  const snippets = input.snippets.map((s) => ({ description: s.description }));
  const site = await deps.compute.buildSiteModel({
    url: pageUrl,
    facts,
    subPages,
    ignoredText: [...new Set(ignoredText)],
    fetchNote: unreadable?.reason ?? null,
    snippets,
    prompt: input.prompt,
    instructions: input.instructions,
    brand: siteBrand(facts, colorCandidates, new URL(pageUrl).hostname.replace(/^www\./, '')),
  });
  if (!unreadable) return site;
  const named = nameWithoutPage({ hostname: new URL(pageUrl).hostname, prompt: input.prompt, snippetDescriptions: snippets.map((s) => s.description), language: site.language });
  // The kit says once, in what it was built from, that the page was not read; the language's evidence need not repeat it.
  const languageEvidence = site.languageEvidence.replace(/ \(from your own text: the page could not be read\)$/u, ' (from your own text)');
  return { ...site, name: named.name, nameSource: named.source, languageEvidence };
}
