import { musicStyles, videoSectionIds, type FreeVideoResult, type ProfessionalVideoResult } from '@sitespark/contracts';
import type { RenderHarness } from '../../services/render/test/support/render-harness.ts';
import { keyOf } from '../../services/render/test/support/render-harness.ts';

export const studioNames = ['auto', 'manual', 'free', 'professional'] as const;
export type StudioName = (typeof studioNames)[number];

export interface StudioSettings {
  freeLengthSec: number;
  professionalLengthSec: number;
}

/** One route call: what was sent, and the videos it answered with. */
export interface StudioCall {
  studio: StudioName;
  /** The call's own label: the studio, with the style for Free Video. */
  label: string;
  route: string;
  payload: Record<string, unknown>;
  videos: Array<{ label: string; videoUrl: string; captionsUrl?: string }>;
  /** The business's name the render used (professional only; the others name it on their slides). */
  name?: string;
  /** Which voice read the narration, with the route's note when it fell back or went without. */
  voice?: string;
  /** Free Video / auto answer, kept for the manual studio, which starts from auto's sections. */
  freeResult?: FreeVideoResult;
  error?: string;
}

export interface PlannedCall {
  studio: StudioName;
  label: string;
  run: (harness: RenderHarness, userId: string, url: string, previous: StudioCall[]) => Promise<StudioCall>;
}

async function postJson(harness: RenderHarness, userId: string, route: string, payload: Record<string, unknown>) {
  const { app, as } = harness.render;
  const response = await app.inject({ method: 'POST', url: route, headers: as(userId), payload });
  return response.statusCode === 200 ? { json: response.json() as unknown } : { error: `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}` };
}

function freeCall(studio: 'auto' | 'free', label: string, payload: (url: string) => Record<string, unknown>): PlannedCall {
  const route = '/api/free-video';
  return {
    studio,
    label,
    run: async (harness, userId, url) => {
      const sent = payload(url);
      const answer = await postJson(harness, userId, route, sent);
      if ('error' in answer) return { studio, label, route, payload: sent, videos: [], error: answer.error };
      const result = answer.json as FreeVideoResult;
      return { studio, label, route, payload: sent, videos: [{ label, videoUrl: result.videoUrl }], freeResult: result };
    },
  };
}

/** Manual mode as the Video Studio's remix sends it: auto's five section images and texts, uploaded. */
const manualCall: PlannedCall = {
  studio: 'manual',
  label: 'manual',
  run: async (harness, userId, _url, previous) => {
    const route = '/api/upload-custom-images';
    const auto = previous.find((call) => call.studio === 'auto')?.freeResult;
    const sections = (auto?.sections ?? []).slice(0, videoSectionIds.length).map((section, index) => ({ id: videoSectionIds[index]!, name: section.name, textPrompt: section.text.slice(0, 100), image: section.image }));
    const sent = { sections: sections.map(({ id, name, textPrompt }) => ({ id, name, textPrompt })) };
    if (sections.length !== videoSectionIds.length) return { studio: 'manual', label: 'manual', route, payload: sent, videos: [], error: "needs the auto video's five sections (run the auto studio too)" };
    const form = new FormData();
    form.append('sections', JSON.stringify(sent.sections));
    for (const section of sections) {
      const bytes = await harness.render.store.get(keyOf(section.image));
      form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${section.id}.png`);
    }
    const { app, as } = harness.render;
    const response = await app.inject({ method: 'POST', url: route, headers: as(userId), payload: form });
    if (response.statusCode !== 200) return { studio: 'manual', label: 'manual', route, payload: sent, videos: [], error: `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}` };
    const result = response.json() as FreeVideoResult;
    return { studio: 'manual', label: 'manual', route, payload: sent, videos: [{ label: 'manual', videoUrl: result.videoUrl }] };
  },
};

function professionalCall(lengthSec: number): PlannedCall {
  const route = '/api/adobe-express-video';
  return {
    studio: 'professional',
    label: 'professional',
    run: async (harness, userId, url) => {
      // The studio's defaults (style, template) with every platform whose cut the issue looks at.
      const sent = { url, style: 'professional', videoLength: lengthSec, platforms: ['YouTube', 'TikTok', 'Instagram'], useTemplate: true };
      const answer = await postJson(harness, userId, route, sent);
      if ('error' in answer) return { studio: 'professional', label: 'professional', route, payload: sent, videos: [], error: answer.error };
      const result = answer.json as ProfessionalVideoResult;
      const videos = result.platformVideos.map((video) => ({ label: `pro ${video.platform}`, videoUrl: video.videoUrl, ...(video.captionsUrl ? { captionsUrl: video.captionsUrl } : {}) }));
      // The main video is the first platform's cut unless its length differs.
      if (!videos.some((video) => keyOf(video.videoUrl) === keyOf(result.videoUrl))) videos.unshift({ label: 'pro main', videoUrl: result.videoUrl, ...(result.captionsUrl ? { captionsUrl: result.captionsUrl } : {}) });
      const { voice, note } = result.audioNarration;
      return { studio: 'professional', label: 'professional', route, payload: sent, videos, name: result.websiteAnalysis.name, voice: `${voice ?? 'none'}${note ? ` (${note})` : ''}` };
    },
  };
}

/** The route calls for one site, in order (manual after auto, whose sections it uploads). */
export function planCalls(studios: readonly StudioName[], settings: StudioSettings): PlannedCall[] {
  const calls: PlannedCall[] = [];
  // Auto mode's request is the spec's auto defaults (apps/web create-auto-video.ts).
  if (studios.includes('auto')) calls.push(freeCall('auto', 'auto', (url) => ({ url, style: 'professional', videoLength: 30, platforms: ['YouTube'] })));
  if (studios.includes('manual')) calls.push(manualCall);
  if (studios.includes('free'))
    for (const style of musicStyles) calls.push(freeCall('free', `free ${style}`, (url) => ({ url, style, videoLength: settings.freeLengthSec, platforms: ['YouTube'] })));
  if (studios.includes('professional')) calls.push(professionalCall(settings.professionalLengthSec));
  return calls;
}
