import { Loader2 } from 'lucide-react';
import { clsx } from 'clsx';

export type SpinnerProps = {
  className?: string;
  /** Announced to assistive technology; the icon itself is decorative. */
  label?: string;
};

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={clsx('size-5 animate-spin text-brand-600', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
