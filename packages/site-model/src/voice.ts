/**
 * How a site speaks: the form of address it uses (formal or casual), who speaks (we, I or nobody),
 * how long its sentences are and whether it uses emoji. The writers match it.
 */
import type { KitLanguage, SiteVoice } from './site-model.ts';
import { hasEmoji, splitSentences, wordsOf } from './text.ts';

interface PronounSets {
  we: Set<string>;
  I: Set<string>;
  casual: Set<string>;
  formal: Set<string>;
}

const words = (list: string) => new Set(list.split(/\s+/u));

const pronouns: Record<KitLanguage, PronounSets> = {
  en: { we: words("we our ours us we're we've we'll ourselves"), I: words("i my mine me i'm i've i'll myself"), casual: words(''), formal: words('') },
  de: {
    we: words('wir uns unser unsere unseren unserem unserer unseres'),
    I: words('ich mich mir mein meine meinen meinem meiner meines'),
    casual: words('du dich dir dein deine deinen deinem deiner deines euch euer eure'),
    // Formal pronouns count only when capitalised mid-sentence: lower-case "sie"/"ihr" are she/they/her.
    formal: words('sie ihnen ihr ihre ihren ihrem ihrer ihres'),
  },
  es: {
    we: words('nosotros nosotras nuestro nuestra nuestros nuestras nos somos estamos tenemos ofrecemos'),
    I: words('yo mi mis mí me mío mía conmigo soy estoy tengo ofrezco'),
    casual: words('tú tu tus te ti contigo vosotros vosotras vuestro vuestra vuestros vuestras'),
    formal: words('usted ustedes'),
  },
  fr: {
    we: words('nous notre nos'),
    I: words("je j' moi mon ma mes"),
    casual: words("tu toi ton ta tes t'"),
    formal: words('vous votre vos'),
  },
  pt: {
    we: words('nós nosso nossa nossos nossas somos estamos temos oferecemos'),
    I: words('eu meu minha meus minhas sou estou tenho'),
    // "você" is the everyday neutral address in Portuguese marketing; it reads as the casual register.
    casual: words('tu te ti contigo teu tua teus tuas você vocês'),
    formal: words('senhor senhora senhores senhoras'),
  },
};

/** Spanish and Portuguese drop the subject pronoun: "Ofrecemos", "trabalhamos" speak as "we". */
function isFirstPersonPluralVerb(word: string): boolean {
  return word.length >= 6 && /(?:amos|emos|imos)$/u.test(word) && !/[áéíóú]/u.test(word) && !['mismos', 'extremos', 'supremos', 'ramos'].includes(word);
}

const casualEnglishWords = words("hey hi hiya folks awesome yay gonna wanna cool stoked y'all");
const contraction = /^\p{L}+(?:'|’)(?:re|ll|ve|m|d|s|t)$/u;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : Math.round((((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2) * 10) / 10;
}

/** Read the voice of a site from its paragraphs (body copy, not navigation), in the site's language. */
export function detectVoice(paragraphs: string[], language: KitLanguage): SiteVoice {
  const sets = pronouns[language];
  const sentences = paragraphs.flatMap((paragraph) => splitSentences(paragraph, language));
  const lengths: number[] = [];
  let we = 0;
  let I = 0;
  let casual = 0;
  let formal = 0;
  let contractions = 0;
  let exclamations = 0;
  let casualWords = 0;
  let usesEmoji = false;

  for (const sentence of sentences) {
    const tokens = wordsOf(sentence, language);
    lengths.push(tokens.length);
    if (sentence.endsWith('!')) exclamations++;
    if (!usesEmoji && hasEmoji(sentence)) usesEmoji = true;
    tokens.forEach((token, index) => {
      const word = token.toLowerCase().replace(/’/gu, "'");
      if ((sets.we.has(word) && token !== 'US') || ((language === 'es' || language === 'pt') && isFirstPersonPluralVerb(word))) we++;
      // English "I" is only a pronoun when capitalised; "i" in "i.e." is not.
      else if (sets.I.has(word) && (language !== 'en' || word !== 'i' || token === 'I')) I++;
      if (sets.casual.has(word)) casual++;
      if (sets.formal.has(word)) {
        if (language === 'de') {
          if (index > 0 && token[0] === token[0]?.toUpperCase()) formal++;
        } else if (language === 'pt') {
          if (/^(?:o|a|os|as)$/u.test(tokens[index - 1]?.toLowerCase() ?? '')) formal++;
        } else formal++;
      }
      if (language === 'fr' && /^(?:t'|j')/u.test(word)) {
        if (word.startsWith("t'")) casual++;
        else I++;
      }
      if (language === 'en') {
        if (contraction.test(token)) contractions++;
        if (casualEnglishWords.has(word)) casualWords++;
      }
    });
  }

  const sentenceWords = median(lengths);
  const count = Math.max(1, sentences.length);
  let register: SiteVoice['register'];
  if (casual + formal >= 1) {
    register = casual > formal ? 'casual' : 'formal';
  } else {
    // No pronoun of address (always so in English): contractions, exclamations, chatty words, short sentences, emoji.
    const casualMarks = [contractions / count >= 0.25, exclamations / count >= 0.15, casualWords > 0, sentenceWords > 0 && sentenceWords <= 9, usesEmoji].filter(Boolean).length;
    register = casualMarks >= 2 ? 'casual' : 'formal';
  }

  let person: SiteVoice['person'] = 'it';
  if (I >= 2 && I > we * 1.5) person = 'I';
  else if (we >= 1 && we >= I) person = 'we';
  else if (I >= 1) person = 'I';

  return { register, person, sentenceWords, usesEmoji };
}
