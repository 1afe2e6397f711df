import type { EmailMessage } from '@sitespark/contracts';
import type { GeneratedCopy } from '../content-generator.ts';
import type { Story } from './story.ts';
import { capitalize, clip, joinList, lowerFirst, type Random, sentence, stripEnd } from './text.ts';

type EmailDraft = GeneratedCopy['emailCopy'];

function signOff(story: Story, random: Random): string {
  const closing = story.tone === 'formal' ? 'Kind regards' : random.pick(['Cheers', 'Talk soon', 'Warmly', 'All the best']);
  return `${closing},\nThe ${story.name} team`;
}

function bulletList(story: Story, count = 3): string {
  return story.features
    .slice(0, count)
    .map((feature, i) => `• ${feature}: ${story.benefits[i]}`)
    .join('\n');
}

function link(story: Story): string {
  return `${story.cta} → ${story.url}`;
}

function subjectLine(story: Story, random: Random): string {
  const first = story.features[0] ?? story.noun;
  const options = [
    `${story.name}: ${capitalize(story.outcome)}`,
    `${capitalize(lowerFirst(first))} is here. See how it works`,
    `Ready to ${story.outcome}?`,
    `No more ${story.pain}`,
  ];
  if (story.offer) options.unshift(`${capitalize(story.offer)} at ${story.name}`);
  return clip(story.offer ? options[0]! : random.pick(options), 70);
}

function welcome(story: Story, random: Random): EmailMessage[] {
  const [f1 = story.noun, f2 = f1, f3 = f2] = story.features;
  return [
    {
      subject: `Welcome to ${story.name}!`,
      body: `Hi there,\n\nThanks for joining ${story.name}. ${sentence(story.valueProp)}\n\nHere is where most people start:\n${bulletList(story)}\n\n${link(story)}\n\n${signOff(story, random)}`,
    },
    {
      subject: `Get the most out of ${clip(lowerFirst(f1), 40)}`,
      body: `Hi again,\n\n${capitalize(f1)} is the quickest way to ${story.benefits[0] ?? story.outcome}. Take five minutes today to try it, and you will feel the difference by the end of the week.\n\nTip: pair it with ${lowerFirst(f2)} to ${story.benefits[1] ?? story.outcome}.\n\n${link(story)}\n\n${signOff(story, random)}`,
    },
    {
      subject: `How ${story.audience} use ${story.name}`,
      body: `Hi there,\n\nThe ${story.audience} who get the most from ${story.name} tend to do three things: they start with ${lowerFirst(f1)}, make ${lowerFirst(f2)} part of their routine and rely on ${lowerFirst(f3)} when things get busy.\n\nReply to this email and tell us what you want to achieve. We read every answer.\n\n${signOff(story, random)}`,
    },
  ];
}

function nurture(story: Story, random: Random): EmailMessage[] {
  const [f1 = story.noun, f2 = f1] = story.features;
  return [
    {
      subject: clip(`The hidden cost of ${story.pain}`, 70),
      body: `Hi there,\n\nMost ${story.audience} accept ${story.pain} as normal. It is not. It quietly costs time, money and energy every week.\n\nThe fix usually starts small: ${story.benefits[0] ?? story.outcome}. That is exactly what ${lowerFirst(f1)} is for.\n\n${link(story)}\n\n${signOff(story, random)}`,
    },
    {
      subject: `A simple checklist for ${clip(story.audience, 40)}`,
      body: `Hi there,\n\nBefore you choose any ${story.noun}, check these:\n${story.features
        .slice(0, 4)
        .map((feature) => `☐ Does it offer ${lowerFirst(feature)}?`)
        .join('\n')}\n\n${story.name} ticks every box, and we are happy to show you how.\n\n${link(story)}\n\n${signOff(story, random)}`,
    },
    {
      subject: story.testimonial ? `"${clip(story.testimonial.quote, 50)}"` : `What changes when you ${clip(story.outcome, 40)}`,
      body: story.testimonial
        ? `Hi there,\n\nWe wanted to share what a customer told us:\n\n"${clip(story.testimonial.quote, 280)}"${story.testimonial.author ? `\n- ${story.testimonial.author}` : ''}\n\nThat is the kind of result we want for you too.\n\n${link(story)}\n\n${signOff(story, random)}`
        : `Hi there,\n\nPicture your week without ${story.pain}. With ${lowerFirst(f1)} and ${lowerFirst(f2)} working for you, you can finally ${story.outcome}.\n\nThat is what ${story.name} is built for.\n\n${link(story)}\n\n${signOff(story, random)}`,
    },
  ];
}

function promotional(story: Story, random: Random): EmailMessage[] {
  const offer = story.offer ? capitalize(story.offer) : null;
  const headline = offer ?? `${capitalize(story.cta)} today`;
  return [
    {
      subject: offer ? `${offer}: this week only` : `Your invitation to ${story.name}`,
      body: `Hi there,\n\n${offer ? `For a limited time: ${lowerFirst(offer)}.` : `There has never been a better moment to try ${story.name}.`} ${capitalize(story.outcome)} with:\n${bulletList(story)}\n\n${headline} → ${story.url}\n\n${signOff(story, random)}`,
    },
    {
      subject: `Still thinking about ${story.name}?`,
      body: `Hi there,\n\nWe noticed you have not taken the next step yet. No pressure, but here is a quick reminder of what you get: ${joinList(story.features.slice(0, 3).map(lowerFirst))}.\n\n${offer ? `${offer} is still available. ` : ''}${link(story)}\n\n${signOff(story, random)}`,
    },
    {
      subject: offer ? `Last chance: ${lowerFirst(offer)}` : `Last reminder from ${story.name}`,
      body: `Hi there,\n\nThis is our last note about it. If you want to ${story.outcome}, ${lowerFirst(stripEnd(story.cta))} now and see the difference for yourself.\n\n${link(story)}\n\n${signOff(story, random)}`,
    },
  ];
}

export function writeEmail(story: Story, random: Random): EmailDraft {
  const subject = subjectLine(story, random.fork('subject'));
  const intro = story.focus
    ? `We are excited to share our focus right now: ${lowerFirst(story.focus)}.`
    : `${capitalize(random.pick([`If ${story.pain} sounds familiar, this is for you.`, `You deserve better than ${story.pain}.`, `Let us make ${story.pain} a thing of the past.`]))}`;
  const body = [
    'Hi there,',
    `${intro} ${story.name} helps ${story.audience} ${story.outcome}.`,
    `Here is what you can expect:\n${bulletList(story)}`,
    story.offer ? `For a limited time: ${lowerFirst(story.offer)}.` : `${capitalize(story.benefits[0] ?? story.outcome)}, starting today.`,
    link(story),
    signOff(story, random.fork('signoff')),
  ].join('\n\n');
  const tips = [
    `Send the welcome series right after sign-up: the first email of a welcome series is usually the most opened one you will ever send.`,
    `Segment your list: write to ${story.audience} separately from existing customers so every email speaks to where they are.`,
    `Test two subject lines: "${subject}" against "${welcome(story, random.fork('tip'))[0]!.subject}", with 10% of the list each, then send the winner.`,
    `Add preview text that continues the subject, for example: "${clip(`${capitalize(story.outcome)} with ${story.name}`, 90)}".`,
    `Keep one call to action per email ("${story.cta}") and repeat it as a button and as a text link.`,
  ];
  return {
    subject,
    body,
    sequences: {
      welcome: welcome(story, random.fork('welcome')),
      nurture: nurture(story, random.fork('nurture')),
      promotional: promotional(story, random.fork('promotional')),
    },
    tips,
  };
}
