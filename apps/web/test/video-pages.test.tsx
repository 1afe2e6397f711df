import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GENERATED_VIDEO_STORAGE_KEY, toGeneratedVideo } from '../src/routes/video-studio/model/generated-video.ts';
import { jsonBody, makeUser, renderApp } from './render-app.tsx';
import { freeVideoResult, libraryTracks, professionalVideoResult } from './video-fixtures.ts';

const clicked: string[] = [];

beforeEach(() => {
  clicked.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = { user: makeUser() };
const music = { '/api/music': () => Response.json({ tracks: libraryTracks }) };
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shot.png', { type: 'image/png' });

/** A stored screenshot's answer; its blob comes from the test DOM so FormData takes it as a file. */
const imageAnswer = () => ({ ok: true, status: 200, blob: async () => png() }) as unknown as Response;
const screenshotAnswers = Object.fromEntries([1, 2, 3, 4].map((n) => [`/api/media/screenshots/u/${n}.png`, imageAnswer]));

function storeVideo(overrides: Partial<ReturnType<typeof toGeneratedVideo>> = {}) {
  const video = { ...toGeneratedVideo(freeVideoResult(), libraryTracks[0]?.url ?? null, 70), ...overrides };
  window.localStorage.setItem(GENERATED_VIDEO_STORAGE_KEY, JSON.stringify(video));
  return video;
}

function header(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

describe('/video-preview', { timeout: 20_000 }, () => {
  it('says there is no video and links back to the studio when nothing is stored', async () => {
    renderApp('/video-preview', user, { answers: music });
    expect(await screen.findByRole('heading', { name: 'No Video Data Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Video Studio' }).getAttribute('href')).toBe('/video-studio');
  });

  it('plays the stored MP4 with its sections, returns to the first at the end and downloads it', async () => {
    renderApp('/video-preview', user, { answers: music });
    storeVideo();
    const player = (await screen.findByLabelText('Your generated video')) as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/api/media/videos/u/v.mp4');
    const sections = within(screen.getByRole('list', { name: 'Video sections' })).getAllByRole('button');
    expect(sections).toHaveLength(5);
    expect(sections[0]?.getAttribute('aria-current')).toBe('step');
    expect(await screen.findByText('Boardroom Sunrise at 70% volume')).toBeTruthy();

    fireEvent.click(sections[2] as HTMLElement);
    expect(player.currentTime).toBe(6);
    expect(sections[2]?.getAttribute('aria-current')).toBe('step');
    fireEvent.ended(player);
    expect(player.currentTime).toBe(0);
    expect(sections[0]?.getAttribute('aria-current')).toBe('step');
    expect(sections[2]?.getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    expect(clicked).toEqual(['/api/media/videos/u/v.mp4?download=Lumenfold+slideshow.mp4']);
    expect(await screen.findByText('Video Downloaded')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create Another Video' }));
    await waitFor(() => expect(window.location.pathname).toBe('/video-studio'));
    expect(await screen.findByRole('button', { name: /Auto-Generate/ })).toBeTruthy();
  });
});

describe('/video-studio', { timeout: 20_000 }, () => {
  it('auto mode asks for a URL, then renders with the auto defaults, stores the video and opens the preview', async () => {
    const { callsTo } = renderApp('/video-studio', user, {
      answers: { ...music, '/api/free-video': () => Response.json(freeVideoResult()) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Auto-Generate/ }));
    const slider = screen.getByLabelText('Music volume') as HTMLInputElement;
    expect([slider.value, slider.max, slider.step]).toEqual(['70', '100', '10']);

    fireEvent.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByText('URL Required')).toBeTruthy();
    expect(screen.getAllByText('Please enter a website URL').length).toBeGreaterThan(0);
    expect(callsTo('/api/free-video')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://lumenfold.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Video' }));
    await waitFor(() => expect(window.location.pathname).toBe('/video-preview'));
    expect(await screen.findByText('Video Generated Successfully!')).toBeTruthy();

    const [call] = callsTo('/api/free-video');
    expect(jsonBody(call)).toEqual({ url: 'https://lumenfold.example', style: 'professional', videoLength: 30, platforms: ['YouTube'], studio: 'video-studio' });
    expect(header(call?.[1], 'x-render-job-id')).toMatch(/^[0-9a-f-]{36}$/);
    const stored = JSON.parse(window.localStorage.getItem(GENERATED_VIDEO_STORAGE_KEY) ?? 'null') as { backgroundMusic: string; musicVolume: number };
    expect(stored).toMatchObject({ backgroundMusic: '/api/media/library/builtin/electronic.mp3', musicVolume: 70 });
  });

  it('auto mode tells why a render failed, or that it failed', async () => {
    let answer = () => Response.json({ message: 'The website did not answer in time.' }, { status: 422 });
    renderApp('/video-studio', user, { answers: { ...music, '/api/free-video': () => answer() } });
    fireEvent.click(await screen.findByRole('button', { name: /Auto-Generate/ }));
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://lumenfold.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByText('Generation Failed')).toBeTruthy();
    expect(screen.getByText('The website did not answer in time.')).toBeTruthy();
    expect(window.location.pathname).toBe('/video-studio');

    answer = () => new Response('<html>bad gateway</html>', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByText('Failed to generate video')).toBeTruthy();
  });

  it('auto mode renders again with the chosen track and volume', async () => {
    const { callsTo } = renderApp('/video-studio', user, {
      answers: {
        ...music,
        '/api/free-video': () => Response.json(freeVideoResult()),
        '/api/upload-custom-images': () => Response.json({ ...freeVideoResult(), videoUrl: '/api/media/videos/u/mixed.mp4?download=Video%20slideshow.mp4' }),
        ...screenshotAnswers,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Auto-Generate/ }));
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://lumenfold.example' } });
    await screen.findByRole('option', { name: /Boardroom Sunrise/ });
    fireEvent.change(screen.getByLabelText('Background music'), { target: { value: '/api/media/library/builtin/corporate.mp3' } });
    fireEvent.change(screen.getByLabelText('Music volume'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Video' }));
    await waitFor(() => expect(window.location.pathname).toBe('/video-preview'));

    const form = callsTo('/api/upload-custom-images')[0]?.[1]?.body as FormData;
    expect(form.get('music')).toBe('/api/media/library/builtin/corporate.mp3');
    expect(form.get('volume')).toBe('40');
    expect(form.getAll('images')).toHaveLength(5);
    const stored = JSON.parse(window.localStorage.getItem(GENERATED_VIDEO_STORAGE_KEY) ?? 'null') as { videoUrl: string; musicVolume: number };
    expect(stored.videoUrl).toBe('/api/media/videos/u/mixed.mp4?download=Lumenfold+slideshow.mp4');
    expect(stored.musicVolume).toBe(40);
  });

  it('manual mode needs exactly five sections and all five images, and sends them in order', async () => {
    const { callsTo } = renderApp('/video-studio', user, {
      answers: { ...music, '/api/upload-custom-images': () => Response.json(freeVideoResult()) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Upload Your Own/ }));
    const proceed = screen.getByRole('button', { name: 'Continue to Uploads' }) as HTMLButtonElement;
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(5);
    for (const box of boxes.slice(0, 4)) fireEvent.click(box);
    expect(proceed.disabled).toBe(true);
    expect(screen.getByText('4 of 5 sections selected')).toBeTruthy();
    fireEvent.click(boxes[4] as HTMLElement);
    expect(proceed.disabled).toBe(false);
    fireEvent.click(proceed);

    const generate = screen.getByRole('button', { name: 'Generate Video' }) as HTMLButtonElement;
    const names = ['Hero', 'Features', 'Benefits', 'Social Proof', 'Call to Action'];
    fireEvent.change(screen.getByLabelText('Upload screenshot for Hero'), { target: { files: [new File(['x'], 'notes.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('Please choose a PNG, JPEG or WebP image.')).toBeTruthy();
    for (const name of names) {
      expect(generate.disabled).toBe(true);
      fireEvent.change(screen.getByLabelText(new RegExp(`screenshot for ${name}$`)), { target: { files: [png()] } });
    }
    const text = screen.getByLabelText('Text for Hero') as HTMLTextAreaElement;
    expect(text.maxLength).toBe(100);
    fireEvent.change(text, { target: { value: 'Book in seconds' } });
    expect(screen.getByText('15/100')).toBeTruthy();
    expect(generate.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Change Sections' }));
    expect((screen.getAllByRole('checkbox') as HTMLInputElement[]).every((box) => box.checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Uploads' }));
    await screen.findByRole('option', { name: /Boardroom Sunrise/ });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Video' }));

    await waitFor(() => expect(window.location.pathname).toBe('/video-preview'));
    const form = callsTo('/api/upload-custom-images')[0]?.[1]?.body as FormData;
    expect(JSON.parse(String(form.get('sections')))).toEqual([
      { id: 'hero', name: 'Hero', textPrompt: 'Book in seconds' },
      { id: 'features', name: 'Features', textPrompt: '' },
      { id: 'benefits', name: 'Benefits', textPrompt: '' },
      { id: 'proof', name: 'Social Proof', textPrompt: '' },
      { id: 'cta', name: 'Call to Action', textPrompt: '' },
    ]);
    expect(form.getAll('images')).toHaveLength(5);
    expect(form.get('volume')).toBe('70');
    expect(form.get('music')).toBe(libraryTracks[0]?.url);
  });

  it('edit mode renders the stored video again with a replaced screenshot, new music and volume', async () => {
    const { callsTo } = renderApp('/video-studio?mode=edit', user, {
      answers: {
        ...music,
        '/api/upload-custom-images': () => Response.json(freeVideoResult()),
        ...screenshotAnswers,
      },
    });
    storeVideo();
    expect(await screen.findByRole('heading', { name: 'Edit Your Video' })).toBeTruthy();
    await screen.findByRole('option', { name: /Neon Circuit/ });
    fireEvent.change(screen.getByLabelText('Background music'), { target: { value: '/api/media/library/builtin/electronic.mp3' } });
    fireEvent.change(screen.getByLabelText('Music volume'), { target: { value: '90' } });
    const replacement = new File([new Uint8Array([137, 80, 78, 71])], 'new-hero.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Replace screenshot for Hero'), { target: { files: [replacement] } });
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate Video' }));

    await waitFor(() => expect(window.location.pathname).toBe('/video-preview'));
    const form = callsTo('/api/upload-custom-images')[0]?.[1]?.body as FormData;
    expect((form.getAll('images')[0] as File).name).toBe('new-hero.png');
    expect(form.getAll('images')).toHaveLength(5);
    expect(form.get('music')).toBe('/api/media/library/builtin/electronic.mp3');
    expect(form.get('volume')).toBe('90');
    expect(callsTo('/api/media/screenshots/u/1.png')).toHaveLength(1);
    expect(JSON.parse(String(form.get('sections'))).map((section: { id: string }) => section.id)).toEqual(['hero', 'features', 'benefits', 'proof', 'cta']);
  });
});

describe('/free-video', { timeout: 20_000 }, () => {
  it('renders the chosen length and platforms, shows the whole result and says when the HTML could not be recorded', async () => {
    const { callsTo } = renderApp('/free-video', user, {
      answers: {
        '/api/free-video': () => Response.json(freeVideoResult()),
        '/api/convert-to-video': () => Response.json({ success: false, error: 'Recording failed.' }, { status: 422 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Free Video' }));
    expect(await screen.findByText('URL Required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://lumenfold.example' } });
    for (const style of ['Corporate', 'Upbeat', 'Ambient', 'Tech', 'Minimal']) expect(screen.getByRole('radio', { name: style })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Tech' }));
    fireEvent.click(screen.getByRole('radio', { name: '15s' }));
    fireEvent.click(screen.getByRole('button', { name: 'TikTok' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Free Video' }));

    expect(await screen.findByText('Free Video Generated')).toBeTruthy();
    expect(jsonBody(callsTo('/api/free-video')[0])).toEqual({ url: 'https://lumenfold.example', style: 'tech', videoLength: 15, platforms: ['YouTube', 'TikTok'] });
    for (const name of ['Preview Video', 'Download HTML', 'Download MP4', 'Create Another Free Video']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('Meet Lumenfold. Scheduling that runs itself.')).toBeTruthy();
    expect(screen.getByText('Electronic')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /Screenshot \d of Lumenfold/ })).toHaveLength(4);
    expect(screen.getByRole('article', { name: 'YouTube video' }).textContent).toContain('Here is how Lumenfold does it');

    fireEvent.click(screen.getByRole('button', { name: 'Download MP4' }));
    expect(clicked.at(-1)).toBe('/api/media/videos/u/v.mp4?download=Lumenfold+slideshow.mp4');

    fireEvent.click(screen.getByRole('button', { name: 'Record HTML Version as MP4' }));
    expect(await screen.findByText('Conversion Failed')).toBeTruthy();
    expect(screen.getByText('Unable to convert to video. You can still download the HTML version.')).toBeTruthy();
    expect(jsonBody(callsTo('/api/convert-to-video')[0])).toMatchObject({ duration: 15, websiteUrl: 'https://lumenfold.example' });

    fireEvent.click(screen.getByRole('button', { name: 'Create Another Free Video' }));
    expect(((await screen.findByLabelText('Website URL')) as HTMLInputElement).value).toBe('');
  });

  it('falls back to its own failure message', async () => {
    renderApp('/free-video', user, { answers: { '/api/free-video': () => new Response('', { status: 500, statusText: '' }) } });
    fireEvent.change(await screen.findByLabelText('Website URL'), { target: { value: 'https://lumenfold.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Free Video' }));
    expect(await screen.findByText('Failed to generate free video')).toBeTruthy();
  });
});

describe('/professional-video', { timeout: 20_000 }, () => {
  it('starts from the spec defaults and shows the video, voiceover with script and each platform video', async () => {
    const { callsTo } = renderApp('/professional-video', user, {
      answers: { '/api/adobe-express-video': () => Response.json(professionalVideoResult()) },
    });
    expect((await screen.findByRole('radio', { name: '45s' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'YouTube' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Instagram' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Use a professional template') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'lumenfold.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Professional Video' }));

    expect(await screen.findByText('Professional Video Generated')).toBeTruthy();
    expect(jsonBody(callsTo('/api/adobe-express-video')[0])).toEqual({
      url: 'https://lumenfold.example',
      style: 'professional',
      videoLength: 45,
      platforms: ['YouTube', 'Instagram'],
      useTemplate: true,
    });
    expect(screen.getByLabelText('Voiceover').getAttribute('src')).toBe('/api/media/audio/u/voice.mp3');
    expect(screen.getByText('Meet Lumenfold, scheduling that runs itself.')).toBeTruthy();
    expect(screen.getByLabelText('YouTube video player').getAttribute('src')).toBe('/api/media/videos/u/yt.mp4');
    expect(screen.getByLabelText('Instagram video player').getAttribute('src')).toBe('/api/media/videos/u/ig.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Download Instagram Video' }));
    expect(clicked.at(-1)).toBe('/api/media/videos/u/ig.mp4?download=Lumenfold+Instagram+slideshow.mp4');

    fireEvent.click(screen.getByRole('button', { name: 'Generate Another Video' }));
    expect(await screen.findByRole('button', { name: 'Generate Professional Video' })).toBeTruthy();
  });

  it('tells why a render failed, or falls back to its own message', async () => {
    let answer = () => Response.json({ message: 'Please enter a website URL' }, { status: 400 });
    renderApp('/professional-video', user, { answers: { '/api/adobe-express-video': () => answer() } });
    fireEvent.change(await screen.findByLabelText('Website URL'), { target: { value: 'https://lumenfold.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Professional Video' }));
    expect(await screen.findByText('Please enter a website URL')).toBeTruthy();
    answer = () => new Response('', { status: 504, statusText: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Professional Video' }));
    expect(await screen.findByText('Failed to generate professional video')).toBeTruthy();
  });
});
