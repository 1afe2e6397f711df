import type { AdCopy } from '@sitespark/contracts';
import type { SiteType } from '@sitespark/site-model';
import type { Story } from './story.ts';
import { capitalize, clip, lowerFirst, type Random, sentence } from './text.ts';

/** Character limits of the networks' ad formats. */
export const adLimits = {
  googleHeadline: 30,
  googleDescription: 90,
  facebookPrimaryText: 125,
  facebookHeadline: 40,
  linkedinIntro: 150,
  linkedinHeadline: 70,
  tiktokText: 100,
} as const;

const platformsByType: Record<SiteType, string[]> = {
  SaaS: ['Google Search', 'LinkedIn', 'Facebook & Instagram (retargeting)', 'YouTube'],
  'E-commerce': ['Instagram', 'Facebook', 'Google Shopping', 'TikTok'],
  Agency: ['LinkedIn', 'Google Search', 'Facebook'],
  Restaurant: ['Instagram', 'Facebook (local radius)', 'Google Maps & Local', 'TikTok'],
  Portfolio: ['Instagram', 'LinkedIn', 'Behance & Dribbble promotion'],
  Blog: ['Facebook', 'Pinterest', 'Google Search', 'Twitter/X'],
  'Local Service': ['Google Search & Local Services', 'Facebook (local radius)', 'Nextdoor'],
  Nonprofit: ['Google Ad Grants', 'Facebook', 'Instagram'],
  Education: ['Google Search', 'YouTube', 'Facebook & Instagram', 'TikTok'],
  'Health & Wellness': ['Instagram', 'Facebook (local radius)', 'TikTok', 'Google Search'],
  'Real Estate': ['Facebook (housing special ad category)', 'Google Search', 'Instagram'],
  Events: ['Facebook & Instagram', 'LinkedIn', 'TikTok', 'Google Search'],
  Business: ['Google Search', 'Facebook', 'Instagram'],
};

const dailyBudgetByType: Record<SiteType, number> = {
  SaaS: 40,
  'E-commerce': 30,
  Agency: 35,
  Restaurant: 15,
  Portfolio: 10,
  Blog: 10,
  'Local Service': 20,
  Nonprofit: 10,
  Education: 25,
  'Health & Wellness': 15,
  'Real Estate': 25,
  Events: 20,
  Business: 20,
};

function fit(candidates: string[], limit: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const text = candidate.length <= limit ? candidate : null;
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    result.push(text);
  }
  return result;
}

function check(label: string, text: string, limit: number): string {
  return text.length <= limit
    ? `✓ ${label} fits the ${limit}-character limit (${text.length}/${limit})`
    : `✗ Shorten the ${lowerFirst(label)} to ${limit} characters (now ${text.length})`;
}

export function writeAds(story: Story, random: Random): AdCopy {
  const [f1 = story.noun, f2 = f1, f3 = f2] = story.features;
  const outcome = capitalize(story.outcome);
  const headlineCandidates = [
    story.offer ? `${capitalize(story.offer)} at ${story.name}` : '',
    `${story.name}: ${outcome}`,
    `${capitalize(f1)} by ${story.name}`,
    `${outcome}`,
    `${capitalize(f2)}, made simple`,
    `Meet ${story.name}`,
    `${story.name} for ${story.audience}`,
    `${capitalize(f3)} that works`,
    `Try ${story.name} today`,
    story.name,
  ].filter(Boolean);
  const headlines = fit(headlineCandidates, adLimits.facebookHeadline);
  const googleReady = fit(headlineCandidates, adLimits.googleHeadline);
  const headline = googleReady[0] ?? clip(story.name, adLimits.googleHeadline);

  const descriptionCandidates = [
    `${capitalize(f1)}, ${lowerFirst(f2)} and more. ${capitalize(story.cta)}.`,
    `Say goodbye to ${story.pain}. ${outcome} with ${story.name}.`,
    `${story.name} helps ${story.audience} ${story.outcome}.`,
    `${capitalize(story.benefits[0] ?? story.outcome)}. ${capitalize(story.benefits[1] ?? '')}.`.replace(/\s\.$/, ''),
    `Join ${story.audience} who chose ${story.name}. ${capitalize(story.cta)}.`,
  ];
  const descriptions = fit(descriptionCandidates, adLimits.googleDescription);
  const description = descriptions[0] ?? clip(descriptionCandidates[2]!, adLimits.googleDescription);

  const ctas = fit([story.shortCta, 'Learn More', 'Get Started', 'Sign Up', 'See How It Works', 'Contact Us'], 20).slice(0, 4);
  const budget = dailyBudgetByType[story.type];
  const platforms = platformsByType[story.type];
  const audiences = [
    capitalize(story.audience),
    `People interested in ${story.keywords.slice(0, 3).join(', ') || lowerFirst(f1)}`,
    `Visitors of ${story.domain} in the last 30 days (retargeting)`,
    `Lookalike audience (1%) of your best customers`,
  ];
  const keywords = [
    ...new Set(
      [
        story.name.toLowerCase(),
        ...story.features.slice(0, 3).map((f) => f.toLowerCase()),
        ...story.keywords.slice(0, 5),
        `best ${story.noun} for ${story.audience}`.toLowerCase(),
        `${story.keywords[0] ?? story.noun} ${story.type === 'Local Service' || story.type === 'Restaurant' ? 'near me' : 'online'}`,
      ].filter((k) => k.length >= 3),
    ),
  ].slice(0, 10);

  const primaryText = `${capitalize(story.question)}? ${story.name} helps you ${story.outcome}.`;
  const intro = sentence(story.valueProp);
  const tiktokText = `${story.emoji[0]} ${outcome} with ${story.name}`;
  return {
    headline,
    description,
    cta: ctas[0] ?? story.shortCta,
    variations: {
      headlines: random.shuffle(headlines.filter((h) => h !== headline)).slice(0, 5),
      descriptions: descriptions.filter((d) => d !== description).slice(0, 4),
      ctas: ctas.slice(1),
    },
    strategy: {
      platforms,
      audiences,
      budgetTips: [
        `Start with about $${budget}/day on ${platforms[0]} for 7 days before judging results; that is enough data for the algorithm to learn.`,
        `Split the first week's budget evenly across ${Math.min(3, headlines.length)} headline variations, then move 80% to the one with the best click-through rate.`,
        `Keep about 20% of the budget (around $${Math.round(budget * 0.2)}/day) for retargeting visitors of ${story.domain}; they convert far more often than cold traffic.`,
        `Set a cost-per-result ceiling once you have 50 conversions, and pause any ad that spends ${Math.round(budget * 2)} dollars without one.`,
      ],
      keywords,
    },
    checklist: {
      facebook: [
        check('Primary text', primaryText, adLimits.facebookPrimaryText),
        check('Headline', headlines[0] ?? headline, adLimits.facebookHeadline),
        `Use a snippet of ${story.domain} or a flyer from this kit as the image, with little text on it`,
        `Button: "${ctas[0] ?? story.shortCta}", linking to ${story.url}`,
        `Install the Meta pixel on ${story.domain} before launch to measure conversions`,
      ],
      google: [
        check('Headline', headline, adLimits.googleHeadline),
        check('Description', description, adLimits.googleDescription),
        `Add 10-15 headlines and 4 descriptions to the responsive search ad; ${googleReady.length} headlines in this kit already fit 30 characters`,
        `Include the keyword "${keywords[1] ?? keywords[0]}" in at least two headlines`,
        `Add sitelinks to the pages behind: ${story.features.slice(0, 3).join(', ')}`,
      ],
      linkedin: [
        check('Intro text', intro, adLimits.linkedinIntro),
        check('Headline', headlines[1] ?? headline, adLimits.linkedinHeadline),
        `Target by job function and company size that match ${story.audience}`,
        `Use a lead gen form with at most 3 fields to raise completion`,
      ],
      tiktok: [
        check('Ad text', tiktokText, adLimits.tiktokText),
        `Hook in the first 2 seconds: "${story.question}?"`,
        `Film vertically (9:16) and show ${lowerFirst(f1)} in action within 5 seconds`,
        `Add captions: most viewers watch without sound`,
      ],
    },
  };
}
