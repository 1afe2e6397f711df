import { describe, expect, it } from 'vitest';
import { FetchFailedError } from '@sitespark/service-kit';
import { readPage } from '@sitespark/site-model';
import { nameWithoutPage } from '../src/domain/site/name-without-page.ts';
import { fetchFailureReason, minReadableLetters, notAWebPageReason, PageUnreadableError, readableLetters } from '../src/domain/site/unreadable-page.ts';

const url = 'https://example.com/';

describe('a page with nothing to read', () => {
  it('counts only visible text: a script shell with a title, meta tags and a noscript line has none', () => {
    const shell = readPage(
      `<!doctype html><html><head><title>Changes Salon &amp; Day Spa | Hair, nails and massage in Leeds</title>
      <meta name="description" content="Changes Salon &amp; Day Spa: hair, nails and massage in the heart of Leeds.">
      </head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>
      <script src="/static/js/main.js"></script></body></html>`,
      url,
    );
    expect(readableLetters([shell])).toBeLessThan(minReadableLetters);
    const page = readPage('<html><body><h1>Changes Salon</h1><p>Hair, nails and massage in the heart of Leeds since 1998.</p></body></html>', url);
    expect(readableLetters([page])).toBeGreaterThanOrEqual(minReadableLetters);
  });

  it('says why in plain words, without the fetcher’s technical codes', () => {
    expect(fetchFailureReason(new FetchFailedError('http-status', 'The website answered with status 404', 404))).toBe('the page answered 404 Not Found');
    expect(fetchFailureReason(new FetchFailedError('http-status', 'The website answered with status 503', 503))).toBe('the page answered 503 Service Unavailable');
    expect(fetchFailureReason(new FetchFailedError('network', 'The website could not be reached (ECONNREFUSED)'))).toBe('the website could not be reached');
    expect(fetchFailureReason(new FetchFailedError('timeout', 'The website took too long to answer'))).toBe('the website took too long to answer');
    expect(notAWebPageReason('application/pdf')).toBe('the address answered application/pdf, not a web page');
    expect(notAWebPageReason('')).toBe('the address did not answer with a web page');
  });

  it('is refused with one sentence and a 422 code of its own, the detail kept for the log', () => {
    const error = new PageUnreadableError(url, 'the page answered 404 Not Found', 'The website answered with status 404');
    expect([error.status, error.code, error.message]).toEqual([422, 'PAGE_UNREADABLE', 'We could not read https://example.com/: the page answered 404 Not Found.']);
    expect(error.detail).toBe('The website answered with status 404');
  });
});

describe('the name of a business whose page was not read', () => {
  const named = (hostname: string, prompt: string, snippetDescriptions: string[] = [], language: 'en' | 'de' | 'fr' | 'es' | 'pt' = 'en') =>
    nameWithoutPage({ hostname, prompt, snippetDescriptions, language });

  it('is the name the owner gives in the prompt or a snippet, in five languages', () => {
    expect(named('127.0.0.1', 'We are Changes Salon & Day Spa in Leeds. Promote the spring facials.')).toEqual({ name: 'Changes Salon & Day Spa', source: 'your prompt' });
    expect(named('127.0.0.1', 'Bitte auf Deutsch. Wir sind Zahnarztpraxis Dr. Weber in Münster.', [], 'de').name).toBe('Zahnarztpraxis Dr. Weber');
    expect(named('127.0.0.1', 'Bienvenue chez Boulangerie du Marché, à Lille.', [], 'fr').name).toBe('Boulangerie du Marché');
    expect(named('127.0.0.1', 'Somos Panadería La Espiga: pan de masa madre.', [], 'es').name).toBe('Panadería La Espiga');
    expect(named('127.0.0.1', 'Bem-vindo ao Café Aurora!', [], 'pt').name).toBe('Café Aurora');
    expect(named('127.0.0.1', '', ['Home page of Tallyfox', 'This is Tallyfox. Invoices sent for you.'])).toEqual({ name: 'Tallyfox', source: 'your snippet descriptions' });
  });

  it('is never a description the owner wrote after the same words', () => {
    expect(named('127.0.0.1', 'We are your local bakery. We are open on Sundays.').name).toBe('Your business');
    expect(named('127.0.0.1', 'Wir sind Ihre Zahnarztpraxis in Münster.', [], 'de').name).toBe('Ihr Unternehmen');
  });

  it('is the domain in words when nothing names it, and never a host or an address', () => {
    expect(named('www.hartwell-osei.co.uk', 'Promote the spring offer')).toEqual({ name: 'Hartwell Osei', source: 'the domain name' });
    for (const host of ['127.0.0.1', '[::1]', 'localhost', 'intranet']) expect(named(host, 'Promote the spring offer').name).toBe('Your business');
    expect(named('10.0.0.7', '', [], 'fr')).toEqual({ name: 'Votre entreprise', source: 'a neutral placeholder (no name was given)' });
  });
});
