import { describe, expect, it } from 'vitest';
import type { SiteCorrectionFact } from '@sitespark/contracts';
import { applySiteCorrections, buildSiteModel, readPage, type SiteModel } from '@sitespark/site-model';
import { buildPageDigest } from '../src/adapters/model/page-digest.ts';
import { siteFactsOf } from '../src/domain/site/site-facts-view.ts';
import type { SiteCorrectionRecord } from '../src/persistence/site-correction-entity.ts';
import { fixtureHtml } from './support/fixture-site.ts';

const url = 'https://brightloop.example/';
const noInstructions = { language: null, person: null, emoji: null, tone: null, address: null, mustMention: [], avoid: [], unrecognised: [] };

function brightloop(): SiteModel {
  return buildSiteModel({ url, facts: readPage(fixtureHtml(), url), fetchNote: null, snippets: [], prompt: '', instructions: noInstructions, brand: null });
}

const quote = 'Brightloop cut our weekly reporting from four hours to twenty minutes.';
const corrections: SiteCorrectionFact[] = [
  { field: 'name', action: 'set', target: null, value: { text: 'Brightloop Analytics', detail: null, price: null } },
  { field: 'testimonial', action: 'remove', target: quote, value: null },
  { field: 'offering', action: 'add', target: null, value: { text: 'Time Tracking', detail: 'Every hour against its project.', price: '$5 per user / month' } },
];

const records = (facts: SiteCorrectionFact[]): SiteCorrectionRecord[] =>
  facts.map((fact, index) => ({
    ...fact,
    id: `00000000-0000-4000-8000-00000000000${index}`,
    userId: 'u',
    site: 'brightloop.example',
    key: String(index),
    createdAt: new Date(0),
    updatedAt: new Date(0),
  }));

describe("the model writer reads the owner's corrections", () => {
  it('names the corrected name and the added offering, and never sees the removed testimonial', () => {
    const digest = buildPageDigest(applySiteCorrections(brightloop(), corrections), { tokenBudget: 4000 });
    expect(digest.text).toContain('Name: Brightloop Analytics');
    expect(digest.text).toContain('Feature: Time Tracking: Every hour against its project.');
    expect(digest.text).toContain('Price: Time Tracking: $5 per user / month');
    expect(digest.text).not.toContain('four hours to twenty minutes');
    expect(digest.text).not.toContain('Dana Reyes');
    // The same page without corrections does show it: the digest is the one the model is sent.
    expect(buildPageDigest(brightloop(), { tokenBudget: 4000 }).text).toContain('four hours to twenty minutes');
  });
});

describe('the card of what was read', () => {
  it('says which facts are the owner’s and what they removed, from a kit made before or after the corrections', () => {
    const kept = records(corrections);
    for (const model of [brightloop(), applySiteCorrections(brightloop(), corrections)]) {
      const facts = siteFactsOf(model, kept, { site: 'brightloop.example', url });
      expect(facts.name).toMatchObject({ text: 'Brightloop Analytics', origin: 'correction', correctionId: kept[0]!.id });
      expect(facts.offerings[0]).toMatchObject({ text: 'Time Tracking', origin: 'correction', added: true, price: '$5 per user / month', correctionId: kept[2]!.id });
      expect(facts.offerings[1]).toMatchObject({ text: 'Real-time Collaboration', origin: 'site', correctionId: null });
      expect(facts.testimonials).toEqual([]);
      expect(facts.removed).toEqual([{ field: 'testimonial', text: quote, correctionId: kept[1]!.id }]);
      expect(facts.corrections).toBe(3);
    }
    // A kit made with corrections since withdrawn shows the page's facts again.
    const withdrawn = siteFactsOf(applySiteCorrections(brightloop(), corrections), [], { site: 'brightloop.example', url });
    expect(withdrawn.name).toMatchObject({ text: 'Brightloop', origin: 'site', detail: 'structured data' });
    expect(withdrawn.testimonials.map((t) => t.detail)).toEqual(['Dana Reyes, Northwind Studio']);
  });
});
