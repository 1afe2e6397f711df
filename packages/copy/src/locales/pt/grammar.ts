/**
 * Portuguese grammar for the writer: the gender and number of a noun phrase the owner or the site
 * names (so it gets the right article), the contractions of a preposition with that article
 * (de + o = do, em + a = na, a + a = à, por + os = pelos), the casing of a site's Title Case label,
 * and the two written standards: European Portuguese (tu, "connosco", "contacto") and Brazilian
 * Portuguese (você, "conosco", "contato").
 */
import { wordEntry } from '@sitespark/site-model';

export type Gender = 'm' | 'f';
export type Variety = 'pt' | 'br';

const articles = new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas']);
const possessives = new Set(['meu', 'minha', 'meus', 'minhas', 'teu', 'tua', 'teus', 'tuas', 'seu', 'sua', 'seus', 'suas', 'nosso', 'nossa', 'nossos', 'nossas', 'vosso', 'vossa', 'vossos', 'vossas']);
/** Words that already determine a noun phrase: no article goes before them. */
const determiners = new Set(['este', 'esta', 'estes', 'estas', 'esse', 'essa', 'esses', 'essas', 'aquele', 'aquela', 'aqueles', 'aquelas', 'todo', 'toda', 'todos', 'todas', 'cada', 'qualquer', 'algum', 'alguma', 'alguns', 'algumas', 'vários', 'várias', 'muitos', 'muitas', 'outro', 'outra', 'outros', 'outras', 'dois', 'duas', 'três', 'mais', 'menos', 'do', 'da', 'dos', 'das', 'no', 'na', 'nos', 'nas', 'ao', 'à', 'aos', 'às']);
/** Adjectives that may stand before the noun; when they inflect they tell the gender. */
const prenominal = /^(?:nov[oa]s?|primeir[oa]s?|segund[oa]s?|últim[oa]s?|pequen[oa]s?|velh[oa]s?|nov[oa]|bo[ma]s?|boas|verdadeir[oa]s?|autêntic[oa]s?|antig[oa]s?|long[oa]s?|curt[oa]s?|grandes?|melhor(?:es)?|mega|super|mini|famos[oa]s?|deliciosos?|deliciosas?|tradicionais|tradicional|clássic[oa]s?|exclusiv[oa]s?|únic[oa]s?|mesm[oa]s?|própri[oa]s?)$/iu;

/** Masculine nouns that end like feminine ones, and feminine nouns that end like masculine ones. */
const masculine = new Set(
  `dia mapa programa sistema problema tema clima idioma diploma poema esquema telefonema cinema drama planeta cometa sofá chá pijama dilema aroma panorama carisma enigma lema trauma karma guia dentista artista motorista cliente estudante
  edredão feijão pão cão avião cartão salão limão verão portão balcão sabão pavão algodão colchão fogão botão roupão sabão camarão leitão serão bordão calção pulmão coração
  leite pente clube frete tapete filme nome transporte chocolate pacote bife lanche doce desconto restaurante hotel pastel papel bolo-rei golfe croquete sorvete sabonete banquete ambiente cabaz tapete enfeite azeite bilhete deque parque ateliê ateliê buffet presente passe`.split(/\s+/u),
);
const feminine = new Set(
  `noite parte arte tarde sede fome gente mente morte sorte ponte fonte neve febre carne chave nave classe frase fase base pele rede torre árvore lebre crise análise tese foto moto tribo libido mão flor dor cor colher mulher luz voz vez paz cruz noz foz tez raiz matriz cicatriz atriz lente semente corrente estante tarte carpete greve maré fé sé pá avó ordem nuvem equipe equipa app web newsletter startup playlist live masterclass pizza hamburgueria manicure pedicure
  couve-flor tosse hélice catástrofe bebé ré cal capital catedral lã maçã manhã romã irmã`.split(/\s+/u),
);

/** Plural endings and their singular, most specific first. */
const singularEndings: Array<[string, string]> = [
  ['ões', 'ão'],
  ['ães', 'ão'],
  ['ãos', 'ão'],
  ['éis', 'el'],
  ['óis', 'ol'],
  ['ais', 'al'],
  ['eis', 'il'],
  ['ns', 'm'],
  ['res', 'r'],
  ['zes', 'z'],
];

function singularOf(word: string): string {
  const w = word.toLocaleLowerCase();
  for (const [plural, singular] of singularEndings) if (w.endsWith(plural)) return w.slice(0, -plural.length) + singular;
  if (w.endsWith('ses') && !/(?:ases|eses|oses|uses)$/u.test(w)) return w.slice(0, -2);
  return w.endsWith('s') ? w.slice(0, -1) : w;
}

/** Words ending in -s that are singular: "mês", "país", "lápis", "ónibus", "ténis", "gás". */
function isSingularInS(word: string): boolean {
  return /(?:ês|ás|ís|ós|us|lápis|ténis|tênis|atlas|pires|oásis|bónus|bônus|vírus|ânus|cais|gás)$/iu.test(word) && !/(?:eus|éus|aus)$/iu.test(word);
}

export function isPluralWord(word: string): boolean {
  // "IRS", "CTT": an acronym is one thing.
  if (/^\p{Lu}{2,}$/u.test(word.replace(/[^\p{L}]/gu, ''))) return false;
  const w = word.toLocaleLowerCase().replace(/[^\p{L}-]/gu, '');
  if (!w.endsWith('s') || w.length < 3) return false;
  return !isSingularInS(w);
}

/** The gender of one noun. */
export function genderOfNoun(noun: string): Gender {
  const raw = noun.toLocaleLowerCase().replace(/[^\p{L}-]/gu, '');
  if (masculine.has(raw) || feminine.has(raw)) return masculine.has(raw) ? 'm' : 'f';
  // "bolo-rei", "couve-flor": the first word decides, unless the whole is known.
  const whole = isPluralWord(raw) ? singularOf(raw) : raw;
  const word = whole.split('-')[0]!;
  if (masculine.has(whole) || masculine.has(word)) return 'm';
  if (feminine.has(whole) || feminine.has(word)) return 'f';
  if (/(?:ção|são|zão|dade|tude|gem|ice|ise|eza|ez|ã)$/u.test(word)) return 'f';
  // Greek -ma words are masculine ("o programa", "o sistema"); the common ones are listed above.
  if (/(?:grama|sistema|orama)$/u.test(word)) return 'm';
  return word.endsWith('a') ? 'f' : 'm';
}

function bare(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}-]+$/gu, '');
}

/** The noun that decides a phrase's agreement ("nova coleção de sandálias" → "coleção"), and the phrase's number. */
export function headOf(phrase: string): { noun: string; gender: Gender; plural: boolean } {
  const words = phrase.trim().split(/\s+/u).map(bare).filter(Boolean);
  let index = 0;
  // Numbers and determiners already in the phrase: "10 aulas", "nosso workshop".
  while (index < words.length - 1 && (/^\d/u.test(words[index]!) || possessives.has(words[index]!.toLocaleLowerCase()) || articles.has(words[index]!.toLocaleLowerCase()))) index++;
  const first = words[index] ?? phrase;
  const lower = first.toLocaleLowerCase();
  if (prenominal.test(lower) && words[index + 1]) {
    const next = words[index + 1]!;
    // An inflected adjective tells the gender itself ("nova coleção", "novos sabores").
    if (/[oa]s?$/u.test(lower) && !/^(?:mega|super|mini)$/u.test(lower)) return { noun: next, gender: /as?$/u.test(lower) ? 'f' : 'm', plural: lower.endsWith('s') };
    return { noun: next, gender: genderOfNoun(next), plural: isPluralWord(next) };
  }
  // A number before the noun: "2 horas", "10 aulas" (plural unless "1").
  const counted = index > 0 && /^\d+$/u.test(words[index - 1]!) ? words[index - 1] !== '1' : null;
  return { noun: first, gender: genderOfNoun(first), plural: counted ?? isPluralWord(first) };
}

export function definiteArticle(gender: Gender, plural: boolean): string {
  return gender === 'm' ? (plural ? 'os' : 'o') : plural ? 'as' : 'a';
}

/** Does the phrase already begin with an article, a demonstrative or a contraction? */
export function isDetermined(phrase: string): boolean {
  const first = phrase.trim().split(/\s+/u)[0]?.toLocaleLowerCase() ?? '';
  return articles.has(first) || determiners.has(first);
}

/** A name or acronym that takes no article: "MEI" does in Brazil ("o MEI"), so only places and people are left bare; a phrase starting with a digit keeps its number after the article. */
function startsWithPossessive(phrase: string): boolean {
  return possessives.has(phrase.trim().split(/\s+/u)[0]?.toLocaleLowerCase() ?? '');
}

/** Splits a phrase at its top-level commas and "e" where a new noun phrase starts; parentheses stay whole. */
function conjuncts(phrase: string): Array<{ text: string; joiner: string }> {
  const parts: Array<{ text: string; joiner: string }> = [];
  let depth = 0;
  let current = '';
  let joiner = '';
  const tokens = phrase.split(/(\s+e\s+|,\s+|[()])/u);
  for (const token of tokens) {
    if (token === '(') depth++;
    if (token === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (/^\s+e\s+$/u.test(token) || /^,\s+$/u.test(token))) {
      parts.push({ text: current, joiner });
      joiner = token;
      current = '';
      continue;
    }
    current += token;
  }
  parts.push({ text: current, joiner });
  return parts.filter((part) => part.text.trim());
}

const boundPreposition = /\s(?:de|em|com|para|sem|a)\s+[\p{L}-]+$/iu;

interface Conjunct {
  text: string;
  joiner: string;
  /** Whether it starts a noun phrase of its own (and takes its own article). */
  own: boolean;
  head: ReturnType<typeof headOf>;
}

/**
 * The phrase's conjuncts, each marked with whether it starts a noun phrase of its own: after a
 * phrase with its own words, or when two single nouns differ in gender or number ("pão e bolos");
 * "recolha e entrega" share one article, and "workshop de cerâmica e pintura" keeps "pintura"
 * inside "de".
 */
function conjunctsOf(phrase: string): Conjunct[] {
  let previous: Conjunct | null = null;
  return conjuncts(phrase).map((part, index) => {
    const head = headOf(part.text);
    let own = index === 0;
    if (!own && previous) {
      // "recolha e entrega ao domicílio" share one article; "pão e bolos" each take their own.
      const single = previous.text.trim().split(/\s+/u).length === 1;
      const agree = previous.head.gender === head.gender && previous.head.plural === head.plural;
      if (single) own = !agree;
      // "contabilidade para MEI e pequenas empresas", "workshop de cerâmica e pintura": a bare noun after
      // "para" or "de" goes on inside it, unless the next conjunct has a complement of its own.
      else if (boundPreposition.test(` ${previous.text.trim()}`) && !/\s(?:de|do|da|dos|das|em|no|na|nos|nas|para|com|ao|à|aos|às)\s/iu.test(` ${part.text.trim()} `)) own = false;
      else own = !/^\d/u.test(part.text.trim());
    }
    const conjunct = { text: part.text, joiner: part.joiner, own, head };
    previous = conjunct;
    return conjunct;
  });
}

/** The noun phrases a phrase is made of: "recolha e entrega ao domicílio no Grande Porto" and "limpeza de edredões". */
export function nounPhrases(phrase: string): string[] {
  const phrases: string[] = [];
  for (const part of conjunctsOf(phrase)) {
    if (part.own || phrases.length === 0) phrases.push(part.text.trim());
    else phrases[phrases.length - 1] = `${phrases.at(-1)}${part.joiner}${part.text.trim()}`;
  }
  return phrases;
}

/**
 * The phrase with its definite article: "limpeza de edredões" → "a limpeza de edredões",
 * "recolha e entrega ao domicílio no Grande Porto e limpeza de edredões" → "a recolha e entrega …
 * e a limpeza de edredões", "pão e bolos" → "o pão e os bolos".
 */
export function withArticle(phrase: string, preposition?: Preposition): string {
  const text = phrase.trim();
  if (!text) return text;
  if (isDetermined(text)) return preposition ? contract(preposition, text) : text;
  // "do pão e dos bolos": the preposition goes with every article, contracted with each.
  return conjunctsOf(text)
    .map((part, index) => {
      const body = part.text.trim();
      const articled = part.own && !isDetermined(body) ? `${definiteArticle(part.head.gender, part.head.plural)} ${body}` : body;
      const joined = preposition && (index === 0 || part.own) ? contract(preposition, articled) : articled;
      return `${part.joiner}${joined}`;
    })
    .join('');
}

const trailingPhrase = /\s+(?:de|do|da|dos|das|no|na|nos|nas|em|ao|à|aos|às|para|com|pelo|pela)\s+(?:(?!\s(?:de|do|da|dos|das|no|na|nos|nas|em|ao|à|aos|às|para|com|pelo|pela)\s).)+$/u;

/** The phrase cut at its last complements until it fits: "recolha e entrega ao domicílio no Grande Porto" → "recolha e entrega ao domicílio". */
export function shorten(phrase: string, max: number): string {
  let text = phrase.trim();
  while (text.length > max) {
    const cut = text.replace(trailingPhrase, '');
    if (cut === text || !cut) break;
    text = cut.replace(/[,;:]+$/u, '');
  }
  return text;
}

/** "a nossa limpeza de sofás", "o meu workshop", "os seus passeios", Brazilian "sua consulta" (no article before a possessive). */
export function withPossessive(phrase: string, owner: 'nosso' | 'meu' | 'seu' | 'teu', variety: Variety | null, articleToo = true): string {
  const text = phrase.trim();
  if (isDetermined(text)) return text;
  if (startsWithPossessive(text)) return variety === 'br' || !articleToo ? text : withArticleOnly(text);
  const { gender, plural } = headOf(text);
  const forms: Record<string, [string, string, string, string]> = {
    nosso: ['nosso', 'nossos', 'nossa', 'nossas'],
    meu: ['meu', 'meus', 'minha', 'minhas'],
    seu: ['seu', 'seus', 'sua', 'suas'],
    teu: ['teu', 'teus', 'tua', 'tuas'],
  };
  const form = forms[owner]![(gender === 'm' ? 0 : 2) + (plural ? 1 : 0)]!;
  const article = articleToo && variety !== 'br' ? `${definiteArticle(gender, plural)} ` : '';
  return `${article}${form} ${text}`;
}

/** "nosso workshop" → "o nosso workshop": the article a possessive needs in European Portuguese. */
function withArticleOnly(text: string): string {
  const [possessive, ...rest] = text.split(/\s+/u);
  const lower = possessive!.toLocaleLowerCase();
  const gender: Gender = /(?:a|as)$/u.test(lower) ? 'f' : 'm';
  const plural = lower.endsWith('s');
  return `${definiteArticle(gender, plural)} ${possessive} ${rest.join(' ')}`;
}

const contractions: Record<string, Record<string, string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das', este: 'deste', esta: 'desta', estes: 'destes', estas: 'destas', esse: 'desse', essa: 'dessa', aquele: 'daquele', aquela: 'daquela' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas', um: 'num', uma: 'numa', este: 'neste', esta: 'nesta', estes: 'nestes', estas: 'nestas', esse: 'nesse', essa: 'nessa' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às', aquele: 'àquele', aquela: 'àquela' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
};

/** A preposition before a phrase, contracted with its article: de + "o bolo-rei" → "do bolo-rei", em + "a loja" → "na loja". */
export type Preposition = 'de' | 'em' | 'a' | 'por' | 'para' | 'com' | 'sobre';

export function contract(preposition: Preposition, phrase: string): string {
  const text = phrase.trim();
  const [first, ...rest] = text.split(/\s+/u);
  const table = contractions[preposition];
  const joined = table ? wordEntry(table, first!.toLocaleLowerCase()) : undefined;
  if (joined) return `${joined} ${rest.join(' ')}`.trim();
  return `${preposition} ${text}`;
}

// ---------------------------------------------------------------------------------------------
// Casing

const lowerWords = new Set(['de', 'do', 'da', 'dos', 'das', 'e', 'em', 'no', 'na', 'nos', 'nas', 'a', 'o', 'as', 'os', 'ao', 'à', 'aos', 'às', 'com', 'para', 'por', 'pelo', 'pela', 'sem', 'ou', 'um', 'uma', '/', '&', '-', '–']);
const beforeName = new Set(['do', 'da', 'dos', 'das', 'no', 'na', 'nos', 'nas', 'ao', 'à', 'aos', 'às', 'pelo', 'pela']);

function isAcronym(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase();
}

/**
 * A site's label as it stands mid-sentence. A Title Case label ("Roupa de Neve", "Emissão de
 * Certidões") is lowered word by word; acronyms (MEI, IRS) stay, and so does a capitalised word
 * after an article's contraction, which in Portuguese is a place ("Passeios no Douro", "Sabores do
 * Porto"). A label in sentence case is the site's own casing, kept.
 */
export function caseLabel(label: string): string {
  const words = label.trim().split(/(\s+)/u);
  const content = words.filter((word) => /\p{L}/u.test(word) && !lowerWords.has(word.toLocaleLowerCase()));
  const titleCase = content.length > 1 && content.every((word) => /^[^\p{L}]*\p{Lu}/u.test(word));
  if (!titleCase) {
    // One word, or sentence case ("Contabilidade para MEI"): only the first capital is lowered, unless it is an acronym or a name's.
    const text = label.trim();
    const [first = '', second = ''] = text.split(/\s+/u);
    if (isAcronym(first) || /\p{Ll}\p{Lu}/u.test(first) || (/^\p{Lu}/u.test(second) && !isAcronym(second))) return text;
    return text.charAt(0).toLocaleLowerCase() + text.slice(1);
  }
  let keepName = false;
  return words
    .map((word) => {
      if (/^\s+$/u.test(word)) return word;
      const lower = word.toLocaleLowerCase();
      if (beforeName.has(lower)) {
        keepName = true;
        return lower;
      }
      if (lowerWords.has(lower)) {
        keepName = false;
        return lower;
      }
      if (isAcronym(word) || /\p{Ll}\p{Lu}/u.test(word) || keepName) return word;
      return lower;
    })
    .join('');
}

export function capitalise(text: string): string {
  const index = /^[^\p{L}\p{N}]*/u.exec(text)![0].length;
  return text.slice(0, index) + text.charAt(index).toLocaleUpperCase() + text.slice(index + 1);
}

// ---------------------------------------------------------------------------------------------
// Portugal or Brazil

const brazil = /\.br(?:[/:]|$)|R\$|(?<![\p{L}\p{N}])(?:contábil|contabilidade para mei|mei|cnpj|cpf|contato|equipe|celular|ônibus|econômic\w*|lanchonete|academia de ginástica|banheiro|café da manhã|trem|registro|cadastr\w*|você|vocês|a gente|agend\w*|açaí|pão de queijo|brigadeiro|coxinha|reais|são paulo|rio de janeiro|belo horizonte|curitiba|salvador|brasil\w*|recife|fortaleza|porto alegre|florianópolis|goiânia|campinas|brasília|pix|boleto|whatsapp business|ltda|nota fiscal|imposto de renda|simples nacional)(?![\p{L}\p{N}])/iu;
const portugal = /\.pt(?:[/:]|$)|€|(?<![\p{L}\p{N}])(?:contacto|contactar|contacte|equipa|telemóvel|facto|pequeno-almoço|casa de banho|autocarro|comboio|registo|marcaç\w*|lavandaria|pastelaria|talho|montra|morada|portugal|lisboa|porto(?!\s+(?:alegre|seguro|velho))|algarve|açores|coimbra|braga|aveiro|faro|setúbal|sintra|cascais|gaia|matosinhos|nif|iva|multibanco|mb way|lda|freguesia|concelho|autarquia|ecrã|utente|telemóveis)(?![\p{L}\p{N}])/iu;

/** European or Brazilian Portuguese, from the site's address, currency and words; null when nothing tells. */
export function varietyOf(texts: string[]): Variety | null {
  let pt = 0;
  let br = 0;
  for (const text of texts) {
    if (!text) continue;
    br += (text.match(new RegExp(brazil.source, 'giu')) ?? []).length;
    pt += (text.match(new RegExp(portugal.source, 'giu')) ?? []).length;
  }
  if (pt === br) return null;
  return pt > br ? 'pt' : 'br';
}
