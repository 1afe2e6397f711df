import { lowerFirst, mid, pick, sentence, list } from '../../grammar.ts';
import type { Locale } from '../../locale.ts';
import type { Detail, Proof, Story, Thing } from '../../story.ts';

const periodLike = /^(?:this|next|every|all)\s/iu;
const seasonLike = /season$|^(?:christmas|easter|thanksgiving|halloween|summer|winter|spring|autumn|fall|the holidays)$/iu;
const deadlineLike = /^(?:order|book|sign up|register|reserve|buy|apply|join|pre-?order)\b|^(?:by|until|till|before|through|ends?)\s/iu;

/** Things a person books rather than buys or eats. */
const bookable = (story: Story) => /\b(?:tours?|trips?|class(?:es)?|lessons?|sessions?|appointments?|stays?|rooms?|courses?|treatments?|check-?ups?|weeks?|nights?|party|parties|events?|visits?)\b/iu.test(story.what?.text ?? '');
function verbFor(story: Story): string {
  if (bookable(story)) return 'Book';
  if (story.trade === 'food') return 'Come and try';
  if (story.trade === 'retail' || story.trade === 'local') return 'Get';
  return 'Ask us about';
}

const the = (phrase: string) => (/^(?:the|a|an|our|your)\s/iu.test(phrase) ? phrase : `the ${phrase}`);

function ours(thing: Thing, story: Story): string {
  const text = thing.fromBrief ? thing.text : mid(thing.text, 'en');
  // A site's capitalised label is a name ("Sisters Cafe"); the owner's capital is a weekday or a holiday ("Friday fish fry").
  if (/^(?:the|a|an|our|your|my)\s/iu.test(text) || /^(?:\p{Lu}{2,}|\d)/u.test(text) || (!thing.fromBrief && /^\p{Lu}/u.test(text))) return text;
  return `${story.person === 'I' ? 'my' : 'our'} ${text}`;
}

function label(story: Story): string {
  const own = story.callToAction;
  if (own) return sentence(mid(own === own.toUpperCase() ? own.toLowerCase() : own, 'en')).replace(/\.$/u, '');
  return story.fromBrief ? 'Find out more' : 'Visit us';
}

function whatLine(story: Story): string | null {
  return story.what ? ours(story.what, story) : null;
}

/** "starts" or "start", "is" or "are": the verb agrees with what the owner promotes. */
const agree = (thing: Thing | null, singular: string, plural: string) => (thing?.plural ? plural : singular);

export const en: Locale = {
  language: 'en',
  ours,
  statement(clause, story) {
    let text = clause.trim();
    if (story.person === 'I') text = text.replace(/^we(?=\s)/iu, 'I').replace(/^we['’]re\b/iu, "I'm").replace(/\bour\b/gu, 'my');
    return sentence(text);
  },

  campaignHook(story, variant) {
    const what = whatLine(story);
    if (!what) return story.pitch;
    const when = story.when;
    const W = sentence(what).replace(/\.$/u, '');
    const announced = story.statements.find((s) => s.toLocaleLowerCase().includes(story.what!.text.toLocaleLowerCase()));
    const options = [
      announced && variant % 2 === 0 ? en.statement(announced, story).replace(/\.$/u, '!') : null,
      when && periodLike.test(when) ? `${W} ${agree(story.what, 'starts', 'start')} ${when} at ${story.name}!` : null,
      when && seasonLike.test(when) ? `Ready for ${the(when)}? ${W} ${agree(story.what, 'is', 'are')} waiting at ${story.name}.` : null,
      story.statements.some((s) => /\b(?:adding|new|launch)/iu.test(s)) ? `New at ${story.name}: ${story.what!.fromBrief ? W : lowerFirst(W)}!` : null,
      `${verbFor(story)} ${what} at ${story.name}.`,
    ];
    return pick(options, variant);
  },
  campaignTie(story, variant) {
    const what = whatLine(story);
    if (!what) return null;
    const announced = story.statements.find((s) => s.toLocaleLowerCase().includes(story.what!.text.toLocaleLowerCase()));
    const tryable = ['food', 'local', 'creative', 'general'].includes(story.trade);
    return pick([announced ? en.statement(announced, story) : null, tryable ? `Come and try ${what}${story.when && periodLike.test(story.when) ? ` ${story.when}` : ''}.` : null, `Ask us about ${what}.`], variant);
  },
  whenSentence(story) {
    const when = story.when;
    if (!when) return null;
    if (deadlineLike.test(when)) return sentence(/^(?:by|until|till|before|through)\s/iu.test(when) ? `Book ${when}` : when);
    return null;
  },
  offerSentence(story) {
    return story.offer ? sentence(story.offer) : null;
  },
  mentionSentence(things, story, variant) {
    if (things.length === 0) return null;
    const items = list(things.map((thing) => (thing.fromBrief ? thing.text : mid(thing.text, 'en'))), 'en');
    const possessive = story.person === 'I' ? 'my' : 'our';
    return pick([`Don't miss ${possessive} ${items}.`, `You'll also find ${possessive} ${items}.`, `Ask about ${possessive} ${items}.`], variant);
  },
  question(story, variant) {
    const what = whatLine(story);
    if (!what) return null;
    const joinable = ['food', 'education', 'nonprofit'].includes(tradeOf(story)) || bookable(story);
    return pick([joinable ? `Who's joining us for ${what}?` : null, story.when && seasonLike.test(story.when) ? `Is everything sorted for ${the(story.when)}?` : null, `Questions about ${what}? Just ask.`], variant);
  },
  detailSentences(detail) {
    const name = detail.name;
    if (detail.description) {
      const describes = detail.description.toLocaleLowerCase().includes(name.toLocaleLowerCase());
      const price = detail.price ? ` (${detail.price})` : '';
      return describes && !price ? sentence(detail.description) : `${name}${price}: ${sentence(detail.description)}`;
    }
    return detail.price ? `${name}: ${detail.price}.` : null;
  },
  proofLines(proof: Proof, _story, variant) {
    const quoted = `“${proof.quote.replace(/["“”]/gu, '')}”${proof.author ? ` — ${proof.author}` : ''}`;
    const first = proof.author?.split(/\s+/u)[0];
    return [quoted, pick([first ? `Thank you, ${first}!` : null, 'Words like these keep us going.', "That's why we do what we do."], variant)!];
  },
  personSentence(person, story) {
    const role = person.role?.toLocaleLowerCase() ?? '';
    if (/founder|gründer|fundador|fondat/u.test(role)) return `${person.name} founded ${story.name}.`;
    if (/owner|inhaber|propriet/u.test(role)) return `${person.name} runs ${story.name}.`;
    if (/guide/u.test(role)) return `${person.name} will be your guide.`;
    return null;
  },

  callToAction(story, network, variant) {
    const action = label(story);
    if (network === 'Instagram') return pick(['Link in bio.', `${action}: link in bio.`], variant)!;
    if (network === 'web') return action;
    return pick([`${action}: ${story.link}`, `${action} → ${story.link}`], variant)!;
  },
  buttonLabel: label,

  email: {
    greeting: (story) => (story.casual ? 'Hi there,' : 'Hello,'),
    signOff: (story) => `${story.casual ? 'See you soon,' : 'Best regards,'}\n${story.name}`,
    subject(story, variant) {
      const what = story.what ? sentence(story.what.text).replace(/\.$/u, '') : story.name;
      const when = story.when;
      return pick([when && periodLike.test(when) ? `${what}, ${when}` : null, when && deadlineLike.test(when) ? `${what}: ${when}` : null, when && seasonLike.test(when) ? `${what} for ${the(when)}` : null, `${what} at ${story.name}`], variant)!;
    },
  },
  ad: {
    headline(story, variant) {
      const what = story.what ? sentence(story.what.text).replace(/\.$/u, '') : null;
      return pick([what, what && story.when ? `${what}, ${story.when}` : null, story.name], variant);
    },
    description(story, variant) {
      return pick([en.campaignHook(story, variant), story.pitch], 0);
    },
  },
  website: {
    hero(story) {
      const what = story.what ? sentence(story.what.text).replace(/\.$/u, '') : null;
      return what && what.split(/\s+/u).length <= 8 ? `${what} at ${story.name}` : story.name;
    },
    subheading(story) {
      const lines = [story.statements[0] ? en.statement(story.statements[0], story) : null, story.pitch].filter((line): line is string => !!line);
      return lines.slice(0, 2).join(' ') || sentence(`${story.name}${story.place ? ` in ${story.place}` : ''}`);
    },
  },
  sequences: {
    welcome(story) {
      const person = story.people.map((p) => en.personSentence(p, story)).find(Boolean) ?? null;
      const detail = story.details.find((d) => d.description) ?? null;
      return [
        { subject: `Welcome to ${story.name}`, paragraphs: [`Thanks for signing up${story.place ? ` — it's good to hear from someone near ${story.place}` : ''}.`, ...(story.pitch ? [story.pitch] : []), ...(person ? [person] : [])] },
        { subject: detail ? `Where to start: ${mid(detail.name, 'en')}` : `What we do at ${story.name}`, paragraphs: [detail ? en.detailSentences(detail, story, 1)! : (story.pitch ?? `Here is what ${story.name} does best.`)] },
      ];
    },
    nurture(story) {
      const [first, second] = story.details.filter((d) => d.description);
      const proof = story.proof[0];
      return [
        ...(first ? [{ subject: `A closer look: ${mid(first.name, 'en')}`, paragraphs: [en.detailSentences(first, story, 0)!, ...(second ? [en.detailSentences(second, story, 1)!] : [])] }] : []),
        ...(proof ? [{ subject: 'In our customers’ words', paragraphs: en.proofLines(proof, story, 2) }] : []),
      ];
    },
    promotional(story) {
      const hook = en.campaignHook(story, 0);
      const when = en.whenSentence(story, 0);
      const mention = en.mentionSentence(story.mentions, story, 1);
      const what = story.what ? sentence(story.what.text).replace(/\.$/u, '') : story.name;
      return [
        { subject: en.email.subject(story, 1), paragraphs: [hook, when, ...story.statements.slice(0, 2).map((s) => en.statement(s, story)), mention].filter((p): p is string => !!p) },
        { subject: story.when ? `Still time: ${lowerFirst(what)}` : `Still thinking about ${lowerFirst(what)}?`, paragraphs: [story.when ? `A quick reminder: ${lowerFirst(what)} ${story.when}.` : `${what} is waiting for you at ${story.name}.`] },
      ];
    },
  },
};

function tradeOf(story: Story): string {
  return story.trade;
}

export type { Detail };
