/**
 * The kit export's scenario for bench/library/run.ts: GET /api/kits/:id/export?format=zip for one
 * kit of a realistic size, made with the production code: the generate benchmark's ~200 KB page,
 * 5 snippet screenshots (1280x800 PNG, stored), the 6 flyers laid out and stored as SVG (each
 * rasterised to PNG per export), the video part (its section images and a 30 s MP3 music
 * track synthesised by ffmpeg into the store) and one rendered video linked to the kit (a 30 s
 * 1280x720 H.264 MP4 synthesised by ffmpeg, linked through content's own handler of
 * render.kitvideo.rendered.v1, so the zip holds it as videos/<site>-1.mp4). The logo is left out
 * (the page names none), so no request leaves 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { builtinMusicKey } from '@sitespark/contracts';
import { linkKitVideo } from '../../services/content/src/domain/link-kit-video.ts';
import { createKitVideoRepository } from '../../services/content/src/persistence/kit-video-repository.ts';
import { mediaUrl, newObjectKey, quoteIdent, schemaOf } from '@sitespark/service-kit';
import type { TestService } from '@sitespark/service-kit/testing';
import { audiencePhrase, buildSiteModel, parseInstructions, readPage } from '@sitespark/site-model';
import { builtinWriter, generateBuiltinCopy } from '../../services/content/src/adapters/builtin-generator.ts';
import type { ContentConfig } from '../../services/content/src/config.ts';
import { assembleKit } from '../../services/content/src/domain/assemble-kit.ts';
import { composeVideoContent } from '../../services/content/src/domain/compose-video-content.ts';
import { createFlyers } from '../../services/content/src/domain/create-flyers.ts';
import { benchPage } from '../generate/page.ts';

export const exportZipRequests = 20;
export const exportZipWarmup = 2;

async function synthesisedMp3(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-export-'));
  try {
    const file = path.join(dir, 'track.mp3');
    await promisify(execFile)('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}`, '-c:a', 'libmp3lame', '-q:a', '4', file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A 30 s moving test pattern as the render service's MP4s are made (H.264, yuv420p, faststart); cheap to encode. */
async function synthesisedMp4(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-export-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await promisify(execFile)('ffmpeg', [
      '-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${seconds}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '38', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stores the kit's objects and row for `userId`; resolves to the kit's id and what it holds. */
export async function seedExportKit(service: TestService<ContentConfig>, userId: string): Promise<{ kitId: string; describe: string }> {
  const url = 'https://northstar.example/';
  const store = service.store;
  const snippets = await Promise.all(
    ['#1d6fb8', '#0e7c66', '#b83280', '#c05621', '#2d3748'].map(async (color, index) => {
      const png = await sharp({ create: { width: 1280, height: 800, channels: 3, background: color } })
        .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><rect x="80" y="80" width="1120" height="120" fill="#fff"/><text x="120" y="160" font-size="64" font-family="sans-serif">Screen ${index + 1}</text></svg>`) }])
        .png()
        .toBuffer();
      const key = newObjectKey('snippets', userId, 'png');
      await store.put(key, png, { contentType: 'image/png' });
      return { description: `Screen ${index + 1} of the product`, imageUrl: mediaUrl(key), bytes: null, thumbnail: null };
    }),
  );
  const trackKey = builtinMusicKey('Corporate');
  await store.put(trackKey, await synthesisedMp3(30), { contentType: 'audio/mpeg' });

  const instructions = parseInstructions('', '');
  const site = buildSiteModel({ url, facts: readPage(benchPage(), url), fetchNote: null, snippets, prompt: '', instructions, brand: null });
  const copy = generateBuiltinCopy({ site, instructions, customPrompt: '', targetAudience: '', audiencePhrase: audiencePhrase('', site.language), snippets });
  const flyers = await createFlyers(
    { store },
    {
      userId,
      content: { name: site.name, headline: copy.websiteCopy.hero, copy: copy.websiteCopy.subheading, cta: copy.adCopy.cta, domain: site.domain, features: site.features.map((f) => f.name), colors: site.brand.colors, language: site.language },
    },
  );
  const videoContent = composeVideoContent({ site, copy, snippets, prompt: '', libraryTrack: { key: trackKey, genre: 'Corporate' } });
  const result = assembleKit({ site, copy, generator: 'builtin', writer: builtinWriter, instructions, prompt: '', targetAudience: '', flyers, videoContent, snippetCount: snippets.length });

  const schema = quoteIdent(schemaOf(service.dataSource));
  const rows: Array<{ id: string }> = await service.dataSource.query(
    `INSERT INTO ${schema}.generations (user_id, url, site_name, name, site_type, language, site_model, generator, request, result)
     VALUES ($1, $2, $3, $3, $4, $5, $6::jsonb, 'builtin', $7::jsonb, $8::jsonb) RETURNING id`,
    [
      userId,
      url,
      site.name,
      site.type,
      site.language,
      JSON.stringify(site),
      JSON.stringify({ url, customPrompt: '', targetAudience: '', includeVideo: true, siteSnips: snippets.map((s) => ({ description: s.description, imageUrl: s.imageUrl })) }),
      JSON.stringify(result),
    ],
  );
  const kitId = rows[0]!.id;
  const mp4 = await synthesisedMp4(30);
  const videoKey = newObjectKey('videos', userId, 'mp4');
  await store.put(videoKey, mp4, { contentType: 'video/mp4' });
  const linked = await linkKitVideo(
    { kitVideos: createKitVideoRepository(service.dataSource), store },
    { jobId: randomUUID(), userId, kitId, videoKey, thumbnailKey: null, duration: 30, bytes: mp4.length },
  );
  if (!linked) throw new Error('the bench video could not be linked to its kit');
  return {
    kitId,
    describe: `${snippets.length} snippets, ${flyers.flyers.length} flyers (${flyers.flyers.map((f) => f.dimensions).join(', ')}), video part with ${videoContent.sections.length} sections and a 30 s MP3, one rendered 30 s MP4 (${(mp4.length / 1024 / 1024).toFixed(2)} MB)`,
  };
}

/** The scenario run.ts measures: one whole-kit zip per request, read in full and checked to be a zip. */
export async function exportZipScenario(service: TestService<ContentConfig>, base: string, userId: string) {
  const { kitId, describe } = await seedExportKit(service, userId);
  const headers = service.as(userId);
  let lastBytes = 0;
  return {
    name: 'export zip (one kit)',
    requests: exportZipRequests,
    warmup: exportZipWarmup,
    describe: () => `export zip kit: ${describe}; zip ${(lastBytes / 1024 / 1024).toFixed(2)} MB`,
    once: async () => {
      const response = await fetch(`${base}/api/kits/${kitId}/export?format=zip`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok || body.readUInt32LE(0) !== 0x04034b50) throw new Error(`export answered ${response.status}: ${body.subarray(0, 200).toString('utf8')}`);
      lastBytes = body.length;
    },
  };
}
