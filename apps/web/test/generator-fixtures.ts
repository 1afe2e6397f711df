import { defaultTextOverlays, GenerationResult } from '@sitespark/contracts';
import type { Kit, KitVideo, KitWriter, MusicTrack, SavedSnippet } from '@sitespark/contracts';

const post = (platform: string, option: number) => `${platform} post ${option}: Brightloop helps busy teams ship faster. Start free trial today!`;

const platforms = ['Twitter', 'LinkedIn', 'Instagram', 'Facebook'] as const;

export type ResultOptions = { video?: boolean; flyers?: boolean; fetched?: boolean; rating?: number; writer?: KitWriter };

/** The built-in writer as the configured writer: no model, every section built in, nothing to tell. */
export const builtinWriter: KitWriter = {
  model: null,
  sections: { social: 'builtin', email: 'builtin', ads: 'builtin', website: 'builtin', intel: 'builtin' },
  notices: [],
  usage: null,
};

/** The id the fixture kit is kept under. */
export const fixtureKitId = '5b2e8c1d-7f3a-4e6b-9c0d-1a2b3c4d5e6f';

/** A generation answer that passes the contract's schema, with or without video and flyers, by the built-in writer unless told. */
export function makeResult({ video = true, flyers = true, fetched = true, rating = 77, writer = builtinWriter }: ResultOptions = {}): GenerationResult & { kitId: string } {
  const screenshots = ['/api/media/snippets/u/1.png', '/api/media/snippets/u/2.png', '/api/media/snippets/u/1.png'];
  const result = {
    socialPosts: { option1: 'All networks, option 1', option2: 'All networks, option 2', option3: 'All networks, option 3' },
    emailCopy: {
      subject: 'Meet Brightloop',
      body: `Hi there,\n\n${'Brightloop keeps your projects on track. '.repeat(5)}`,
      sequences: {
        welcome: Array.from({ length: 4 }, (_, i) => ({ subject: `Welcome ${i + 1}`, body: `Welcome body ${i + 1} ${'x'.repeat(150)}` })),
        nurture: [{ subject: 'Nurture 1', body: 'Short nurture body' }],
        promotional: [{ subject: 'Promo 1', body: 'Short promo body' }],
      },
      metrics: { expectedOpenRate: '31.5%', expectedClickRate: '6.2%', bestSendTimes: ['Tuesday 10:00 AM', 'Wednesday 2:00 PM', 'Thursday 9:00 AM'] },
      tips: ['Send the welcome series right after sign-up.'],
    },
    adCopy: {
      headline: 'Project analytics, made simple',
      description: 'Plan, track and report every client project without spreadsheets, starting today.',
      cta: 'Start free trial',
      variations: { headlines: ['Headline A', 'Headline B', 'Headline C', 'Headline D'], descriptions: ['Description A'], ctas: ['Learn More'] },
      strategy: { platforms: ['Google Search'], audiences: ['Agencies'], budgetTips: ['Start small.'], keywords: ['project analytics'] },
      checklist: { facebook: ['Use the Meta pixel'], google: ['Add sitelinks'], linkedin: ['Target by job'], tiktok: ['Hook in 2 s'] },
    },
    websiteCopy: {
      hero: 'Ship projects on time with Brightloop',
      subheading: 'One place to plan, track and report.',
      callToAction: 'Start free trial',
      features: `Real-time Collaboration: ${'f'.repeat(300)}`,
      benefits: 'Save four hours a week.',
      testimonial: '"Brightloop cut our reporting time." - Dana Reyes',
    },
    marketingIntel: {
      contentRating: rating,
      keyBenefits: ['Real-time Collaboration: work together'],
      competitorInsights: ['Lead with the outcome.'],
      contentRatingFactors: [{ factor: 'grounding', label: 'Facts from your site', points: 30, max: 35, explanation: '12 of 13 facts come from your page.' }],
    },
    videoContent: video
      ? {
          sections: screenshots.map((image, index) => ({ name: `Section ${index + 1}`, text: `Section text ${index + 1}`, image, timing: 6 })),
          slideshowData: {
            screenshots,
            textOverlays: defaultTextOverlays('Brightloop', 'SaaS', 'Real-time Collaboration').slice(0, 3),
            transitionTimings: [6, 6, 6],
            totalDuration: 18,
            audioScript: 'Meet Brightloop.',
          },
          musicSelection: {
            genre: 'Electronic',
            mood: 'Modern',
            tempo: '110-120 BPM',
            energy: 'Medium-high',
            duration: 18,
            description: 'Modern electronic music.',
            reasoning: 'It is a SaaS site.',
            musicUrl: null,
          },
          platformOptimizations: [{ platform: 'YouTube', optimalLength: 30, thumbnailText: 'Brightloop', hookLine: 'Meet Brightloop', hashtagStrategy: ['#Brightloop'] }],
          htmlTemplate: '<!doctype html><title>slideshow</title>',
          screenshotCount: 2,
          duration: 18,
        }
      : null,
    flyers: flyers
      ? {
          flyers: [
            { platform: 'Instagram', dimensions: '1080x1080', size: '1.7 KB', downloadUrl: '/api/media/flyers/u/a.svg' },
            { platform: 'Facebook', dimensions: '1200x630', size: '1.5 KB', downloadUrl: '/api/media/flyers/u/b.svg' },
            { platform: 'Print Letter', dimensions: '2550x3300', size: '2.2 KB', downloadUrl: '/api/media/flyers/u/c.svg' },
          ],
        }
      : null,
    brandColors: { primary: '#0e7c66', secondary: '#ff8a3d', accent: '#1f2933', neutral: '#f5fbf9' },
    websiteAnalysis: {
      name: 'Brightloop',
      description: 'Brightloop gives agencies one place to plan projects.',
      type: 'SaaS',
      features: ['Real-time Collaboration', 'Automated Reports'],
    },
    socialPlatforms: platforms.map((platform) => ({ platform, options: [1, 2, 3].map((option) => post(platform, option)) })),
    viralPredictor: {
      overallScore: 81,
      verdict: 'Strongest post: Instagram option 2',
      confidence: 'medium',
      explanation: 'Posts that name your prices and features score highest.',
      best: { platform: 'Instagram', option: 2, score: 93 },
      posts: platforms.flatMap((platform, p) =>
        [1, 2, 3].map((option) => ({
          platform,
          option,
          score: 50 + p * 10 + option,
          verdict: 'Above this kit\'s average',
          confidence: 'medium',
          rank: 12 - (p * 3 + option) + 1,
          factors: [{ factor: 'hook', label: 'Hook', points: 12, max: 20, explanation: `Hook of ${platform} ${option}` }],
        })),
      ),
      tips: ['End with a question.'],
    },
    analysisReport: {
      fetched,
      note: fetched ? null : 'the page answered 404 Not Found',
      generator: 'builtin',
      nameSource: 'the og:site_name tag',
      typeEvidence: ['structured data declares SoftwareApplication'],
      featureSources: ['the Features section'],
      callsToAction: ['Start free trial'],
      colorEvidence: ['theme-color #0e7c66'],
    },
    language: { code: 'en', name: 'English', evidence: 'the page declares lang="en"' },
    grounding: {
      claims: [
        { path: 'socialPlatforms.0.options.0', text: 'Real-time Collaboration', kind: 'feature', source: { text: 'Real-time Collaboration: everyone sees the same plan.', where: 'heading' } },
        { path: 'socialPlatforms.0.options.0', text: '30% off with code LOOP30', kind: 'offer', source: null },
        { path: 'socialPlatforms.0.options.0', text: 'since 2019', kind: 'date', source: { text: 'We have helped agencies since 2019.', where: 'your brief' } },
      ],
      unsupported: 1,
      fromBrief: 1,
      summary: '1 of 3 facts in this kit come from your site, 1 from your brief; 1 is not on your site.',
    },
    campaign: {
      what: 'the spring webinar',
      forWhom: 'agency owners',
      byWhen: 'until May 3',
      price: null,
      points: ['free onboarding'],
      statements: ['we have helped agencies since 2019'],
      tone: 'friendly',
      summary: 'Campaign: the spring webinar for agency owners until May 3',
    },
    instructions: { honoured: ['No emoji'], notHonoured: [{ instruction: 'Mention the webinar', reason: 'The built-in writer could not find the webinar on your page.' }] },
    builtFrom: fetched
      ? 'Built from your page at https://brightloop.io/ and your 2 snippets.'
      : 'Written from your 2 snippets alone, because we could not read https://brightloop.io/: the page answered 404 Not Found.',
    writer,
  };
  return { ...GenerationResult.parse(result), kitId: fixtureKitId };
}

export function makeSaved(count: number): SavedSnippet[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `saved-${index + 1}`,
    imageUrl: `/api/media/snippets/u/saved-${index + 1}.png`,
    description: `Saved snippet ${index + 1}`,
    originalFileName: `saved-${index + 1}.png`,
    createdAt: new Date(Date.UTC(2025, 0, 30 - index)).toISOString(),
  }));
}

export const musicTracks: MusicTrack[] = [
  { id: 't1', name: 'Steady Progress', url: '/api/media/library/corporate.mp3', genre: 'Corporate', mood: 'Professional', trackId: 'corporate' },
  { id: 't2', name: 'Neon Circuit', url: '/api/media/library/electronic.mp3', genre: 'Electronic', mood: 'Modern', trackId: 'electronic' },
];

/** A tiny valid PNG as a File, like one chosen in the file picker. */
export function pngFile(name = 'home.png'): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** The fixture result kept as a kit (as GET /api/kits/:id answers), with the videos linked to it when given. */
export function keptKit(videos?: KitVideo[]): Kit {
  const { kitId: _kitId, ...result } = makeResult({ video: true });
  return {
    ...result,
    kit: {
      id: fixtureKitId,
      name: 'Brightloop launch',
      url: 'https://brightloop.example/',
      siteName: 'Brightloop',
      type: 'SaaS',
      language: 'en',
      createdAt: new Date().toISOString(),
      thumbnail: null,
      updatedAt: new Date().toISOString(),
      revision: 0,
      request: { url: 'https://brightloop.example/', customPrompt: '', targetAudience: '', includeVideo: true, siteSnips: [] },
      share: null,
      canRegenerate: true,
      ...(videos ? { videos } : {}),
    },
  };
}
