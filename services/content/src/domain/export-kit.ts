import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import sharp from 'sharp';
import type { KitExportQuery } from '@sitespark/contracts';
import { AppError, canRead, cleanLine, isAppError, keyFromMediaUrl, type ObjectStore } from '@sitespark/service-kit';
import type { GuardedFetch } from './analyze-website.ts';
import type { ExportedFile } from './export-posting-plan.ts';
import type { KitVideoRepository } from '../persistence/kit-video-repository.ts';
import { getKit, type GetKitDeps, type KeptKit } from './get-kit.ts';
import { brandDesignTokens } from './kit-export/design-tokens.ts';
import { fetchSiteLogo } from './kit-export/fetch-site-logo.ts';
import { safeSlug } from './kit-export/file-names.ts';
import { groundingSourcesMarkdown, kitMarkdown } from './kit-export/kit-markdown.ts';

export interface ExportKitDeps extends GetKitDeps {
  /** The videos rendered from the kit (render.kitvideo.rendered.v1), zipped as videos/. */
  kitVideos: Pick<KitVideoRepository, 'listByKit'>;
  store: Pick<ObjectStore, 'get' | 'stat' | 'stream'>;
  fetch: GuardedFetch;
  /**
   * KIT_EXPORT_MAX_BYTES: the most the zip's files may hold. A file that would pass it is left out
   * (and said in README.txt); a kit whose copy alone passes it is refused before anything is sent.
   */
  maxZipBytes?: number;
}

/** The zip, written as it is sent: stored files are read one at a time from the store, never whole. */
export interface StreamedFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/** A file of the zip: bytes at hand (texts, flyers, the logo) or an object streamed from the store when its turn comes. */
type ZipEntry = { name: string; deflate: boolean } & ({ bytes: Uint8Array } | { key: string });

/** The kit as a JSON document: its content as the result tabs show it, and what it is. */
function kitJson(kit: KeptKit): string {
  const about = { name: kit.name, url: kit.url, siteName: kit.siteName, type: kit.type, language: kit.language, createdAt: kit.createdAt.toISOString(), updatedAt: kit.updatedAt.toISOString() };
  return `${JSON.stringify({ ...kit.content, kit: about }, null, 2)}\n`;
}

/** Stored objects the kit's video part names (its images, music and any rendered video), readable by the user. */
function videoObjectKeys(kit: KeptKit): string[] {
  const video = kit.content.videoContent;
  const addresses = new Set<string>();
  if (video) {
    for (const section of video.sections) addresses.add(section.image);
    for (const screenshot of video.slideshowData.screenshots) addresses.add(screenshot);
    if (video.musicSelection.musicUrl) addresses.add(video.musicSelection.musicUrl);
  }
  for (const match of JSON.stringify(kit.content).matchAll(/\/api\/media\/videos\/[^"\s?#]+/g)) addresses.add(match[0]);
  return [...addresses].map((address) => keyFromMediaUrl(address)).filter((key): key is string => key !== null && canRead(kit.userId, key));
}

async function readObject(store: Pick<ObjectStore, 'get'>, key: string): Promise<Buffer | null> {
  try {
    return await store.get(key);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

async function objectSize(store: Pick<ObjectStore, 'stat'>, key: string): Promise<number | null> {
  return (await store.stat(key))?.size ?? null;
}

/**
 * Writes the entries as a zip into the returned stream, waiting for the reader when it falls behind,
 * so memory holds one chunk of a stored file at a time. A stored object that grew past the size it
 * was counted at, or a failed read, ends the stream with an error (the download is cut off, never
 * silently short).
 */
function writeZip(store: Pick<ObjectStore, 'stream'>, entries: readonly ZipEntry[], sizes: ReadonlyMap<string, number>, mtime: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = () => (out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve());
  void (async () => {
    for (const entry of entries) {
      if (out.destroyed) return;
      const file = entry.deflate ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      file.mtime = mtime;
      zip.add(file);
      if ('bytes' in entry) {
        file.push(entry.bytes, true);
        await drained();
        continue;
      }
      const counted = sizes.get(entry.key) ?? 0;
      let read = 0;
      for await (const chunk of await store.stream(entry.key)) {
        const bytes = chunk as Buffer;
        read += bytes.byteLength;
        if (read > counted) throw new AppError('PAYLOAD_TOO_LARGE', `A stored file of the kit grew while the zip was written (${path.posix.basename(entry.key)})`);
        file.push(bytes);
        await drained();
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

function kilobytes(bytes: number): string {
  return Math.floor(bytes / 1024).toLocaleString('en-US');
}

/**
 * The kit as files named from the site: `md` its copy, `json` its content, `zip` everything: the
 * copy, the JSON, each flyer as SVG and PNG, the video part's objects, the MP4s rendered from the
 * kit that are still stored (oldest first, videos/<site>-1.mp4, ...), the brand colours as W3C
 * design tokens, the site's logo (fetched through the SSRF guard) and the sources of its facts.
 * Something that cannot be included (a logo the site no longer serves) is said in README.txt.
 */
export async function exportKit(deps: ExportKitDeps, input: { userId: string; kitId: string; query: KitExportQuery }): Promise<ExportedFile | StreamedFile> {
  const kit = await getKit(deps, input);
  const slug = safeSlug(kit.siteName);
  const base = `${slug}-marketing-kit`;
  const markdown = kitMarkdown(kit.content, kit.name);
  if (input.query.format === 'md') return { fileName: `${base}.md`, contentType: 'text/markdown; charset=utf-8', body: Buffer.from(markdown, 'utf8') };
  if (input.query.format === 'json') return { fileName: `${base}.json`, contentType: 'application/json; charset=utf-8', body: Buffer.from(kitJson(kit), 'utf8') };

  const entries: ZipEntry[] = [];
  const objectSizes = new Map<string, number>();
  const contents: string[] = [];
  const missing: string[] = [];
  const maxBytes = deps.maxZipBytes ?? 256 * 1024 * 1024;
  let bytes = 0;
  const fits = (name: string, size: number, what: string): boolean => {
    if (bytes + size > maxBytes) {
      missing.push(`${name} (${what}): the zip would pass its size limit of ${kilobytes(maxBytes)} KB`);
      return false;
    }
    bytes += size;
    contents.push(`${name}: ${what}`);
    return true;
  };
  const add = (name: string, data: Uint8Array, what: string, deflate = true) => {
    if (fits(name, data.byteLength, what)) entries.push({ name: `${base}/${name}`, bytes: data, deflate });
  };

  // The kit's copy is what the zip is for: a kit whose copy alone passes the cap is refused whole.
  const copy = Buffer.from(markdown, 'utf8');
  if (copy.byteLength > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `This kit's copy alone would pass the zip's size limit of ${kilobytes(maxBytes)} KB. Export the Markdown or the JSON instead.`,
    );
  }
  add(`${slug}-copy.md`, copy, 'every post, email, ad, website block and the video script');
  add(`${slug}-kit.json`, Buffer.from(kitJson(kit), 'utf8'), 'the whole kit as data');
  add(`${slug}-design-tokens.tokens.json`, Buffer.from(`${JSON.stringify(brandDesignTokens(kit.content.brandColors, kit.siteName, kit.content.analysisReport.colorEvidence), null, 2)}\n`, 'utf8'), 'brand colours and typeface as W3C design tokens');
  add(`${slug}-sources.md`, Buffer.from(groundingSourcesMarkdown(kit.content, kit.name), 'utf8'), 'the sentences on your site each fact came from');

  for (const flyer of kit.content.flyers?.flyers ?? []) {
    const key = keyFromMediaUrl(flyer.downloadUrl);
    const name = `flyers/${slug}-${safeSlug(flyer.platform, 'flyer')}-flyer`;
    const svg = key && canRead(kit.userId, key) ? await readObject(deps.store, key) : null;
    if (!svg) {
      missing.push(`The ${flyer.platform} flyer (its file is no longer stored)`);
      continue;
    }
    add(`${name}.svg`, svg, `${flyer.platform} flyer, ${flyer.dimensions}, vector`);
    const png = await sharp(svg, { limitInputPixels: 40_000_000 }).png({ compressionLevel: 6 }).toBuffer();
    add(`${name}.png`, png, `${flyer.platform} flyer, ${flyer.dimensions}, PNG`, false);
  }

  // Stored files are counted by their size now and read only while the zip is sent.
  const addObject = (key: string, name: string, size: number, what: string) => {
    if (!fits(name, size, what)) return;
    objectSizes.set(key, size);
    entries.push({ name: `${base}/${name}`, key, deflate: false });
  };

  for (const key of videoObjectKeys(kit)) {
    const size = await objectSize(deps.store, key);
    if (size === null) {
      missing.push(`A file of the video (${path.posix.basename(key)}) is no longer stored`);
      continue;
    }
    addObject(key, `video/${path.posix.basename(key)}`, size, 'a file of the kit\'s video');
  }

  // Oldest first, so a video keeps its number as more are rendered; one deleted since is skipped.
  const rendered = [...(await deps.kitVideos.listByKit(kit.userId, kit.id))].reverse();
  let videoNumber = 0;
  for (const video of rendered) {
    const size = canRead(kit.userId, video.videoKey) ? await objectSize(deps.store, video.videoKey) : null;
    if (size === null) continue;
    videoNumber += 1;
    addObject(video.videoKey, `videos/${slug}-${videoNumber}.mp4`, size, `video rendered from the kit on ${video.createdAt.toISOString().slice(0, 10)}, ${Math.round(video.duration)} s`);
  }

  try {
    const logo = await fetchSiteLogo(deps, kit.siteModel);
    add(`${slug}-logo.${logo.extension}`, logo.body, `the logo found on your site (${logo.sourceUrl})`, logo.extension === 'svg');
  } catch (error) {
    if (!isAppError(error)) throw error;
    missing.push(`Logo: ${error.message}`);
  }

  // Kits kept before names were cleaned where they enter may still hold a bidirectional override.
  const readme = [`${cleanLine(kit.name)}: marketing kit by SiteSpark`, '', ...contents.map((line) => `- ${line}`), ...(missing.length > 0 ? ['', 'Not included:', ...missing.map((line) => `- ${line}`)] : []), ''].join('\n');
  entries.push({ name: `${base}/README.txt`, bytes: Buffer.from(readme, 'utf8'), deflate: true });
  return { fileName: `${base}.zip`, contentType: 'application/zip', stream: writeZip(deps.store, entries, objectSizes, kit.updatedAt) };
}
