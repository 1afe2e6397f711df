import type { WebsiteCopy } from '@sitespark/contracts';
import type { SiteAnalysis } from '../../domain/site/site-analysis.ts';
import type { GeneratedCopy } from '../content-generator.ts';
import type { Story } from './story.ts';
import { capitalize, clip, joinList, lowerFirst, type Random, sentence } from './text.ts';

export function writeWebsiteCopy(story: Story, random: Random): WebsiteCopy {
  const hero = clip(
    random.pick([
      `${capitalize(story.outcome)}`,
      `${capitalize(story.outcome)} with ${story.name}`,
      `The ${story.noun} for ${story.audience}`,
    ]),
    70,
  );
  const subheading = clip(`${story.name} ${story.verb} ${joinList(story.features.slice(0, 3).map(lowerFirst))}, so ${story.audience} can leave ${story.pain} behind.`, 220);
  const features = story.features.map((feature, i) => `• ${feature}: ${capitalize(story.benefits[i] ?? story.outcome)}.`).join('\n');
  const benefits = [
    `For ${story.audience}, ${story.name} means you can ${story.outcome}.`,
    `${capitalize(story.benefits[0] ?? story.outcome)}, ${story.benefits[1] ?? 'save time'} and ${story.benefits[2] ?? 'enjoy the result'}.`,
    story.offer ? sentence(`Right now: ${lowerFirst(story.offer)}`) : sentence(`${capitalize(story.cta)} and feel the difference in your first week`),
  ].join(' ');
  const testimonial = story.testimonial
    ? `"${clip(story.testimonial.quote, 280)}"${story.testimonial.author ? ` - ${story.testimonial.author}` : ''}`
    : `No customer quote was found on ${story.domain}. Ask a happy customer for one that names a result, for example how ${lowerFirst(story.features[0] ?? story.noun)} helped them ${story.outcome}, and place it right below the features.`;
  return { hero, subheading, callToAction: story.cta, features, benefits, testimonial };
}

const competitorAngles: Record<string, string> = {
  SaaS: 'Competing tools usually lead with feature lists; leading with the outcome and a free trial lowers the barrier to try.',
  'E-commerce': 'Competing shops win on delivery speed and returns; state shipping and return terms near every price.',
  Agency: 'Most agencies say the same things; concrete case-study numbers are what separate the shortlisted ones.',
  Restaurant: 'Nearby restaurants compete on photos and reviews; fresh dish photos and a visible booking button matter most.',
  Portfolio: 'Clients compare portfolios in seconds; the first three projects shown decide most enquiries.',
  Blog: 'Readers have many alternatives; a clear niche and a newsletter sign-up turn one-time visits into an audience.',
  'Local Service': 'Local competitors win on response time and trust; show reviews, licences and a phone number above the fold.',
  Nonprofit: 'Donors compare transparency; showing exactly what a donation funds raises giving.',
  Education: 'Learners compare outcomes; completion rates and student results beat lists of modules.',
  'Health & Wellness': 'Studios nearby compete on the first visit; an intro offer and coach profiles convert best.',
  'Real Estate': 'Buyers compare agents on local knowledge; neighbourhood guides and recent sales build authority.',
  Events: 'Attendees compare speaker line-ups and price; early-bird deadlines drive most ticket sales.',
  Business: 'Competitors often sound alike; specific results, prices and response times make the difference.',
};

export function writeIntel(story: Story, analysis: SiteAnalysis): GeneratedCopy['marketingIntel'] {
  const keyBenefits = story.features.slice(0, 5).map((feature, i) => `${feature}: ${capitalize(story.benefits[i] ?? story.outcome)}`);
  const insights = [competitorAngles[story.type] ?? competitorAngles.Business!];
  if (analysis.callsToAction.length > 2) {
    insights.push(`The page offers ${analysis.callsToAction.length} different calls to action (${analysis.callsToAction.slice(0, 3).map((c) => `"${c}"`).join(', ')}); one primary action per section converts better.`);
  } else if (analysis.callsToAction.length === 0 && analysis.fetched) {
    insights.push(`No clear call-to-action button was found on the page; add "${story.cta}" above the fold.`);
  }
  insights.push(
    analysis.testimonial
      ? `The page already shows customer proof; repeat it in ads and emails, where most competitors use none.`
      : `No testimonial was found on the page; social proof is one of the cheapest ways to stand out from other ${story.typeLabel} sites.`,
  );
  if (!analysis.fetched) insights.push(`The site could not be read, so these insights rest on your snippets and prompt; run the generator again once ${story.domain} is reachable.`);
  else if (analysis.keywords.length > 0) insights.push(`The page's most used terms are ${analysis.keywords.slice(0, 4).map((k) => `"${k}"`).join(', ')}; make sure your ads bid on the same words your page ranks for.`);
  return { keyBenefits, competitorInsights: insights };
}
