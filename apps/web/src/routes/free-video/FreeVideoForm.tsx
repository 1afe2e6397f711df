import { useState } from 'react';
import type { FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import type { FreeVideoRequest, Platform } from '@sitespark/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { WebsiteUrlField } from '../video-studio/shared/WebsiteUrlField.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { ChoiceChips, ToggleChips } from '../video-studio/shared/Chips.tsx';
import type { RenderProgress } from '../video-studio/shared/render-job.ts';
import { RenderProgressBar } from '../video-studio/shared/RenderProgressBar.tsx';
import { freeLengthOptions, platformOptions, styleOptions } from '../video-studio/shared/studio-options.ts';
import type { FreeVideoLength } from '../video-studio/shared/studio-options.ts';
import { checkWebsiteUrl } from '../video-studio/shared/website-url.ts';

export type FreeVideoFormProps = {
  onSubmit: (request: FreeVideoRequest) => void;
  pending: boolean;
  progress: RenderProgress | null;
};

export function FreeVideoForm({ onSubmit, pending, progress }: FreeVideoFormProps) {
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [style, setStyle] = useState<string>('corporate');
  const [videoLength, setVideoLength] = useState<FreeVideoLength>(30);
  const [chosenPlatforms, setChosenPlatforms] = useState<Platform[]>(['YouTube']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWebsiteUrl(url);
    if (!checked.ok) {
      setUrlError(checked.message);
      if (checked.reason === 'empty') toast({ title: 'URL Required', description: checked.message, variant: 'destructive' });
      return;
    }
    setUrlError(undefined);
    onSubmit({ url: checked.url, style, videoLength, platforms: chosenPlatforms });
  };

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Create a Free Video</CardTitle>
        <CardDescription>We capture your website, add animated text and music, and render an MP4 plus an HTML version.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Create a free video" className="flex flex-col gap-6">
          <WebsiteUrlField value={url} error={urlError} disabled={pending} onChange={setUrl} onClearError={() => setUrlError(undefined)} />
          <ChoiceChips legend="Animation style" hint="Sets the mood of the music and motion." options={styleOptions} value={style} onChange={setStyle} disabled={pending} />
          <ChoiceChips legend="Video length" options={freeLengthOptions} value={videoLength} onChange={setVideoLength} disabled={pending} />
          <ToggleChips
            legend="Platforms"
            hint="The video is sized for the first platform; each gets its own tips."
            options={platformOptions}
            value={chosenPlatforms}
            onChange={setChosenPlatforms}
            minSelected={1}
            disabled={pending}
          />
          {progress && <RenderProgressBar progress={progress} label="Free video progress" />}
          <Button type="submit" size="lg" disabled={pending} className="self-start max-sm:w-full">
            <Sparkles aria-hidden="true" />
            {pending ? 'Generating Free Video…' : 'Generate Free Video'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
