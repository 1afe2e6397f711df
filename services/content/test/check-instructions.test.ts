import { describe, expect, it } from 'vitest';
import { parseInstructions, readCampaign } from '@sitespark/site-model';
import { builtinCannotFollow, checkInstructions } from '../src/domain/check-instructions.ts';
import { handBuiltSite, kitWith, noInstructions } from './support/hand-built-site.ts';

const site = handBuiltSite({
  name: 'Tonwerk',
  url: 'https://tonwerk-leipzig.de',
  language: 'de',
  paragraphs: ['Unser Töpferkurs findet jeden Samstag statt und dauert drei Stunden.'],
});

const german = [
  'Unser Töpferkurs am Samstag dauert drei Stunden und du gehst mit deiner eigenen Schale nach Hause.',
  'Im Töpferkurs am Samstag lernst du das Drehen an der Scheibe in kleinen Gruppen.',
  'Der Töpferkurs am Samstag ist genau richtig für dich, wenn du neu anfängst.',
];
const germanEmail = 'Hallo! Unser Töpferkurs am Samstag hat noch freie Plätze für dich. Buche jetzt deinen Platz.';

function allPosts(options: string[]) {
  return { Twitter: options, LinkedIn: options, Instagram: options, Facebook: options };
}

describe('checkInstructions', () => {
  it('honours a German kit that follows every instruction', () => {
    const kit = kitWith(allPosts(german), { email: germanEmail, subject: 'Dein Töpferkurs am Samstag' });
    const check = checkInstructions(kit, { ...noInstructions, language: 'de', emoji: false, address: 'informal', mustMention: ['Töpferkurs am Samstag'] }, site, 'builtin');
    expect(check.notHonoured).toEqual([]);
    expect(check.honoured).toEqual(['Written in German', 'No emoji', 'Addresses the reader as “du”', 'Mentions “Töpferkurs am Samstag” in every post and the email']);
  });

  it('catches English in a German kit', () => {
    const kit = kitWith(allPosts([german[0]!, 'Join our pottery course this Saturday and take home a bowl you made yourself.', german[2]!]), { email: germanEmail });
    const check = checkInstructions(kit, { ...noInstructions, language: 'de' }, site, 'builtin');
    expect(check.notHonoured).toHaveLength(1);
    expect(check.notHonoured[0]!.instruction).toBe('Written in German');
    expect(check.notHonoured[0]!.reason).toMatch(/4 sentences are in another language .*Join our pottery course/);
  });

  it('catches an emoji when emoji are off', () => {
    const kit = kitWith(allPosts([german[0]!, `${german[1]} 🎨`, german[2]!]), { email: germanEmail });
    const check = checkInstructions(kit, { ...noInstructions, emoji: false }, site, 'builtin');
    expect(check.notHonoured.map((n) => n.instruction)).toEqual(['No emoji']);
    expect(check.notHonoured[0]!.reason).toMatch(/^4 pieces have emoji/);
  });

  it('catches a missing must-mention, matched as words and not as parts of words', () => {
    const posts = [...german.slice(0, 2), 'Komm in unsere Werkstatt und probiere die Scheibe aus.'];
    const kit = kitWith(allPosts(posts), { email: 'Hallo! Komm vorbei und probiere die Scheibe aus.' });
    const check = checkInstructions(kit, { ...noInstructions, mustMention: ['Töpferkurs am Samstag'] }, site, 'builtin');
    expect(check.notHonoured[0]!.reason).toBe('Missing from 4 of 12 posts and missing from the email.');
    // "Kurs" is not found inside "Töpferkurs".
    const partial = checkInstructions(kitWith(allPosts(german), { email: germanEmail }), { ...noInstructions, mustMention: ['Kurs'] }, site, 'builtin');
    expect(partial.notHonoured).toHaveLength(1);
  });

  it('counts a thing said either way round as said: "weekday guided tours" says "guided tours on weekdays"', () => {
    const english = handBuiltSite({ name: 'Blue Heron', url: 'https://blue-heron.test', language: 'en', paragraphs: ['Guided tours on the Silver River.'] });
    const posts = ['Book our weekday guided tours at Blue Heron.', 'Our weekday guided tours are back for otter season.', 'Who is joining us for a weekday guided tour?'];
    const kit = kitWith(allPosts(posts), { email: 'Hi there, our weekday guided tours are back.' });
    const campaign = readCampaign('Get people to book guided tours on weekdays.', '', 'en');
    const check = checkInstructions(kit, { ...noInstructions, language: 'en' }, english, 'builtin', campaign);
    expect(check.honoured).toContain('Promotes “guided tours on weekdays” in the posts and the email');
    expect(check.notHonoured).toEqual([]);
  });

  it('catches "we" in a first-person kit and formal address in a du-kit', () => {
    const kit = kitWith(allPosts(german), { email: 'Wir freuen uns auf Sie. Besuchen Sie unseren Kurs.' });
    const check = checkInstructions(kit, { ...noInstructions, person: 'I', address: 'informal' }, site, 'builtin');
    expect(check.notHonoured.map((n) => n.instruction)).toEqual(['Written in the first person (“I”)', 'Addresses the reader as “du”']);
  });

  it('lists a request the built-in writer cannot follow, and passes it to the model', () => {
    const kit = kitWith(allPosts(german), { email: germanEmail });
    const instructions = { ...noInstructions, unrecognised: ['write it as a limerick'] };
    expect(checkInstructions(kit, instructions, site, 'builtin').notHonoured).toEqual([{ instruction: 'write it as a limerick', reason: builtinCannotFollow }]);
    // The owner's statements of fact ask for nothing: never "not followed".
    const statements = { ...noInstructions, unrecognised: ["We're a family bakery since 1952.", 'write it as a limerick', 'Wir sind seit 2005 ein Familienbetrieb.'] };
    expect(checkInstructions(kit, statements, site, 'builtin').notHonoured.map((entry) => entry.instruction)).toEqual(['write it as a limerick']);
    expect(checkInstructions(kit, instructions, site, 'openai').honoured).toContain('Passed to the model: “write it as a limerick”');
  });

  it('finds a word to avoid as a word only', () => {
    const en = handBuiltSite({ name: 'Crumb', url: 'https://crumb.com', paragraphs: ['We bake bread.'] });
    const kit = kitWith(allPosts(['Our dissolution of old habits starts with fresh bread.', 'Fresh bread daily.', 'Cheap bread is not our thing.']));
    const check = checkInstructions(kit, { ...noInstructions, avoid: ['sso', 'cheap'] }, en, 'builtin');
    expect(check.honoured).toContain('Avoids “sso”');
    expect(check.notHonoured.map((n) => n.instruction)).toEqual(['Avoids “cheap”']);
  });
});

describe('the instruction check of a typed brief, as the campaign reads it', () => {
  const cafe = handBuiltSite({ name: 'Sisters Cafe', url: 'https://sisterscafe.example', paragraphs: ['Homemade food in Geneva.'] });
  const prompt = "We're adding a Friday fish fry this month — push it hard. Friendly small-town tone, mention we open at 7AM and the biscuits & gravy.";
  const campaign = readCampaign(prompt, 'Families around Geneva', 'en');
  const instructions = parseInstructions(prompt, 'Families around Geneva');
  const fishFry = "We're adding a Friday fish fry this month! Doors open at 7AM.";
  const withGravy = 'Our Friday fish fry starts this month. We open at 7AM for biscuits & gravy, as always.';
  const email = 'Hi! Our Friday fish fry starts this month. We open at 7AM for biscuits & gravy.';

  it('asks for a plain "mention" in at least half of the posts, and says it is followed when it is', () => {
    const kit = kitWith(allPosts([fishFry, withGravy, withGravy]), { email });
    const check = checkInstructions(kit, instructions, cafe, 'builtin', campaign);
    expect(check.notHonoured).toEqual([]);
    expect(check.honoured).toEqual(expect.arrayContaining(['Mentions “we open at 7AM” in at least half of the posts and the email', 'Mentions “biscuits & gravy” in at least half of the posts and the email', 'Promotes “Friday fish fry” in the posts and the email', 'Says “this month” in the posts and the email']));
    // "push it hard" asks for nothing to mention, and the campaign's own sentence is no request the writer "cannot follow".
    expect(JSON.stringify(check)).not.toMatch(/it hard|can't follow/u);
  });

  it('says what the kit leaves out: a campaign thing or a point missing from most posts', () => {
    const kit = kitWith(allPosts(['Come and see us in Geneva.', 'Homemade food, every day.', fishFry]), { email });
    const check = checkInstructions(kit, instructions, cafe, 'builtin', campaign);
    expect(check.notHonoured).toEqual(
      expect.arrayContaining([
        { instruction: 'Mentions “biscuits & gravy” in at least half of the posts and the email', reason: 'Missing from 12 of 12 posts.' },
        { instruction: 'Promotes “Friday fish fry” in the posts and the email', reason: 'Missing from 8 of 12 posts.' },
      ]),
    );
  });

  it('asks for a "must mention" in every post, and counts a post about one thing of several as promoting the campaign', () => {
    const hardware = handBuiltSite({ name: 'Stonebridge Supply', url: 'https://stonebridge.example', paragraphs: ['Building materials in Harare.'] });
    const brief = 'Rainy season is coming — promote roofing sheets, waterproofing and gutters. Must mention free expert advice.';
    const posts = ['Roofing sheets cut to length, with free expert advice, before the rainy season.', 'Gutters for the rainy season, with free expert advice.', 'Waterproofing before the rainy season.'];
    const check = checkInstructions(kitWith(allPosts(posts), { email: posts[0]! }), parseInstructions(brief, ''), hardware, 'builtin', readCampaign(brief, '', 'en'));
    expect(check.honoured).toContain('Promotes “roofing sheets, waterproofing and gutters” in the posts and the email');
    expect(check.notHonoured).toEqual([{ instruction: 'Mentions “free expert advice” in every post and the email', reason: 'Missing from 4 of 12 posts.' }]);
  });

  it("never counts the business's street and town as a sentence in another language", () => {
    const bakery = { ...handBuiltSite({ name: 'Forn Nou', url: 'https://fornnou.example', language: 'es', paragraphs: ['Panadería artesanal en Palma.'] }), contact: { phone: null, address: 'Camí de la Vileta, 152, 07011 Sa Vileta' } };
    const kit = kitWith(allPosts(['Estamos en Camí de la Vileta, 152, Sa Vileta.', 'Ven a probar nuestras ensaïmadas de Todos los Santos.', 'Hacemos pedidos para hoteles y restaurantes de Palma.']), { email: 'Hola, te esperamos en el horno con las ensaïmadas de siempre.' });
    expect(checkInstructions(kit, { ...noInstructions, language: 'es' }, bakery, 'builtin').honoured).toContain('Written in Spanish');
  });

  it("never counts a line in the page's own words as another language, and still catches one that is not", () => {
    const laundry = handBuiltSite({ name: 'Lavandaria Pelicano', url: 'https://pelicano.example', language: 'pt', paragraphs: ['Têxteis lar desde 4€/kg: edredons, cortinados, colchas e mantas.', 'Recolha e entrega ao domicílio no Grande Porto.'] });
    const posts = ['Têxteis lar, desde 4€/kg: edredons, cortinados, colchas, …', 'Recolha e entrega ao domicílio no Grande Porto, sem sair de casa.', 'A limpeza de edredões antes do inverno fica connosco.'];
    expect(checkInstructions(kitWith(allPosts(posts), { email: posts[1]! }), { ...noInstructions, language: 'pt' }, laundry, 'builtin').honoured).toContain('Written in Portuguese');
    const english = [...posts.slice(0, 2), 'We pick up and deliver your laundry anywhere in Porto.'];
    expect(checkInstructions(kitWith(allPosts(english), { email: posts[1]! }), { ...noInstructions, language: 'pt' }, laundry, 'builtin').notHonoured.map((entry) => entry.instruction)).toEqual(['Written in Portuguese']);
  });
});
