import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Grounding, KitSummary, MusicTrack } from '@sitespark/contracts';
import { ClaimMarkers } from '../src/routes/generator/results/Grounding.tsx';
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
const unbroken = `Brightloop${'x'.repeat(300)}`;
const quote = `"Brightloop cut our reporting time from two days to twenty minutes, and our clients finally read the reports we send them every Monday morning." - Dana Reyes`;

describe('long text keeps every screen inside its viewport', { timeout: 20_000 }, () => {
  it('breaks an unbroken word anywhere and keeps grid cells inside their grid, app-wide', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../src/index.css'), 'utf8');
    expect(css).toMatch(/body\s*\{[^}]*overflow-wrap:\s*anywhere/);
    expect(css).toMatch(/:where\(\.grid\)\s*>\s*\*\s*\{\s*min-width:\s*0/);
  });

  it('wraps a claim chip (a whole testimonial "not on your site") instead of drawing it on one line', () => {
    const grounding: Grounding = {
      claims: [{ path: 'websiteCopy.testimonial', text: quote, kind: 'testimonial', source: null }],
      unsupported: 1,
      fromBrief: 0,
      summary: '0 of 1 facts in this kit come from your site; 1 is not on your site.',
    };
    render(<ClaimMarkers grounding={grounding} path="websiteCopy.testimonial" />);
    const chip = screen.getByRole('button', { name: /^Not on your site:/ });
    const text = within(chip).getByText(quote);
    expect(text.className).not.toMatch(/\btruncate\b/);
    expect(text.className).toMatch(/whitespace-normal/);
    expect(text.className).toMatch(/overflow-wrap:anywhere/);
    expect(chip.closest('li')?.className).toMatch(/\bmin-w-0\b/);
  });

  it('truncates a long kit title and address on Your kits, with each whole in its title attribute, in a one-column grid on a phone', async () => {
    const kit: KitSummary = {
      id: '5b2e8c1d-7f3a-4e6b-9c0d-000000000001',
      name: unbroken,
      url: `https://${unbroken}.example/`,
      siteName: 'Brightloop',
      type: 'SaaS',
      language: 'en',
      createdAt: new Date(Date.UTC(2026, 10, 24, 12)).toISOString(),
      thumbnail: null,
    };
    renderApp('/kits', user, { answers: { '/api/kits?limit=20': () => Response.json({ items: [kit], nextCursor: null }) } });
    const list = await screen.findByRole('list', { name: 'Kits' });
    expect(list.className).toMatch(/\bgrid-cols-1\b/);
    const title = within(list).getByText(unbroken);
    expect(title.className).toMatch(/\btruncate\b/);
    expect(title.getAttribute('title')).toBe(unbroken);
    expect(within(list).getByText(kit.url).getAttribute('title')).toBe(kit.url);
  });

  it('lets a track’s buttons wrap on a phone and shows a long track name whole in its title attribute', async () => {
    const track: MusicTrack = { id: 't1', name: unbroken, url: '/api/media/library/builtin/corporate.mp3', genre: 'Corporate', mood: 'Professional', trackId: 'long' };
    renderApp('/music-manager', user, { answers: { '/api/music': () => Response.json({ tracks: [track] }) } });
    const list = await screen.findByRole('list', { name: 'Music tracks' });
    expect(within(list).getByText(unbroken).getAttribute('title')).toBe(unbroken);
    expect(screen.getByRole('button', { name: `Preview ${unbroken}` }).parentElement?.className).toMatch(/\bflex-wrap\b/);
  });
});
