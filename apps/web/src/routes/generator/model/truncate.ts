import type { EmailMessage } from '@sitespark/contracts';

/** Spec section 9: how much of a long text each preview shows. */
export const previewLimits = {
  emailSequenceShown: 3,
  emailSequenceBody: 100,
  emailPreview: 80,
  websiteFeaturesAndBenefits: 200,
  adDescription: 60,
  adVariationHeadlines: 3,
  slideOverlayText: 50,
} as const;

/**
 * Cuts `text` to at most `max` characters at the last word break and marks the cut with an
 * ellipsis, so a preview never shows half a word. Counts code points, so an emoji is never split.
 */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const kept = characters.slice(0, max);
  const nextStartsWord = /\S/u.test(characters[max] ?? ' ');
  const lastBreak = Math.max(kept.lastIndexOf(' '), kept.lastIndexOf('\n'));
  const whole = nextStartsWord && lastBreak > max / 3 ? kept.slice(0, lastBreak) : kept;
  return `${whole.join('').replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** The first emails of a sequence: three shown, bodies cut at 100 characters. */
export function sequencePreview(emails: readonly EmailMessage[]): EmailMessage[] {
  return emails
    .slice(0, previewLimits.emailSequenceShown)
    .map((email) => ({ subject: email.subject, body: truncateText(email.body, previewLimits.emailSequenceBody) }));
}

/** An inbox line under the subject: the body on one line, cut at 80 characters. */
export function emailPreviewLine(body: string): string {
  return truncateText(body.replace(/\s+/g, ' ').trim(), previewLimits.emailPreview);
}

/** Ad variations show three headlines. */
export function shownAdHeadlines(headlines: readonly string[]): string[] {
  return headlines.slice(0, previewLimits.adVariationHeadlines);
}
