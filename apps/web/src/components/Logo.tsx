import { Zap } from 'lucide-react';
import { clsx } from 'clsx';

/** The brand mark: a spark in a violet tile. Decorative; the word "SiteSpark" beside it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-brand-500 to-brand-700 text-white shadow-sm',
        className,
      )}
    >
      <Zap className="size-4.5 fill-current" strokeWidth={1.5} />
    </span>
  );
}
