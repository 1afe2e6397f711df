import type { FormEvent } from 'react';
import { Film } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { WebsiteUrlField } from './shared/WebsiteUrlField.tsx';
import { createAutoVideo } from './api/create-auto-video.ts';
import { MusicSettings } from './shared/MusicSettings.tsx';
import { RenderSubmit } from './shared/RenderSubmit.tsx';
import { useMusicChoice } from './shared/use-music-choice.ts';
import { useWebsiteUrl } from './shared/use-website-url.ts';
import type { useStudioGeneration } from './use-studio-generation.ts';

export type AutoModeFormProps = { generation: ReturnType<typeof useStudioGeneration> };

/** Auto mode: a website address and music; the server does the rest. */
export function AutoModeForm({ generation }: AutoModeFormProps) {
  const { generate, isPending, progress } = generation;
  const website = useWebsiteUrl(isPending);
  const { music, volume, settings } = useMusicChoice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = website.takeUrl();
    if (url === null) return;
    generate((onProgress) => createAutoVideo({ url, music, volume, onProgress }));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Auto-Generate</CardTitle>
        <CardDescription>A 30-second, 1920×1080 video for YouTube in a professional style, made from your website.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Auto-generate a video">
          <WebsiteUrlField {...website.field} />
          <MusicSettings {...settings} emptyOptionLabel="Matched to your website (automatic)" disabled={isPending} />
          <RenderSubmit icon={Film} label="Generate Video" pendingLabel="Generating Video…" pending={isPending} progress={progress} />
        </form>
      </CardContent>
    </Card>
  );
}
