import { useState } from 'react';
import type { FormEvent } from 'react';
import { Film } from 'lucide-react';
import { musicVolume } from '@sitespark/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { WebsiteUrlField } from './shared/WebsiteUrlField.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { createAutoVideo } from './api/create-auto-video.ts';
import { MusicSettings } from './shared/MusicSettings.tsx';
import { RenderProgressBar } from './shared/RenderProgressBar.tsx';
import { useMusicLibrary } from './shared/use-music-library.ts';
import { checkWebsiteUrl } from './shared/website-url.ts';
import type { useStudioGeneration } from './use-studio-generation.ts';

export type AutoModeFormProps = { generation: ReturnType<typeof useStudioGeneration> };

/** Auto mode: a website address and music; the server does the rest. */
export function AutoModeForm({ generation }: AutoModeFormProps) {
  const { toast } = useToast();
  const library = useMusicLibrary();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [music, setMusic] = useState('');
  const [volume, setVolume] = useState<number>(musicVolume.default);
  const { generate, isPending, progress } = generation;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWebsiteUrl(url);
    if (!checked.ok) {
      setUrlError(checked.message);
      if (checked.reason === 'empty') toast({ title: 'URL Required', description: checked.message, variant: 'destructive' });
      return;
    }
    setUrlError(undefined);
    generate((onProgress) => createAutoVideo({ url: checked.url, music, volume, onProgress }));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Auto-Generate</CardTitle>
        <CardDescription>A 30-second, 1920×1080 video for YouTube in a professional style, made from your website.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Auto-generate a video">
          <WebsiteUrlField value={url} error={urlError} disabled={isPending} onChange={setUrl} onClearError={() => setUrlError(undefined)} />
          <MusicSettings
            tracks={library.tracks}
            loading={library.isLoading}
            music={music}
            onMusic={setMusic}
            volume={volume}
            onVolume={setVolume}
            emptyOptionLabel="Matched to your website (automatic)"
            disabled={isPending}
          />
          {progress && <RenderProgressBar progress={progress} label="Video generation progress" />}
          <Button type="submit" size="lg" disabled={isPending} className="self-start max-sm:w-full">
            <Film aria-hidden="true" />
            {isPending ? 'Generating Video…' : 'Generate Video'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
