import { describe, expect, it } from 'vitest';
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
