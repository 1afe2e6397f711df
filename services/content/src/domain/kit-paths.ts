import type { KitChange, KitTextEdit } from '@sitespark/contracts';
import { AppError, cleanLine, cleanText } from '@sitespark/service-kit';

/**
 * The texts of a kit a user may change, by their dotted path in the kit as GET /api/kits/:id
 * returns it. Everything else is computed from these (scores, grounding, the combined
 * `socialPosts`, send metrics, the content rating) or is not text (colours, flyer files, numbers).
 */
const editablePaths: readonly RegExp[] = [
  /^socialPlatforms\.\d+\.options\.\d+$/,
  /^emailCopy\.(subject|body)$/,
  /^emailCopy\.sequences\.(welcome|nurture|promotional)\.\d+\.(subject|body)$/,
  /^emailCopy\.tips\.\d+$/,
  /^adCopy\.(headline|description|cta)$/,
  /^adCopy\.variations\.(headlines|descriptions|ctas)\.\d+$/,
  /^adCopy\.strategy\.(platforms|audiences|budgetTips|keywords)\.\d+$/,
  /^adCopy\.checklist\.(facebook|google|linkedin|tiktok)\.\d+$/,
  /^websiteCopy\.(hero|subheading|callToAction|features|benefits|testimonial)$/,
  /^marketingIntel\.(keyBenefits|competitorInsights)\.\d+$/,
  /^videoContent\.sections\.\d+\.text$/,
  /^videoContent\.slideshowData\.audioScript$/,
  /^videoContent\.slideshowData\.textOverlays\.\d+\.text$/,
  /^videoContent\.platformOptimizations\.\d+\.(thumbnailText|hookLine)$/,
];

/** Longest text per path where the product has a limit (the spec's text overlay limit). */
const maxLengths: ReadonlyArray<[RegExp, number, string]> = [[/^videoContent\.slideshowData\.textOverlays\.\d+\.text$/, 100, 'A text overlay']];

export function isEditableTextPath(path: string): boolean {
  return editablePaths.some((pattern) => pattern.test(path));
}

const missing = Symbol('missing');

/** The value at a dotted path, or `missing`. Only own keys of plain objects and in-range array indexes are followed. */
export function readPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const segment of path.split('.')) {
    if (Array.isArray(node)) {
      // Only the canonical spelling: "01" would read index 1 here but be written as another key.
      if (!/^(?:0|[1-9]\d*)$/.test(segment)) return missing;
      const index = Number(segment);
      if (index >= node.length) return missing;
      node = node[index];
    } else if (node !== null && typeof node === 'object') {
      if (!Object.hasOwn(node, segment)) return missing;
      node = (node as Record<string, unknown>)[segment];
    } else {
      return missing;
    }
  }
  return node;
}

/** The text at an editable path, or a 400 saying exactly why the path cannot be changed. */
export function readEditableText(content: unknown, path: string): string {
  if (/(?:^|\.)0\d/.test(path)) throw new AppError('VALIDATION', `"${path}": write indexes without leading zeros, such as socialPlatforms.0.options.1`);
  const value = readPath(content, path);
  if (value === missing || value === undefined || value === null) throw new AppError('VALIDATION', `The kit has no text at "${path}"`);
  if (typeof value !== 'string') throw new AppError('VALIDATION', `"${path}" is not a text field, so it cannot be edited`);
  if (path.startsWith('socialPosts.')) {
    throw new AppError('VALIDATION', `"${path}" is combined from the posts in socialPlatforms: edit socialPlatforms.<network>.options.<n> instead`);
  }
  if (!isEditableTextPath(path)) throw new AppError('VALIDATION', `"${path}" is computed or fixed, not editable text`);
  return value;
}

function writePath(root: Record<string, unknown>, path: string, value: string): void {
  const segments = path.split('.');
  let node: unknown = root;
  for (const segment of segments.slice(0, -1)) node = (node as Record<string, unknown>)[segment];
  (node as Record<string, unknown>)[segments.at(-1)!] = value;
}

/** A text as it is kept: control characters and lone surrogates (which PostgreSQL refuses) removed, line ends unified, outer blanks trimmed. */
export function cleanKitText(value: string): string {
  return cleanText(value).replace(/\r\n?/g, '\n').trim();
}

/** One line (a kit's name, a search): as cleanKitText, on one line. */
export function cleanKitLine(value: string): string {
  return cleanLine(value).replace(/\s+/g, ' ').trim();
}

/**
 * The content with the edits applied (a new object; `content` is left as it was) and what changed.
 * Every edit is checked before any is applied; an edit that leaves a text as it was is no change.
 */
export function applyTextEdits<T extends object>(content: T, edits: readonly KitTextEdit[]): { content: T; changes: KitChange[] } {
  const seen = new Set<string>();
  const planned: KitChange[] = [];
  for (const edit of edits) {
    if (seen.has(edit.path)) throw new AppError('VALIDATION', `"${edit.path}" is edited twice in one request`);
    seen.add(edit.path);
    const oldValue = readEditableText(content, edit.path);
    const newValue = cleanKitText(edit.value);
    if (!newValue) throw new AppError('VALIDATION', `"${edit.path}" cannot be empty`);
    const limit = maxLengths.find(([pattern]) => pattern.test(edit.path));
    if (limit && newValue.length > limit[1]) throw new AppError('VALIDATION', `${limit[2]} can be at most ${limit[1]} characters`);
    if (newValue !== oldValue) planned.push({ path: edit.path, oldValue, newValue });
  }
  const next = structuredClone(content) as T;
  for (const change of planned) writePath(next as Record<string, unknown>, change.path, change.newValue);
  return { content: next, changes: planned };
}

/** One piece the writer can rewrite, and the paths of its texts (an email is its subject and its body). */
export type KitPiece =
  | { kind: 'post'; platformIndex: number; option: number; paths: [string] }
  | { kind: 'email'; sequence: 'welcome' | 'nurture' | 'promotional' | null; index: number; paths: [string, string] }
  | { kind: 'ad'; field: 'headlines' | 'descriptions' | 'ctas' | 'headline' | 'description' | 'cta'; index: number | null; paths: [string] }
  | { kind: 'website'; block: 'hero' | 'subheading' | 'callToAction' | 'features' | 'benefits' | 'testimonial'; paths: [string] };

/** The piece a regenerate path names: one post, one email, one ad variation or one website block. */
export function pieceAt(content: unknown, path: string): KitPiece {
  const refuse = () => new AppError('VALIDATION', `"${path}" cannot be regenerated: choose one post, one email, one ad variation or one website block`);
  let piece: KitPiece | null = null;
  let match: RegExpExecArray | null;
  if ((match = /^socialPlatforms\.(\d+)\.options\.(\d+)$/.exec(path))) {
    piece = { kind: 'post', platformIndex: Number(match[1]), option: Number(match[2]), paths: [path] };
  } else if ((match = /^emailCopy\.sequences\.(welcome|nurture|promotional)\.(\d+)(?:\.(?:subject|body))?$/.exec(path))) {
    const base = `emailCopy.sequences.${match[1]}.${match[2]}`;
    piece = { kind: 'email', sequence: match[1] as 'welcome', index: Number(match[2]), paths: [`${base}.subject`, `${base}.body`] };
  } else if (/^emailCopy(?:\.(?:subject|body))?$/.test(path)) {
    piece = { kind: 'email', sequence: null, index: 0, paths: ['emailCopy.subject', 'emailCopy.body'] };
  } else if ((match = /^adCopy\.variations\.(headlines|descriptions|ctas)\.(\d+)$/.exec(path))) {
    piece = { kind: 'ad', field: match[1] as 'headlines', index: Number(match[2]), paths: [path] };
  } else if ((match = /^adCopy\.(headline|description|cta)$/.exec(path))) {
    piece = { kind: 'ad', field: match[1] as 'headline', index: null, paths: [path] };
  } else if ((match = /^websiteCopy\.(hero|subheading|callToAction|features|benefits|testimonial)$/.exec(path))) {
    piece = { kind: 'website', block: match[1] as 'hero', paths: [path] };
  }
  if (!piece) throw refuse();
  for (const text of piece.paths) readEditableText(content, text);
  return piece;
}
