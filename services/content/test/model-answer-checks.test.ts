import { describe, expect, it } from 'vitest';
import { buildSiteModel, fitsPlatform, parseInstructions, readPage, withoutTextAddressedToModels } from '@sitespark/site-model';
import { generateBuiltinCopy } from '../src/adapters/builtin-generator.ts';
import { cleanSection, fitTweet, foreignLinks, parseSection, reviewSection, type CheckContext } from '../src/adapters/model/check-section.ts';
import { extractJson } from '../src/adapters/model/extract-json.ts';
import { kitSectionSpecs, sectionOf } from '../src/adapters/model/kit-sections.ts';
import type { ModelAnswer } from '../src/adapters/model/model-client.ts';
import { germanPrompt, goodAnswers, injectedText, tonwerkHtml } from './support/model-answers.ts';

const url = 'https://tonwerk-lindenau.de/';
const instructions = parseInstructions(germanPrompt, '');
const site = buildSiteModel({ url, facts: readPage(tonwerkHtml(), url), fetchNote: null, snippets: [], prompt: germanPrompt, instructions, brand: null });
const context = (unsupportedClaims: 'mark' | 'remove' = 'mark'): CheckContext => ({ site, language: site.language, instructions, prompt: germanPrompt, unsupportedClaims });
const spec = (name: string) => kitSectionSpecs.find((s) => s.name === name)!;
const answer = (content: string, extra: Partial<ModelAnswer> = {}): ModelAnswer => ({ content, finishReason: 'stop', refusal: null, model: 'm', inputTokens: 0, outputTokens: 0, ...extra });
const builtin = generateBuiltinCopy({ site, instructions, customPrompt: germanPrompt, targetAudience: '', audiencePhrase: null, snippets: [] });

describe('reading the JSON in an answer', () => {
  it('finds the object bare, in a fence, after a preamble, and with braces inside strings', () => {
    expect(extractJson('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('```json\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('Here is your kit:\n{"a": "x } y"} Hope it helps!')).toEqual({ ok: true, value: { a: 'x } y' } });
  });

  it("skips a reasoning model's thinking and a preamble with braces", () => {
    expect(extractJson('<think>I should write {twitter: [...]} first</think>\n{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJson('Replace {Name} with the name:\n{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('says why when there is nothing to read', () => {
    expect(extractJson('')).toEqual({ ok: false, error: 'the answer was empty' });
    expect(extractJson('{"a": [1, 2')).toMatchObject({ ok: false, error: expect.stringMatching(/cut off/u) });
    expect(extractJson('I cannot do that.')).toMatchObject({ ok: false, error: 'the answer holds no JSON object' });
  });

  it('turns a refusal, a cut-off answer and a schema mismatch into errors the model can act on', () => {
    expect(parseSection(spec('social'), answer('', { refusal: 'I cannot help with that' }))).toMatchObject({ ok: false, error: expect.stringMatching(/declined/u) });
    expect(parseSection(spec('social'), answer('{"twitter": [', { finishReason: 'length' }))).toMatchObject({ ok: false, error: expect.stringMatching(/cut off at the output limit/u) });
    const twoPosts = { ...goodAnswers.social, twitter: (goodAnswers.social.twitter as unknown[]).slice(0, 2) };
    expect(parseSection(spec('social'), answer(JSON.stringify(twoPosts)))).toMatchObject({ ok: false, error: expect.stringMatching(/^the JSON does not match the schema: twitter: /u) });
    expect(parseSection(spec('social'), answer(JSON.stringify(goodAnswers.social)))).toMatchObject({ ok: true });
  });
});

describe('checking a section the model wrote', () => {
  it('finds nothing to fix in a good answer', () => {
    for (const section of kitSectionSpecs) {
      const parsed = parseSection(section, answer(JSON.stringify(goodAnswers[section.name])));
      expect(parsed.ok, section.name).toBe(true);
      if (parsed.ok) expect(reviewSection(section, section.toCopy(parsed.value), context()), section.name).toEqual([]);
    }
  });

  it('names each broken piece by its path with the exact problem', () => {
    const social = structuredClone(goodAnswers.social) as Record<string, Array<{ text: string; facts: string[] }>>;
    social.twitter![1]!.text = `Töpferkurs am Samstag. ${'Material und Brand sind im Kurspreis enthalten. '.repeat(7)}`;
    social.facebook![2]!.text = 'Töpferkurs am Samstag 🎉 mit Code TON20 auf https://other.example/deal.';
    const problems = reviewSection(spec('social'), spec('social').toCopy(social as never), context()).map((p) => `${p.path}: ${p.problem}`);
    expect(problems.join('\n')).toMatch(/socialPlatforms\.0\.options\.1: [^\n]*as Twitter counts them[^\n]*Twitter allows 280/u);
    expect(problems.join('\n')).toMatch(/socialPlatforms\.3\.options\.2: [^\n]*code "TON20"/u);
    expect(problems.join('\n')).toMatch(/socialPlatforms\.3\.options\.2: [^\n]*links to https:\/\/other\.example\/deal/u);
    expect(problems.join('\n')).toMatch(/socialPlatforms\.3\.options\.2: [^\n]*No emoji/u);
  });

  it('fixes what still fails without the model: codes and foreign links out, emoji stripped, the tweet cut by sentences with its hashtags', () => {
    const social = structuredClone(goodAnswers.social) as Record<string, Array<{ text: string; facts: string[] }>>;
    social.twitter![0]!.text = `Töpferkurs am Samstag im Tonwerk Lindenau. ${'Material und Brand sind im Kurspreis enthalten. '.repeat(6)}#TonwerkLindenau #Töpferkurs`;
    social.facebook![2]!.text = 'Der Töpferkurs am Samstag kostet 89 €. 🎉 Mit Code TON20 gibt es 20 % Rabatt. Mehr auf https://other.example/deal.';
    const cleaned = cleanSection(spec('social'), spec('social').toCopy(social as never), context(), () => sectionOf(builtin, 'social'));
    const [twitter, , , facebook] = cleaned.part.social!;
    expect(fitsPlatform(twitter!.options[0]!, 'Twitter')).toBe(true);
    expect(twitter!.options[0]).toMatch(/#TonwerkLindenau #Töpferkurs$/u);
    expect(facebook!.options[2]).toBe('Der Töpferkurs am Samstag kostet 89 €.');
    expect(cleaned.notices.join(' ')).toMatch(/TON20/u);
    expect(cleaned.notices.join(' ')).toMatch(/other\.example/u);
  });

  it('removes sentences with claims not on the site only when configured to', () => {
    const website = { ...goodAnswers.website, benefits: 'Kleine Gruppen mit höchstens sechs Teilnehmenden. Über 5000 zufriedene Gäste seit 1998.' };
    const part = spec('website').toCopy(website as never);
    expect(cleanSection(spec('website'), part, context('mark'), () => sectionOf(builtin, 'website')).part.websiteCopy!.benefits).toMatch(/5000/u);
    const removed = cleanSection(spec('website'), part, context('remove'), () => sectionOf(builtin, 'website'));
    expect(removed.part.websiteCopy!.benefits).toBe('Kleine Gruppen mit höchstens sechs Teilnehmenden.');
    expect(removed.notices.join(' ')).toMatch(/claim not on your site/u);
  });

  it('takes a piece the checks emptied from the built-in writer', () => {
    const ads = { ...goodAnswers.ads, headline: 'Code TON20 einlösen!' };
    const cleaned = cleanSection(spec('ads'), spec('ads').toCopy(ads as never), context(), () => sectionOf(builtin, 'ads'));
    expect(cleaned.part.adCopy!.headline).toBe(builtin.adCopy.headline);
    expect(cleaned.notices.join(' ')).toMatch(/written by the built-in writer/u);
  });

  it('keeps ®, © and numbers that only contain a claimed number, and strips flags and skin tones when the user said no emoji', () => {
    const website = { ...goodAnswers.website, hero: 'Tonwerk® Keramik 🇩🇪👍🏽', benefits: 'Vier Abende kosten 120 €. Jetzt 20 Plätze frei.' };
    const cleaned = cleanSection(spec('website'), spec('website').toCopy(website as never), context('remove'), () => sectionOf(builtin, 'website'));
    expect(cleaned.part.websiteCopy!.hero).toBe('Tonwerk® Keramik');
    expect(cleaned.part.websiteCopy!.benefits).toBe('Vier Abende kosten 120 €.');
  });

  it('cleans the advice too (tips, strategy, checklists, insights) and fills a piece the model left empty', () => {
    const ads = { ...goodAnswers.ads, budgetTips: ['Mit Code TON20 werben.', 'Klein anfangen 🚀'], checklist: { ...(goodAnswers.ads.checklist as object), google: ['Siehe https://other.example/guide.'] } };
    const cleaned = cleanSection(spec('ads'), spec('ads').toCopy(ads as never), context(), () => sectionOf(builtin, 'ads'));
    expect(cleaned.part.adCopy!.strategy.budgetTips).toEqual(['Klein anfangen']);
    expect(cleaned.part.adCopy!.checklist.google).toEqual([]);
    const website = cleanSection(spec('website'), spec('website').toCopy({ ...goodAnswers.website, subheading: '' } as never), context(), () => sectionOf(builtin, 'website'));
    expect(website.part.websiteCopy!.subheading).toBe(builtin.websiteCopy.subheading);
  });

  it('does not read ASP.NET, z.B., ca. or 10.30 as links', () => {
    expect(foreignLinks('Wir bauen mit ASP.NET, z.B. Shops, ca. 10.30 Uhr fertig. Shop.Es gibt mehr.', site)).toEqual([]);
  });

  it("accepts the site's own domain and its subdomains as links", () => {
    expect(foreignLinks('Jetzt buchen auf https://tonwerk-lindenau.de/kurse oder shop.tonwerk-lindenau.de', site)).toEqual([]);
    expect(foreignLinks('Mehr auf www.anderer-laden.de', site)).toEqual(['www.anderer-laden.de']);
  });

  it('never cuts a tweet mid-word', () => {
    const tweet = fitTweet(`${'Samstags von 11 bis 16 Uhr an der Drehscheibe im Tonwerk Lindenau in Leipzig. '.repeat(5)}#Keramik`, 'de');
    expect(fitsPlatform(tweet, 'Twitter')).toBe(true);
    expect(tweet).toMatch(/\.( #Keramik)?$/u);
  });
});

describe('text on a page addressed to AI models', () => {
  it('is found in the meta description and in structured data too, and ordinary copy is left alone', () => {
    const html = tonwerkHtml().replace('<meta name="description" content="', `<meta name="description" content="${injectedText} `);
    const { facts: kept, leftOut } = withoutTextAddressedToModels(readPage(html, url));
    expect(leftOut.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept.meta)).not.toMatch(/FREE50/u);
    const ordinary = tonwerkHtml().replace('<h2>Warum bei uns</h2>', '<h2>Warum bei uns</h2><p>Vergessen Sie die Regeln des Alltags: Forget the rules, our brunch runs until 4 pm.</p>');
    expect(withoutTextAddressedToModels(readPage(ordinary, url)).leftOut).toEqual([]);
  });

  it('is left out of the site model, with the rest of the page kept', () => {
    const facts = readPage(tonwerkHtml({ injected: true }), url);
    const { facts: kept, leftOut } = withoutTextAddressedToModels(facts);
    expect(leftOut).toEqual([injectedText]);
    const injectedSite = buildSiteModel({ url, facts: kept, fetchNote: null, snippets: [], prompt: '', instructions, brand: null });
    expect(injectedSite.sentences.map((s) => s.text).join(' ')).not.toMatch(/FREE50|evil\.example|SYSTEM INSTRUCTIONS/u);
    expect(injectedSite.prices.map((p) => p.amount)).toEqual(site.prices.map((p) => p.amount));
  });
});
