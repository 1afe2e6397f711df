import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { Input } from './Input.tsx';
import { Label } from './Label.tsx';

export type FormFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A labelled input with its hint and error wired to it for assistive technology. */
export function FormField({ label, error, hint, containerClassName, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-2', containerClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
