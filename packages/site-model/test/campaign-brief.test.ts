import { describe, expect, it } from 'vitest';

import { readCampaign } from '../src/campaign.ts';
import { writeCampaignBrief } from '../src/campaign-brief.ts';
import { kitLanguages, type KitLanguage } from '../src/site-model.ts';

const briefs: Record<KitLanguage, string> = {
  en: 'We want to push the spring sale: 20% off all bikes until April 30. Keep it upbeat and short. Remember to mention free fitting and that we are a family shop. No emoji.',
  de: 'Bitte die Sommerwochen bewerben: 59 € pro Nacht. Wir sind seit 2005 ein Familienbetrieb. Ton: herzlich, per du. Erwähne auch, dass Hunde willkommen sind.',
  es: 'Promociona las clases de yoga para embarazadas hasta el 15 de junio. Primera clase gratis. Recordar que hay vestuarios. Tono cercano, sin tecnicismos.',
  fr: "Promo printemps sur l'atelier cuisine : -15 % sur la deuxième séance. Ton complice, pas de jargon. Citer le parking gratuit. Vouvoiement.",
  pt: 'Divulgue as aulas de surf para iniciantes até ao fim de setembro. Primeira aula grátis! Lembrar que o material está incluído. Sem emojis.',
};

function draftOf(brief: string, language: KitLanguage) {
  const { what, byWhen, price, points, tone } = readCampaign(brief, '', language);
  return { what, byWhen, price, points, tone };
}

describe('writeCampaignBrief', () => {
  it.each(kitLanguages)('writes an unedited %s campaign back to a brief read the same, instructions kept', (language) => {
    const original = readCampaign(briefs[language], '', language);
    const written = writeCampaignBrief(draftOf(briefs[language], language), briefs[language], language);
    const again = readCampaign(written, '', language);
    for (const field of ['what', 'byWhen', 'price', 'points', 'tone', 'avoid', 'emoji', 'person', 'address'] as const) expect(again[field]).toEqual(original[field]);
    expect([...again.statements].sort()).toEqual([...original.statements].sort());
  });

  it('writes the owner\'s edits in the kit\'s language and keeps the rest of the brief', () => {
    const draft = { ...draftOf(briefs.de, 'de'), what: 'Herbstwochen', byWhen: 'bis Ende Oktober', points: ['Sauna', 'Hunde sind willkommen'] };
    const written = writeCampaignBrief(draft, briefs.de, 'de');
    expect(written).toContain('Bewerben: Herbstwochen.');
    expect(written).toContain('Wir sind seit 2005 ein Familienbetrieb.');
    expect(readCampaign(written, '', 'de')).toMatchObject({ what: 'Herbstwochen', byWhen: 'bis Ende Oktober', price: '59 € pro Nacht', points: ['Sauna', 'Hunde sind willkommen'], tone: 'herzlich', address: 'informal' });
  });

  it('writes an empty draft over an empty brief as an empty brief', () => {
    expect(writeCampaignBrief({ what: null, byWhen: null, price: null, points: [], tone: null }, '', 'fr')).toBe('');
  });
});
