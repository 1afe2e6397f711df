import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../src/build-site-model.ts';
import { readPage } from '../src/read-page.ts';
import type { UserInstructions } from '../src/site-model.ts';

const noInstructions: UserInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

// Served from an address, as in development and on a preview link: the host never names the business.
function modelOf(html: string, url = 'http://127.0.0.1:8080/') {
  return buildSiteModel({ url, facts: readPage(html, url), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null });
}

const page = (lang: string, head: string, body: string) => `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;

describe('the business name, as a person reads it off the page', () => {
  it('takes the name from the logo when the title only names the page', () => {
    const model = modelOf(
      page('en', '<title>Home</title>', `<header><a class="navbar-brand" href="/"><img src="/img/mark.png" alt="Bramble & Birch Florists"></a>
      <nav><a href="/">Home</a><a href="/weddings">Weddings</a></nav></header>
      <h1>Flowers for every day</h1><p>Seasonal bouquets tied by hand every morning.</p>`),
    );
    expect(model.name).toBe('Bramble & Birch Florists');
    expect(model.nameSource).toBe('the logo');
  });

  it('never takes the town from a title that ends with it, nor reads the copyright line as a place', () => {
    const model = modelOf(
      page('en', '<title>Two Sisters Diner - Home Cooking | Marlow, KS</title>', `<header><img class="logo" src="/logo.png" alt="Two Sisters Diner logo"></header>
      <h1>Welcome to Two Sisters Diner</h1><p>Home cooking in Marlow, KS since 1988.</p>
      <footer><p>© 2025 Two Sisters Diner. All rights reserved.</p></footer>`),
    );
    expect(model.name).toBe('Two Sisters Diner');
    expect(model.location?.text ?? '').not.toMatch(/Sisters/);
  });

  it('reads the name after a greeting in each language, and the copyright holder beside a year', () => {
    const de = modelOf(page('de', '<title>Startseite</title>', '<h1>Willkommen beim Grillhaus Am Markt</h1><p>Döner und Dürüm, täglich frisch.</p><footer><p>© 2026 Grillhaus Am Markt</p></footer>'));
    expect(de.name).toBe('Grillhaus Am Markt');
    const fr = modelOf(page('fr', '<title>Accueil</title>', '<h1>Bienvenue chez Atelier Lune</h1><p>Des bougies coulées à la main.</p><footer><p>© 2024 Atelier Lune · Tous droits réservés</p></footer>'));
    expect(fr.name).toBe('Atelier Lune');
    const pt = modelOf(page('pt', '<title>Lavandaria Gaivota – Braga</title>', '<h1>Limpeza a seco desde 1970</h1><footer><p>© 2026 Lavandaria Gaivota · Braga</p></footer>'));
    expect(pt.name).toBe('Lavandaria Gaivota');
  });

  it('keeps the page title\'s spelling over a logo written in capitals', () => {
    const model = modelOf(page('en', '<title>Cedar Creek Canoes</title>', '<div class="logo">CEDAR CREEK CANOES</div><h1>CEDAR CREEK CANOES</h1><p>Canoe rentals on the creek.</p>'));
    expect(model.name).toBe('Cedar Creek Canoes');
  });

  it('writes the name with the capitals the page gives it where the title lower-cases it', () => {
    const model = modelOf(
      page('fr', '<title>La maison du thé</title>', `<h1>Maison du Thé</h1><h2>La Maison du Thé</h2>
      <p>La Maison du Thé vous accueille du mardi au samedi.</p><p>Toute l'actualité de la maison du thé sur notre page.</p>
      <p>Nos thés : LA MAISON DU THÉ sélectionne chaque récolte.</p>`),
    );
    expect(model.name).toBe('La Maison du Thé');
  });

  it('drops the page name after a colon and a place after "en"', () => {
    expect(modelOf(page('en', '<title>Rossi Catering: Home</title>', '<h1>Our mission is good food at fair prices.</h1>')).name).toBe('Rossi Catering');
    expect(modelOf(page('es', '<title>Clínica Dental Arrieta en Tolosa | Dentistas desde 1990</title>', '<h1>Tu sonrisa, en buenas manos</h1>')).name).toBe('Clínica Dental Arrieta');
  });

  it('turns the domain into words only when the page names nothing, and never shows an address', () => {
    expect(modelOf(page('en', '', '<p>Open daily.</p>'), 'https://harbour-lane-guesthouse.co.uk/').name).toBe('Harbour Lane Guesthouse');
    expect(modelOf(page('en', '<title>Cosy rooms by the sea</title>', '<h1>Cosy rooms by the sea</h1>')).name).not.toMatch(/127\.0\.0\.1/);
  });
});
