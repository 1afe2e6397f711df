/**
 * The page digest: what the customer's page says, as the model reads it. One fact per line, each
 * with an id the model cites; the core facts first (always kept), then the page's own text section
 * by section, as much of it as the token budget allows. Deterministic: same site, same digest.
 */
import { countTokens as countO200kTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { languageNames, type KitLanguage, type SiteModel, type SiteVoice } from '@sitespark/site-model';

export type DigestFactKind = 'name' | 'language' | 'headline' | 'description' | 'feature' | 'price' | 'offer' | 'testimonial' | 'place' | 'schedule' | 'cta' | 'audience' | 'text';

export interface DigestFact {
  /** Short stable id within this digest: kind letter + number, e.g. "F1" feature, "P2" price, "T1" testimonial, "O1" offer, "S1" schedule, "L1" place, "C1" call to action, "A1" audience, "H1" headline, "D1" description, "X12" page text. */
  id: string;
  kind: DigestFactKind;
  /** The fact exactly as the site writes it (for a price: "Töpferkurs: 45 €"; for a testimonial: the quote). */
  text: string;
  /** Testimonial author as written, or null. Price item, or null. */
  author?: string | null;
  item?: string | null;
  /** The outline heading it stands under, when known. */
  section?: string | null;
}

export interface PageDigest {
  language: KitLanguage;
  facts: DigestFact[];
  /** The digest as the prompt shows it (plain text, one fact per line, each line starting with its id in square brackets). */
  text: string;
  /** Tokens of `text` counted with gpt-tokenizer's o200k_base encoding. */
  tokens: number;
  /** Outline sections left out to fit the budget (0 when all fit). */
  omittedSections: number;
}

const idLetters: Record<DigestFactKind, string> = {
  name: 'N',
  language: 'G',
  headline: 'H',
  description: 'D',
  feature: 'F',
  price: 'P',
  offer: 'O',
  testimonial: 'T',
  place: 'L',
  schedule: 'S',
  cta: 'C',
  audience: 'A',
  text: 'X',
};

// A page that writes "<|endoftext|>" means the text, not the special token.
const plainText = { disallowedSpecial: new Set<string>() };

export function countTokens(text: string): number {
  return countO200kTokens(text, plainText);
}

export function factById(digest: PageDigest, id: string): DigestFact | undefined {
  return digest.facts.find((fact) => fact.id === id);
}

const promptDelimiter = /<\s*\/?\s*(site_content|snippets|user_instructions|previous_answer)/giu;

/** Page text on one line, unable to open or close a delimited block of the prompt. */
function clean(text: string): string {
  return text
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .replace(promptDelimiter, (_match, name: string) => `‹${name.toLowerCase()}`);
}

interface DigestLine {
  fact: DigestFact;
  line: string;
  /** Tokens of the line with its line break. */
  tokens: number;
}

function lineOf(fact: DigestFact, shown: string): DigestLine {
  const line = `[${fact.id}] ${shown}`;
  return { fact, line, tokens: countTokens(`${line}\n`) };
}

interface CoreGroup {
  lines: DigestLine[];
  /** The group when the core is over budget: null drops it, otherwise shorter lines with the same ids. */
  reduced?: DigestLine[] | null;
  /** Order in which groups give way when the core alone is over budget (1 first). */
  reduceStep?: number;
}

interface OutlineSection {
  lines: DigestLine[];
  tokens: number;
  /** A heading with no text of its own, titling the sections after it. */
  headingOnly: boolean;
}

const addressWords: Record<Exclude<KitLanguage, 'en'>, Record<SiteVoice['register'], string>> = {
  de: { formal: 'Sie', casual: 'du' },
  es: { formal: 'usted', casual: 'tú' },
  fr: { formal: 'vous', casual: 'tu' },
  pt: { formal: 'o senhor / a senhora', casual: 'você' },
};

function describeVoice(voice: SiteVoice, language: KitLanguage): string {
  const register = language === 'en' ? `${voice.register} register` : `${voice.register} register ("${addressWords[language][voice.register]}")`;
  const person = voice.person === 'it' ? 'speaks of the business in the third person' : `speaks as "${voice.person}"`;
  const parts = [register, person, voice.usesEmoji ? 'uses emoji' : 'no emoji'];
  if (voice.sentenceWords > 0) parts.push(`sentences of about ${Math.round(voice.sentenceWords)} words`);
  return parts.join(', ');
}

function tokensOf(lines: DigestLine[]): number {
  return lines.reduce((total, line) => total + line.tokens, 0);
}

function omissionNote(count: number): string {
  return `(${count} more page section${count === 1 ? '' : 's'} left out to fit the budget)`;
}

export function buildPageDigest(site: SiteModel, options: { tokenBudget: number }): PageDigest {
  const context: DigestContext = {
    fact: factMaker(),
    sectionOf: sectionFinder(site.outline),
    coverage: { lines: new Set(), quotes: [], authors: new Set() },
  };
  // Core facts take their ids first, so the same site numbers its facts the same way at any budget.
  const groups = coreGroups(site, context);
  const sections = outlineSections(site.outline, context);
  return fitToBudget(site.language, groups, sections, options.tokenBudget);
}

/** What the core facts already say, so the outline does not say it again. */
interface Coverage {
  lines: Set<string>;
  quotes: string[];
  authors: Set<string>;
}

interface DigestContext {
  fact: (kind: DigestFactKind, text: string, extra?: Omit<DigestFact, 'id' | 'kind' | 'text'>) => DigestFact;
  sectionOf: (text: string) => string | null;
  coverage: Coverage;
}

function factMaker(): DigestContext['fact'] {
  const counters = new Map<DigestFactKind, number>();
  return (kind, text, extra = {}) => {
    const number = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, number);
    return { id: `${idLetters[kind]}${number}`, kind, text, ...extra };
  };
}

/** The outline heading a text of the page stands under. */
function sectionFinder(outline: SiteModel['outline']): DigestContext['sectionOf'] {
  const headingOfText = new Map<string, string | null>();
  for (const section of outline) {
    for (const block of section.blocks) {
      const text = clean(block.text);
      if (!headingOfText.has(text)) headingOfText.set(text, section.heading === null ? null : clean(section.heading));
    }
  }
  return (text) => {
    const exact = headingOfText.get(text);
    if (exact !== undefined) return exact;
    // A quote or a sentence stands inside a longer line; a short text ("Leipzig") could be anywhere.
    if (text.length < 20) return null;
    for (const [line, heading] of headingOfText) if (line.includes(text)) return heading;
    return null;
  };
}

/** The core facts in order of priority, each group with what it gives way to when the core alone is over budget. */
function coreGroups(site: SiteModel, { fact, sectionOf, coverage }: DigestContext): CoreGroup[] {
  const groups: CoreGroup[] = [];
  const group = (lines: DigestLine[], reduction: Pick<CoreGroup, 'reduced' | 'reduceStep'> = {}) => {
    if (lines.length > 0) groups.push({ lines, ...reduction });
  };
  const cover = (text: string) => {
    coverage.lines.add(text);
    return text;
  };
  // Lines of the never-dropped groups (prices, offers, places, schedule), with the fact that shows each first.
  const listed = new Map<string, string>();
  /** A line an earlier never-dropped fact already shows is referred to by its id instead of repeated. */
  const listedLine = (shown: DigestFact, label: string): DigestLine => {
    cover(shown.text);
    const earlier = listed.get(shown.text);
    if (earlier === undefined) listed.set(shown.text, shown.id);
    return lineOf(shown, `${label}: ${earlier === undefined ? shown.text : `see ${earlier}`}`);
  };

  const name = clean(site.name);
  const url = clean(site.url);
  const unread = site.fetched ? '' : `; the page could not be read${site.fetchNote ? ` (${clean(site.fetchNote)})` : ''}`;
  group([
    lineOf(fact('name', name), `Name: ${name}`),
    lineOf(fact('name', url), `Website: ${clean(site.domain)} (${url})${unread}`),
    lineOf(fact('name', site.type), `Site type: ${site.type} (trade: ${site.trade})`),
  ]);
  const language = `${languageNames[site.language]} (${site.language})`;
  group([lineOf(fact('language', language), `Language: ${language}; ${clean(site.languageEvidence)}`)]);

  if (site.headline) {
    const text = cover(clean(site.headline.text));
    group([lineOf(fact('headline', text, { section: sectionOf(text) }), `Headline (H1): ${text}`)]);
  }
  if (site.description) {
    const text = cover(clean(site.description.text));
    group([lineOf(fact('description', text, { section: sectionOf(text) }), `Description: ${text}`)]);
  }

  group(
    site.prices.map((price) => {
      const row = clean(price.source.text);
      const amount = clean(price.amount);
      const item = price.item === null ? null : clean(price.item);
      // The row as written names the price best; an amount without its row stands with its item.
      const text = row.includes(amount) ? row : item ? `${item}: ${amount}` : amount;
      const named = item !== null && !text.toLocaleLowerCase().includes(item.toLocaleLowerCase());
      const shown = fact('price', text, { item, section: sectionOf(row) });
      // A bare amount ("$16") is no line of its own: on the page it stays under its dish, and two dishes may share it.
      if (/\p{L}/u.test(row.replace(amount, ''))) {
        cover(row);
        if (!listed.has(row)) listed.set(row, shown.id);
      }
      return lineOf(shown, `${named ? `Price (${item})` : 'Price'}: ${text}`);
    }),
  );
  group(site.offers.map((offer) => listedLine(fact('offer', clean(offer.text), { section: sectionOf(clean(offer.text)) }), 'Offer')));
  group(
    site.testimonials.map((testimonial) => {
      const quote = clean(testimonial.quote);
      const author = testimonial.author === null ? null : clean(testimonial.author);
      coverage.quotes.push(quote);
      if (author) coverage.authors.add(author);
      const by = author ? `Testimonial by ${author}` : 'Testimonial (no author named)';
      return lineOf(fact('testimonial', quote, { author, section: sectionOf(quote) }), `${by}: "${quote}"`);
    }),
  );

  const places: DigestLine[] = [];
  if (site.location) {
    const text = clean(site.location.text);
    places.push(listedLine(fact('place', text, { section: sectionOf(text) }), 'Place'));
  }
  // The site's own address lines are places too; `site.location` is only the town.
  for (const section of site.outline) {
    for (const block of section.blocks) {
      const text = clean(block.text);
      if (block.where !== 'address' || listed.has(text)) continue;
      places.push(listedLine(fact('place', text, { section: section.heading === null ? null : clean(section.heading) }), 'Address'));
    }
  }
  group(places);

  group(site.schedule.map((entry) => listedLine(fact('schedule', clean(entry.text), { section: sectionOf(clean(entry.text)) }), 'Schedule')));
  group(site.callsToAction.map((label) => lineOf(fact('cta', cover(clean(label))), `Call to action: ${clean(label)}`)));
  group(
    site.audienceCues.map((cue) => {
      const text = cover(clean(cue.text));
      return lineOf(fact('audience', text, { section: sectionOf(text) }), `Audience named on the site: ${text}`);
    }),
    { reduced: null, reduceStep: 3 },
  );

  const features = site.features.map((feature) => {
    const featureName = clean(feature.name);
    const description = feature.description === null ? null : cover(clean(feature.description));
    const section = sectionOf(description ?? featureName);
    const full = fact('feature', description ? `${featureName}: ${description}` : featureName, { section: section === featureName ? null : section });
    const earlier = description === null ? undefined : listed.get(description);
    return {
      full: lineOf(full, earlier === undefined ? `Feature: ${full.text}` : `Feature: ${featureName} (described in ${earlier})`),
      nameOnly: lineOf({ ...full, text: featureName }, `Feature: ${featureName}`),
    };
  });
  group(
    features.map((feature) => feature.full),
    { reduced: features.map((feature) => feature.nameOnly), reduceStep: 4 },
  );

  // An unread page has no voice to hear: its default would read as a fact.
  if (site.fetched) {
    const voice = describeVoice(site.voice, site.language);
    group([lineOf(fact('language', voice), `Voice: ${voice}`)], { reduced: null, reduceStep: 2 });
  }
  if (site.keyPhrases.length > 0) {
    const phrases = site.keyPhrases.map(clean).join(', ');
    group([lineOf(fact('description', phrases), `Key phrases: ${phrases}`)], { reduced: null, reduceStep: 1 });
  }
  return groups;
}

/** The page text section by section, leaving out what the core facts already say. */
function outlineSections(outline: SiteModel['outline'], { fact, coverage }: DigestContext): OutlineSection[] {
  const isCovered = (text: string, where: string): boolean => {
    if (coverage.lines.has(text)) return true;
    if (where === 'testimonial' && coverage.quotes.some((quote) => text.includes(quote))) return true;
    // The attribution line under a quote ("— Dana K., Leeds").
    return coverage.authors.has(text.replace(/^[\s—–-]+/u, ''));
  };
  const said = new Set<string>();
  const drafts = outline.map((section) => {
    const texts: Array<{ text: string; listItem: boolean }> = [];
    for (const block of section.blocks) {
      const text = clean(block.text);
      if (!text || said.has(text) || isCovered(text, block.where)) continue;
      // A repeated sentence is said once; a short label ("$16", "Vegan") belongs to each place it stands.
      if (text.split(' ').length >= 4) said.add(text);
      texts.push({ text, listItem: block.where === 'list item' });
    }
    return { heading: section.heading === null ? null : clean(section.heading), texts, headingOnly: section.blocks.length === 0, shown: false };
  });
  // A section whose every line is already a core fact is left out; a bare heading stays only as the title of a section shown after it.
  for (let index = drafts.length - 1; index >= 0; index--) {
    const draft = drafts[index]!;
    draft.shown = draft.texts.length > 0 || (draft.headingOnly && draft.heading !== null && drafts[index + 1]?.shown === true);
  }
  return drafts
    .filter((draft) => draft.shown)
    .map(({ heading, texts }): OutlineSection => {
      const lines = [
        ...(heading === null ? [] : [lineOf(fact('text', heading, { section: heading }), `## ${heading}`)]),
        ...texts.map(({ text, listItem }) => lineOf(fact('text', text, { section: heading }), `${listItem ? '- ' : ''}${text}`)),
      ];
      return { lines, tokens: tokensOf(lines), headingOnly: texts.length === 0 };
    });
}

function coreAt(groups: CoreGroup[], step: number): DigestLine[] {
  return groups.flatMap((group) => {
    if (group.reduceStep === undefined || group.reduceStep > step) return group.lines;
    return group.reduced ?? [];
  });
}

function render(core: DigestLine[], kept: OutlineSection[], omitted: number): { text: string; lines: DigestLine[] } {
  const lines = [...core, ...kept.flatMap((section) => section.lines)];
  const text = lines.map((line) => line.line);
  if (omitted > 0) text.push(omissionNote(omitted));
  return { text: text.join('\n'), lines };
}

/** The core facts always (the lowest groups giving way first if they alone are over budget), then whole outline sections. */
function fitToBudget(language: KitLanguage, groups: CoreGroup[], sections: OutlineSection[], budget: number): PageDigest {
  const digest = (core: DigestLine[], kept: OutlineSection[]): PageDigest => {
    const omittedSections = sections.length - kept.length;
    const { text, lines } = render(core, kept, omittedSections);
    return { language, facts: lines.map((line) => line.fact), text, tokens: countTokens(text), omittedSections };
  };

  const whole = digest(coreAt(groups, 0), sections);
  if (whole.tokens <= budget) return whole;

  const noteTokens = sections.length > 0 ? countTokens(omissionNote(sections.length)) : 0;
  const lastStep = Math.max(0, ...groups.map((group) => group.reduceStep ?? 0));
  let step = 0;
  let core = coreAt(groups, step);
  while (step < lastStep && tokensOf(core) + noteTokens > budget) core = coreAt(groups, ++step);

  let kept: OutlineSection[] = [];
  let used = tokensOf(core) + noteTokens;
  // Budget rule: sections go in page order and one that would overflow is left out whole, so shorter ones after it may still fit.
  for (const section of sections) {
    if (used + section.tokens > budget) continue;
    kept.push(section);
    used += section.tokens;
  }
  kept = withoutBareHeadings(sections, kept);
  // Line-by-line counts can differ from the whole text's by a token at a line break.
  let result = digest(core, kept);
  while (result.tokens > budget && kept.length > 0) {
    kept = withoutBareHeadings(sections, kept.slice(0, -1));
    result = digest(core, kept);
  }
  return result;
}

/** A heading kept without the section after it titles nothing: it goes too. */
function withoutBareHeadings(sections: OutlineSection[], kept: OutlineSection[]): OutlineSection[] {
  const shown = new Set(kept);
  for (let index = sections.length - 1; index >= 0; index--) {
    const section = sections[index]!;
    if (section.headingOnly && shown.has(section) && !shown.has(sections[index + 1]!)) shown.delete(section);
  }
  return kept.filter((section) => shown.has(section));
}
