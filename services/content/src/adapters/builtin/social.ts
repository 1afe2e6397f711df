import type { PlatformPosts } from '../content-generator.ts';
import type { Story } from './story.ts';
import { capitalize, clip, joinList, lowerFirst, type Random, sentence, uniqueHashtags } from './text.ts';

export const twitterLimit = 280;

/** Joins a post's parts, dropping optional ones and then shortening the body until it fits. */
export function fitPost(parts: { hook: string; body: string; cta: string; tags: string[] }, limit: number): string {
  const compose = (body: string, tags: string[]) => [parts.hook, body, parts.cta, tags.join(' ')].filter((p) => p.trim()).join('\n\n');
  let tags = [...parts.tags];
  let text = compose(parts.body, tags);
  while (text.length > limit && tags.length > 0) {
    tags = tags.slice(0, -1);
    text = compose(parts.body, tags);
  }
  if (text.length <= limit) return text;
  const room = limit - compose('', tags).length - 2;
  if (room > 20) return compose(clip(parts.body, room), tags);
  return clip(text, limit);
}

function twitter(story: Story, random: Random): string[] {
  const [f1 = '', f2 = f1, f3 = f2] = story.features;
  const tags = uniqueHashtags(story.hashtagPool, 3);
  const e = story.emoji;
  const link = story.domain;
  const offer = story.offer ? ` ${capitalize(story.offer)}.` : '';
  const hook1 = random.pick([`Done with ${story.pain}?`, `Tired of ${story.pain}?`, `${capitalize(story.audience)}: there is a better way than ${story.pain}.`]);
  const option1 = fitPost(
    {
      hook: hook1,
      body: `${story.name} ${story.verb} ${lowerFirst(f1)} and ${lowerFirst(f2)}, so you can ${story.outcome}.${offer}`,
      cta: `${story.cta} ${e[0]} ${link}`,
      tags: tags.slice(0, 2),
    },
    twitterLimit,
  );
  const option2 = fitPost(
    {
      hook: `${e[1]} ${random.pick(['What you get with', 'Inside', 'Why people choose'])} ${story.name}:`,
      body: [f1, f2, f3].filter((f, i, all) => all.indexOf(f) === i).map((f) => `✅ ${f}`).join('\n'),
      cta: `${story.cta}: ${link}`,
      tags: tags.slice(0, 2),
    },
    twitterLimit,
  );
  const option3 = fitPost(
    {
      hook: `${story.question}?`,
      body: `${story.name} helps ${story.audience} ${story.outcome}. ${capitalize(story.benefits[0] ?? story.outcome)}, without the hassle.`,
      cta: `${random.pick(['Reply and tell us', 'Curious?', 'See for yourself'])} ${e[2]} ${link}`,
      tags: tags.slice(1, 3),
    },
    twitterLimit,
  );
  return [option1, option2, option3];
}

function linkedIn(story: Story, random: Random): string[] {
  const tags = uniqueHashtags([...story.hashtagPool.slice(1), story.name], 3).join(' ');
  const bullets = story.features.slice(0, 3).map((feature, i) => `• ${feature}: ${story.benefits[i]}`);
  const focus = story.focus ? `Right now we are focused on ${lowerFirst(story.focus)}. ` : '';
  const offer = story.offer ? `\n\nThis month: ${lowerFirst(story.offer)}.` : '';
  const option1 = [
    `${capitalize(story.audience)} keep running into the same problem: ${story.pain}.`,
    `${focus}${sentence(story.valueProp)}`,
    `What that looks like in practice:\n${bullets.join('\n')}`,
    `The result: you ${story.outcome}.${offer}`,
    `${story.cta}: ${story.url}`,
    tags,
  ].join('\n\n');

  const lessons = story.features.slice(0, 3).map((feature, i) => `${i + 1}. ${feature}. ${capitalize(story.benefits[i] ?? '')}.`);
  const option2 = [
    `${random.pick(['Three things', 'Three questions'])} ${story.audience} should ask before choosing a ${story.noun}:`,
    lessons.join('\n'),
    `We built ${story.name} around exactly these points. ${sentence(story.valueProp)}`,
    `What would you add to this list? Share it in the comments.`,
    tags,
  ].join('\n\n');

  const proof = story.testimonial
    ? `One of our customers put it this way: "${clip(story.testimonial.quote, 220)}"${story.testimonial.author ? ` (${story.testimonial.author})` : ''}`
    : `Every week we hear from ${story.audience} who wanted to ${story.outcome}, and found that ${lowerFirst(story.features[0] ?? story.noun)} made the difference.`;
  const option3 = [
    `Why we started ${story.name}: too many ${story.audience} were stuck with ${story.pain}.`,
    proof,
    `If that sounds familiar, ${lowerFirst(story.cta)} at ${story.url} and see how ${joinList(story.features.slice(0, 2).map(lowerFirst))} fit the way you work.`,
    tags,
  ].join('\n\n');
  return [option1, option2, option3];
}

function instagram(story: Story, random: Random): string[] {
  const tags = uniqueHashtags([...story.hashtagPool, ...story.keywords, story.typeLabel, `${story.typeLabel} life`], 12);
  const e = story.emoji;
  const casual = story.tone === 'formal' ? '' : ' ✨';
  const option1 = [
    `${e[0]} ${capitalize(story.outcome)}.${casual}`,
    `${story.name} ${story.verb} ${lowerFirst(story.features[0] ?? story.noun)}${story.features[1] ? ` and ${lowerFirst(story.features[1])}` : ''}, made for ${story.audience}.`,
    story.offer ? `${e[3]} ${capitalize(story.offer)}. Do not miss it!` : `${e[3]} ${capitalize(story.benefits[0] ?? story.outcome)}.`,
    `👉 ${story.cta}: link in bio`,
    '.\n.\n.',
    tags.slice(0, 10).join(' '),
  ].join('\n\n');
  const slides = story.features.slice(0, 4).map((feature, i) => `${i + 1}️⃣ ${feature}`);
  const option2 = [
    `${random.pick(['Swipe through', 'Here is'])} everything ${story.name} does for you ${e[1]}`,
    slides.join('\n'),
    `Save this post for later and share it with someone who needs it 💬`,
    `🔗 ${story.domain}`,
    tags.slice(2, 12).join(' '),
  ].join('\n\n');
  const option3 = [
    `${story.question}? 👇`,
    `Tell us in the comments! At ${story.name} we help ${story.audience} ${story.outcome} ${e[2]}`,
    `${capitalize(story.benefits[1] ?? story.benefits[0] ?? story.outcome)}. That is the ${story.name} difference.`,
    `${story.cta} via the link in bio`,
    tags.slice(0, 8).join(' '),
  ].join('\n\n');
  return [option1, option2, option3];
}

function facebook(story: Story, random: Random): string[] {
  const tags = uniqueHashtags([story.name, ...story.hashtagPool.slice(1)], 2).join(' ');
  const e = story.emoji;
  const greeting = story.tone === 'formal' ? 'Hello' : random.pick(['Hey', 'Hi', 'Hello']);
  const option1 = [
    `${greeting} ${story.audience}! ${e[0]} ${story.question}?`,
    `We built ${story.name} so you can ${story.outcome}. ${capitalize(story.features[0] ?? story.noun)}, ${lowerFirst(story.features[1] ?? story.benefits[0] ?? '')}${story.features[2] ? ` and ${lowerFirst(story.features[2])}` : ''}, all in one place.`,
    story.offer ? `And right now: ${lowerFirst(story.offer)}!` : '',
    `${story.cta} 👉 ${story.url}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const option2 = [
    `Here is what people love most about ${story.name} ${e[1]}`,
    story.features.slice(0, 3).map((feature, i) => `${feature}: ${story.benefits[i]}`).join('\n'),
    `Which one would make the biggest difference for you? Let us know in the comments!`,
    tags,
  ]
    .filter(Boolean)
    .join('\n\n');
  const option3 = [
    story.testimonial
      ? `We love hearing this ${e[2]}\n\n"${clip(story.testimonial.quote, 200)}"${story.testimonial.author ? `\n- ${story.testimonial.author}` : ''}`
      : `A quick story ${e[2]} We started ${story.name} because we were tired of ${story.pain}. So we made ${lowerFirst(story.features[0] ?? `a better ${story.noun}`)} simple for ${story.audience}.`,
    `If you are ready to ${story.outcome}, we would love to have you. ${story.cta}: ${story.url}`,
    `Tag a friend who should see this!`,
  ].join('\n\n');
  return [option1, option2, option3];
}

export function writeSocialPosts(story: Story, random: Random): PlatformPosts[] {
  const as3 = (posts: string[]) => posts as [string, string, string];
  return [
    { platform: 'Twitter', options: as3(twitter(story, random.fork('twitter'))) },
    { platform: 'LinkedIn', options: as3(linkedIn(story, random.fork('linkedin'))) },
    { platform: 'Instagram', options: as3(instagram(story, random.fork('instagram'))) },
    { platform: 'Facebook', options: as3(facebook(story, random.fork('facebook'))) },
  ];
}
