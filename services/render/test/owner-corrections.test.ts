import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SiteCorrectionFact } from '@sitespark/contracts';
import { applyOwnerCorrections } from '../src/domain/apply-owner-corrections.ts';
import { siteOverlays } from '../src/domain/capture-site.ts';
import { endCardWords } from '../src/domain/create-professional-video.ts';
import { describeWebsite } from '../src/domain/describe-website.ts';
import { evenTimings } from '../src/domain/plan-slides.ts';
import { writeAudioScript, writeNarrationBySlide } from '../src/domain/video-copy.ts';
import type { SiteCorrectionCopyRepository } from '../src/persistence/site-correction-repository.ts';

const page = `<!doctype html><html lang="en"><head><title>Crumb &amp; Co | Sourdough bakery in Leeds</title>
<meta name="description" content="Sourdough bread and pastries baked every morning in Leeds."></head><body>
<header><a class="logo" href="/"><img src="/logo.png" alt="Crumb &amp; Co"></a></header>
<section><h1>Crumb &amp; Co</h1><p>Sourdough bread and pastries baked every morning in Leeds.</p><a href="/order">Order your loaf</a></section>
<section><h2>What we bake</h2>
<div class="card"><h3>Sourdough Loaves</h3><p>Slow-fermented for 36 hours, baked in a stone oven.</p></div>
<div class="card"><h3>Wedding Cakes</h3><p>Three tiers, decorated to match your day.</p></div>
<div class="card"><h3>Morning Pastries</h3><p>Croissants and cinnamon buns, warm from 7am.</p></div>
</section></body></html>`;

const url = 'https://www.crumbandco.co.uk/';
const owner = randomUUID();
const stranger = randomUUID();

/** Render's copy of the corrections, as the bus left it: per user and site. */
function copyOf(lists: Record<string, SiteCorrectionFact[]>): Pick<SiteCorrectionCopyRepository, 'listBySite'> & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    listBySite: async (userId, site) => {
      asked.push(`${userId}@${site}`);
      return lists[`${userId}@${site}`] ?? [];
    },
  };
}

const renamed: SiteCorrectionFact = { field: 'name', action: 'set', target: null, value: { text: 'Crumb & Daughters Bakery', detail: null, price: null } };
const noCakes: SiteCorrectionFact = { field: 'offering', action: 'remove', target: 'Wedding Cakes', value: null };

/** Everything a studio video says: its slides, its narration (free and professional) and its end card. */
function videoWords(site: ReturnType<typeof describeWebsite>) {
  const slides = siteOverlays(site).map((overlay) => overlay.text);
  const narration = writeNarrationBySlide(site, evenTimings(30 - 3, 5, 30)).join(' ');
  return { slides, narration, script: writeAudioScript(site, 30), endCard: endCardWords(site, url) };
}

describe("a studio video tells the site as its owner corrected it", () => {
  const read = describeWebsite({ url, html: page }, url);

  it('reads the page as the studio always did', () => {
    expect(read.name).toBe('Crumb & Co');
    expect(read.features.map((feature) => feature.name)).toContain('Wedding Cakes');
    const words = videoWords(read);
    expect(words.slides.join(' ')).toContain('Wedding Cakes');
    expect(words.narration).toContain('Meet Crumb & Co.');
    expect(words.endCard.title).toBe('Crumb & Co');
  });

  it("writes the slides, narration and end card with the owner's name and without the offering they removed", async () => {
    const siteCorrections = copyOf({ [`${owner}@crumbandco.co.uk`]: [renamed, noCakes], [`${stranger}@crumbandco.co.uk`]: [] });
    const site = await applyOwnerCorrections({ siteCorrections }, { userId: owner, requestedUrl: url, site: read });
    expect(siteCorrections.asked).toEqual([`${owner}@crumbandco.co.uk`]);
    expect(site.name).toBe('Crumb & Daughters Bakery');
    const words = videoWords(site);
    expect(words.slides[0]).toContain('Crumb & Daughters Bakery');
    expect(words.narration).toContain('Crumb & Daughters Bakery');
    expect(words.script).toContain('Crumb & Daughters Bakery');
    expect(words.endCard.title).toBe('Crumb & Daughters Bakery');
    for (const text of [...words.slides, words.narration, words.script]) expect(text).not.toMatch(/Wedding Cakes|Three tiers/);
    expect(site.features.map((feature) => feature.name)).toEqual(read.features.map((feature) => feature.name).filter((name) => name !== 'Wedding Cakes'));
  });

  it("never applies another user's corrections, and gives a user with none the page's reading", async () => {
    const siteCorrections = copyOf({ [`${owner}@crumbandco.co.uk`]: [renamed, noCakes] });
    const site = await applyOwnerCorrections({ siteCorrections }, { userId: stranger, requestedUrl: url, site: read });
    expect(site).toEqual(read);
    const words = videoWords(site);
    expect(words.endCard.title).toBe('Crumb & Co');
    expect(words.slides[0]).toContain('Crumb & Co');
    expect(words.narration).toContain('Crumb & Co');
    expect(words.narration).not.toContain('Daughters');
    // Without render's copy at all (a test double of the service), the page's reading too.
    expect(await applyOwnerCorrections({}, { userId: owner, requestedUrl: url, site: read })).toBe(read);
  });

  it('finds the corrections kept for the address the page ended on when the one asked for redirected', async () => {
    const moved = describeWebsite({ url, html: page }, 'http://crumbandco.example/');
    const siteCorrections = copyOf({ [`${owner}@crumbandco.co.uk`]: [renamed] });
    const site = await applyOwnerCorrections({ siteCorrections }, { userId: owner, requestedUrl: 'http://crumbandco.example/', site: moved });
    expect(siteCorrections.asked).toEqual([`${owner}@crumbandco.example`, `${owner}@crumbandco.co.uk`]);
    expect(endCardWords(site, url).title).toBe('Crumb & Daughters Bakery');
  });
});
