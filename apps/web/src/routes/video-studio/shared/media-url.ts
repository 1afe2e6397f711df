/** Media addresses (`/api/media/<key>`) answer with an attachment when they carry `?download=<file name>`. */

const localBase = 'http://sitespark.local';

function parse(url: string): { parsed: URL; relative: boolean } {
  const relative = url.startsWith('/') && !url.startsWith('//');
  return { parsed: new URL(url, localBase), relative };
}

function serialize({ parsed, relative }: { parsed: URL; relative: boolean }): string {
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** The address to play or show a media object inline: without the `download` parameter. */
export function playableUrl(url: string): string {
  if (!url) return url;
  const target = parse(url);
  target.parsed.searchParams.delete('download');
  return serialize(target);
}

/** The file name an address asks to be downloaded as, or null. */
export function downloadNameOf(url: string): string | null {
  if (!url) return null;
  return parse(url).parsed.searchParams.get('download');
}

/** The address that downloads a media object as `fileName` (or under the name it already carries). */
export function downloadUrl(url: string, fileName?: string): string {
  const target = parse(url);
  if (fileName) target.parsed.searchParams.set('download', fileName);
  return serialize(target);
}

/** The site name the server put into a video's download name (`<site name> slideshow.mp4`). */
export function siteNameOf(videoUrl: string, fallback = 'Website'): string {
  const name = downloadNameOf(videoUrl)?.replace(/\.mp4$/i, '').replace(/\s*slideshow$/i, '').trim();
  return name || fallback;
}

/** Starts a browser download of a same-origin address (so the `download` name is honoured). */
export function startDownload(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves text as a file through a temporary object URL. */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  startDownload(url, fileName);
  // The click has handed the blob to the download by now; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
