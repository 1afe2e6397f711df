import { describe, expect, it } from 'vitest';

import { capitalizeFirst, fitSentences, isStopword, joinList, midSentence, splitSentences, wordsOf } from '../src/text.ts';

describe('splitSentences', () => {
  it('gives the same sentences however often it is asked, whatever a caller did with the last answer', () => {
    const text = 'We open at 7AM. Try the biscuits and gravy.';
    const first = splitSentences(text, 'en');
    first.push('Something a caller added.');
    first[0] = 'changed';
    expect(splitSentences(text, 'en')).toEqual(['We open at 7AM.', 'Try the biscuits and gravy.']);
  });

  it('keeps English abbreviations, initials and decimals inside their sentence', () => {
    const text = 'Open 7 a.m. to 3 p.m. daily. Call Dr. Smith at Acme Co. today! "Best bread," says Dana K. from Portland. A loaf costs $12.50. Mr. Jones agrees.';
    expect(splitSentences(text, 'en')).toEqual([
      'Open 7 a.m. to 3 p.m. daily.',
      'Call Dr. Smith at Acme Co. today!',
      '"Best bread," says Dana K. from Portland.',
      'A loaf costs $12.50.',
      'Mr. Jones agrees.',
    ]);
  });

  it('ends a sentence after p.m. when a new sentence starts', () => {
    expect(splitSentences('We close at 6 p.m. Call us before then.', 'en')).toEqual(['We close at 6 p.m.', 'Call us before then.']);
  });

  it('handles German z. B., ca., bzw., Nr. and dates', () => {
    const text = 'Wir backen z. B. Roggenbrot und Dinkel. Das kostet ca. 4,50 € bzw. 5 € pro Stück. Hof Nr. 5 ist offen. Am 3. Oktober geschlossen. Dr. Müller berät Sie gern.';
    expect(splitSentences(text, 'de')).toEqual([
      'Wir backen z. B. Roggenbrot und Dinkel.',
      'Das kostet ca. 4,50 € bzw. 5 € pro Stück.',
      'Hof Nr. 5 ist offen.',
      'Am 3. Oktober geschlossen.',
      'Dr. Müller berät Sie gern.',
    ]);
  });

  it('handles Spanish, French and Portuguese titles and company forms', () => {
    expect(splitSentences('La Sra. García y el Sr. López le esperan. Abrimos a las 9 a. m. El precio es 12,50 €.', 'es')).toEqual([
      'La Sra. García y el Sr. López le esperan.',
      'Abrimos a las 9 a. m.',
      'El precio es 12,50 €.',
    ]);
    expect(splitSentences('M. Dupont et Mme Martin vous accueillent. Le cabinet Dupont S.A. est à Paris. Prix : 4,5 €.', 'fr')).toEqual([
      'M. Dupont et Mme Martin vous accueillent.',
      'Le cabinet Dupont S.A. est à Paris.',
      'Prix : 4,5 €.',
    ]);
    expect(splitSentences('O Sr. Silva e a Sra. Costa atendem. A empresa fica no Porto.', 'pt')).toEqual(['O Sr. Silva e a Sra. Costa atendem.', 'A empresa fica no Porto.']);
  });

  it('breaks at line breaks, middots and pipes between blocks', () => {
    expect(splitSentences('Home | About · Contact\nFresh bread daily', 'en')).toEqual(['Home', 'About', 'Contact', 'Fresh bread daily']);
  });

  it('splits a long page into every one of its sentences', () => {
    const page = 'Open 7 a.m. to 3 p.m. daily. Call Dr. Smith at Acme Co. today! Our rye costs $4.50 and sells out fast. '.repeat(1000);
    expect(splitSentences(page, 'en')).toHaveLength(3000);
  });
});

describe('words and stopwords', () => {
  it('returns words without punctuation and keeps contractions and decimals whole', () => {
    expect(wordsOf("Don't miss the Töpferkurs — 12,50 €!", 'de')).toEqual(["Don't", 'miss', 'the', 'Töpferkurs', '12,50']);
  });

  it('knows function words per language, case-insensitively', () => {
    expect(isStopword('The', 'en')).toBe(true);
    expect(isStopword('unsere', 'de')).toBe(true);
    expect(isStopword('nuestro', 'es')).toBe(true);
    expect(isStopword('votre', 'fr')).toBe(true);
    expect(isStopword('você', 'pt')).toBe(true);
    expect(isStopword('bread', 'en')).toBe(false);
  });
});

describe('midSentence', () => {
  it('lowers Title Case labels but keeps acronyms, inner capitals and names', () => {
    expect(midSentence('Automated Reports', 'en')).toBe('automated reports');
    expect(midSentence('API Access for CFO Teams', 'en')).toBe('API access for CFO teams');
    expect(midSentence('iPhone Cases', 'en')).toBe('iPhone cases');
    expect(midSentence('Walks in Lisbon', 'en')).toBe('walks in Lisbon');
    expect(midSentence('Follow-Up Emails', 'en')).toBe('follow-up emails');
  });

  it('keeps words the page capitalises mid-sentence', () => {
    expect(midSentence('Biscuit', 'en', new Set(['Biscuit']))).toBe('Biscuit');
    expect(midSentence('Passeios em Lisboa', 'pt', new Set(['Lisboa']))).toBe('passeios em Lisboa');
    expect(midSentence('Clases de Cerámica', 'es')).toBe('clases de cerámica');
    expect(midSentence('Cours de Poterie', 'fr')).toBe('cours de poterie');
  });

  it('keeps every German noun capitalised', () => {
    expect(midSentence('Festpreis-Scheidung', 'de')).toBe('Festpreis-Scheidung');
    expect(midSentence('Frische Brötchen', 'de')).toBe('frische Brötchen');
    expect(midSentence('Töpferkurs am Samstag', 'de')).toBe('Töpferkurs am Samstag');
  });
});

describe('joinList and capitalizeFirst', () => {
  it('joins with each language’s conjunction', () => {
    expect(joinList(['rye', 'spelt', 'sourdough'], 'en')).toBe('rye, spelt and sourdough');
    expect(joinList(['Roggen', 'Dinkel'], 'de')).toBe('Roggen und Dinkel');
    expect(joinList(['pan', 'vino'], 'es')).toBe('pan y vino');
    expect(joinList(['pan', 'vino', 'hielo'], 'es')).toBe('pan, vino y hielo');
    expect(joinList(['madre', 'hija'], 'es')).toBe('madre e hija');
    expect(joinList(['pain', 'vin'], 'fr')).toBe('pain et vin');
    expect(joinList(['pão', 'vinho'], 'pt')).toBe('pão e vinho');
    expect(joinList(['only'], 'en')).toBe('only');
  });

  it('capitalises the first letter after opening punctuation', () => {
    expect(capitalizeFirst('¿dónde estamos?')).toBe('¿Dónde estamos?');
    expect(capitalizeFirst('"fresh" bread')).toBe('"Fresh" bread');
  });
});

describe('fitSentences', () => {
  it('keeps whole sentences that fit', () => {
    expect(fitSentences('We bake every morning. Our rye is seeded and slow. Come by.', 30, 'en')).toBe('We bake every morning.');
  });

  it('falls back to whole clauses of the first sentence and never cuts a word', () => {
    expect(fitSentences('We bake every morning with care, using flour from local mills, and you taste it.', 40, 'en')).toBe('We bake every morning with care.');
    expect(fitSentences('Wir backen jeden Morgen, mit Mehl aus der Region.', 30, 'de')).toBe('Wir backen jeden Morgen.');
  });

  it('returns an empty string when not even a clause fits', () => {
    expect(fitSentences('Unbelievably long opening clause without any break at all here.', 10, 'en')).toBe('');
  });

  it('does not break at abbreviations when fitting', () => {
    expect(fitSentences('Dr. Osei answers within a day. Fixed fees from £450.', 35, 'en')).toBe('Dr. Osei answers within a day.');
  });
});

describe('casing the page does not have', () => {
  it('does not capitalise a word after a leading amount or number', () => {
    expect(capitalizeFirst('$25 off any plumbing check')).toBe('$25 off any plumbing check');
    expect(capitalizeFirst('10 % de descuento en mayo')).toBe('10 % de descuento en mayo');
    expect(capitalizeFirst('iPhone cases in stock')).toBe('iPhone cases in stock');
    expect(capitalizeFirst('«nos ateliers»')).toBe('«Nos ateliers»');
  });

  it('reads a first word followed by an article as a verb, not a first name', () => {
    expect(midSentence('Foster a pet', 'en')).toBe('foster a pet');
    expect(midSentence('Mark your calendar', 'en')).toBe('mark your calendar');
    expect(midSentence('Hannah the baker', 'en')).toBe('Hannah the baker');
    expect(midSentence('Walks in Lisbon', 'en')).toBe('walks in Lisbon');
  });
});
