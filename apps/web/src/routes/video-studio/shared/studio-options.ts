import { freeVideoLengths, musicStyles, platforms, professionalVideoLengths } from '@sitespark/contracts';
import type { Platform } from '@sitespark/contracts';
import type { ChipOption } from './Chips.tsx';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The studios' animation styles are the music styles of spec section 9. */
export const styleOptions: readonly ChipOption<string>[] = musicStyles.map((style) => ({ value: style, label: capitalize(style) }));

/** The professional studio also offers the auto default, 'professional'. */
export const professionalStyleOptions: readonly ChipOption<string>[] = [{ value: 'professional', label: 'Professional' }, ...styleOptions];

export type FreeVideoLength = (typeof freeVideoLengths)[number];
export type ProfessionalVideoLength = (typeof professionalVideoLengths)[number];

export const freeLengthOptions: readonly ChipOption<FreeVideoLength>[] = freeVideoLengths.map((length) => ({ value: length, label: `${length}s` }));
export const professionalLengthOptions: readonly ChipOption<ProfessionalVideoLength>[] = professionalVideoLengths.map((length) => ({
  value: length,
  label: `${length}s`,
}));

export const platformOptions: readonly ChipOption<Platform>[] = platforms.map((platform) => ({ value: platform, label: platform }));
