import type { PageFacts, SiteModel } from '@sitespark/site-model';
import { chooseBrandColors, cssColorCandidates, type ColorCandidate } from './brand-palette.ts';
import { parseCssColor } from './colors.ts';

/** Candidates the page itself names: theme-color, tile colour and its inline CSS. */
export function pageColorCandidates(facts: PageFacts): ColorCandidate[] {
  const candidates: ColorCandidate[] = [];
  const theme = facts.meta['theme-color'] ? parseCssColor(facts.meta['theme-color']) : null;
  if (theme) candidates.push({ hex: theme, weight: 100, role: 'primary', source: "the page's theme-color" });
  const tile = facts.meta['msapplication-tilecolor'] ? parseCssColor(facts.meta['msapplication-tilecolor']) : null;
  if (tile) candidates.push({ hex: tile, weight: 40, source: "the page's tile colour" });
  if (facts.inlineCss) candidates.push(...cssColorCandidates(facts.inlineCss, "the page's CSS"));
  return candidates;
}

/**
 * The site's brand colours from the page's own CSS and meta colours plus evidence gathered elsewhere
 * (linked stylesheets, logo, og:image, snippet images); with no evidence the hue comes from the domain.
 */
export function siteBrand(facts: PageFacts | null, colorCandidates: ColorCandidate[], domain: string): SiteModel['brand'] {
  const palette = chooseBrandColors([...(facts ? pageColorCandidates(facts) : []), ...colorCandidates], domain);
  return { colors: palette.colors, found: palette.found, evidence: palette.evidence };
}
