import type { BrandColors } from '@sitespark/contracts';
import { colorDistance, colorsIn, hexToHsl, hslToHex, isNeutral } from './colors.ts';
import type { PaletteColor } from './image-palette.ts';

export type ColorRole = 'primary' | 'secondary' | 'accent';

export interface ColorCandidate {
  hex: string;
  weight: number;
  source: string;
  role?: ColorRole;
}

const maxCssChars = 600_000;
const propertyName = /^(--[\w-]+|[a-z-]+)$/;

function roleOfVariable(name: string): ColorRole | undefined {
  if (/secondary/.test(name)) return 'secondary';
  if (/accent|highlight/.test(name)) return 'accent';
  if (/primary|brand|theme|main/.test(name)) return 'primary';
  return undefined;
}

function propertyWeight(property: string): number {
  if (property.startsWith('background')) return 2;
  if (property === 'color' || property === 'fill' || property === 'stroke') return 1.2;
  if (property.startsWith('border') || property.startsWith('outline')) return 0.5;
  if (property.includes('shadow')) return 0.2;
  return 0.6;
}

/**
 * Colour candidates from CSS: custom properties named primary/brand/secondary/accent are strong
 * evidence; every other literal counts by how often and where (backgrounds more than borders) it
 * is used.
 */
export function cssColorCandidates(css: string, sourceLabel: string): ColorCandidate[] {
  const text = css.length > maxCssChars ? css.slice(0, maxCssChars) : css;
  const named = new Map<string, { weight: number; role: ColorRole; variable: string }>();
  const frequency = new Map<string, { weight: number; uses: number }>();
  // Declarations are the pieces between ; { and }; selectors split the same way carry no colour literal.
  for (const piece of text.split(/[;{}]/)) {
    const colon = piece.indexOf(':');
    if (colon <= 0) continue;
    const value = piece.slice(colon + 1);
    if (!value.includes('#') && !/rgb|hsl/i.test(value)) continue;
    const property = piece.slice(0, colon).trim().toLowerCase();
    if (!propertyName.test(property)) continue;
    const colors = colorsIn(value);
    if (colors.length === 0) continue;
    const role = property.startsWith('--') ? roleOfVariable(property) : undefined;
    for (const hex of colors) {
      if (role) {
        const entry = named.get(`${role}:${hex}`) ?? { weight: 0, role, variable: property };
        entry.weight += role === 'primary' ? 30 : 18;
        named.set(`${role}:${hex}`, entry);
      } else {
        const entry = frequency.get(hex) ?? { weight: 0, uses: 0 };
        entry.weight += property.startsWith('--') ? 1 : propertyWeight(property);
        entry.uses += 1;
        frequency.set(hex, entry);
      }
    }
  }
  const candidates: ColorCandidate[] = [...named.entries()].map(([key, entry]) => ({
    hex: key.slice(key.indexOf(':') + 1),
    weight: Math.min(entry.weight, 60),
    role: entry.role,
    source: `the CSS variable ${entry.variable} in ${sourceLabel}`,
  }));
  const ranked = [...frequency.entries()].sort((a, b) => b[1].weight - a[1].weight).slice(0, 12);
  const top = ranked.find(([hex]) => !isNeutral(hex))?.[1].weight ?? 1;
  for (const [hex, entry] of ranked) {
    candidates.push({
      hex,
      weight: isNeutral(hex) ? Math.min(entry.weight, 30) : 35 * Math.min(1, entry.weight / top),
      source: `${sourceLabel} (used ${entry.uses} time${entry.uses === 1 ? '' : 's'})`,
    });
  }
  return candidates;
}

export function paletteCandidates(palette: PaletteColor[], weight: number, sourceLabel: string): ColorCandidate[] {
  return palette.map((color) => ({ hex: color.hex, weight: weight * color.share, source: `${sourceLabel} (${Math.round(color.share * 100)}% of its pixels)` }));
}

interface Group {
  hex: string;
  best: number;
  weight: number;
  roles: Set<ColorRole>;
  sources: string[];
}

function groupCandidates(candidates: ColorCandidate[]): Group[] {
  const groups: Group[] = [];
  for (const candidate of [...candidates].sort((a, b) => b.weight - a.weight)) {
    const group = groups.find((g) => colorDistance(g.hex, candidate.hex) < 30);
    if (group) {
      group.weight += candidate.weight;
      if (candidate.role) group.roles.add(candidate.role);
      if (group.sources.length < 3) group.sources.push(candidate.source);
    } else {
      groups.push({
        hex: candidate.hex,
        best: candidate.weight,
        weight: candidate.weight,
        roles: new Set(candidate.role ? [candidate.role] : []),
        sources: [candidate.source],
      });
    }
  }
  return groups;
}

function hashHue(seed: string): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return (hash >>> 0) % 360;
}

function pick(groups: Group[], role: ColorRole, chosen: string[]): Group | undefined {
  let best: Group | undefined;
  let bestScore = -1;
  for (const group of groups) {
    if (chosen.some((hex) => colorDistance(hex, group.hex) < 70)) continue;
    const score = group.weight + (group.roles.has(role) ? 40 : 0) + (role === 'accent' ? hexToHsl(group.hex).s * 10 : 0);
    if (score > bestScore) {
      best = group;
      bestScore = score;
    }
  }
  return best;
}

export interface BrandPalette {
  colors: BrandColors;
  /** One line per colour saying where it came from. */
  evidence: string[];
  /** True when at least the primary colour was found rather than derived. */
  found: boolean;
}

/**
 * Primary, secondary and accent are the heaviest distinct hues (a role named in the CSS or the
 * page's theme-color counts extra); the neutral is the heaviest non-white grey. Missing colours are
 * derived from the primary's hue; with no evidence at all the hue comes from the site's name.
 */
export function chooseBrandColors(candidates: ColorCandidate[], seed: string): BrandPalette {
  const groups = groupCandidates(candidates);
  const chromatic = groups.filter((g) => !isNeutral(g.hex));
  const neutrals = groups.filter((g) => isNeutral(g.hex) && hexToHsl(g.hex).l < 0.88 && hexToHsl(g.hex).l > 0.03);
  const evidence: string[] = [];
  const chosen: string[] = [];

  const primaryGroup = pick(chromatic, 'primary', chosen);
  let primary: string;
  if (primaryGroup) {
    primary = primaryGroup.hex;
    evidence.push(`primary ${primary} from ${primaryGroup.sources[0]}`);
  } else {
    primary = hslToHex({ h: hashHue(seed), s: 0.62, l: 0.45 });
    evidence.push(`primary ${primary}: no brand colour was found, so one was chosen from the site's name`);
  }
  chosen.push(primary);
  const base = hexToHsl(primary);

  const secondaryGroup = pick(chromatic, 'secondary', chosen);
  let secondary: string;
  if (secondaryGroup) {
    secondary = secondaryGroup.hex;
    evidence.push(`secondary ${secondary} from ${secondaryGroup.sources[0]}`);
  } else {
    secondary = hslToHex({ h: (base.h + 35) % 360, s: Math.min(0.85, base.s * 0.9 + 0.05), l: Math.max(0.25, Math.min(0.6, base.l - 0.12)) });
    evidence.push(`secondary ${secondary} derived from the primary (analogous hue)`);
  }
  chosen.push(secondary);

  const accentGroup = pick(chromatic, 'accent', chosen);
  let accent: string;
  if (accentGroup) {
    accent = accentGroup.hex;
    evidence.push(`accent ${accent} from ${accentGroup.sources[0]}`);
  } else {
    accent = hslToHex({ h: (base.h + 160) % 360, s: 0.78, l: 0.55 });
    evidence.push(`accent ${accent} derived from the primary (complementary hue)`);
  }

  const neutralGroup = [...neutrals].sort((a, b) => b.weight - a.weight)[0];
  let neutral: string;
  if (neutralGroup) {
    neutral = neutralGroup.hex;
    evidence.push(`neutral ${neutral} from ${neutralGroup.sources[0]}`);
  } else {
    neutral = hslToHex({ h: base.h, s: 0.12, l: 0.16 });
    evidence.push(`neutral ${neutral} derived from the primary (a dark tint for text)`);
  }
  return { colors: { primary, secondary, accent, neutral }, evidence, found: primaryGroup !== undefined };
}
