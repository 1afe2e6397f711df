import { trades, type Trade } from '@sitespark/site-model';
import { describe, expect, it } from 'vitest';
import type { BankVariant, CommonFrames, LanguageBank, TradeBank } from '../src/adapters/builtin/banks/bank.ts';
import { es } from '../src/adapters/builtin/banks/es.ts';
import { pt } from '../src/adapters/builtin/banks/pt.ts';

const knownSlots = new Set([
  'name',
  'feature',
  'feature2',
  'feature3',
  'detail',
  'item',
  'price',
  'place',
  'schedule',
  'quote',
  'author',
  'offer',
  'mention',
  'audience',
  'cta',
  'headline',
  'url',
  'domain',
]);
const notFacts = new Set(['name', 'url', 'domain']);
/** Roles that are not copy claims: greetings, signatures and the advice to the owner. */
const exemptRoles = new Set(['greetingFormal', 'greetingCasual', 'signOffFormal', 'signOffCasual', 'teamSignature', 'noTestimonialAdvice']);
const minimumCommon = 4;
const emojiPattern = /\p{Extended_Pictographic}/u;

function slotsOf(frame: string): string[] {
  return [...frame.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]!);
}

function apply(bank: LanguageBank, variant: BankVariant | undefined): LanguageBank {
  if (!variant) return bank;
  const merged: Record<Trade, TradeBank> = { ...bank.trades };
  for (const trade of trades) merged[trade] = { ...merged[trade], ...variant.trades?.[trade] };
  return { ...bank, common: { ...bank.common, ...variant.common } as CommonFrames, trades: merged };
}

/** Every combination the writer can ask for: base, casual, first person, both. */
function voices(bank: LanguageBank): Array<[string, LanguageBank]> {
  return [
    ['base', bank],
    ['casual', apply(bank, bank.casual)],
    ['first person', apply(bank, bank.firstPerson)],
    ['casual + first person', apply(apply(bank, bank.casual), bank.firstPerson)],
  ];
}

interface Labelled {
  where: string;
  role: string;
  frame: string;
}

function copyFrames(bank: LanguageBank): Labelled[] {
  const out: Labelled[] = [];
  for (const [role, value] of Object.entries(bank.common)) {
    for (const frame of Array.isArray(value) ? value : [value]) out.push({ where: `common.${role}`, role, frame });
  }
  for (const trade of trades) {
    const t = bank.trades[trade];
    for (const role of ['hooks', 'engagement', 'subjects', 'heroes'] as const) {
      for (const frame of t[role]) out.push({ where: `${trade}.${role}`, role, frame });
    }
  }
  return out;
}

function wordFrames(bank: LanguageBank): string[] {
  const w = bank.words;
  return [w.fitsLimit, ...w.budgetTips, ...w.emailTips, ...w.adAudiences, ...Object.values(w.checklist).flat(), ...Object.values(w.observations ?? {})];
}

/** The literal words of a frame once its slots are gone: its template shape. */
function literalWords(frame: string): string[] {
  return frame
    .replace(/\{\w+\}/gu, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

for (const bank of [es, pt]) {
  describe(`${bank.language} bank`, () => {
    for (const [voice, b] of voices(bank)) {
      describe(voice, () => {
        it('uses only known slots, and every copy frame names a fact slot', () => {
          const bad = copyFrames(b).filter(({ frame }) => slotsOf(frame).some((s) => !knownSlots.has(s)));
          expect(bad).toEqual([]);
          const templates = copyFrames(b).filter(({ role, frame }) => !exemptRoles.has(role) && !slotsOf(frame).some((s) => !notFacts.has(s)));
          expect(templates).toEqual([]);
        });

        it('has enough frames in every role', () => {
          for (const [role, value] of Object.entries(b.common)) {
            if (Array.isArray(value)) expect(value.length, `common.${role}`).toBeGreaterThanOrEqual(minimumCommon);
          }
          for (const trade of trades) {
            const t = b.trades[trade];
            expect(t.hooks.length, `${trade}.hooks`).toBeGreaterThanOrEqual(8);
            expect(t.engagement.length, `${trade}.engagement`).toBeGreaterThanOrEqual(5);
            expect(t.subjects.length, `${trade}.subjects`).toBeGreaterThanOrEqual(6);
            expect(t.heroes.length, `${trade}.heroes`).toBeGreaterThanOrEqual(4);
            expect(new Set(t.hooks).size, `${trade}.hooks has duplicates`).toBe(t.hooks.length);
          }
        });
      });
    }

    it('has no emoji in frames and no emoji-free emoji lists', () => {
      const withEmoji = [...copyFrames(bank), ...copyFrames(apply(bank, bank.casual)), ...copyFrames(apply(bank, bank.firstPerson))].filter(({ frame }) =>
        emojiPattern.test(frame),
      );
      expect(withEmoji).toEqual([]);
      expect(wordFrames(bank).filter((f) => emojiPattern.test(f))).toEqual([]);
      for (const trade of trades) {
        const { emoji } = bank.trades[trade];
        expect(emoji.length).toBeGreaterThanOrEqual(4);
        expect(emoji.length).toBeLessThanOrEqual(6);
        for (const e of emoji) expect(emojiPattern.test(e), `${trade}: ${e}`).toBe(true);
      }
    });

    it('labels calls to action as short buttons and keeps trade facts sensible', () => {
      for (const trade of trades) {
        const t = bank.trades[trade];
        expect(t.ctas.length, trade).toBeGreaterThanOrEqual(3);
        expect(t.ctas.length, trade).toBeLessThanOrEqual(5);
        for (const cta of t.ctas) {
          expect(cta.length, cta).toBeLessThanOrEqual(20);
          expect(cta).not.toMatch(/[{}.!?]/u);
        }
        expect(t.adPlatforms.length).toBeGreaterThan(0);
        expect(t.dailyBudget).toBeGreaterThan(0);
        expect(t.competitorInsight).toMatch(/\.$/u);
        expect(slotsOf(t.competitorInsight)).toEqual([]);
      }
    });

    it('has valid, distinct hashtags: CamelCase, no #, no spaces, at most 30 characters', () => {
      for (const trade of trades) {
        const tags = bank.trades[trade].hashtags;
        expect(tags.length, trade).toBeGreaterThanOrEqual(4);
        expect(tags.length, trade).toBeLessThanOrEqual(8);
        expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
        for (const tag of tags) {
          expect(tag, tag).toMatch(/^\p{Lu}[\p{L}\p{N}]*$/u);
          expect(tag.length).toBeLessThanOrEqual(30);
        }
      }
    });

    it('never reuses a template shape (3+ literal words) in another trade', () => {
      const owner = new Map<string, Trade>();
      const clashes: string[] = [];
      for (const variant of [bank, apply(bank, bank.casual), apply(bank, bank.firstPerson)]) {
        for (const trade of trades) {
          const t = variant.trades[trade];
          for (const frame of [...t.hooks, ...t.engagement, ...t.subjects, ...t.heroes]) {
            const words = literalWords(frame);
            if (words.length < 3) continue;
            const shape = words.join(' ');
            const first = owner.get(shape);
            if (first && first !== trade) clashes.push(`${first} / ${trade}: ${frame}`);
            else owner.set(shape, trade);
          }
        }
      }
      expect(clashes).toEqual([]);
    });

    it('writes its words and advice in the language', () => {
      expect(bank.words.for).toBe('para');
      for (const frame of wordFrames(bank)) {
        expect(slotsOf(frame).every((s) => /^[a-z]\w*$/u.test(s)), frame).toBe(true);
      }
      expect(bank.words.sendTimes.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(bank.words.observations ?? {}).sort()).toEqual(['hasProof', 'manyCtas', 'noCta', 'noProof', 'notFetched', 'topTerms']);
    });
  });
}

describe('Spanish grammar in frames', () => {
  const all = [es, apply(es, es.casual), apply(es, es.firstPerson)].flatMap((b) => [...copyFrames(b).map((f) => f.frame), ...wordFrames(b)]);

  it('opens every question and exclamation', () => {
    for (const frame of all) {
      const text = frame.replace(/\{\w+\}/gu, 'x');
      expect(text.split('?').length, frame).toBe(text.split('¿').length);
      expect(text.split('!').length, frame).toBe(text.split('¡').length);
    }
  });

  it('never puts "y" or "o" right before a slot (they become "e"/"u" before some words)', () => {
    expect(all.filter((f) => /(^|\s)[yo] \{/u.test(f))).toEqual([]);
  });

  it('keeps usted and tú apart: base frames never say tú, casual frames never say usted', () => {
    const word = (list: string): RegExp => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');
    const tu = word('tú|tu|tus|ti|te|contigo|eres|quieres|puedes|tienes|necesitas|buscas|encontrarás');
    const ud = word('usted|su|sus|encontrará|pregunte|pruebe|venga|apoye|díganos|cuéntenos');
    const base = copyFrames(es).map((f) => f.frame);
    expect(base.filter((f) => tu.test(f))).toEqual([]);
    const casualOnly = Object.values(es.casual?.common ?? {})
      .flat()
      .concat(Object.values(es.casual?.trades ?? {}).flatMap((t) => [...(t?.hooks ?? []), ...(t?.engagement ?? []), ...(t?.subjects ?? []), ...(t?.heroes ?? [])]));
    expect(casualOnly.filter((f) => typeof f === 'string' && ud.test(f.replace(/\{\w+\}/gu, '')))).toEqual([]);
  });

  it('formats send times as "martes, 10:00"', () => {
    for (const time of es.words.sendTimes) expect(time).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2}:\d{2}$/u);
    expect(es.words.linkInBio).toBe('enlace en la bio');
  });
});

describe('Portuguese grammar in frames', () => {
  const all = [pt, apply(pt, pt.firstPerson)].flatMap((b) => copyFrames(b).map((f) => f.frame));

  it('never needs an article to agree with a name or a place (na/no/da/do/em before {name} or {place})', () => {
    expect(all.filter((f) => /\b(em|no|na|nos|nas|do|da|dos|das|de|ao|à|pelo|pela|com|por)\s\{(name|place)\}/iu.test(f))).toEqual([]);
    expect(all.filter((f) => /\b(no|na|do|da|ao|à|pelo|pela)\s\{feature\d?\}/iu.test(f))).toEqual([]);
  });

  it('avoids words that only one side of the Atlantic uses', () => {
    const regional = /(?<!\p{L})(equipe|equipa|contato|contacto|planej\p{L}*|planear|compartilh\p{L}*|partilh\p{L}*|todo mundo|toda a gente|celular|telemóvel|ônibus|autocarro|fato|facto|conosco|connosco)(?!\p{L})/iu;
    const words = Object.values(pt.words).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : Object.values(v).flat()));
    expect([...all, ...words].filter((f) => regional.test(f))).toEqual([]);
  });

  it('uses no "tu" forms, no Spanish question marks', () => {
    expect(all.filter((f) => /\b(tu|teu|tua|teus|tuas|contigo|vós)\b/iu.test(f))).toEqual([]);
    expect(all.filter((f) => /[¿¡]/u.test(f))).toEqual([]);
  });

  it('formats send times as "terça-feira, 10h"', () => {
    for (const time of pt.words.sendTimes) expect(time).toMatch(/^(segunda|terça|quarta|quinta|sexta)-feira, \d{1,2}h(\d{2})?$|^(sábado|domingo), \d{1,2}h(\d{2})?$/u);
    expect(pt.words.linkInBio).toBe('link na bio');
  });
});
