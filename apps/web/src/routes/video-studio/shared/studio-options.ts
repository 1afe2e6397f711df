import { freeVideoLengths, musicStyles, platforms, professionalVideoLengths, videoStyleLook } from '@sitespark/contracts';
import type { Platform } from '@sitespark/contracts';
import type { ChipOption } from './Chips.tsx';
import { describeStyle, styleChipLabel } from './StylePreview.tsx';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A style's chip: a moving thumbnail of its look, its name, and its look in words on hover. */
const styleOption = (style: string): ChipOption<string> => ({
  value: style,
  label: styleChipLabel(style, capitalize(style)),
  description: describeStyle(videoStyleLook(style)),
});

/** The studios' animation styles are the music styles of spec section 9; each also sets the video's look (videoStyleLooks). */
export const styleOptions: readonly ChipOption<string>[] = musicStyles.map(styleOption);

/** The professional studio also offers the auto default, 'professional'. */
export const professionalStyleOptions: readonly ChipOption<string>[] = [styleOption('professional'), ...styleOptions];

export type FreeVideoLength = (typeof freeVideoLengths)[number];
export type ProfessionalVideoLength = (typeof professionalVideoLengths)[number];

export const freeLengthOptions: readonly ChipOption<FreeVideoLength>[] = freeVideoLengths.map((length) => ({ value: length, label: `${length}s` }));
export const professionalLengthOptions: readonly ChipOption<ProfessionalVideoLength>[] = professionalVideoLengths.map((length) => ({
  value: length,
  label: `${length}s`,
}));

export const platformOptions: readonly ChipOption<Platform>[] = platforms.map((platform) => ({ value: platform, label: platform }));
