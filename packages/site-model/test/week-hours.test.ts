import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';
import { isDayLabel, isHoursValue } from '../src/week-hours.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };
const page = (lang: string, title: string, head: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
const home = 'https://example.test/';
const hoursOf = (html: string) => buildSiteModel({ url: home, facts: readPage(html, home), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null }).schedule.map((s) => s.text);

describe('opening hours laid out day by day', () => {
  it('knows a day label and a row of hours in the five languages', () => {
    for (const label of ['Monday:', 'Mon – Fri', 'Samstag', 'Lunes a Viernes', 'Domingos y festivos', 'Lundi', 'Seg–Sex', 'Sábado']) expect(isDayLabel(label), label).toBe(true);
    for (const label of ['Mondays are for tea', 'Special events', 'Sauna']) expect(isDayLabel(label), label).toBe(false);
    for (const value of ['9:00–13:00 · 16:00–20:00', '7AM–2PM', '7:30 AM – 5:30 PM', '9h–19h', 'Fermé', 'Cerrado', 'geschlossen', '10 – 18 Uhr']) expect(isHoursValue(value), value).toBe(true);
    for (const value of ['Call to book', '3 bedrooms', '12 €', '25']) expect(isHoursValue(value), value).toBe(false);
  });

  it('reads a day and its hours set in two spans, closed days too, in the page language before structured data', () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"HairSalon","name":"Salon Iris","openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":"Tuesday","opens":"09:00","closes":"18:00"}]}</script>`;
    const row = (day: string, hours: string) => `<div><span>${day}</span><span>${hours}</span></div>`;
    const html = page('fr', 'Salon Iris', jsonLd, `<h1>Salon Iris</h1><p>Coiffure à Annecy.</p><footer><h4>Horaires</h4><div class="hours">${row('Lundi', 'Fermé')}${row('Mardi', '9h–18h')}${row('Samedi', '9h–13h')}${row('Dimanche', 'Fermé')}</div></footer>`);
    expect(hoursOf(html).slice(0, 4)).toEqual(['Lundi: Fermé', 'Mardi: 9h–18h', 'Samedi: 9h–13h', 'Dimanche: Fermé']);
    expect(hoursOf(html)[4]).toBe('Tuesday 09:00–18:00');
  });

  it('reads the rows of an hours table, a list and day labels in their own elements', () => {
    const table = page('de', 'Praxis Lind', '', `<h1>Praxis Lind</h1><h2>Sprechzeiten</h2><table><tr><td>Mo – Do</td><td>8:00 – 18:00</td></tr><tr><td>Freitag</td><td>8:00 – 13:00</td></tr><tr><td>Samstag</td><td>geschlossen</td></tr></table>`);
    expect(hoursOf(table).slice(0, 3)).toEqual(['Mo – Do: 8:00 – 18:00', 'Freitag: 8:00 – 13:00', 'Samstag: geschlossen']);
    const columns = page('en', 'Corner Books', '', `<h1>Corner Books</h1><h2>Opening times</h2><table><tr><th>Day</th><th>Opens</th><th>Closes</th></tr><tr><td>Monday</td><td>9:00</td><td>17:30</td></tr><tr><td>Saturday</td><td>10:00</td><td>16:00</td></tr><tr><td>Sunday</td><td>Closed</td></tr></table>`);
    expect(hoursOf(columns).slice(0, 3)).toEqual(['Monday: 9:00–17:30', 'Saturday: 10:00–16:00', 'Sunday: Closed']);
    const list = page('en', 'Maple Diner', '', `<h1>Maple Diner</h1><h3>Hours</h3><ul class="hours"><li><span>Monday:</span> <span>6AM–3PM</span></li><li><span>Sunday:</span> <span>Closed</span></li></ul>`);
    expect(hoursOf(list).slice(0, 2)).toEqual(['Monday: 6AM–3PM', 'Sunday: Closed']);
    const rows = page('pt', 'Oficina Sol', '', `<h1>Oficina Sol</h1><div class="row"><span class="day">Segunda a Sexta</span><span class="hours">9:00 – 19:00</span></div><div class="row"><span class="day">Sábado</span><span class="hours">Encerrado</span></div>`);
    expect(hoursOf(rows).slice(0, 2)).toEqual(['Segunda a Sexta: 9:00 – 19:00', 'Sábado: Encerrado']);
  });

  it('keeps structured data when the page shows no day rows', () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Pan Vivo","openingHours":"Mo-Fr 07:00-14:00"}</script>`;
    expect(hoursOf(page('es', 'Pan Vivo', jsonLd, '<h1>Pan Vivo</h1><p>Pan de masa madre en Valencia.</p>')).length).toBeGreaterThan(0);
  });

  it('never reads a blog post date ("Mar" over "25") as a day and its hours', () => {
    const post = (month: string, day: string, title: string) => `<article><div class="date"><span>${month}</span><span>${day}</span></div><h3>${title}</h3><p>News from the workshop.</p></article>`;
    const html = page('en', 'Oak & Iron', '', `<h1>Oak &amp; Iron</h1>${post('Mar', '25', 'New oak tables')}${post('Mar', '12', 'Spring open day')}`);
    expect(hoursOf(html).filter((text) => text.startsWith('Mar:'))).toEqual([]);
  });
});
