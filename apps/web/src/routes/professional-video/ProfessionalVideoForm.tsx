import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Clapperboard } from 'lucide-react';
import { autoVideoDefaults, professionalVideoDefaults } from '@sitespark/contracts';
import type { Platform, ProfessionalVideoRequest } from '@sitespark/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { WebsiteUrlField } from '../video-studio/shared/WebsiteUrlField.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { ChoiceChips } from '../video-studio/shared/Chips.tsx';
import { PlatformsField } from '../video-studio/shared/PlatformsField.tsx';
import type { RenderProgress } from '../video-studio/shared/render-job.ts';
import { RenderSubmit } from '../video-studio/shared/RenderSubmit.tsx';
import { professionalLengthOptions, professionalStyleOptions } from '../video-studio/shared/studio-options.ts';
import type { ProfessionalVideoLength } from '../video-studio/shared/studio-options.ts';
import { useWebsiteUrl } from '../video-studio/shared/use-website-url.ts';

export type ProfessionalVideoFormProps = {
  onSubmit: (request: ProfessionalVideoRequest) => void;
  pending: boolean;
  progress: RenderProgress | null;
};

export function ProfessionalVideoForm({ onSubmit, pending, progress }: ProfessionalVideoFormProps) {
  const id = useId();
  const website = useWebsiteUrl(pending);
  const [style, setStyle] = useState<string>(autoVideoDefaults.style);
  const [videoLength, setVideoLength] = useState<ProfessionalVideoLength>(professionalVideoDefaults.videoLength);
  const [chosenPlatforms, setChosenPlatforms] = useState<Platform[]>([...professionalVideoDefaults.platforms]);
  const [useTemplate, setUseTemplate] = useState<boolean>(professionalVideoDefaults.useTemplate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = website.takeUrl();
    if (url === null) return;
    onSubmit({ url, style, videoLength, platforms: chosenPlatforms, useTemplate });
  };

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Create a Professional Video</CardTitle>
        <CardDescription>A narrated video of your website with music, plus a cut sized for each platform you choose.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Create a professional video" className="flex flex-col gap-6">
          <WebsiteUrlField {...website.field} />
          <ChoiceChips legend="Style" options={professionalStyleOptions} value={style} onChange={setStyle} disabled={pending} />
          <ChoiceChips legend="Video length" options={professionalLengthOptions} value={videoLength} onChange={setVideoLength} disabled={pending} />
          <PlatformsField hint="Each platform gets its own video at its size and best length." value={chosenPlatforms} onChange={setChosenPlatforms} disabled={pending} />
          <div className="flex items-start gap-3">
            <input
              id={`${id}-template`}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-600"
              checked={useTemplate}
              disabled={pending}
              onChange={(event) => setUseTemplate(event.target.checked)}
              aria-describedby={`${id}-template-hint`}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-template`}>Use a professional template</Label>
              <p id={`${id}-template-hint`} className="text-xs text-ink-muted">
                Adds the template's text overlays (your name, features and a call to action) to the slides.
              </p>
            </div>
          </div>
          <RenderSubmit
            icon={Clapperboard}
            label="Generate Professional Video"
            pendingLabel="Generating Professional Video…"
            pending={pending}
            progress={progress}
            progressLabel="Professional video progress"
          />
        </form>
      </CardContent>
    </Card>
  );
}
