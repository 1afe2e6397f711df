import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCampaign, type Campaign } from '@sitespark/site-model';
import { siteOverlays } from '../src/domain/capture-site.ts';
import { describeWebsite } from '../src/domain/describe-website.ts';
import { ownerCampaign } from '../src/domain/owner-campaign.ts';
import { evenTimings } from '../src/domain/plan-slides.ts';
import { optimizeForPlatforms, writeAudioScript, writeNarrationBySlide } from '../src/domain/video-copy.ts';
import type { SiteCampaignCopyRepository } from '../src/persistence/site-campaign-repository.ts';

const page = `<!doctype html><html lang="en"><head><title>Lakeside Tavern | Pub food in Duluth</title>
<meta name="description" content="Burgers, craft beer and live music on the lake shore in Duluth."></head><body>
<section><h1>Lakeside Tavern</h1><p>Burgers, craft beer and live music on the lake shore in Duluth.</p><a href="/menu">See the menu</a></section>
<section><h2>On the menu</h2>
<div class="card"><h3>Smash Burgers</h3><p>Two patties, cheddar and our house sauce.</p></div>
<div class="card"><h3>Craft Beer</h3><p>Twelve taps from Minnesota breweries.</p></div>
<div class="card"><h3>Live Music</h3><p>Local bands every Saturday night.</p></div>
</section></body></html>`;

const url = 'https://www.lakesidetavern.com/';
const owner = randomUUID();
const stranger = randomUUID();
const fishFry = readCampaign("We're adding a Friday fish fry this month", '', 'en');
const karaoke = readCampaign('Promote our karaoke brunch', '', 'en');

/** Render's copy of the campaigns, as the bus left it: per user and site. */
function copyOf(campaigns: Record<string, Campaign>): Pick<SiteCampaignCopyRepository, 'findBySite'> & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    findBySite: async (userId, site) => {
      asked.push(`${userId}@${site}`);
      return campaigns[`${userId}@${site}`] ?? null;
    },
  };
}

/** Everything a studio video says: its slides, its narration (free and professional) and its TikTok/Reels hooks. */
function videoWords(site: ReturnType<typeof describeWebsite>, campaign: Campaign | null) {
  const slides = siteOverlays(site, campaign).map((overlay) => overlay.text);
  const narration = writeNarrationBySlide(site, evenTimings(30 - 3, 5, 30), campaign).join(' ');
  const hooks = optimizeForPlatforms(site, ['TikTok', 'Instagram'], 30, campaign).map((tip) => tip.hookLine);
  return { slides, narration, script: writeAudioScript(site, 15, campaign), hooks };
}

describe("a studio video says the campaign of the user's latest kit of the site", () => {
  const read = describeWebsite({ url, html: page }, url);

  it('reads the brief as the kit does', () => {
    expect(fishFry.what?.toLowerCase()).toContain('fish fry');
  });

  it("writes the slides, narration and hooks from the owner's campaign", async () => {
    const siteCampaigns = copyOf({ [`${owner}@lakesidetavern.com`]: fishFry, [`${stranger}@lakesidetavern.com`]: karaoke });
    const campaign = await ownerCampaign({ siteCampaigns }, { userId: owner, requestedUrl: url, site: read });
    expect(siteCampaigns.asked).toEqual([`${owner}@lakesidetavern.com`]);
    expect(campaign).toEqual(fishFry);
    const words = videoWords(read, campaign);
    expect(words.slides[0]).toMatch(/fish fry/i);
    expect(words.narration).toMatch(/fish fry/i);
    expect(words.script).toMatch(/fish fry/i);
    for (const hook of words.hooks) expect(hook).toMatch(/fish fry/i);
    for (const text of [...words.slides, words.narration, words.script, ...words.hooks]) expect(text).not.toMatch(/karaoke/i);
  });

  it("never says another user's campaign, and tells the site's own offer as today when none is kept", async () => {
    const siteCampaigns = copyOf({ [`${owner}@lakesidetavern.com`]: fishFry });
    const campaign = await ownerCampaign({ siteCampaigns }, { userId: stranger, requestedUrl: url, site: read });
    expect(campaign).toBeNull();
    const words = videoWords(read, campaign);
    for (const text of [...words.slides, words.narration, words.script, ...words.hooks]) expect(text).not.toMatch(/fish fry/i);
    // Today's behaviour: exactly what the studios wrote without a campaign.
    expect(words.slides).toEqual(siteOverlays(read).map((overlay) => overlay.text));
    expect(words.script).toBe(writeAudioScript(read, 15));
    expect(words.narration).toBe(writeNarrationBySlide(read, evenTimings(30 - 3, 5, 30)).join(' '));
    // Without render's copy at all (a test double of the service), no campaign either.
    expect(await ownerCampaign({}, { userId: owner, requestedUrl: url, site: read })).toBeNull();
  });

  it('finds the campaign kept for the address the page ended on when the one asked for redirected', async () => {
    const moved = describeWebsite({ url, html: page }, 'http://lakeside.example/');
    const siteCampaigns = copyOf({ [`${owner}@lakesidetavern.com`]: fishFry });
    const campaign = await ownerCampaign({ siteCampaigns }, { userId: owner, requestedUrl: 'http://lakeside.example/', site: moved });
    expect(siteCampaigns.asked).toEqual([`${owner}@lakeside.example`, `${owner}@lakesidetavern.com`]);
    expect(campaign).toEqual(fishFry);
  });
});

describe('the professional narration', () => {
  it('says when the business is open, in its language, where the pages give the hours', () => {
    const withHours = page.replace('</section></body>', '</section><footer><h2>Hours</h2><p>Tue–Sun: 11AM–10PM</p></footer></body>');
    const site = describeWebsite({ url, html: withHours }, url);
    const narration = writeNarrationBySlide(site, evenTimings(30 - 3, 5, 30), fishFry).join(' ');
    expect(narration).toContain("We're open Tuesday to Sunday, 11am–10pm.");
    // No hours on the pages: none said.
    expect(writeNarrationBySlide(read(), evenTimings(30 - 3, 5, 30), fishFry).join(' ')).not.toMatch(/We're open/u);
  });
});

function read() {
  return describeWebsite({ url, html: page }, url);
}
