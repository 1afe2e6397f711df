import { imageMediaTypes, textOverlayLimits, uploadLimits, videoSectionIds } from '@sitespark/contracts';

export type SectionId = (typeof videoSectionIds)[number];

/** Manual mode: exactly this many sections, one image each (spec section 5). */
export const requiredSectionCount = videoSectionIds.length;
export const sectionTextMaxLength = textOverlayLimits.textMaxLength;

export const sectionChoices: readonly { id: SectionId; name: string; description: string }[] = [
  { id: 'hero', name: 'Hero', description: 'The first screen: your headline and main call to action.' },
  { id: 'features', name: 'Features', description: 'What your product or service does.' },
  { id: 'benefits', name: 'Benefits', description: 'Why it matters to your customers.' },
  { id: 'proof', name: 'Social Proof', description: 'Testimonials, reviews, logos or numbers.' },
  { id: 'cta', name: 'Call to Action', description: 'Where viewers go next: sign up, buy, book.' },
];

export function sectionName(id: string): string {
  return sectionChoices.find((choice) => choice.id === id)?.name ?? id;
}

/** A section's checkbox is disabled once enough are chosen, unless it is one of them. */
export function isSectionDisabled(selected: readonly SectionId[], id: SectionId, limit: number = requiredSectionCount): boolean {
  return !selected.includes(id) && selected.length >= limit;
}

/** Ticks or unticks a section; ticking beyond the limit changes nothing. The picker's order is kept. */
export function toggleSection(selected: readonly SectionId[], id: SectionId, limit: number = requiredSectionCount): SectionId[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  if (isSectionDisabled(selected, id, limit)) return [...selected];
  const next = [...selected, id];
  return sectionChoices.map((choice) => choice.id).filter((candidate) => next.includes(candidate));
}

/** The upload screen opens only with exactly the required number of sections. */
export function isSelectionComplete(selected: readonly SectionId[], required: number = requiredSectionCount): boolean {
  return new Set(selected).size === required && selected.length === required;
}

/** The screenshot upload accepts png, jpeg, jpg and webp (spec section 5). */
export const sectionImageAccept = [...imageMediaTypes, 'image/jpg', '.png', '.jpg', '.jpeg', '.webp'].join(',');

const imageExtensions = /\.(png|jpe?g|webp)$/i;

/** Why a picked file cannot be a section image, or null when it can. */
export function sectionImageProblem(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type ? [...imageMediaTypes, 'image/jpg'].includes(file.type) : imageExtensions.test(file.name);
  if (!typeOk) return 'Please choose a PNG, JPEG or WebP image.';
  if (file.size > uploadLimits.imageBytes) return `The image is too large. Images can be up to ${uploadLimits.imageBytes / 1024 / 1024} MB.`;
  return null;
}
