import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type ?? 'text'}
      className={clsx(
        'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink shadow-xs transition-colors',
        'placeholder:text-ink-muted/80 hover:border-brand-300',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-brand-700',
        className,
      )}
      {...props}
    />
  );
}
