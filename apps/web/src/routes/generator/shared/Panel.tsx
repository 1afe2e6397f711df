import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';
import { Lightbulb } from 'lucide-react';

/** A titled block inside a result tab. */
export function Panel({ title, actions, className, children, ...props }: Omit<ComponentProps<'section'>, 'title'> & { title: ReactNode; actions?: ReactNode }) {
  return (
    <section className={clsx('rounded-xl border border-line bg-surface p-4 sm:p-5', className)} {...props}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-ink">{title}</h3>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export function FieldLabel({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('text-xs font-semibold tracking-wide text-ink-muted uppercase', className)} {...props} />;
}

/** Advice lines, each behind a light bulb. */
export function TipList({ tips, className }: { tips: readonly string[]; className?: string }) {
  return (
    <ul className={clsx('flex flex-col gap-2', className)}>
      {tips.map((tip) => (
        <li key={tip} className="flex gap-2 text-sm text-ink">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
          {tip}
        </li>
      ))}
    </ul>
  );
}
