import { describe, expect, it } from 'vitest';
import { GenerationRequest } from '@sitespark/contracts';
import { readCampaign } from '@sitespark/site-model';
import { applyCampaignEdit } from '../src/domain/apply-campaign-edit.ts';

const request = GenerationRequest.parse({
  url: 'https://crumbandco.com',
  customPrompt: 'Promote our cinnamon buns this month. We bake every loaf by hand. No emoji.',
  targetAudience: 'Locals in Leeds',
  siteSnips: [{ image: '/api/media/user-1/snip.png', description: 'Home page' }],
});

describe('applyCampaignEdit', () => {
  it('leaves a request without a campaign as it is', () => {
    expect(applyCampaignEdit(request)).toEqual(request);
  });

  it('writes the edited campaign into the brief, keeping the owner\'s statements and instructions', () => {
    const edited = applyCampaignEdit({
      ...request,
      targetAudience: 'Office teams in Leeds',
      campaign: { what: 'Thanksgiving pie pre-orders', byWhen: 'order by Nov 24', price: '$35 a pie', points: ['free delivery across Leeds'], tone: 'warm', language: 'en' },
    });
    expect(edited).not.toHaveProperty('campaign');
    expect(edited.customPrompt).toBe('Promote: Thanksgiving pie pre-orders. Deadline: order by Nov 24. Offer: $35 a pie. Mention: free delivery across Leeds. Tone: warm. We bake every loaf by hand. No emoji.');
    expect(readCampaign(edited.customPrompt!, edited.targetAudience!, 'en')).toMatchObject({
      what: 'Thanksgiving pie pre-orders',
      forWhom: 'office teams in Leeds',
      byWhen: 'order by Nov 24',
      price: '$35 a pie',
      points: ['free delivery across Leeds'],
      statements: ['we bake every loaf by hand'],
      tone: 'warm',
      emoji: false,
    });
    expect(GenerationRequest.safeParse(edited).success).toBe(true);
  });
});
