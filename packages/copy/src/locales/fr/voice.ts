/**
 * A French clause moved into the kit's voice: the owner's person (nous → je) and the register the
 * kit speaks to the reader in (vous ↔ tu), with the verbs, possessives and pronouns that go with
 * them. A clause it cannot move with confidence comes back null, so the writer never prints
 * "tu pouvez" or "je proposons".
 */
import { wordEntry } from '@sitespark/site-model';
import { je, possessive, vowelSound } from './grammar.ts';

/** JavaScript's \\b knows only ASCII letters: "ma" would match in "maîtrise". */
const edge = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`;
const compiled = new Map<string, RegExp>();
function U(pattern: RegExp): RegExp {
  const key = `${pattern.flags}/${pattern.source}`;
  let regex = compiled.get(key);
  if (!regex) {
    regex = new RegExp(pattern.source.replaceAll(String.raw`\b`, edge), pattern.flags);
    compiled.set(key, regex);
  }
  regex.lastIndex = 0;
  return regex;
}

/** vous-form → tu-form, for verbs that do not follow the -ez → -es rule. */
const vousToTu: Record<string, string> = {
  êtes: 'es', avez: 'as', allez: 'vas', faites: 'fais', dites: 'dis', pouvez: 'peux', voulez: 'veux', devez: 'dois', savez: 'sais', venez: 'viens', prenez: 'prends', tenez: 'tiens',
  mettez: 'mets', voyez: 'vois', recevez: 'reçois', lisez: 'lis', écrivez: 'écris', inscrivez: 'inscris', suivez: 'suis', vivez: 'vis', sortez: 'sors', partez: 'pars', dormez: 'dors', sentez: 'sens',
  servez: 'sers', apprenez: 'apprends', comprenez: 'comprends', attendez: 'attends', rendez: 'rends', répondez: 'réponds', perdez: 'perds', vendez: 'vends', entendez: 'entends', descendez: 'descends',
  connaissez: 'connais', reconnaissez: 'reconnais', buvez: 'bois', croyez: 'crois', courez: 'cours', obtenez: 'obtiens', revenez: 'reviens', devenez: 'deviens', découvrez: 'découvres', offrez: 'offres', ouvrez: 'ouvres',
};
/** Imperative vous-form → tu-form ("réservez" → "réserve", "venez" → "viens"). */
const imperativeToTu: Record<string, string> = {
  allez: 'va', faites: 'fais', dites: 'dis', venez: 'viens', prenez: 'prends', tenez: 'tiens', mettez: 'mets', voyez: 'vois', lisez: 'lis', écrivez: 'écris', inscrivez: 'inscris', suivez: 'suis',
  sortez: 'sors', partez: 'pars', servez: 'sers', apprenez: 'apprends', attendez: 'attends', rendez: 'rends', répondez: 'réponds', soyez: 'sois', ayez: 'aie', sachez: 'sache', revenez: 'reviens',
  découvrez: 'découvre', offrez: 'offre', ouvrez: 'ouvre', appelez: 'appelle', essayez: 'essaie', recevez: 'reçois', croyez: 'crois', courez: 'cours',
};
/** nous-form → je-form where -ons → -e does not hold. */
const nousToJe: Record<string, string> = {
  sommes: 'suis', avons: 'ai', allons: 'vais', faisons: 'fais', disons: 'dis', pouvons: 'peux', voulons: 'veux', devons: 'dois', savons: 'sais', venons: 'viens', prenons: 'prends', tenons: 'tiens',
  mettons: 'mets', voyons: 'vois', recevons: 'reçois', lisons: 'lis', écrivons: 'écris', suivons: 'suis', vivons: 'vis', sortons: 'sors', partons: 'pars', servons: 'sers', apprenons: 'apprends',
  attendons: 'attends', rendons: 'rends', répondons: 'réponds', vendons: 'vends', entendons: 'entends', connaissons: 'connais', buvons: 'bois', croyons: 'crois', produisons: 'produis',
  construisons: 'construis', cuisons: 'cuis', rejoignons: 'rejoins', peignons: 'peins', obtenons: 'obtiens', devenons: 'deviens', revenons: 'reviens', soutenons: 'soutiens', intervenons: 'interviens',
  offrons: 'offre', ouvrons: 'ouvre', accueillons: 'accueille', cueillons: 'cueille', appelons: 'appelle', achetons: 'achète', étions: 'étais', avions: 'avais',
};

const subjectContext = U(/(?:^|[,;:.!?(—–-]\s*|\b(?:et|ou|mais|si|s'|quand|lorsque|que|qu'|où|comme|puis|donc|alors|dès que)\s+)$/iu);
const prepositions = U(/\b(?:pour|avec|chez|de|à|par|sans|entre|sur|après|avant|selon|envers|auprès de|près de|contre|vers)\s+$/iu);

function keepCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toLocaleUpperCase() + replacement.slice(1) : replacement;
}

/** A determiner of one word replaced by its possessive for the noun after it ("votre énergie" → "ton énergie"). */
function possessiveBefore(owner: 'I' | 'tu', rest: string): string | null {
  const noun = rest.split(/[,.;:!?()—–]|\s(?:et|ou|qui|que|pour|avec|à|de|du|des)\s/u)[0]!.trim();
  if (!noun) return null;
  const phrase = possessive(owner, noun);
  return phrase.split(/\s/u)[0]!;
}

/** The verb after a subject, with the pronouns and "ne" that may stand between ("vous n'y trouverez" ). */
const verbAfterSubject = /^(\s+)((?:(?:ne|n['’]|le|la|les|l['’]|y|en|lui|leur|me|m['’]|te|t['’]|se|s['’]|nous|vous)(?:\s+|(?<=['’])))*)([\p{L}-]+)/iu;
const cEst = U(/\bc['’]est\s+$/iu);

/** "me occupe" → "m'occupe", "ne ai" → "n'ai": a clitic before a vowel sound. */
function elide(phrase: string): string {
  return phrase.replace(U(/\b(me|te|se|ne|le|la)\s+(?=(\S+))/giu), (m, word: string, next: string) => (vowelSound(next) ? `${word.charAt(0)}'` : m));
}

/** An object pronoun before the word that follows it: "t'accueille", "te propose". */
function objectBefore(pronoun: 'te' | 'me', next: string): string {
  return vowelSound(next) ? `${pronoun.charAt(0)}'` : `${pronoun} `;
}

/**
 * Moves every "vous" (or "nous") of a text to the other person: the subject with its verb and the
 * pronouns between them, an object before its verb, a stressed pronoun after a preposition.
 */
function moveSubject(text: string, from: 'vous' | 'nous', to: { subject: 'tu' | 'je'; object: 'te' | 'me'; stressed: 'toi' | 'moi' }, moveVerb: (verb: string) => string | null): string | null {
  const pattern = from === 'vous' ? U(/\bvous\b/giu) : U(/\bnous\b/giu);
  const reflexive = from === 'vous' ? U(/\bvous(?:\s+|$)/giu) : U(/\bnous(?:\s+|$)/giu);
  let result = '';
  let index = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    if (match.index < index) continue;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    result += text.slice(index, match.index);
    index = match.index + match[0].length;
    const run = verbAfterSubject.exec(after);
    const next = after.trimStart();
    if (prepositions.test(before) || cEst.test(before)) {
      // "pour vous accueillir": the infinitive's object; "chez vous": the stressed pronoun.
      if (run && !run[2] && /(?:er|ir|re|oir)$/iu.test(run[3]!) && !/^(?:chez|avec|sans|entre|selon)$/iu.test(before.trim().split(/\s+/u).pop() ?? '')) {
        result += keepCase(match[0], objectBefore(to.object, next));
        index += after.length - next.length;
      } else result += keepCase(match[0], to.stressed);
      continue;
    }
    if (!(subjectContext.test(before) && run)) {
      result += keepCase(match[0], objectBefore(to.object, next));
      index += after.length - next.length;
      continue;
    }
    const [, space, between, word] = run;
    const verb = moveVerb(word!.toLocaleLowerCase());
    if (!verb) return null;
    const phrase = elide(`${between!.replace(reflexive, `${to.object} `)}${verb}`);
    result += keepCase(match[0], to.subject === 'je' ? je(phrase) : `tu ${phrase}`);
    index += space!.length + between!.length + word!.length;
  }
  return result + text.slice(index);
}

/**
 * Moves a clause from "vous" to "tu". Null when a verb after "vous" is not one it knows how to move.
 */
export function vousToTuClause(text: string): string | null {
  let failed = false;
  // Reflexive imperatives first: "inscrivez-vous" → "inscris-toi", "laissez-vous" → "laisse-toi".
  let out = text.replace(U(/\b([\p{L}]+ez)-vous\b/giu), (_m, verb: string) => `${keepCase(verb, wordEntry(imperativeToTu, verb.toLocaleLowerCase()) ?? verb.toLocaleLowerCase().replace(/ez$/u, 'e'))}-toi`);
  out = out.replace(U(/\b([\p{L}]+ez)-nous\b/giu), (_m, verb: string) => `${keepCase(verb, wordEntry(imperativeToTu, verb.toLocaleLowerCase()) ?? verb.toLocaleLowerCase().replace(/ez$/u, 'e'))}-nous`);
  out = out.replace(U(/\b([\p{L}]+ez)-moi\b/giu), (_m, verb: string) => `${keepCase(verb, wordEntry(imperativeToTu, verb.toLocaleLowerCase()) ?? verb.toLocaleLowerCase().replace(/ez$/u, 'e'))}-moi`);
  // "vous-même"
  out = out.replace(U(/\bvous-même\b/giu), (m) => keepCase(m, 'toi-même'));
  // Possessives.
  out = out.replace(U(/\b(votre)\s+(?=(\S.*))/giu), (m, word: string, rest: string) => {
    const form = possessiveBefore('tu', rest);
    if (!form) failed = true;
    return `${keepCase(word, form ?? 'ton')} `;
  });
  out = out.replace(U(/\bvos\b/giu), (m) => keepCase(m, 'tes'));
  out = out.replace(U(/\b(le|la|les)\s+vôtres?\b/giu), (_m, article: string) => ({ le: 'le tien', la: 'la tienne', les: 'les tiens' })[article.toLocaleLowerCase() as 'le' | 'la' | 'les']);
  // "vous" as subject, object or after a preposition.
  const moved = moveSubject(out, 'vous', { subject: 'tu', object: 'te', stressed: 'toi' }, (verb) => wordEntry(vousToTu, verb) ?? moveEz(verb));
  if (moved === null) return null;
  let result = moved;
  // Imperatives that open a clause: "Réservez dès maintenant" → "Réserve dès maintenant"; "n'hésitez pas" → "n'hésite pas".
  result = result.replace(U(/(^|[.!?:;]\s+|,\s+|\bet\s+)(n['’])?([\p{L}]+ez)(?=[\s,.!?]|$)/giu), (m, lead: string, neg: string | undefined, verb: string) => {
    const lower = verb.toLocaleLowerCase();
    if (/^(?:chez|assez|nez|rez)$/u.test(lower)) return m;
    return `${lead}${neg ?? ''}${keepCase(verb, wordEntry(imperativeToTu, lower) ?? lower.replace(/ez$/u, 'e'))}`;
  });
  return failed ? null : result;
}

/** "trouverez" → "trouveras", "réservez" → "réserves", "pourriez" → "pourrais"; null when the word is no vous-form. */
function moveEz(verb: string): string | null {
  if (verb.endsWith('rez') && verb.length > 5) return verb.replace(/rez$/u, 'ras');
  if (verb.endsWith('iez')) return verb.replace(/iez$/u, 'ais');
  if (verb.endsWith('issez')) return verb.replace(/issez$/u, 'is');
  if (verb.endsWith('ez')) return verb.replace(/ez$/u, 'es');
  return null;
}

/** Moves a clause from "tu" to "vous"; null when it cannot. */
export function tuToVousClause(text: string): string | null {
  const tuToVous: Record<string, string> = { es: 'êtes', as: 'avez', vas: 'allez', fais: 'faites', dis: 'dites', peux: 'pouvez', veux: 'voulez', dois: 'devez', sais: 'savez', viens: 'venez', prends: 'prenez', vois: 'voyez', reçois: 'recevez', mets: 'mettez' };
  let failed = false;
  let out = text.replace(U(/\b(tu)(\s+)((?:ne\s+|n['’])?(?:(?:le|la|les|l['’]|y|en)\s*)*)([\p{L}]+)/giu), (_m, tu: string, space: string, between: string, verb: string) => {
    const lower = verb.toLocaleLowerCase();
    const moved = wordEntry(tuToVous, lower) ?? (lower.endsWith('ras') ? lower.replace(/ras$/u, 'rez') : lower.endsWith('ais') ? lower.replace(/ais$/u, 'iez') : lower.endsWith('es') ? lower.replace(/es$/u, 'ez') : null);
    if (!moved) failed = true;
    return `${keepCase(tu, 'vous')}${space}${between}${moved ?? verb}`;
  });
  out = out.replace(U(/\b(ton|ta)\s/giu), (m, word: string) => `${keepCase(word, 'votre')} `).replace(U(/\btes\b/giu), (m) => keepCase(m, 'vos'));
  out = out.replace(U(/\btoi\b/giu), (m) => keepCase(m, 'vous')).replace(U(/\bt['’](?=\p{L})/giu), 'vous ').replace(U(/\bte\s/giu), 'vous ');
  if (U(/-toi\b/u).test(text)) failed = true;
  return failed ? null : out;
}

/** Moves a clause from "nous" to "je" ("nous proposons" → "je propose", "notre atelier" → "mon atelier"); null when it cannot. */
export function nousToJeClause(text: string): string | null {
  let failed = false;
  // "nous sommes diplômés": the adjective's gender for one person is unknown.
  if (U(/\bnous\s+(?:ne\s+)?sommes\s+(?:pas\s+)?\p{L}+s\b/iu).test(text)) return null;
  let out = text.replace(U(/\b(notre)\s+(?=(\S.*))/giu), (_m, word: string, rest: string) => `${keepCase(word, possessiveBefore('I', rest) ?? 'mon')} `);
  out = out.replace(U(/\bnos\b/giu), (m) => keepCase(m, 'mes'));
  out = out.replace(U(/\b(le|la|les)\s+nôtres?\b/giu), (_m, article: string) => ({ le: 'le mien', la: 'la mienne', les: 'les miens' })[article.toLocaleLowerCase() as 'le' | 'la' | 'les']);
  out = out.replace(U(/-nous\b/giu), '-moi');
  const moved = moveSubject(out, 'nous', { subject: 'je', object: 'me', stressed: 'moi' }, (verb) => wordEntry(nousToJe, verb) ?? moveOns(verb));
  return failed ? null : moved;
}

function moveOns(verb: string): string | null {
  if (verb.endsWith('rons') && verb.length > 6) return verb.replace(/rons$/u, 'rai');
  if (verb.endsWith('ions')) return verb.replace(/ions$/u, 'ais');
  if (verb.endsWith('issons')) return verb.replace(/issons$/u, 'is');
  if (verb.endsWith('geons')) return verb.replace(/geons$/u, 'ge');
  if (verb.endsWith('çons')) return verb.replace(/çons$/u, 'ce');
  if (verb.endsWith('ons')) return verb.replace(/ons$/u, 'e');
  return null;
}

/** Words that tell the person and the register a text is in. */
export const speaks = {
  vous: (text: string) => U(/\b(?:vous|votre|vos|vôtres?)\b|(?:^|[.!?:;,]\s+|\bet\s+)(?:n['’])?\p{L}{2,}ez(?=[\s,.!?]|$)/iu).test(text) && !/^(?:chez|assez)\b/iu.test(text),
  tu: (text: string) => U(/\b(?:tu|ton|ta|tes|toi)\b|\bt['’](?=\p{L})|-toi\b/iu).test(text),
  nous: (text: string) => U(/\b(?:nous|notre|nos|nôtres?)\b/iu).test(text),
  je: (text: string) => U(/\b(?:je|mon|ma|mes|moi)\b|\bj['’](?=\p{L})|\bm['’](?=\p{L})/iu).test(text),
};

/**
 * A text (the owner's clause or the site's sentence) in the kit's voice: its register (tu or vous)
 * and person (we or I). Null when it speaks in another voice and cannot be moved.
 */
const moved = new Map<string, string | null>();

export function inVoice(text: string, voice: { casual: boolean; person: 'we' | 'I' }): string | null {
  const key = `${voice.casual ? 'tu' : 'vous'}|${voice.person}|${text}`;
  if (moved.has(key)) return moved.get(key)!;
  const result = moveVoice(text, voice);
  if (moved.size > 5000) moved.clear();
  moved.set(key, result);
  return result;
}

function moveVoice(text: string, voice: { casual: boolean; person: 'we' | 'I' }): string | null {
  let out: string | null = text;
  if (voice.casual && speaks.vous(out)) out = vousToTuClause(out);
  else if (!voice.casual && speaks.tu(out)) out = tuToVousClause(out);
  if (out === null) return null;
  if (voice.person === 'I' && speaks.nous(out)) out = nousToJeClause(out);
  else if (voice.person === 'we' && speaks.je(out)) return null;
  return out;
}
