import { describe, expect, it } from 'vitest';
import { siteCampaignAfterRemoval } from '../src/domain/kit-campaign.ts';
import type { KitForCampaign } from '../src/persistence/kit-repository.ts';

const kit = (id: string, url: string, customPrompt: string, language = 'en'): KitForCampaign => ({ id, url, language, request: { url, customPrompt, targetAudience: '' }, siteModel: { language } });

describe("the campaign a site's studio videos say after one of its kits is deleted", () => {
  it("is the latest remaining kit's of the same site, read from its brief", () => {
    const removed = kit('k3', 'https://www.lakesidetavern.com/', "We're adding a Friday fish fry this month");
    const remaining = [kit('k2', 'https://other.example/', 'Promote our karaoke brunch'), kit('k1', 'https://lakesidetavern.com/menu', 'Promote our smash burgers')];
    const after = siteCampaignAfterRemoval(removed, remaining);
    expect(after?.site).toBe('lakesidetavern.com');
    expect(after?.latest?.kitId).toBe('k1');
    expect(after?.latest?.brief).toEqual({ customPrompt: 'Promote our smash burgers', targetAudience: '' });
    expect(after?.latest?.campaign.what).toMatch(/smash burgers/i);
  });

  it('is none when the deleted kit was the last of its site, and nothing is said for a kit without a site', () => {
    expect(siteCampaignAfterRemoval(kit('k3', 'https://lakesidetavern.com/', 'Fish fry'), [kit('k2', 'https://other.example/', 'Karaoke')])).toEqual({ site: 'lakesidetavern.com', latest: null });
    expect(siteCampaignAfterRemoval(kit('k4', '', 'Fish fry'), [])).toBeNull();
  });
});
