import { builtinMusicKey, videoSectionIds, type RouteContract } from '@sitespark/contracts';
import { dataUrl, form, testCard } from './stack.ts';

export interface Media {
  png: Buffer;
  mp3: Buffer;
  mp4: Buffer;
  /** A page the stack may read (Stack.siteUrl), for routes that fetch a website. */
  siteUrl: string;
}

export interface SampleRequest {
  path: string;
  /** JSON for json routes, FormData for multipart ones, undefined for none. */
  body?: unknown;
}

const analysis = { name: 'Acme', description: 'Widgets for everyone', type: 'SaaS', features: ['Fast'] };
const customSections = videoSectionIds.map((id) => ({ id, name: id, textPrompt: `About ${id}` }));

/**
 * A request each guarded route would accept from an entitled caller, so a refusal can only be
 * about who is asking. A route added to the contract without a sample here fails the suites.
 */
export function sampleRequest(route: RouteContract, media: Media): SampleRequest | undefined {
  const png = { name: 'image', bytes: media.png, filename: 'home.png', type: 'image/png' };
  switch (route.id) {
    case 'auth.listCustomers':
    case 'auth.getAdminStats':
    case 'billing.getSubscription':
    case 'content.listSavedSnippets':
    case 'content.getStats':
    case 'media.listMusic':
      return { path: route.path };
    case 'billing.getOrCreateSubscription':
      return { path: route.path, body: { plan: 'monthly' } };
    case 'billing.confirmLocalPayment':
      return { path: route.path, body: { clientSecret: 'pi_local_0000_secret_0000', card: testCard } };
    case 'billing.cancelSubscription':
    case 'billing.resumeSubscription':
      return { path: route.path };
    case 'content.generate':
      return { path: route.path, body: { url: media.siteUrl, siteSnips: [{ image: dataUrl(media.png), description: 'Home page' }] } };
    case 'content.saveSnippet':
      return { path: route.path, body: form({ description: 'Hero section', originalFileName: 'home.png' }, [png]) };
    case 'media.uploadMusicFile':
      return {
        path: route.path,
        body: form({ trackId: 'my-tone', trackName: 'My tone', genre: 'Pop', mood: 'Upbeat' }, [
          { name: 'music', bytes: media.mp3, filename: 'tone.mp3', type: 'audio/mpeg' },
        ]),
      };
    case 'media.extractAudio':
      return {
        path: route.path,
        body: form({ trackId: 'clip-sound', trackName: 'Clip sound' }, [{ name: 'video', bytes: media.mp4, filename: 'clip.mp4', type: 'video/mp4' }]),
      };
    case 'media.getObject':
      return { path: `/api/media/${builtinMusicKey('Pop')}` };
    case 'render.exportVideo':
      return { path: route.path, body: { screenshots: [dataUrl(media.png)], textOverlays: [], websiteAnalysis: analysis } };
    case 'render.createFreeVideo':
    case 'render.createProfessionalVideo':
      return { path: route.path, body: { url: 'https://example.com' } };
    case 'render.uploadCustomImages':
      return {
        path: route.path,
        body: form(
          { sections: JSON.stringify(customSections), volume: '70' },
          videoSectionIds.map((id) => ({ name: 'images', bytes: media.png, filename: `${id}.png`, type: 'image/png' })),
        ),
      };
    case 'render.getScreenshot':
      return { path: '/api/screenshots/0' };
    case 'render.generateVideoFile':
      return {
        path: route.path,
        body: { duration: 1, sections: [{ id: 'hero', name: 'Hero', image: dataUrl(media.png), text: 'Hello', timing: 1 }], backgroundMusic: null, musicVolume: 70 },
      };
    case 'render.convertToVideo':
      return { path: route.path, body: { htmlTemplate: '<!doctype html><html><body><h1>Acme</h1></body></html>', duration: 5, websiteUrl: 'https://example.com' } };
    case 'render.streamJobEvents':
      return { path: '/api/render/jobs/6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f/events' };
    default:
      return undefined;
  }
}

/** Whether the sample is one the contract itself accepts (multipart text fields included). */
export function acceptedByContract(route: RouteContract, sample: SampleRequest): boolean {
  const schema = route.request.body;
  if (!schema) return true;
  if (sample.body instanceof FormData) {
    const fields = Object.fromEntries([...sample.body.entries()].filter(([, value]) => typeof value === 'string'));
    return schema.safeParse(fields).success;
  }
  return schema.safeParse(sample.body).success;
}
