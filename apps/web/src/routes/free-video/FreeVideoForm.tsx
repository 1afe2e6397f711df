import { useState } from 'react';
import type { FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import type { FreeVideoRequest, Platform } from '@sitespark/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { WebsiteUrlField } from '../video-studio/shared/WebsiteUrlField.tsx';
import { ChoiceChips } from '../video-studio/shared/Chips.tsx';
import { PlatformsField } from '../video-studio/shared/PlatformsField.tsx';
import type { RenderProgress } from '../video-studio/shared/render-job.ts';
import { RenderSubmit } from '../video-studio/shared/RenderSubmit.tsx';
import { freeLengthOptions, styleOptions } from '../video-studio/shared/studio-options.ts';
import type { FreeVideoLength } from '../video-studio/shared/studio-options.ts';
import { useWebsiteUrl } from '../video-studio/shared/use-website-url.ts';

export type FreeVideoFormProps = {
  onSubmit: (request: FreeVideoRequest) => void;
  pending: boolean;
  progress: RenderProgress | null;
};

export function FreeVideoForm({ onSubmit, pending, progress }: FreeVideoFormProps) {
  const website = useWebsiteUrl(pending);
  const [style, setStyle] = useState<string>('corporate');
  const [videoLength, setVideoLength] = useState<FreeVideoLength>(30);
  const [chosenPlatforms, setChosenPlatforms] = useState<Platform[]>(['YouTube']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = website.takeUrl();
    if (url === null) return;
    onSubmit({ url, style, videoLength, platforms: chosenPlatforms });
  };

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Create a Free Video</CardTitle>
        <CardDescription>We capture your website, add animated text and music, and render an MP4 plus an HTML version.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Create a free video" className="flex flex-col gap-6">
          <WebsiteUrlField {...website.field} />
          <ChoiceChips legend="Animation style" hint="Sets the music's mood and the video's look: transitions, camera, type and text boxes." options={styleOptions} value={style} onChange={setStyle} disabled={pending} />
          <ChoiceChips legend="Video length" options={freeLengthOptions} value={videoLength} onChange={setVideoLength} disabled={pending} />
          <PlatformsField hint="The video is sized for the first platform; each gets its own tips." value={chosenPlatforms} onChange={setChosenPlatforms} disabled={pending} />
          <RenderSubmit
            icon={Sparkles}
            label="Generate Free Video"
            pendingLabel="Generating Free Video…"
            pending={pending}
            progress={progress}
            progressLabel="Free video progress"
          />
        </form>
      </CardContent>
    </Card>
  );
}
