import { capitalizeFirst, copulaLead, fitsPlatform, hashtagsFor, isStopword, joinList, parseInstructions, seasonNamed, sitePlaceName, splitSentences, tagOf, thingsAmpersand, type KitLanguage, type SiteModel, type WriterBrief } from '@sitespark/site-model';
import { frenchSpacing, sentence } from './grammar.ts';
import type { Locale } from './locale.ts';
import { locales } from './locales/index.ts';
import { describeWeek, openingHoursOf } from './hours.ts';
import { campaignPitch, headBoundary, isItemList, isPlural, ownAskVerbs, readStory, signerOf, wordsOf, type Proof, type Story, type Thing } from './story.ts';

export { locales };

/**
 * The pages' opening hours as the writer says them ("We're open Monday to Friday, 9am–5:30pm."),
 * or null: the grounding pass takes it as the pages' own fact, since it is their "Mon–Fri 9–17:30" in words.
 */
export function hoursInWords(site: SiteModel): string | null {
  const locale = locales[site.language];
  const hours = openingHoursOf(site);
  const week = locale && hours ? describeWeek(hours, locale.week) : null;
  return locale && week ? locale.hoursSentence(week, readStory({ site, instructions: parseInstructions('', ''), customPrompt: '', targetAudience: '', audiencePhrase: null })) : null;
}

/** Whether the writer has the kit's language (the old writer keeps the others until it has). */
export function writesIn(language: KitLanguage): boolean {
  return locales[language] !== undefined;
}

export type Network = 'Twitter' | 'LinkedIn' | 'Instagram' | 'Facebook';
export const networks: Network[] = ['Twitter', 'LinkedIn', 'Instagram', 'Facebook'];

/** The angle a post takes: the campaign itself, proof for it, or a detail, a story or a question around it. */
export type Angle = 'offer' | 'proof' | 'detail';

/** Each network's three options take three different angles, in an order of its own. */
const anglesOf: Record<Network, Angle[]> = {
  Twitter: ['offer', 'proof', 'detail'],
  LinkedIn: ['offer', 'detail', 'proof'],
  Instagram: ['offer', 'detail', 'proof'],
  Facebook: ['offer', 'proof', 'detail'],
};
/** How many hashtags the network's users put on a post. */
const tagsPerNetwork: Record<Network, number> = { Twitter: 1, LinkedIn: 2, Instagram: 5, Facebook: 1 };

export interface KitCopy {
  social: Array<{ platform: Network; options: string[] }>;
  email: { subject: string; body: string; sequences: { welcome: Array<{ subject: string; body: string }>; nurture: Array<{ subject: string; body: string }>; promotional: Array<{ subject: string; body: string }> } };
  ad: { headline: string; description: string; cta: string; variations: { headlines: string[]; descriptions: string[]; ctas: string[] } };
  website: { hero: string; subheading: string; callToAction: string; features: string; benefits: string; testimonial: string };
}

interface Writer {
  story: Story;
  locale: Locale;
  tags: string[];
  /** Sentences already used in the kit, and how often: no page sentence more than twice. */
  used: Map<string, number>;
  /** What each post of the kit says, so no two say the same. */
  said: Set<string>;
  /** In how many of the kit's kept posts each sentence stands (by its substance): no sentence in more than a quarter of them. */
  sentencePosts: Map<string, number>;
  /** Texts already finished (voice, words to avoid, spacing), by their draft: drafts repeat while a post is chosen. */
  finished: Map<string, string>;
  /** Which mention comes next, and which of the locale's framings. */
  mentionTurn: number;
  framingTurn: number;
  /** Openings take turns across the kit; off while a post that came out like another is drafted again. */
  hooksTakeTurns: boolean;
  /** The campaign's things one by one, when it names several (see campaignParts). */
  parts: Thing[];
  /** The campaign's thing named again by its head (shortCampaign), or null. */
  short: Thing | null;
  /** The whole story, while a post tells one part of the campaign or names it by its head. */
  full: Story;
  /** While a post names the campaign by its head: the story with its whole name, which the post's opening says. */
  whole?: Story | null;
  /** The network of the post being written, or null for the email, the ad and the page. */
  network?: Network | null;
  /** The site's pitch is the business saying what it is ("Somos una panadería …"), not the page's label (see pitchSaid). */
  introduced: boolean;
}

function use(writer: Writer, text: string | null | undefined, limit = 2): string | null {
  if (!text) return null;
  const count = writer.used.get(text) ?? 0;
  if (count >= limit) return null;
  writer.used.set(text, count + 1);
  return text;
}

function finish(writer: Writer, text: string): string {
  const known = writer.finished.get(text);
  if (known !== undefined) return known;
  const done = finishText(writer, text);
  writer.finished.set(text, done);
  return done;
}

function finishText(writer: Writer, text: string): string {
  const { story, locale } = writer;
  // The owner's person everywhere but inside a customer's quoted words.
  const voiced = locale.voice ? text.split(/(“[^”]*”|„[^“]*“|«[^»]*»)/u).map((part, index) => (index % 2 === 1 ? part : locale.voice!(part, story))).join('') : text;
  const kept = saidOnce(voiced, story.language)
    .split('\n')
    .map((line) => withoutAvoided(story, line))
    .map((line, index) => joinedStatements(line, story.language, index === 0))
    .join('\n');
  const tidy = kept.replace(/[ \t]+\n/gu, '\n').replace(/\n{3,}/gu, '\n\n').trim();
  return story.language === 'fr' ? frenchSpacing(tidy) : tidy;
}

/**
 * "Hay aparcamiento." after a statement is its second half: "…, y hay aparcamiento." (and the same
 * in de, fr, pt); with no statement to join, after the post's opening it is said as one more thing:
 * "También hay aparcamiento.", not a bare fact. In an ad it is a fact of its own: "Con aparcamiento." (`with`).
 */
const thereIs: Partial<Record<KitLanguage, { lead: RegExp; and: string; also: string; with?: string }>> = {
  es: { lead: /^Hay\s/u, and: 'y', also: 'También hay ', with: 'Con' },
  pt: { lead: /^Há\s/u, and: 'e', also: 'Também há ', with: 'Com' },
  fr: { lead: /^Il y a\s/u, and: 'et', also: 'Il y a aussi ', with: 'Avec' },
  // German's "mit" would need the thing in the dative ("Es gibt Parkplätze" is not "Mit Parkplätze"): no such ad piece.
  de: { lead: /^Es gibt\s/u, and: 'und', also: 'Es gibt auch ' },
};

/** "Hay aparcamiento." in a post whose directions say "con amplia zona de aparcamiento" already says it twice: it goes. */
function saidOnce(text: string, language: KitLanguage): string {
  const there = thereIs[language];
  if (!there) return text;
  let kept = text;
  for (const said of splitSentences(text.replace(/\n+/gu, ' '), language)) {
    if (!there.lead.test(said) || said.length > 40 || !said.endsWith('.')) continue;
    const thing = said.replace(there.lead, '').replace(/\.$/u, '').trim().toLocaleLowerCase();
    const rest = kept.replace(said, '').toLocaleLowerCase();
    if (thing.length < 4 || !rest.includes(thing)) continue;
    const at = kept.indexOf(said);
    let start = at;
    while (start > 0 && (kept[start - 1] === ' ' || kept[start - 1] === '\t')) start--;
    let end = at + said.length;
    // At a line's start, the space after it goes with it.
    if (start === 0 || kept[start - 1] === '\n') while (kept[end] === ' ' || kept[end] === '\t') end++;
    kept = kept.slice(0, start) + kept.slice(end);
  }
  return kept;
}

/**
 * What the place has said with where it is ("…, Irún, y hay aparcamiento."); in English, two short
 * statements of the owner's in a row as one sentence: "We are CIFOZ certified, and our expert advice
 * is free.", not "We are CIFOZ certified. Our expert advice is free."
 */
function joinedStatements(line: string, language: KitLanguage, opening: boolean): string {
  const there = thereIs[language];
  if (there) {
    // What the place has goes with where it is: "Estamos en San Pedro, 24 bajo, Irún, y hay aparcamiento."
    const sentences = splitSentences(line, language);
    const has = sentences.findIndex((one) => there.lead.test(one) && one.length <= 40 && one.endsWith('.'));
    if (has === -1) return line;
    const at = sentences.findIndex((one, index) => index !== has && one.endsWith('.') && one.length <= 80 && /\d/u.test(one) && one.includes(',') && !/[:“”"«»?]/u.test(one));
    if (at === -1) {
      if (opening && has === 0) return line;
      return sentences.map((one, index) => (index === has ? one.replace(there.lead, there.also) : one)).join(' ');
    }
    const said = sentences[has]!;
    const joined = `${sentences[at]!.replace(/\.$/u, '')}, ${there.and} ${said.charAt(0).toLocaleLowerCase()}${said.slice(1)}`;
    return sentences.flatMap((one, index) => (index === has ? [] : index === at ? [joined] : [one])).join(' ');
  }
  if (language !== 'en') return line;
  return line.replace(/(?<=^|[.!?] )((?:We're \p{L}+|We \p{Ll}+|Our) [^.!?:]{3,45})\. ((?:Our|We're \p{L}+|We \p{Ll}+) [^.!?:]{3,45})\.(?= |$)/u, (_whole, first: string, second: string) => `${first}, and ${second.charAt(0).toLowerCase()}${second.slice(1)}.`);
}

function hashtags(writer: Writer, network: Network, opening: string, said: string): string {
  const count = tagsPerNetwork[network];
  if (count === 0 || writer.tags.length === 0) return '';
  const { story } = writer;
  // The campaign's own tag leads; Instagram adds the site's and the place's. A post whose opening
  // names one thing of the campaign leads with that thing's tag (#Gutters, not #RoofingSheets).
  const named = writer.parts.filter((part) => saysAlready(opening, part.text));
  // A long thing is tagged by its head ("recolha e entrega ao domicílio no Grande Porto": #RecolhaEEntrega).
  const tagFits = (tag: string | null) => (tag && tag.length <= 26 ? (tag.startsWith('#') ? tag : `#${tag}`) : null);
  const namedTag = named.length === 1 ? tagFits(tagOf(named[0]!.text, story.language)) ?? tagFits(tagOf(named[0]!.text.split(headBoundary)[0]!, story.language)) : null;
  const lead = namedTag && !saysNothing(namedTag) ? namedTag : null;
  const tags = lead ? [...new Set([lead, ...writer.tags.slice(1)])] : writer.tags;
  // A tag says what its post says: #PromoçãoDeDetergentes on a post that never names the promotion,
  // #OrtodonciaInvisible on one about children's check-ups, read as pasted. The place's and the
  // business's tags go on any post; the others on the posts that name their words.
  const anywhere = new Set([story.place, story.name].map((name) => (name ? tagOf(name, story.language) : null)).filter((tag): tag is string => !!tag).map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)));
  const wordsOfTag = (tag: string) => tag.slice(1).replace(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})/gu, ' ');
  // A campaign of one thing is what every post is about: its tag goes on any of them.
  const campaignTag = writer.parts.length === 0 ? campaignTagOf(story) : null;
  const fits = (tag: string) => tag === lead || tag === campaignTag || anywhere.has(tag) || saysAlready(said, wordsOfTag(tag));
  // Where a post carries one or two tags, they say what it is about: the campaign, else the place, and only then a thing
  // the owner asked to mention (#Detergentes as a winter duvet post's one tag was read as off-topic).
  const pointTags = new Set(story.mentions.map((thing) => tagFits(thingTag(thing.text, story.language))).filter((tag): tag is string => !!tag && tag !== lead && tag !== campaignTag));
  const fitting = tags.filter(fits);
  if (count <= 2) fitting.sort((a, b) => Number(pointTags.has(a)) - Number(pointTags.has(b)));
  // Instagram's users put three or more: the kit's own tags, campaign first, make up the rest.
  const least = network === 'Instagram' ? Math.min(3, tags.length) : 0;
  // Never a tag of another thing the post does not name (#PromoçãoDeDetergentes on a post about the pick-up service).
  const things = new Set([...writer.parts.map((part) => tagFits(tagOf(part.text, story.language))), ...story.mentions.map((thing) => tagFits(thingTag(thing.text, story.language)))].filter((tag): tag is string => !!tag));
  const filler = tags.filter((tag) => !fitting.includes(tag) && !things.has(tag));
  const chosen = fitting.length >= least ? fitting : [...fitting, ...filler].slice(0, least);
  return chosen.slice(0, count).join(' ');
}

/** The body sentences about the campaign, most important first (the things to mention last, unless a post adds them itself). */
function campaignBody(writer: Writer, variant: number, withMentions = true, everyStatement = false): string[] {
  const { story, locale } = writer;
  return [
    locale.whenSentence(story, variant),
    offerOnce(writer, everyStatement),
    // A statement that announces the campaign is the hook's; the body says what else there is.
    ...story.statements
      .filter((clause) => !story.what || !clause.toLocaleLowerCase().includes(story.what.text.toLocaleLowerCase()))
      // An owner's statement is said in a few posts, not in every one (a thin page would repeat it everywhere).
      // The campaign email tells the whole campaign, however often the posts said a statement.
      // The owner's reason ("It is quieter on weekdays.") makes its point in two posts; said in four it reads as a refrain.
      .filter((clause) => everyStatement || story.required.includes(clause) || ((!writer.network || writer.network === 'LinkedIn' || !forBusinesses(story, clause)) && use(writer, `statement:${clause}`, aboutTheCampaign(story, clause) ? 2 : 4)))
      .slice(0, 2)
      .map((clause) => atThePlace(writer, clause)),
    withMentions ? mentionLine(writer, story.mentions) : null,
  ].filter((line): line is string => !!line);
}

/**
 * The offer: the owner's in every post that tells the campaign; one the page makes (not the brief) in three posts of
 * the kit at most, and the email ("Ab 6 Nächten: 20 € Rabatt pro Nacht." in seven posts of a kit was read as pasted;
 * pieces with it were rated 0.35 lower over four rounds).
 */
function offerOnce(writer: Writer, email = false): string | null {
  const { story, locale } = writer;
  if (story.campaign.price || email) return locale.offerSentence(story);
  return use(writer, 'offer:page', 3) ? locale.offerSentence(story) : null;
}

/** Business customers in the five languages: hotels, restaurants, offices, companies, the trade. */
const businessCustomers = /(?<![\p{L}])(?:hotels?|restaurants?|offices?|compan(?:y|ies)|businesses|firms?|corporate|wholesale|trade customers|gastronomie|firmen|unternehmen|betriebe|büros|großhandel|hoteles|restaurantes|empresas|negocios|oficinas|mayoristas|hôtels?|entreprises|professionnels|bureaux|hotéis|negócios|escritórios|revendedores)(?![\p{L}])/iu;

/**
 * An owner's statement for business customers beside a campaign for everyone ("Hacemos pedidos para
 * hoteles y restaurantes." under the ensaïmadas of Todos los Santos): LinkedIn's, the email's, not the
 * neighbours' posts (it read as pasted into an invitation to neighbours).
 */
function forBusinesses(story: Story, clause: string): boolean {
  return businessCustomers.test(clause) && !businessCustomers.test(story.what?.text ?? '');
}

/**
 * What there is at the place, said where the page says where the place is: "Hay aparcamiento." is
 * "Estamos en San Pedro, 24 bajo, Irún, justo frente a la entrada del ambulatorio Dumboa, con amplia
 * zona de aparcamiento." when that sentence says it ("También hay aparcamiento." alone was read as the
 * owner's note pasted in).
 */
function atThePlace(writer: Writer, clause: string): string {
  const { story, locale } = writer;
  const thing = thingThere(writer, clause);
  return thing && story.directions && saysAlready(story.directions, thing) ? story.directions : locale.statement(clause, story);
}

/** What an owner's statement says there is at the place ("hay aparcamiento": "aparcamiento"), or null for another statement. */
function thingThere(writer: Writer, clause: string): string | null {
  const said = writer.locale.statement(clause, writer.story);
  const there = thereIs[writer.story.language]?.lead;
  return there && there.test(said) ? said.replace(there, '').replace(/[.!]$/u, '').trim() || null : null;
}

/**
 * The campaign's opening for a post: the locale's openings take turns, each at most twice in a kit,
 * so the owner's phrase is not restated the same way at the top of every post. A campaign with few
 * openings then goes by the variant, as the other lines of the post do.
 */
/** How many words of a campaign's name every post can say: more, and only the offer posts say it whole. */
const longName = 8;

function hookFor(writer: Writer, variant: number, offer = false): string | null {
  const { locale } = writer;
  // An opening presents the campaign: by its whole name, even where the post names it by its head after that ("Vom Marktgrill: Catering." said nothing).
  // (A name too long to say in every post is said whole by the offer posts alone: "… individual turkey dinners for
  // Thanksgiving as gifts for first responders and seniors …" opening eleven posts of twelve read as keyword stuffing.)
  const story = writer.whole && (writer.whole.what?.text.split(/\s+/u).length ?? 0) <= longName ? writer.whole : writer.story;
  // The brief's subject asked as a question leads in turn with the locale's openings ("Fly fishing for permit and bonefish? Book our half-day trips…").
  const topic = story.mentions.find((thing) => thing.topic);
  const asked = (text: string) => (locale.subjectQuestion ? locale.subjectQuestion(text, story) : `${story.language === 'es' ? '¿' : ''}${capitalizeFirst(text)}?`);
  const hookAt = (turn: number) => {
    const hook = locale.campaignHook(story, turn);
    return topic && hook && turn % 2 === 1 && !hook.includes(topic.text) ? `${asked(topic.text)} ${hook}` : hook;
  };
  const hooks = [0, 1, 2, 3, 4, 5].map((step) => hookAt(variant + step)).filter((hook): hook is string => !!hook);
  if (hooks.length === 0) return null;
  // Every opening said twice: a line that asks for the campaign in other words opens the post
  // ("Book our guided tours while there's room."), with the deadline when there is one.
  // (A deadline the locale's openings all carry is carried by these too.)
  const dated = story.when !== null && hooks.every((hook) => saysAlready(hook, story.when!));
  const ties = [0, 1, 2, 3, 4].map((step) => locale.campaignTie(story, variant + step)).filter((tie): tie is string => !!tie && (!dated || saysAlready(tie, story.when!)));
  // A post drafted again (it came out like another) tries its variant's own opening first. The
  // offer posts open with the campaign (twice each opening); a detail or a page line takes an opening
  // no post has used yet, else opens with its own line.
  const lines = writer.hooksTakeTurns ? [...hooks, ...ties] : [hooks[0]!, ...hooks, ...ties];
  for (const line of lines) {
    const count = writer.used.get(`hook:${line}`) ?? 0;
    if (count < (offer ? 2 : 1)) {
      writer.used.set(`hook:${line}`, count + 1);
      return line;
    }
  }
  if (!offer) return '';
  // Every opening said twice and this post must name the campaign first: the least said one.
  const least = lines.reduce((best, line) => ((writer.used.get(`hook:${line}`) ?? 0) < (writer.used.get(`hook:${best}`) ?? 0) ? line : best));
  writer.used.set(`hook:${least}`, (writer.used.get(`hook:${least}`) ?? 0) + 1);
  return least;
}

/** A post's lines under its opening; a post whose opening gave way to its own first line says the campaign after it. */
function openedWith(writer: Writer, hook: string | null, lines: string[], variant: number): string[] {
  if (hook === null) return [writer.story.name, ...lines];
  if (hook) return [hook, ...lines];
  // The post opens on its own line: nothing before it for "too" or "también" to add to.
  const opened = lines.map((line, index) => (index === 0 ? withoutAddition(line) : line));
  // Lines that name the campaign already ("Who's joining us for our weekday guided tours?") need no line back to it.
  // (A question asks; it does not answer itself: "Os seus edredões já estão prontos para o inverno?" above the street
  // alone was rated unusable.)
  const what = writer.story.what?.text;
  const asks = (opened.filter(Boolean).at(-1)?.trim() ?? '').endsWith('?');
  if (what && !asks && saysAlready(opened.join(' '), what)) return opened;
  // The line back says more than the lines above it: not "Ven a probar las ensaïmadas …" under "¿Quién se viene a probar
  // las ensaïmadas …?" (rated unusable), another of the campaign's lines then.
  return [...opened, answerTo(writer, opened.join(' '), variant) ?? ''];
}

/** A page's title line: the business's name, then a dash or a colon before what it is ("RK Hardware & Construction — Bulawayo's …"). */
function titled(story: Story, line: string | null): boolean {
  return !!line && line.toLocaleLowerCase().startsWith(story.name.toLocaleLowerCase()) && /^\s*[—–:|-]/u.test(line.slice(story.name.length));
}

/** A line that says nothing the lines above it have not said: every word of it is theirs ("Ven a probar las ensaïmadas …" under "¿Quién se viene a probar las ensaïmadas …?"). */
function repeats(above: string, line: string, language: KitLanguage): boolean {
  const said = new Set(stemsOf(above));
  return saysAlready(above, line) || stemsOf(line).every((stem) => said.has(stem) || isStopword(stem, language));
}

/** The line back to the campaign that says more than the lines above it (another of the campaign's lines where one repeats them), or null. */
function answerTo(writer: Writer, above: string, variant: number): string | null {
  // A question that named the campaign is not answered by the campaign named again ("¿Quién se viene a probar las
  // ensaïmadas y los panellets? / Las ensaïmadas y los panellets te esperan." was rated unusable twice).
  const what = writer.story.what?.text;
  const named = !!what && /[?？]\s*$/u.test(above.trim()) && saysAlready(above, what);
  const language = writer.story.language;
  return [0, 1, 2, 3, 4].map((step) => writer.locale.campaignTie(writer.story, variant + step)).find((tie): tie is string => !!tie && !repeats(above, tie, language) && !(named && saysAlready(tie, what!)) && !echoesQuestion(writer.story, above, tie)) ?? null;
}

/**
 * A line that says the question above it again, most words that count ("Os seus edredões já estão prontos para o
 * inverno? / Limpamos os seus edredões e deixamo-los prontos para o inverno."): no answer to it. (A question that names
 * the campaign has its own rule: the answer does not name it again.)
 */
function echoesQuestion(story: Story, above: string, line: string, least = 3, share = 0.6): boolean {
  if (!/[?？]\s*$/u.test(above.trim())) return false;
  const { language } = story;
  const asked = stemsOf(splitSentences(above, language).at(-1) ?? above).filter((stem) => !isStopword(stem, language));
  // A line that is mostly the question's own words, whatever it names: "Who's joining us for our weekday guided tours this
  // manatee season? / Book a weekday guided tour this manatee season." was read as one sentence said twice (rated 0).
  const own = stemsOf(splitSentences(line, language)[0] ?? line).filter((stem) => !isStopword(stem, language));
  const echoed = own.filter((stem) => asked.includes(stem)).length;
  if (own.length >= least && echoed >= least && echoed / own.length >= share) return true;
  if (story.what && saysAlready(above, story.what.text)) return false;
  const said = new Set(stemsOf(line));
  const shared = asked.filter((stem) => said.has(stem)).length;
  return asked.length >= 2 && (shared === asked.length || (shared >= 3 && shared / asked.length >= 0.6));
}

/**
 * A line said first that was written to add to what came before: "There's a private launch, too." is
 * "There's a private launch."; "También hay aparcamiento." is "Hay aparcamiento."; "Tratamos ainda de …"
 * is "Tratamos de …".
 */
function withoutAddition(line: string): string {
  const leading = /^(?:También|Também)\s+/u.exec(line);
  if (leading) return capitalizeFirst(line.slice(leading[0].length));
  return line
    .replace(/,\s*too([.!])$/u, '$1')
    .replace(/^(Il y a|Nous avons|J'ai|On a|Es gibt|Wir haben|Ich habe|Tratamos|Trato|Fazemos|Faço)\s+(?:aussi|auch|ainda)\s+/u, '$1 ')
    // "Aproveite também a promoção …", "Profitez aussi de …": the verb said first, without its "also".
    .replace(/^(\p{Lu}\p{Ll}+)\s+(?:também|también|aussi|auch)\s+/u, '$1 ');
}

/**
 * What a reader needs to act: when the business is open and how to reach it, as the pages give
 * them: in the offer posts with room for it (two at most; closingFact adds it to thin posts), and
 * in the campaign email and the first welcome email.
 */
function practicalLine(writer: Writer, variant: number, what: 'hours' | 'contact' | 'both', limit = 2, inPost = false): string | null {
  const { story, locale } = writer;
  const week = story.hours && !(inPost && comesToReader(story)) ? describeWeek(story.hours, locale.week) : null;
  // (In a post, days without their times say too little to stand as a line: "Abrimos de lunes a viernes." / "Ouvert du
  // mardi au samedi." were read as dropped in at random, sessions 51.)
  const hours = what !== 'contact' && week && !(inPost && !week.withTimes) ? use(writer, locale.hoursSentence(week, story), limit) : null;
  const contact = what !== 'hours' ? use(writer, reachSentence(writer, variant), limit) : null;
  return [hours, contact].filter(Boolean).join(' ') || null;
}

/** A campaign that comes to the reader (catering, delivery, home visits), in the five languages. */
const comesToTheReader = /(?<![\p{L}])(?:catering|deliver(?:y|ies|ed)?|pick-?up and delivery|home visits?|lieferung\p{L}*|liefer(?:n|service)|hausbesuch\p{L}*|entregas?|a domicilio|al domicilio|domicílio|recolha|livraison\p{L}*|à domicile|traiteur)(?![\p{L}])/iu;

/**
 * How to reach the business, the locale's way (a call, where to find it): where to find it only for
 * what a reader comes to, since a catering or a delivery comes to them.
 */
function reachSentence(writer: Writer, variant: number): string | null {
  const { story, locale } = writer;
  const where = (sentence: string | null) => !!sentence && !!story.address && sentence.includes(story.address);
  const unwanted = (sentence: string | null) => comesToReader(story) && where(sentence);
  const sentence = locale.contactSentence(story, variant);
  if (!unwanted(sentence)) return sentence;
  const other = locale.contactSentence(story, variant + 1);
  return unwanted(other) ? null : other;
}

/**
 * A campaign that comes to the reader (a catering, a pick-up and delivery): where the shop is and when it opens say
 * nothing to them in a post ("Du findest uns in der Elmstraße 6" under a catering, "Estamos abertos de segunda a sexta"
 * under "nem precisa de sair de casa" were read as filler working against the offer, four sites in two rounds).
 */
function comesToReader(story: Story): boolean {
  // The whole campaign, not the one part a post is about ("limpeza de edredões" of "recolha e entrega ao domicílio … e a limpeza de edredões").
  return comesToTheReader.test([story.campaign.what ?? '', story.what?.text ?? '', ...story.statements].join(' '));
}

/** Whether a text names a time of day ("7AM", "8 Uhr", "7:30"): then it needs no hours after it. */
const namesATime = (text: string) => /\d\s*(?:am|pm|uhr|h\b)|\d[:.]\d\d/iu.test(text);

/** How often one practical fact (the hours, the address, the phone) closes a post: a third of the kit's posts at most. */
const practicalPosts = 4;

/**
 * A practical fact for a post with little to say beyond its opening: when the business is open,
 * where it is, how to call it, whichever the kit has said least, never one the post says already
 * (a post that names a time needs no hours). A copywriter's post ends on what the reader needs to
 * act; a post of an opening and one line reads as unfinished.
 */
function closingFact(writer: Writer, variant: number, said: string): string | null {
  const { story, locale } = writer;
  const week = story.hours && !comesToReader(story) ? describeWeek(story.hours, locale.week) : null;
  const timed = namesATime(said);
  const facts = [...new Set([!timed && week?.withTimes ? locale.hoursSentence(week, story) : null, reachSentence(writer, 0), reachSentence(writer, 1)])].filter(
    (fact): fact is string => !!fact && !said.includes(fact) && !(story.phone && fact.includes(story.phone) && said.includes(story.phone)) && !(story.address && fact.includes(story.address) && said.includes(story.address)),
  );
  const least = Math.min(...facts.map((fact) => writer.used.get(fact) ?? 0));
  const due = facts.filter((fact) => (writer.used.get(fact) ?? 0) === least);
  return facts.length > 0 ? use(writer, due[variant % due.length]!, practicalPosts) : null;
}

/**
 * A post of an opening and a line closes on what the reader needs to act (on X only while it fits:
 * its last lines go first). One fact a post, so that the kit's facts reach as many posts as they can.
 */
function withClosingFact(writer: Writer, network: Network, given: string[], variant: number): string[] {
  const wanted = network === 'Twitter' ? 1 : 2;
  const pruned = withSupport(writer, network, unsaid(writer, given), variant);
  const factFor = (parts: string[]) => (bodySentences(parts, writer.story.language) < wanted ? closingFact(writer, variant, parts.join(' ')) : null);
  // A post whose lines were all said often enough says what the reader needs to act instead; with
  // nothing of that left either, its lines again rather than nothing. (The page's other sentences in
  // their place were read as pasted: "Laser dernière génération, LPG Endermologie, …" rated unusable.)
  const emptied = bodySentences(pruned, writer.story.language) === 0 && bodySentences(given, writer.story.language) > 0;
  const undo = snapshot(writer);
  const fact = factFor(pruned);
  if (!emptied || fact) return withClosingLines(writer, network, fact ? [...pruned, fact] : pruned);
  undo();
  const again = factFor(given);
  return withClosingLines(writer, network, again ? [...given, again] : given);
}

/** A post of fewer than three sentences, its opening counted: one that says little for a long post's network. */
function saysLittle(parts: string[], language: KitLanguage): boolean {
  return parts.filter(Boolean).flatMap((part) => splitSentences(part, language)).length < 3;
}

/**
 * The lines that may close a thin long post (`withClosingLines`), for `post` to tell a draft's own words from them: who to
 * bring, on LinkedIn the house's story, on Instagram and Facebook the network's asks for a reply.
 */
function closingLines(writer: Writer, network: Network): string[] {
  const { story, locale } = writer;
  const asks = network === 'Instagram' || network === 'Facebook' ? [true, false].map((asked) => locale.replyAsk(story, network, asked)) : [];
  return [locale.invitation(story), network === 'LinkedIn' ? houseStory(writer) : null, ...asks].filter((line): line is string => !!line);
}

/**
 * A long post that still says little ends on who to bring and the network's own ask for a reply: who the reader would tag
 * on Instagram, the comments on Facebook (for the answer to the question the post ends on, or for the reader's
 * questions); on LinkedIn, on who started the house and when. The copywriters' posts end so on those networks; a post of
 * an opening and a fact read as unfinished.
 */
function withClosingLines(writer: Writer, network: Network, given: string[]): string[] {
  if (network === 'Twitter') return given;
  const { story, locale } = writer;
  // First who to bring, for a campaign one comes to with the people the audience names ("Bring the whole family!"), in as many posts as a supporting line.
  // (Not after a line that asks it in the same words: "Pide cita para las revisiones para niños. Pide cita para toda la familia.")
  const invitation = locale.invitation(story);
  const verb = (line: string) => /^[¡¿]?(\p{L}{3,})/u.exec(line.trim())?.[1]?.toLocaleLowerCase() ?? null;
  // (Nor after a question that asks who comes: "Wen nehmt ihr mit?" then "Bringt die ganze Familie oder eure Freunde mit!"
  // asked and answered itself, session 52.)
  const askedSo = !!invitation && given.flatMap((part) => splitSentences(part, story.language)).some((line) => verb(line) === verb(invitation) || asksWho.test(line));
  const parts = saysLittle(given, story.language) && invitation && !askedSo && !saysAlready(given.join(' '), invitation) && use(writer, `support:${substance(invitation)}`, supportPosts) ? [...given, invitation] : given;
  if (!saysLittle(parts, story.language)) return parts;
  // On LinkedIn, who started the house and how long it has been going, once in a kit: the business behind the campaign.
  if (network === 'LinkedIn') {
    const house = houseStory(writer);
    return house && !saysAlready(parts.join(' '), house) && use(writer, `house:${house}`, 1) ? [...parts, house] : parts;
  }
  const lines = parts.filter((part) => part.trim());
  const asked = lines.length > 1 && /[?？]$/u.test(lines.at(-1)!.trim());
  const said = parts.join(' ');
  // One invitation to ask a post: not beside "Questions? Call us …" or "Ask us about …".
  if (!asked && (asksUs.test(said) || contactQuestion.test(` ${said}`))) return parts;
  // (Instagram's "tag who you're bringing" asks who comes: not under a post that asked it, "Wen nehmt ihr mit? … Markiert, wen
  // ihr mitnehmt!")
  if (network === 'Instagram' && parts.flatMap((part) => splitSentences(part, story.language)).some((line) => asksWho.test(line))) return parts;
  const ask = locale.replyAsk(story, network, asked);
  // Each ask in one post of the network's three; Facebook's answer to a question in two.
  const limit = network === 'Facebook' && asked ? 2 : 1;
  return ask && !saysAlready(said, ask) && use(writer, `reply:${network}:${asked}`, limit) ? [...parts, ask] : parts;
}

/** A question that asks who comes, in the five languages: "Who's joining us …?", "Wen nehmt ihr mit?", "¿Quién se viene …?". */
const asksWho = /^[¿¡]?(?:who|who's|whom|wen|wer|mit wem|quién|quiénes|con quién|qui|avec qui|quem|com quem)(?![\p{L}])[^?]*\?$/iu;

/** How many of the kit's posts one supporting line may stand in: a third of the long ones. */
const supportPosts = 3;

/**
 * A long post (LinkedIn, Instagram, Facebook) whose opening stands alone gets the campaign's other lines under it:
 * another part of the campaign, what the owner stated, the offer. A post of one line and a link was read as "too thin
 * for the channel" in every language; one of three sentences as a post. (Not the things to mention, which keep to the
 * posts' own turns: said here too, they fell short of the half of the posts an owner asked for. Not the page's own
 * sentences on the campaign, read as lifted from the site: "Most days provide sightings of manatee cows and calves
 * enjoying the river." rated 1, a card's line about waxing read as one about the laser.)
 */
function withSupport(writer: Writer, network: Network, parts: string[], variant: number): string[] {
  if (network === 'Twitter') return parts;
  const { full, locale } = writer;
  const language = full.language;
  const said = () => parts.join(' ');
  const thin = () => saysLittle(parts, language);
  const named = (thing: Thing) => saysAlready(said(), thing.text);
  // A campaign of two things (a service and a season's cleaning) is two offers; one of three or more is a list, told whole by the offer posts.
  const others = writer.parts.length === 2 ? writer.parts.filter((part) => !named(part)) : [];
  // Another part of the campaign goes right under the opening, as the campaign's own second half; the rest after the post's lines.
  // (Its season said once: "Este mes, pregúntanos por la ortodoncia invisible." under "Este mes, revisiones para niños …" said it twice.)
  const when = full.when && saysAlready(parts[0] ?? '', full.when) ? null : full.when;
  const partLines = new Set(others.flatMap((part) => [0, 1, 2].map((step) => locale.campaignTie({ ...full, what: part, when }, variant + step))));
  // The owner's statements, each as often as the posts' own bodies say one: the owner's reason in two posts, another in four.
  const statements = new Map(
    full.statements
      .filter((clause) => (!full.what || !clause.toLocaleLowerCase().includes(full.what.text.toLocaleLowerCase())) && (network === 'LinkedIn' || !forBusinesses(full, clause)) && (writer.used.get(`statement:${clause}`) ?? 0) < (aboutTheCampaign(full, clause) ? 2 : 4))
      .map((clause) => [atThePlace(writer, clause), clause] as const),
  );
  const lines = [...partLines, ...statements.keys(), full.offer && !saysAlready(said(), full.offer) ? locale.offerSentence(full) : null];
  let partSaid = false;
  for (const line of lines) {
    if (!thin()) break;
    // (Nor one that says again the question the post opens on: "Os seus edredões já estão prontos para o inverno? … Limpamos
    // os seus edredões a tempo do inverno." was read as repeating itself within three lines, session 51.)
    if (!line || (partSaid && partLines.has(line)) || saysAlready(said(), line) || repeats(said(), line, language) || echoesQuestion(full, parts[0] ?? '', line)) continue;
    // (No line in more posts than any sentence may stand in: "Hacemos pedidos para hoteles y restaurantes." in seven of twelve was read as pasted everywhere.)
    if ((writer.used.get(`support:${substance(line)}`) ?? 0) >= supportPosts || (writer.sentencePosts.get(substance(line)) ?? 0) >= sentencePostLimit) continue;
    const clause = statements.get(line);
    if (clause) use(writer, `statement:${clause}`, Infinity);
    use(writer, `support:${substance(line)}`, Infinity);
    if (partLines.has(line)) {
      // One other part a post: "Ask us about our waterproofing. Ask us about our roofing sheets." read as a list said twice.
      parts = [parts[0]!, line, ...parts.slice(1)];
      partSaid = true;
    } else parts = [...parts, line];
  }
  return parts;
}

/** A line whose every sentence two posts of the kit said already: the page's top says something else where it can. */
function saidTwice(writer: Writer, line: string | null): boolean {
  const sentences = line ? sentencesOf(line, writer.story.language) : [];
  return sentences.length > 0 && sentences.every((said) => (writer.sentencePosts.get(said) ?? 0) >= 2);
}

/** In how many of the kit's twelve posts one sentence may stand: three, whoever wrote it (the owner's point, the page, a call). */
const sentencePostLimit = 3;

/**
 * A post's sentences as a reader counts them: a short question goes with the answer after it
 * ("Fragen? Ruf uns an: …" is one).
 */
function claimsOf(line: string, language: KitLanguage): string[] {
  const claims: string[] = [];
  let asked = '';
  for (const said of splitSentences(line, language)) {
    if (/[?？]$/u.test(said) && said.split(/\s+/u).length <= 3) {
      asked = asked ? `${asked} ${said}` : said;
      continue;
    }
    claims.push(asked ? `${asked} ${said}` : said);
    asked = '';
  }
  if (asked) claims.push(asked);
  return claims;
}

/** The substance of each sentence of a kept post, its call to action and hashtags aside. */
function sentencesOf(text: string, language: KitLanguage): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#') && !/https?:\/\//u.test(line))
    .flatMap((line) => claimsOf(line, language))
    .map(substance)
    .filter(Boolean);
}

/**
 * A draft without the sentences three posts of the kit have said already ("Hacemos pedidos para
 * hoteles y restaurantes." in seven posts of twelve, "Der Strand ist zu Fuß erreichbar." in six, were
 * read as one line pasted everywhere). The opening, the answer to an opening question, a quote, a list and what the
 * owner asked for in every piece stay.
 */
function unsaid(writer: Writer, parts: string[]): string[] {
  const { story } = writer;
  // The line that names the campaign in a post that names it nowhere else stays (the line back to it after a review).
  const what = story.what?.text;
  const namedElsewhere = (index: number) => !what || parts.some((part, other) => other !== index && saysAlready(part, what));
  const over = (claim: string, index: number) => (writer.sentencePosts.get(substance(claim)) ?? 0) >= sentencePostLimit && (!what || !saysAlready(claim, what) || namedElsewhere(index));
  // A question that opens the post keeps its answer, however often the kit has said it: a question alone asks nothing.
  const answers = (index: number) => index === 1 && /[?？]$/u.test(parts[0]?.trim() ?? '');
  return parts.map((part, index) => {
    if (index === 0 || answers(index) || !part || part.includes('\n') || /^["“„«]/u.test(part) || requiredIn(story, part)) return part;
    const claims = claimsOf(part, story.language);
    return claims.some((claim) => over(claim, index)) ? claims.filter((claim) => !over(claim, index)).join(' ') : part;
  });
}

/** The sentences of a post after its opening. */
function bodySentences(parts: string[], language: KitLanguage): number {
  return parts.slice(1).filter(Boolean).flatMap((part) => splitSentences(part, language)).length;
}

/** The brief's story in its language's locale, the site's pitch as the business says it. */
function toldStory(brief: WriterBrief): { story: Story; locale: Locale; introduced: boolean } | null {
  const read = readStory(brief);
  const locale = locales[read.language];
  if (!locale) return null;
  const pitch = pitchSaid(read, locale);
  return { story: { ...read, pitch, details: locale.nowAlsoAs ? knownForUnderNewForm(read) : read.details }, locale, introduced: pitch !== read.pitch };
}

/**
 * The site's pitch as the business says it: one set after the business's name ("Forn Nou de la
 * Vileta: Panadería y pastelería tradicional …") reads as a label pasted; said, it is "Somos una
 * panadería y pastelería tradicional …" (as written where the language's frames cannot say it).
 */
function pitchSaid(story: Story, locale: Locale): string | null {
  const pitch = story.pitch;
  if (!pitch || !pitch.toLocaleLowerCase().startsWith(story.name.toLocaleLowerCase())) return pitch;
  const label = /^[^:–—]{1,80}?\s*(?::|\s[–—-])\s+(?=\p{Lu}\p{L}{2,}\s)/u.exec(pitch);
  return (label && locale.introduction?.(pitch.slice(label[0].length), story)) || pitch;
}

function offerPost(writer: Writer, network: Network, variant: number): string[] {
  const { story, locale } = writer;
  const hook = hookFor(writer, variant, true) ?? story.name;
  const body = campaignBody(writer, variant, false);
  const sentences = network === 'Twitter' ? body.slice(0, 2) : network === 'Facebook' ? body.slice(0, 3) : [...body];
  // A price belongs with its item, in the posts that have room for it.
  const priced = network === 'Facebook' ? story.details.find((d) => d.price && d.onTopic) : undefined;
  if (priced) sentences.push(use(writer, locale.detailSentences(priced, story, variant)) ?? '');
  // A campaign the brief says no more about ("Neu: Catering für Feiern und Firmen.") is told with what the page says of it.
  if (sentences.length === 0 && network !== 'LinkedIn') {
    const described = story.details.filter((d) => d.onTopic && d.description);
    for (let step = 0; step < described.length && sentences.length === 0; step++) {
      const line = use(writer, locale.detailSentences(described[(variant + step) % described.length]!, story, variant));
      if (line) sentences.push(line);
    }
  }
  // The owner's things to mention stand on their own line (Twitter keeps to the campaign).
  // (Nor one the opening named: "Fly fishing for permit and bonefish? Book a half-day trip …" then "Our half-day trips: fly
  // fishing for permit and bonefish.")
  const mention = network === 'Twitter' ? '' : (mentionLine(writer, story.mentions.filter((thing) => !thing.required && !saysAlready([hook, ...sentences].join(' '), thing.text))) ?? '');
  // When to come and how to reach the business, where a post has room for it: hours only where the
  // post names no time itself ("We open at 7AM" already says it).
  const timed = namesATime(sentences.join(' '));
  const practical = (network === 'Facebook' ? practicalLine(writer, variant, timed ? 'contact' : 'both', 2, true) : network === 'Instagram' && !timed ? practicalLine(writer, variant, 'hours', 2, true) : null) ?? '';
  const question = network === 'Facebook' ? (askOnce(writer, locale.question(story, variant)) ?? '') : '';
  // Once in a kit, the owner's audience is called by name where a person would: the Facebook post's
  // opening; a short name only ("parents et ados nantais"), never the brief's list of groups recited.
  const callable = story.audience !== null && story.audience.split(/\s+/u).length <= 4 && !story.audience.includes(',');
  if (network === 'Facebook' && callable && use(writer, `audience:${story.audience}`, 1)) {
    const call = locale.audienceCall(story);
    if (call) return [`${call} ${hook}`, sentences.join(' '), mention, practical, question];
  }
  // Once in a kit, Instagram's offer post sets the owner's points and what a visitor needs as a
  // checklist under one line of the campaign, the way its users list what comes with an offer.
  const lead = [locale.whenSentence(story, variant), offerOnce(writer)].filter((line): line is string => !!line);
  const checklist = network === 'Instagram' ? checklistOf(writer, [hook, ...lead].join(' ')) : null;
  if (checklist) return [hook, lead.join(' '), checklist];
  if (network === 'LinkedIn') {
    // LinkedIn reads a short story: the campaign and what it is. (Who founded the business, set after
    // it, read as a line pasted from the page: the people are proof posts of their own.)
    const topical = story.details.filter((d) => d.onTopic);
    const detail = topical.find((d) => d.description && d.price) ?? topical.find((d) => d.description) ?? topical.find((d) => d.price);
    const detailLine = use(writer, detail ? locale.detailSentences(detail, story, variant) : null) ?? '';
    // The detail may say a thing to mention itself ("…biscuits and gravy: the breakfast special, $8.95."): then the mention goes.
    const told = detailLine && story.mentions.some((thing) => mention.toLocaleLowerCase().includes(thing.text.toLocaleLowerCase()) && saysAlready(detailLine, thing.text));
    return [hook, sentences.join(' '), told ? '' : mention, detailLine];
  }
  return [hook, sentences.join(' '), mention, practical, question];
}

/** A statement read from the very clause that names the campaign: its reason or condition, not an item beside it. */
function aboutTheCampaign(story: Story, statement: string): boolean {
  const named = story.campaign.evidence.find((evidence) => evidence.field === 'what')?.clause;
  const from = story.campaign.evidence.find((evidence) => evidence.field === 'statements' && evidence.value === statement)?.clause;
  return !!named && !!from && (from === named || from.includes(named));
}

const ownerSubject = /^(?:we|i|wir|ich|nous|je|nosotros|nós|eu)\b|^(?:hacemos|tenemos|abrimos|ofrecemos|fazemos|temos|oferecemos)\b/iu;

/**
 * The owner's points and statements, the offer's hours and where to find the business, one a line
 * ("✔ Free expert advice", "📍 15 Walsall Rd"), once in a kit and only when there are three or more:
 * a list says as items what a paragraph would line up as bare sentences ("Hay aparcamiento.").
 */
function checklistOf(writer: Writer, said: string): string | null {
  const { story, locale } = writer;
  if ((writer.used.get('checklist') ?? 0) >= 1) return null;
  const mark = (emoji: string) => (story.emoji ? emoji : '–');
  const week = story.hours ? describeWeek(story.hours, locale.week) : null;
  const timed = namesATime(said);
  const points = pointItems(writer, said);
  const practical = [
    // (Not the house's hours under a campaign with its own dates: "🕒 Every day" under a Tuesday series was read as its schedule.)
    !timed && week && !(story.fromBrief && story.when && scheduleLike.test(story.when)) ? `${mark('🕒')} ${capitalizeFirst(week.withTimes ?? week.days)}` : null,
    story.address && !said.includes(story.address) && !comesToReader(story) ? `${mark('📍')} ${story.address}` : null,
    // A call to action that gives the number ("Call us today at …") needs no line of it.
    story.phone && !said.includes(story.phone) && !locale.callToAction(story, 'Instagram', 0).includes(story.phone) ? `${mark('📞')} ${story.phone}` : null,
  ].filter((line): line is string => !!line);
  const lines = [...points.slice(0, 4).map((text) => `${mark('✔')} ${text}`), ...practical].slice(0, 6);
  if (points.length === 0 || lines.length < 3) return null;
  writer.used.set('checklist', 1);
  for (const thing of story.mentions) if (lines.some((line) => saysAlready(line, thing.text))) writer.used.set(`said:${thing.text}`, (writer.used.get(`said:${thing.text}`) ?? 0) + 1);
  return finishText(writer, lines.join('\n'));
}

/** A clause that asks the reader to act, in the five languages: "book your …", "order one …", "reserva …", "bestellt …". */
const callLead = new RegExp(String.raw`^(?:${ownAskVerbs}|get|try|bring|ask|send|give|sign|pick|grab|auch als|también como|aussi en|também como)(?![\p{L}])`, 'iu');

/** The owner's points as a list's items, each as the page labels it ("Ca. 8 Fahrräder (Pumpe & Flickzeug vorhanden)", "CIFOZ certified"). */
function pointItems(writer: Writer, said: string): string[] {
  const { story, locale } = writer;
  // An item is what there is, not a sentence about it: "✔ Parking", "✔ CIFOZ certified" ("there is", "we are" go).
  const item = (text: string) => capitalizeFirst(text.trim().replace(/[.!]$/u, '').replace(copulaLead, ''));
  return [
    // The page's own label says the thing with what it adds: "✔ Ca. 8 Fahrräder (Pumpe & Flickzeug vorhanden)", not "✔ Fahrräder".
    // An offering of its own on the page (the breakfast special's biscuits & gravy) is no item of the campaign's list: "✔ Biscuits & gravy" under a fish fry.
    ...story.mentions
      .filter((thing) => !thing.topic && !saysAlready(said, thing.text) && !story.details.some((d) => d.description && saysAlready(`${d.name} ${d.description}`, thing.text)))
      .map((thing) => item(thing.price ? `${thing.text} (${thing.price})` : (thing.label ?? thing.text))),
    ...story.statements
      // The owner's reason for the campaign ("It is quieter on weekdays", read from the clause that names it) is told, not listed.
      .filter((clause) => !clause.includes(', ') && !aboutTheCampaign(story, clause))
      .filter((clause) => !story.what || !clause.toLocaleLowerCase().includes(story.what.text.toLocaleLowerCase()))
      .filter((clause) => !said.toLocaleLowerCase().includes(clause.toLocaleLowerCase()))
      // An item is a thing or a quality ("✔ CIFOZ certified"), not a clause with its subject ("✔ We open at 7AM").
      .filter((clause) => copulaLead.test(clause) || !ownerSubject.test(clause))
      // Nor an ask ("✔ Book your Christmas party now …", "✔ Order one as a gift …"): a list holds things, not calls.
      .filter((clause) => !callLead.test(clause))
      .map((clause) => item(locale.statement(clause, story))),
  ]
    .filter((text, index, all) => text.length <= 80 && all.findIndex((other) => other.toLocaleLowerCase() === text.toLocaleLowerCase()) === index)
    .concat(qualityItems(writer, said));
}

/**
 * After the owner's points, what the house's description lists that a reader gets ("✔ Bis zu 12 Personen", "✔ 500+
 * products"): the references said the page's capacity, range and setting where the built-in kit said none of them. Not a
 * quality that says again what the campaign, a point or the lines above say ("Naturstrand fußläufig" under "Der Strand
 * ist zu Fuß erreichbar"), nor the house itself by its kind ("Wunderschönes Ferienhaus mit Garten & Weitblick").
 */
/** A service every customer gets: delivery, parking, advice, fitting, a guarantee. */
const houseService = /(?<![\p{L}])(?:delivery|parking|advice|installation|fitting|warranty|guarantee|pick-?up|collection|lieferung|lieferservice|parkpl[äa]tze?|beratung|montage|garantie|abholung|entrega|aparcamiento|asesoramiento|instalaci[óo]n|garant[íi]a|recogida|livraison|conseils?|installation|retrait|estacionamento|aconselhamento|instala[çc][ãa]o|garantia|recolha)(?![\p{L}])/iu;

/** Words of a schedule: a weekday, a date, "every day", "all year". */
const scheduleLike = /\d|(?<![\p{L}])(?:every|daily|all\s+year|todos|todas|tous|toutes|jeden|täglich|ganzjährig|todo\s+o\s+ano|toute\s+l['’]année|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|segunda|terça|quarta|quinta|sexta)(?![\p{L}])/iu;

/** A quality that names another of the house's offerings ("Grossesses et nouveau-nés" beside the mini-sessions). */
function otherService(story: Story, quality: string): boolean {
  const lower = quality.toLocaleLowerCase();
  return story.details.some((detail) => {
    const name = detail.name.toLocaleLowerCase();
    return name.length >= 4 && (lower.includes(name) || name.includes(lower)) && !(story.what && story.what.text.toLocaleLowerCase().includes(name));
  });
}

function qualityItems(writer: Writer, said: string): string[] {
  const { story } = writer;
  const taken = [said, story.what?.text ?? '', ...story.mentions.map((thing) => thing.label ?? thing.text), ...story.statements].join(' ').toLocaleLowerCase();
  const words = (text: string) => text.toLocaleLowerCase().split(/[^\p{L}\p{N}+]+/u).filter((word) => word.length >= 4 && !isStopword(word, story.language));
  const takenWords = words(taken);
  return story.qualities
    .filter((quality) => quality.split(/\s+/u).length <= 4)
    // Under a campaign, only what the house holds in numbers or a service every order gets ("Bis zu 12 Personen", "500+
    // products", "Same-day delivery"), never another of its services or its schedule: "✔ Grossesses et nouveau-nés", "✔ Aulas
    // todos os dias", "✔ Para crianças" were read as part of the offer.
    .filter((quality) => !story.fromBrief || ((/\d/u.test(quality) || houseService.test(quality)) && !otherService(story, quality) && !scheduleLike.test(quality.replace(/\d+\s*\+?/gu, ''))))
    .filter((quality) => !/^(?:a|an|the|ein|eine|un|une|uno|una|um|uma|o|la|le|el)\s+\S+$/iu.test(quality))
    .filter((quality) => !words(quality).some((word) => takenWords.some((other) => other.includes(word) || word.includes(other))))
    .map((quality) => capitalizeFirst(quality));
}

function proofPost(writer: Writer, network: Network, variant: number): string[] | null {
  const { story, locale } = writer;
  // A review of something else beside the campaign reads as a review of the campaign: the campaign's own reviews when it has any.
  // Else the reviews of the house rather than of another of its dishes ("The hot beef sandwich is the best in town!" above a fish fry).
  const ofTheHouse = story.proof.filter((p) => !p.elsewhere);
  const reviews = story.fromBrief && story.proof.some((p) => p.onTopic) ? story.proof.filter((p) => p.onTopic) : ofTheHouse.length > 0 ? ofTheHouse : story.proof;
  const proof = reviews[variant % Math.max(1, reviews.length)];
  const tie = locale.campaignTie(story, variant);
  // On X a long review is cut after a sentence, the cut marked, so the line back to the campaign still fits.
  // (Shorter still where the post must carry an offer or a thing asked for in every piece: else the line back to the campaign went.)
  const crowded = !!story.campaign.price || story.mentions.some((thing) => thing.required) || story.required.length > 0;
  const room = network === 'Twitter' && tie ? (crowded ? 100 : 150) : Infinity;
  const quoted = proof && room < Infinity ? cutQuote(proof, story.language, room) : proof;
  // A review that cannot be cut to fit beside them is quoted in the posts with room for it: this one tells a detail.
  if (proof && quoted && quoted.quote.length <= room && use(writer, proof.quote)) {
    const [quote, thanks] = locale.proofLines(quoted, story, variant);
    // On X a long review leaves room for one line after it: the campaign's, not the thanks.
    const roomy = network !== 'Twitter' || !tie || (!crowded && quote!.length + (thanks?.length ?? 0) + tie.length <= 200);
    return [quote!, [roomy ? thanks : null, tie].filter(Boolean).join(' ')];
  }
  // No review left to quote: another of the offer's details stands in. (Not how long the house has been going above the
  // campaign: "Desde 1970 estamos en Palma de Mallorca.", "São mais de 50 anos ao seu serviço.", "We've been in Bulawayo
  // since 1999." opening a post were rated 1 in twelve pieces of twelve, three sites, three rounds. Who founded the business,
  // alone above the campaign, was read as a line pasted from the page: "Adina Eide founded Sisters Cafe.")
  return detailPost(writer, network, variant + 1);
}

/**
 * A review cut to its last whole sentences within `max` characters, the cut marked with "…": a
 * review tells the worry first and the verdict last ("I was nervous … The result is amazing."), so
 * the verdict stays. A review that fits, or whose last sentence does not, stays whole.
 */
function cutQuote(proof: Proof, language: KitLanguage, max: number): Proof {
  if (proof.quote.length <= max) return proof;
  let kept = '';
  for (const part of splitSentences(proof.quote, language).reverse()) {
    const next = kept ? `${part} ${kept}` : part;
    if (next.length > max) break;
    kept = next;
  }
  // Whole sentences need no mark of the cut: "“…Excellent quality and …”" and "« …Plus rien à raser. »" were read as a stray
  // ellipsis (the posts opening on one rated 1 in six pieces of six, three rounds).
  return kept ? { ...proof, quote: kept } : proof;
}

/** A detail that names one of the owner's points (the breakfast special names "biscuits & gravy"). */
function namesAPoint(story: Story, detail: Story['details'][number]): boolean {
  return story.mentions.some((thing) => saysAlready(`${detail.name} ${detail.description ?? ''}`, thing.text));
}

/** A detail that is on the page for one of the owner's points, not for the campaign. */
function forAPoint(story: Story, detail: Story['details'][number]): boolean {
  return namesAPoint(story, detail) && (!story.what || !saysAlready(`${detail.name} ${detail.description ?? ''}`, story.what.text));
}

/** A campaign that brings the house's food to the reader's table in a new form (catering, a traiteur's service). */
const newForm = /(?<![\p{L}])(?:catering|traiteur)(?![\p{L}])/iu;

/**
 * Under a campaign that brings the house's food in a new form (catering), the cards that describe that food are what
 * the house is known for: said as such where the language can (`Locale.nowAlsoAs`), never their text alone under the
 * catering ("Knuspriges Brot, immer warm und perfekt getoastet." and "Unser Gemüse wird knackig frisch geschnitten …"
 * were read as unrelated to the catering in round after round).
 */
function knownForUnderNewForm(story: Story): Story['details'] {
  if (!story.fromBrief || !story.what || !newForm.test(story.what.text)) return story.details;
  return story.details.map((detail) =>
    detail.onTopic && detail.description && !forAPoint(story, detail) && !newForm.test(detail.name) ? { ...detail, description: null, onTopic: false, known: true } : detail,
  );
}

/**
 * The house's offerings, now in the campaign's form: "Hausgemachte Saucen und knuspriges Brot, wie ihr sie
 * kennt – jetzt auch im Catering für Feiern und Firmen." (the page's own cards said whole under a catering
 * campaign were read as pasted). Only where the page has cards that describe its offerings.
 */
function nowAlsoAs(writer: Writer): string | null {
  const { story, locale } = writer;
  if (!locale.nowAlsoAs || !story.fromBrief || !story.what || !newForm.test(story.what.text)) return null;
  const names = story.details.filter((d) => d.known && d.name.split(/\s+/u).length <= 3).map((d) => d.name);
  // It follows a line that names the campaign whole (the email's news, the page's headline): where it names the campaign
  // again, by its head ("Unser Catering für Feiern und Firmen: …" right after "Catering für Feiern und Firmen" was rated
  // 0 or 1 in every round of session 45).
  const named = writer.short ? { ...story, what: writer.short } : story;
  return names.length >= 2 ? locale.nowAlsoAs(names.slice(0, 3), named) : null;
}

/** Offerings one a line, by the page's names, with their prices where they have one: "– 9 Holes (Walking Rates): $10". */
function listOf(details: Story['details'], mark: string): string {
  return details.map((detail) => `${mark} ${capitalizeFirst(detail.name)}${detail.price ? `: ${detail.price}` : ''}`).join('\n');
}

/**
 * With no brief, what the house does, by the names the page gives, as a list under the line that asks for its main
 * offer, once in a kit: "Tratamos de alteração e regularização." as a post of its own was read as machine-assembled.
 */
function servicesPost(writer: Writer, network: Network, variant: number): string[] | null {
  const { story, locale } = writer;
  if (story.fromBrief || network === 'Twitter') return null;
  const mark = story.emoji ? '✔' : '–';
  // Its prices as one list, the way a rate card reads ("– 9 Holes (Walking Rates): $10"): a single rate as a post of its
  // own was read as a line pasted from the rate table, rated 0.
  const priced = story.details.filter((detail) => detail.price && !detail.description);
  const rates = priced.length >= 3 && (writer.used.get('rates') ?? 0) < 1 ? listOf(priced.slice(0, 6), mark) : null;
  // Once in a kit, and only where the page names enough things besides the main one (a menu's five links are no list).
  const named = story.details.filter((detail) => !detail.description && !detail.price && detail.name.split(/\s+/u).length <= 6 && !(story.what && saysAlready(detail.name, story.what.text)));
  const services = named.length >= 5 && (writer.used.get('services') ?? 0) < 1 ? listOf(named.slice(0, 5), mark) : null;
  const list = rates ?? services;
  if (!list || !use(writer, list, 1)) return null;
  writer.used.set(rates ? 'rates' : 'services', 1);
  // An opening the kit has not said yet, so the list is not one more post opening alike.
  return [hookFor(writer, variant) || (locale.campaignTie(story, variant + 1) ?? story.name), list];
}

function detailPost(writer: Writer, network: Network, variant: number): string[] | null {
  const { story, locale } = writer;
  const listed = servicesPost(writer, network, variant);
  if (listed) return listed;
  // (A new form of the house's food said as what the house is known for leads no post: "Hausgemachte Saucen und knuspriges
  // Brot, wie du sie kennst – jetzt auch im Catering." and "Unser Catering: mit hausgemachten Saucen …" as posts were
  // rated 1 in eight pieces of four rounds; the email and the page's top say it.)
  // A menu line for one of the owner's points leads no post of its own: "Our breakfast special: … $8.95." above a fish fry.
  // (With no brief, nor a rate alone: the rates go as one list.)
  const topical = story.details.filter((d) => d.onTopic && !forAPoint(story, d) && (story.fromBrief || !!d.description || !d.price));
  for (let step = 0; step < topical.length; step++) {
    const detail = topical[(variant + step) % topical.length]!;
    const line = use(writer, locale.detailSentences(detail, story, variant));
    if (!line) continue;
    // The owner's things to mention belong to the campaign posts; a detail post stays on its detail,
    // then says what it has to do with the campaign (or asks the readers).
    return [withoutAddition(line), askOnce(writer, locale.question(story, variant + 1)) ?? locale.campaignTie(story, variant) ?? ''];
  }
  // No offering of the campaign's to tell: the pages' own lines about it, each once in the kit, under an opening that
  // names the campaign ("Most days provide sightings of manatee cows and calves …" under a manatee-season tours post).
  for (const line of story.campaignLines) {
    if (!use(writer, line, 1)) continue;
    // A line that names the campaign's thing itself opens the post: under "Order our turkey dinners …" it said it twice.
    const namesTheThing = !!story.what && sharesAWord(line, shortCampaign(story)?.text ?? story.what.text, story.language);
    return openedWith(writer, namesTheThing ? '' : hookFor(writer, variant + 2), [line], variant);
  }
  // Nothing on the page about the campaign: the owner's points (all of them in one sentence, so no
  // second sentence adds the rest), or a statement of theirs other than the announcement the opening makes.
  const pointLine = mentionLine(writer, story.mentions);
  // The owner's reason follows the campaign it is the reason for; it opens no post of its own.
  // (A second ask said in as many posts as a statement may be says no more: it stays the one line of theirs it is.)
  const spent = (clause: string) => callLead.test(clause.trim()) && (writer.used.get(`statement:${clause}`) ?? 0) >= 4;
  const others = story.statements.filter(
    (clause) => (!story.what || !clause.toLocaleLowerCase().includes(story.what.text.toLocaleLowerCase())) && !aboutTheCampaign(story, clause) && (network === 'LinkedIn' || !forBusinesses(story, clause)) && !spent(clause),
  );
  const statement = others[variant % Math.max(1, others.length)];
  // The owner's second ask ("… and book your Christmas party now in our Brooklyn banquet hall") is a campaign of its own:
  // it opens its post, under no opening of the first ("Order our turkey dinners today. Book your Christmas party now …"
  // read as two campaigns crammed into every post).
  const secondAsk = others.find((clause) => callLead.test(clause.trim()) && !story.required.includes(clause));
  // (It counts among the statement's posts: opening three and said under six more openings, it was the kit's refrain.)
  if (secondAsk && !pointLine && use(writer, `ask:${secondAsk}`, 3) && use(writer, `statement:${secondAsk}`, 4)) {
    const asked = atThePlace(writer, secondAsk);
    const slogan = story.callLines[secondAsk]?.find((line) => use(writer, line, 1));
    return [asked, slogan ?? ''];
  }
  const lead = use(writer, pointLine, 2) ?? (statement ? use(writer, atThePlace(writer, statement), 3) : null);
  if (lead) {
    const hook = hookFor(writer, variant + 2);
    // An opening that has just offered what the question asks whether the reader needs ("We've got gutters …", then
    // "Need gutters …?") has answered it.
    const asked = locale.question(story, variant);
    const parts = campaignParts(story);
    const things = parts.length > 0 ? parts : story.what ? [story.what] : [];
    const answered = !!hook && !!asked && needQuestion.test(asked) && things.some((thing) => saysAlready(hook, thing.text) && saysAlready(asked, thing.text));
    // Every opening said: the line that asks for the campaign opens, the owner's point after it ("Der Strand ist zu Fuß
    // erreichbar." as a post's first line read as an info sheet's).
    const tie = hook === '' ? locale.campaignTie(story, variant) : null;
    // (No question to the readers after the owner's point: "Os detergentes estão em promoção: 8,50€ / 5 litros. Os seus
    // edredões já estão prontos para o inverno?" read as a non sequitur, rated unusable in two rounds.)
    // (The question is still the post's to ask, so the kit's other posts go on asking theirs.)
    const ownQuestion = answered ? null : askOnce(writer, asked);
    const question = story.mentions.some((thing) => saysAlready(lead, thing.text)) ? null : ownQuestion;
    if (tie && !saysAlready(tie, lead)) return [tie, withoutAddition(lead), question ?? ''];
    return openedWith(writer, hook, [lead, question ?? ''], variant);
  }
  const question = askOnce(writer, locale.question(story, variant));
  // A question is answered: by the campaign's body, else by the line that asks for the campaign ("Os seus edredões já estão
  // prontos para o inverno?" above the street alone was rated unusable).
  if (!question) return null;
  // (Sentence by sentence: "Recolhemos e entregamos …. Limpamos os seus edredões a tempo do inverno." under "Os seus
  // edredões já estão prontos para o inverno?" was read as repeating itself within three lines, session 51.)
  const body = campaignBody(writer, variant + 1)
    .map((line) => splitSentences(line, story.language).filter((said) => !echoesQuestion(story, question, said)).join(' '))
    .filter(Boolean)
    .slice(0, 2);
  const answer = body.length > 0 ? body.join(' ') : answerTo(writer, question, variant);
  return answer ? [question, answer] : null;
}

/** How English and German set a reason after the line it is the reason for. */
const reasonDash: Partial<Record<KitLanguage, string>> = { en: ' — ', de: ' – ' };

/**
 * The owner's reason for the campaign, said right after an opening that states it, goes with it:
 * "Book our weekday guided tours at Weeki Wachee Kayaking — it's quieter on weekdays.", not the
 * reason as a line of its own under it ("tacked on at the end").
 */
function reasonAfterOpening(writer: Writer, parts: string[]): void {
  const { story, locale } = writer;
  const dash = reasonDash[story.language];
  const opening = parts[0];
  if (!dash || !opening || parts.length < 2 || !parts[1]) return;
  const reasons = story.statements.filter((clause) => aboutTheCampaign(story, clause)).map((clause) => locale.statement(clause, story));
  const at = parts.findIndex((part, index) => index > 0 && !/^["“„«]/u.test(part) && reasons.some((reason) => part.includes(reason)));
  const reason = at > 0 ? reasons.find((said) => parts[at]!.includes(said))! : null;
  if (!reason || opening.length + reason.length > 160) return;
  // After a question, the reason answers it in the same paragraph ("Who's joining us for our weekday guided tours …? It's
  // quieter on weekdays."): on a line of its own under it, it was read as "dropped in on its own" (session 51).
  if (opening.endsWith('?') && at === 1 && parts[1]!.startsWith(reason) && !(story.what && saysAlready(reason, story.what.text))) {
    parts[0] = `${opening} ${reason}`;
    parts[1] = parts[1]!.slice(reason.length).trim();
    if (!parts[1]) parts.splice(1, 1);
    return;
  }
  if (!/[^?!]\.$/u.test(opening)) return;
  // Only after an opening about the campaign: "Fine food and catering since 1927 — give one as a gift …" said it of nothing.
  if (story.what && !sharesAWord(opening, story.what.text, story.language)) return;
  // The time the opening names already is "then": "Book our weekday guided tours — it's quieter then.", not "… weekday … — it's quieter on weekdays."
  const timed = story.language === 'en' ? /\s+(?:on|at|in)\s+(?:the\s+)?(\p{L}+?)s?([.!])$/u.exec(reason) : null;
  const said = timed && timed[1]!.length >= 4 && opening.toLocaleLowerCase().includes(timed[1]!.toLocaleLowerCase()) ? `${reason.slice(0, timed.index)} then${timed[2]}` : reason;
  const rest = /^I\b/u.test(said) ? said : `${said.charAt(0).toLocaleLowerCase()}${said.slice(1)}`;
  parts[0] = `${opening.slice(0, -1)}${dash}${rest}`;
  parts[at] = parts[at]!.replace(reason, '').replace(/\s{2,}/gu, ' ').trim();
}

/** A question whether the reader needs a thing: "Need gutters for the rainy season?", "¿Necesitas …?", "Besoin de …?". */
const needQuestion = /^¿?(?:need|do you need|besoin|avez-vous besoin|necesit\p{L}*|precis\p{L}*|brauch\p{L}*)(?![\p{L}])/iu;

const substances = new Map<string, string>();

/** A question to the readers, asked in at most two posts of a kit, whatever it asks ("Need gutters?", "Need waterproofing?" read as one question repeated). */
function askOnce(writer: Writer, question: string | null): string | null {
  if (!question || (writer.used.get('questions') ?? 0) >= 2) return null;
  if (!use(writer, `question:${question}`, 2)) return null;
  writer.used.set('questions', (writer.used.get('questions') ?? 0) + 1);
  return question;
}

/** What a post says, without hashtags, the link's arrow or colon, case and spacing. */
export function substance(text: string): string {
  const known = substances.get(text);
  if (known !== undefined) return known;
  if (substances.size > 5_000) substances.clear();
  const said = text
    .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .replace(/https?:\/\/\S+/gu, ' ')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  substances.set(text, said);
  return said;
}

/** What drafting a post changes in the writer, to undo for a draft that is not kept. */
function snapshot(writer: Writer) {
  const saved = { used: new Map(writer.used), mentionTurn: writer.mentionTurn, framingTurn: writer.framingTurn };
  return () => {
    writer.used = saved.used;
    writer.mentionTurn = saved.mentionTurn;
    writer.framingTurn = saved.framingTurn;
  };
}

function post(writer: Writer, network: Network, index: number, taken: string[]): string {
  writer.network = network;
  // A site with nothing read and nothing asked has little to say: then only a network's own options must differ.
  const thin = !writer.story.what && writer.story.details.length === 0 && writer.story.proof.length === 0;
  const openingOf = (text: string) => `opening:${substance(text.split('\n')[0]!)}`;
  // No opening in more than two posts of the kit while another draft opens otherwise (a network's offer post opens on the campaign whatever the others did).
  const offer = (anglesOf[network][index] ?? 'offer') === 'offer';
  // What a post says, without the lines that close a thin one (who to bring, the ask for a reply): with them, a draft
  // that says what another post said would pass as new.
  const closers = closingLines(writer, network);
  const says = (text: string) => substance(closers.reduce((rest, line) => rest.replace(line, ''), text));
  const fresh = (text: string) => (thin ? !taken.map(says).includes(says(text)) : !writer.said.has(says(text)) && (offer || (writer.used.get(openingOf(text)) ?? 0) < 2)) && !taken.some((other) => other.split('\n')[0] === text.split('\n')[0]);
  const keep = (text: string) => {
    writer.said.add(says(text));
    writer.used.set(openingOf(text), (writer.used.get(openingOf(text)) ?? 0) + 1);
    for (const said of new Set(sentencesOf(text, writer.story.language))) writer.sentencePosts.set(said, (writer.sentencePosts.get(said) ?? 0) + 1);
    return text;
  };
  for (let attempt = 0; attempt < 4; attempt++) {
    const undo = snapshot(writer);
    writer.hooksTakeTurns = attempt === 0;
    const text = draft(writer, network, index, attempt * 3);
    writer.hooksTakeTurns = true;
    if (!fresh(text)) {
      undo();
      continue;
    }
    // Three options of one network never open alike, and no two posts of the kit say the same.
    return keep(text);
  }
  // Every angle said already: the campaign told another way, then with the site's own words about
  // the business beneath it, and only then those words alone.
  const { story } = writer;
  // A line that says something: a heading that is only the business's name is no post.
  // No page sentence more than twice in a kit, here as everywhere.
  // An offering's line with its name ("Knuspriges Brot, immer warm und perfekt getoastet."): its card's
  // text alone ("Immer warm und perfekt getoastet.") says nothing of what it is about.
  // The site's pitch about something else (rentals under a guided-tours campaign) is no line of the campaign's.
  // Only an offering the campaign is about ("We offer kayak and canoe rentals …" under a guided-tours campaign was rated
  // unusable), and no inventory ("Großer Kühl- und Gefrierschrank, Wasserkocher, Toaster, …").
  // The business saying what it is ("Somos una panadería y pastelería tradicional … desde 1970.") is said once, at the
  // page's top: in the posts and the email it was read as the site's tagline repeated.
  const siteLines = [
    // (Not a title: "RK Hardware & Construction — Bulawayo's trusted … since 1999. 500+ products, expert advice, …" led a
    // post rated as a generic brand post with nothing of the campaign.)
    writer.introduced || titled(story, campaignPitch(story)) ? null : campaignPitch(story),
    story.headline ? sentence(story.headline) : null,
    ...story.details.filter((detail) => detail.description && (detail.onTopic || !story.fromBrief) && !forAPoint(story, detail) && !isItemList(detail.description) && (detail.description.match(/,/gu)?.length ?? 0) < 4).map((detail) => writer.locale.detailSentences(detail, story, 0))].filter(
    // (A sentence about the house that opened a post of its own already opens no second one.)
    // (Nor the owner's own statement in the page's casing: "Fine Food and Catering Since 1927." beside "Fine food and catering since 1927.")
    (t): t is string => !!t && t.split(/\s+/u).length >= 5 && (writer.used.get(t) ?? 0) < (story.about.includes(t) ? 1 : 2) && !story.statements.some((clause) => substance(clause) === substance(t)),
  );
  const drafts: Array<() => string> = [
    ...[0, 1, 2, 3, 4, 5].map((variant) => () => compose(writer, network, withClosingFact(writer, network, offerPost(writer, network, variant), variant), variant)),
    ...siteLines.map((line, v) => () => (use(writer, line) ? compose(writer, network, withClosingFact(writer, network, openedWith(writer, hookFor(writer, index + v), [line], v), v), v) : '')),
    // A page's heading alone is no post; the site's whole sentences lead, with the line back to the campaign after them.
    ...siteLines
      .filter((line) => line !== (story.headline ? sentence(story.headline) : null))
      .slice(0, 3)
      .map((line, v) => () => (use(writer, line) ? compose(writer, network, withClosingFact(writer, network, [line, writer.locale.campaignTie(story, index + v) ?? ''], v), v) : '')),
    // Every opening of the campaign said twice: a line that asks for it in other words, or a question to the readers, opens the post.
    // (A question says what it is about: the line back to the campaign goes with it, "Wen nehmt ihr mit?" alone says nothing.)
    ...[0, 1, 2, 3, 4, 5].map((variant) => () => {
      const tie = writer.locale.campaignTie(story, index + variant);
      const question = variant >= 4 ? writer.locale.question(story, variant) : null;
      // A question that names the campaign is answered by something else than the campaign again ("¿Quién se viene a
      // probar las ensaïmadas …? Ven a probar las ensaïmadas …" was rated unusable): by the campaign's body, or not asked.
      // (With every line back to the campaign echoing the question, the owner's own point answers it: "It's quieter on weekdays.")
      const owners = [...story.statements.map((clause) => writer.locale.statement(clause, story)), mentionLine(writer, story.mentions)].find((line): line is string => !!line && !repeats(question ?? '', line, story.language));
      const answer = question ? (campaignBody(writer, variant).find((line) => !repeats(question, line, story.language) && !echoesQuestion(story, question, line)) ?? answerTo(writer, question, index + variant) ?? owners ?? null) : tie;
      const lines = question ? (answer ? [question, answer] : []) : tie ? [tie] : [];
      return lines.length > 0 ? compose(writer, network, withClosingFact(writer, network, lines, variant), variant) : '';
    }),
    // Only then another offering of the page's, the line back to the campaign after it (better than a third post opening alike).
    ...story.details
      // (No inventory here either: "In der Küche: großer Kühl- und Gefrierschrank, Wasserkocher, Toaster, …".)
      .filter((detail) => detail.description && !detail.onTopic && story.fromBrief && !forAPoint(story, detail) && !isItemList(detail.description) && (detail.description.match(/,/gu)?.length ?? 0) < 4)
      .map((detail) => writer.locale.detailSentences(detail, story, 0))
      .filter((line): line is string => !!line && (writer.used.get(line) ?? 0) < 1)
      .slice(0, 3)
      .map((line, v) => () => (use(writer, line, 1) ? compose(writer, network, withClosingFact(writer, network, [line, writer.locale.campaignTie(story, index + v) ?? ''], v), v) : '')),
  ];
  for (const write of drafts) {
    const undo = snapshot(writer);
    const text = write();
    if (text && fresh(text)) return keep(text);
    undo();
  }
  // Nothing new left to say: the draft whose opening the kit has said least, not this network's own opening again.
  let least: { write: () => string; count: number } | null = null;
  for (const write of drafts) {
    const undo = snapshot(writer);
    const text = write();
    undo();
    if (!text || taken.some((other) => other.split('\n')[0] === text.split('\n')[0])) continue;
    const count = writer.used.get(openingOf(text)) ?? 0;
    if (!least || count < least.count) least = { write, count };
  }
  return keep((least?.write ?? drafts[0]!)());
}

const twitterFits = new Map<string, boolean>();

/** twitter-text's weighted length, remembered: the same draft is measured again while a post is chosen. */
function fitsTwitter(text: string): boolean {
  let fits = twitterFits.get(text);
  if (fits === undefined) {
    if (twitterFits.size > 5_000) twitterFits.clear();
    fits = fitsPlatform(text, 'Twitter');
    twitterFits.set(text, fits);
  }
  return fits;
}

/** Sentences that name something the owner asked to leave out are left out. */
function withoutAvoided(story: Story, text: string): string {
  if (story.avoid.length === 0) return text;
  const words = story.avoid.map((word) => word.toLocaleLowerCase());
  return text
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => !words.some((word) => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'iu').test(sentence)))
    .join(' ');
}

/** A line that says what the owner asked for in every piece. */
function requiredIn(story: Story, part: string): boolean {
  return saysOffer(story, part) || (!!story.what?.required && saysAlready(part, story.what.text)) || story.mentions.some((thing) => thing.required && saysAlready(part, thing.text)) || story.required.some((clause) => part.toLocaleLowerCase().includes(clause.toLocaleLowerCase()));
}

/** Said already when each of its words is there in some form ("mit Sauna und Fahrrädern" says "Sauna und Fahrräder"). */
function saysAlready(said: string, text: string): boolean {
  const lower = said.toLocaleLowerCase();
  const stems = text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4).map((word) => word.slice(0, 5));
  return lower.includes(text.toLocaleLowerCase()) || (stems.length > 0 && stems.every((stem) => lower.includes(stem)));
}

/** A thing the owner asked for in every piece, added where the piece does not say it yet; its framings take turns across the kit. */
function withRequired(writer: Writer, given: string[]): string[] {
  let parts = given;
  const { story, locale } = writer;
  const said = parts.join(' ');
  const says = (text: string) => saysAlready(said, text);
  // Asked for in at least half the pieces: every other post that does not say it yet.
  const turn = writer.said.size % 2 === 0;
  const missing = story.mentions.filter((thing) => (thing.required || (thing.often && turn)) && !says(thing.text));
  // The campaign itself "in every post": a post that does not name it points back to it. So does any post that says
  // neither the campaign, nor a part of it, nor its time ("Wen nehmt ihr mit? Der Strand ist zu Fuß erreichbar." never
  // named the free weeks, "the whole point of the brief", rated 0 and 1 in two rounds, session 51).
  const namedBy = (text: string) => says(text) || sharesAWord(said, text, story.language);
  // (The owner's second ask is the campaign too: "Book your New Year's party now …" opens its own posts, no hamper under it.)
  const secondAsk = story.statements.some((clause) => callLead.test(clause.trim()) && says(clause));
  const campaignUnsaid = !!story.what && !secondAsk && ![story.what, writer.full.what, ...writer.parts].some((thing) => !!thing && namedBy(thing.text)) && !(story.when && says(story.when));
  if (story.what && (story.what.required ? !says(story.what.text) : campaignUnsaid)) {
    const tie = locale.campaignTie(story, writer.said.size);
    if (tie && !says(tie)) parts = [parts[0]!, tie, ...parts.slice(1)];
  }
  // Said as a checklist's item ("✔ CIFOZ certified") says "we are CIFOZ certified".
  const clauses = story.statements.filter((clause) => story.required.includes(clause) && !said.toLocaleLowerCase().includes(clause.replace(copulaLead, '').toLocaleLowerCase()));
  const lines: string[] = clauses.map((clause) => locale.statement(clause, story));
  const line = mentionLine(writer, missing);
  // The must-mention follows the opening; after a customer's quote, it follows the thanks, and after a question, its answer
  // ("Tem uma clínica …? Não perca a promoção de detergentes." answered nothing).
  const after = /^["“„«]|\?$/u.test(parts[0] ?? '') && parts.length > 1 ? 2 : 1;
  // The owner's offer ("-20 % sur le premier forfait jambes") is what the campaign sells: every post says it.
  const offer = story.campaign.price && !saysOffer(story, said) ? locale.offerSentence(story) : null;
  // The brief's subject is what the campaign is: a post that says none of it ("Ask us about our half-day trips." under "Fly
  // fishing for permit and bonefish — promote half-day trips") says what it is about ("… never mention fishing at all").
  const subject = story.mentions.filter((thing) => thing.topic);
  const subjectLine = subject.length > 0 && !line && !subject.some((thing) => namedBy(thing.text)) ? topicLine(writer, subject, 4) : null;
  return [...parts.slice(0, after), ...(lines.length > 0 ? [lines.join(' ')] : []), ...(line ? [line] : []), ...(subjectLine ? [subjectLine] : []), ...parts.slice(after), ...(offer ? [offer] : [])];
}

/** The post says the owner's offer: its figures ("20 %", "8,50"), or its words when it has none ("first lesson free"). */
function saysOffer(story: Story, text: string): boolean {
  const price = story.campaign.price;
  if (!price) return false;
  const figures = price.match(/\d+(?:[.,]\d+)?/gu) ?? [];
  // A figure as a number of its own: "5" of "5 €" is not in the phone number "02524 9293606".
  const says = (figure: string) => new RegExp(`(?<![\\d.,])${figure.replace(/[.]/gu, '\\.')}(?![\\d]|[.,]\\d)`, 'u').test(text);
  return figures.length > 0 ? figures.every(says) : saysAlready(text, price);
}

/** Whether a text says a thing by any of its words that count: "edredões" in "Limpamos os seus edredões." says "limpeza de edredões". */
function sharesAWord(text: string, thing: string, language: KitLanguage): boolean {
  const said = wordsOf(text);
  return [...wordsOf(thing)].some((word) => !isStopword(word, language) && said.has(word));
}

/** The things to mention in one sentence: the site's own sentence at most three times in a kit, then the locale's framings, each in turn. */
/** The brief's subject as what the campaign is: "Our half-day trips: fly fishing for permit and bonefish.", in three pieces at most. */
function topicLine(writer: Writer, things: Story['mentions'], limit = 3): string | null {
  const { story, locale } = writer;
  const line = topicLineOf(story, locale, things);
  return line && use(writer, `topic:${line}`, limit) ? line : null;
}

function topicLineOf(story: Story, locale: Locale, things: Story['mentions']): string | null {
  const topics = things.filter((thing) => thing.topic);
  if (topics.length === 0 || !story.what) return null;
  const subject = joinList(topics.map((thing) => thing.text), story.language);
  return locale.subjectLine ? locale.subjectLine(story.what, subject, story) : `${capitalizeFirst(locale.ours(story.what, story))}: ${topics.map((thing) => thing.text).join(', ')}.`;
}

/** How many of a kit's twelve posts say a thing the owner asked to mention (not in every piece): a little over half, not all. */
const mentionPosts = 8;
/**
 * And how many of one network's three: the things went to the first networks' posts, none to Facebook's, whose posts
 * without the owner's launch and shuttle were rated unusable ("ignores the brief").
 */
const mentionPostsPerNetwork = 2;

function mentionLine(writer: Writer, things: Story['mentions'], topicLimit = 3, sayLimit = mentionPosts): string | null {
  // The brief's subject says what the campaign is ("Our half-day trips: fly fishing for permit and
  // bonefish."), never "also" beside it.
  const others = things.filter((thing) => !thing.topic);
  if (others.length < things.length) return topicLine(writer, things, topicLimit) ?? mentionLine(writer, others, topicLimit, sayLimit);
  // "Aproveite também a promoção de detergentes" in eleven posts of twelve reads as pasted: each thing in its share of them.
  const network = writer.network ?? null;
  const due = things.filter(
    (thing) => thing.required || ((writer.used.get(`said:${thing.text}`) ?? 0) < sayLimit && (!network || sayLimit === Infinity || (writer.used.get(`said:${thing.text}:${network}`) ?? 0) < mentionPostsPerNetwork)),
  );
  if (due.length === 0) return null;
  for (const thing of due) {
    writer.used.set(`said:${thing.text}`, (writer.used.get(`said:${thing.text}`) ?? 0) + 1);
    if (network) writer.used.set(`said:${thing.text}:${network}`, (writer.used.get(`said:${thing.text}:${network}`) ?? 0) + 1);
  }
  return framedMention(writer, due);
}

/** The page's offering that says a thing the owner named ("Breakfast Special: … biscuits and gravy" for "biscuits & gravy"), or null. */
function describingDetail(story: Story, thing: Thing): Story['details'][number] | null {
  return story.details.find((detail) => detail.description && !isItemList(detail.description) && saysAlready(`${detail.name} ${detail.description}`, thing.text)) ?? null;
}

function framedMention(writer: Writer, things: Story['mentions']): string | null {
  const own = things.length === 1 ? (things[0]!.siteSentence ?? null) : null;
  const turn = writer.mentionTurn++;
  if (own && turn % 4 === 0 && use(writer, `own:${own}`, 3)) return own;
  // A thing the page sells as an offering of its own is told every other turn by the page's words for it ("Our breakfast
  // special: hearty homemade biscuits and gravy, $8.95."): "Don't miss our biscuits & gravy." in five posts of twelve was
  // read as a stock line.
  const described = things.length === 1 && !things[0]!.topic ? describingDetail(writer.story, things[0]!) : null;
  const told = described && turn % 2 === 1 ? writer.locale.detailSentences(described, writer.story, turn) : null;
  if (told && use(writer, `described:${told}`, sentencePostLimit)) return told;
  // The framings alone take turns, so none comes back before every other one was used. A priced thing says its price.
  const framed = things.map((thing) => ({ ...thing, text: thing.price ? `${thing.text} (${thing.price})` : thing.text, siteSentence: null }));
  // Where the page's card can tell it instead, no framing in more than three posts of a kit: the fourth "Don't miss our
  // biscuits & gravy." reads as pasted.
  const limit = described && !things[0]!.required ? sentencePostLimit : Infinity;
  for (let step = 0; step < 3; step++) {
    const sentence = writer.locale.mentionSentence(framed, writer.story, writer.framingTurn++);
    if (sentence && use(writer, `framed:${sentence}`, limit)) return sentence;
  }
  const late = described ? writer.locale.detailSentences(described, writer.story, turn) : null;
  return late && use(writer, `described:${late}`, sentencePostLimit) ? late : null;
}

/**
 * The post's call to action, not a second time in words the post said already ("… – jetzt
 * anfragen!" then "Jetzt anfragen → link"): another of the locale's, or the link alone.
 */
function callToActionFor(writer: Writer, network: Network, variant: number, body: string): string {
  const said = body.toLocaleLowerCase();
  const labelOf = (cta: string) => cta.split(/\s*(?::|→)\s*/u)[0]!.trim().toLocaleLowerCase();
  // A label that asks again what the body asks, in other words ("Pide cita para toda la familia." then "Reserva tu cita",
  // "Frag uns nach unserem Catering." then "Jetzt anfragen") was read as saying it twice (session 51).
  // (Only what the body asks the reader to do, the words themselves or with a short affix, "frag" in "anfragen": not a
  // question, "Fragen? Ruf uns an", nor what the business says it does, "Hacemos pedidos para hoteles", nor "Haus" in
  // "Ostseehaus".)
  const asking = splitSentences(body, writer.story.language).filter((line) => !line.trim().endsWith('?') && !weOpening.test(line.trim()));
  const bodyWords = asking.flatMap((line) => [...wordsOf(line)]).filter((word) => !isStopword(word, writer.story.language));
  // (Or one word's forms: "réservez" and "réserver", six letters shared from the start; "Pour réserver, c'est ici" after
  // "réservez votre épilation laser" was read as "réservez… réservation… Pour réserver" three times, session 51.)
  const affixed = (long: string, short: string) => {
    const at = long.indexOf(short);
    return (at >= 0 && at <= 3 && long.length - at - short.length <= 3) || (short.length >= 6 && long.slice(0, 6) === short.slice(0, 6));
  };
  const asksAgain = (label: string) => [...wordsOf(label)].some((word) => !isStopword(word, writer.story.language) && bodyWords.some((other) => affixed(other, word) || affixed(word, other)));
  for (let step = 0; step < 2; step++) {
    const cta = writer.locale.callToAction(writer.story, network, variant + step);
    const label = labelOf(cta);
    if ((label.split(/\s+/u).length < 2 || !said.includes(label)) && !asksAgain(label)) return cta;
  }
  // Instagram has no link to give alone: the pointer to the bio without the label the post said ("Jetzt anfragen!" then "Link in der Bio.").
  if (network === 'Instagram') {
    const cta = writer.locale.callToAction(writer.story, network, variant);
    const rest = cta.split(/\s*(?::|→)\s*/u).slice(1).join(': ').trim();
    // (Without a label to leave out, "Réserve via le lien en bio.", the pointer alone: "Lien en bio.")
    const pointer = /(?:link in bio|lien en bio|link in der bio|enlace en la bio|link na bio)/iu.exec(cta)?.[0];
    return rest ? capitalizeFirst(rest) : pointer ? `${capitalizeFirst(pointer)}.` : cta;
  }
  return writer.story.link;
}

/** A sentence where the business says what it does ("Hacemos pedidos …", "Wir haben …", "Nous sommes …"), not what the reader is to do. */
const weOpening = /^[«“"¡]?(?:we|we're|wir|nous|\p{L}+mos)(?![\p{L}'’])/iu;

/** How long a paragraph of a post runs before the next one starts. */
const paragraphLength: Record<Network, number> = { Twitter: 280, LinkedIn: 300, Instagram: 240, Facebook: 280 };

/**
 * A post's lines set as a person sets them: the opening alone, then the body as running text
 * rather than one sentence per line; a customer's quote stands alone.
 */
function paragraphsOf(parts: string[], network: Network): string[] {
  const [opening, ...body] = parts.map((part) => part.trim()).filter(Boolean);
  if (!opening) return [];
  const paragraphs = [opening];
  let running = '';
  const quoted = /^["“„«]/u;
  for (const part of body) {
    // A quote and a list (lines of their own) stand alone.
    const alone = quoted.test(part) || part.includes('\n');
    if (alone || (running && running.length + part.length + 1 > paragraphLength[network])) {
      if (running) paragraphs.push(running);
      running = '';
    }
    if (alone) paragraphs.push(part);
    else running = running ? `${running} ${part}` : part;
  }
  if (running) paragraphs.push(running);
  return paragraphs;
}

const clauseAnd: Record<KitLanguage, string> = { en: 'and', de: 'und', es: 'y', fr: 'et', pt: 'e' };

const clauseOr: Record<KitLanguage, string> = { en: 'or', de: 'oder', es: 'o', fr: 'ou', pt: 'ou' };

/**
 * A post asks once: the number goes with the button ("Jetzt anfragen: [link] oder ruf uns an: 02524 9293606"), not as a
 * line of its own above it ("Fragen? Ruf uns an: 02524 9293606." then "Jetzt anfragen: [link]", "Ligue para o 228 314
 * 574." then "Marque já", were read as two calls to action competing: rated 1 in German, Portuguese and Spanish).
 */
function withTheCall(writer: Writer, parts: string[], cta: string): string {
  const { story, locale } = writer;
  const phone = story.phone;
  // (A bare link, where the opening asked already, takes no "or call" after it.)
  if (!phone || cta.includes(phone) || cta === story.link) return cta;
  const call = [0, 1].map((variant) => locale.contactSentence(story, variant)).find((line): line is string => !!line && line.includes(phone));
  if (!call) return cta;
  // Its own words, after the question before it: "Fragen? Ruf uns an: …" is "oder ruf uns an: …".
  const asked = call.replace(/^[^.!?]*[?？]\s*/u, '').replace(/[.!]$/u, '');
  const index = parts.findIndex((part, at) => at > 0 && part.includes(asked));
  if (index < 0) return cta;
  const start = parts[index]!.indexOf(asked);
  const before = parts[index]!.slice(0, start).replace(/[^.!?]*[?？]\s*$/u, '');
  parts[index] = `${before} ${parts[index]!.slice(start + asked.length).replace(/^[.!]/u, '')}`.replace(/\s{2,}/gu, ' ').trim();
  // On a line of its own under the button, as "or" (in one line after the link, "Jetzt anfragen: [link] oder ruf uns an: …"
  // and "Lien en bio pour réserver ou appelez le …" were read as clumsy joins, session 51).
  const or = story.language === 'es' && /^h?o/iu.test(asked) ? 'u' : clauseOr[story.language];
  const end = /[.!]$/u.test(cta) ? '.' : '';
  return `${cta}\n${capitalizeFirst(or)} ${asked.charAt(0).toLocaleLowerCase()}${asked.slice(1)}${end}`;
}

function compose(writer: Writer, network: Network, given: string[], variant: number): string {
  const { story } = writer;
  // No line says again what a line above it said ("Wir haben … noch freie Wochen!" then the same as a sentence).
  const seen: string[] = [];
  // A long name of the campaign (five words or more: "las ensaïmadas y los panellets de Todos los Santos") is said once a
  // post: a short line after the opening that names it whole again (a question, a pointer back) goes.
  const name = story.what && story.what.text.split(/\s+/u).length >= 5 ? story.what.text : null;
  let named = false;
  // No sentence under a question opening says the question again ("Os seus edredões já estão prontos para o inverno? …
  // Limpamos os seus edredões a tempo do inverno." was read as repeating itself within three lines, session 51).
  const asked = given[0]?.trim().endsWith('?') ? given[0] : null;
  const unechoed = asked
    ? [
        asked,
        ...given.slice(1).map((part, index) => {
          if (/^["“„«]/u.test(part) || part.includes('\n')) return part;
          const sentences = splitSentences(part, story.language);
          // (Half its words the question's, two at least: "edredões" and "inverno" of four.)
          // (Never the campaign's own line, "Wir haben im Juni und September noch freie Wochen.": the post would lose its point.)
          const ownLine = (said: string) => [story.what, ...writer.parts].some((thing) => !!thing && saysAlready(said, thing.text)) || (!!story.when && saysAlready(said, story.when));
          const kept = sentences.filter((said) => ownLine(said) || !echoesQuestion(story, asked, said, 2, 0.5));
          // (Where nothing else answers it, the echo stays: a question left unanswered reads worse.)
          return kept.length === sentences.length || (index === 0 && kept.length === 0) ? part : kept.join(' ');
        }),
      ]
    : given;
  const parts = withRequired(writer, unechoed)
    .map((part) => withoutAvoided(story, part))
    .filter((part, index) => {
      const key = substance(part);
      if (key && seen.some((earlier) => earlier === key || earlier.includes(key))) return false;
      // Named with its articles or without ("las ensaïmadas y los panellets"): every word of the name is there.
      const namesIt = name !== null && saysAlready(part, name);
      if (namesIt && named && index > 0 && part.length <= 140 && !requiredIn(story, part)) return false;
      named ||= namesIt;
      if (key) seen.push(key);
      return true;
    });
  // A question that names the campaign after the opening named it ("Our Friday fish fry starts this month!" … "Who's
  // joining us for our Friday fish fry?") says it twice in three lines: it goes, the post keeping its other lines.
  // The same for the season ("O inverno está à porta." … "Já está tudo pronto para o inverno?").
  const what = story.what?.text;
  const season = [...wordsOf(story.when ?? '')].filter((word) => word.length >= 5 && !isStopword(word, story.language) && !/^(?:antes|before|bevor|avant|until|hasta|jusqu|durante|during|während)/u.test(word)).map((word) => word.slice(0, 5));
  const seasonIn = (text: string) => season.length > 0 && season.every((stem) => [...wordsOf(text)].some((word) => word.startsWith(stem)));
  const opening = parts[0] ?? '';
  if ((what && saysAlready(opening, what)) || seasonIn(opening)) {
    for (const [index, part] of parts.entries()) {
      if (index === 0 || part.includes('\n') || /^["“„«]/u.test(part)) continue;
      const claims = splitSentences(part, story.language);
      const asksAgain = (claim: string | undefined) => !!claim && /[?？]$/u.test(claim) && ((!!what && saysAlready(opening, what) && saysAlready(claim, what)) || (seasonIn(opening) && seasonIn(claim)));
      // The question's own short answer goes with it ("Besondere Wünsche zum Catering? Sprich uns an.").
      const kept = claims.filter((claim, at) => !asksAgain(claim) && !(asksAgain(claims[at - 1]) && claim.split(/\s+/u).length <= 4));
      if (kept.length < claims.length && (kept.length > 0 || parts.some((other, at) => at > 0 && at !== index && other.trim()))) parts[index] = kept.join(' ');
    }
  }
  // The owner's offer once a post: "Profitez de -20 % …" then "En ce moment, c'est -20 % …" said it twice.
  for (const [index, part] of parts.entries()) {
    if (index === 0 || !parts.slice(0, index).some((earlier) => saysOffer(story, earlier)) || /^["“„«]/u.test(part)) continue;
    const claims = splitSentences(part, story.language);
    const kept = claims.filter((claim) => !saysOffer(story, claim));
    if (kept.length < claims.length) parts[index] = kept.join(' ');
  }
  // One line asking for the campaign a post: under an opening that asked for it ("Book a tee time."), another line that only
  // asks for it again ("Book a tee time today.", "Ask us about our tee times.") goes, the post keeping its other lines.
  const asks = asksOf(writer.locale, story);
  if (what && (saysAlready(opening, what) || asks.has(substance(splitSentences(opening, story.language).at(-1) ?? ''))) && !/^["“„«]/u.test(opening) && !asked) {
    for (const [index, part] of parts.entries()) {
      if (index === 0 || part.includes('\n') || requiredIn(story, part)) continue;
      const claims = splitSentences(part, story.language);
      // (Even where the opening is left alone: "Book a tee time. / Ask us about our tee times." says one line twice.)
      parts[index] = claims.filter((claim) => !asks.has(substance(claim))).join(' ');
    }
  }
  // The brief's subject once a post: "Our weekend classes: sourdough baking for beginners." goes under an opening that asked it.
  const topicLine = topicLineOf(story, writer.locale, story.mentions);
  if (topicLine && story.mentions.filter((thing) => thing.topic).every((thing) => saysAlready(opening, thing.text))) {
    for (const [index, part] of parts.entries()) if (index > 0 && !part.includes('\n')) parts[index] = splitSentences(part, story.language).filter((claim) => claim !== topicLine).join(' ');
  }
  // One invitation to ask a post: after "Frag uns nach unserem Catering." the number goes without "Fragen?" before it.
  if (parts.some((part) => asksUs.test(part))) for (const [index, part] of parts.entries()) parts[index] = part.replace(contactQuestion, '$1');
  reasonAfterOpening(writer, parts);
  if (story.emojiMark && parts[0]) parts[0] = `${parts[0]} ${story.emojiMark}`;
  const cta = withTheCall(writer, parts, callToActionFor(writer, network, variant, parts.join(' ')));
  const tags = hashtags(writer, network, parts[0] ?? '', parts.join(' '));
  const join = (body: string[]) => finish(writer, [...paragraphsOf(body, network), cta, tags].filter(Boolean).join('\n\n')) || story.link;
  const required = (part: string) => requiredIn(story, part);
  let text = join(parts);
  // X counts 280: the last body sentences go first, never the hook, the call to action or the link,
  // nor what the owner asked for in every piece.
  const trimmed = [...parts];
  while (network === 'Twitter' && !fitsTwitter(text) && trimmed.length > 1) {
    let index = trimmed.length - 1;
    while (index > 0 && required(trimmed[index]!)) index--;
    // Only the opening and what is required left, and still too long: the tweet must fit.
    if (index === 0) index = trimmed.length - 1;
    const sentences = trimmed[index]!.split(/(?<=[.!?])\s+/u);
    // A question whose answer went goes with it ("Not sure what you need?" left alone under a review).
    const kept = sentences.slice(0, -1);
    while (kept.length > 0 && /[?？]$/u.test(kept.at(-1)!)) kept.pop();
    trimmed.splice(index, 1, ...(kept.length > 0 ? [kept.join(' ')] : []));
    text = join(trimmed);
  }
  return text;
}

const asksByStory = new WeakMap<Story, Set<string>>();

/** The lines that only ask for the campaign (the locale's openings and lines back to it), by their substance; once a story. */
function asksOf(locale: Locale, story: Story): Set<string> {
  let asks = asksByStory.get(story);
  if (!asks) {
    asks = new Set([0, 1, 2, 3, 4, 5].flatMap((step) => [locale.campaignTie(story, step), locale.campaignHook(story, step)]).filter((line): line is string => !!line).map(substance));
    asksByStory.set(story, asks);
  }
  return asks;
}

/** A line that invites the reader to ask, in the five languages ("Ask us about …", "Sprich uns an.", "Pregúntanos por …"). */
const asksUs = /(?<![\p{L}])(?:ask us|talk to us|frag(?:t)? (?:uns|mich)|frag(?:t)? einfach an|fragen sie einfach an|fragen sie (?:uns|mich)|sprich (?:uns|mich) an|sprecht (?:uns|mich) an|sprechen sie (?:uns|mich) an|pregúnta(?:nos|me)|pregúnte(?:nos|me)|háblanos|demande[sz]?-(?:nous|moi)|parle[sz]?-(?:nous|moi)|pergunte-(?:nos|me)|pergunta-(?:nos|me)|fale connosco|fale com a gente)(?![\p{L}])/iu;
/** The question a contact sentence opens on ("Questions? Call us …", "Fragen? Ruf uns an …"), dropped where the post asked already. */
const contactQuestion = /(^|\s)(?:Questions\?|Fragen\?|¿Dudas\?|Une question\s?\?|Dúvidas\?)\s+(?=\p{Lu})/u;

/**
 * The things a campaign of several names, each as a campaign of its own: "roofing sheets,
 * waterproofing and gutters", "ortodoncia invisible y revisiones para niños", "recolha e entrega …
 * e limpeza de edredões". A list is split at its commas and last conjunction; two things without a
 * comma at the last conjunction, where both sides are things of their own (two words or more each,
 * and the second with its own preposition when the first has one): "Catering für Feiern und Firmen" and "cakes for
 * weddings and birthday parties" stay whole.
 */
export function campaignParts(story: Story): Thing[] {
  const what = story.what;
  if (!what || !what.fromBrief || what.required) return [];
  // (Not at an ampersand between capitalised words: "Teeth & Tidy add-on" is one thing's name.)
  const and = new RegExp(String.raw`\s(?:and|und|y|e|et|ou|or|oder|o)\s|${thingsAmpersand}`, 'giu');
  let parts: string[];
  if (what.text.includes(',')) {
    parts = what.text.split(/\s*,\s*(?:(?:and|&|und|y|e|et|ou|or|oder|o)\s+)?|\s+(?:and|&|und|y|e|et|ou|or|oder|o)\s+(?=[^,]*$)/iu);
  } else {
    const last = [...what.text.matchAll(and)].at(-1);
    if (!last) return [];
    const first = what.text.slice(0, last.index).trim();
    const second = what.text.slice(last.index + last[0].length).trim();
    const hasPreposition = (text: string) => headBoundary.test(` ${text} `);
    // (Nor two days that share one thing: "Tuesday and Thursday afternoon slots", "lunes y martes por la tarde".)
    const sharedModifier = /(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|segunda|terça|quarta|quinta|sexta|sábado|domingo)s?$/iu.test(first);
    if (first.split(/\s+/u).length < 2 || second.split(/\s+/u).length < 2 || (hasPreposition(first) && !hasPreposition(second)) || sharedModifier) return [];
    parts = [first, second];
  }
  parts = parts.map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2 || parts.length > 4 || parts.some((part) => part.length < 3)) return [];
  return parts.map((text) => ({ text, plural: isPlural(text, story.language), fromBrief: true }));
}

/** What a thing is for, or a name after it (a place, a holiday): "Catering | für Feiern und Firmen", "ensaïmadas y panellets | de Todos los Santos". */
const purposeAfter = /\s(?:for|für|para|pour|pra)\s/u;
/** How a thing is used, after it: "turkey dinners | as gifts for …". */
const usedAs = /\s(?:as|als|como|comme)\s/iu;
/** (Not inside a name of capitalised words: "pacote Dia de Noiva" is no "pacote Dia" for "Noiva".) */
const nameAfter = /(?<=(?:^|\s)\p{Ll}[\p{L}'’-]*)\s(?:in|at|on|of|en|de|del|à|au|em|no|na|do|da)\s(?=\p{Lu})/u;

/**
 * The campaign's thing as a person names it again after saying it whole once: its head, without what
 * it is for or the place or day it names ("unser Catering" after "Catering für Feiern und Firmen",
 * "las ensaïmadas y los panellets" after "… de Todos los Santos"). A thing's object stays
 * ("limpeza de edredões"); the owner's every-piece wording stays whole.
 */
export function shortCampaign(story: Story): Thing | null {
  const what = story.what;
  if (!what || !what.fromBrief || what.required) return null;
  // (How it is used goes too: "individual turkey dinners for Thanksgiving as gifts for first responders and seniors"
  // said whole in every post of a kit read as keyword stuffing; the offer posts and the email say it whole.)
  const cuts = [what.text.match(purposeAfter), what.text.match(usedAs), story.language === 'de' ? null : what.text.match(nameAfter)].filter((cut): cut is RegExpMatchArray => !!cut && cut.index! > 0);
  const at = Math.min(...cuts.map((cut) => cut.index!));
  if (!Number.isFinite(at)) return null;
  const head = what.text.slice(0, at).trim();
  if (head.length < 4 || head.split(/\s+/u).length > 5 || story.avoid.some((word) => head.toLocaleLowerCase() === word.toLocaleLowerCase())) return null;
  return { ...what, text: head, plural: isPlural(head, story.language) };
}

function whenTrailsLastPart(story: Story, parts: Thing[]): boolean {
  const last = parts.at(-1);
  if (!story.when || !last) return false;
  const clause = story.campaign.evidence.find((evidence) => evidence.field === 'byWhen')?.clause ?? '';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`${escape(last.text)}\\s+${escape(story.when)}`, 'iu').test(clause);
}

function draft(writer: Writer, network: Network, index: number, shift: number): string {
  const variant = index + networks.indexOf(network) + shift;
  const angle = anglesOf[network][index]!;
  // A campaign of several things: the offer posts tell it whole, the other angles one thing each, in turn.
  const focus = writer.parts.length > 0 && angle !== 'offer' ? writer.parts[(networks.indexOf(network) + index) % writer.parts.length]! : null;
  const story = writer.story;
  // "…and duvet cleaning before winter": a deadline written right after the last thing is that thing's, not the others'.
  if (focus) writer.story = { ...story, what: focus, when: focus === writer.parts.at(-1) || !whenTrailsLastPart(story, writer.parts) ? story.when : null };
  // The offer posts name the campaign whole; the others, as a person would after that, by its head.
  else if (angle !== 'offer' && writer.short) {
    writer.story = { ...story, what: writer.short };
    writer.whole = story;
  }
  try {
    const parts = (angle === 'proof' ? proofPost(writer, network, variant) : angle === 'detail' ? ((network === 'LinkedIn' ? businessPost(writer, variant) : null) ?? detailPost(writer, network, variant)) : housePost(writer, network, variant + index)) ?? offerPost(writer, network, variant + index);
    return compose(writer, network, withClosingFact(writer, network, parts, variant), variant);
  } finally {
    writer.story = story;
    writer.whole = null;
  }
}

/** The word each language names any business by, as the locales' business kinds hold it. */
const broadBusiness: Record<KitLanguage, string> = { en: 'businesses', es: 'negocios', de: 'betriebe', fr: 'entreprises', pt: 'negócios' };

/** Kinds of business that say little by themselves: "Tem uma clínica ou um restaurante …?" before "… um negócio …?". */
const broadBusinesses = /^(?:businesses|companies|firms|negocios|empresas|negócios|unternehmen|firmen|betriebe|entreprises|commerces)$/u;

/** Where the owner's audience is, as the audience writes it at its end: "de Palma", "do Grande Porto", "in Bulawayo". */
const audiencePlace = /\s(de|do|da|dos|das|del|in|around|aus|à|en|em|no|na)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|do|da|del|la|las|los)\s+)?\p{Lu}[\p{L}'’.-]*)*)\s*$/u;

/**
 * On LinkedIn, the business customers the owner's audience names, addressed where they are ("¿Tienes un hotel o un
 * restaurante en Palma?"), then what the owner does for them, who started the house and the campaign: the copywriters'
 * LinkedIn posts speak to the hotels, clinics and offices an audience names (praised by the judges in every round where
 * the kit's LinkedIn posts were "too thin" and spoke to no one). Once in a kit.
 */
function businessPost(writer: Writer, variant: number): string[] | null {
  const { story, locale, full } = writer;
  // What the owner said they do for businesses answers it ("Hacemos pedidos para hoteles y restaurantes."), then the campaign.
  const forThem = full.statements.find((clause) => businessCustomers.test(clause));
  const answer = forThem ? locale.statement(forThem, full) : null;
  // Only where the owner says what they do for businesses: a clinic asked, then told about its duvets "ao domicílio", was
  // rated 0 in two rounds of three (session 51).
  const question = answer ? businessQuestionOf(writer, answer) : null;
  if (!question || (writer.used.get('business-post') ?? 0) > 0) return null;
  writer.used.set('business-post', 1);
  const whole = writer.whole ?? story;
  const campaign = locale.campaignTie(whole, variant) ?? locale.campaignHook(whole, variant);
  // (Not who started the house: between the answer and the campaign, or after it, the founders were read as "dropped in",
  // rated 0 in sessions 50 and 51.)
  return [question, answer, campaign].filter((line): line is string => !!line);
}

/**
 * The question to the business customers the owner's audience names, where they are ("¿Tienes un hotel o un restaurante en
 * Palma?"), or null. Before an answer that names them already, they are asked as businesses ("¿Tienes un negocio en Palma?
 * Hacemos pedidos para hoteles y restaurantes."): "hoteles y restaurantes" twice was read as the question echoed (session 51).
 */
function businessQuestionOf(writer: Writer, answer: string | null = null): string | null {
  const { locale, full } = writer;
  const audience = full.audienceTyped || full.audience || '';
  const named = [...new Set(audience.toLocaleLowerCase().match(/\p{L}+/gu) ?? [])].filter((word) => Object.hasOwn(locale.businessKinds, word));
  const specific = named.filter((word) => !broadBusinesses.test(word));
  const chosen = (specific.length > 0 ? specific : named).slice(0, 2);
  const broad = broadBusiness[full.language];
  const echoed = !!answer && chosen.length > 0 && chosen.every((word) => saysAlready(answer, word)) && Object.hasOwn(locale.businessKinds, broad);
  const kinds = (echoed ? [broad] : chosen).map((word) => locale.businessKinds[word]!);
  if (kinds.length === 0) return null;
  const placed = audiencePlace.exec(audience);
  return locale.businessQuestion(kinds, placed ? { preposition: placed[1]!, name: placed[2]! } : null, full);
}

/** The home page's sentences about the house, but not one the owner's things to mention are said with already (no page sentence in more than a few pieces). */
function houseLines(story: Story): string[] {
  return story.about.filter((line) => !story.mentions.some((thing) => thing.siteSentence && (line.includes(thing.siteSentence) || thing.siteSentence.includes(line))));
}

/**
 * With no brief, the house in its own words opens the offer posts: one of the home page's sentences about it, each once
 * in a kit, then an offering with what it costs or is, and the line that asks for the site's main offer ("We've got
 * tee times." alone, above a price, was all a kit without a brief said).
 */
function housePost(writer: Writer, network: Network, variant: number): string[] | null {
  const { story, locale } = writer;
  // On X a long sentence leaves no room for what the owner asked for in every post: a shorter one, or none.
  const crowded = story.mentions.some((thing) => thing.required) || story.required.length > 0 || !!story.what?.required;
  const room = network === 'Twitter' ? (crowded ? 110 : 200) : Infinity;
  const lines = houseLines(story).filter((line) => line.length <= room);
  for (let step = 0; step < lines.length; step++) {
    const line = lines[(variant + step) % lines.length]!;
    if ((writer.used.get(line) ?? 0) >= 1 || (writer.sentencePosts.get(line) ?? 0) >= 1 || !use(writer, line, 1)) continue;
    // (An offering with what it is; a rate alone, "18 Holes (Walking Rates): $15.", read as pasted from the rate table.)
    const offerings = story.details.filter((detail) => detail.description && !isItemList(detail.description));
    const detail = offerings.map((_, index) => offerings[(variant + index) % offerings.length]!).map((d) => locale.detailSentences(d, story, variant)).find((said) => !!said && !saysAlready(line, said) && (writer.used.get(said) ?? 0) < 1);
    // The line back to the site's main offer ends it, as it ends every post of the kit (a must-mention named by it too).
    const tie = locale.campaignTie(story, variant) ?? '';
    return network === 'Twitter' || !detail || !use(writer, detail, 1) ? [line, tie] : [line, detail, tie];
  }
  return null;
}

function emailBody(writer: Writer, subject: string): string {
  const { story, locale } = writer;
  // An offering the owner named already (the breakfast special for "biscuits & gravy") is not told twice.
  // An email is read whole: what the page says about the campaign goes in it, two of its offerings at most.
  const details = story.details.filter((d) => d.description && d.onTopic && !namesAPoint(story, d) && !isItemList(d.description)).slice(0, 2);
  // The email quotes a review of the campaign or of the house, never one of another dish (a pot roast's under a fish fry).
  const proof = story.proof.find((p) => p.onTopic) ?? story.proof.find((p) => !p.elsewhere);
  // The body does not open on its subject again ("Neu vom Marktgrill: Catering …" under the same subject): another opening of the campaign's.
  const hooks = [...[0, 1, 2, 3, 4].map((variant) => locale.campaignHook(story, variant)), ...[0, 1, 2, 3].map((variant) => locale.campaignTie(story, variant))].filter((hook): hook is string => !!hook);
  // Nor on the button's words: "… – jetzt anfragen!" above "Jetzt anfragen: link".
  const button = substance(locale.callToAction(story, 'email', 0).split(/\s*(?::|→)\s*/u)[0]!);
  // (A line that adds to the subject's words, "Book our half-day trips at Roatan Reel Adventures." under "Half-day trips at
  // Roatan Reel Adventures", says more than it; one the subject holds whole says nothing new.)
  // (Nor one whose first sentence is the subject word for word: "O inverno está à porta: limpamos os seus edredões." under
  // that subject was read as the email repeating itself, two rounds.)
  const opensOnSubject = (line: string) => substance(splitSentences(line, story.language)[0] ?? line) === substance(subject);
  const fresh = (line: string) => !substance(subject).includes(substance(line)) && !opensOnSubject(line) && !(button.includes(' ') && substance(line).includes(button));
  // (An opening that says what the campaign is about where the brief names its subject: "Hello, Book a half-day trip." said
  // nothing of the fishing, read as machine-assembled.)
  const topics = story.mentions.filter((thing) => thing.topic);
  const asked = topics.length > 0 ? [0, 1, 2, 3, 4, 5].map((variant) => hookFor({ ...writer, used: new Map() }, variant)).find((line): line is string => !!line && topics.every((thing) => saysAlready(line, thing.text))) : undefined;
  const hook = (asked && fresh(asked) ? asked : null) ?? hooks.find(fresh) ?? hooks[0] ?? null;
  // The news first, then what else the reader gets, a paragraph each: an owner's statement beside the campaign ("We open
  // at 7AM.", "Der Strand ist zu Fuß erreichbar.") lined up after the news read as facts stitched together (email rated 1
  // in nine sites of ten, four rounds).
  const asides = new Set(story.statements.filter((clause) => !aboutTheCampaign(story, clause)).map((clause) => atThePlace(writer, clause)));
  // What the owner does for businesses answers the question to them ("¿Tienes un hotel o un restaurante en Palma? Hacemos
  // pedidos …"), as the copywriters' emails do: said bare after the news it read as a line stacked on it (rated 0, session 51).
  // (By the kinds the audience names, as the copywriters' emails ask them: "¿Tienes un negocio en Palma?" was read as not
  // fitting a neighbourhood mailing, session 51.)
  const answered = (line: string) => {
    const asked = forBusinesses(story, line) ? businessQuestionOf(writer) : null;
    return asked ? `${asked} ${line}` : line;
  };
  const body = campaignBody(writer, 0, false, true);
  const told = [hook, ...body.filter((line) => !asides.has(line))].filter(Boolean).join(' ');
  // The owner's points as the page labels them, a list under the opening, where a label says more than the point
  // ("– Ca. 8 Fahrräder (Pumpe & Flickzeug vorhanden)" for "Fahrräder"); else in one sentence.
  const items = pointItems(writer, told);
  const labelled = story.mentions.some((thing) => thing.label && !thing.price && items.some((item) => item.toLocaleLowerCase() === thing.label!.toLocaleLowerCase()));
  const listed = items.length >= 2 && labelled ? items.map((item) => `– ${item}`).join('\n') : null;
  // A point the page sells as an offering of its own is told by the page's words for it ("Our breakfast special: hearty
  // homemade biscuits and gravy, $8.95." for "the biscuits & gravy"), not framed bare ("Don't miss our biscuits & gravy.").
  const described = story.mentions.filter((thing) => !thing.topic && describingDetail(story, thing));
  // (The subject the opening asked is not said again under it.)
  const points = listed ?? mentionLine(writer, story.mentions.filter((thing) => !described.includes(thing) && !(thing.topic && saysAlready(told, thing.text))), Infinity, Infinity);
  const offerings = [...new Set(described.map((thing) => describingDetail(story, thing)!))].map((detail, index) => locale.detailSentences(detail, story, index));
  // (A statement the list gives as an item is not said above it too.)
  // How long the house has been going closes what else it offers ("We're CIFOZ certified, and our expert advice is free.
  // We've been in Bulawayo since 1999."): a paragraph of its own, it was read as a fragment stacked on the rest (rated 1 in
  // three emails of ten, session 51). Not who started it: a paragraph of its own ("Juana Sanmartí y Miguel Ventura fundaron
  // Forn Nou en 1970.") was read as dropped in between unrelated lines, rated 0 in three rounds (sessions 50 and 51).
  const house = houseStory(writer);
  const founders = house && house !== locale.heritageSentence(story, 0) ? house : null;
  // The owner's call for another thing ("Book your Christmas party now in our Brooklyn banquet hall.") is a second piece of
  // news, a paragraph of its own: after "Fine food and catering since 1927." it read as a line stacked on an unrelated one.
  const calls = [...asides].filter((line) => callLead.test(line));
  const prose = [...[...asides].filter((line) => !calls.includes(line) && (!listed || !saysAlready(listed, line.replace(/[.!]$/u, '')))).map(answered), listed ? null : points, ...offerings].filter(Boolean).join(' ');
  const topical = details.map((detail, index) => locale.detailSentences(detail, story, 2 + index)).join(' ') || nowAlsoAs(writer);
  // (With nothing else to close, they close the news.)
  const years = founders ? null : house;
  const closesNews = !!years && !listed && !prose && !topical;
  // (So does one sentence of the owner's with nothing else beside it: "Fine food and catering since 1927." as a paragraph
  // of its own was read as a line dropped between the news and the next.)
  const proseClosesNews = !!prose && !listed && !topical && !years && splitSentences(prose, story.language).length === 1;
  const closers = [topical, closesNews ? null : years];
  const whatElse = listed ? [prose, listed, ...closers].filter(Boolean).join('\n\n') : [proseClosesNews ? null : prose, ...closers].filter(Boolean).join(' ');
  // Who the owner's audience would bring ("Bring the whole family!") closes the news, as a person writes to them.
  const invitation = locale.invitation(story);
  const opening = [told, invitation, closesNews ? years : null, proseClosesNews ? prose : null].filter(Boolean).join(' ');
  const secondNews = calls.length > 0 ? calls.join(' ') : null;
  // With no brief, the house in its own words first ("Our golf course features rolling hills, …"), then what it
  // offers at what price, one a line: a kit without a brief promotes the house itself.
  const ownWords = story.fromBrief ? [] : houseLines(story).filter((line) => (writer.used.get(line) ?? 0) < 2).slice(0, 2);
  for (const line of ownWords) writer.used.set(line, (writer.used.get(line) ?? 0) + 1);
  const priced = story.fromBrief ? [] : story.details.filter((detail) => detail.price).slice(0, 6);
  // (Without prices, what it does, by the names the page gives: "– Abertura e baixa de empresas".)
  const services = story.fromBrief || priced.length > 0 ? [] : story.details.filter((detail) => detail.name.split(/\s+/u).length <= 6 && !saysAlready(opening, detail.name)).slice(0, 6);
  const rates = priced.length >= 2 ? listOf(priced, '–') : services.length >= 3 ? listOf(services, '–') : null;
  const first = ownWords.length > 0 ? ownWords.join(' ') : opening;
  const paragraphs = [
    locale.email.greeting(story),
    locale.email.afterGreeting ? locale.email.afterGreeting(first) : first,
    ownWords.length > 0 ? opening : null,
    rates,
    // A new form of the house's food says what the house is known for, which the reader now gets in it.
    // (Not the page's other sentences about what the campaign is for: "Most days provide sightings of manatee cows and
    // calves enjoying the river." pasted in a post or the email was rated unusable in two rounds of two.)
    whatElse || null,
    secondNews,
    // The customer's words: an email has room for them.
    proof ? locale.proofLines(proof, story, 0)[0]! : null,
    // (Not the site's own "Somos una panadería … desde 1970." / "Somos especialistas em limpeza a seco …": in the
    // email too it was read as the tagline pasted, off the campaign, in three rounds of four.)
    // (The hours go under the signature with the street and the number: a paragraph of its own, "We're open Monday to
    // Saturday, 7am–2pm.", was read as a stray fragment in four emails of ten, session 49.)
    locale.callToAction(story, 'email', 0),
    locale.email.farewell(story),
  ];
  const written = paragraphs.filter((p): p is string => !!p);
  const closing = signature(writer, written);
  // A farewell that signs off has the signer's name right under it, as a letter's last line.
  const last = locale.email.farewellSignsOff && written.at(-1) === locale.email.farewell(story) ? [`${written.pop()!}\n${closing}`] : [closing];
  return finish(writer, withoutRepeats([...written, ...last], story.language).join('\n\n'));
}

/**
 * Who started the house and how long it has been going, in one sentence where the page gives both ("Juana Sanmartí y
 * Miguel Ventura fundaron Forn Nou, y desde 1970 estamos en Palma de Mallorca."): the email's proof where no review is.
 */
function houseStory(writer: Writer): string | null {
  const { story, locale } = writer;
  const heritage = locale.heritageSentence(story, 0);
  const founder = story.people.find((person) => /found|fundad|gründ|fondat/iu.test(person.role ?? ''));
  const founded = founder ? locale.personSentence(founder, story) : null;
  if (!founded || !heritage) return heritage;
  // The year the house has been going since is the year its founders started it: "Juana Sanmartí y Miguel Ventura fundaron
  // Forn Nou en 1970." ("…, y desde 1970 estamos en Palma de Mallorca." read as the tagline tacked on, session 49.)
  const since = story.heritage?.since;
  if (since && /^[^.!?]+[.!]$/u.test(founded)) return `${founded.slice(0, -1)} ${inYear[story.language](since)}.`;
  return `${founded.replace(/[.!]$/u, '')}, ${clauseAnd[story.language]} ${heritage.charAt(0).toLocaleLowerCase()}${heritage.slice(1)}`;
}

/** A year after a verb of founding: "in 1999", "en 1970", "em 1974" (German needs no preposition: "gründete … 1999"). */
const inYear: Record<KitLanguage, (year: number) => string> = { en: (year) => `in ${year}`, de: (year) => `${year}`, es: (year) => `en ${year}`, fr: (year) => `en ${year}`, pt: (year) => `em ${year}` };

/** A message says each sentence once: where to find the business after the opening said it ("Estamos en San Pedro, 24 …") goes from the contact paragraph. */
function withoutRepeats(paragraphs: string[], language: KitLanguage): string[] {
  const said = new Set<string>();
  return paragraphs
    .map((paragraph) => {
      if (paragraph.includes('\n') || /^["“„«]/u.test(paragraph)) return paragraph;
      const sentences = splitSentences(paragraph, language);
      const kept = sentences.filter((sentence) => !said.has(substance(sentence)) && sentence.trim());
      for (const sentence of sentences) said.add(substance(sentence));
      return kept.length === sentences.length ? paragraph : kept.join(' ');
    })
    .filter((paragraph) => paragraph.trim());
}

/**
 * The sign-off with how to reach the business under it, as a letter ends: the street and the number
 * ("Sisters Cafe / 310 S 13th St, Geneva · (402) 759-4144"). Said as sentences above the button, "Questions? Call us at
 * …" and "Find us at …" after the hours were read as a stack of one-line facts (the email rated 1 on eight sites of ten).
 */
function signature(writer: Writer, above: string[]): string {
  const { story, locale } = writer;
  const said = above.join('\n');
  // (Not the street for a campaign that comes to the reader: a pick-up at home needs the number, not the shop. Nor a
  // number the button gives already: "Call us today at … or visit [link]".)
  const reach = [comesToReader(story) ? null : story.address, story.phone].filter((fact): fact is string => !!fact && !said.includes(fact)).join(' · ');
  const week = story.hours ? describeWeek(story.hours, locale.week) : null;
  const open = week && !namesATime(said.replace(story.phone ?? '\u0000', '').replace(/https?:\/\/\S+/gu, '')) ? capitalizeFirst(week.withTimes ?? week.days) : null;
  const farewell = locale.email.farewell(story);
  const signedOff = locale.email.farewellSignsOff && farewell && above.at(-1) === farewell;
  return [signedOff ? signerOf(story) : locale.email.signOff(story), reach, open].filter(Boolean).join('\n');
}

function message(writer: Writer, subject: string, paragraphs: string[]): { subject: string; body: string } {
  const { story, locale } = writer;
  return {
    subject,
    body: finish(writer, [locale.email.greeting(story), ...paragraphs.map((paragraph, index) => (index === 0 && locale.email.afterGreeting ? locale.email.afterGreeting(paragraph) : paragraph)), locale.callToAction(story, 'email', 1), locale.email.signOff(story)].join('\n\n')),
  };
}

function finishIfAny(writer: Writer, text: string | null): string | null {
  return text ? finish(writer, text) : null;
}

function fit(text: string | null, max: number): string | null {
  return text && text.length <= max ? text : null;
}

/** The kit's words, brief first: every post, the campaign email, the ad and the hero are about the owner's campaign. */
export function writeKit(brief: WriterBrief & { variation?: number }): KitCopy {
  const told = toldStory(brief);
  if (!told) throw new Error(`The copy writer has no ${brief.site.language} locale`);
  const { story, locale, introduced } = told;
  const tags = writeKitTags(brief, story);
  const writer: Writer = { story, locale, tags, used: new Map(), said: new Set(), sentencePosts: new Map(), finished: new Map(), mentionTurn: 0, framingTurn: 0, hooksTakeTurns: true, parts: campaignParts(story), short: shortCampaign(story), full: story, introduced };
  const shift = brief.variation ?? 0;
  return writeAll(writer, shift);
}

/** A text's words cut to their first five letters (so "Kurse" meets "Kursen"). */
const stemsOf = (text: string): string[] => [...wordsOf(text)].map((word) => word.slice(0, 5));

/** Nouns of room at something ("the last few Tuesday slots for our cooking class"): the tag is the thing they are for. */
const roomAt = /^(?:.*\s)?(?:slots?|spots?|places?|seats?|tables?|tickets?|spaces?|openings?|plätze|termine|plazas|huecos|mesas|entradas|créneaux|vagas|lugares)\s+(?:for|at|in|on|für|bei|im|para|en|pour|à|au|em|no|na)\s+(?:(?:our|the|my|unser\p{L}*|den|die|das|el|la|los|las|nuestr\p{L}*|le|les|nos|notre|o|a|os|as|noss\p{L}*)\s+)?(.+)$/iu;

/** The campaign's tag: the thing itself, or its head when the whole is too long ("guided tours on weekdays" gives #GuidedTours). */
function campaignTagOf(story: Story): string | null {
  if (!story.what) return null;
  const text = roomAt.exec(story.what.text)?.[1] ?? story.what.text;
  const head = text.split(/\s(?:on|for|with|in|at|für|mit|am|im|para|con|en|de|pour|avec|au|em|no|na|com)\s|,\s|\s(?:and|und|y|et|e)\s/u)[0] ?? '';
  const severalWords = (phrase: string) => phrase.trim().split(/\s+/u).length >= 2;
  // Without the words that frame it ("new", "neuen", "nuevo"): #RückenfitKurs of "neuen Rückenfit-Kurs", not #NeuenRückenfitKurs.
  // A head of one word ("#Séances", "#Recolha") says nothing of the campaign: no tag then.
  const tag = thingTag(text, story.language) ?? tagOf(text, story.language) ?? (severalWords(head) ? (thingTag(head, story.language) ?? tagOf(head, story.language)) : null);
  if (!tag || tag.length > 26) return null;
  // A long English tag of three words and more is tagged by its last two, the thing itself (#GuidedTours of "weekday
  // guided tours": #WeekdayGuidedTours was read as artificial); English puts the thing last.
  const words = tagWords(tag);
  // (The thing's own last two, before what it is for: #TurkeyDinners of "individual turkey dinners for Thanksgiving", not #ForThanksgiving.)
  const thing = severalWords(head) ? head.trim() : text;
  const last = story.language === 'en' && words.length >= 3 && tag.length > 16 ? tagOf(thing.split(/\s+/u).slice(-2).join(' '), story.language) : null;
  const chosen = last && tagWords(last).length === 2 ? last : tag;
  return chosen.startsWith('#') ? chosen : `#${chosen}`;
}

function writeKitTags(brief: WriterBrief, story: Story): string[] {
  const campaignTag = campaignTagOf(story);
  const asTag = (tag: string | null) => (tag ? (tag.startsWith('#') ? tag : `#${tag}`) : null);
  // The site's own tags only where they share a word with the campaign: "#Peles #Vestuário" on a
  // duvet-cleaning post, "#Chèques" where cheques are refused, read as noise or as a false claim.
  const topic = stemsOf([story.what?.text ?? '', ...story.mentions.map((thing) => thing.text), story.offer ?? ''].join(' '));
  const onTopic = (tag: string) => !story.what || stemsOf(tag.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')).some((stem) => topic.includes(stem));
  const siteTags = hashtagsFor(brief.site, 8, { userText: [brief.customPrompt, brief.targetAudience] })
    .filter(onTopic)
    .map((tag) => asTag(tag)!)
    // "#TOURS": a heading's capitals are no tag style; a short one reads as a word, a long one loses its word breaks.
    .flatMap((tag) => (tag.slice(1) === tag.slice(1).toUpperCase() && /\p{L}{2}/u.test(tag) ? (tag.length <= 8 ? [`#${tag.charAt(1)}${tag.slice(2).toLowerCase()}`] : []) : [tag]));
  // A point of three words and more is no tag anyone follows (#PickUpShuttle was read as artificial); one or two are
  // (#Sauna, #DryBags).
  const mentionTags = story.mentions.map((thing) => asTag(thingTag(thing.text, story.language))).filter((tag): tag is string => !!tag && tag.length <= 22 && tagWords(tag).length <= 2);
  // The season the campaign is for is what people tag (#ManateeSeason, #RainySeason, #Rentrée, #Inverno).
  const season = seasonNamed(story.campaign.byWhen ?? story.when);
  const seasonTag = season ? asTag(tagOf(season, story.language)) : null;
  // The campaign's tags first, then the place, the season and the business, then a few of the site's own.
  const place = sitePlaceName(brief.site);
  const placeTag = place ? asTag(tagOf(place, story.language)) : null;
  const nameTag = asTag(tagOf(brief.site.name, story.language));
  const own = [placeTag, nameTag].filter((tag): tag is string => !!tag && tag.length <= 24);
  const seasonal = seasonTag && seasonTag.length <= 24 && !(campaignTag ?? '').toLocaleLowerCase().includes(seasonTag.slice(1).toLocaleLowerCase()) ? [seasonTag] : [];
  return [...new Set([...(campaignTag ? [campaignTag] : []), ...mentionTags.slice(0, 2), ...own.slice(0, 1), ...seasonal, ...own.slice(1), ...siteTags.slice(0, 3)])].filter((tag) => !saysNothing(tag));
}

/**
 * Words a campaign is framed in rather than what it is about: a tag of these alone (#FreieWochen,
 * #Inscriptions, #InscriptionEnLigne) names no thing anyone searches for.
 */
const framingWords = new Set(
  'free frei freie freien gratis gratuit gratuite gratuito gratuita libre libres livre livres week weeks woche wochen semana semanas semaine semaines registration registrations inscription inscriptions inscripcion inscripciones inscricao inscricoes anmeldung anmeldungen enrolment enrolments enrollment signup signups online en ligne linea booking bookings buchung buchungen reserva reservas reservation reservations promotion promotions promocao promocion promociones aktion promo angebot angebote offer offers oferta ofertas offre offres new neu neue neues neuen neuer neuem nuevo nuevos nueva nuevas nouveau nouvelle nouvelles nouveaux novo nova novos novas novidade novidades de des la le du the our unsere nuestra nuestro'.split(' '),
);

/** The tag of a thing the owner named, without the words that frame it: #Detergentes for "promoção de detergentes", #ExpertAdvice for "free expert advice". */
function thingTag(text: string, language: KitLanguage): string | null {
  const words = text.split(/\s+/u);
  const framing = (word: string) => framingWords.has(word.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
  const first = words.findIndex((word) => !framing(word) && !/^(?:of|do|da|dos|das|del|der|für)$/iu.test(word));
  return first < 0 ? null : tagOf(words.slice(first).join(' '), language);
}

/** A tag's words, lower case and without accents: "#PickUpShuttle" is pick, up, shuttle. */
function tagWords(tag: string): string[] {
  return tag
    .replace(/^#/u, '')
    .replace(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})/gu, ' ')
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function saysNothing(tag: string): boolean {
  const words = tagWords(tag);
  return words.length > 0 && words.every((word) => framingWords.has(word));
}

function writeAll(writer: Writer, shift: number): KitCopy {
  const { story, locale } = writer;

  const social = networks.map((platform) => {
    const options: string[] = [];
    for (const index of [0, 1, 2]) options.push(post(writer, platform, index + shift, options));
    return { platform, options };
  });
  writer.network = null;
  const sequences = {
    // The welcome says once when the business is open and how to reach it.
    welcome: locale.sequences.welcome(story).map((m, index) => message(writer, m.subject, index === 0 ? [...m.paragraphs, practicalLine(writer, 1, 'both', Infinity) ?? ''].filter(Boolean) : m.paragraphs)),
    nurture: locale.sequences.nurture(story).map((m) => message(writer, m.subject, m.paragraphs)),
    promotional: locale.sequences.promotional(story).map((m) => message(writer, m.subject, m.paragraphs)),
  };
  // An ad's headline names what it sells: a campaign too long for 30 characters is headed by its first
  // thing ("Roofing sheets"), not by the business's name, which the ad shows beside it anyway.
  const located = [0, 1, 2].map((v) => fit(locale.ad.headline(story, v + shift), 30)).filter((h): h is string => !!h);
  const partHeadlines = writer.parts.map((part) => fit(capitalizeFirst(part.text), 30)).filter((h): h is string => !!h);
  // A campaign too long for a headline is headed by its head ("Individual turkey dinners"), not by the business's name.
  const head = story.what ? fit(capitalizeFirst(story.what.text.split(headBoundary)[0]!.split(usedAs)[0]!.trim()), 30) : null;
  const named = located.some((h) => h !== story.name) ? located : [...new Set([...partHeadlines, ...(head && head !== story.name ? [head] : []), ...located])];
  // Where it is, when the headline has room and the business's name (shown beside an ad) does not say it: "Roofing sheets
  // in Bulawayo", "Ortodoncia invisible en Irún" (a headline of the thing alone was read as saying nothing of whose or where).
  const placeable = story.fromBrief && story.place && inPlace[story.language] && !saysAlready(`${story.what?.text ?? ''} ${story.name}`, story.place);
  // (Not after framing words alone: "Inscriptions à Nantes", "Freie Wochen in …" say where but not what, rated 1.)
  const framing = (h: string) => saysNothing(tagOf(h, story.language) ?? '');
  const placed = placeable ? named.filter((h) => h !== story.name && !saysAlready(h, story.place!) && !framing(h)).map((h) => fit(`${h} ${inPlace[story.language]} ${story.place}`, 30)).filter((h): h is string => !!h) : [];
  // A headline of framing words says when, in short where the time is too long to follow it whole: "Freie Wochen: Juni &
  // September" ("Freie Wochen" alone said nothing of the offer, rated 1 in two rounds).
  const compactWhen = compactWhenOf(story);
  const dated = !!story.when && named.some((h) => saysAlready(h, story.when!));
  const timed = compactWhen && !dated ? named.filter((h) => framing(h) && !saysAlready(h, compactWhen)).map((h) => fit(`${h}: ${compactWhen}`, 30)).filter((h): h is string => !!h) : [];
  // A campaign of framing words only ("Inscriptions pour la rentrée", "Freie Wochen") heads the ad by whose it is and where
  // ("Le Centre de la Danse à Nantes", "Ostseehaus Barendorf"), the description saying the campaign: under its framing
  // words the ad "never even says it's about dance in Nantes" / "never says Ostsee" (session 51).
  const bare = story.fromBrief && !!story.what && saysNothing(tagOf(story.what.text, story.language) ?? '');
  const whose = bare ? [story.place && inPlace[story.language] && !saysAlready(story.name, story.place) ? fit(`${story.name} ${inPlace[story.language]} ${story.place}`, 30) : null, fit(story.name, 30)].filter((h): h is string => !!h) : [];
  const headlines = [...new Set([...whose, ...timed, ...placed, ...named])];
  // The owner's offer is what an ad sells: with the opening when both fit, else alone, before the other descriptions.
  const offer = story.campaign.price ? locale.offerSentence(story) : null;
  const hook = locale.ad.description(story, shift);
  // (An opening that says the offer already is the line with it: "Les inscriptions pour la rentrée sont ouvertes ! Le cours
  // d'essai est gratuit.", not the offer alone under a headline of framing words.)
  const offered = offer ? [fit(finish(writer, hook && saysOffer(story, hook) ? hook : `${hook ?? ''} ${offer}`.trim()), 90), fit(finish(writer, offer), 90)] : [];
  // A description too long for 90 characters gives way to a shorter line that asks for the campaign ("Ask us about our roofing sheets…").
  const ties = [0, 1, 2, 3].map((v) => fit(finishIfAny(writer, locale.campaignTie(story, v + shift)), 90));
  // What the page says of the campaign, and the owner's statements, say more than the headline restated ("Neu vom Marktgrill: Catering für Feiern und Firmen!" under "Catering für Feiern und Firmen").
  // (Not a detail that is there for one of the owner's points: the breakfast special under a fish-fry ad.)
  const topical = story.details.filter((d) => d.onTopic && d.description && !namesAPoint(story, d)).map((d) => fit(finishIfAny(writer, locale.detailSentences(d, story, 0)), 90));
  const statementsSaid = story.statements.filter((clause) => (!story.what || !saysAlready(clause, story.what.text)) && !forBusinesses(story, clause)).map((clause) => locale.statement(clause, story));
  const pointLines = statementsSaid.map((said) => fit(finish(writer, said), 90));
  // The campaign's line with one of the owner's statements after it, where both fit: "We're adding a Friday fish fry this month! We open at 7AM."
  const withStatement = [0, 1, 2].flatMap((v) => {
    const line = locale.ad.description(story, v + shift);
    return line && !story.campaign.price ? statementsSaid.map((said) => fit(finish(writer, `${line} ${said}`), 90)) : [];
  });
  const facts = adFacts(writer, headlines[0] ?? story.name);
  // A question to the reader that answers itself: under "Catering für Feiern und Firmen", "Steht bei dir eine Feier an? Wir
  // kümmern uns ums Essen." says more than "Neu vom Marktgrill Ennigerloh: Catering für Feiern und Firmen!", rated 1 in
  // three rounds as the headline said again. (A question alone, "Wen nehmt ihr mit?", says nothing in an ad.)
  const answered = [0, 1, 2, 3, 4, 5].map((v) => locale.question(story, v)).filter((q): q is string => !!q && /\?\s+\p{Lu}/u.test(q)).map((q) => fit(finish(writer, q), 90));
  const drafted = [...(facts ? [facts] : []), ...offered, ...withStatement, ...[0, 1, 2].map((v) => fit(locale.ad.description(story, v + shift), 90)), ...ties, ...topical, ...answered].filter((d): d is string => !!d);
  // A description that says only the headline's words again adds nothing beside it: one about the campaign that adds is
  // first, then the owner's points (when the campaign has no such line), then the rest.
  const known = new Set([...stemsOf(headlines[0] ?? story.name), ...stemsOf(story.name)]);
  const adds = (line: string) => [...wordsOf(line)].filter((word) => !isStopword(word, story.language)).map((word) => word.slice(0, 5)).filter((stem) => !known.has(stem)).length >= 3;
  const points = pointLines.filter((d): d is string => !!d && adds(d));
  // With no brief, the house's own sentence that fits says more than "We've got tee times.".
  const house = story.fromBrief ? [] : houseLines(story).map((line) => finish(writer, line)).filter((line) => line.length <= 90);
  const descriptions = [...house, ...drafted.filter(adds), ...(story.fromBrief ? points : []), ...drafted.filter((d) => !adds(d))];
  const button = locale.buttonLabel(story);
  const proof = story.proof[0];
  const subject = withOffer(story, locale.email.subject(story, shift), 70);
  return {
    social,
    email: { subject, body: emailBody(writer, subject), sequences },
    ad: {
      headline: headlines[0] ?? story.name.slice(0, 30),
      description: descriptions[0] ?? (story.pitch && story.pitch.length <= 90 ? story.pitch : story.name.slice(0, 90)),
      cta: button,
      variations: { headlines: [...new Set(headlines)], descriptions: [...new Set(descriptions)], ctas: [button] },
    },
    website: {
      hero: finish(writer, heroOf(writer)),
      subheading: finish(writer, heroSubheading(writer)),
      callToAction: button,
      features: finish(writer, story.details.slice(0, 4).map((d) => locale.detailSentences(d, story, 0)).filter(Boolean).join('\n')),
      benefits: finish(writer, [...story.statements.map((s) => locale.statement(s, story)), mentionLine(writer, story.mentions)].filter(Boolean).join(' ')),
      testimonial: proof ? locale.proofLines(proof, story, 0)[0]! : '',
    },
  };
}

/** The campaign's time as a headline says it after a colon: "Juni & September" for "im Juni und September". */
function compactWhenOf(story: Story): string | null {
  return story.when ? story.when.replace(/^(?:im|in|am|en|em|au|in the|on|during|durante|pendant)\s+(?:(?:den|der|die|el|la|los|las|le|les|o|a|os|as)\s+)?/iu, '').replace(/\s(?:und|and|y|et|e)\s/u, ' & ') : null;
}

/** How an ad says where: "in Bulawayo", "à Nantes" (Portuguese needs the town's article: no place then). */
const inPlace: Partial<Record<KitLanguage, string>> = { en: 'in', de: 'in', es: 'en', fr: 'à' };

/**
 * An ad's description as an ad says it, in short pieces that each add a fact: what is on offer and
 * where, the owner's offer, the things they asked to mention, their short statements ("Roofing sheets,
 * waterproofing and gutters in Bulawayo. Free expert advice. We're CIFOZ certified."). The headline
 * restated as a sentence ("Ensaïmadas y panellets" over "¡Ya están aquí las ensaïmadas y los
 * panellets!") was read as saying it twice. Null when fewer than two pieces fit in 90 characters.
 */
function adFacts(writer: Writer, headline: string): string | null {
  const { story, locale } = writer;
  if (!story.fromBrief || !story.what) return null;
  const place = story.place && !saysAlready(`${story.what.text} ${story.name}`, story.place) ? placePhrase(story) : '';
  // The campaign again only where it adds to the headline: its other things or where it is ("Roofing sheets" over
  // "Roofing sheets, waterproofing and gutters in Bulawayo.", "Friday fish fry in Geneva."). A campaign only of
  // framing words ("Inscriptions à Nantes.") says nothing.
  const adds = !saysAlready(headline, story.what.text) || (place !== '' && !saysAlready(headline, story.place!));
  // Under a headline of framing words only ("Freie Wochen"), the campaign's own line with its date comes first ("Wir
  // haben im Juni und September noch freie Wochen!"): without it the ad said neither where nor when, rated unusable.
  // (So too under the business's name, for such a campaign.)
  const bare = saysNothing(tagOf(headline, story.language) ?? '') || saysNothing(tagOf(story.what.text, story.language) ?? '');
  const compact = compactWhenOf(story);
  const dated = bare && story.when && !saysAlready(headline, story.when) && !(compact && saysAlready(headline, compact)) ? locale.ad.description(story, 0) : null;
  // Under a headline that says the campaign and where ("Friday fish fry in Geneva"), the campaign's opening leads: the
  // points alone ("Biscuits & gravy. We open at 7AM.") said not what they are for.
  // Under a headline that says the campaign and its time ("Freie Wochen: Juni & September"), the description goes on to
  // what comes with it; the campaign's line again ("Wir haben im Juni und September noch freie Wochen!") said it twice.
  const headed = saysAlready(headline, story.what.text) && (!story.when || saysAlready(headline, story.when) || (!!compact && saysAlready(headline, compact)));
  // Under a headline of the campaign's first thing ("Roofing sheets in Bulawayo", "Ortodoncia invisible en Irún"), the
  // others, added to it: "Plus waterproofing and gutters.", "Y revisiones para niños." (the campaign whole again under its
  // first thing was read as the headline said twice, five judges of ten).
  const heads = writer.parts.map((part) => part.text.split(headBoundary)[0]!.trim());
  const rest = writer.parts.length >= 2 && saysAlready(headline, heads[0]!) && heads.slice(1).every((head) => !saysAlready(headline, head)) ? writer.parts.slice(1) : null;
  // (A last thing with a time of its own is a campaign of its own, said as the business does it: "Limpamos os seus edredões
  // a tempo do inverno.", not "E ainda limpeza de edredões.", read as the owner's seasonal service made an afterthought.)
  const timedRest = rest && rest.length === 1 && whenTrailsLastPart(story, writer.parts) ? locale.campaignTie({ ...story, what: rest[0]! }, 0) : null;
  const added = timedRest ?? (rest && adAlso[story.language] ? sentence(adAlso[story.language]!(`${joinList(rest.map((part) => part.text), story.language)}${place && !saysAlready(headline, story.place!) ? place : ''}`)) : null);
  // The brief's subject says what the campaign is about where the headline names only the campaign ("Fly fishing for permit and
  // bonefish on Roatan Island." under "Half-day trips": "Book a half-day trip today." said neither the fishing nor the island).
  const topical = topicSentence(story, headline, place);
  const lead = added
    ? added
    : topical
      ? topical
    : headed
    ? null
    : dated && saysAlready(dated, story.when!)
      ? dated
      : adds && !saysNothing(tagOf(story.what.text, story.language) ?? '')
        ? sentence(`${capitalizeFirst(story.what.text)}${place}`)
        : saysAlready(headline, story.what.text)
          ? locale.ad.description(story, 0)
          : null;
  // How long the house has been at it, as its pages say it: "Desde 1970.", "Since 1999.", "Mais de 50 anos."
  const since = adHeritage(story);
  const offer = story.campaign.price ? locale.offerSentence(story) : null;
  const mentions = story.mentions.filter((thing) => !thing.topic && !saysAlready(headline, thing.text));
  // Joined as the language lists them: "Sauna und Fahrräder.", not "Sauna, Fahrräder." (read as a bare list, two rounds).
  // (A dish alone is no sentence: "Biscuits & gravy." between two lines was read as a bare fragment, session 51; it is
  // framed as the posts frame it.)
  const listedBare = mentions.length > 0 ? sentence(capitalizeFirst(joinList(mentions.map((thing) => (thing.price ? `${thing.text} (${thing.price})` : thing.text)), story.language))) : null;
  const dish = story.trade === 'food' && mentions.length === 1 && !mentions[0]!.price;
  const listed = listedBare && dish ? (locale.mentionSentence(mentions.map((thing) => ({ ...thing, siteSentence: null })), story, 0) ?? listedBare) : listedBare;
  const statements = story.statements
    .filter((clause) => !saysAlready(clause, story.what!.text) && !forBusinesses(story, clause) && clause.length <= 45)
    // An ad says what there is as a fact of its own ("Con aparcamiento."): "También hay aparcamiento." added to nothing before it.
    .map((clause) => {
      const said = withoutAddition(locale.statement(clause, story));
      const there = thereIs[story.language];
      return there?.with && there.lead.test(said) ? sentence(`${there.with} ${said.replace(there.lead, '').trim()}`) : said;
    });
  // The owner's offer first where not everything fits, then the rest in the order a reader takes it.
  const order = [lead, offer, listed, ...statements, since];
  const kept = new Set<string>();
  for (const piece of [offer, ...order]) {
    if (!piece || kept.has(piece) || [...kept].some((said) => saysAlready(said, piece))) continue;
    if ([...kept, piece].join(' ').length <= 90) kept.add(piece);
  }
  const pieces = order.filter((piece): piece is string => !!piece && kept.has(piece)).filter((piece, index, all) => all.indexOf(piece) === index);
  // (What the campaign is about, alone, is followed by the ask for it: "… on Roatan Island. Book a half-day trip today.")
  if (pieces.length === 1 && pieces[0] === topical) {
    // (The shortest: "Book a half-day trip today." before "Ask us about our half-day trips.")
    const ask = [0, 1, 2, 3, 4]
      .map((variant) => locale.campaignTie(story, variant))
      .filter((line): line is string => !!line && `${topical} ${line}`.length <= 90)
      .sort((a, b) => a.length - b.length)[0];
    if (ask) pieces.push(ask);
  }
  // (The other campaign of the two says more than the headline alone, whole sentence that it is.)
  return pieces.length >= 2 || (!!timedRest && pieces[0] === timedRest) ? finish(writer, pieces.join(' ')) : null;
}

/** Where the business is, after what it offers there: " in Bulawayo", " on Roatan Island" (English is on an island), or ''. */
function placePhrase(story: Story): string {
  const preposition = story.language === 'en' && /\bisland$/iu.test(story.place ?? '') ? 'on' : inPlace[story.language];
  return story.place && preposition ? ` ${preposition} ${story.place}` : '';
}

/** The brief's subject as a line of its own where `said` does not name it: "Fly fishing for permit and bonefish on Roatan Island." */
function topicSentence(story: Story, said: string, place: string): string | null {
  const topics = story.mentions.filter((thing) => thing.topic && !saysAlready(said, thing.text));
  return topics.length > 0 ? sentence(`${capitalizeFirst(joinList(topics.map((thing) => thing.text), story.language))}${place}`) : null;
}

/** How an ad adds the campaign's other things to the one its headline names. */
const adAlso: Partial<Record<KitLanguage, (things: string) => string>> = {
  en: (things) => `Plus ${things}`,
  de: (things) => `Dazu ${things}`,
  es: (things) => `Y ${things}`,
  fr: (things) => `Et aussi ${things}`,
  pt: (things) => `E ainda ${things}`,
};

const sinceWord: Record<KitLanguage, string> = { en: 'Since', de: 'Seit', es: 'Desde', fr: 'Depuis', pt: 'Desde' };
// The years said with what they are of: "Más de 25 años." alone, after "Con aparcamiento.", was read as choppy and unclear.
const yearsWords: Record<KitLanguage, { over: string; years: string }> = {
  en: { over: 'Over', years: 'years of experience' },
  de: { over: 'Über', years: 'Jahre Erfahrung' },
  es: { over: 'Más de', years: 'años de experiencia' },
  fr: { over: 'Plus de', years: "ans d'expérience" },
  pt: { over: 'Mais de', years: 'anos de experiência' },
};

/** The house's years as an ad piece: "Since 1999.", "Mais de 50 anos." */
function adHeritage(story: Story): string | null {
  const heritage = story.heritage;
  if (heritage?.since) return `${sinceWord[story.language]} ${heritage.since}.`;
  if (!heritage?.years) return null;
  const words = yearsWords[story.language];
  return `${heritage.atLeast ? `${words.over} ` : ''}${heritage.years} ${words.years}.`;
}

/**
 * A line that carries the owner's offer when it does not say it yet: an email subject without the
 * "-20 %" the campaign is about is a subject with nothing to open for.
 */
function withOffer(story: Story, line: string, max: number): string {
  const offer = story.campaign.price;
  if (!offer || saysOffer(story, line)) return line;
  const join = (head: string) => `${head.replace(/[.!]$/u, '')}${head.includes(':') ? ' –' : story.language === 'fr' ? '\u00a0:' : ':'} ${offer}`;
  // Too long with the subject's own words: the campaign's name and the offer.
  const fitting = [join(line), story.what ? join(capitalizeFirst(story.what.text)) : null].find((text) => !!text && text.length <= max);
  return fitting ?? line;
}

/**
 * The hero's subheading under a campaign: what the headline does not say yet, from the brief first
 * (the owner's offer, their statements, the things they want mentioned), then what the page says of
 * the campaign; two lines at most. The site's own slogan ("Moderne Grillkultur trifft auf
 * traditionellen Geschmack.") under a campaign's headline was read as saying nothing of it.
 */
/** The hero's headline: the campaign by its head where its whole name is too long to head a page, not the business's name instead. */
function heroOf(writer: Writer): string {
  const { story, locale } = writer;
  const hero = locale.website.hero(story);
  return hero === story.name && story.fromBrief && writer.short ? locale.website.hero({ ...story, what: writer.short }) : hero;
}

function heroSubheading(writer: Writer): string {
  const { story, locale } = writer;
  const hero = heroOf(writer);
  if (!story.fromBrief || !story.what) {
    // With no brief, under the house's headline, the house in its own words where the locale's line says the headline again.
    const own = locale.website.subheading(story);
    const house = houseLines(story).find((line) => line.length <= 180 && !saysAlready(hero, line));
    return house && (saysAlready(own, hero) || repeats(hero, own, story.language)) ? house : own;
  }
  const announces = (clause: string) => saysAlready(clause, story.what!.text);
  const mentions = story.mentions.filter((thing) => !thing.topic && !saysAlready(hero, thing.text));
  const described = story.details.filter((d) => d.onTopic && d.description && !namesAPoint(story, d));
  const topical = described.find((d) => !saidTwice(writer, locale.detailSentences(d, story, 0)));
  // A part of the campaign the headline leaves out comes first ("Recolhemos e entregamos ao domicílio no Grande Porto." under
  // "Limpamos os seus edredões antes do inverno"): a subheading of the promotion alone left out the service (session 51).
  const untold = writer.parts.length === 2 ? writer.parts.filter((part) => !sharesAWord(hero, part.text, story.language)) : [];
  // What there is at the place ("hay aparcamiento") goes last, said with where the place is when the page says both.
  const lines = [
    // What the campaign is about where the headline names only the campaign ("Half-day trips"), and where.
    topicSentence(story, hero, saysAlready(hero, story.place ?? story.name) ? '' : placePhrase(story)),
    ...untold.map((part) => locale.campaignTie({ ...story, what: part, when: part === writer.parts.at(-1) ? story.when : null }, 0)),
    story.campaign.price && !saysOffer(story, hero) ? locale.offerSentence(story) : null,
    ...story.statements.filter((clause) => !announces(clause) && !thingThere(writer, clause) && !forBusinesses(story, clause)).map((clause) => locale.statement(clause, story)),
    mentions.length > 0 ? locale.mentionSentence(mentions.map((thing) => ({ ...thing, text: thing.price ? `${thing.text} (${thing.price})` : thing.text, siteSentence: null })), story, 0) : null,
    topical ? locale.detailSentences(topical, story, 0) : null,
    // (Said with where the place is only where that is short: a whole address line under a headline was read as pasted,
    // and the bare "Hay aparcamiento." as curt, both rated 1.)
    ...story.statements.filter((clause) => !announces(clause) && thingThere(writer, clause)).map((clause) => {
      const placed = atThePlace(writer, clause);
      return placed === story.directions && placed.length <= 100 ? placed : null;
    }),
    // With nothing of the brief's to add, what the house is known for in the campaign's form, or its years, before the
    // site's own slogan ("Moderne Grillkultur trifft auf traditionellen Geschmack." under a catering was read as saying
    // nothing of it, in two rounds).
    // (Where the business says what it is, "Somos una panadería … desde 1962.", that says its years already.)
    nowAlsoAs(writer),
    writer.introduced ? null : locale.heritageSentence(story, 0),
  ].filter((line): line is string => !!line && !saysAlready(hero, line));
  const chosen: string[] = [];
  for (const line of lines) if (chosen.length < 2 && [...chosen, line].join(' ').length <= 180) chosen.push(chosen.length === 0 ? withoutAddition(line) : line);
  // (Said in two posts already, the page's description of the campaign is still better than nothing of it.)
  const again = chosen.length === 0 && described[0] ? locale.detailSentences(described[0], story, 0) : null;
  if (again && !saysAlready(hero, again)) chosen.push(again);
  return chosen.length > 0 ? chosen.join(' ') : locale.website.subheading({ ...story, statements: story.statements.filter((clause) => !forBusinesses(story, clause) && !thingThere(writer, clause)) });
}

/**
 * More posts for a network on the same campaign and facts (a posting plan's later days): the
 * campaign from each opening, each detail, each review, each person and each of the owner's points
 * in turn, every one a whole post with its call to action. Best first; the caller drops those
 * already used.
 */
export function morePosts(brief: WriterBrief, network: Network): string[] {
  const told = toldStory(brief);
  if (!told) return [];
  const { story, locale, introduced } = told;
  const writer: Writer = { story, locale, tags: [], used: new Map(), said: new Set(), sentencePosts: new Map(), finished: new Map(), mentionTurn: 0, framingTurn: 0, hooksTakeTurns: true, parts: [], short: null, full: story, introduced };
  writer.tags = writeKitTags(brief, story);
  const posts: string[] = [];
  // The second line of each post: a pointer back to the campaign, a question, or both.
  const pointers = [0, 1, 2, 3, 4, 5].map((variant) => locale.campaignTie(story, variant));
  const questions = [0, 1, 2].map((variant) => locale.question(story, variant));
  const ties = [...new Set([...pointers, ...questions, ...pointers.flatMap((pointer, index) => (pointer && questions[index] ? [`${pointer} ${questions[index]}`] : []))].filter((line): line is string => !!line))];
  if (ties.length === 0) ties.push('');
  for (let variant = 0; variant < 6; variant++) posts.push(compose(writer, network, offerPost(writer, network, variant), variant));
  // LinkedIn's posts are longer: the business's own pitch closes them; Facebook's end on a question to its readers.
  for (const [turn, tieLine] of ties.entries()) {
    const closing = network === 'LinkedIn' ? (story.pitch ?? '') : network === 'Facebook' ? (questions.find((q, index) => q && q !== tieLine && index !== turn % questions.length) ?? '') : '';
    const tie = closing && closing !== tieLine ? `${tieLine}\n\n${closing}` : tieLine;
    for (const detail of story.details.filter((d) => d.onTopic)) {
      const line = locale.detailSentences(detail, story, turn);
      if (line) posts.push(compose(writer, network, [line, tie], turn));
    }
    for (const proof of story.proof) {
      const [quote, thanks] = locale.proofLines(proof, story, turn);
      posts.push(compose(writer, network, [quote!, [thanks, tie].filter(Boolean).join(' ')], turn));
    }
    for (const statement of story.statements) posts.push(compose(writer, network, [locale.statement(statement, story), locale.question(story, turn) ?? tie], turn));
    for (const thing of story.mentions) {
      const mention = mentionLine(writer, [thing]);
      if (mention) posts.push(compose(writer, network, [locale.campaignHook(story, turn + 1) ?? story.name, mention], turn));
    }
    for (const person of story.people) {
      const line = locale.personSentence(person, story);
      if (line) posts.push(compose(writer, network, [line, tie], turn));
    }
  }
  // Then the campaign's openings over each detail the page gives about it.
  for (const [turn, detail] of story.details.filter((d) => d.onTopic).entries()) {
    const line = locale.detailSentences(detail, story, turn);
    for (const variant of [0, 1, 2]) if (line) posts.push(compose(writer, network, [locale.campaignHook(story, turn + variant) ?? story.name, line], turn + variant));
  }
  return [...new Set(posts)];
}
