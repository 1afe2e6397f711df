/** Card 5: choices that become plain instructions appended to the custom prompt. */
export const toneOptions = [
  { id: 'website', label: 'Match my website', instruction: null },
  { id: 'friendly', label: 'Friendly and casual', instruction: 'Use a friendly, casual tone.' },
  { id: 'professional', label: 'Professional', instruction: 'Use a professional tone.' },
] as const;

export type ToneId = (typeof toneOptions)[number]['id'];

export type AdvancedOptions = { tone: ToneId; offer: string };

export const defaultAdvancedOptions: AdvancedOptions = { tone: 'website', offer: '' };

/** Room left for the appended instructions inside the request's 2000-character prompt. */
export const promptLimits = { customPrompt: 1500, offer: 120, targetAudience: 500 } as const;

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The prompt the generator receives: the user's own words first (the generator reads its focus from
 * the first sentence), then the tone and offer instructions. Undefined when there is nothing to say.
 */
export function composeCustomPrompt(customPrompt: string, options: AdvancedOptions): string | undefined {
  const parts: string[] = [];
  if (customPrompt.trim()) parts.push(asSentence(customPrompt));
  const tone = toneOptions.find((option) => option.id === options.tone)?.instruction;
  if (tone) parts.push(tone);
  if (options.offer.trim()) parts.push(asSentence(`Mention our special offer: ${options.offer.trim()}`));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
