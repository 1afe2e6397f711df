import type { Platform } from '@sitespark/contracts';
import { ToggleChips } from './Chips.tsx';
import { platformOptions } from './studio-options.ts';

/** The studios' Platforms chips: the platforms a video is made for, at least one. */
export function PlatformsField({ hint, value, onChange, disabled }: { hint: string; value: readonly Platform[]; onChange: (value: Platform[]) => void; disabled: boolean }) {
  return <ToggleChips legend="Platforms" hint={hint} options={platformOptions} value={value} onChange={onChange} minSelected={1} disabled={disabled} />;
}
