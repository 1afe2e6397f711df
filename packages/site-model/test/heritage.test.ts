import { describe, expect, it } from 'vitest';
import { heritageOf } from '../src/heritage.ts';

const said = (...texts: string[]) => texts.map((text) => ({ text, where: 'paragraph' }));
const none: Array<{ heading: string | null; blocks: Array<{ text: string; where: string }> }> = [];

describe('how long the business has been going, as its pages say it', () => {
  it('reads the year it started in the five languages', () => {
    expect(heritageOf(said('Your trusted hardware supplier in Bulawayo since 1999.', '© 2025 RK Hardware'), none)).toMatchObject({ since: 1999, years: null });
    expect(heritageOf(said('Bulawayo’s Trusted Hardware Supplier — Est. 1999'), none)).toMatchObject({ since: 1999 });
    expect(heritageOf(said('Panadería y pastelería tradicional en Palma de Mallorca desde 1970.'), none)).toMatchObject({ since: 1970, place: 'Palma de Mallorca' });
    expect(heritageOf(said('Building materials for builders in Harare since 1998.'), none)).toMatchObject({ since: 1998, place: 'Harare' });
    expect(heritageOf(said('Familienbetrieb seit 1985 am Markt.'), none)).toMatchObject({ since: 1985 });
    expect(heritageOf(said('Votre école de danse à Nantes depuis 1992.'), none)).toMatchObject({ since: 1992 });
    expect(heritageOf(said('Desde 1974 que servimos o Porto com dedicação.'), none)).toMatchObject({ since: 1974 });
    expect(heritageOf(said('It was designed by Harold England and opened in 1973.'), none)).toMatchObject({ since: 1973 });
  });

  it('reads its years, said in a sentence or as a counter with its label', () => {
    expect(heritageOf(said('Dentistas con más de 25 años de experiencia en Irún.'), none)).toMatchObject({ since: null, years: 25, atLeast: true });
    expect(heritageOf(said('Over 30 years in business.'), none)).toMatchObject({ years: 30, atLeast: true });
    expect(heritageOf(said('40 Jahre Erfahrung im Handwerk.'), none)).toMatchObject({ years: 40, atLeast: false });
    const counters = [{ heading: null, blocks: said('4.3★', 'Google Reviews', '+50', 'Anos de experiência') }];
    expect(heritageOf([], counters)).toMatchObject({ years: 50, atLeast: true });
  });

  it('takes no price, no age, no customer’s years and no young business for the house’s history', () => {
    expect(heritageOf(said('Peles, desde 30,00€.', 'Desde 2000€ por projeto.'), none)).toBeNull();
    expect(heritageOf(said('Espace enfant (3–12 ans)', 'Up to 11 years old: $5 greens fee', 'Juniors 12 years and under.'), none)).toBeNull();
    expect(heritageOf(said('Cliente depuis 12 ans, je ne vais nulle part ailleurs.'), none)).toBeNull();
    // A counter before its script has run shows 0.
    expect(heritageOf([], [{ heading: null, blocks: said('0+', 'Years in Business') }])).toBeNull();
    // "Since 2023" beside "© 2025" is two years, no heritage to boast of.
    expect(heritageOf(said('Serving Geneva, NE with delicious homemade meals since 2023', '© 2025 Sister’s Café'), none)).toBeNull();
  });

  it('never reads the owner’s brief as the page', () => {
    expect(heritageOf([{ text: 'Mention we have been doing this since 1927.', where: 'prompt' }], none)).toBeNull();
  });
});
