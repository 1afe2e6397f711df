import { builtinMusicKey, tourNames, videoSectionIds, type RouteContract } from '@sitespark/contracts';
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
    case 'auth.markTourSeen':
      return { path: route.path, body: { tour: tourNames[0] } };
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
    case 'content.createPlan':
      return { path: '/api/kits/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f/plan', body: { start: '2026-12-07', days: 7, networks: ['twitter'], perDay: 1, timezone: 'Europe/Berlin' } };
    case 'content.listKitPlans':
      return { path: '/api/kits/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f/plans' };
    case 'content.getPlan':
      return { path: '/api/plans/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f' };
    case 'content.updatePlanPost':
      return { path: '/api/plans/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f', body: { postId: '4a7d2e3f-9b5c-4d6e-8f70-8b9cad1e2f30', text: 'Hello' } };
    case 'content.exportPlan':
      return { path: '/api/plans/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f/export?format=ics' };
    case 'content.pushPlan':
      return { path: '/api/plans/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f/push' };
    case 'content.exportKit':
      return { path: '/api/kits/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f/export?format=zip' };
    case 'content.getKitLogo':
      return { path: '/api/kits/3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f/logo' };
    case 'content.listKits':
      return { path: '/api/kits?limit=5' };
    case 'content.getKitSiteFacts':
    case 'content.getKit':
    case 'content.deleteKit':
    case 'content.listKitRevisions':
    case 'content.shareKit':
    case 'content.unshareKit':
      return { path: route.path.replace(':id', '5b2e8c1d-7f3a-4e6b-9c0d-1a2b3c4d5e6f') };
    case 'content.updateKit':
      return { path: '/api/kits/5b2e8c1d-7f3a-4e6b-9c0d-1a2b3c4d5e6f', body: { name: 'Spring launch', edits: [{ path: 'websiteCopy.hero', value: 'Hello' }] } };
    case 'content.regenerateKitPiece':
      return { path: '/api/kits/5b2e8c1d-7f3a-4e6b-9c0d-1a2b3c4d5e6f/regenerate', body: { path: 'socialPlatforms.0.options.0', instruction: 'shorter' } };
    case 'content.listSiteCorrections':
      return { path: `${route.path}?url=${encodeURIComponent('https://example.com/')}` };
    case 'content.saveSiteCorrection':
      return { path: route.path, body: { url: 'https://example.com/', field: 'name', action: 'set', value: { text: 'Example Bakery' } } };
    case 'content.deleteSiteCorrection':
      return { path: route.path.replace(':id', '9e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b') };
    case 'render.listVideos':
      return { path: '/api/videos?limit=5' };
    case 'render.getVideoUsage':
    case 'media.getStorageUsage':
      return { path: route.path };
    case 'render.getVideo':
    case 'render.deleteVideo':
      return { path: route.path.replace(':id', '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f') };
    case 'media.renameMusicTrack':
      return { path: '/api/music/8d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f70', body: { name: 'Launch theme' } };
    case 'media.deleteMusicTrack':
      return { path: '/api/music/8d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f70' };
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
