import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostingPlan, PostingPlanPost } from '@sitespark/contracts';
import { instantAt, movedTo, planRows, planWeeks, postsByDate } from '../src/routes/plans/plan-calendar.ts';
import { downloadKitLogo, noLogoAlert } from '../src/routes/generator/model/logo-download.ts';

const post = (id: string, local: string, at: string): PostingPlanPost => ({ id, network: 'twitter', at, local, text: id, origin: 'kit', kitPath: null, length: 1, limit: 280, claims: [] });

describe('the posting calendar model', () => {
  it("moves a post to another day at the same time on the plan's wall clock, across a daylight-saving change", () => {
    const before = post('a', '2026-03-27T09:00', '2026-03-27T08:00:00.000Z');
    expect(movedTo(before, '2026-03-30', 'Europe/Berlin')).toBe('2026-03-30T07:00:00.000Z');
    expect(instantAt('2026-12-01', '09:00', 'America/New_York').toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('lays a plan out in Monday-first weeks, days outside it empty, posts under their local date', () => {
    const plan = { start: '2026-12-02', days: 7, posts: [post('a', '2026-12-02T09:00', ''), post('b', '2026-12-08T12:00', ''), post('c', '2026-12-02T17:00', '')] } as unknown as PostingPlan;
    const weeks = planWeeks(plan);
    expect(weeks).toHaveLength(2);
    // 2 December 2026 is a Wednesday.
    expect(weeks[0]).toEqual([null, null, '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[1]).toEqual(['2026-12-07', '2026-12-08', null, null, null, null, null]);
    expect(postsByDate(plan).get('2026-12-02')!.map((p) => p.id)).toEqual(['a', 'c']);
  });
});

describe('Download Logo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the logo the server found, named as it says', async () => {
    const alert = vi.fn();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png', 'content-disposition': `attachment; filename="brightloop-logo.png"; filename*=UTF-8''brightloop-logo.png` } })));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:logo');
    URL.revokeObjectURL = vi.fn();
    await downloadKitLogo('0b8e5c1e-4f77-4c4b-9d55-5c0d3f1f2a10', alert);
    expect(clicked).toEqual(['brightloop-logo.png']);
    expect(alert).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it("shows the spec's alert only when the site showed no logo, and the server's message on other failures", async () => {
    const alert = vi.fn();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'No logo was found on this site' }, { status: 404 })));
    await downloadKitLogo('0b8e5c1e-4f77-4c4b-9d55-5c0d3f1f2a10', alert);
    await downloadKitLogo(null, alert);
    expect(alert.mock.calls).toEqual([[noLogoAlert], [noLogoAlert]]);
    alert.mockClear();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: "Your site's logo could not be fetched right now: The website took too long to answer" }, { status: 502 })));
    await downloadKitLogo('0b8e5c1e-4f77-4c4b-9d55-5c0d3f1f2a10', alert);
    expect(alert).toHaveBeenCalledWith("Your site's logo could not be fetched right now: The website took too long to answer");
  });
});

describe('the week view of a plan (issue 29, item 2)', () => {
  it("counts weeks from the plan's first day, so a 7-day plan from a Sunday is one full row", () => {
    expect(planRows({ start: '2026-12-06', days: 7 })).toEqual([['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']]);
    const rows = planRows({ start: '2026-12-06', days: 9 });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(['2026-12-13', '2026-12-14', null, null, null, null, null]);
  });
});
