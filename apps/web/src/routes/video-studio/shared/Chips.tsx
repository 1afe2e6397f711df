import { useId } from 'react';
import type { ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { Check } from 'lucide-react';
import { clsx } from 'clsx';

const chipClasses = clsx(
  'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'border-line bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
  'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white',
  'aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white',
);

/** `description` is the chip's tooltip, for a label that shows more than its words. */
export type ChipOption<T extends string | number> = { value: T; label: ReactNode; description?: string };

type GroupFrame = { legend: string; hint?: string | undefined; children: ReactNode };

function ChipFieldset({ legend, hint, children, labelId }: GroupFrame & { labelId: string }) {
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm leading-none font-medium text-ink">
        {legend}
      </span>
      {hint && <p className="text-xs text-ink-muted">{hint}</p>}
      {children}
    </div>
  );
}

export type ChoiceChipsProps<T extends string | number> = {
  legend: string;
  hint?: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** One choice among a few, as chips (a radio group: arrow keys move between them). */
export function ChoiceChips<T extends string | number>({ legend, hint, options, value, onChange, disabled }: ChoiceChipsProps<T>) {
  const labelId = useId();
  return (
    <ChipFieldset legend={legend} hint={hint} labelId={labelId}>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={String(value)}
        onValueChange={(next) => {
          const option = options.find((candidate) => String(candidate.value) === next);
          if (option) onChange(option.value);
        }}
        disabled={disabled}
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => (
          <RadioGroup.Item key={String(option.value)} value={String(option.value)} title={option.description} className={chipClasses}>
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </ChipFieldset>
  );
}

export type ToggleChipsProps<T extends string> = {
  legend: string;
  hint?: string;
  options: readonly ChipOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** At least this many stay chosen: the last ones cannot be switched off. */
  minSelected?: number;
  disabled?: boolean;
};

/** Several choices among a few, as toggle buttons; the result keeps the options' order. */
export function ToggleChips<T extends string>({ legend, hint, options, value, onChange, minSelected = 0, disabled }: ToggleChipsProps<T>) {
  const labelId = useId();
  return (
    <ChipFieldset legend={legend} hint={hint} labelId={labelId}>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = value.includes(option.value);
          const locked = pressed && value.length <= minSelected;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              disabled={disabled || locked}
              title={locked ? 'At least one must stay selected' : undefined}
              className={chipClasses}
              onClick={() => {
                const next = pressed ? value.filter((item) => item !== option.value) : [...value, option.value];
                onChange(options.map((candidate) => candidate.value).filter((candidate) => next.includes(candidate)));
              }}
            >
              {pressed && <Check aria-hidden="true" className="size-4" />}
              {option.label}
            </button>
          );
        })}
      </div>
    </ChipFieldset>
  );
}
