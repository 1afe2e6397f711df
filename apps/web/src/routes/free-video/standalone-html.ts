import { apiRequest } from '../../api/client.ts';

const mediaSource = /\bsrc="(\/api\/media\/[^"]+)"/g;

/** The stored media a slideshow page loads (its screenshots and music), each once. */
export function mediaSources(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(mediaSource), (match) => match[1] ?? ''))].filter(Boolean);
}

/** The page with each media address swapped for its replacement; addresses without one stay as they are. */
export function replaceSources(html: string, replacements: ReadonlyMap<string, string>): string {
  return html.replace(mediaSource, (whole, source: string) => {
    const replacement = replacements.get(source);
    return replacement ? `src="${replacement}"` : whole;
  });
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The free video's HTML with its screenshots and music embedded, so the downloaded file plays
 * anywhere (our media addresses only answer the signed-in user on this site). A file that cannot
 * be fetched keeps its address.
 */
export async function standaloneHtml(html: string): Promise<string> {
  const replacements = new Map<string, string>();
  await Promise.all(
    mediaSources(html).map(async (source) => {
      try {
        const response = await apiRequest('GET', source);
        replacements.set(source, await readAsDataUrl(await response.blob()));
      } catch (error) {
        console.warn('A slideshow file could not be embedded', source, error);
      }
    }),
  );
  return replaceSources(html, replacements);
}
