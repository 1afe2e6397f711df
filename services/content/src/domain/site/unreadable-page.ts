import { STATUS_CODES } from 'node:http';
import { AppError, type FetchFailedError } from '@sitespark/service-kit';
import type { PageFacts } from '@sitespark/site-model';

/**
 * Fewer letters of visible text than this and the page is an empty shell: a script-rendered app,
 * a blank template or a parking page. Title and meta tags do not count, as a script shell has them too.
 */
export const minReadableLetters = 40;

export const noReadableTextReason = 'the page has no readable text (it may need JavaScript)';

/** The letters of visible text on the pages read. */
export function readableLetters(pages: ReadonlyArray<Pick<PageFacts, 'text'>>): number {
  return pages.reduce((sum, page) => sum + (page.text.match(/\p{L}/gu)?.length ?? 0), 0);
}

/** Why the fetch failed, as a clause for the user: "the page answered 404 Not Found", "the website took too long to answer". */
export function fetchFailureReason(error: FetchFailedError): string {
  if (error.reason === 'http-status' && error.status !== undefined) {
    const phrase = STATUS_CODES[error.status];
    return `the page answered ${error.status}${phrase ? ` ${phrase}` : ''}`;
  }
  // The technical part ("(ECONNREFUSED)") is for the log, not the user.
  const message = error.message.replace(/\s*\([^)]*\)\s*$/u, '').trim();
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/** An answer that is not HTML (a PDF, JSON, an image). */
export function notAWebPageReason(contentType: string): string {
  const type = contentType.split(';')[0]?.trim();
  return type ? `the address answered ${type}, not a web page` : 'the address did not answer with a web page';
}

/**
 * The page could not be read and the user did not choose to write without it: 422 with one plain
 * sentence. The web app offers the choice to write from the snippets and prompt alone.
 */
export class PageUnreadableError extends AppError {
  /** The fetcher's own words, for the log only. */
  readonly detail: string;

  constructor(url: string, reason: string, detail: string) {
    super('PAGE_UNREADABLE', `We could not read ${url}: ${reason}.`);
    this.detail = detail;
    this.name = 'PageUnreadableError';
  }
}
