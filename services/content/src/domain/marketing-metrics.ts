import { generationDefaults, isBriefSource, isCorrectionSource, type EmailCopy, type Grounding, type InstructionCheck, type ScoreFactor, type ViralPredictor } from '@sitespark/contracts';
import { wordsOf, type KitLanguage, type SiteModel, type SiteType } from '@sitespark/site-model';
import type { GeneratedCopy } from '../adapters/content-generator.ts';
import { fold } from './ground-kit.ts';

/** Published email benchmarks by industry (open %, click %), the starting point before the copy's own signals. */
const emailBenchmarks: Record<SiteType, { open: number; click: number }> = {
  SaaS: { open: 21.3, click: 2.5 },
  'E-commerce': { open: 15.7, click: 2.0 },
  Agency: { open: 21.4, click: 2.8 },
  'Food & Drink': { open: 22.5, click: 1.5 },
  'Professional Services': { open: 21.0, click: 2.4 },
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

/** Audience words (folded word starts) that pick a send-time profile, in the kit's languages. */
const audienceCues: Array<[keyof typeof sendTimes, string[]]> = [
  ['evening', ['student', 'parent', 'famil', 'learner', 'schuler', 'eltern', 'estudiant', 'padres', 'etudiant', 'parents', 'alunos', 'pais']],
  ['b2b', ['executive', 'manager', 'b2b', 'founder', 'team', 'professional', 'business', 'compan', 'marketer', 'developer', 'engineer', 'unternehm', 'selbststandig', 'grunder', 'fuhrungskraft', 'firma', 'empresa', 'emprendedor', 'entreprise', 'dirigeant', 'profession', 'empreendedor', 'gestor']],
  ['consumer', ['homeowner', 'shopper', 'consumer', 'fan', 'lover', 'reader', 'kunde', 'liebhaber', 'cliente', 'amante', 'amateur']],
];

function sendTimeProfile(type: SiteType, audience: string): keyof typeof sendTimes {
  const words = wordsOf(audience, 'en').map(fold);
  for (const [profile, cues] of audienceCues) {
    if (words.some((w) => cues.some((cue) => w.startsWith(cue)))) return profile === 'consumer' && type === 'Food & Drink' ? 'dining' : profile;
  }
  switch (type) {
    case 'SaaS':
    case 'Agency':
    case 'Events':
    case 'Business':
    case 'Professional Services':
      return 'b2b';
    case 'Food & Drink':
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

/** "You" words and urgency words per language (folded), for subject lines. */
const youWords: Record<KitLanguage, string[]> = {
  en: ['you', 'your', "you're", 'yours'],
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'sie', 'ihnen', 'ihr', 'ihre', 'ihren'],
  es: ['tu', 'tus', 'te', 'ti', 'usted', 'su', 'sus'],
  fr: ['vous', 'votre', 'vos', 'tu', 'ton', 'ta', 'tes'],
  pt: ['voce', 'voces', 'seu', 'sua', 'seus', 'suas', 'tu', 'teu', 'tua'],
};
const urgencyWords: Record<KitLanguage, string[]> = {
  en: ['today', 'limited', 'only', 'ends', 'last chance', 'this week', 'now'],
  de: ['heute', 'nur', 'letzte chance', 'diese woche', 'jetzt', 'begrenzt', 'endet'],
  es: ['hoy', 'solo', 'ultima oportunidad', 'esta semana', 'ahora', 'limitado', 'limitadas', 'termina'],
  fr: ['aujourd', 'seulement', 'derniere chance', 'cette semaine', 'maintenant', 'limite', 'limitees', 'termine'],
  pt: ['hoje', 'so', 'apenas', 'ultima chance', 'esta semana', 'agora', 'limitado', 'limitadas', 'termina'],
};

function hasWordOrPhrase(words: string[], list: string[]): boolean {
  const joined = ` ${words.join(' ')} `;
  return list.some((entry) => joined.includes(` ${entry} `));
}

const percent = (value: number) => `${value.toFixed(1)}%`;

/**
 * Expected open and click rates from the industry benchmark adjusted by the subject line and body.
 * Subject checks read the kit's language: "you" and urgency words per language, shouting measured
 * on words (acronyms and the brand's own capitals are not shouting).
 */
export function estimateEmailMetrics(
  email: GeneratedCopy['emailCopy'],
  type: SiteType,
  audience: string,
  language: KitLanguage = 'en',
  brandName = '',
): EmailCopy['metrics'] {
  const base = emailBenchmarks[type] ?? emailBenchmarks.Business;
  const subject = email.subject;
  const length = [...subject].length;
  const subjectWords = wordsOf(subject, language);
  const folded = subjectWords.map(fold);
  const brandWords = new Set(wordsOf(brandName, language));
  let open = base.open;
  if (length >= 20 && length <= 50) open += 2;
  else if (length > 70) open -= 2;
  if (/[?¿]/u.test(subject)) open += 1;
  if (/\d/u.test(subject)) open += 1;
  if (hasWordOrPhrase(folded, youWords[language])) open += 1;
  if (hasWordOrPhrase(folded, urgencyWords[language])) open += 1.5;
  const shouting = subjectWords.some((w) => w.length >= 5 && /^\p{Lu}+$/u.test(w) && !brandWords.has(w));
  if (shouting || /!!|\$\$|100\s?% (?:free|gratis|kostenlos|gratuit)/iu.test(subject)) open -= 3;

  const words = email.body.split(/\s+/).filter(Boolean).length;
  const links = email.body.match(/https?:\/\/\S+/g)?.length ?? 0;
  let click = base.click;
  if (links === 1) click += 0.6;
  else if (links > 3) click -= 0.4;
  if (/^\s*[•\-*]\s/m.test(email.body)) click += 0.4;
  if (words >= 50 && words <= 200) click += 0.5;
  else if (words > 300) click -= 0.5;
  if (/for a limited time|% off|free (?:trial|shipping|quote)|% rabatt|gratis|kostenlos|descuento|réduction|remise|desconto|grátis/iu.test(email.body)) click += 0.5;

  const times = sendTimes[sendTimeProfile(type, audience)].slice(0, generationDefaults.bestSendTimesCount);
  return {
    expectedOpenRate: Number.isFinite(open) ? percent(Math.min(45, Math.max(10, open))) : generationDefaults.expectedOpenRate,
    expectedClickRate: Number.isFinite(click) ? percent(Math.min(10, Math.max(0.5, click))) : generationDefaults.expectedClickRate,
    bestSendTimes: times.length > 0 ? times : sendTimes.b2b.slice(0, generationDefaults.bestSendTimesCount),
  };
}

export interface ContentRatingInput {
  viral: ViralPredictor;
  site: SiteModel;
  grounding: Grounding;
  instructions: InstructionCheck;
}

/**
 * The kit's content rating, computed and explained: how much of what it states comes from the
 * site, claims not on the site, instructions honoured, whether the page was read, the features
 * found on it and how the posts score. Never a fixed number.
 */
export function rateContent({ viral, site, grounding, instructions }: ContentRatingInput): { rating: number; factors: ScoreFactor[] } {
  const factors: ScoreFactor[] = [];
  const claims = grounding.claims.length;
  const supported = claims - grounding.unsupported;
  // The owner's own statements are sourced too, but never counted as the site's.
  const fromBrief = grounding.fromBrief ?? grounding.claims.filter((claim) => isBriefSource(claim.source)).length;
  const fromCorrections = grounding.fromCorrections ?? grounding.claims.filter((claim) => isCorrectionSource(claim.source)).length;
  const groundedShare = claims ? supported / claims : 0;
  factors.push({
    factor: 'grounded',
    label: 'Facts from your site',
    points: Math.round(30 * groundedShare),
    max: 30,
    explanation: claims
      ? `${supported - fromBrief - fromCorrections} of ${claims} facts in the kit come from your site${fromBrief ? `, ${fromBrief} from your brief` : ''}${fromCorrections ? `, ${fromCorrections} from your corrections` : ''}.`
      : 'The kit states no specific facts from your site.',
  });
  factors.push({
    factor: 'unsupported',
    label: 'Claims not on your site',
    points: Math.max(0, 15 - 5 * grounding.unsupported),
    max: 15,
    explanation: grounding.unsupported ? `${grounding.unsupported} claim${grounding.unsupported === 1 ? '' : 's'} not on your site.` : 'No claim without a source.',
  });
  const asked = instructions.honoured.length + instructions.notHonoured.length;
  factors.push({
    factor: 'instructions',
    label: 'Your instructions',
    points: asked ? Math.round((15 * instructions.honoured.length) / asked) : 15,
    max: 15,
    explanation: asked ? `${instructions.honoured.length} of ${asked} instructions honoured.` : 'No instructions to follow.',
  });
  factors.push({
    factor: 'pageRead',
    label: 'Page read',
    points: site.fetched ? 15 : 0,
    max: 15,
    // Why it was not read is said once, in the kit's builtFrom.
    explanation: site.fetched ? 'Built from your page.' : 'Your page was not read: the kit rests on your snippets and prompt.',
  });
  const features = site.features.length;
  factors.push({
    factor: 'features',
    label: 'Features found',
    points: Math.round((10 * Math.min(features, 5)) / 5),
    max: 10,
    explanation: features ? `${features} feature${features === 1 ? '' : 's'} found on your site.` : 'No features found on your site.',
  });
  const meanPost = viral.posts.length ? viral.posts.reduce((sum, p) => sum + p.score, 0) / viral.posts.length : 0;
  factors.push({
    factor: 'posts',
    label: 'Post scores',
    points: Math.round((15 * meanPost) / 100),
    max: 15,
    explanation: `The posts score ${Math.round(meanPost)} on average.`,
  });
  const rating = Math.max(0, Math.min(100, factors.reduce((sum, f) => sum + f.points, 0)));
  return { rating, factors };
}
