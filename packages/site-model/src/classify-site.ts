import type { PageFacts } from './read-page.ts';

import { siteTypes, type SiteType } from './site-model.ts';

/**
 * A signal is a set of interchangeable phrases, matched in lowercased text at word boundaries; a
 * trailing `*` matches any word ending ("plumb*" finds plumber and plumbing). Plain string search
 * keeps classification fast on large pages.
 */
type Signal = readonly string[];

interface TypeRule {
  type: (typeof siteTypes)[number];
  signals: Signal[];
  jsonLd?: RegExp;
  ogType?: RegExp;
  markup?: RegExp;
}

const rules: TypeRule[] = [
  {
    type: 'SaaS',
    signals: [['free trial'], ['start your free', 'start a free', 'start free'], ['sign up free'], ['request a demo', 'book a demo', 'schedule a demo'], ['per user', 'per seat'], ['/mo', '/ mo', '/month', 'per month'], ['integration*'], ['dashboard*'], ['api'], ['software'], ['platform'], ['automate', 'automation', 'automated'], ['workflow*'], ['saas'], ['cloud'], ['no credit card']],
    jsonLd: /SoftwareApplication|WebApplication|MobileApplication/,
  },
  {
    type: 'E-commerce',
    signals: [['add to cart', 'add to bag', 'add to basket'], ['shop now'], ['free shipping'], ['checkout'], ['in stock'], ['buy now'], ['shop the', 'shop our'], ['collection*'], ['returns'], ['size guide'], ['sale'], ['cart']],
    jsonLd: /\b(?:Product|Offer|Store|OnlineStore)\b/,
    ogType: /product/,
    markup: /add-to-cart|product-card|product-price|cart-count|add_to_cart/,
  },
  {
    type: 'Agency',
    signals: [['agency'], ['we help brands', 'we help companies', 'we help businesses', 'we help startups'], ['our clients'], ['case study', 'case studies'], ['our work'], ['branding'], ['digital marketing'], ['creative studio'], ['web design'], ['brand strategy'], ['campaign*']],
    jsonLd: /ProfessionalService|AdvertisingAgency|MarketingAgency/,
  },
  {
    type: 'Food & Drink',
    signals: [['menu'], ['reservation*'], ['book a table', 'reserve a table'], ['dining'], ['cuisine'], ['chef'], ['brunch'], ['dinner'], ['takeout', 'take-away', 'takeaway'], ['order online'], ['wine list'], ['cafe', 'café', 'bistro', 'bakery', 'pizz*'], ['sushi', 'taco*']],
    jsonLd: /Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|BarOrPub/,
  },
  {
    type: 'Portfolio',
    signals: [['portfolio'], ['selected work'], ["i'm a ", 'i am a ', "i'm an ", 'i am an '], ['hire me'], ['about me'], ['freelance*'], ['photographer', 'photography'], ['illustrator', 'illustration'], ['my work'], ['resume', 'cv']],
    jsonLd: /\bPerson\b/,
    ogType: /profile/,
  },
  {
    type: 'Blog',
    signals: [['blog'], ['latest posts', 'latest articles', 'latest stories'], ['read more'], ['min read', 'mins read', 'minute read', 'minutes read'], ['written by'], ['categories'], ['newsletter'], ['posted on', 'posted in']],
    jsonLd: /Blog|BlogPosting|Article|NewsArticle/,
    ogType: /article/,
  },
  {
    type: 'Local Service',
    signals: [['call now', 'call us now', 'call today', 'call us today'], ['free estimate', 'free quote'], ['licensed and insured', 'licensed & insured'], ['service area*'], ['near you'], ['emergency'], ['same-day', 'same day'], ['plumb*', 'electrician*', 'hvac', 'roofing', 'landscap*', 'cleaning', 'repair*'], ['salon', 'barber*', 'dentist*', 'clinic'], ['book an appointment', 'book your appointment', 'book appointment', 'schedule an appointment', 'schedule your appointment'], ['serving']],
    jsonLd: /LocalBusiness|HomeAndConstructionBusiness|Plumber|Electrician|HVACBusiness|RoofingContractor|AutoRepair|Dentist|HairSalon|BeautySalon|MedicalClinic/,
  },
  {
    type: 'Nonprofit',
    signals: [['donate', 'donation*'], ['volunteer*'], ['nonprofit', 'non-profit'], ['charity'], ['our mission'], ['fundrais*'], ['501(c)']],
    jsonLd: /NGO|NonprofitOrganization/,
  },
  {
    type: 'Education',
    signals: [['courses'], ['student*'], ['enrol*'], ['curriculum'], ['lesson*'], ['tutor*'], ['academy'], ['certificat*'], ['classes']],
    jsonLd: /EducationalOrganization|Course|School|CollegeOrUniversity/,
  },
  {
    type: 'Health & Wellness',
    signals: [['wellness'], ['fitness'], ['yoga'], ['therapy', 'therapist*'], ['nutrition*'], ['workout*'], ['meditat*'], ['gym'], ['health coach*']],
    jsonLd: /HealthClub|SportsActivityLocation|ExerciseGym|MedicalBusiness/,
  },
  {
    type: 'Real Estate',
    signals: [['real estate'], ['listing*'], ['homes for sale', 'home for sale'], ['realtor*'], ['property', 'properties'], ['mortgage*'], ['open house']],
    jsonLd: /RealEstateAgent|Residence|House|Apartment/,
  },
  {
    type: 'Events',
    signals: [['ticket*'], ['register now'], ['speakers'], ['agenda'], ['conference'], ['festival'], ['venue'], ['lineup']],
    jsonLd: /\bEvent\b|Festival|MusicEvent/,
  },
];

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code >= 0xc0;
}

/** Occurrences of one phrase in lowercased text, whole words only (counting stops at 50). */
export function countPhrase(text: string, phrase: string): number {
  const prefix = phrase.endsWith('*');
  const needle = prefix ? phrase.slice(0, -1) : phrase;
  const checkStart = isWordChar(needle.charCodeAt(0));
  const checkEnd = !prefix && isWordChar(needle.charCodeAt(needle.length - 1));
  let count = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return count;
    from = at + needle.length;
    if (checkStart && at > 0 && isWordChar(text.charCodeAt(at - 1))) continue;
    if (checkEnd && from < text.length && isWordChar(text.charCodeAt(from))) continue;
    count += 1;
    if (count === 50) return count;
  }
}

const wordPattern = /^[a-z0-9\u00c0-\uffff]+$/;
const leadingWord = /^[a-z0-9\u00c0-\uffff]+/;

interface IndexedText {
  text: string;
  words: Map<string, number>;
}

function indexText(text: string): IndexedText {
  const words = new Map<string, number>();
  for (const word of text.split(/[^a-z0-9\u00c0-\uffff]+/)) if (word) words.set(word, (words.get(word) ?? 0) + 1);
  return { text, words };
}

/** Single words come from the word counts; longer phrases are searched only when their first word occurs. */
function countIn(indexed: IndexedText, phrase: string): number {
  const prefix = phrase.endsWith('*');
  const needle = prefix ? phrase.slice(0, -1) : phrase;
  if (wordPattern.test(needle)) {
    if (!prefix) return Math.min(indexed.words.get(needle) ?? 0, 50);
    let count = 0;
    for (const [word, n] of indexed.words) if (word.startsWith(needle)) count += n;
    return Math.min(count, 50);
  }
  const first = leadingWord.exec(needle)?.[0];
  if (first && !indexed.words.has(first)) return 0;
  return countPhrase(indexed.text, phrase);
}

export interface SiteClassification {
  type: SiteType;
  /** Why: the strongest signals, each naming where it was found. */
  evidence: string[];
  confidence: number;
}

interface TextSource {
  label: string;
  text: string;
  weight: number;
}

/**
 * Picks the site type with the most weighted evidence: phrases in the title, description and
 * headings count more than body text; structured data and shop markup count most. Snippet
 * descriptions and the user's prompt take part, so an unreachable site is classified too.
 */
export function classifySite(facts: PageFacts | null, extra: { snippets: string[]; prompt: string }): SiteClassification {
  const sources: TextSource[] = [];
  if (facts) {
    sources.push(
      { label: 'the page title', text: facts.title, weight: 3 },
      { label: 'the meta description', text: `${facts.meta.description ?? ''} ${facts.meta['og:description'] ?? ''}`, weight: 3 },
      { label: 'the headings', text: facts.headings.map((h) => h.text).join(' · '), weight: 2 },
      { label: 'the page text', text: facts.text, weight: 1 },
    );
  }
  if (extra.snippets.length > 0) sources.push({ label: 'your snippet descriptions', text: extra.snippets.join(' · '), weight: 2 });
  if (extra.prompt) sources.push({ label: 'your prompt', text: extra.prompt, weight: 2 });
  const lowered = sources.map((source) => ({ ...source, indexed: indexText(source.text.toLowerCase()) }));

  const results = rules.map((rule) => {
    let score = 0;
    const evidence: Array<{ note: string; points: number }> = [];
    for (const signal of rule.signals) {
      let best: { points: number; label: string; match: string; count: number } | undefined;
      let points = 0;
      for (const source of lowered) {
        for (const phrase of signal) {
          const count = countIn(source.indexed, phrase);
          if (count === 0) continue;
          const gained = source.weight * Math.min(count, 3);
          points += gained;
          if (!best || gained > best.points) best = { points: gained, label: source.label, match: phrase.replace(/\*$/, ''), count };
        }
      }
      if (best) {
        // Each signal's weight is capped so one repeated word cannot decide the type alone.
        const capped = Math.min(points, 6);
        score += capped;
        evidence.push({ note: `"${best.match.trim()}" in ${best.label}${best.count > 1 ? ` (${best.count} times)` : ''}`, points: capped });
      }
    }
    if (facts) {
      const ldType = rule.jsonLd ? facts.jsonLd.types.find((t) => rule.jsonLd!.test(t)) : undefined;
      if (ldType) {
        score += 8;
        evidence.push({ note: `structured data declares @type ${ldType}`, points: 8 });
      }
      const ogType = facts.meta['og:type'];
      if (rule.ogType && ogType && rule.ogType.test(ogType)) {
        score += 5;
        evidence.push({ note: `og:type is "${ogType}"`, points: 5 });
      }
      const markup = rule.markup ? facts.markupTokens.find((token) => rule.markup!.test(token)) : undefined;
      if (markup) {
        score += 5;
        evidence.push({ note: `shop markup (class or id "${markup}")`, points: 5 });
      }
      if (rule.type === 'E-commerce') {
        const prices = facts.text.match(/[$€£]\s?\d+(?:[.,]\d{2})?/g)?.length ?? 0;
        if (prices >= 6) {
          score += 4;
          evidence.push({ note: `${prices} prices on the page`, points: 4 });
        }
      }
      if (rule.type === 'Local Service' && facts.telLinks > 0) {
        score += 3;
        evidence.push({ note: `${facts.telLinks} click-to-call phone link${facts.telLinks > 1 ? 's' : ''}`, points: 3 });
      }
      if (rule.type === 'Blog' && facts.articleCount >= 3) {
        score += 4;
        evidence.push({ note: `${facts.articleCount} <article> entries`, points: 4 });
      }
    }
    evidence.sort((a, b) => b.points - a.points);
    return { type: rule.type, score, evidence: evidence.map((e) => e.note) };
  });

  results.sort((a, b) => b.score - a.score || siteTypes.indexOf(a.type) - siteTypes.indexOf(b.type));
  const [best, second] = results;
  if (!best || best.score < 4) {
    return {
      type: 'Business',
      evidence: best && best.score > 0 ? [`only weak signals (${best.evidence.slice(0, 2).join('; ')}), so a general business profile is used`] : ['no signals of a specific kind of business were found'],
      confidence: 0.2,
    };
  }
  const margin = second ? (best.score - second.score) / best.score : 1;
  return {
    type: best.type,
    evidence: best.evidence.slice(0, 5),
    confidence: Math.round(Math.min(1, 0.4 + margin * 0.4 + Math.min(best.score, 40) / 100) * 100) / 100,
  };
}
