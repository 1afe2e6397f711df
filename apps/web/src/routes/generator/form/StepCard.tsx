import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/Card.tsx';

export type StepCardProps = {
  /** The card's number in the form; none for the unnumbered Recently Used Snippets card. */
  step?: number;
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
};

/** One numbered card of the generator form, labelled by its title for assistive technology. */
export function StepCard({ step, title, description, aside, children }: StepCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader className="flex-col items-start justify-between gap-3 sm:flex-row">
        <div className="flex items-start gap-3">
          {step !== undefined && (
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {step}
            </span>
          )}
          <div className="flex flex-col gap-1 pt-1">
            <h2 id={titleId} className="text-lg leading-tight font-semibold text-ink">
              {step !== undefined && <span className="sr-only">{`Step ${step}: `}</span>}
              {title}
            </h2>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
        </div>
        {aside}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
