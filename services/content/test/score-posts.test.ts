import { describe, expect, it } from 'vitest';
import { analyseGrounding } from '../src/domain/ground-kit.ts';
import { predictVirality, scorePost, siteVocabulary } from '../src/domain/score-posts.ts';
import { handBuiltSite, kitWith } from './support/hand-built-site.ts';

const site = handBuiltSite({
  name: 'Hartwell Family Law',
  url: 'https://hartwell-law.co.uk',
  type: 'Professional Services',
  paragraphs: [
    'We handle uncontested divorce for a fixed fee of £450.',
    'Our solicitors in Leeds have guided families through separation since 2006.',
    'The first consultation lasts 30 minutes and is free.',
    'We prepare consent orders and child arrangements agreements.',
    'Appointments are available on Saturday mornings.',
  ],
  features: [
    { name: 'Uncontested divorce', description: 'A fixed fee of £450 covers the whole process.' },
    { name: 'Consent orders', description: 'Agree finances without going to court.' },
  ],
  prices: [{ item: 'Uncontested divorce', amount: '£450', row: 'Uncontested divorce — £450 fixed fee' }],
  location: 'Leeds',
  callsToAction: ['Book a free consultation'],
});

const specific = [
  'Uncontested divorce for a fixed fee of £450. Book a free consultation at hartwell-law.co.uk',
  'Your first consultation lasts 30 minutes and is free. Our solicitors in Leeds can see you on Saturday mornings.',
  'Consent orders let you agree finances without going to court. Book a free consultation.',
];
const generic = [
  'Take five minutes today to try it. You will feel the difference.',
  'Discover something you will actually love. Great things are waiting.',
  'Get more done with less effort. It is time for a change.',
];

function pearson(xs: number[], ys: number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let dx = 0;
  let dy = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    dx += (x - mx) ** 2;
    dy += (ys[i]! - my) ** 2;
  });
  return num / Math.sqrt(dx * dy);
}

function predict(posts: Parameters<typeof kitWith>[0]) {
  const kit = kitWith(posts);
  const { pieces } = analyseGrounding(kit, site, { prompt: '' });
  return { viral: predictVirality(kit.socialPlatforms as never, { site, pieces }), pieces };
}

describe('honest post scores', () => {
  it('gives more for the site’s own words than for framing around one fact', () => {
    const grounding = { sentences: 1, groundedSentences: 1, unsupported: [] };
    const context = { language: 'en' as const, siteCtas: [], grounding, siteWords: siteVocabulary(site) };
    const dense = scorePost('Uncontested divorce for a fixed fee of £450, with our solicitors in Leeds.', 'Facebook', context);
    const framed = scorePost('Something wonderful worth sharing with everyone today: uncontested divorce.', 'Facebook', context);
    const points = (result: typeof dense) => result.factors.find((f) => f.factor === 'specificity')!.points;
    expect(points(dense)).toBeGreaterThan(points(framed));
    expect(dense.factors.find((f) => f.factor === 'specificity')!.explanation).toMatch(/of its words are your site's own/);
  });

  it('scores correlate positively with specificity across a kit', () => {
    const { viral, pieces } = predict({ Twitter: [specific[0]!, generic[0]!, generic[1]!], LinkedIn: [generic[2]!, specific[1]!, generic[0]!], Facebook: [specific[2]!, generic[1]!, specific[0]!], Instagram: [generic[2]!, specific[1]!, generic[0]!] });
    const platforms = ['Twitter', 'LinkedIn', 'Instagram', 'Facebook'];
    const shares = viral.posts.map((p) => {
      const piece = pieces.get(`socialPlatforms.${platforms.indexOf(p.platform)}.options.${p.option - 1}`)!;
      return piece.groundedSentences / piece.sentences;
    });
    expect(pearson(viral.posts.map((p) => p.score), shares)).toBeGreaterThan(0.5);
    const top = viral.posts.find((p) => p.rank === 1)!;
    // Every sentence of the best post carries a site fact, and most of its words are the site's own.
    expect(top.factors.find((f) => f.factor === 'specificity')!.points).toBeGreaterThanOrEqual(28);
  });

  it('ranks the 12 posts 1..12 with relative verdicts, never "high viral potential"', () => {
    const { viral } = predict({ Twitter: [specific[0]!, generic[0]!, generic[1]!], LinkedIn: [generic[2]!, specific[1]!, generic[0]!], Facebook: [specific[2]!, generic[1]!, specific[0]!], Instagram: [generic[2]!, specific[1]!, generic[0]!] });
    expect(viral.posts.map((p) => p.rank).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(viral.posts.find((p) => p.rank === 1)!.verdict).toBe('Strongest post of this kit');
    expect(JSON.stringify(viral)).not.toMatch(/high viral potential/i);
    expect(viral.explanation).toMatch(/carry a fact from your site/);
    for (const post of viral.posts) for (const f of post.factors) expect(f.points).toBeLessThanOrEqual(f.max);
  });

  it('makes confidence low when every post reads the same or the page was not read', () => {
    const same = predict({ Twitter: [generic[0]!, generic[0]!, generic[0]!], LinkedIn: [generic[0]!, generic[0]!, generic[0]!], Facebook: [generic[0]!, generic[0]!, generic[0]!], Instagram: [generic[0]!, generic[0]!, generic[0]!] });
    expect(same.viral.confidence).toBe('low');
    const unread = handBuiltSite({ name: 'Hartwell Family Law', url: 'https://hartwell-law.co.uk', fetched: false });
    const kit = kitWith({ Twitter: specific });
    const viral = predictVirality(kit.socialPlatforms as never, { site: unread, pieces: analyseGrounding(kit, unread, { prompt: '' }).pieces });
    expect(viral.confidence).toBe('low');
    expect(viral.explanation).toMatch(/little to work with/);
  });

  it('takes points off for a claim not on the site and says which', () => {
    const context = { language: 'en' as const, siteCtas: [] };
    const clean = scorePost('Fixed fee divorce. Book now at hartwell-law.co.uk', 'Twitter', { ...context, grounding: { sentences: 2, groundedSentences: 1, unsupported: [] } });
    const flagged = scorePost('Fixed fee divorce. Book now at hartwell-law.co.uk', 'Twitter', {
      ...context,
      grounding: { sentences: 2, groundedSentences: 1, unsupported: [{ path: 'x', text: 'RYE20', kind: 'offer', source: null }] },
    });
    expect(flagged.score).toBeLessThan(clean.score);
    expect(flagged.factors.find((f) => f.factor === 'defects')!.explanation).toContain('RYE20');
  });

  it('finds a call to action in German and counts tweets by weighted length', () => {
    const german = scorePost('Jetzt Kurs buchen: tonwerk.de', 'Twitter', { language: 'de', siteCtas: [] });
    expect(german.factors.find((f) => f.factor === 'callToAction')!.points).toBe(15);
    const long = scorePost('🎉'.repeat(150), 'Twitter', { language: 'en', siteCtas: [] });
    expect(long.factors.find((f) => f.factor === 'platformFit')!.explanation).toMatch(/over Twitter's limit/);
  });
});
