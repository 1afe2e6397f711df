import type { SiteHeritage, SourceText } from './site-model.ts';

/**
 * How long the business has been going, as its pages say it: the year it started ("since 1999",
 * "Est. 1999", "desde 1970", "seit 1985", "depuis 1992", "opened in 1973") or its years
 * ("more than 25 years of experience", "+50 | Anos de experiência"). A customer's years with the
 * house ("cliente depuis 2 ans"), a child's age ("3–12 ans", "11 years old") and a price from an
 * amount ("Desde 30,00€") are none of it.
 */
const startWords = String.raw`since|est\.?|established(?:\s+in)?|founded(?:\s+in)?|opened(?:\s+in)?|began\s+in|desde(?:\s+el(?:\s+año)?)?|fundad[oa]\s+en|abierto\s+en|seit|gegründet(?:\s+(?:im\s+jahr|in))?|depuis|fondée?\s+en|créée?\s+en|fundad[oa]\s+em|aberto\s+em|desde\s+o\s+ano`;
const startYear = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${startWords})\s+((?:18|19|20)\d\d)(?![\p{N}.,]*\s?[€$£%])(?![\p{L}\p{N}])`, 'iu');
const yearWord = String.raw`years?|años|anos|jahren?|ans`;
const manyYears = new RegExp(
  String.raw`(?<![\p{N}–-]\s?)(?<!(?:under|up to|aged?|ages|bis|hasta|menores de|jusqu['’]à|moins de|até|menos de)\s)(?<![\p{L}\p{N}])(more than|over|nearly|almost|\+|más de|casi|mais de|quase|über|mehr als|fast|plus de|près de)?\s*(\d{1,3})\s?\+?\s+(?:${yearWord})(?![\p{L}])(?!\s+(?:old|alt|de edad|d['’]âge|de idade|and (?:under|younger|over)|& under|or (?:under|younger)|und (?:jünger|älter)|y menores|et moins|e menos))`,
  'iu',
);
/** An animated counter's label with the figure in the block before it: "+50" then "Anos de experiência". */
const counterFigure = /^(\+)?\s?(\d{1,3})\s?(\+)?$/u;
const counterLabel = new RegExp(String.raw`^(?:${yearWord})(?![\p{L}])`, 'iu');
/** Years of a customer with the house, or a stay's length, are not the house's. */
const notTheHouse = /(?<![\p{L}])(?:client(?:e|es)?|customer|kunde|kundin|cliente|guest|gast|huésped|hóspede)(?![\p{L}])/iu;
const anyYear = /(?<![\p{N}])(?:19|20)\d\d(?![\p{N}])/gu;

/** The town said right before the year: "… en Palma de Mallorca desde 1970", "… in Harare since 1998". */
const placeBefore = /(?<![\p{L}])(?:in|en|à|em|no|na|im|a)\s+(\p{Lu}[\p{L}'’-]+(?:\s(?:(?:de|del|la|do|da|am|sur|an der)\s)?\p{Lu}[\p{L}'’-]+){0,3}),?\s+$/u;

/** A start year counts when the pages' newest year is ten or more after it: "since 2023" beside "© 2025" is no heritage. */
const heritageAge = 10;

export function heritageOf(sentences: SourceText[], outline: Array<{ heading: string | null; blocks: SourceText[] }>): SiteHeritage | null {
  const page = sentences.filter((s) => s.where !== 'prompt' && s.where !== 'snippet' && s.where !== 'testimonial');
  const newest = Math.max(0, ...page.flatMap((s) => [...s.text.matchAll(anyYear)].map((m) => Number(m[0]))));
  let since: { year: number; place: string | null; source: SourceText } | null = null;
  let years: { count: number; atLeast: boolean; source: SourceText } | null = null;
  for (const sentence of page) {
    if (notTheHouse.test(sentence.text)) continue;
    const start = startYear.exec(sentence.text);
    if (start && !since) {
      const year = Number(start[1]);
      if (newest - year >= heritageAge || newest === year) since = { year, place: placeBefore.exec(sentence.text.slice(0, start.index))?.[1] ?? null, source: sentence };
    }
    const many = manyYears.exec(sentence.text);
    if (many && !years && Number(many[2]) >= heritageAge) years = { count: Number(many[2]), atLeast: !!many[1], source: sentence };
  }
  for (const section of outline) {
    for (let i = 0; !years && i + 1 < section.blocks.length; i++) {
      const figure = counterFigure.exec(section.blocks[i]!.text.trim());
      if (figure && Number(figure[2]) >= heritageAge && counterLabel.test(section.blocks[i + 1]!.text.trim())) {
        years = { count: Number(figure[2]), atLeast: !!(figure[1] || figure[3]), source: section.blocks[i + 1]! };
      }
    }
  }
  if (!since && !years) return null;
  const { text, where } = (since ?? years)!.source;
  return { since: since?.year ?? null, years: years?.count ?? null, atLeast: years?.atLeast ?? false, place: since?.place ?? null, source: { text, where } };
}
