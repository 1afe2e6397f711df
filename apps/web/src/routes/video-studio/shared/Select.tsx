import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';

/** A native select styled like the design system's Input. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className={clsx(
          'h-10 w-full cursor-pointer appearance-none rounded-lg border border-line bg-surface py-0 pr-9 pl-3 text-sm text-ink shadow-xs transition-colors',
          'hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
