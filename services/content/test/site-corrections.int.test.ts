import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeneratedKit, SiteCorrection, SiteCorrectionList, SiteFacts, siteCorrectionLimits } from '@sitespark/contracts';
import { buildTestService, createTestInfra, type TestInfra, type TestService } from '@sitespark/service-kit/testing';
import type { ContentConfig } from '../src/config.ts';
import { contentService } from '../src/index.ts';
import { dataUrl, fixtureHtml, solidPng, startFixtureServer, type FixtureServer } from './support/fixture-site.ts';

let infra: TestInfra;
let content: TestService<ContentConfig>;
let site: FixtureServer;
let snippetImage: string;

beforeAll(async () => {
  infra = await createTestInfra('content-site-corrections');
  site = await startFixtureServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(fixtureHtml());
  });
  content = await buildTestService(contentService, infra, { FETCH_ALLOW_PRIVATE_HOSTS: site.hostPort, CONTENT_COMPUTE_THREADS: '0' });
  snippetImage = dataUrl(await solidPng('#0e7c66'));
}, 60_000);

afterAll(async () => {
  await content?.close();
  await site?.close();
  await infra?.cleanup();
});

type Method = 'GET' | 'POST' | 'DELETE';
function call(userId: string, method: Method, url: string, payload?: unknown) {
  return content.app.inject({ method, url, headers: content.as(userId), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function generate(userId: string, extra: Record<string, unknown> = {}): Promise<GeneratedKit> {
  const response = await call(userId, 'POST', '/api/marketing/generate', {
    url: `${site.url}/`,
    siteSnips: [{ image: snippetImage, description: 'Dashboard with project timelines' }],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return GeneratedKit.parse(response.json());
}

async function correct(userId: string, correction: Record<string, unknown>): Promise<SiteCorrection> {
  const response = await call(userId, 'POST', '/api/content/site-corrections', { url: `${site.url}/pricing`, ...correction });
  expect(response.statusCode, response.body).toBe(201);
  return SiteCorrection.parse(response.json());
}

const listOf = async (userId: string) => SiteCorrectionList.parse((await call(userId, 'GET', `/api/content/site-corrections?url=${encodeURIComponent(`${site.url}/`)}`)).json());
const factsOf = async (userId: string, kitId: string) => SiteFacts.parse((await call(userId, 'GET', `/api/kits/${kitId}/site-facts`)).json());

describe('the owner corrects what was read, and SiteSpark remembers', () => {
  it('keeps corrections per site and user, shows them on the card, and writes the next kit and video of the site with them', async () => {
    const owner = randomUUID();
    const first = await generate(owner);
    const read = await factsOf(owner, first.kitId);
    expect(read).toMatchObject({ site: site.hostPort, fetched: true, name: { text: 'Brightloop', origin: 'site', detail: 'structured data' }, type: { text: 'SaaS' }, corrections: 0 });
    expect(read.offerings.map((o) => o.text)).toEqual(['Real-time Collaboration', 'Automated Reports', 'Smart Scheduling', 'Client Portal', 'Starter']);
    expect(read.offerings.at(-1)).toMatchObject({ text: 'Starter', price: '$12 per user / month' });
    expect(read.testimonials).toEqual([expect.objectContaining({ text: 'Brightloop cut our weekly reporting from four hours to twenty minutes.', detail: 'Dana Reyes, Northwind Studio' })]);
    expect(read.callsToAction.map((c) => c.text)).toContain('Start free trial');
    expect(read.pagesRead[0]).toBe(`${site.url}/`);
    expect(read.types).toContain('Local Service');

    const name = await correct(owner, { field: 'name', action: 'set', value: { text: '  Brightloop\u202e Analytics ' } });
    expect(name).toMatchObject({ site: site.hostPort, field: 'name', action: 'set', target: null, value: { text: 'Brightloop Analytics', detail: null, price: null } });
    const removal = await correct(owner, { field: 'offering', action: 'remove', target: 'Client Portal' });
    await correct(owner, { field: 'offering', action: 'add', value: { text: 'Time Tracking', detail: 'Track every hour against the project it belongs to.', price: '$5 per user / month' } });
    await correct(owner, { field: 'person', action: 'add', value: { text: 'Maya Chen', detail: 'Founder' } });
    await correct(owner, { field: 'place', action: 'set', value: { text: 'Leeds' } });
    await correct(owner, { field: 'hours', action: 'set', value: { text: 'Support Mon–Fri 9–17\n\n Sat 10–14 ' } });

    const list = await listOf(owner);
    expect(list.site).toBe(site.hostPort);
    expect(list.items.map((c) => `${c.field}:${c.action}`)).toEqual(['name:set', 'offering:remove', 'offering:add', 'person:add', 'place:set', 'hours:set']);
    expect(list.items.find((c) => c.field === 'hours')?.value?.text).toBe('Support Mon–Fri 9–17\nSat 10–14');

    // A later correction of the same fact replaces the earlier one.
    await correct(owner, { field: 'place', action: 'set', value: { text: 'Leeds, UK' } });
    expect((await listOf(owner)).items.filter((c) => c.field === 'place').map((c) => c.value?.text)).toEqual(['Leeds, UK']);

    // The card of the kit already made shows the facts as corrected, and what was removed.
    const card = await factsOf(owner, first.kitId);
    expect(card.name).toMatchObject({ text: 'Brightloop Analytics', origin: 'correction', detail: 'your correction', correctionId: name.id });
    expect(card.offerings.map((o) => o.text)).toEqual(['Time Tracking', 'Real-time Collaboration', 'Automated Reports', 'Smart Scheduling', 'Starter']);
    expect(card.offerings[0]).toMatchObject({ origin: 'correction', added: true, price: '$5 per user / month' });
    expect(card.people).toEqual([expect.objectContaining({ text: 'Maya Chen', detail: 'Founder', origin: 'correction' })]);
    expect(card.place).toMatchObject({ text: 'Leeds, UK', origin: 'correction' });
    expect(card.hours?.text).toBe('Support Mon–Fri 9–17\nSat 10–14');
    expect(card.removed).toEqual([{ field: 'offering', text: 'Client Portal', correctionId: removal.id }]);
    expect(card.corrections).toBe(6);

    // The next kit of the site is written with them, video included; what the owner said is cited as theirs.
    const next = await generate(owner, { includeVideo: true });
    expect(next.websiteAnalysis.name).toBe('Brightloop Analytics');
    expect(next.analysisReport.nameSource).toBe('your correction');
    expect(next.websiteAnalysis.features).not.toContain('Client Portal');
    expect(next.websiteAnalysis.features).toContain('Time Tracking');
    expect(JSON.stringify(next.videoContent)).toContain('Brightloop Analytics');
    expect(JSON.stringify(next)).not.toMatch(/Client Portal/);
    const owners = next.grounding.claims.filter((claim) => claim.source?.where === 'your correction');
    expect(owners.length).toBeGreaterThan(0);
    expect(next.grounding.fromCorrections).toBe(owners.length);
    expect(next.grounding.summary).toContain(`${owners.length} from your corrections`);
    for (const claim of next.grounding.claims.filter((c) => /Time Tracking|\$5\b|Leeds/.test(c.text))) expect(claim.source?.where, claim.text).toBe('your correction');
    const nextCard = await factsOf(owner, next.kitId);
    expect(nextCard.removed.map((r) => r.text)).toEqual(['Client Portal']);

    // Withdrawing the removal brings the offering back, on the card and in the kit after.
    expect((await call(owner, 'DELETE', `/api/content/site-corrections/${removal.id}`)).statusCode).toBe(204);
    expect((await factsOf(owner, next.kitId)).offerings.map((o) => o.text)).toContain('Client Portal');
    expect((await call(owner, 'DELETE', `/api/content/site-corrections/${removal.id}`)).statusCode).toBe(404);
    expect((await generate(owner)).websiteAnalysis.features).toContain('Client Portal');

    // Editing an added offering replaces it.
    const added = (await listOf(owner)).items.find((c) => c.action === 'add' && c.field === 'offering')!;
    const renamed = await correct(owner, { field: 'offering', action: 'add', value: { text: 'Timesheets', detail: null, price: '$5 per user / month' }, replaces: added.id });
    const offerings = (await listOf(owner)).items.filter((c) => c.field === 'offering');
    expect(offerings.map((c) => c.id)).toEqual([renamed.id]);

    // Another user's kit of the same site is written as read.
    const stranger = randomUUID();
    const theirs = await generate(stranger);
    expect(theirs.websiteAnalysis.name).toBe('Brightloop');
    expect(theirs.websiteAnalysis.features).toContain('Client Portal');
    expect(theirs.grounding.fromCorrections ?? 0).toBe(0);
    expect((await listOf(stranger)).items).toEqual([]);
    expect((await call(stranger, 'GET', `/api/kits/${first.kitId}/site-facts`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/content/site-corrections/${name.id}`)).statusCode).toBe(404);
    expect((await listOf(owner)).items.map((c) => c.id)).toContain(name.id);
  }, 120_000);

  it('answers bad input with a clear 4xx and keeps nothing', async () => {
    const owner = randomUUID();
    const url = `${site.url}/`;
    const cases: Array<[unknown, number, RegExp]> = [
      [{ url: 'not a url', field: 'name', action: 'set', value: { text: 'X' } }, 400, /valid URL/],
      [{ url: 'ftp://files.example/', field: 'name', action: 'set', value: { text: 'X' } }, 400, /valid URL/],
      [{ url, field: 'colour', action: 'set', value: { text: 'X' } }, 400, /must be one of/],
      [{ url, field: 'name', action: 'rename', value: { text: 'X' } }, 400, /must be one of/],
      [{ url, field: 'name', action: 'add', value: { text: 'X' } }, 400, /only one name/],
      [{ url, field: 'name', action: 'remove' }, 400, /cannot be removed/],
      [{ url, field: 'offering', action: 'remove' }, 400, /Say which offering/],
      [{ url, field: 'offering', action: 'remove', target: ' \u0000 ' }, 400, /Say which offering/],
      [{ url, field: 'offering', action: 'add', target: 'Client Portal', value: { text: 'X' } }, 400, /names a target/],
      [{ url, field: 'offering', action: 'add' }, 400, /Give the corrected offering/],
      [{ url, field: 'offering', action: 'remove', target: 'Client Portal', value: { text: 'X' } }, 400, /carries no value/],
      [{ url, field: 'person', action: 'add', value: { text: 'Maya', price: '$5' } }, 400, /Only an offering has a price/],
      [{ url, field: 'place', action: 'set', value: { text: 'Leeds', detail: 'north' } }, 400, /has no description/],
      [{ url, field: 'name', action: 'set', value: { text: 'x'.repeat(121) } }, 400, /at most 120 characters/],
      [{ url, field: 'testimonial', action: 'add', value: { text: 'x'.repeat(1001) } }, 400, /1000|too big|at most/i],
      [{ url, field: 'offering', action: 'add', value: { text: 'Tea', price: 'x'.repeat(61) } }, 400, /at most 60 characters/],
      [{ url, field: 'name', action: 'set', value: { text: '\u0000\u202e \u0007' } }, 400, /Write the business's name/],
      [{ url, field: 'type', action: 'set', value: { text: 'Spaceship' } }, 400, /type must be one of/],
      [{ url, field: 'name', action: 'set', value: { text: 'X' }, replaces: 'nope' }, 400, /Correction not found/],
      [{ url, field: 'name', action: 'set', value: { text: 'X' }, replaces: randomUUID() }, 404, /Correction not found/],
      [{ url, field: 'name', action: 'set', value: 'X' }, 400, /./],
      [{ url, field: 'name', action: 'set', value: { text: 42 } }, 400, /./],
      [[], 400, /./],
      ['plain text', 415, /./],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(owner, 'POST', '/api/content/site-corrections', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(response.json().message, JSON.stringify(payload).slice(0, 120)).toMatch(message);
    }
    expect((await listOf(owner)).items).toEqual([]);
    expect((await call(owner, 'GET', '/api/content/site-corrections')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/content/site-corrections?url=javascript:alert(1)')).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', '/api/content/site-corrections/nope')).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/kits/${randomUUID()}/site-facts`)).statusCode).toBe(404);

    // Text that PostgreSQL cannot store, or that would reorder what is shown, is cleaned rather than refused.
    const odd = await correct(owner, { field: 'testimonial', action: 'add', value: { text: 'Great \ud800team\u202e!', detail: 'Ana\u0000' } });
    expect(odd.value).toEqual({ text: 'Great team!', detail: 'Ana', price: null });
  }, 60_000);

  it(`keeps at most ${siteCorrectionLimits.perSite} corrections of one site, and a fix of a kept one past the limit`, async () => {
    const owner = randomUUID();
    for (let i = 0; i < siteCorrectionLimits.perSite; i++) await correct(owner, { field: 'callToAction', action: 'add', value: { text: `Call us ${i}` } });
    const refused = await call(owner, 'POST', '/api/content/site-corrections', { url: `${site.url}/`, field: 'name', action: 'set', value: { text: 'One too many' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/the most one site keeps/);
    await correct(owner, { field: 'callToAction', action: 'add', value: { text: 'call us 0!' } });
    expect((await listOf(owner)).items).toHaveLength(siteCorrectionLimits.perSite);
    // Another site of the same user is not counted against this one.
    const other = await call(owner, 'POST', '/api/content/site-corrections', { url: 'https://another-site.example/', field: 'name', action: 'set', value: { text: 'Other' } });
    expect(other.statusCode).toBe(201);
  }, 60_000);
});
