import { ArrowRight } from 'lucide-react';
import { clsx } from 'clsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { isSectionDisabled, isSelectionComplete, requiredSectionCount, sectionChoices, toggleSection } from './model/sections.ts';
import type { SectionId } from './model/sections.ts';

export type SectionPickerProps = {
  selected: readonly SectionId[];
  onChange: (selected: SectionId[]) => void;
  onContinue: () => void;
};

/** Manual mode, step 1: exactly five sections; the other checkboxes are disabled once five are ticked. */
export function SectionPicker({ selected, onChange, onContinue }: SectionPickerProps) {
  const complete = isSelectionComplete(selected);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose Your Sections</CardTitle>
        <CardDescription>{`Pick exactly ${requiredSectionCount} sections; each becomes one slide of your video.`}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <fieldset>
          <legend className="sr-only">Video sections</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {sectionChoices.map((choice) => {
              const checked = selected.includes(choice.id);
              const disabled = isSectionDisabled(selected, choice.id);
              return (
                <label
                  key={choice.id}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    checked ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface hover:border-brand-300',
                    disabled && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onChange(toggleSection(selected, choice.id))}
                  />
                  <span className="flex flex-col gap-1">
                    <span className="text-sm font-semibold text-ink">{choice.name}</span>
                    <span className="text-xs text-ink-muted">{choice.description}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {`${selected.length} of ${requiredSectionCount} sections selected`}
          </p>
          <Button onClick={onContinue} disabled={!complete} className="max-sm:w-full">
            Continue to Uploads
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
