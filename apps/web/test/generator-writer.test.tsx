import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { KitWriter } from '@sitespark/contracts';
import { createQueryClient } from '../src/api/query-client.ts';
import { Toaster } from '../src/components/ui/Toaster.tsx';
import { ResultsView } from '../src/routes/generator/results/ResultsView.tsx';
import { makeResult } from './generator-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const explanation = "The model could not write this part; SiteSpark's built-in writer wrote it from your site's facts.";
const adsNotice = 'The model did not answer in time, so the built-in writer wrote your ads.';

function renderResults(writer: KitWriter) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response('', { status: 404 })));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster>
        <ResultsView result={makeResult({ video: false, writer })} snippets={[]} onGenerateNew={() => {}} />
      </Toaster>
    </QueryClientProvider>,
  );
}

function badge(): HTMLElement | null {
  return screen.queryByRole('button', { name: 'Written by the built-in writer' });
}

async function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }));
  await screen.findByRole('tabpanel', { name });
}

describe('who wrote the kit', { timeout: 20_000 }, () => {
  it('says when the built-in writer wrote a section the model could not, in the notes and on that tab', async () => {
    renderResults({
      model: 'test-model',
      sections: { social: 'model', email: 'model', ads: 'builtin', website: 'model', intel: 'model' },
      notices: [adsNotice],
      usage: { model: 'test-model', inputTokens: 5120, outputTokens: 1840, latencyMs: 8200, calls: 6, outcome: 'partial' },
    });
    const note = screen.getByRole('note', { name: 'About the writer' });
    expect(note.className).toContain('amber');
    expect(within(note).getByText('Partly written by the built-in writer, not test-model')).toBeTruthy();
    expect(within(note).getByRole('listitem').textContent).toBe(adsNotice);
    expect(screen.queryByText(/^Written by test-model/)).toBeNull();

    // Social Media is open first: the model wrote the posts.
    expect(screen.getByRole('tab', { name: 'Social Media' }).getAttribute('aria-selected')).toBe('true');
    expect(badge()).toBeNull();

    await openTab('Ads');
    const marker = badge();
    expect(marker).toBeTruthy();
    marker?.focus();
    expect(document.activeElement).toBe(marker);
    const tip = document.getElementById(marker?.getAttribute('aria-describedby') ?? '');
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toBe(explanation);
    expect(tip?.className).toContain('group-focus-within:block');

    await openTab('Email');
    expect(badge()).toBeNull();
  });

  it('shows one quiet line with the model and its usage when the model wrote everything', () => {
    renderResults({
      model: 'gpt-4o-mini',
      sections: { social: 'model', email: 'model', ads: 'model', website: 'model', intel: 'model' },
      notices: [],
      usage: { model: 'gpt-4o-mini', inputTokens: 5120, outputTokens: 1840, latencyMs: 8200, calls: 5, outcome: 'model' },
    });
    expect(screen.getByText('Written by gpt-4o-mini · 5,120 tokens in, 1,840 out · 8.2 s')).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'About the writer' })).toBeNull();
    expect(badge()).toBeNull();
  });

  it('says nothing new when the built-in writer is the configured writer', async () => {
    renderResults({
      model: null,
      sections: { social: 'builtin', email: 'builtin', ads: 'builtin', website: 'builtin', intel: 'builtin' },
      notices: [],
      usage: null,
    });
    expect(screen.queryByRole('note', { name: 'About the writer' })).toBeNull();
    expect(screen.queryByText(/^Written by /)).toBeNull();
    expect(badge()).toBeNull();
    for (const tab of ['Email', 'Ads', 'Website', 'Viral AI', 'Intelligence']) {
      await openTab(tab);
      expect(badge()).toBeNull();
    }
  });
});
