import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Clapperboard } from 'lucide-react';
import { autoVideoDefaults, professionalVideoDefaults } from '@sitespark/contracts';
import type { Platform, ProfessionalVideoRequest } from '@sitespark/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { WebsiteUrlField } from '../video-studio/shared/WebsiteUrlField.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { ChoiceChips, ToggleChips } from '../video-studio/shared/Chips.tsx';
import type { RenderProgress } from '../video-studio/shared/render-job.ts';
import { RenderProgressBar } from '../video-studio/shared/RenderProgressBar.tsx';
import { platformOptions, professionalLengthOptions, professionalStyleOptions } from '../video-studio/shared/studio-options.ts';
import type { ProfessionalVideoLength } from '../video-studio/shared/studio-options.ts';
import { checkWebsiteUrl } from '../video-studio/shared/website-url.ts';

export type ProfessionalVideoFormProps = {
  onSubmit: (request: ProfessionalVideoRequest) => void;
  pending: boolean;
  progress: RenderProgress | null;
};

export function ProfessionalVideoForm({ onSubmit, pending, progress }: ProfessionalVideoFormProps) {
  const id = useId();
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [style, setStyle] = useState<string>(autoVideoDefaults.style);
  const [videoLength, setVideoLength] = useState<ProfessionalVideoLength>(professionalVideoDefaults.videoLength);
  const [chosenPlatforms, setChosenPlatforms] = useState<Platform[]>([...professionalVideoDefaults.platforms]);
  const [useTemplate, setUseTemplate] = useState<boolean>(professionalVideoDefaults.useTemplate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWebsiteUrl(url);
    if (!checked.ok) {
      setUrlError(checked.message);
      if (checked.reason === 'empty') toast({ title: 'URL Required', description: checked.message, variant: 'destructive' });
      return;
    }
    setUrlError(undefined);
    onSubmit({ url: checked.url, style, videoLength, platforms: chosenPlatforms, useTemplate });
  };

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Create a Professional Video</CardTitle>
        <CardDescription>A narrated video of your website with music, plus a cut sized for each platform you choose.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Create a professional video" className="flex flex-col gap-6">
          <WebsiteUrlField value={url} error={urlError} disabled={pending} onChange={setUrl} onClearError={() => setUrlError(undefined)} />
          <ChoiceChips legend="Style" options={professionalStyleOptions} value={style} onChange={setStyle} disabled={pending} />
          <ChoiceChips legend="Video length" options={professionalLengthOptions} value={videoLength} onChange={setVideoLength} disabled={pending} />
          <ToggleChips
            legend="Platforms"
            hint="Each platform gets its own video at its size and best length."
            options={platformOptions}
            value={chosenPlatforms}
            onChange={setChosenPlatforms}
            minSelected={1}
            disabled={pending}
          />
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
          {progress && <RenderProgressBar progress={progress} label="Professional video progress" />}
          <Button type="submit" size="lg" disabled={pending} className="self-start max-sm:w-full">
            <Clapperboard aria-hidden="true" />
            {pending ? 'Generating Professional Video…' : 'Generate Professional Video'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
