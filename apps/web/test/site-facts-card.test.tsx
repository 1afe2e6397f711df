import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Grounding, SiteCorrection, SiteFactItem, SiteFacts } from '@sitespark/contracts';
import { ClaimMarkers } from '../src/routes/generator/results/Grounding.tsx';
import { fixtureKitId, keptKit, makeResult, makeSaved, pngFile } from './generator-fixtures.ts';
import { makeUser, renderApp } from './render-app.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = { user: makeUser() };
const factsUrl = `/api/kits/${fixtureKitId}/site-facts`;
const correctionsUrl = '/api/content/site-corrections';
const newKitId = '7c3f9d2e-8a4b-4f7c-8d1e-2b3c4d5e6f70';

const fact = (text: string, extra: Partial<SiteFactItem> = {}): SiteFactItem => ({
  target: text,
  text,
  detail: null,
  price: null,
  origin: 'site',
  page: null,
  correctionId: null,
  added: false,
  ...extra,
});

function readFacts(): SiteFacts {
  return {
    site: 'brightloop.example',
    url: 'https://brightloop.example/',
    fetched: true,
    name: fact('Brightloop', { detail: 'structured data' }),
    type: fact('SaaS'),
    types: ['SaaS', 'Agency', 'Local Service', 'Business'],
    offerings: [fact('Automated Reports', { detail: 'Reports your clients read.' }), fact('Client Portal', { detail: 'One place for clients.', price: '$12 per user / month', page: 'https://brightloop.example/pricing' })],
    place: null,
    hours: null,
    people: [],
    testimonials: [fact('Brightloop cut our weekly reporting from four hours to twenty minutes.', { detail: 'Dana Reyes' })],
    callsToAction: [fact('Start free trial')],
    pagesRead: ['https://brightloop.example/', 'https://brightloop.example/pricing'],
    removed: [],
    corrections: 0,
  };
}

type Body = { url: string; field: string; action: string; target?: string | null; value?: { text: string; detail: string | null; price: string | null } | null; replaces?: string };

/** The content service as far as the card needs it: the facts, corrected by what is posted, and withdrawn by id. */
function fakeCorrections() {
  let facts = readFacts();
  const kept = new Map<string, { body: Body; before: SiteFacts }>();
  const posted: Body[] = [];
  const withdrawn: string[] = [];
  let next = 0;
  const answers: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {
    [factsUrl]: () => Response.json(facts),
    [correctionsUrl]: (init) => {
      const body = JSON.parse(String(init?.body)) as Body;
      posted.push(body);
      if (body.value?.text === 'Refuse me') return Response.json({ message: 'A price can be at most 60 characters', code: 'VALIDATION' }, { status: 400 });
      const id = `0b6f3c52-6d1e-4f7a-9c3b-${String(++next).padStart(12, '0')}`;
      const before = facts;
      const own = { origin: 'correction' as const, correctionId: id };
      const list = body.field === 'offering' ? 'offerings' : body.field === 'person' ? 'people' : body.field === 'testimonial' ? 'testimonials' : null;
      if (list && body.action === 'set') {
        facts = { ...facts, [list]: facts[list].map((item) => (item.target === body.target ? { ...item, ...own, text: body.value!.text, detail: body.value!.detail, price: body.value!.price } : item)) };
      } else if (list && body.action === 'remove') {
        facts = { ...facts, [list]: facts[list].filter((item) => item.target !== body.target), removed: [...facts.removed, { field: body.field as 'offering', text: body.target!, correctionId: id }] };
      } else if (list && body.action === 'add') {
        facts = { ...facts, [list]: [fact(body.value!.text, { ...own, added: true, detail: body.value!.detail }), ...facts[list]] };
      }
      facts = { ...facts, corrections: facts.corrections + 1 };
      kept.set(id, { body, before });
      const correction: SiteCorrection = {
        id,
        site: 'brightloop.example',
        field: body.field as SiteCorrection['field'],
        action: body.action as SiteCorrection['action'],
        target: body.target ?? null,
        value: body.value ?? null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      };
      return Response.json(correction, { status: 201 });
    },
  };
  const idOf = (n: number) => `0b6f3c52-6d1e-4f7a-9c3b-${String(n).padStart(12, '0')}`;
  // Withdrawing a correction puts the facts back as they were before it (enough for one undo at a time).
  for (let n = 1; n <= 10; n++) {
    answers[`${correctionsUrl}/${idOf(n)}`] = () => {
      withdrawn.push(idOf(n));
      facts = { ...kept.get(idOf(n))!.before, corrections: facts.corrections - 1 };
      return new Response(null, { status: 204 });
    };
  }
  return { answers, posted, withdrawn, idOf };
}

async function openCard() {
  const card = await screen.findByRole('region', { name: 'What we read from your site' }, { timeout: 30_000 });
  expect(within(card).getByText(/Brightloop \(name from the og:site_name tag\) · SaaS · 2 offerings/)).toBeTruthy();
  const toggle = within(card).getByRole('button', { name: 'Check what we read' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(within(card).getByRole('button', { name: 'Hide what we read' }).getAttribute('aria-expanded')).toBe('true');
  return card;
}

describe('What we read from your site', { timeout: 60_000 }, () => {
  it('edits a fact, removes one and undoes it, adds one, and regenerates the kept kit with the corrections', async () => {
    const server = fakeCorrections();
    const generated: unknown[] = [];
    const kit = keptKit();
    const { callsTo } = renderApp(`/kits/${fixtureKitId}`, user, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: () => Response.json(kit),
        [`/api/kits/${newKitId}`]: () => Response.json({ ...kit, kit: { ...kit.kit, id: newKitId } }),
        '/api/marketing/generate': (init) => {
          generated.push(JSON.parse(String(init?.body)));
          return Response.json({ ...makeResult(), kitId: newKitId });
        },
        ...server.answers,
      },
    });
    // Nothing is fetched until the owner opens the card.
    // The results load lazily: the first render of a file pays for it.
    await screen.findByRole('region', { name: 'What we read from your site' }, { timeout: 30_000 });
    expect(callsTo(factsUrl)).toHaveLength(0);
    const card = await openCard();

    const offerings = await within(card).findByRole('region', { name: 'Offerings' });
    expect(within(offerings).getByText('Client Portal')).toBeTruthy();
    expect(within(offerings).getByText('· $12 per user / month')).toBeTruthy();
    expect(within(offerings).getByText('Read on /pricing')).toBeTruthy();
    expect(within(card).getByText('From structured data')).toBeTruthy();
    expect(within(within(card).getByRole('region', { name: 'People' })).getByText('No people read from your site.')).toBeTruthy();
    expect(within(within(card).getByRole('region', { name: 'Pages read' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://brightloop.example/',
      'https://brightloop.example/pricing',
    ]);
    const regenerate = within(card).getByRole('button', { name: 'Regenerate with my corrections' }) as HTMLButtonElement;
    expect(regenerate.disabled).toBe(true);

    // Edit a fact: the form starts from what was read; Escape leaves it, and focus goes back to Edit.
    const edit = within(offerings).getByRole('button', { name: 'Edit offering “Client Portal”' });
    fireEvent.click(edit);
    let form = within(card).getByRole('form', { name: 'Correct offering “Client Portal”' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    fireEvent.keyDown(within(form).getByLabelText('Name'), { key: 'Escape' });
    expect(within(card).queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(offerings).getByRole('button', { name: 'Edit offering “Client Portal”' })));
    fireEvent.click(within(offerings).getByRole('button', { name: 'Edit offering “Client Portal”' }));
    form = within(card).getByRole('form', { name: 'Correct offering “Client Portal”' });
    expect((within(form).getByLabelText('Price (optional)') as HTMLInputElement).value).toBe('$12 per user / month');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Client Hub' } });
    fireEvent.change(within(form).getByLabelText('Price (optional)'), { target: { value: '$9 per user / month' } });
    fireEvent.submit(form);
    expect(await within(offerings).findByText('Client Hub')).toBeTruthy();
    expect(server.posted[0]).toEqual({
      url: 'https://brightloop.example/',
      field: 'offering',
      action: 'set',
      target: 'Client Portal',
      value: { text: 'Client Hub', detail: 'One place for clients.', price: '$9 per user / month' },
    });
    expect(within(offerings).getByText('Your correction')).toBeTruthy();
    expect(within(card).getByRole('status', { name: '' }).textContent ?? '').toContain('Saved: the next kit of brightloop.example uses it.');
    await waitFor(() => expect(regenerate.disabled).toBe(false));

    // Remove one, and undo it from the message, which takes the focus.
    const testimonials = within(card).getByRole('region', { name: 'Testimonials' });
    fireEvent.click(within(testimonials).getByRole('button', { name: /^Remove testimonial “Brightloop cut our weekly/ }));
    await waitFor(() => expect(within(testimonials).getByText('No testimonials read from your site.')).toBeTruthy());
    expect(server.posted[1]).toEqual({ url: 'https://brightloop.example/', field: 'testimonial', action: 'remove', target: 'Brightloop cut our weekly reporting from four hours to twenty minutes.' });
    const removedList = within(card).getByRole('region', { name: 'Removed by you' });
    expect(within(removedList).getByRole('button', { name: /^Restore testimonial/ })).toBeTruthy();
    const undo = await within(card).findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(document.activeElement).toBe(undo));
    fireEvent.click(undo);
    expect(await within(testimonials).findByText('“Brightloop cut our weekly reporting from four hours to twenty minutes.”')).toBeTruthy();
    expect(server.withdrawn).toEqual([server.idOf(2)]);
    expect(within(card).queryByRole('region', { name: 'Removed by you' })).toBeNull();

    // Add one.
    const people = within(card).getByRole('region', { name: 'People' });
    fireEvent.click(within(people).getByRole('button', { name: 'Add a person' }));
    form = within(card).getByRole('form', { name: 'Add a person' });
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Maya Chen' } });
    fireEvent.change(within(form).getByLabelText('Role (optional)'), { target: { value: 'Founder' } });
    fireEvent.click(save);
    expect(await within(people).findByText('Maya Chen')).toBeTruthy();
    expect(within(people).getByText('Added by you')).toBeTruthy();
    expect(server.posted[2]).toEqual({ url: 'https://brightloop.example/', field: 'person', action: 'add', value: { text: 'Maya Chen', detail: 'Founder', price: null } });

    // A refused correction says why and keeps the form.
    fireEvent.click(within(card).getByRole('button', { name: 'Add a call to action' }));
    form = within(card).getByRole('form', { name: 'Add a call to action' });
    fireEvent.change(within(form).getByLabelText('Label'), { target: { value: 'Refuse me' } });
    fireEvent.submit(form);
    expect((await within(card).findByRole('alert')).textContent).toContain('A price can be at most 60 characters');
    expect(within(card).getByRole('form', { name: 'Add a call to action' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    // Regenerate: a new kit from the same page, snippets and brief, without a campaign edit.
    fireEvent.click(within(card).getByRole('button', { name: 'Regenerate with my corrections' }));
    await waitFor(() => expect(generated).toHaveLength(1));
    expect(generated[0]).toEqual({ url: 'https://brightloop.example/', customPrompt: '', targetAudience: '', includeVideo: true, siteSnips: [], writeWithoutPage: false });
    await waitFor(() => expect(window.location.pathname).toBe(`/kits/${newKitId}`));
  });

  it('says when what was read cannot be loaded, and tries again', async () => {
    let fail = true;
    renderApp(`/kits/${fixtureKitId}`, user, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: () => Response.json(keptKit()),
        [factsUrl]: () => (fail ? Response.json({ message: 'The content service is unavailable.' }, { status: 503 }) : Response.json(readFacts())),
      },
    });
    const card = await openCard();
    expect((await within(card).findByRole('alert')).textContent).toContain('The content service is unavailable.');
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('region', { name: 'Offerings' })).toBeTruthy();
  });

  it('regenerates a fresh kit in the generator with the same request', async () => {
    const bodies: unknown[] = [];
    renderApp('/create', user, {
      answers: {
        '/api/saved-snippets': () => Response.json(makeSaved(0)),
        '/api/music': () => Response.json({ tracks: [] }),
        '/api/marketing/generate': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return Response.json({ ...makeResult(), kitId: bodies.length === 1 ? fixtureKitId : newKitId });
        },
        ...fakeCorrections().answers,
      },
    });
    fireEvent.change(await screen.findByLabelText('Description for snippet 1'), { target: { value: 'Home page hero' } });
    fireEvent.change(screen.getByLabelText('Image for snippet 1'), { target: { files: [pngFile('home.png')] } });
    await screen.findByAltText('Home page hero');
    fireEvent.change(screen.getByRole('textbox', { name: 'Website URL' }), { target: { value: 'https://brightloop.example' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Marketing Content/ }));
    const card = await openCard();
    const offerings = await within(card).findByRole('region', { name: 'Offerings' });
    fireEvent.click(within(offerings).getByRole('button', { name: 'Remove offering “Automated Reports”' }));
    await waitFor(() => expect(within(offerings).queryByText('Automated Reports')).toBeNull());
    const regenerate = within(card).getByRole('button', { name: 'Regenerate with my corrections' }) as HTMLButtonElement;
    await waitFor(() => expect(regenerate.disabled).toBe(false));
    fireEvent.click(regenerate);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual(bodies[0]);
    // The new kit replaces the old one on the page, its card closed until opened.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check what we read' })).toBeTruthy());
  });

  it("marks a fact the owner corrected as from their correction, never from the site", () => {
    const grounding: Grounding = {
      claims: [
        { path: 'websiteCopy.hero', text: 'Client Hub', kind: 'feature', source: { text: 'Client Hub', where: 'your correction' } },
        { path: 'websiteCopy.hero', text: 'Automated Reports', kind: 'feature', source: { text: 'Automated Reports', where: 'heading' } },
      ],
      unsupported: 0,
      fromBrief: 0,
      fromCorrections: 1,
      summary: '1 of 2 facts in this kit come from your site, 1 from your corrections.',
    };
    render(<ClaimMarkers grounding={grounding} path="websiteCopy.hero" />);
    const chip = screen.getByRole('button', { name: /From your correction:\s*Client Hub/ });
    expect(document.getElementById(chip.getAttribute('aria-describedby') ?? '')?.textContent).toContain('your correction of what we read');
    expect(screen.queryByRole('button', { name: /From your site:\s*Client Hub/ })).toBeNull();
    expect(screen.getByText('Facts here: 1 from your site, 1 from your corrections')).toBeTruthy();
  });
});
