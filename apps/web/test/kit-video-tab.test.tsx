import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Kit } from '@sitespark/contracts';
import { fixtureKitId, keptKit } from './generator-fixtures.ts';
import { makeUser, renderApp } from './render-app.tsx';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The kit with the text at a dotted path replaced, as the server answers a PATCH. */
function withText(kit: Kit, path: string, value: string): Kit {
  const copy = structuredClone(kit) as unknown as Record<string, unknown>;
  const parts = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts.at(-1)!] = value;
  return copy as unknown as Kit;
}

describe("a kept kit's Video tab", { timeout: 20_000 }, () => {
  it('edits the section texts, the voiceover script and the hook in place, with undo; a shared kit shows them read-only', async () => {
    let kit = keptKit();
    const patches: Array<{ edits: Array<{ path: string; value: string }> }> = [];
    renderApp(`/kits/${fixtureKitId}`, { user: makeUser() }, {
      answers: {
        [`/api/kits/${fixtureKitId}`]: (init) => {
          if (init?.method === 'PATCH') {
            const body = JSON.parse(String(init.body)) as { edits: Array<{ path: string; value: string }> };
            patches.push(body);
            for (const edit of body.edits) kit = withText(kit, edit.path, edit.value);
            kit = { ...kit, kit: { ...kit.kit, revision: kit.kit.revision + 1 } };
          }
          return Response.json(kit);
        },
      },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Video' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Section 2 section text' }));
    const box = screen.getByRole('textbox', { name: 'Edit Section 2 section text' });
    expect((box as HTMLTextAreaElement).value).toBe('Section text 2');
    fireEvent.change(box, { target: { value: 'Timelines everyone can follow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Timelines everyone can follow')).toBeTruthy());
    expect(patches).toEqual([{ edits: [{ path: 'videoContent.sections.1.text', value: 'Timelines everyone can follow' }] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit voiceover script' }));
    const script = screen.getByRole('textbox', { name: 'Edit voiceover script' });
    fireEvent.change(script, { target: { value: 'Meet Brightloop, the calm project tracker.' } });
    fireEvent.keyDown(script, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(screen.getByText('Meet Brightloop, the calm project tracker.')).toBeTruthy());
    expect(patches.at(-1)).toEqual({ edits: [{ path: 'videoContent.slideshowData.audioScript', value: 'Meet Brightloop, the calm project tracker.' }] });

    fireEvent.click(screen.getByRole('button', { name: 'Edit YouTube hook' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit YouTube hook' }), { target: { value: 'Stop chasing status updates' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Stop chasing status updates')).toBeTruthy());
    expect(patches.at(-1)).toEqual({ edits: [{ path: 'videoContent.platformOptimizations.0.hookLine', value: 'Stop chasing status updates' }] });
    expect(screen.getByRole('button', { name: 'Edit YouTube thumbnail text' })).toBeTruthy();

    // Undo puts the section's text back; the other edits stay.
    fireEvent.click(screen.getByRole('button', { name: 'Undo Section 2 section text' }));
    await waitFor(() => expect(screen.getByText('Section text 2')).toBeTruthy());
    expect(patches.at(-1)).toEqual({ edits: [{ path: 'videoContent.sections.1.text', value: 'Section text 2' }] });
    expect(screen.queryByRole('button', { name: 'Undo Section 2 section text' })).toBeNull();
    expect(screen.getByText('Stop chasing status updates')).toBeTruthy();
    // Video texts are edited, not regenerated (the API regenerates posts, emails, ads and website blocks).
    expect(screen.queryByRole('button', { name: 'Regenerate voiceover script' })).toBeNull();

    cleanup();
    const { kit: info, ...content } = keptKit();
    const token = 's'.repeat(43);
    renderApp(`/shared/${token}`, { signedOut: true }, {
      answers: { [`/api/shared/${token}`]: () => Response.json({ ...content, kit: { name: info.name, url: info.url, siteName: info.siteName, type: info.type, language: info.language, createdAt: info.createdAt, updatedAt: info.updatedAt } }) },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Video' }));
    expect(await screen.findByText('Section text 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
