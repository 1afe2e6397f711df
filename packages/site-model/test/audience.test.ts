import { describe, expect, it } from 'vitest';

import { audiencePhrase } from '../src/audience.ts';

describe('audiencePhrase', () => {
  it('reads after "for" in lower case, keeping names and acronyms', () => {
    expect(audiencePhrase('Finance managers and controllers at mid-sized companies', 'en')).toBe('finance managers and controllers at mid-sized companies');
    expect(audiencePhrase('Busy professionals in Portland who want fresh bread', 'en')).toBe('busy professionals in Portland who want fresh bread');
    expect(audiencePhrase('CFOs at SaaS startups', 'en')).toBe('CFOs at SaaS startups');
    expect(audiencePhrase('young couples planning a wedding.', 'en')).toBe('young couples planning a wedding');
    expect(audiencePhrase('For dog lovers!', 'en')).toBe('dog lovers');
  });

  it('drops a long relative clause at its boundary and fits about 60 characters by whole parts', () => {
    expect(audiencePhrase('Busy professionals in Portland who want fresh bread every single morning before work', 'en')).toBe('busy professionals in Portland');
    const long = audiencePhrase('Small Business Owners In Leeds And West Yorkshire Looking For Affordable Legal Advice', 'en');
    expect(long).toBe('small business owners in Leeds');
    expect(long!.length).toBeLessThanOrEqual(60);
  });

  it('keeps German nouns capitalised and lowers a leading adjective', () => {
    expect(audiencePhrase('Familien mit kleinen Kindern', 'de')).toBe('Familien mit kleinen Kindern');
    expect(audiencePhrase('Junge Familien, die ein Haustier adoptieren möchten und Zeit haben', 'de')).toBe('junge Familien');
  });

  it('handles Spanish, French and Portuguese', () => {
    expect(audiencePhrase('Parejas jóvenes que planean su boda', 'es')).toBe('parejas jóvenes que planean su boda');
    expect(audiencePhrase('Jeunes parents qui cherchent une crèche bienveillante près de chez eux à Lyon', 'fr')).toBe('jeunes parents');
    expect(audiencePhrase('Pequenas empresas em Lisboa', 'pt')).toBe('pequenas empresas em Lisboa');
  });

  it('never cuts a word', () => {
    const phrase = audiencePhrase('Independent veterinary practices across Northern England and Southern Scotland with growing teams', 'en') ?? '';
    const typed = 'Independent veterinary practices across Northern England and Southern Scotland with growing teams'.toLowerCase().split(' ');
    for (const word of phrase.toLowerCase().split(' ')) expect(typed).toContain(word);
    expect(phrase.length).toBeLessThanOrEqual(60);
  });

  it('returns null for empty input', () => {
    expect(audiencePhrase('', 'en')).toBeNull();
    expect(audiencePhrase('  .  ', 'de')).toBeNull();
  });
});
