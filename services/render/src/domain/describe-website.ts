import { buildSiteModel, readPage, type SiteModel, type UserInstructions } from '@sitespark/site-model';
import type { WebsiteCapture } from '../adapters/chromium.ts';

/** The studios take no prompt: nothing was asked of the writer. */
const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

/**
 * What the videos say about a site: the same site model the content kit reads (name, type,
 * language, features with their descriptions, prices, testimonials, calls to action), built from
 * the HTML Chromium rendered. When the rendered HTML is missing the model says the page was not read.
 */
export function describeWebsite(capture: Pick<WebsiteCapture, 'url' | 'html'>, requestedUrl: string): SiteModel {
  const url = capture.url || requestedUrl;
  const facts = capture.html ? readPage(capture.html, url) : null;
  return buildSiteModel({
    url,
    facts,
    fetchNote: facts ? null : 'The page was shown but its text could not be read.',
    snippets: [],
    prompt: '',
    instructions: noInstructions,
    brand: null,
  });
}
