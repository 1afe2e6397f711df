import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  neutral: 'bg-canvas text-ink-muted ring-1 ring-line',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
};

export function Badge({ tone = 'brand', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={clsx('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[tone], className)}
      {...props}
    />
  );
}
