/**
 * A campaign the owner edited, written back as a brief: labelled sentences in the kit's language
 * that readCampaign reads to the same parts, plus what the original brief said besides the
 * campaign (the owner's statements, things to avoid, emoji, person, form of address, language).
 */
import { readCampaign, type Campaign, type CampaignField } from './campaign.ts';
import { parseInstructions } from './instructions.ts';
import type { KitLanguage, UserInstructions } from './site-model.ts';
import { capitalizeFirst, splitSentences } from './text.ts';

/** The parts of a campaign the owner edits; who it is for travels as the target audience. */
export interface CampaignDraft {
  what: string | null;
  byWhen: string | null;
  price: string | null;
  points: string[];
  tone: string | null;
}

interface BriefWords {
  what: string;
  byWhen: string;
  price: string;
  point: string;
  tone: string;
  avoid: string;
  emoji: [on: string, off: string];
  person: Record<'I' | 'we', string>;
  address: Record<'formal' | 'informal', string>;
  language: Record<KitLanguage, string>;
}

const languageRequests: Record<KitLanguage, Record<KitLanguage, string>> = {
  en: { en: 'Write in English.', de: 'Write in German.', es: 'Write in Spanish.', fr: 'Write in French.', pt: 'Write in Portuguese.' },
  de: { en: 'Auf Englisch.', de: 'Auf Deutsch.', es: 'Auf Spanisch.', fr: 'Auf Französisch.', pt: 'Auf Portugiesisch.' },
  es: { en: 'En inglés.', de: 'En alemán.', es: 'En español.', fr: 'En francés.', pt: 'En portugués.' },
  fr: { en: 'En anglais.', de: 'En allemand.', es: 'En espagnol.', fr: 'En français.', pt: 'En portugais.' },
  pt: { en: 'Em inglês.', de: 'Em alemão.', es: 'Em espanhol.', fr: 'Em francês.', pt: 'Em português.' },
};

/** Labels readCampaign and parseInstructions read, one set per language. */
const words: Record<KitLanguage, BriefWords> = {
  en: {
    what: 'Promote',
    byWhen: 'Deadline',
    price: 'Offer',
    point: 'Mention',
    tone: 'Tone',
    avoid: 'Avoid',
    emoji: ['Use emoji.', 'No emoji.'],
    person: { I: 'Write in first person.', we: 'Write as a team, use "we".' },
    address: { formal: 'Formal address.', informal: 'Informal address.' },
    language: languageRequests.en,
  },
  de: {
    what: 'Bewerben',
    byWhen: 'Bis wann',
    price: 'Angebot',
    point: 'Erwähnen',
    tone: 'Ton',
    avoid: 'Vermeide',
    emoji: ['Mit Emojis.', 'Keine Emojis.'],
    person: { I: 'In der Ich-Form.', we: 'In der Wir-Form.' },
    address: { formal: 'Per Sie.', informal: 'Per du.' },
    language: languageRequests.de,
  },
  es: {
    what: 'Promocionar',
    byWhen: 'Plazo',
    price: 'Oferta',
    point: 'Mencionar',
    tone: 'Tono',
    avoid: 'Evita',
    emoji: ['Con emojis.', 'Sin emojis.'],
    person: { I: 'En primera persona.', we: 'En primera persona del plural.' },
    address: { formal: 'De usted.', informal: 'De tú.' },
    language: languageRequests.es,
  },
  fr: {
    what: 'Promouvoir',
    byWhen: 'Date limite',
    price: 'Offre',
    point: 'Citer',
    tone: 'Ton',
    avoid: 'Évitez',
    emoji: ['Avec des emojis.', 'Sans emoji.'],
    person: { I: 'À la première personne.', we: 'À la première personne du pluriel.' },
    address: { formal: 'Vouvoiement.', informal: 'Tutoiement.' },
    language: languageRequests.fr,
  },
  pt: {
    what: 'Divulgar',
    byWhen: 'Prazo',
    price: 'Oferta',
    point: 'Mencionar',
    tone: 'Tom',
    avoid: 'Evite',
    emoji: ['Com emojis.', 'Sem emojis.'],
    person: { I: 'Na primeira pessoa.', we: 'Na primeira pessoa do plural.' },
    address: { formal: 'Trate por o senhor.', informal: 'Trate por tu.' },
    language: languageRequests.pt,
  },
};

/** A value as one clause of a labelled sentence: no line breaks, no closing full stop. */
function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/gu, ' ').trim().replace(/[\s.!?;]+$/u, '');
}

/** A point the original brief stated as a clause ("CIFOZ certified" from "that we are CIFOZ certified") is written as that clause again. */
function statementOf(point: string, read: Campaign): string {
  const index = read.points.findIndex((item) => item.toLowerCase() === point.toLowerCase());
  if (index < 0) return point;
  const clause = read.evidence.find((entry) => entry.field === 'points' && entry.value === read.points[index])?.clause;
  const statement = read.evidence.find((entry) => entry.field === 'statements' && entry.clause === clause && entry.value.toLowerCase().endsWith(point.toLowerCase()));
  return statement?.value ?? point;
}

const campaignParts: ReadonlySet<CampaignField> = new Set(['what', 'byWhen', 'price', 'points', 'tone']);

/** The instructions of `original` that `written` has lost, as sentences in the kit's language. */
function lostInstructions(original: UserInstructions, written: UserInstructions, language: KitLanguage): string[] {
  const say = words[language];
  const lost: string[] = [];
  if (original.language && written.language !== original.language) lost.push(say.language[original.language]);
  if (original.person && written.person !== original.person) lost.push(say.person[original.person]);
  if (original.address && written.address !== original.address) lost.push(say.address[original.address]);
  if (original.emoji !== null && written.emoji !== original.emoji) lost.push(say.emoji[original.emoji ? 0 : 1]);
  const kept = new Set(written.avoid.map((item) => item.toLowerCase()));
  for (const item of original.avoid) if (!kept.has(item.toLowerCase())) lost.push(`${say.avoid} ${clean(item)}.`);
  return lost;
}

/**
 * The brief to generate with: the edited campaign as labelled sentences in the kit's language,
 * then every sentence of the original brief that held no campaign part (the owner's statements,
 * requests about emoji or address), then any instruction of the original those lost.
 */
export function writeCampaignBrief(draft: CampaignDraft, originalPrompt: string, language: KitLanguage): string {
  const say = words[language];
  const original = originalPrompt.trim();
  const read = readCampaign(original, '', language);
  const sentences: string[] = [];
  const what = clean(draft.what);
  if (what) sentences.push(`${say.what}: ${what}.`);
  const byWhen = clean(draft.byWhen);
  if (byWhen) sentences.push(`${say.byWhen}: ${byWhen}.`);
  const price = clean(draft.price);
  if (price) sentences.push(`${say.price}: ${price}.`);
  for (const point of draft.points.map(clean).filter(Boolean)) sentences.push(`${say.point}: ${statementOf(point, read)}.`);
  const tone = clean(draft.tone);
  if (tone) sentences.push(`${say.tone}: ${tone}.`);

  // Sentences of the original that gave the campaign a part are replaced by the draft; the rest stay.
  const replaced = read.evidence.filter((entry) => campaignParts.has(entry.field)).map((entry) => entry.clause.trim());
  const promptSentences = original ? splitSentences(original.replace(/^\s*(?:[-*•]|\d+[.)])\s+/gmu, ''), language) : [];
  for (const sentence of promptSentences) {
    if (!replaced.some((clause) => clause && (sentence.includes(clause) || clause.includes(sentence)))) sentences.push(sentence);
  }

  // The owner's statements are facts from the brief: each stays, said as the owner said it.
  const stated = new Set(readCampaign(sentences.join(' '), '', language).statements.map((statement) => statement.toLowerCase()));
  for (const statement of read.statements) if (!stated.has(statement.toLowerCase())) sentences.push(`${capitalizeFirst(clean(statement))}.`);

  const written = sentences.join(' ');
  const lost = lostInstructions(parseInstructions(original, ''), parseInstructions(written, ''), language);
  return [written, ...lost].filter(Boolean).join(' ');
}
