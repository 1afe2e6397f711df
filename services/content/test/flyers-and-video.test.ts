import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultOverlayStyle, TextOverlay, VideoContent } from '@sitespark/contracts';
import { readCampaign, type SiteModel } from '@sitespark/site-model';
import { composeVideoContent, musicGenreFor } from '../src/domain/compose-video-content.ts';
import { escapeXml, flyerFormats, layoutFlyer, measureFlyerText, renderFlyerSvg, type FlyerBox, type FlyerContent } from '../src/domain/create-flyers.ts';

const colors = { primary: '#0e7c66', secondary: '#1f2933', accent: '#ff8a3d', neutral: '#222222' };
const hostile = 'Acme <script>alert(1)</script> & "Sons" \u0001';

const contents: Record<string, FlyerContent> = {
  'long German': {
    name: 'Rechtsanwaltskanzlei Hartmann & Oberländer Partnerschaftsgesellschaft',
    headline: 'Familienrechtliche Beratung mit Festpreisgarantie für Trennungs- und Scheidungsverfahren in Nordrhein-Westfalen',
    copy: 'Wir begleiten Sie durch Trennung, Scheidung und Unterhaltsfragen, mit klaren Festpreisen und verständlicher Sprache. Unsere Fachanwältinnen beraten Sie persönlich, telefonisch oder per Video. Das Erstgespräch ist kostenlos und unverbindlich, und Termine gibt es auch samstags.',
    cta: 'Kostenloses Erstgespräch vereinbaren',
    domain: 'kanzlei-hartmann-oberlaender-familienrecht.de',
    features: ['Festpreis-Scheidung', 'Umgangs- und Sorgerechtsverfahren', 'Unterhaltsberechnung', 'Vermögensauseinandersetzung', 'Rechtsschutzversicherungsabwicklung'],
    colors,
    language: 'de',
  },
  'long French': {
    name: 'Atelier de Céramique des Quatre Saisons',
    headline: "Des cours de poterie pour adultes et enfants, au cœur du quartier de la Croix-Rousse, toute l'année",
    copy: "Nos ateliers hebdomadaires accueillent les débutants comme les céramistes confirmés, dans une ambiance chaleureuse et bienveillante où chacun avance à son rythme. Le matériel, la terre et les cuissons sont compris dans le prix. Offrez une carte cadeau à vos proches pour les fêtes de fin d'année.",
    cta: "Réserver un cours d'essai",
    domain: 'atelier-quatre-saisons-lyon.fr',
    features: ['Cours du soir en petits groupes de six personnes maximum', 'Stages intensifs pendant les vacances scolaires', 'Tournage et modelage', 'Cuissons raku'],
    colors,
    language: 'fr',
  },
  'long Portuguese': {
    name: 'Padaria Artesanal Fermento & Companhia',
    headline: 'Pão de fermentação natural feito todos os dias com farinhas biológicas de produtores portugueses',
    copy: 'Cozemos pão, bolos e pastelaria tradicional numa pequena oficina no centro de Coimbra, com encomendas para restaurantes, cafés e particulares. As massas fermentam durante quarenta e oito horas, o que torna o pão mais leve e mais fácil de digerir. Entregamos ao domicílio de terça a sábado.',
    cta: 'Encomendar para levantar amanhã de manhã',
    domain: 'fermento-e-companhia.pt',
    features: ['Pão de centeio com sementes', 'Pastéis de nata artesanais', 'Encomendas para eventos e casamentos', 'Entregas ao domicílio'],
    colors,
    language: 'pt',
  },
  'very short': { name: 'Mo', headline: 'Hi', copy: 'Yes.', cta: 'Go', domain: 'mo.io', features: ['A'], colors, language: 'en' },
  'no features, empty copy': { name: 'Bäckerei Krume', headline: 'Brot vom Holzofen', copy: '', cta: 'Vorbestellen', domain: 'krume.de', features: [], colors, language: 'de' },
  hostile: {
    name: hostile,
    headline: 'Ship </text><text>injected</text> faster & smarter',
    copy: 'A long subheading that needs wrapping across several lines so that the layout code has to do its job properly on every format.',
    cta: 'Start free trial',
    domain: 'acme.test',
    features: ['Real-time <b>Collaboration</b>', 'Automated Reports', 'Smart Scheduling'],
    colors,
  },
};

const bare = (word: string) => word.replace(/[,;:.]+$/, '');

function overlaps(a: FlyerBox, b: FlyerBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(box: FlyerBox, outer: FlyerBox): boolean {
  return box.x >= outer.x - 0.01 && box.y >= outer.y - 0.01 && box.x + box.width <= outer.x + outer.width + 0.01 && box.y + box.height <= outer.y + outer.height + 0.01;
}

describe('flyer layout', () => {
  const cases = Object.keys(contents).flatMap((name) => flyerFormats.map((format) => [name, format] as const));

  it.each(cases)('%s text on %o: no line overlaps another or the button, everything inside the canvas', (name, format) => {
    const content = contents[name]!;
    const layout = layoutFlyer(format, content);
    const canvas = { x: 0, y: 0, width: format.width, height: format.height };
    const u = Math.min(format.width, format.height) / 1080;
    const margin = { x: 80 * u - 1, y: 80 * u - 1, width: format.width - 160 * u + 2, height: format.height - 160 * u + 2 };
    expect(layout.lines.length).toBeGreaterThan(0);
    for (const line of layout.lines) {
      expect(inside(line.box, canvas), `${line.role} "${line.text}" leaves the canvas`).toBe(true);
      expect(inside(line.box, margin), `${line.role} "${line.text}" leaves the margins`).toBe(true);
      // What the box says is what the font measures.
      expect(line.width).toBeCloseTo(measureFlyerText(line.text, line.size, line.weight), 5);
      expect(line.text).not.toMatch(/…|\.\.\.$/);
    }
    for (const [i, a] of layout.lines.entries()) {
      for (const b of layout.lines.slice(i + 1)) expect(overlaps(a.box, b.box), `"${a.text}" overlaps "${b.text}"`).toBe(false);
      if (a.role === 'cta') expect(inside(a.box, layout.button)).toBe(true);
      else expect(overlaps(a.box, layout.button), `"${a.text}" runs under the button`).toBe(false);
    }
    expect(inside(layout.button, margin)).toBe(true);
    if (layout.accentBar) for (const line of layout.lines) expect(overlaps(line.box, layout.accentBar)).toBe(false);
  });

  it.each(Object.keys(contents))('%s: every word shown is a whole word of the text, shortened only by sentences or clauses', (name) => {
    const content = contents[name]!;
    const words = new Set(`${content.name.toUpperCase()} ${content.headline} ${content.copy} ${content.cta} ${content.domain} ${content.features.join(' ')}`.split(/\s+/).map(bare));
    for (const format of flyerFormats) {
      const layout = layoutFlyer(format, content);
      for (const line of layout.lines) for (const word of line.text.split(' ').map(bare)) expect(words.has(word), `"${word}" in ${format.platform}`).toBe(true);
      const shownCopy = layout.shown.copy;
      if (shownCopy && shownCopy !== content.copy) {
        expect(content.copy.startsWith(shownCopy.replace(/[.!?]$/, ''))).toBe(true);
        expect(shownCopy).toMatch(/[.!?]$|[^,;:]$/);
      }
    }
  });

  it('keeps the whole headline and copy at full size when they are short, and shrinks type only for what no shortening fits', () => {
    expect(layoutFlyer(flyerFormats[0], contents['very short']!).scale).toBe(1);
    const german = layoutFlyer(flyerFormats[0], contents['long German']!);
    expect(german.shown.headline).toBe(contents['long German']!.headline);
    expect(german.scale).toBeLessThan(1);
    expect(german.scale).toBeGreaterThanOrEqual(0.5);
  });

  it('never ends a headline on a dangling "who" or an ellipsis, even when it arrived cut', () => {
    const layout = layoutFlyer(flyerFormats[1], { ...contents['very short']!, headline: 'The studio for busy professionals in Portland who…' });
    expect(layout.shown.headline).toBe('The studio for busy professionals in Portland');
  });
});

describe('flyer SVG', () => {
  it.each(flyerFormats)('renders a valid $platform SVG of $width x $height with escaped text, in the kit language', async (format) => {
    const svg = renderFlyerSvg(format, contents.hostile!);
    expect(svg).not.toMatch(/<script|<b>|<\/text><text>injected/);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('stop-color="#0e7c66"');
    expect(svg).toContain('@font-face{font-family:Inter');
    expect(renderFlyerSvg(format, contents['long German']!)).toContain('xml:lang="de"');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe('svg');
    expect([meta.width, meta.height]).toEqual([format.width, format.height]);
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
    // Rasterising a print page (2550 x 3300) takes seconds on a busy 2-core machine: the budget is the work's, not the default 5 s.
  }, 60_000);

  it('ignores colours that are not plain hex', () => {
    const svg = renderFlyerSvg(flyerFormats[0], { ...contents.hostile!, colors: { ...colors, accent: 'red" onload="alert(1)' } });
    expect(svg).not.toContain('onload');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});

const src = (text: string, where = 'paragraph') => ({ text, where });

function site(overrides: Partial<SiteModel> = {}): SiteModel {
  return {
    url: 'https://brightloop.io/',
    domain: 'brightloop.io',
    fetched: true,
    fetchNote: null,
    name: 'Brightloop',
    nameSource: 'title',
    language: 'en',
    languageEvidence: 'the page declares lang="en"',
    type: 'SaaS',
    trade: 'software',
    typeEvidence: ['free trial'],
    typeConfidence: 0.9,
    headline: src('Status reports that write themselves', 'h1'),
    description: src('Brightloop turns your Jira and GitHub activity into a weekly status report.', 'meta description'),
    offers: [],
    features: [{ name: 'Automated reports', description: 'Every Friday at 4 pm, a summary lands in Slack.', source: src('Automated reports', 'heading') }],
    prices: [{ item: 'Team plan', amount: '$12/month', source: src('Team plan $12/month', 'price') }],
    location: null,
    schedule: [],
    testimonials: [{ quote: 'We dropped our Monday status meeting.', author: 'Priya S., Head of Engineering', source: src('We dropped our Monday status meeting.', 'testimonial') }],
    callsToAction: ['Start free trial'],
    audienceCues: [],
    voice: { register: 'casual', person: 'we', sentenceWords: 12, usesEmoji: false },
    keyPhrases: ['status reports', 'automated reports'],
    sentences: [],
    outline: [],
    snippetDescriptions: ['Dashboard'],
    brand: { colors, found: true, evidence: [] },
    ...overrides,
  };
}

describe('video content', () => {
  const snippets = [
    { description: 'Dashboard', imageUrl: '/api/media/snippets/u1/a.png', bytes: null, thumbnail: 'data:image/webp;base64,AAAA' },
    { description: 'Reports', imageUrl: '/api/media/snippets/u1/b.png', bytes: null, thumbnail: 'data:image/webp;base64,BBBB' },
  ];

  it('has five 6-second sections whose overlays say what the site says, and a music brief without an invented track', () => {
    const video = composeVideoContent({ site: site(), snippets, prompt: '' });
    expect(VideoContent.safeParse(video).success).toBe(true);
    expect(video.sections.map((s) => s.name)).toEqual(['Hero', 'Features', 'Benefits', 'Social Proof', 'Call to Action']);
    expect(video.sections.map((s) => s.image)).toEqual(['/api/media/snippets/u1/a.png', '/api/media/snippets/u1/b.png', '/api/media/snippets/u1/a.png', '/api/media/snippets/u1/b.png', '/api/media/snippets/u1/a.png']);
    expect(video.slideshowData.transitionTimings).toEqual([6, 6, 6, 6, 6]);
    expect(video.duration).toBe(30);
    expect(video.screenshotCount).toBe(2);
    expect(video.slideshowData.textOverlays.map((o) => o.text)).toEqual([
      'Brightloop\nStatus reports that write themselves',
      'Automated reports\nEvery Friday at 4 pm, a summary lands in Slack.',
      'Team plan\n$12/month',
      '“We dropped our Monday status meeting.”\n— Priya S., Head of Engineering',
      'Start free trial\nbrightloop.io',
    ]);
    for (const overlay of video.slideshowData.textOverlays) {
      expect(TextOverlay.parse(overlay)).toEqual(overlay);
      expect(overlay).toMatchObject(defaultOverlayStyle);
    }
    expect(video.slideshowData.audioScript).toMatch(/^Meet Brightloop\. .*Start free trial at brightloop\.io\.$/);
    expect(video.musicSelection).toMatchObject({ genre: 'Electronic', musicUrl: null });
    expect(musicGenreFor(site())).toBe('Electronic');
    expect(video.platformOptimizations.map((p) => p.platform)).toEqual(['YouTube', 'Instagram', 'TikTok', 'Twitter', 'LinkedIn', 'Facebook']);
    expect(video.platformOptimizations.find((p) => p.platform === 'YouTube')!.optimalLength).toBe(30);
    expect(video.platformOptimizations.flatMap((p) => p.hashtagStrategy).join(' ')).not.toMatch(/LearnOnTikTok|SmallBusinessTikTok/);
  });

  it("falls back to the spec's lines only where a site gives nothing", () => {
    const bare = site({ headline: null, description: null, features: [], prices: [], testimonials: [], callsToAction: [] });
    expect(composeVideoContent({ site: bare, snippets, prompt: '' }).slideshowData.textOverlays.map((o) => o.text)).toEqual([
      'Brightloop\nProfessional Solutions',
      'SaaS\nTrusted Excellence',
      'Advanced Features\nPowerful Tools',
      'Get Started Today\nVisit Our Website',
      'Transform Your Future\nWith Brightloop',
    ]);
  });

  /** The spec's default lines (English, German): the overlay editor's empty state, never a read site's video. */
  const stockLines = /Professional Solutions|Trusted Excellence|Advanced Features|Powerful Tools|Get Started Today|Visit Our Website|Transform Your Future|Professionelle Lösungen|Bewährte Qualität|Durchdachte Leistungen|Starke Werkzeuge|Jetzt starten|Besuchen Sie unsere Website|Gestalten Sie Ihre Zukunft/;

  it('says the brief the kit was written for: slide 1, the narration and the TikTok and Reels hook open on the campaign', () => {
    const video = composeVideoContent({ site: site(), snippets, prompt: 'Promote the Team plan until June 30. Stress that setup takes five minutes.', targetAudience: 'engineering managers' });
    const overlays = video.slideshowData.textOverlays.map((o) => o.text);
    expect(overlays[0]).toBe('Brightloop\nTeam plan until June 30');
    expect(overlays[2]).toBe('Setup takes five minutes');
    expect(overlays.join(' ')).not.toMatch(stockLines);
    expect(video.sections[0]!.text).toBe(overlays[0]);
    expect(video.slideshowData.audioScript).toMatch(/^Team plan at Brightloop until June 30\. Setup takes five minutes\. .*Start free trial at brightloop\.io\.$/);
    const hook = (platform: string) => video.platformOptimizations.find((p) => p.platform === platform)!.hookLine;
    expect(hook('TikTok')).toBe('Team plan at Brightloop until June 30.');
    expect(hook('Instagram')).toBe('Team plan at Brightloop until June 30.');
  });

  it('fills every slide of a read site, in its language, with or without a brief', () => {
    const sparse = site({ description: null, features: [], prices: [], testimonials: [], callsToAction: [] });
    const own = composeVideoContent({ site: sparse, snippets, prompt: '' }).slideshowData.textOverlays.map((o) => o.text);
    expect(own[0]).toBe('Brightloop\nStatus reports that write themselves');
    expect(own[4]).toBe('Visit brightloop.io');
    expect(own.join(' ')).not.toMatch(stockLines);
    const german = site({ name: 'Kanzlei Hartmann', domain: 'kanzlei-hartmann.de', language: 'de', type: 'Professional Services', headline: src('Familienrecht mit Festpreisen', 'h1'), description: null, features: [], prices: [], testimonials: [], callsToAction: [], location: src('Köln') });
    const campaign = readCampaign('Bewirb die Festpreis-Scheidung bis Ende Juni. Betone, dass das Erstgespräch kostenlos ist.', '', 'de');
    const video = composeVideoContent({ site: german, snippets, prompt: 'ignored: the campaign given wins', campaign });
    const overlays = video.slideshowData.textOverlays.map((o) => o.text);
    expect(overlays[0]).toBe('Kanzlei Hartmann\nFestpreis-Scheidung bis Ende Juni');
    expect(overlays).toContain('Das Erstgespräch ist kostenlos');
    expect(overlays.join(' ')).not.toMatch(stockLines);
    expect(video.slideshowData.audioScript).toMatch(/^Festpreis-Scheidung bei Kanzlei Hartmann bis Ende Juni\. Das Erstgespräch ist kostenlos\. /);
    expect(video.platformOptimizations.find((p) => p.platform === 'TikTok')!.hookLine).toBe('Festpreis-Scheidung bei Kanzlei Hartmann bis Ende Juni.');
  });

  it('writes a German site in German: sections, overlays, narration and the page language', () => {
    const german = site({
      name: 'Kanzlei Hartmann',
      domain: 'kanzlei-hartmann.de',
      language: 'de',
      type: 'Professional Services',
      headline: src('Familienrecht mit Festpreisen', 'h1'),
      description: null,
      features: [{ name: 'Festpreis-Scheidung', description: 'Ein Preis, vorab vereinbart.', source: src('Festpreis-Scheidung', 'heading') }],
      prices: [],
      testimonials: [],
      callsToAction: ['Erstgespräch vereinbaren'],
    });
    const video = composeVideoContent({ site: german, snippets, prompt: '' });
    expect(video.sections[4]!.name).toBe('Handlungsaufruf');
    expect(video.htmlTemplate).toContain('<html lang="de">');
    expect(video.slideshowData.textOverlays[0]!.text).toBe('Kanzlei Hartmann\nFamilienrecht mit Festpreisen');
    expect(video.slideshowData.textOverlays.map((o) => o.text).join(' ')).not.toMatch(/Professional Solutions|Trusted Excellence|Get Started/);
    expect(video.slideshowData.audioScript).toMatch(/^Das ist Kanzlei Hartmann\./);
  });

  it("narrates in the form of address the user asked for ('Tutea al lector')", () => {
    const spanish = site({ language: 'es', name: 'Gestoría Albero', voice: { register: 'formal', person: 'we', sentenceWords: 14, usesEmoji: false } });
    expect(composeVideoContent({ site: spanish, snippets, prompt: '' }).slideshowData.audioScript).toMatch(/^Les presentamos Gestoría Albero\./);
    expect(composeVideoContent({ site: spanish, snippets, prompt: 'Tutea al lector.', address: 'informal' }).slideshowData.audioScript).toMatch(/^Te presentamos Gestoría Albero\./);
  });

  it('attaches the music library track of the chosen genre once the media service has made it', () => {
    const video = composeVideoContent({ site: site(), snippets, prompt: '', libraryTrack: { key: 'library/builtin/electronic-neon-circuit-v1.mp3', genre: 'Electronic' } });
    expect(video.musicSelection).toMatchObject({ genre: 'Electronic', musicUrl: '/api/media/library/builtin/electronic-neon-circuit-v1.mp3' });
  });

  it('builds a self-contained slideshow page with escaped text', () => {
    const video = composeVideoContent({ site: site({ name: '<img src=x onerror=alert(1)>' }), snippets, prompt: '' });
    expect(video.htmlTemplate).toMatch(/^<!doctype html>/);
    expect(video.htmlTemplate).not.toContain('<img src=x');
    expect(video.htmlTemplate).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(video.htmlTemplate).toContain('data:image/webp;base64,AAAA');
    expect(video.htmlTemplate).not.toMatch(/<(link|script)[^>]+(src|href)=/);
    expect(video.htmlTemplate.match(/class="slide/g)).toHaveLength(5);
  });
});
