import { generationDefaults, type EmailCopy } from '@sitespark/contracts';
import type { GeneratedCopy } from '../adapters/content-generator.ts';
import type { SiteType } from '@sitespark/site-model';
import type { SiteAnalysis } from './site/site-analysis.ts';
import type { ViralPredictor } from '@sitespark/contracts';

/** Published email benchmarks by industry (open %, click %), the starting point before the copy's own signals. */
const emailBenchmarks: Record<SiteType, { open: number; click: number }> = {
  SaaS: { open: 21.3, click: 2.5 },
  'E-commerce': { open: 15.7, click: 2.0 },
  Agency: { open: 21.4, click: 2.8 },
  Restaurant: { open: 22.5, click: 1.5 },
  Portfolio: { open: 21.5, click: 2.5 },
  Blog: { open: 22.2, click: 3.0 },
  'Local Service': { open: 22.0, click: 2.2 },
  Nonprofit: { open: 25.2, click: 2.7 },
  Education: { open: 28.5, click: 2.9 },
  'Health & Wellness': { open: 21.5, click: 2.0 },
  'Real Estate': { open: 19.2, click: 1.8 },
  Events: { open: 20.5, click: 2.3 },
  Business: { open: 21.3, click: 2.4 },
};

const sendTimes: Record<'b2b' | 'consumer' | 'evening' | 'dining' | 'weekend', string[]> = {
  b2b: ['Tuesday 10:00 AM', 'Wednesday 2:00 PM', 'Thursday 9:00 AM'],
  consumer: ['Thursday 8:00 PM', 'Sunday 7:00 PM', 'Tuesday 10:00 AM'],
  evening: ['Sunday 6:00 PM', 'Tuesday 7:00 PM', 'Wednesday 12:00 PM'],
  dining: ['Thursday 11:00 AM', 'Friday 3:00 PM', 'Saturday 10:00 AM'],
  weekend: ['Saturday 9:00 AM', 'Sunday 4:00 PM', 'Wednesday 7:00 PM'],
};

function sendTimeProfile(type: SiteType, audience: string): keyof typeof sendTimes {
  const who = audience.toLowerCase();
  if (/student|parent|famil|learner/.test(who)) return 'evening';
  if (/executive|manager|b2b|founder|team|professional|business|compan|marketer|developer|engineer/.test(who)) return 'b2b';
  if (/homeowner|shopper|consumer|fan|lover|reader/.test(who)) return type === 'Restaurant' ? 'dining' : 'consumer';
  switch (type) {
    case 'SaaS':
    case 'Agency':
    case 'Events':
    case 'Business':
      return 'b2b';
    case 'Restaurant':
      return 'dining';
    case 'Education':
    case 'Blog':
      return 'evening';
    case 'Real Estate':
    case 'Health & Wellness':
    case 'Local Service':
      return 'weekend';
    default:
      return 'consumer';
  }
}

const percent = (value: number) => `${value.toFixed(1)}%`;

/** Expected open and click rates from the industry benchmark adjusted by the subject line and body. */
export function estimateEmailMetrics(email: GeneratedCopy['emailCopy'], type: SiteType, audience: string): EmailCopy['metrics'] {
  const base = emailBenchmarks[type];
  const subject = email.subject;
  let open = base.open;
  if (subject.length >= 20 && subject.length <= 50) open += 2;
  else if (subject.length > 70) open -= 2;
  if (subject.includes('?')) open += 1;
  if (/\d/.test(subject)) open += 1;
  if (/\byou(r)?\b/i.test(subject)) open += 1;
  if (/last chance|today|limited|this week|only|ends/i.test(subject)) open += 1.5;
  if (/\b[A-Z]{4,}\b/.test(subject) || /!!|\$\$|100% free/i.test(subject)) open -= 3;

  const words = email.body.split(/\s+/).filter(Boolean).length;
  const links = email.body.match(/https?:\/\/\S+/g)?.length ?? 0;
  let click = base.click;
  if (links === 1) click += 0.6;
  else if (links > 3) click -= 0.4;
  if (/^\s*[•\-*]\s/m.test(email.body)) click += 0.4;
  if (words >= 50 && words <= 200) click += 0.5;
  else if (words > 300) click -= 0.5;
  if (/for a limited time|% off|free (trial|shipping|quote)/i.test(email.body)) click += 0.5;

  const times = sendTimes[sendTimeProfile(type, audience)].slice(0, generationDefaults.bestSendTimesCount);
  return {
    expectedOpenRate: Number.isFinite(open) ? percent(Math.min(45, Math.max(10, open))) : generationDefaults.expectedOpenRate,
    expectedClickRate: Number.isFinite(click) ? percent(Math.min(10, Math.max(0.5, click))) : generationDefaults.expectedClickRate,
    bestSendTimes: times.length > 0 ? times : sendTimes.b2b.slice(0, generationDefaults.bestSendTimesCount),
  };
}

/**
 * The kit's rating: mostly how its best posts score, partly how much real evidence the analysis
 * had (a page read, features and colours found on it, a call to action).
 */
export function rateContent(viral: ViralPredictor, analysis: SiteAnalysis): number {
  if (viral.posts.length === 0) return generationDefaults.contentRating;
  const evidence =
    (analysis.fetched ? 30 : 0) +
    (analysis.featureSources.some((s) => /page|structured/.test(s)) ? 20 : 0) +
    (analysis.brand.found ? 20 : 0) +
    (analysis.fetched && analysis.description.length >= 40 ? 15 : 0) +
    (analysis.callsToAction.length > 0 ? 15 : 0);
  return Math.round(Math.min(100, Math.max(0, 0.7 * viral.overallScore + 0.3 * evidence)));
}
