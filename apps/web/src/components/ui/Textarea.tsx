import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** A multi-line input styled like the design system's Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={clsx(
        'min-h-20 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-xs transition-colors',
        'placeholder:text-ink-muted/80 hover:border-brand-300',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
