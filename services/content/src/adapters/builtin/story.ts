import type { SiteType } from '@sitespark/site-model';
import type { GenerationBrief } from '../content-generator.ts';
import { capitalize, clip, hashString, lowerFirst, Random, stripEnd } from './text.ts';

/** How a kind of business talks: its nouns, the problem it solves and the outcome it promises. */
interface Voice {
  noun: string;
  audience: string;
  pain: string;
  outcome: string;
  question: string;
  verb: string;
  cta: string;
  shortCta: string;
  emoji: readonly string[];
  tags: readonly string[];
}

const voices: Record<SiteType, Voice> = {
  SaaS: {
    noun: 'platform',
    audience: 'busy teams',
    pain: 'juggling spreadsheets and endless status meetings',
    outcome: 'ship better work with less busywork',
    question: 'How many hours did your team lose to busywork this week',
    verb: 'gives you',
    cta: 'Start your free trial',
    shortCta: 'Start Free Trial',
    emoji: ['🚀', '⚡', '📈', '✅'],
    tags: ['Productivity', 'SaaS', 'Teamwork', 'Automation'],
  },
  'E-commerce': {
    noun: 'shop',
    audience: 'shoppers who care about quality',
    pain: 'settling for products that disappoint',
    outcome: 'find something you will actually love',
    question: 'What is the one thing you always wish you had found sooner',
    verb: 'brings you',
    cta: 'Shop the collection',
    shortCta: 'Shop Now',
    emoji: ['🛍️', '✨', '📦', '💛'],
    tags: ['ShopSmall', 'NewArrivals', 'ShopNow', 'QualityFirst'],
  },
  Agency: {
    noun: 'agency',
    audience: 'growing brands',
    pain: 'campaigns that look busy but do not move the numbers',
    outcome: 'grow with marketing that actually performs',
    question: 'Which part of your marketing would you fix first if you could',
    verb: 'delivers',
    cta: 'Book a discovery call',
    shortCta: 'Book a Call',
    emoji: ['🎯', '💡', '📊', '🤝'],
    tags: ['Marketing', 'Branding', 'GrowthStrategy', 'CreativeAgency'],
  },
  Restaurant: {
    noun: 'restaurant',
    audience: 'food lovers nearby',
    pain: 'another forgettable meal',
    outcome: 'enjoy a meal worth talking about',
    question: 'What is your go-to dish when you want to treat yourself',
    verb: 'serves up',
    cta: 'Reserve your table',
    shortCta: 'Book a Table',
    emoji: ['🍽️', '😋', '🔥', '🥂'],
    tags: ['Foodie', 'EatLocal', 'TableForTwo', 'FoodLovers'],
  },
  Portfolio: {
    noun: 'studio',
    audience: 'teams looking for standout creative work',
    pain: 'generic visuals that nobody remembers',
    outcome: 'bring your ideas to life with work people remember',
    question: 'What project have you been putting off because you could not find the right creative partner',
    verb: 'creates',
    cta: 'Start a project',
    shortCta: 'Start a Project',
    emoji: ['🎨', '✨', '📸', '🖌️'],
    tags: ['Design', 'Portfolio', 'CreativeWork', 'Freelance'],
  },
  Blog: {
    noun: 'blog',
    audience: 'curious readers',
    pain: 'advice that never goes deep enough',
    outcome: 'learn something genuinely useful every week',
    question: 'What topic do you wish someone would finally explain properly',
    verb: 'publishes',
    cta: 'Read the latest post',
    shortCta: 'Read More',
    emoji: ['📚', '✍️', '💡', '🔎'],
    tags: ['MustRead', 'Learning', 'Blogging', 'Insights'],
  },
  'Local Service': {
    noun: 'local team',
    audience: 'homeowners in the area',
    pain: 'waiting days for a callback',
    outcome: 'get the job done right the first time',
    question: 'When something breaks at home, how long do you usually wait for help',
    verb: 'offers',
    cta: 'Get your free quote',
    shortCta: 'Get a Quote',
    emoji: ['🛠️', '🏡', '📞', '⭐'],
    tags: ['LocalBusiness', 'SupportLocal', 'HomeServices', 'TrustedPros'],
  },
  Nonprofit: {
    noun: 'organization',
    audience: 'supporters who want to make a difference',
    pain: 'wondering whether a donation really matters',
    outcome: 'turn good intentions into real impact',
    question: 'What cause would you support if you could see exactly where your help goes',
    verb: 'runs',
    cta: 'Support the mission',
    shortCta: 'Donate Now',
    emoji: ['💚', '🤝', '🌍', '🙌'],
    tags: ['GiveBack', 'Community', 'Nonprofit', 'MakeADifference'],
  },
  Education: {
    noun: 'program',
    audience: 'motivated learners',
    pain: 'courses you never finish',
    outcome: 'build skills that last',
    question: 'What skill would change your year if you finally learned it',
    verb: 'teaches',
    cta: 'Enroll today',
    shortCta: 'Enroll Now',
    emoji: ['🎓', '📘', '💡', '🚀'],
    tags: ['Learning', 'Education', 'Upskill', 'Growth'],
  },
  'Health & Wellness': {
    noun: 'studio',
    audience: 'people building healthier habits',
    pain: 'routines that never stick',
    outcome: 'feel better one session at a time',
    question: 'What is one healthy habit you want to keep this month',
    verb: 'offers',
    cta: 'Book your first session',
    shortCta: 'Book Now',
    emoji: ['💪', '🧘', '🌿', '✨'],
    tags: ['Wellness', 'HealthyHabits', 'SelfCare', 'Fitness'],
  },
  'Real Estate': {
    noun: 'agency',
    audience: 'home buyers and sellers',
    pain: 'guessing what a home is really worth',
    outcome: 'move with confidence',
    question: 'What matters most to you in your next home',
    verb: 'offers',
    cta: 'Browse the listings',
    shortCta: 'View Listings',
    emoji: ['🏡', '🔑', '📍', '✨'],
    tags: ['RealEstate', 'HomeSweetHome', 'NewHome', 'HouseHunting'],
  },
  Events: {
    noun: 'event',
    audience: 'people who love to learn and connect',
    pain: 'events that feel like one long sales pitch',
    outcome: 'connect, learn and leave inspired',
    question: 'Who would you most like to meet at your next event',
    verb: 'brings together',
    cta: 'Get your ticket',
    shortCta: 'Get Tickets',
    emoji: ['🎟️', '🎤', '🎉', '🤝'],
    tags: ['Events', 'Networking', 'Conference', 'SaveTheDate'],
  },
  Business: {
    noun: 'business',
    audience: 'customers who value great service',
    pain: 'settling for less than you need',
    outcome: 'get results you can count on',
    question: 'What would make working with a provider genuinely easy for you',
    verb: 'offers',
    cta: 'Get in touch',
    shortCta: 'Learn More',
    emoji: ['✨', '👉', '✅', '🤝'],
    tags: ['SmallBusiness', 'Quality', 'CustomerFirst', 'Local'],
  },
};

const benefitRules: Array<[RegExp, string]> = [
  [/report|analytic|insight|dashboard|metric|track/i, 'see what is working at a glance'],
  [/collaborat|team|share|comment|together/i, 'keep everyone on the same page'],
  [/automat|workflow|schedul|remind/i, 'hand the repetitive work to the software'],
  [/integrat|connect|sync|api/i, 'work with the tools you already use'],
  [/secur|privacy|encrypt|compliance|gdpr|sso/i, 'keep your data safe without extra effort'],
  [/fast|speed|quick|instant|real[- ]time|same[- ]day/i, 'get answers the moment you need them'],
  [/mobile|app\b|ios|android/i, 'stay on top of things from anywhere'],
  [/support|help|service|care|concierge/i, 'get real help from real people'],
  [/price|pricing|afford|free|save|discount|value/i, 'pay only for what you need'],
  [/ship|deliver|shipping|pickup|takeout/i, 'get it delivered without the wait'],
  [/organic|fresh|seasonal|local|handmade|craft/i, 'enjoy quality you can taste and feel'],
  [/custom|personal|tailor|bespoke/i, 'get something made for your exact needs'],
  [/expert|certified|licensed|experience|award/i, 'work with people who know their craft'],
  [/design|brand|creative|visual/i, 'stand out with work people remember'],
  [/learn|course|lesson|guide|tutorial/i, 'build new skills at your own pace'],
  [/book|reserv|appointment|booking/i, 'book in seconds, without phone tag'],
];

export interface Story {
  name: string;
  domain: string;
  url: string;
  type: SiteType;
  typeLabel: string;
  noun: string;
  audience: string;
  audienceGiven: boolean;
  pain: string;
  outcome: string;
  question: string;
  verb: string;
  cta: string;
  shortCta: string;
  emoji: readonly string[];
  features: string[];
  benefits: string[];
  valueProp: string;
  description: string;
  keywords: string[];
  hashtagPool: string[];
  tone: 'casual' | 'formal' | 'balanced';
  offer: string | null;
  focus: string | null;
  testimonial: { quote: string; author: string | null } | null;
  seed: number;
}

export function benefitOf(feature: string, index: number): string {
  for (const [pattern, benefit] of benefitRules) if (pattern.test(feature)) return benefit;
  const fallbacks = ['save time on what matters', 'get more done with less effort', 'enjoy a smoother experience from day one'];
  return fallbacks[index % fallbacks.length]!;
}

function uniqueBenefits(features: string[]): string[] {
  const used = new Set<string>();
  return features.map((feature, index) => {
    let benefit = benefitOf(feature, index);
    if (used.has(benefit)) benefit = `make the most of ${lowerFirst(stripEnd(feature))}`;
    used.add(benefit);
    return benefit;
  });
}

function detectOffer(prompt: string): string | null {
  const match = /\b(\d{1,2}%\s*off(?:\s+[a-z]+){0,3}|free (?:shipping|trial|consultation|quote|delivery|estimate)|\$\d+\s*off|buy one,? get one(?: free)?|bogo)\b/i.exec(prompt);
  return match ? match[1]!.replace(/\s+/g, ' ').trim() : null;
}

function detectTone(prompt: string): Story['tone'] {
  if (/\b(playful|fun|casual|friendly|witty|quirky|light-hearted|humou?r)/i.test(prompt)) return 'casual';
  if (/\b(formal|professional|corporate|serious|authoritative|b2b|enterprise)/i.test(prompt)) return 'formal';
  return 'balanced';
}

function detectFocus(prompt: string): string | null {
  const first = prompt.split(/(?<=[.!?])\s+/)[0]?.trim() ?? '';
  const focus = /\b(?:focus(?:ing)? on|highlight(?:ing)?|promot(?:e|ing)|announc(?:e|ing)|launch(?:ing)?)\s+((?:our|the|my|a|an)\s+[^.,;!?]{3,60}|[^.,;!?]{3,60})/i.exec(first);
  return focus ? stripEnd(focus[1]!) : null;
}

/** The facts and voice every part of the built-in kit writes from. */
export function tellStory(brief: GenerationBrief): Story {
  const { analysis } = brief;
  const voice = voices[analysis.type];
  const prompt = brief.customPrompt.trim();
  const audienceGiven = brief.targetAudience.trim().length > 0;
  const audience = audienceGiven ? stripEnd(brief.targetAudience.trim()).slice(0, 80) : voice.audience;
  const features = analysis.features.slice(0, 6).map((f) => clip(stripEnd(f), 48));
  const siteCta = analysis.callsToAction.find((label) => label.split(' ').length >= 2 && label.length <= 28 && /^[A-Z]/.test(label));
  const descriptionLead = stripEnd(analysis.description.split(/(?<=[.!?])\s+/)[0] ?? analysis.description);
  const valueProp = capitalize(clip(descriptionLead, 160));
  const seed = hashString(
    JSON.stringify([analysis.url, analysis.name, analysis.type, features, prompt, audience, brief.snippets.map((s) => s.description)]),
  );
  const random = new Random(seed);
  const keywordTags = analysis.keywords.slice(0, 6);
  return {
    name: analysis.name,
    domain: analysis.domain,
    url: analysis.url,
    type: analysis.type,
    typeLabel: analysis.type === 'Business' ? 'business' : analysis.type,
    noun: voice.noun,
    audience,
    audienceGiven,
    pain: voice.pain,
    outcome: voice.outcome,
    question: voice.question,
    verb: voice.verb,
    cta: siteCta ?? voice.cta,
    shortCta: siteCta && siteCta.length <= 20 ? siteCta : voice.shortCta,
    emoji: random.shuffle(voice.emoji),
    features,
    benefits: uniqueBenefits(features),
    valueProp,
    description: analysis.description,
    keywords: analysis.keywords,
    hashtagPool: [analysis.name, ...voice.tags, ...features.slice(0, 3), ...keywordTags],
    tone: detectTone(prompt),
    offer: detectOffer(prompt),
    focus: detectFocus(prompt),
    testimonial: analysis.testimonial,
    seed,
  };
}
