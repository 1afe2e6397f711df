/** Spec section 9: the flyer pack is downloaded one file every 500 ms. */
export const flyerDownloadGapMs = 500;

/** Starts a browser download of `href` (same origin, so the `download` name is honoured). */
export function triggerDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  triggerDownload(url, fileName);
  // The click has handed the blob to the download by now; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type DownloadItem = { href: string; fileName: string };

/**
 * Downloads the items one after another, `gapMs` apart (browsers drop bursts of downloads), and
 * reports each one as it starts. Resolves after the last has started.
 */
export function downloadSequentially(
  items: readonly DownloadItem[],
  { gapMs = flyerDownloadGapMs, start = triggerDownload, onStart }: { gapMs?: number; start?: (href: string, fileName: string) => void; onStart?: (index: number) => void } = {},
): Promise<void> {
  return new Promise((resolve) => {
    if (items.length === 0) {
      resolve();
      return;
    }
    items.forEach((item, index) => {
      setTimeout(() => {
        start(item.href, item.fileName);
        onStart?.(index);
        if (index === items.length - 1) resolve();
      }, index * gapMs);
    });
  });
}
