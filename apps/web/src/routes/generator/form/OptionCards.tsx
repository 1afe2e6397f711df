import { useId } from 'react';
import { Film } from 'lucide-react';
import { Input } from '../../../components/ui/Input.tsx';
import { Label } from '../../../components/ui/Label.tsx';
import { promptLimits, toneOptions } from '../model/compose-prompt.ts';
import type { AdvancedOptions } from '../model/compose-prompt.ts';
import { Textarea } from '../../../components/ui/Textarea.tsx';
import { ToggleSwitch } from '../shared/ToggleSwitch.tsx';
import { StepCard } from './StepCard.tsx';

export type CustomizationCardProps = {
  customPrompt: string;
  targetAudience: string;
  onCustomPrompt: (value: string) => void;
  onTargetAudience: (value: string) => void;
};

/** Card 3: the optional prompt and audience. */
export function CustomizationCard({ customPrompt, targetAudience, onCustomPrompt, onTargetAudience }: CustomizationCardProps) {
  const id = useId();
  return (
    <StepCard step={3} title="Customization" description="Optional: steer the content towards what matters to you.">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-prompt`}>Custom prompt</Label>
          <Textarea
            id={`${id}-prompt`}
            rows={3}
            maxLength={promptLimits.customPrompt}
            placeholder="e.g. Focus on our new mobile app and the free trial"
            value={customPrompt}
            onChange={(event) => onCustomPrompt(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-audience`}>Target audience</Label>
          <Input
            id={`${id}-audience`}
            maxLength={promptLimits.targetAudience}
            placeholder="e.g. Small business owners, busy parents, developers"
            value={targetAudience}
            onChange={(event) => onTargetAudience(event.target.value)}
          />
        </div>
      </div>
    </StepCard>
  );
}

export type VideoOptionsCardProps = { includeVideo: boolean; onIncludeVideo: (value: boolean) => void };

/** Card 4: whether the kit includes the promotional slideshow. */
export function VideoOptionsCard({ includeVideo, onIncludeVideo }: VideoOptionsCardProps) {
  const id = useId();
  return (
    <StepCard step={4} title="Video Options">
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-rose-100 text-rose-700">
            <Film aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-video`}>Include AI promotional video</Label>
            <p id={`${id}-video-hint`} className="text-sm text-ink-muted">
              A 30-second slideshow of your snippets with text overlays and music, ready to edit and export as MP4.
            </p>
          </div>
        </div>
        <ToggleSwitch
          id={`${id}-video`}
          checked={includeVideo}
          onCheckedChange={onIncludeVideo}
          aria-describedby={`${id}-video-hint`}
          className="mt-1"
        />
      </div>
    </StepCard>
  );
}

export type AdvancedOptionsCardProps = { advanced: AdvancedOptions; onAdvanced: (value: AdvancedOptions) => void };

/** Card 5: tone and offer, added to the prompt as plain instructions. */
export function AdvancedOptionsCard({ advanced, onAdvanced }: AdvancedOptionsCardProps) {
  const id = useId();
  return (
    <StepCard step={5} title="Advanced Options" description="Fine-tune the voice and anything you want to promote.">
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm leading-none font-medium text-ink">Tone of voice</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {toneOptions.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-tone`}
                    value={option.id}
                    checked={advanced.tone === option.id}
                    onChange={() => onAdvanced({ ...advanced, tone: option.id })}
                    className="size-4 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-none"
                  />
                  {option.label}
                </label>
              ))}
            </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-offer`}>Special offer to promote</Label>
          <Input
            id={`${id}-offer`}
            maxLength={promptLimits.offer}
            placeholder="e.g. 20% off the first month, free trial, free shipping"
            value={advanced.offer}
            onChange={(event) => onAdvanced({ ...advanced, offer: event.target.value })}
          />
        </div>
      </div>
    </StepCard>
  );
}
