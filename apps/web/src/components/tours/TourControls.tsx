import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { clsx } from 'clsx';
import { Button } from '../ui/Button.tsx';

export type TourControlsProps = {
  step: number;
  total: number;
  finishLabel: string;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
};

/** The feature walkthrough's progress, Skip Tour, Back and Next (or the finishing button). */
export function TourControls({ step, total, finishLabel, onBack, onNext, onSkip }: TourControlsProps) {
  const last = step === total - 1;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-medium text-ink-muted">
          Step {step + 1} of {total}
        </p>
        <div aria-hidden="true" className="flex gap-1.5">
          {Array.from({ length: total }, (_, index) => (
            <span
              key={index}
              className={clsx('h-1.5 rounded-full transition-all', index === step ? 'w-5 bg-brand-600' : 'w-1.5 bg-brand-200')}
            />
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        {last ? (
          <span />
        ) : (
          <Button variant="ghost" size="sm" onClick={onSkip} className="text-ink-muted">
            Skip Tour
          </Button>
        )}
        <div className="flex gap-2">
          {step > 0 && (
            <Button variant="secondary" size="sm" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          )}
          <Button size="sm" onClick={onNext} data-tour-primary="">
            {last ? finishLabel : 'Next'}
            {!last && <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Opening the walkthrough puts focus on its Next button rather than on Skip or the close button. */
export function focusPrimary(event: Event): void {
  const content = event.currentTarget;
  const primary = content instanceof HTMLElement ? content.querySelector<HTMLElement>('[data-tour-primary]') : null;
  if (!primary) return;
  event.preventDefault();
  primary.focus();
}

export function TourClose() {
  return (
    <DialogPrimitive.Close
      aria-label="Close tour"
      className="absolute top-3 right-3 cursor-pointer rounded-md p-1.5 text-ink-muted transition-colors hover:bg-brand-50 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <X aria-hidden="true" className="size-4" />
    </DialogPrimitive.Close>
  );
}
