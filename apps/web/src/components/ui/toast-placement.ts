export type Box = { top: number; bottom: number; left: number; right: number };

export type ToastPlacementInput = {
  viewportHeight: number;
  /** The toast's horizontal extent, which does not depend on where it sits vertically. */
  left: number;
  right: number;
  /** The toast's height, its margins included. */
  height: number;
  /** Controls the toast must leave reachable, in viewport coordinates. */
  controls: readonly Box[];
  /** How far apart the tried positions are, in CSS pixels. */
  step?: number;
};

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The top of the toast in the viewport: at the bottom when that covers no control, else at the top,
 * else the lowest free place between. When every place covers something (a screen full of buttons),
 * the place covering fewest, the bottom first.
 */
export function chooseToastTop({ viewportHeight, left, right, height, controls, step = 8 }: ToastPlacementInput): number {
  const bottom = Math.max(0, viewportHeight - height);
  const candidates = [bottom, 0];
  for (let top = bottom - step; top > 0; top -= step) candidates.push(top);
  let best = bottom;
  let fewest = Number.POSITIVE_INFINITY;
  for (const top of candidates) {
    const band = { top, bottom: top + height, left, right };
    const covered = controls.filter((control) => overlaps(band, control)).length;
    if (covered === 0) return top;
    if (covered < fewest) {
      fewest = covered;
      best = top;
    }
  }
  return best;
}

const controlSelector = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
].join(',');

/** An open modal takes the page's controls out of reach, so only its own count then. */
function activeLayer(doc: Document): ParentNode {
  const open = doc.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
  return open.length > 0 ? (open[open.length - 1] as Element) : doc;
}

/** The boxes of the controls a user can see and reach now, outside `exclude` (the toasts themselves). */
export function reachableControls(doc: Document, exclude: Element | null): Box[] {
  const viewportHeight = doc.defaultView?.innerHeight ?? 0;
  const boxes: Box[] = [];
  for (const element of activeLayer(doc).querySelectorAll(controlSelector)) {
    if (exclude?.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= viewportHeight) continue;
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ checkVisibilityCSS: true })) continue;
    boxes.push({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
  }
  return boxes;
}
