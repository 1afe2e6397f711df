import { wordEntry } from '@sitespark/site-model';
import { list, pick, sentence, speaksAsOwner } from '../../grammar.ts';
import type { Locale } from '../../locale.ts';
import { clock } from '../../hours.ts';
import { audienceKinds, signerOf, heritageFact, type Detail, type Proof, type Story, type Thing } from '../../story.ts';
import { capitalise, caseLabel, contract, definiteArticle, headOf, nounPhrases, shorten, varietyOf, withArticle, withPossessive, type Variety } from './grammar.ts';

/**
 * Portuguese, as a copywriter in Porto or São Paulo would write it for a small business. The
 * register the owner asks for decides the address: European Portuguese "tu" when casual, the
 * third person ("Marque", "o seu") otherwise; Brazilian Portuguese "você" in both, warmer or
 * plainer. Things the owner names are set with the article their gender and number need, or in
 * frames that need none ("Temos …", "Tratamos de …", a headline with a colon).
 */

// ---------------------------------------------------------------------------------------------
// Who speaks, to whom, in which Portuguese

interface Voice {
  variety: Variety | null;
  /** European Portuguese "tu" (casual); otherwise the third person of "você" / "o senhor". */
  tu: boolean;
  we: boolean;
}

const voices = new WeakMap<Story, Voice>();

function voiceOf(story: Story): Voice {
  let voice = voices.get(story);
  if (!voice) {
    const texts = [
      story.link,
      story.name,
      story.pitch ?? '',
      story.place ?? '',
      story.callToAction ?? '',
      story.what?.text ?? '',
      story.offer ?? '',
      ...story.statements,
      ...story.mentions.map((m) => m.text),
      ...story.details.flatMap((d) => [d.name, d.description ?? '', d.price ?? '']),
      ...story.proof.map((p) => p.quote),
      story.campaign.tone ?? '',
    ];
    const variety = varietyOf(texts);
    voice = { variety, tu: story.casual && variety !== 'br', we: story.person !== 'I' };
    voices.set(story, voice);
  }
  return voice;
}

/** The imperative in the story's address: "Marque" / "Marca". */
const tuForms: Record<string, string> = {
  reserve: 'reserva',
  encomende: 'encomenda',
  marque: 'marca',
  peça: 'pede',
  venha: 'vem',
  fale: 'fala',
  conte: 'conta',
  aproveite: 'aproveita',
  saiba: 'sabe',
  'inscreva-se': 'inscreve-te',
  pergunte: 'pergunta',
  descubra: 'descobre',
  espreite: 'espreita',
  'contacte-nos': 'contacta-nos',
  'contacte-me': 'contacta-me',
  faça: 'faz',
  ligue: 'liga',
  veja: 'vê',
  'junte-se': 'junta-te',
  'não perca': 'não percas',
  agende: 'agenda',
  conheça: 'conhece',
};

function imperative(voice: Voice, formal: string): string {
  if (!voice.tu) return formal;
  const lower = formal.toLocaleLowerCase();
  const tu = wordEntry(tuForms, lower);
  if (!tu) return formal;
  return /^\p{Lu}/u.test(formal) ? capitalise(tu) : tu;
}

/** "connosco" / "conosco" / "comigo". */
function withUs(voice: Voice, casual = false): string {
  if (!voice.we) return 'comigo';
  // Brazil, casual: "com a gente"; otherwise "conosco" (Brazil) or "connosco" (Portugal).
  if (voice.variety === 'br') return casual ? 'com a gente' : 'conosco';
  return 'connosco';
}

/** The reader's possessive: "seu" / "teu". */
const yours = (voice: Voice) => (voice.tu ? 'teu' : 'seu');
const ours = (voice: Voice) => (voice.we ? 'nosso' : 'meu');
const usWord = (voice: Voice) => (voice.we ? 'nós' : 'mim');

// ---------------------------------------------------------------------------------------------
// What the campaign is, read for Portuguese frames

type Kind = 'order' | 'book' | 'appoint' | 'enrol' | 'taste' | 'shop' | 'talk' | 'count';

interface Campaign {
  /** The owner's phrase as it stands mid-sentence ("recolha e entrega ao domicílio …"). */
  what: string;
  /** What is ordered, booked or joined ("bolo-rei" in "encomendas de bolo-rei"). */
  object: string;
  /** "encomendas", "inscrições": the owner named the action itself. */
  actionNoun: string | null;
  kind: Kind;
  /** "semanas livres", "vagas": what is still open. */
  available: boolean;
  /** The time as an adverbial that can follow a verb or open a sentence ("antes do inverno", "até 20 de dezembro"). */
  when: string | null;
  /** The time as the owner wrote it, when it is not an adverbial ("inscrições até 15 de março"). */
  whenLabel: string | null;
  deadline: boolean;
  /** The season or holiday with its article ("o inverno", "o Natal"), and whether the campaign prepares for it. */
  season: string | null;
  before: boolean;
  isNew: boolean;
}

const campaigns = new WeakMap<Story, Campaign | null>();

const actionNouns = /^(encomendas?|pré-encomendas?|reservas?|inscrições|inscrição|marcações|marcação|agendamentos?|pedidos?)\s+(?:(de|para|em|no|na|nos|nas|do|da|dos|das|ao|à|aos|às)\s+)?(.+)$/iu;
const actionKinds: Array<[RegExp, Kind]> = [
  [/^(?:pré-)?encomend|^pedid/iu, 'order'],
  [/^reserv/iu, 'book'],
  [/^inscri/iu, 'enrol'],
  [/^(?:marca|agend)/iu, 'appoint'],
];
const whenAction = /^(encomendas?|encomende|encomenda|pré-encomendas?|reservas?|reserve|reserva|inscrições|inscreva-se|inscreve-te|marcações|marque|marca|agende|pedidos)\s+(.+)$/iu;
const adverbialStart = /^(?:até|antes|depois|em|no|na|nos|nas|neste|nesta|nestes|nestas|este|esta|estes|estas|para|durante|a\s+partir|desde|todas|todos|todo|toda|hoje|amanhã|já|de|aos|às|ao|à|próxim[oa]s?|entre|ainda|sempre|só|apenas|logo|dia)\s/iu;
const holidays: Array<[RegExp, string]> = [
  [/natal/iu, 'o Natal'],
  [/páscoa/iu, 'a Páscoa'],
  [/carnaval/iu, 'o Carnaval'],
  [/são\s+joão/iu, 'o São João'],
  [/santos\s+populares/iu, 'os Santos Populares'],
  [/ano\s+novo/iu, 'o Ano Novo'],
  [/dia\s+da\s+mãe/iu, 'o Dia da Mãe'],
  [/dia\s+das\s+mães/iu, 'o Dia das Mães'],
  [/dia\s+do\s+pai/iu, 'o Dia do Pai'],
  [/dia\s+dos\s+pais/iu, 'o Dia dos Pais'],
  [/dia\s+dos\s+namorados/iu, 'o Dia dos Namorados'],
  [/black\s+friday/iu, 'a Black Friday'],
  [/regresso\s+às\s+aulas/iu, 'o regresso às aulas'],
  [/volta\s+às\s+aulas/iu, 'a volta às aulas'],
  [/inverno/iu, 'o inverno'],
  [/verão/iu, 'o verão'],
  [/outono/iu, 'o outono'],
  [/primavera/iu, 'a primavera'],
];
const months = /^(?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)$/iu;

const bookWords = /(?<![\p{L}])(?:visitas?|tours?|passeios?|excurs(?:ão|ões)|viagens?|estadias?|quartos?|noites?|semanas?|fins?\s+de\s+semana|eventos?|festas?|jantares?|almoços?|brunch|retiros?|experiências?|degustaç(?:ão|ões)|provas?\s+de\s+vinhos?|mesas?|lugares|aluguer|aluguel|percursos?|trilhos?|mergulhos?|batismos?|saídas?|campos?\s+de\s+férias|férias|alojamento|casas?)(?![\p{L}])/iu;
const appointWords = /(?<![\p{L}])(?:consultas?|tratamentos?|sess(?:ão|ões)|avaliaç(?:ão|ões)|massagens?|depilaç(?:ão|ões)|check-?ups?|exames?|revis(?:ão|ões)|terapias?|fisioterapia|limpezas?\s+dentárias?|ortodontia|branqueamento|clareamento|cortes?|manicure|pedicure)(?![\p{L}])/iu;
const enrolWords = /(?<![\p{L}])(?:workshops?|cursos?|aulas?|formaç(?:ão|ões)|turmas?|oficinas?\s+de|masterclass(?:es)?|treinos?|campos?\s+de\s+treino|inscriç(?:ão|ões))(?![\p{L}])/iu;
const serviceWords = /(?<![\p{L}])(?:catering|serviços?|entregas?|recolhas?|limpezas?|reparaç(?:ão|ões)|instalaç(?:ão|ões)|manutenç(?:ão|ões)|consultoria|assessoria|contabilidade|apoio|transportes?|mudanças|explicações|design|marketing|fotografia|acompanhamento|cuidados?|tratamentos?|lavagens?|engomadoria|arranjos?|costura|obras?|pinturas?|canalização|jardinagem)(?![\p{L}])/iu;

function campaignOf(story: Story): Campaign | null {
  if (campaigns.has(story)) return campaigns.get(story)!;
  const read = readCampaignPt(story);
  campaigns.set(story, read);
  return read;
}

/** "do bolo-rei" → "o bolo-rei": the article a contraction carried, for an object on its own. */
function uncontract(preposition: string | undefined, rest: string): string {
  const article: Record<string, string> = { do: 'o', da: 'a', dos: 'os', das: 'as', no: 'o', na: 'a', nos: 'os', nas: 'as', ao: 'o', à: 'a', aos: 'os', às: 'as' };
  const a = preposition ? article[preposition.toLocaleLowerCase()] : undefined;
  return a ? `${a} ${rest}` : rest;
}

function readCampaignPt(story: Story): Campaign | null {
  if (!story.what) return null;
  const what = textOf(story.what, story);
  let object = what;
  let actionNoun: string | null = null;
  let kind: Kind | null = null;
  const named = actionNouns.exec(what);
  if (named) {
    actionNoun = named[1]!;
    object = uncontract(named[2], named[3]!);
    kind = actionKinds.find(([pattern]) => pattern.test(actionNoun!))?.[1] ?? null;
  }

  let when: string | null = null;
  let whenLabel: string | null = null;
  const raw = story.when?.trim() ?? null;
  if (raw) {
    const led = whenAction.exec(raw);
    if (led && adverbialStart.test(`${led[2]!} `)) {
      kind ??= actionKinds.find(([pattern]) => pattern.test(led[1]!))?.[1] ?? null;
      when = led[2]!;
      // "Inscrições até 15 de março" says it better than any frame: it is kept for the headline.
      whenLabel = raw;
    } else if (adverbialStart.test(`${raw} `)) when = raw;
    else if (months.test(raw)) when = `em ${raw}`;
    else if (/^\d/u.test(raw)) when = `no dia ${raw}`;
    else {
      const holiday = holidays.find(([pattern]) => pattern.test(raw) && raw.split(/\s+/u).length <= 3);
      when = holiday ? `para ${holiday[1]}` : null;
      if (!holiday) whenLabel = raw;
    }
  }
  const season = raw ? (holidays.find(([pattern]) => pattern.test(raw))?.[1] ?? null) : null;
  const deadline = !!raw && /(?:^|\s)(?:até|antes|prazo|termina|acaba)(?:\s|$)/iu.test(raw);
  const before = !!raw && /^(?:\S+\s+)?(?:antes|para)\s/iu.test(when ?? raw);
  const available = /(?<![\p{L}])(?:livres|disponíveis|vagas)(?![\p{L}])/iu.test(what);

  if (!kind) {
    // A service is named by what is done ("limpeza", "reparação", "abertura de empresas"); anything else is a thing to see or buy.
    const service = serviceWords.test(object) || /(?:ção|ções|são|sões|gem|gens|mento|mentos|ria|rias|eza|ezas|dade|dades|ura|uras|ncia|ncias)$/iu.test(headOf(object).noun);
    if (available || bookWords.test(object)) kind = 'book';
    else if (appointWords.test(object) && ['health', 'local', 'general'].includes(story.trade)) kind = 'appoint';
    else if (enrolWords.test(object)) kind = 'enrol';
    else if (story.trade === 'food') kind = serviceWords.test(object) ? 'count' : deadline ? 'order' : 'taste';
    else if (story.trade === 'retail') kind = serviceWords.test(object) ? 'count' : 'shop';
    else if (story.trade === 'professional' || story.trade === 'software') kind = 'talk';
    else if (story.trade === 'health') kind = 'appoint';
    else if (story.trade === 'education') kind = 'enrol';
    else kind = service ? 'count' : 'shop';
  }
  const isNew = story.statements.some((s) => /(?<![\p{L}])(?:nov[oa]s?|novidade|lançamos|abrimos|estreamos|inauguramos|agora\s+temos)(?![\p{L}])/iu.test(s)) || /^(?:nov[oa]s?)\s/iu.test(what);
  return { what, object, actionNoun, kind, available, when, whenLabel, deadline, season, before, isNew };
}

/** A thing's text as it stands mid-sentence: the owner's casing, a site label's Title Case lowered, "nosso" as "meu" when one person writes. */
function textOf(thing: Thing, story: Story): string {
  const text = thing.fromBrief ? thing.text.trim() : caseLabel(thing.text);
  return story.person === 'I' ? myOwn(text) : text;
}

function myOwn(text: string): string {
  return text
    .replace(/(?<![\p{L}])([Nn])oss([oa]s?)(?![\p{L}])/gu, (_m, n: string, ending: string) => {
      const form = ({ o: 'meu', os: 'meus', a: 'minha', as: 'minhas' } as Record<string, string>)[ending]!;
      return n === 'N' ? capitalise(form) : form;
    })
    .replace(/(?<![\p{L}])conn?osco(?![\p{L}])/gu, 'comigo');
}

/** A phrase at the head of a line: "O nosso workshop …" in Portugal (a possessive takes its article), "Nosso workshop …" in Brazil. */
function headline(text: string, story: Story): string {
  const possessive = /^(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas|seu|sua|seus|suas|teu|tua|teus|tuas)\s/iu.test(text);
  return capitalise(possessive && voiceOf(story).variety !== 'br' ? withArticle(text) : text);
}

/** The business's name with its article, when its first word tells the gender ("a Lavandaria Pelicano"); null for a person's name. */
const tradeNouns = /^(?:lavandaria|lavanderia|padaria|pastelaria|confeitaria|doceria|café|cafetaria|restaurante|tasca|taberna|adega|cervejaria|marisqueira|churrasqueira|churrascaria|pizzaria|hamburgueria|sorveteria|geladaria|mercearia|talho|peixaria|florista|floricultura|livraria|papelaria|loja|boutique|galeria|clínica|consultório|farmácia|centro|instituto|estúdio|atelier|ateliê|oficina|escola|academia|ginásio|hotel|hostel|pousada|quinta|casa|residencial|escritório|agência|assessoria|consultoria|contabilidade|empresa|associação|cooperativa|clube|barbearia|cabeleireiro|salão|spa|espaço|teatro|museu|garrafeira|drogaria|ótica|óptica|lavagem|mercado|bar|taberna|cantina|quiosque|tenda|estalagem)$/iu;

function nameWithArticle(story: Story): string | null {
  const first = story.name.trim().split(/\s+/u)[0] ?? '';
  if (!tradeNouns.test(first)) return null;
  const { gender } = headOf(first);
  return `${definiteArticle(gender, false)} ${story.name.trim()}`;
}

/** Singular or plural verb for the thing: "tem" / "têm". */
function agree(phrase: string, singular: string, plural: string): string {
  const parts = nounPhrases(phrase);
  return parts.length > 1 || headOf(phrase).plural ? plural : singular;
}

/** The campaign's action with its object ("Encomende o seu bolo-rei", "Conte connosco para a limpeza de sofás"); `at` names the business instead of "us". */
function action(story: Story, campaign: Campaign, at: string | null = null): string {
  const voice = voiceOf(story);
  const object = campaign.object;
  const art = () => withArticle(object);
  switch (campaign.kind) {
    case 'order':
      return `${imperative(voice, 'Encomende')} ${withPossessive(object, yours(voice), voice.variety)}${at ? ` ${contract('em', at)}` : ''}`;
    case 'book': {
      const { gender, plural } = headOf(object);
      if (campaign.available && plural && nounPhrases(object).length === 1) return `${imperative(voice, 'Reserve')} já ${gender === 'f' ? 'uma' : 'um'} ${withArticle(object, 'de')}${at ? ` ${contract('em', at)}` : ''}`;
      return `${imperative(voice, 'Reserve')} ${art()}${at ? ` ${contract('em', at)}` : ''}`;
    }
    case 'appoint':
      return `${voice.variety === 'br' ? 'Agende' : imperative(voice, 'Marque')} ${withPossessive(object, yours(voice), voice.variety)}${at ? ` ${contract('em', at)}` : ''}`;
    case 'enrol':
      return `${imperative(voice, 'Inscreva-se')} ${withArticle(object, 'em')}${at ? ` ${contract('de', at)}` : ''}`;
    case 'taste':
      return `${imperative(voice, 'Venha')} provar ${art()}${at ? ` ${contract('de', at)}` : ''}`;
    case 'shop':
      return `${imperative(voice, 'Descubra')} ${art()}${at ? ` ${contract('de', at)}` : ''}`;
    case 'talk':
      return `${imperative(voice, 'Fale')} ${at ? `com ${at}` : withUs(voice, story.casual)} sobre ${art()}`;
    case 'count':
      return `${imperative(voice, 'Conte')} ${at ? `com ${at}` : withUs(voice, story.casual)} para ${art()}`;
  }
}

/** The action without its object, after a headline: "encomende já", "nós tratamos de tudo". */
function shortAction(story: Story, campaign: Campaign): string {
  const voice = voiceOf(story);
  switch (campaign.kind) {
    case 'order':
      return `${imperative(voice, 'encomende')} já`;
    case 'book':
      return `${imperative(voice, 'reserve')} já`;
    case 'appoint':
      return voice.variety === 'br' ? 'agende já' : `${imperative(voice, 'marque')} já`;
    case 'enrol':
      return `${imperative(voice, 'inscreva-se')} já`;
    case 'taste':
      return `${imperative(voice, 'venha')} provar`;
    case 'shop':
      return voice.variety === 'br' ? 'confira' : `${imperative(voice, 'venha')} ver`;
    case 'talk':
      return `${imperative(voice, 'fale')} ${withUs(voice, story.casual)}`;
    case 'count':
      // After the service's name the business takes it on: "Limpeza de edredões: nós tratamos de tudo." ("conte connosco"
      // already opens the posts that say the action whole).
      return `${voice.we ? 'nós tratamos' : 'eu trato'} de tudo`;
  }
}

/** The call to action's words before the link: "Reserve já", "Contacte-nos", "Entre em contato". */
function ctaWords(story: Story, campaign: Campaign | null): string {
  const voice = voiceOf(story);
  const br = voice.variety === 'br';
  switch (campaign?.kind) {
    case 'order':
      return br ? 'Faça seu pedido' : voice.tu ? 'Faz a tua encomenda' : 'Faça a sua encomenda';
    case 'book':
      return imperative(voice, 'Reserve');
    case 'appoint':
      return br ? 'Agende seu horário' : voice.tu ? 'Faz a tua marcação' : 'Faça a sua marcação';
    case 'enrol':
      return imperative(voice, 'Inscreva-se');
    case 'shop':
      return br ? 'Confira' : imperative(voice, 'Espreite');
    default:
      // "Fale connosco" is the hook's already: the call to action says how to reach the business. A service is booked
      // ("Marque já"): "Contacte-nos em [link]" under post after post was read as a form's button.
      if (campaign?.kind === 'count') return `${br ? 'Agende' : imperative(voice, 'Marque')} já`;
      if (br) return 'Entre em contato';
      return imperative(voice, voice.we ? 'Contacte-nos' : 'Contacte-me');
  }
}

/** The site's one-line pitch without its own name in front ("Lavandaria Pelicano — Especialistas em …"). */
function pitchOf(story: Story): string | null {
  const pitch = story.pitch;
  if (!pitch) return null;
  const name = story.name.trim();
  if (pitch.startsWith(name)) {
    const rest = pitch.slice(name.length).replace(/^\s*[—–:|,-]\s*/u, '');
    if (rest !== pitch.slice(name.length) && rest.split(/\s+/u).length >= 3) return capitalise(rest);
  }
  return pitch;
}

const clean = (text: string) => text.replace(/\s+/gu, ' ').replace(/\s+([,.;:!?])/gu, '$1').trim();
const end = (text: string) => sentence(clean(text));
const tail = (when: string | null) => (when ? ` ${when}` : '');

// ---------------------------------------------------------------------------------------------
// The owner's clauses in the kit's person

const firstSingular: Record<string, string> = {
  somos: 'sou',
  temos: 'tenho',
  estamos: 'estou',
  fazemos: 'faço',
  vamos: 'vou',
  podemos: 'posso',
  queremos: 'quero',
  sabemos: 'sei',
  damos: 'dou',
  vemos: 'vejo',
  dizemos: 'digo',
  trazemos: 'trago',
  pomos: 'ponho',
  servimos: 'sirvo',
  seguimos: 'sigo',
  preferimos: 'prefiro',
  sentimos: 'sinto',
  conseguimos: 'consigo',
  pedimos: 'peço',
  ouvimos: 'ouço',
  perdemos: 'perco',
  cobrimos: 'cubro',
  fomos: 'fui',
  fizemos: 'fiz',
  tivemos: 'tive',
  estivemos: 'estive',
  pusemos: 'pus',
  viemos: 'vim',
  abrimos: 'abro',
};

function toFirstSingular(verb: string, past: boolean): string | null {
  const lower = verb.toLocaleLowerCase();
  if (past && /^(?:abrimos|começámos|começamos|fundámos|fundamos|nascemos|abrimos)$/u.test(lower)) {
    return lower.replace(/(?:ámos|amos)$/u, 'ei').replace(/(?:emos|imos)$/u, 'i').replace(/^começei$/u, 'comecei');
  }
  const known = wordEntry(firstSingular, lower);
  if (known) return known;
  if (/(?:cemos)$/u.test(lower)) return lower.replace(/cemos$/u, 'ço');
  if (/(?:gemos|gimos)$/u.test(lower)) return lower.replace(/g(?:emos|imos)$/u, 'jo');
  if (/(?:amos|emos|imos)$/u.test(lower) && lower.length > 5) return lower.replace(/(?:amos|emos|imos)$/u, 'o');
  return null;
}

function inPerson(clause: string, voice: Voice): string {
  let text = clause.trim().replace(/^(?:que|de\s+que)\s+/iu, '');
  if (voice.we) return text;
  const past = /\bem\s+\d{4}\b/u.test(text);
  text = text.replace(/^nós\s+/iu, '');
  const words = text.split(/(\s+)/u);
  // The verb leads the clause ("fazemos", "também fazemos", "não fechamos").
  const verbAt = /^(?:também|não|já|ainda|sempre|só)$/iu.test(words[0] ?? '') ? 2 : 0;
  const converted = words[verbAt] ? toFirstSingular(words[verbAt]!, past) : null;
  if (converted) words[verbAt] = /^\p{Lu}/u.test(words[verbAt]!) ? capitalise(converted) : converted;
  return words
    .join('')
    .replace(/(?<![\p{L}])nosso(?![\p{L}])/gu, 'meu')
    .replace(/(?<![\p{L}])nossa(?![\p{L}])/gu, 'minha')
    .replace(/(?<![\p{L}])nossos(?![\p{L}])/gu, 'meus')
    .replace(/(?<![\p{L}])nossas(?![\p{L}])/gu, 'minhas')
    .replace(/(?<![\p{L}])conn?osco(?![\p{L}])/gu, 'comigo')
    .replace(/-nos(?![\p{L}])/gu, '-me');
}

// ---------------------------------------------------------------------------------------------
// Offers and details

const discount = /%|desconto|grátis|gratuit|oferta|promoç|\bpromo\b/iu;
const amount = /\d/u;

function offerLine(story: Story, campaign: Campaign | null): string | null {
  const offer = story.offer?.trim();
  if (!offer) return null;
  const fromBrief = story.campaign.price !== null && story.campaign.price.trim() === offer;
  // A clause of the owner's ("oferecemos a primeira aula") is a sentence already.
  if (/^(?:oferecemos|damos|temos|há|fazemos|ofereço|dou|tenho|faço)\s/iu.test(offer)) return end(inPerson(offer, voiceOf(story)));
  const startsWithAmount = /^[-−–]?\s?(?:\d|R\$|€)/u.test(offer) || /^(?:desde|a\s+partir\s+de|por|só|apenas)\s/iu.test(offer);
  if (!startsWithAmount) return /\p{L}{3}/u.test(offer.replace(/\d+|€|R\$|%/gu, '')) ? end(offer) : null;
  // An amount with nothing attached belongs to the campaign, and only when the owner said it.
  if (!fromBrief || !campaign) return null;
  // "A primeira consulta tem 20 % de desconto": the thing by its head, the hook has named it whole.
  const words = campaign.object.split(/\s+/u);
  const headAt = words.findIndex((word) => word.replace(/[^\p{L}-]/gu, '') === headOf(campaign.object).noun);
  const short = nounPhrases(campaign.object).length === 1 && words.length > 3 && headAt >= 0 ? words.slice(0, headAt + 1).join(' ') : campaign.object;
  const subject = capitalise(withArticle(short));
  const percent = /^[-−–]\s?(\d+(?:[.,]\d+)?\s?%)\s*(.*)$/u.exec(offer);
  if (percent) return end(`${subject} ${agree(short, 'tem', 'têm')} ${percent[1]} de desconto${percent[2] ? ` ${percent[2]}` : ''}`);
  if (discount.test(offer)) return end(`${subject} ${agree(short, 'tem', 'têm')} ${offer}`);
  // A count of something for an amount is what the thing is: "São 5 manhãs por 150€ com material incluído.", not "Os pacotes
  // custam 5 manhãs por 150€ …" (read as nonsense in every piece).
  const countFor = /^(\d+)\s+(\p{L}[\p{L}-]*)\s+(?:por|a|de)\s+(?:R\$|€)?\s?\d/iu.exec(offer);
  if (countFor) return end(`${Number(countFor[1]) === 1 ? 'É' : 'São'} ${offer}`);
  if (amount.test(offer)) return end(`${subject} ${agree(short, 'custa', 'custam')} ${offer.replace(/^desde\s/iu, 'a partir de ')}`);
  return null;
}

/** The first letter of a description after a colon: lower case, unless it starts a name or an acronym. */
function afterColon(text: string): string {
  const [first = '', second = ''] = text.trim().split(/\s+/u);
  if (/^\p{Lu}{2}/u.test(first) || /\p{Ll}\p{Lu}/u.test(first) || /^\p{Lu}/u.test(second)) return text.trim();
  return text.trim().charAt(0).toLocaleLowerCase() + text.trim().slice(1);
}

function priceAfter(price: string): string {
  return /^(?:desde|a\s+partir\s+de|por|só|apenas|até|de)\s/iu.test(price) ? `, ${price}` : ` (${price})`;
}

// ---------------------------------------------------------------------------------------------
// The locale

/** A service done before a season ("limpeza de edredões antes do inverno"): the season is its reason, not part of it. */
/** A service named by its noun and the verb a person says it with (nós, eu): "limpeza" → "limpamos", "recolha" → "recolhemos". */
const serviceVerbs: Record<string, [string, string]> = {
  limpeza: ['limpamos', 'limpo'],
  lavagem: ['lavamos', 'lavo'],
  recolha: ['recolhemos', 'recolho'],
  coleta: ['coletamos', 'coleto'],
  entrega: ['entregamos', 'entrego'],
  reparação: ['reparamos', 'reparo'],
  conserto: ['consertamos', 'conserto'],
  instalação: ['instalamos', 'instalo'],
  engomadoria: ['engomamos', 'engomo'],
  secagem: ['secamos', 'seco'],
  desinfeção: ['desinfetamos', 'desinfeto'],
  pintura: ['pintamos', 'pinto'],
};

/**
 * The service said as what the business does, with verbs, as a person says it: "Recolhemos e entregamos
 * ao domicílio no Grande Porto.", "Limpamos os seus edredões." ("Fazemos a limpeza de edredões" and
 * "Conte connosco para a recolha e entrega …" read as the brief's nouns pasted.) Null for a thing
 * whose nouns have no such verb.
 */
function doneAsVerbs(what: string, voice: Voice): string | null {
  const groups = serviceGroups(what, voice);
  return groups ? capitalise(andList(groups.map((group) => group.done))) : null;
}

const andList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : items[0]!);

/** The service nouns that have a verb ("limpeza|lavagem|recolha|…"), for patterns. */
const serviceNouns = Object.keys(serviceVerbs).join('|');

/**
 * Of two services or more, the one done at the reader's door ("recolhemos e entregamos ao domicílio …") and what the
 * others do in verbs ("Limpamos os seus edredões"), or null.
 */
function atTheDoor(campaign: { kind: string; what: string }, voice: Voice): { door: { done: string; named: string }; rest: string } | null {
  const groups = campaign.kind === 'count' ? serviceGroups(campaign.what, voice) : null;
  const door = groups && groups.length > 1 ? groups.find((group) => comesHome.test(group.done)) : undefined;
  return door ? { door, rest: capitalise(andList(groups!.filter((group) => group !== door).map((group) => group.done))) } : null;
}

/** Each service of the campaign in verbs and as the brief names it ("recolha e entrega ao domicílio no Grande Porto"), in the brief's order, or null. */
function serviceGroups(what: string, voice: Voice): Array<{ done: string; named: string }> | null {
  // "recolha e entrega ao domicílio no Grande Porto e limpeza de edredões": each service, those without words of
  // their own sharing the next one's ("recolha" goes where "entrega" goes).
  const segments = what.trim().split(new RegExp(`\\s+e\\s+(?=(?:${serviceNouns})(?![\\p{L}]))`, 'iu'));
  const groups: Array<{ verbs: string[]; rest: string; named: string[] }> = [];
  let pending: string[] = [];
  let named: string[] = [];
  for (const segment of segments) {
    const match = /^(\p{L}+)(?:\s+(.+))?$/u.exec(segment);
    const verb = match ? serviceVerbs[match[1]!.toLocaleLowerCase()]?.[voice.we ? 0 : 1] : undefined;
    if (!match || !verb) return null;
    pending.push(verb);
    named.push(segment);
    if (!match[2]) continue;
    const rest = match[2];
    // "de edredões" is what is cleaned: the reader's own ("os seus edredões"); "ao domicílio no Grande Porto" is where.
    const object = /^(de|do|da|dos|das)\s+(.+)$/iu.exec(rest);
    if (!object && !/^(?:ao|aos|à|às|em|no|na|nos|nas|para|até)\s/iu.test(rest)) return null;
    const said = object ? withPossessive(uncontract(object[1]!.toLocaleLowerCase() === 'de' ? undefined : object[1], object[2]!).replace(/^(?:o|a|os|as)\s/iu, ''), yours(voice), voice.variety) : rest;
    groups.push({ verbs: pending, rest: said, named });
    pending = [];
    named = [];
  }
  if (pending.length > 0) groups.push({ verbs: pending, rest: '', named });
  return groups.map((group) => ({ done: `${andList(group.verbs)}${group.rest ? ` ${group.rest}` : ''}`, named: andList(group.named) }));
}

/**
 * The reader's own things the service is for, from its "de …" ("limpeza de edredões": "os seus edredões"), with their
 * gender and number, or null.
 */
function readersThings(what: string, voice: Voice): { phrase: string; gender: 'm' | 'f'; plural: boolean } | null {
  const object = new RegExp(`(?<![\\p{L}])(?:${serviceNouns})\\s+(?:de|dos|das)\\s+(\\p{L}+(?:\\s+\\p{L}+)?)(?=\\s+e\\s|\\s*$)`, 'iu').exec(what.trim());
  if (!object) return null;
  const { gender, plural } = headOf(object[1]!);
  return { phrase: withPossessive(object[1]!, yours(voice), voice.variety), gender: gender === 'f' ? 'f' : 'm', plural };
}

/** A service done at the reader's door: collected, delivered, at home. */
const comesHome = /(?<![\p{L}])(?:recolhemos|recolho|entregamos|entrego|coletamos|coleto|ao domicílio|em casa)(?![\p{L}])/iu;

function seasonFirst(campaign: { season: string | null; before: boolean; kind: string }): boolean {
  return !!campaign.season && campaign.before && (campaign.kind === 'count' || campaign.kind === 'talk');
}

function hookOptions(story: Story): Array<string | null> {
  const campaign = campaignOf(story);
  if (!campaign) return [pitchOf(story)];
  const voice = voiceOf(story);
  const What = headline(campaign.what, story);
  const Object = headline(campaign.object, story);
  const at = nameWithArticle(story);
  const announced = story.statements.find((s) => s.toLocaleLowerCase().includes(story.what!.text.toLocaleLowerCase()));
  // A service done before a season is not a seasonal service ("Fazemos a limpeza de edredões antes do inverno." read
  // as if duvets were cleaned only then): the season comes first, as the reason ("O inverno está à porta."), and the
  // service is said as it always is. (Goods to buy before it keep "antes do inverno".)
  const season = seasonFirst(campaign) ? campaign.season : null;
  const seasonLead = season ? `${capitalise(season)} ${season.startsWith('os ') || season.startsWith('as ') ? 'estão' : 'está'} ${voice.variety === 'br' ? 'chegando' : 'à porta'}.` : null;
  const { whenLabel } = campaign;
  const when = seasonLead ? null : campaign.when;
  const titled = campaign.actionNoun
    ? // "Encomendas de bolo-rei abertas até 20 de dezembro."
      `${What} ${headOf(campaign.what).gender === 'm' ? 'abertos' : 'abertas'}${tail(when)}.`
    : whenLabel
      ? `${Object}: ${whenLabel}.`
      : `${What}${tail(when)}: ${shortAction(story, campaign)}.`;
  const temos = voice.we ? 'temos' : 'tenho';
  // "Precisa de limpeza de sofás? Estamos cá para isso.": a service the reader may need, named bare after "de".
  const answer = campaign.kind === 'count' ? `${voice.we ? 'Estamos' : 'Estou'} ${voice.variety === 'br' ? 'aqui' : 'cá'} para isso` : shortAction(story, campaign);
  const need = campaign.kind === 'count' || campaign.kind === 'talk' ? `${voice.tu ? 'Precisas' : 'Precisa'} de ${campaign.what}${tail(when)}? ${capitalise(answer)}.` : null;
  // The service in verbs after the season's reason ("O inverno está à porta. Limpamos os seus edredões."); "conte connosco" in turn.
  const done = campaign.kind === 'count' ? doneAsVerbs(campaign.what, voice) : null;
  const act = done ?? action(story, campaign);
  // A service in verbs reads as the business talking ("É só marcar: recolhemos e entregamos …", "Na Lavandaria Pelicano
  // limpamos …"); its name as a noun phrase after "Precisa de …?" or "Conte connosco para …" read as the brief glued in.
  // ("É só marcar: limpamos os seus edredões." was rated unusable twice: a booking said before what it is for.) A service
  // that comes to the reader says what that spares them: "Nem precisa de sair de casa: recolhemos e entregamos …".
  // Two services, one of them at the reader's door, are two sentences: what is done, then what the reader is spared
  // ("Recolhemos e entregamos ao domicílio no Grande Porto e limpamos os seus edredões." was read as machine-assembled).
  const split = atTheDoor(campaign, voice);
  const home = split?.door.done;
  const rest = split?.rest ?? null;
  const spared = `${voice.tu ? 'Nem precisas' : 'Nem precisa'} de sair de casa`;
  // Where no season opens the line, the service says what it leaves the reader ready for.
  const ready = (line: string) => (when ? `${line}${tail(when)}` : readied(line, campaign, voice));
  // Opening a post, what the reader is spared is said whole: "Nem precisa de sair de casa: …" with nothing before it was
  // read as an answer to nothing (session 51), and "Sem sair de casa: recolhemos …" as the business staying home (session 52).
  const unmoved = voice.tu ? 'Não precisas de sair de casa' : 'Não precisa de sair de casa';
  const easy = home ? `${unmoved}: ${home}. ${ready(rest!)}.` : done && comesHome.test(done) ? `${unmoved}: ${lowerFirstWord(done)}${tail(when)}.` : null;
  const here = done && at ? `${capitalise(contract('em', at))} ${lowerFirstWord(ready(rest ?? done))}.${home ? ` E ${lowerFirstWord(spared)}: ${home}.` : ''}` : null;
  return [
    seasonLead && home ? `${seasonLead.replace(/\.$/u, ':')} ${lowerFirstWord(rest!)}. E ${lowerFirstWord(spared)}: ${home}.` : seasonLead ? `${seasonLead} ${done ?? act}.` : when ? `${capitalise(when)}, ${lowerFirstWord(act)}.` : `${act}.`,
    // (Not "Sabia que recolhemos e entregamos ao domicílio no Grande Porto?" / "Sabia que limpamos os seus edredões?": rated
    // 1 in nine pieces of nine over three rounds, a question about what the reader cannot know, then the answer.)
    home ? `${capitalise(seasonFirst(campaign) ? readied(rest!, campaign, voice) : `${rest}${campaign.when ? ` ${campaign.when}` : ''}`)}. E ${lowerFirstWord(spared)}: ${home}.` : done ? null : titled,
    // (A service said in verbs is never titled with the brief's noun phrase after all: "Precisa de limpeza de edredões?".)
    easy ?? (done ? null : need),
    here,
    // A service said as what the business does ("Fazemos a limpeza de edredões antes do inverno."), not "conte connosco" again.
    campaign.available
      ? `Ainda ${temos} ${campaign.object}${tail(when ?? whenLabel)}.`
      : campaign.kind === 'count'
        ? seasonLead && done
          ? null
          : `${done ?? `${voice.we ? 'Fazemos' : 'Faço'} ${withArticle(campaign.object)}`}${tail(when)}.`
        : `${act}${tail(when)}.`,
    at && campaign.kind !== 'count' ? `${action(story, campaign, at)}${tail(when)}.` : null,
    campaign.isNew ? (/^nov[oa]s?\s/iu.test(campaign.what) ? `${agree(campaign.what, 'Chegou', 'Chegaram')} ${withArticle(campaign.what)}${tail(when ?? whenLabel)}!` : `Novidade: ${campaign.what}${tail(when ?? whenLabel)}!`) : null,
    announced && (!when || announced.includes(when)) ? inPerson(sentence(announced), voice).replace(/\.$/u, '!') : null,
  ].map((line) => (line ? clean(capitalise(line)) : null));
}

/** "Conte connosco …" stays as it is after a comma; only a capital that begins the sentence is lowered. */
function lowerFirstWord(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

function question(story: Story, variant: number): string | null {
  const campaign = campaignOf(story);
  if (!campaign) return null;
  const voice = voiceOf(story);
  const joinable = ['book', 'enrol', 'taste'].includes(campaign.kind);
  return pick(
    [
      joinable ? `Quem se junta a ${usWord(voice)}${campaign.deadline ? '' : tail(campaign.when)}?` : null,
      // "Os seus edredões já estão prontos para o inverno?": the reader's own things, not "Já está tudo pronto …?", which
      // says not what for (rated unusable twice).
      campaign.season && campaign.before ? readyFor(campaign, voice) : null,
      campaign.kind === 'taste' ? `Quem vem provar ${withArticle(campaign.object)}?` : null,
    ],
    variant,
  );
}

function readyFor(campaign: { what: string; season: string | null }, voice: Voice): string | null {
  const things = readersThings(campaign.what, voice);
  if (!things || !campaign.season) return null;
  const ready = `pront${things.gender === 'f' ? 'a' : 'o'}${things.plural ? 's' : ''}`;
  return `${capitalise(things.phrase)} já ${things.plural ? 'estão' : 'está'} ${ready} para ${campaign.season}?`;
}

/**
 * A service done before a season, said in time for it ("Limpamos os seus edredões a tempo do inverno"): "Limpamos os
 * seus edredões." alone was read as a bare statement (quoted five times in a round), and "… antes do inverno." as if
 * duvets were cleaned only then. The line as it is where the reader's things are not its end or there is no season.
 */
function readied(done: string, campaign: { what: string; season: string | null; before: boolean }, voice: Voice): string {
  const things = readersThings(campaign.what, voice);
  if (!things || !campaign.season || !campaign.before || !done.endsWith(things.phrase)) return done;
  return `${done} a tempo ${contract('de', campaign.season)}`;
}

function whatDone(story: Story, detail: Detail): boolean {
  return !!story.what && caseLabel(detail.name).toLocaleLowerCase() === textOf(story.what, story).toLocaleLowerCase();
}

export const pt: Locale = {
  language: 'pt',
  ours(thing, story) {
    return withPossessive(textOf(thing, story), ours(voiceOf(story)), voiceOf(story).variety);
  },
  statement(clause, story) {
    // An ask the brief wrote for the clients ("pedir pra agendarem a avaliação") is said in the kit's own address.
    const voice = voiceOf(story);
    const verb = /^(\p{L}+(?:-\p{L}+)?)(?=\s)/u.exec(clause.trim())?.[1];
    const asked = verb && wordEntry(tuForms, verb.toLocaleLowerCase()) ? `${imperative(voice, verb)}${clause.trim().slice(verb.length)}` : clause;
    return end(inPerson(asked, voice));
  },
  voice(text, story) {
    // One person writing: "nosso" becomes "meu", "connosco" becomes "comigo"; the verbs are the locale's own already.
    return story.person === 'I' ? myOwn(text) : text;
  },

  campaignHook(story, variant) {
    return pick(hookOptions(story), variant);
  },
  campaignTie(story, variant) {
    const campaign = campaignOf(story);
    if (!campaign) return null;
    const announced = story.statements.find((s) => s.toLocaleLowerCase().includes(story.what!.text.toLocaleLowerCase()));
    // A service is tied to the post by what the business does ("Fazemos a limpeza de edredões …"), "conte connosco" being the opening's.
    const done = campaign.kind === 'count' ? doneAsVerbs(campaign.what, voiceOf(story)) : null;
    const act = campaign.kind === 'count' ? (done ?? `${voiceOf(story).we ? 'Fazemos' : 'Faço'} ${withArticle(campaign.object)}`) : action(story, campaign);
    // A service before a season is said as it always is: the season is the opening's reason ("O inverno está à porta.").
    const when = seasonFirst(campaign) ? null : campaign.when;
    // (Not titled, "Lavagem de tapetes: nós tratamos de tudo.", where its verbs can say it.)
    const said = when || !done ? `${act}${tail(when)}` : readied(act, campaign, voiceOf(story));
    return pick([announced ? pt.statement(announced, story) : null, end(said), done ? null : end(`${headline(campaign.object, story)}${tail(when ?? campaign.whenLabel)}: ${shortAction(story, campaign)}`)], variant);
  },
  whenSentence(story) {
    const campaign = campaignOf(story);
    // Every opening carries the date already; only a time no frame could take ("fim de semana prolongado") is said on its own.
    if (!campaign || campaign.when || !campaign.whenLabel) return null;
    return end(capitalise(campaign.whenLabel));
  },
  offerSentence(story) {
    return offerLine(story, campaignOf(story));
  },
  invitation(story) {
    const campaign = campaignOf(story);
    if (!campaign || !['book', 'appoint', 'enrol', 'taste'].includes(campaign.kind)) return null;
    const voice = voiceOf(story);
    const { family, friends } = audienceKinds(story);
    // An appointment is made for the family; a table, a stay or a class is come to with them.
    if (campaign.kind === 'appoint') return family ? `${voice.variety === 'br' ? 'Agende' : imperative(voice, 'Marque')} para toda a família.` : null;
    const whom = family && friends ? 'com a família ou com os amigos' : family ? 'com toda a família' : friends ? 'com os amigos' : null;
    return whom ? `${imperative(voice, 'Venha')} ${whom}!` : null;
  },
  replyAsk(story, network, asked) {
    const voice = voiceOf(story);
    const us = voice.we ? 'nos' : 'me';
    const br = voice.variety === 'br';
    if (network === 'Facebook') {
      if (asked) return br ? `Conte pra ${voice.we ? 'gente' : 'mim'} nos comentários!` : voice.tu ? `Conta-${us} nos comentários!` : `Diga-${us} nos comentários!`;
      return br ? 'Ficou com alguma dúvida? Pergunte nos comentários.' : voice.tu ? `Tens dúvidas? Pergunta-${us} nos comentários.` : `Tem dúvidas? Pergunte-${us} nos comentários.`;
    }
    const campaign = campaignOf(story);
    const { family, friends } = audienceKinds(story);
    if (!campaign || !['book', 'enrol', 'taste'].includes(campaign.kind) || !(family || friends)) return null;
    return `${br ? 'Marque quem você traria junto!' : voice.tu ? 'Identifica quem trazias contigo!' : 'Identifique quem traria consigo!'}${story.emoji ? ' 👇' : ''}`;
  },
  audienceCall(story) {
    // "Isto é para as famílias e os pequenos negócios!": the audience with its article, its list in brackets left out.
    const audience = story.audience?.replace(/\s*\([^)]*\)/gu, '').replace(/\s+/gu, ' ').trim();
    if (!audience || audience.length > 60) return null;
    const phrase = /^(?:quem|todos|todas|tod[oa]s\s+(?:os|as)|qualquer)\s/iu.test(audience) ? audience : withArticle(audience);
    return `Isto é para ${phrase}!`;
  },
  mentionSentence(things, story, variant) {
    if (things.length === 0) return null;
    const voice = voiceOf(story);
    const campaign = campaignOf(story);
    // "promoção de detergentes" and "a promoção de detergentes" are one thing; a point that restates the campaign is the hook's.
    const seen = new Set<string>();
    const what = campaign?.what.toLocaleLowerCase() ?? null;
    const items = things
      .map((thing) => withArticle(textOf(thing, story)))
      .filter((item) => {
        const key = item.toLocaleLowerCase().replace(/^(?:o|a|os|as)\s+/u, '');
        if (seen.has(key) || (what && key.includes(what))) return false;
        seen.add(key);
        return true;
      });
    if (items.length === 0) return null;
    const all = list(items, 'pt');
    const plural = items.length > 1 || headOf(items[0]!).plural;
    // An offer is taken up ("Aproveite também a promoção"); an ingredient or a feature is part of it ("A manteiga dos Açores também faz parte").
    const offerish = items.every((item) => /(?<![\p{L}])(?:promoç\p{L}*|descontos?|ofertas?|grátis|gratuit\p{L}*|saldos|promos?|envios?|entregas?|trocas?|brindes?|cupões|cupão|cupons?|vales?|estacionamento)(?![\p{L}])/iu.test(item));
    const count = campaign?.kind === 'count' ? null : `${imperative(voice, 'Conte')} também com ${all}.`;
    // "a promoção de detergentes (8,50€)" is said as what is on offer: "Os detergentes estão em promoção: 8,50€."
    // ("Aproveite também a promoção de detergentes (8,50€)." in post after post was read as pasted.)
    const promoted = things.length === 1 ? /^promoç(?:ão|ões)\s+(?:de|do|da|dos|das)\s+(.+?)(?:\s*\(([^)]+)\))?$/iu.exec(textOf(things[0]!, story)) : null;
    const onOffer = promoted ? `${capitalise(withArticle(promoted[1]!))} ${headOf(promoted[1]!).plural ? 'estão' : 'está'} em promoção${promoted[2] ? `: ${promoted[2]}` : ''}.` : null;
    const options = offerish
      ? // "Peça informações sobre a promoção" is a pointer: it hides what the promotion is.
        [onOffer ?? `${imperative(voice, 'Aproveite')} também ${all}.`, count, `${imperative(voice, 'Não perca')} ${all}.`]
      : [`${capitalise(all)} também ${plural ? 'fazem' : 'faz'} parte.`, `Não ${plural ? 'faltam' : 'falta'} ${all}.`];
    return pick(options.filter((line): line is string => !!line).map(clean), variant);
  },
  question,
  introduction(description, story) {
    const first = description.split(/\s+/u)[0]!;
    const { gender, plural } = headOf(first);
    const what = description.charAt(0).toLocaleLowerCase('pt') + description.slice(1);
    const are = voiceOf(story).we ? 'Somos' : 'Sou';
    return plural ? `${are} ${what}` : `${are} ${gender === 'f' ? 'uma' : 'um'} ${what}`;
  },
  detailSentences(detail, story, variant) {
    const voice = voiceOf(story);
    const name = caseLabel(detail.name);
    const Name = capitalise(name);
    if (detail.description) {
      // The owner's own sentence ("Tratamos de tudo…") needs no label before it.
      const describes = detail.description.toLocaleLowerCase().includes(name.toLocaleLowerCase()) || speaksAsOwner(detail.description, 'pt');
      if (describes && !detail.price) return end(detail.description);
      return end(`${Name}${detail.price ? priceAfter(detail.price) : ''}: ${afterColon(detail.description)}`);
    }
    if (detail.price) return end(/^(?:desde|a\s+partir\s+de)\s/iu.test(detail.price) ? `${Name} ${detail.price}` : `${Name}: ${detail.price}`);
    // A service the site lists by name alone: "Também tratamos de abertura e baixa de empresas."
    if (whatDone(story, detail) || name.split(/\s+/u).length < 2) return null;
    if (['food', 'retail'].includes(story.trade)) return end(`${voice.we ? 'Também temos' : 'Também tenho'} ${name}`);
    const us = withUs(voice, story.casual);
    return pick([end(`${voice.we ? 'Também tratamos' : 'Também trato'} de ${name}`), `${Name}? Também é ${us}.`, end(`${voice.we ? 'Tratamos' : 'Trato'} ainda de ${name}`)], variant);
  },
  proofLines(proof: Proof, story, variant) {
    const voice = voiceOf(story);
    const quoted = `“${proof.quote.replace(/["“”«»]/gu, '').trim()}”${proof.author ? ` — ${proof.author}` : ''}`;
    const first = proof.author?.split(/\s+/u)[0];
    const named = first && first.length >= 2 && !first.endsWith('.') ? first : null;
    return [
      quoted,
      pick(
        // Thanks, not a feeling the owner never wrote ("São palavras assim que nos dão força." is a claim made for them).
        named ? [voice.we ? `Obrigado, ${named}!` : `Um grande obrigado, ${named}!`, `Obrigado pelas suas palavras, ${named}.`] : ['Obrigado pelas suas palavras!'],
        variant,
      )!,
    ];
  },
  week: {
    day: (day) => ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'][day]!,
    run: (from, to) => `de ${from} a ${to}`,
    pair: (first, second) => `${first} e ${second}`,
    everyDay: 'todos os dias',
    times: (spans) => spans.map(([open, close]) => `das ${clock(open)} às ${clock(close)}`).join(' e '),
    withTimes: (days, times) => `${/^(?:de |todos)/u.test(days) ? days : `${/^(?:sábado|domingo)/u.test(days) ? 'aos' : 'às'} ${days.replace(/(?<=[ao])(?=\s|$)/gu, 's')}`} ${times}`,
    list: (items) => items.join(' e '),
  },
  hoursSentence(week, story) {
    const when = week.withTimes ?? week.days;
    return voiceOf(story).we ? `Estamos abertos ${when}.` : `Horário: ${when}.`;
  },
  contactSentence(story, variant) {
    // "Estamos na Rua da Natária, 73, Porto.", as a person says where they are; "A nossa morada:" read as a form's field.
    const street = story.address ? /^(rua|avenida|av\.|praça|travessa|estrada|alameda|calçada|rotunda|quinta|urbanização|largo|beco|bairro|lugar|caminho)(?![\p{L}])/iu.exec(story.address) : null;
    const at = street ? (/^(?:largo|beco|bairro|lugar|caminho)$/iu.test(street[1]!) ? 'no' : 'na') : null;
    const where = story.directions ?? (story.address ? (at ? `${voiceOf(story).we ? 'Estamos' : 'Estou'} ${at} ${story.address}.` : `A nossa morada: ${story.address}.`) : null);
    // "Dúvidas?" before the number was read as a question from nowhere.
    return pick([story.phone ? `${imperative(voiceOf(story), 'Ligue')} para o ${story.phone}.` : null, where], variant);
  },
  businessKinds: { hotéis: 'um hotel', restaurantes: 'um restaurante', cafés: 'um café', bares: 'um bar', escritórios: 'um escritório', empresas: 'uma empresa', negócios: 'um negócio', clínicas: 'uma clínica', consultórios: 'um consultório', lojas: 'uma loja', salões: 'um salão', escolas: 'uma escola', ginásios: 'um ginásio' },
  businessQuestion(kinds, place) {
    // "do Grande Porto" is "no Grande Porto" where one is: de+article becomes em+article.
    const where = place ? ` ${({ do: 'no', da: 'na', dos: 'nos', das: 'nas' } as Record<string, string>)[place.preposition.toLocaleLowerCase()] ?? 'em'} ${place.name}` : '';
    return `Tem ${kinds.join(' ou ')}${where}?`;
  },
  heritageSentence(story, variant) {
    const fact = heritageFact(story, variant);
    if (!fact) return null;
    const service = `ao ${yours(voiceOf(story))} serviço`;
    // Not "Estamos …", how the contact line opens; nor "Há mais de 50 anos …", read as one more thing there is ("Também há …").
    return 'year' in fact ? `Desde ${fact.year} que ${voiceOf(story).we ? 'estamos' : 'estou'} ${service}.` : `São ${fact.atLeast ? 'mais de ' : ''}${fact.years} anos ${service}.`;
  },
  personSentence(person) {
    const role = person.role?.trim() ?? '';
    const lower = role.toLocaleLowerCase();
    if (!role) return null;
    if (/founder|fundador|fundadora|co-?fundador/u.test(lower)) return `Tudo começou com ${person.name}.`;
    if (/owner|propriet|dono|dona|inhaber|sócio-gerente|sócia-gerente|gerente/u.test(lower)) return `À frente de tudo está ${person.name}.`;
    if (/guide|guia/u.test(lower)) return `Quem guia é ${person.name}.`;
    // A role the page writes in Portuguese ("fisioterapeuta", "pasteleira") keeps its own gender.
    if (/^[a-z\s-]+$/u.test(role) && /(?:er|or|ist|ian|ant|ent)$/u.test(lower)) return null;
    if (role.split(/\s+/u).length > 5) return null;
    return `Apresentamos ${person.name}, ${caseLabel(role)}.`;
  },

  callToAction(story, network, variant) {
    const campaign = campaignOf(story);
    const words = ctaWords(story, campaign);
    if (network === 'Instagram') return pick(['Link na bio.', `${words}: link na bio.`, 'Mais informações: link na bio.'], variant)!;
    if (network === 'web') return pt.buttonLabel(story);
    return pick([`${words}: ${story.link}`, `${words} em ${story.link}`, `Mais informações em ${story.link}`], network === 'email' ? 0 : variant)!;
  },
  buttonLabel(story) {
    const own = story.callToAction?.trim();
    if (own && own.length <= 28 && /\p{L}/u.test(own)) return capitalise(caseLabel(own === own.toLocaleUpperCase() ? own.toLocaleLowerCase() : own));
    const campaign = campaignOf(story);
    const br = voiceOf(story).variety === 'br';
    const labels: Record<Kind, string> = {
      order: 'Encomendar',
      book: 'Reservar',
      appoint: br ? 'Agendar' : 'Marcar',
      enrol: 'Inscrever-me',
      taste: br ? 'Saiba mais' : 'Saber mais',
      shop: br ? 'Ver coleção' : 'Ver coleção',
      talk: br ? 'Fale conosco' : 'Falar connosco',
      count: br ? 'Entre em contato' : 'Contactar',
    };
    return campaign ? labels[campaign.kind] : br ? 'Saiba mais' : 'Saber mais';
  },

  email: {
    greeting(story) {
      const voice = voiceOf(story);
      if (!story.casual) return 'Olá,';
      return voice.variety === 'br' ? 'Oi!' : 'Olá!';
    },
    farewell(story) {
      const campaign = campaignOf(story);
      if (!campaign || !['book', 'appoint', 'enrol', 'taste'].includes(campaign.kind)) return null;
      const voice = voiceOf(story);
      // (Not above "Até breve,", the casual sign-off, which says goodbye already.)
      if (story.casual && voice.variety !== 'br') return null;
      return voice.variety === 'br' ? 'Esperamos por você!' : voice.tu ? 'Estamos à tua espera!' : 'Estamos à sua espera!';
    },
    signOff(story) {
      const voice = voiceOf(story);
      const br = voice.variety === 'br';
      const words = story.casual ? (br ? 'Um abraço,' : 'Até breve,') : br ? 'Atenciosamente,' : 'Com os melhores cumprimentos,';
      return `${words}\n${signerOf(story)}`;
    },
    subject(story, variant) {
      const campaign = campaignOf(story);
      if (!campaign) return story.name;
      const What = headline(campaign.what, story);
      // A service before a season: the season as the reason, then what is done ("O inverno está à porta: limpamos os seus edredões").
      const last = nounPhrases(campaign.what).at(-1) ?? campaign.what;
      const done = seasonFirst(campaign) ? doneAsVerbs(last, voiceOf(story)) : null;
      const seasonal = done && campaign.season ? `${capitalise(campaign.season)} ${campaign.season.startsWith('os ') || campaign.season.startsWith('as ') ? 'estão' : 'está'} ${voiceOf(story).variety === 'br' ? 'chegando' : 'à porta'}: ${lowerFirstWord(done)}` : null;
      const options = [
        seasonal,
        campaign.whenLabel ? `${headline(campaign.object, story)}: ${campaign.whenLabel}` : `${What}${tail(campaign.when)}`,
        `${What}: ${shortAction(story, campaign)}`,
        campaign.isNew && !/^nov[oa]s?\s/iu.test(campaign.what) ? `Novidade: ${campaign.what}` : null,
        campaign.season && campaign.before ? `${capitalise(campaign.season)} ${campaign.season.startsWith('os ') ? 'estão' : 'está'} ${voiceOf(story).variety === 'br' ? 'chegando' : 'à porta'}: ${campaign.what}` : null,
      ].filter((line): line is string => !!line);
      const short = options.filter((line) => line.length <= 70);
      return pick(short.length ? short : options, variant)!;
    },
  },
  ad: {
    headline(story, variant) {
      const campaign = campaignOf(story);
      if (!campaign) return story.name.length <= 40 ? story.name : null;
      const when = campaign.when;
      const parts = nounPhrases(campaign.what).map((part) => shorten(part, 30));
      const options = [
        when ? `${headline(campaign.what, story)} ${when}` : null,
        headline(campaign.what, story),
        ...parts.flatMap((part) => [when ? `${headline(part, story)} ${when}` : null, headline(part, story)]),
        headline(shorten(campaign.what, 30), story),
        story.name,
      ].filter((line): line is string => !!line && line.length <= 30);
      return pick([...new Set(options)], variant);
    },
    description(story, variant) {
      const campaign = campaignOf(story);
      // Short enough for an ad: each of the campaign's things on its own, with its time and the action.
      // A service its verbs can say is said so ("Recolhemos e entregamos ao domicílio no Grande Porto."), not titled ("…: nós tratamos de tudo.").
      const said = (part: string) => (campaign!.kind === 'count' ? doneAsVerbs(part, voiceOf(story)) : null);
      const parts = campaign ? nounPhrases(campaign.what).map((part) => (said(part) ? `${said(part)}${tail(seasonFirst(campaign) ? null : (campaign.when ?? campaign.whenLabel))}.` : `${headline(part, story)}${tail(campaign.when ?? campaign.whenLabel)}: ${shortAction(story, campaign)}.`)) : [];
      const options = [...hookOptions(story), ...parts, pitchOf(story)].filter((line): line is string => !!line && line.length <= 90);
      return pick(options, variant);
    },
  },
  website: {
    hero(story) {
      const campaign = campaignOf(story);
      if (!campaign) return story.name;
      // Two services, one at the reader's door: what is done, when, and how it comes to them ("Limpamos os seus edredões
      // antes do inverno, com recolha e entrega ao domicílio …"); the two nouns joined ("Recolha e entrega … e limpeza de
      // edredões") were read as a list in three rounds.
      // (Not "…, sem sair de casa": read as the laundry never leaving home.)
      // (Eighty characters at most: "…, com recolha e entrega ao domicílio no Grande Porto" made a headline far too long.)
      const split = atTheDoor(campaign, voiceOf(story));
      if (split) {
        const done = `${split.rest}${campaign.when ? ` ${campaign.when}` : ''}`;
        return `${done}, com ${split.door.named}`.length <= 80 ? `${done}, com ${split.door.named}` : done;
      }
      const what = headline(campaign.what, story);
      if (what.split(/\s+/u).length > 12) return headline(shorten(campaign.what, 60), story);
      return campaign.when && `${what} ${campaign.when}`.length <= 80 ? `${what} ${campaign.when}` : what;
    },
    subheading(story) {
      const lines = [story.statements[0] ? pt.statement(story.statements[0], story) : null, pitchOf(story)].filter((line): line is string => !!line);
      if (lines.length) return lines.slice(0, 2).join(' ');
      const campaign = campaignOf(story);
      return campaign ? end(action(story, campaign)) : story.name;
    },
  },
  sequences: {
    welcome(story) {
      const voice = voiceOf(story);
      const br = voice.variety === 'br';
      const pitch = pitchOf(story);
      // The pitch may name the founder already ("Fundada por Ana Lopes em 1971, …").
      const person = story.people.filter((p) => !pitch?.includes(p.name)).map((p) => pt.personSentence(p, story)).find(Boolean) ?? null;
      const detail = story.details.find((d) => d.description) ?? null;
      const at = nameWithArticle(story);
      const campaign = campaignOf(story);
      // A site that names its services without describing them: the list says what the business does.
      const services = story.trade === 'food' || story.trade === 'retail' ? [] : story.details.filter((d) => !d.description && caseLabel(d.name).split(/\s+/u).length >= 2).map((d) => caseLabel(d.name));
      const thanks = br ? 'Obrigado por se inscrever! É por aqui que vamos compartilhar as novidades.' : voice.tu ? 'Obrigado por te teres inscrito! É por aqui que vamos partilhar as novidades.' : 'Obrigado por se ter inscrito. É por aqui que vamos partilhar as novidades.';
      return [
        { subject: at ? `Boas-vindas ${contract('a', at)}` : br ? 'Que bom ter você aqui!' : voice.tu ? 'Que bom ter-te por cá!' : 'Boas-vindas!', paragraphs: [thanks, ...(pitch ? [pitch] : []), ...(person ? [person] : [])] },
        {
          subject: detail ? `Por onde começar: ${caseLabel(detail.name)}` : voice.we ? 'O que fazemos' : 'O que faço',
          paragraphs: [detail ? pt.detailSentences(detail, story, 1)! : services.length >= 2 ? end(`${voice.we ? 'Tratamos' : 'Trato'} de ${list(services.slice(0, 5), 'pt')}`) : (pitch ?? (campaign ? end(action(story, campaign)) : story.name))],
        },
      ];
    },
    nurture(story) {
      const voice = voiceOf(story);
      const [first, second] = story.details.filter((d) => d.description);
      const proof = story.proof[0];
      const campaign = campaignOf(story);
      const services = story.details.filter((d) => !d.description && !whatDone(story, d) && caseLabel(d.name).split(/\s+/u).length >= 2).map((d) => caseLabel(d.name));
      const forYou = voice.variety === 'br' ? 'por você' : voice.tu ? 'por ti' : 'por si';
      const alsoDo = voice.we ? 'tratamos também de' : 'trato também de';
      return [
        ...(first ? [{ subject: `${capitalise(caseLabel(first.name))} em detalhe`, paragraphs: [pt.detailSentences(first, story, 0)!, ...(second ? [pt.detailSentences(second, story, 1)!] : [])] }] : []),
        ...(!first && campaign && services.length >= 2 && !['food', 'retail'].includes(story.trade)
          ? [{ subject: `O que ${voice.we ? 'podemos' : 'posso'} fazer ${forYou}`, paragraphs: [end(`Além ${withArticle(campaign.what, 'de')}, ${alsoDo} ${list(services.slice(0, 5), 'pt')}`)] }]
          : []),
        ...(proof ? [{ subject: voice.we ? 'Nas palavras dos nossos clientes' : 'Nas palavras dos meus clientes', paragraphs: pt.proofLines(proof, story, 2) }] : []),
      ];
    },
    promotional(story) {
      const voice = voiceOf(story);
      const campaign = campaignOf(story);
      const hook = pt.campaignHook(story, 0);
      const when = pt.whenSentence(story, 0);
      const offer = pt.offerSentence(story);
      const mention = pt.mentionSentence(story.mentions, story, 1);
      const first = { subject: pt.email.subject(story, 1), paragraphs: [hook, [when, offer].filter(Boolean).join(' '), ...story.statements.slice(0, 2).map((s) => pt.statement(s, story)), mention].filter((p): p is string => !!p) };
      if (!campaign) return [first];
      const br = voice.variety === 'br';
      const reminder = campaign.deadline
        ? { subject: `${br ? 'Ainda dá tempo' : 'Ainda vai a tempo'}: ${lowerFirstWord(headline(campaign.what, story))}`, paragraphs: [end(`${action(story, campaign)}${tail(campaign.when)}`)] }
        : {
            subject: `${br ? 'Ainda pensando' : 'Ainda a pensar'} ${withArticle(campaign.object, 'em')}?`,
            paragraphs: [end(action(story, campaign)), question(story, 3) ?? ''].filter(Boolean),
          };
      return [first, reminder];
    },
  },
};


