import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../src/api/query-client.ts';
import { Toaster } from '../src/components/ui/Toaster.tsx';
import { VideoStudioSection } from '../src/routes/generator/video/VideoStudioSection.tsx';
import { makeResult, musicTracks } from './generator-fixtures.ts';

/** Records what the player does with its background music. */
class FakeAudio {
  static made: FakeAudio[] = [];
  src: string;
  loop = false;
  volume = 1;
  currentTime = 0;
  preload = '';
  playing = false;
  constructor(src: string) {
    this.src = src;
    FakeAudio.made.push(this);
  }
  play() {
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
  removeAttribute() {
    this.src = '';
  }
}

/** The browser's EventSource as the render job's stream drives it: the test emits the server's events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.OPEN;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(url: string, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    if (this.closed) return;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

function renderStudio(answers: Record<string, Answer> = {}) {
  const table: Record<string, Answer> = { '/api/music': () => Response.json({ tracks: musicTracks }), ...answers };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const answer = table[String(input)];
    return answer ? answer(init) : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const result = makeResult({ video: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster>
        <VideoStudioSection video={result.videoContent!} websiteAnalysis={result.websiteAnalysis} />
      </Toaster>
    </QueryClientProvider>,
  );
  return { fetchMock, result };
}

const slideLabel = () => screen.getByRole('group', { name: /^Slideshow preview/ }).getAttribute('aria-label');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  FakeAudio.made = [];
  FakeEventSource.opened = [];
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AI Video Studio', { timeout: 20_000 }, () => {
  it('plays one slide every 5500 ms divided by the speed, cycling both ways', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderStudio();
    expect(screen.getByRole('heading', { name: 'AI Video Studio' })).toBeTruthy();
    expect(slideLabel()).toBe('Slideshow preview, slide 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slideLabel()).toBe('Slideshow preview, slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slideLabel()).toBe('Slideshow preview, slide 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await advance(5400);
    expect(slideLabel()).toBe('Slideshow preview, slide 1 of 3');
    const progress = Number(screen.getByRole('progressbar', { name: 'Slide progress' }).getAttribute('aria-valuenow'));
    expect(progress).toBeGreaterThan(90);
    await advance(150);
    expect(slideLabel()).toBe('Slideshow preview, slide 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: '2x' }));
    expect(screen.getByRole('button', { name: '2x' }).getAttribute('aria-pressed')).toBe('true');
    await advance(2800);
    expect(slideLabel()).toBe('Slideshow preview, slide 3 of 3');
    await advance(2800);
    expect(slideLabel()).toBe('Slideshow preview, slide 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: '0.5x' }));
    await advance(10_900);
    expect(slideLabel()).toBe('Slideshow preview, slide 1 of 3');
    await advance(200);
    expect(slideLabel()).toBe('Slideshow preview, slide 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to first slide' }));
    expect(slideLabel()).toBe('Slideshow preview, slide 1 of 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    await advance(12_000);
    expect(slideLabel()).toBe('Slideshow preview, slide 1 of 3');
  });

  it('moves with the keyboard on the focused player', () => {
    renderStudio();
    const player = screen.getByRole('group', { name: /^Slideshow preview/ });
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(slideLabel()).toBe('Slideshow preview, slide 3 of 3');
    fireEvent.keyDown(player, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('loops the music at volume 0.3 only while playing with music on, and rewinds it on reset', async () => {
    renderStudio();
    const select = (await screen.findByRole('option', { name: /Neon Circuit/ })).closest('select') as HTMLSelectElement;
    expect(select.value).toBe('t2');
    const audio = FakeAudio.made.at(-1)!;
    expect(audio.src).toBe('/api/media/library/electronic.mp3');
    expect(audio.loop).toBe(true);
    expect(audio.volume).toBe(0.3);
    expect(audio.playing).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(audio.playing).toBe(true));
    fireEvent.click(screen.getByRole('switch', { name: 'Background music' }));
    await waitFor(() => expect(audio.playing).toBe(false));
    fireEvent.click(screen.getByRole('switch', { name: 'Background music' }));
    await waitFor(() => expect(audio.playing).toBe(true));

    fireEvent.change(select, { target: { value: 't1' } });
    const replaced = FakeAudio.made.at(-1)!;
    expect(replaced).not.toBe(audio);
    expect(replaced.src).toBe('/api/media/library/corporate.mp3');
    expect(audio.playing).toBe(false);
    await waitFor(() => expect(replaced.playing).toBe(true));

    replaced.currentTime = 12;
    fireEvent.click(screen.getByRole('button', { name: 'Reset to first slide' }));
    expect(replaced.currentTime).toBe(0);
    await waitFor(() => expect(replaced.playing).toBe(false));
  });

  it('opens the music library in a new tab', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderStudio();
    fireEvent.click(screen.getByRole('button', { name: 'View Music Library' }));
    expect(open).toHaveBeenCalledWith('/music-manager', '_blank', 'noopener,noreferrer');
  });

  it('edits a slide overlay within the spec bounds and cuts the preview text at 50 characters', async () => {
    renderStudio();
    fireEvent.click(screen.getByRole('button', { name: 'Edit text of slide 2' }));
    const editor = await screen.findByRole('dialog', { name: 'Text Overlay Editor - Slide 2' });
    const text = within(editor).getByLabelText('Text') as HTMLTextAreaElement;
    expect(text.maxLength).toBe(100);
    const attributes = (label: string) => {
      const input = within(editor).getByLabelText(label) as HTMLInputElement;
      return [input.min, input.max, input.step].map(Number);
    };
    expect(attributes('Font size')).toEqual([20, 80, 2]);
    expect(attributes('Background opacity')).toEqual([0, 1, 0.1]);
    expect(attributes('Padding')).toEqual([10, 50, 5]);
    expect(attributes('Corner radius')).toEqual([0, 30, 2]);
    expect(within(within(editor).getByLabelText('Font')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Arial',
      'Inter',
      'Georgia',
      'Times New Roman',
      'Courier New',
      'Impact',
      'Comic Sans',
    ]);
    expect(within(editor).getByLabelText('Text color picker')).toBeTruthy();

    const longText = 'Brightloop turns every project update into a report your clients love to read';
    fireEvent.change(text, { target: { value: longText } });
    expect(within(editor).getByText(`${longText.length}/100`)).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Background color'), { target: { value: 'not-a-colour!' } });
    expect(within(editor).getByText('Please enter a valid color')).toBeTruthy();
    expect((within(editor).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText('Background color'), { target: { value: '#112233' } });
    fireEvent.change(within(editor).getByLabelText('Font size'), { target: { value: '64' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    const overlay = screen.getByTestId('slide-overlay');
    // At most 50 characters, cut where a word ends, never inside one.
    expect(overlay.textContent).toBe('Brightloop turns every project update into a…');
    // 64 px on the 1920-wide export frame, scaled to the preview's width.
    expect(Number(/([\d.]+)cqw/.exec(overlay.style.fontSize)?.[1])).toBeCloseTo((64 * 100) / 1920, 5);
    expect(overlay.style.backgroundColor).toBe('rgba(17, 34, 51, 0.9)');
  });

  it('exports the slideshow as MP4 and reports success', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.getAttribute('href') ?? '');
    });
    let finish: (response: Response) => void = () => {};
    const { fetchMock, result } = renderStudio({ '/api/export-video': () => new Promise<Response>((resolve) => (finish = resolve)) });
    await screen.findByRole('option', { name: /Neon Circuit/ });
    fireEvent.click(screen.getByRole('button', { name: 'Export to MP4' }));
    expect(((await screen.findByRole('button', { name: /Exporting/ })) as HTMLButtonElement).disabled).toBe(true);

    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/export-video');
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body.screenshots).toEqual(result.videoContent?.slideshowData.screenshots);
    expect(body.textOverlays).toEqual(result.videoContent?.slideshowData.textOverlays);
    expect(body.selectedMusicTrack).toEqual(musicTracks[1]);
    expect(body.websiteAnalysis.name).toBe('Brightloop');

    finish(Response.json({ success: true, videoUrl: '/api/media/videos/u/v.mp4?download=Brightloop%20slideshow.mp4' }));
    // The spec's success text, in an in-app alert dialog that takes the focus, never the browser's alert.
    const notice = await screen.findByRole('alertdialog', { name: 'Video exported successfully! Download started.' });
    await waitFor(() => expect(document.activeElement).toBe(within(notice).getByRole('button', { name: 'OK' })));
    expect(alert).not.toHaveBeenCalled();
    expect(downloads).toEqual(['/api/media/videos/u/v.mp4?download=Brightloop%20slideshow.mp4']);
    fireEvent.keyDown(notice, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const exportButton = screen.getByRole('button', { name: 'Export to MP4' }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(exportButton));
  });

  it("shows the export job's stage and percent from its event stream, then downloads the MP4", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.getAttribute('href') ?? '');
    });
    let finish: (response: Response) => void = () => {};
    const { fetchMock } = renderStudio({ '/api/export-video': () => new Promise<Response>((resolve) => (finish = resolve)) });
    await screen.findByRole('option', { name: /Neon Circuit/ });
    fireEvent.click(screen.getByRole('button', { name: 'Export to MP4' }));
    await screen.findByRole('button', { name: /Exporting/ });

    // The export carries the job id the browser chose, and the browser follows that job's events.
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/export-video');
    const jobId = new Headers(call?.[1]?.headers).get('x-render-job-id');
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    const stream = FakeEventSource.opened.find((source) => source.url === `/api/render/jobs/${jobId}/events`);
    expect(stream?.withCredentials).toBe(true);
    expect(screen.queryByRole('progressbar', { name: 'MP4 export progress' })).toBeNull();

    act(() => stream?.emit('progress', { type: 'progress', percent: 3, stage: 'Reading the slides' }));
    const bar = await screen.findByRole('progressbar', { name: 'MP4 export progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByText('Reading the slides…')).toBeTruthy();

    act(() => stream?.emit('progress', { type: 'progress', percent: 47.6, stage: 'Rendering video' }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('48'));
    expect(bar.getAttribute('aria-valuetext')).toBe('48%: Rendering video');
    expect(screen.getByText(/^48% · \d+ s$/)).toBeTruthy();

    act(() => stream?.emit('finished', { type: 'finished', status: 'succeeded', result: null, error: null }));
    expect(stream?.closed).toBe(true);
    finish(Response.json({ success: true, videoUrl: '/api/media/videos/u/v.mp4?download=Brightloop%20slideshow.mp4' }));
    expect(await screen.findByRole('alertdialog', { name: 'Video exported successfully! Download started.' })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(downloads).toEqual(['/api/media/videos/u/v.mp4?download=Brightloop%20slideshow.mp4']);
    expect(screen.queryByRole('progressbar', { name: 'MP4 export progress' })).toBeNull();
  });

  it('reports a failed export with the server text, or Export failed when it gave none', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const answers: Response[] = [
      Response.json({ message: 'Rendering is unavailable right now' }, { status: 503 }),
      Response.json({ success: false }),
    ];
    renderStudio({ '/api/export-video': () => answers.shift() ?? new Response('', { status: 500 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Export to MP4' }));
    const failure = 'Failed to export video. Please try again.';
    const described = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
    const first = await screen.findByRole('alertdialog', { name: failure });
    expect(described(first)).toBe('Rendering is unavailable right now');
    fireEvent.click(within(first).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Export to MP4' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Export to MP4' }));
    expect(described(await screen.findByRole('alertdialog', { name: failure }))).toBe('Export failed');
    expect(alert).not.toHaveBeenCalled();
  });
});
