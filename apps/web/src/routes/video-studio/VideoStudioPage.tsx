import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowLeft, Clapperboard, Music } from 'lucide-react';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { AutoModeForm } from './AutoModeForm.tsx';
import { EditVideoForm } from './EditVideoForm.tsx';
import { ManualMode } from './ManualMode.tsx';
import { ModeChoice } from './ModeChoice.tsx';
import type { StudioMode } from './ModeChoice.tsx';
import { loadGeneratedVideo } from './model/generated-video.ts';
import { useStudioGeneration } from './use-studio-generation.ts';

const modeTitles: Record<StudioMode, string> = {
  auto: 'Auto-Generate',
  manual: 'Upload Your Own',
  edit: 'Edit Your Last Video',
};

export function VideoStudioPage() {
  const search = useSearch();
  const [storedVideo] = useState(loadGeneratedVideo);
  const [mode, setMode] = useState<StudioMode | null>(() => (new URLSearchParams(search).get('mode') === 'edit' && storedVideo ? 'edit' : null));
  const generation = useStudioGeneration();

  return (
    <PageShell heading="Video Studio" description="Turn your website into a promotional video with music, ready for YouTube and social media.">
      <div className="mt-6 flex flex-wrap gap-2">
        <Link href="/free-video" className={buttonClasses('ghost', 'sm')}>
          <Clapperboard aria-hidden="true" />
          Free Video Studio
        </Link>
        <Link href="/professional-video" className={buttonClasses('ghost', 'sm')}>
          <Clapperboard aria-hidden="true" />
          Professional Video Studio
        </Link>
        <Link href="/music-manager" className={buttonClasses('ghost', 'sm')}>
          <Music aria-hidden="true" />
          Music Library
        </Link>
      </div>
      {mode === null ? (
        <ModeChoice canEdit={storedVideo !== null} onChoose={setMode} />
      ) : (
        <section aria-label={modeTitles[mode]} className="mt-8 flex flex-col gap-4">
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setMode(null)} disabled={generation.isPending}>
            <ArrowLeft aria-hidden="true" />
            Choose another mode
          </Button>
          {mode === 'auto' && <AutoModeForm generation={generation} />}
          {mode === 'manual' && <ManualMode generation={generation} />}
          {mode === 'edit' && storedVideo && <EditVideoForm video={storedVideo} generation={generation} />}
        </section>
      )}
    </PageShell>
  );
}
