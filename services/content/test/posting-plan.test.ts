import { describe, expect, it } from 'vitest';
import { PlanRequest, type GenerationResult } from '@sitespark/contracts';
import { fitsPlatform } from '@sitespark/site-model';
import { generateBuiltinCopy } from '../src/adapters/builtin-generator.ts';
import { postSubstance, writePostVariations } from '../src/adapters/builtin/post-variations.ts';
import { createPostingPlan } from '../src/domain/create-posting-plan.ts';
import { goodPostingHours } from '../src/domain/plan/good-hours.ts';
import { planToHootsuiteCsv, planToIcs } from '../src/domain/plan/plan-files.ts';
import { planSlots, spreadPosts } from '../src/domain/plan/spread-posts.ts';
import { instantOf, localStamp } from '../src/domain/plan/time-zones.ts';
import type { StoredKit } from '../src/persistence/kit-repository.ts';
import type { PlanRecord } from '../src/persistence/plan-entity.ts';
import { bakery, briefOf, lawFirm } from './builtin-sites.ts';

/** Unfolds content lines (RFC 5545 3.1) and reads the events' properties. */
function readIcs(text: string): Array<Record<string, string>> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      current[name] = line.slice(colon + 1).replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

/** RFC 4180 fields, quotes and doubled quotes included. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('the plan request', () => {
  const valid = { start: '2026-12-01', days: 7, networks: ['twitter'], perDay: 1, timezone: 'Europe/Berlin' };

  it('takes 7 to 31 days, one to three posts a day, known networks and IANA time zones only', () => {
    expect(PlanRequest.safeParse(valid).success).toBe(true);
    expect(PlanRequest.safeParse({ ...valid, days: 31, perDay: 3, networks: ['twitter', 'facebook', 'linkedin', 'instagram'] }).success).toBe(true);
    for (const bad of [
      { days: 6 },
      { days: 32 },
      { perDay: 0 },
      { perDay: 4 },
      { networks: [] },
      { networks: ['twitter', 'twitter'] },
      { networks: ['tiktok'] },
      { timezone: 'Mars/Olympus_Mons' },
      { timezone: '' },
      { start: '2026-02-30' },
      { start: '01/12/2026' },
    ]) {
      expect(PlanRequest.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(PlanRequest.safeParse({ ...valid, days: 6 }).error?.issues[0]?.message).toBe('A plan covers 7 to 31 days');
  });
});

describe('good hours in the user time zone', () => {
  it("puts each post at the network's good hours on the user's wall clock, across a daylight-saving change", () => {
    // Europe/Berlin moves from UTC+1 to UTC+2 on 29 March 2026.
    const slots = planSlots({ start: '2026-03-27', days: 7, networks: ['twitter', 'linkedin'], perDay: 3, timezone: 'Europe/Berlin' });
    expect(slots).toHaveLength(7 * 2 * 3);
    const local = slots.map((slot) => localStamp(slot.at, 'Europe/Berlin'));
    expect(local.filter((stamp) => stamp.startsWith('2026-03-27'))).toEqual(['2026-03-27T09:00', '2026-03-27T12:00', '2026-03-27T17:00', '2026-03-27T08:00', '2026-03-27T12:00', '2026-03-27T17:00']);
    expect(slots[0]!.at.toISOString()).toBe('2026-03-27T08:00:00.000Z');
    const afterChange = slots.find((slot) => localStamp(slot.at, 'Europe/Berlin') === '2026-03-30T09:00')!;
    expect(afterChange.at.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    for (const slot of slots) expect(goodPostingHours[slot.network]).toContain(Number(localStamp(slot.at, 'Europe/Berlin').slice(11, 13)));
  });

  it('converts from zones behind and far ahead of UTC', () => {
    expect(instantOf({ year: 2026, month: 12, day: 1, hour: 9, minute: 0 }, 'America/New_York').toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(instantOf({ year: 2026, month: 12, day: 1, hour: 9, minute: 0 }, 'Asia/Kolkata').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(instantOf({ year: 2026, month: 7, day: 1, hour: 11, minute: 0 }, 'Pacific/Auckland').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('covers exactly the requested days, the first post on the start date', () => {
    for (const days of [7, 31]) {
      const slots = planSlots({ start: '2026-12-25', days, networks: ['instagram'], perDay: 1, timezone: 'UTC' });
      expect(slots).toHaveLength(days);
      expect(localStamp(slots[0]!.at, 'UTC').slice(0, 10)).toBe('2026-12-25');
      expect(localStamp(slots.at(-1)!.at, 'UTC').slice(0, 10)).toBe(days === 7 ? '2026-12-31' : '2027-01-24');
    }
  });
});

describe('spreading posts', () => {
  it('never uses a text twice, even when the kit repeats one, and leaves the slots it cannot fill empty', () => {
    const { posts, emptySlots } = spreadPosts(
      { start: '2026-12-01', days: 7, networks: ['twitter', 'facebook'], perDay: 1, timezone: 'UTC' },
      {
        twitter: ['A', 'B', 'A', 'C'].map((text) => ({ text, origin: 'kit' as const, kitPath: null })),
        facebook: ['B', 'D'].map((text) => ({ text, origin: 'kit' as const, kitPath: null })),
      },
    );
    const texts = posts.map((post) => post.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(emptySlots).toEqual({ twitter: 4, facebook: 6 });
    expect(posts.map((post) => post.at.getTime())).toEqual(posts.map((post) => post.at.getTime()).toSorted((a, b) => a - b));
  });
});

describe('variations from the built-in writer', () => {
  it('writes new posts on the same site facts, each different from the kit and from each other, within the network rules', () => {
    const brief = briefOf(bakery);
    const kit = generateBuiltinCopy(brief);
    const existing = kit.social.flatMap((entry) => entry.options);
    const written = writePostVariations({ brief, wanted: { Twitter: 10, Facebook: 10 }, existing });
    expect(written.Twitter).toHaveLength(10);
    expect(written.Facebook).toHaveLength(10);
    expect(written.LinkedIn).toEqual([]);
    const all = [...existing, ...written.Twitter, ...written.Facebook].map(postSubstance);
    expect(new Set(all).size).toBe(all.length);
    for (const text of written.Twitter) expect(fitsPlatform(text, 'Twitter'), text).toBe(true);
    for (const text of written.Facebook) expect(fitsPlatform(text, 'Facebook'), text).toBe(true);
    // Built from the site's own facts: its name or one of its features in every post.
    const facts = [bakery.name, ...bakery.features.map((feature) => feature.name)].map((fact) => fact.toLowerCase());
    for (const text of [...written.Twitter, ...written.Facebook]) expect(facts.some((fact) => text.toLowerCase().includes(fact)), text).toBe(true);
  });
});

describe('createPostingPlan', () => {
  function keptKit(userId: string): StoredKit {
    const brief = briefOf(lawFirm);
    const copy = generateBuiltinCopy(brief);
    const content = {
      socialPlatforms: copy.social,
      viralPredictor: { posts: copy.social.flatMap((entry) => entry.options.map((_, option) => ({ platform: entry.platform, option: option + 1, rank: 3 - option }))) },
      grounding: { claims: [], unsupported: 0, summary: '' },
    } as unknown as GenerationResult;
    return {
      id: '0b8e5c1e-4f77-4c4b-9d55-5c0d3f1f2a10',
      userId,
      name: lawFirm.name,
      url: lawFirm.url,
      siteName: lawFirm.name,
      siteType: lawFirm.type,
      language: 'en',
      thumbnailUrl: null,
      generator: 'builtin',
      request: { url: lawFirm.url, customPrompt: '', targetAudience: '', includeVideo: false, siteSnips: [] },
      content: content as unknown as Record<string, unknown>,
      siteModel: lawFirm as unknown as Record<string, unknown>,
      revision: 0,
      objectKeys: [],
      createdAt: new Date(),
      updatedAt: new Date(),
      sharedAt: null,
    };
  }

  function deps(userId: string) {
    const saved: PlanRecord[] = [];
    const kit = keptKit(userId);
    return {
      saved,
      kit,
      deps: {
        kits: { findOwned: async (owner: string, kitId: string) => (owner === kit.userId && kitId === kit.id ? kit : null) },
        plans: {
          add: async (plan: Omit<PlanRecord, 'id' | 'createdAt' | 'updatedAt'>) => {
            const record = { ...plan, id: '7d0c2f57-5e8a-4bb4-8d1f-2b9a4c1e0f11', createdAt: new Date(), updatedAt: new Date() };
            saved.push(record);
            return record;
          },
        },
        writeVariations: async (request: Parameters<typeof writePostVariations>[0]) => writePostVariations(request),
        postizConfigured: false,
      },
    };
  }

  it('fills a week with the kit posts best-ranked first, then new variations where the kit has too few', async () => {
    const userId = 'f2a1c3d4-0000-4000-8000-000000000001';
    const { deps: planDeps, kit } = deps(userId);
    const plan = await createPostingPlan(planDeps, {
      userId,
      kitId: kit.id,
      request: { start: '2026-12-07', days: 7, networks: ['facebook', 'linkedin'], perDay: 2, timezone: 'America/New_York' },
    });
    expect(plan.posts).toHaveLength(7 * 2 * 2);
    const texts = plan.posts.map((post) => post.text);
    expect(new Set(texts.map(postSubstance)).size).toBe(texts.length);
    const kitPosts = plan.posts.filter((post) => post.origin === 'kit');
    expect(kitPosts).toHaveLength(6);
    // Rank 1 is option 3 here: the first Facebook post of the plan is the kit's third Facebook option.
    const facebookIndex = (kit.content as unknown as GenerationResult).socialPlatforms.findIndex((entry) => entry.platform === 'Facebook');
    expect(plan.posts.find((post) => post.network === 'facebook')!.kitPath).toBe(`socialPlatforms.${facebookIndex}.options.2`);
    expect(plan.posts.filter((post) => post.origin === 'variation')).toHaveLength(22);
    expect(plan.notices[0]).toMatch(/^22 new posts were written for this plan/);
    for (const post of plan.posts) {
      expect(post.length).toBeLessThanOrEqual(post.limit);
      expect(['13:00', '09:00', '08:00', '12:00']).toContain(post.local.slice(11));
    }
    expect(plan.posts[0]!.local).toBe('2026-12-07T08:00');
    expect(plan.posts[0]!.at).toBe('2026-12-07T13:00:00.000Z');
  });

  it('refuses a start more than two years ahead, before any work, and stores nothing (issue 29, F10)', async () => {
    const userId = 'f2a1c3d4-0000-4000-8000-000000000004';
    const { deps: planDeps, kit, saved } = deps(userId);
    const now = () => new Date('2026-11-29T10:00:00Z');
    const request = { days: 7, networks: ['twitter' as const], perDay: 1, timezone: 'UTC' };
    for (const start of ['9999-12-31', '2028-11-30']) {
      await expect(createPostingPlan({ ...planDeps, now }, { userId, kitId: kit.id, request: { ...request, start } })).rejects.toMatchObject({
        status: 400,
        message: 'A plan can start at most 2 years ahead: choose a date until 2028-11-29',
      });
    }
    expect(saved).toEqual([]);
    const latest = await createPostingPlan({ ...planDeps, now }, { userId, kitId: kit.id, request: { ...request, start: '2028-11-29' } });
    expect(latest.posts.at(-1)!.at.startsWith('2028-12-05')).toBe(true);
  });

  it('answers 404 for another user kit and stores nothing', async () => {
    const { deps: planDeps, kit, saved } = deps('f2a1c3d4-0000-4000-8000-000000000002');
    await expect(
      createPostingPlan(planDeps, { userId: 'f2a1c3d4-0000-4000-8000-000000000003', kitId: kit.id, request: { start: '2026-12-07', days: 7, networks: ['twitter'], perDay: 1, timezone: 'UTC' } }),
    ).rejects.toMatchObject({ status: 404, message: 'Kit not found' });
    expect(saved).toEqual([]);
  });
});

describe('calendar and CSV files', () => {
  const posts = [
    { id: 'a1', network: 'twitter' as const, at: '2026-12-01T08:00:00.000Z', text: 'Fresh rye, baked at 6 — order by noon, pick up at 4pm; "no" queue\nhttps://maras.example/ #Bakery' },
    { id: 'b2', network: 'linkedin' as const, at: '2026-12-01T11:00:00.000Z', text: `${'Long LinkedIn post with commas, semicolons; and quotes "like this". '.repeat(12)}` },
  ];

  it('writes one VEVENT per post with the network in the summary and the exact text in the description', () => {
    const ics = planToIcs({ siteName: "Mara's Bakery", timezone: 'Europe/Berlin', posts });
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics.split(/\r\n/).every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = readIcs(ics);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ SUMMARY: "Twitter post: Mara's Bakery", DTSTART: '20261201T080000Z', UID: 'a1@sitespark' });
    expect(events[0]!.DESCRIPTION).toBe(posts[0]!.text);
    expect(events[1]!.SUMMARY).toBe("LinkedIn post: Mara's Bakery");
    expect(events[1]!.DESCRIPTION).toBe(posts[1]!.text);
  });

  it('prefixes a message a spreadsheet would run as a formula with a single quote, as OWASP advises (issue 29, F2)', () => {
    const texts = ['=HYPERLINK("https://evil.example","Click")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1:A2)', '\tTabbed =1+1', '\rReturned', 'Fresh rye at 6 = a good morning', ' =spaced'];
    const hostile = texts.map((text, index) => ({ id: `f${index}`, network: 'twitter' as const, at: `2026-12-0${1 + (index % 7)}T08:00:00.000Z`, text }));
    const messages = readCsv(planToHootsuiteCsv({ siteName: 'x', timezone: 'UTC', posts: hostile })).map((row) => row[1]);
    expect(messages).toEqual([
      '\'=HYPERLINK("https://evil.example","Click")',
      '\'+1+cmd|\' /C calc\'!A0',
      '\'-2+3',
      '\'@SUM(A1:A2)',
      '\'\tTabbed =1+1',
      '\'\nReturned',
      'Fresh rye at 6 = a good morning',
      ' =spaced',
    ]);
  });

  it('leaves bidirectional controls and lone line ends out, and escapes the calendar name (issue 29, F8 and F10)', () => {
    const hostile = [{ id: 'c3', network: 'twitter' as const, at: '2026-12-01T08:00:00.000Z', text: 'Fresh\u202E rye\rX-INJECTED:1' }];
    const ics = planToIcs({ siteName: 'Evil\u202Egnp.exe, Bakery; Inc\\\r\nX-INJECTED:1', timezone: 'Europe/Berlin', posts: hostile });
    expect(ics).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/u);
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => line.startsWith('X-INJECTED'))).toEqual([]);
    expect(ics).not.toMatch(/\r(?!\n)/);
    expect(lines).toContain('X-WR-CALNAME:Evilgnp.exe\\, Bakery\\; Inc\\\\ X-INJECTED:1 posting plan');
    expect(readIcs(ics)[0]).toMatchObject({ SUMMARY: 'Twitter post: Evilgnp.exe, Bakery; Inc\\ X-INJECTED:1', DESCRIPTION: 'Fresh rye\nX-INJECTED:1' });
  });

  it("writes Hootsuite's bulk layout: date on the plan's wall clock, message, empty link; one network when asked", () => {
    const csv = planToHootsuiteCsv({ siteName: 'x', timezone: 'Europe/Berlin', posts });
    const rows = readCsv(csv);
    expect(rows).toEqual([
      ['12/01/2026 09:00', posts[0]!.text, ''],
      ['12/01/2026 12:00', posts[1]!.text, ''],
    ]);
    expect(readCsv(planToHootsuiteCsv({ siteName: 'x', timezone: 'America/New_York', posts }, 'linkedin'))).toEqual([['12/01/2026 06:00', posts[1]!.text, '']]);
  });
});
