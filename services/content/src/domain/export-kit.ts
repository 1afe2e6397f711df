import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import type { KitExportQuery } from '@sitespark/contracts';
import { canRead, cleanLine, isAppError, keyFromMediaUrl, type ObjectStore } from '@sitespark/service-kit';
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
  store: Pick<ObjectStore, 'get'>;
  fetch: GuardedFetch;
  /** KIT_EXPORT_MAX_BYTES: the zip is built in memory, so what would pass it is left out (and said in README.txt). */
  maxZipBytes?: number;
}

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

const stored = (bytes: Uint8Array): [Uint8Array, { level: 0 }] => [bytes, { level: 0 }];

/**
 * The kit as files named from the site: `md` its copy, `json` its content, `zip` everything: the
 * copy, the JSON, each flyer as SVG and PNG, the video part's objects, the MP4s rendered from the
 * kit that are still stored (oldest first, videos/<site>-1.mp4, ...), the brand colours as W3C
 * design tokens, the site's logo (fetched through the SSRF guard) and the sources of its facts.
 * Something that cannot be included (a logo the site no longer serves) is said in README.txt.
 */
export async function exportKit(deps: ExportKitDeps, input: { userId: string; kitId: string; query: KitExportQuery }): Promise<ExportedFile> {
  const kit = await getKit(deps, input);
  const slug = safeSlug(kit.siteName);
  const base = `${slug}-marketing-kit`;
  const markdown = kitMarkdown(kit.content, kit.name);
  if (input.query.format === 'md') return { fileName: `${base}.md`, contentType: 'text/markdown; charset=utf-8', body: Buffer.from(markdown, 'utf8') };
  if (input.query.format === 'json') return { fileName: `${base}.json`, contentType: 'application/json; charset=utf-8', body: Buffer.from(kitJson(kit), 'utf8') };

  const files: Zippable = {};
  const contents: string[] = [];
  const missing: string[] = [];
  const maxBytes = deps.maxZipBytes ?? 256 * 1024 * 1024;
  let bytes = 0;
  const add = (name: string, data: Uint8Array | [Uint8Array, { level: 0 }], what: string) => {
    const size = Array.isArray(data) ? data[0].byteLength : data.byteLength;
    if (bytes + size > maxBytes) {
      missing.push(`${name} (${what}): the zip would pass its size limit of ${Math.floor(maxBytes / 1024).toLocaleString('en-US')} KB`);
      return;
    }
    bytes += size;
    files[`${base}/${name}`] = data;
    contents.push(`${name}: ${what}`);
  };
  add(`${slug}-copy.md`, Buffer.from(markdown, 'utf8'), 'every post, email, ad, website block and the video script');
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
    add(`${name}.png`, stored(png), `${flyer.platform} flyer, ${flyer.dimensions}, PNG`);
  }

  for (const key of videoObjectKeys(kit)) {
    const bytes = await readObject(deps.store, key);
    if (!bytes) {
      missing.push(`A file of the video (${path.posix.basename(key)}) is no longer stored`);
      continue;
    }
    add(`video/${path.posix.basename(key)}`, stored(bytes), 'a file of the kit\'s video');
  }

  // Oldest first, so a video keeps its number as more are rendered; one deleted since is skipped.
  const rendered = [...(await deps.kitVideos.listByKit(kit.userId, kit.id))].reverse();
  let videoNumber = 0;
  for (const video of rendered) {
    const bytes = canRead(kit.userId, video.videoKey) ? await readObject(deps.store, video.videoKey) : null;
    if (!bytes) continue;
    videoNumber += 1;
    add(`videos/${slug}-${videoNumber}.mp4`, stored(bytes), `video rendered from the kit on ${video.createdAt.toISOString().slice(0, 10)}, ${Math.round(video.duration)} s`);
  }

  try {
    const logo = await fetchSiteLogo(deps, kit.siteModel);
    add(`${slug}-logo.${logo.extension}`, logo.extension === 'svg' ? logo.body : stored(logo.body), `the logo found on your site (${logo.sourceUrl})`);
  } catch (error) {
    if (!isAppError(error)) throw error;
    missing.push(`Logo: ${error.message}`);
  }

  // Kits kept before names were cleaned where they enter may still hold a bidirectional override.
  const readme = [`${cleanLine(kit.name)}: marketing kit by SiteSpark`, '', ...contents.map((line) => `- ${line}`), ...(missing.length > 0 ? ['', 'Not included:', ...missing.map((line) => `- ${line}`)] : []), ''].join('\n');
  files[`${base}/README.txt`] = Buffer.from(readme, 'utf8');
  const zip = zipSync(files, { level: 6, mtime: kit.updatedAt });
  return { fileName: `${base}.zip`, contentType: 'application/zip', body: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) };
}
