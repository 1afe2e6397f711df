import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import gelasioBold from '@fontsource/gelasio/files/gelasio-latin-700-normal.woff2?url';
import antonRegular from '@fontsource/anton/files/anton-latin-400-normal.woff2?url';
import comicNeueBold from '@fontsource/comic-neue/files/comic-neue-latin-700-normal.woff2?url';

// The files services/render draws MP4 overlays with, so the preview shows the faces the export uses.
const faces = [
  { family: 'SiteSpark Inter', url: interBold, weight: '700' },
  { family: 'SiteSpark Georgia', url: gelasioBold, weight: '700' },
  { family: 'SiteSpark Impact', url: antonRegular, weight: '400' },
  { family: 'SiteSpark Comic Sans', url: comicNeueBold, weight: '700' },
];

let loading: Promise<void> | null = null;

/** Registers the overlay fonts once; a font that fails to load falls back to the next in its stack. */
export function loadOverlayFonts(): Promise<void> {
  if (loading) return loading;
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  loading = Promise.all(
    faces.map(async ({ family, url, weight }) => {
      try {
        const face = new FontFace(family, `url(${url}) format('woff2')`, { weight, display: 'swap' });
        document.fonts.add(await face.load());
      } catch {
        // The CSS stack names a fallback for every family.
      }
    }),
  ).then(() => undefined);
  return loading;
}
