import { describe, expect, it } from 'vitest';
import { briefOf } from './brief-of.ts';
import { readStory, writeKit, type KitCopy } from '../src/index.ts';

const posts = (kit: KitCopy) => kit.social.flatMap((network) => network.options);

/** A made-up caterer whose brief asks for two things: hampers as gifts, and a party booked in its hall. */
const caterer = {
  url: 'https://rossi-catering.test/',
  html: `<!doctype html><html lang="en"><head><title>Rossi Catering</title><meta name="description" content="Family catering in Queens since 1952, for parties, offices and the holidays."></head><body>
    <h1>Rossi Catering</h1><p>Family catering in Queens since 1952.</p>
    <p>Holiday hampers with cured meats, cheeses and our own biscotti are available for Christmas.</p>
    <p>Hampers are not available for delivery outside Queens.</p>
    <p>Why wait for the holidays to order a hamper?</p>
    <p>Order your holiday hampers today and make someone smile.</p>
    <p>Our holiday hampers, party trays, cakes, cookies and breads are made fresh every morning.</p>
    <p>Our party room seats 120 guests under a painted ceiling.</p>
    <footer><p>Call (718) 555-0199</p></footer></body></html>`,
  prompt: "Christmas push: holiday hampers as gifts for nurses and teachers, and book your New Year's party now in our Queens party room.",
  audience: 'Queens families and office managers',
};

describe("the pages' own lines about the campaign", () => {
  const story = readStory(briefOf(caterer));

  it('reads a whole page sentence about the campaign\'s thing, never a caveat, a question, a call to the reader or a list', () => {
    expect(story.campaignLines).toContain('Holiday hampers with cured meats, cheeses and our own biscotti are available for Christmas.');
    for (const line of story.campaignLines) {
      expect(line).not.toMatch(/not available|\?|^Order|fresh every morning/u);
    }
  });

  it('reads the lines about the owner\'s second ask apart from the campaign\'s', () => {
    const ask = story.statements.find((clause) => /New Year's party/u.test(clause))!;
    expect(ask).toBeTruthy();
    expect(story.callLines[ask]).toContain('Our party room seats 120 guests under a painted ceiling.');
    expect(story.campaignLines).not.toContain('Our party room seats 120 guests under a painted ceiling.');
  });

  it('tells the page\'s line in one post of the kit, under no opening that names the hampers again', () => {
    const kit = writeKit(briefOf(caterer));
    const telling = posts(kit).filter((text) => text.includes('cured meats, cheeses and our own biscotti'));
    expect(telling).toHaveLength(1);
    expect(telling[0]!.split('\n')[0]).toMatch(/^Holiday hampers with cured meats/u);
  });

  it("opens posts of their own with the owner's second ask, the page's line about it beneath, no hamper in them", () => {
    const kit = writeKit(briefOf(caterer));
    const party = posts(kit).filter((text) => text.startsWith("Book your New Year's party now in our Queens party room."));
    expect(party.length).toBeGreaterThanOrEqual(2);
    expect(party.length).toBeLessThanOrEqual(3);
    expect(party.some((text) => text.includes('Our party room seats 120 guests'))).toBe(true);
    for (const text of party) expect(text.replace(/#\S+/gu, '').toLowerCase()).not.toContain('hamper');
  });

  it('names a holiday without an article, and reads "New Year\'s" as a holiday, not as news', () => {
    const kit = writeKit(briefOf(caterer));
    const all = [...posts(kit), kit.email.subject, kit.email.body].join('\n');
    expect(all).toContain('Christmas');
    expect(all).not.toMatch(/\bthe Christmas\b/u);
    expect(all).not.toMatch(/^New at /mu);
  });

  it('leaves a kit without a brief to the house\'s own sentences', () => {
    const story = readStory(briefOf({ ...caterer, prompt: '', audience: '' }));
    expect(story.campaignLines).toEqual([]);
    expect(story.callLines).toEqual({});
  });
});
