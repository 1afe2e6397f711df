import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { textOverlayLimits, videoSectionIds } from '@sitespark/contracts';
import type { GeneratedVideo } from '@sitespark/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { createCustomVideo } from './api/create-custom-video.ts';
import { fetchImage } from './api/fetch-image.ts';
import { snapVolume } from './model/music-volume.ts';
import { sectionName } from './model/sections.ts';
import { playableUrl } from './shared/media-url.ts';
import { MusicSettings } from './shared/MusicSettings.tsx';
import { RenderSubmit } from './shared/RenderSubmit.tsx';
import { useMusicChoice } from './shared/use-music-choice.ts';
import { SectionUploadCard } from './SectionUploadCard.tsx';
import type { useStudioGeneration } from './use-studio-generation.ts';

type Replacement = { file: File | null; error: string | null };

/** A stored section's id as the renderer knows it; older or partial videos are mapped by position. */
function sectionIdAt(video: GeneratedVideo, index: number): (typeof videoSectionIds)[number] {
  const ids = video.sections.map((section) => section.id);
  const own = ids[index];
  const allKnown = ids.length === videoSectionIds.length && new Set(ids).size === ids.length && ids.every((id) => (videoSectionIds as readonly string[]).includes(id));
  return allKnown ? (own as (typeof videoSectionIds)[number]) : videoSectionIds[index]!;
}

/** Edit mode: the latest video's music, volume and screenshots, rendered again. */
export function EditVideoForm({ video, generation }: { video: GeneratedVideo; generation: ReturnType<typeof useStudioGeneration> }) {
  const { music, volume, settings } = useMusicChoice({ music: video.backgroundMusic ?? '', volume: snapVolume(video.musicVolume) });
  const [replacements, setReplacements] = useState<Record<number, Replacement>>({});
  const { generate, isPending, progress } = generation;
  const sections = video.sections.slice(0, videoSectionIds.length);
  const editable = sections.length === videoSectionIds.length;
  const hasProblem = Object.values(replacements).some((replacement) => replacement.error);

  const submit = () => {
    if (!editable || hasProblem) return;
    generate(async (onProgress) => {
      const images = await Promise.all(sections.map((section, index) => replacements[index]?.file ?? fetchImage(section.image)));
      return createCustomVideo({
        sections: sections.map((section, index) => ({
          id: sectionIdAt(video, index),
          name: section.name || sectionName(section.id),
          textPrompt: section.text.slice(0, textOverlayLimits.textMaxLength),
          image: images[index]!,
        })),
        music,
        volume,
        onProgress,
      });
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Edit Your Video</CardTitle>
          <CardDescription>Change the music and its volume or replace any screenshot, then render the video again.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <MusicSettings {...settings} emptyOptionLabel="No music" disabled={isPending} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Screenshots</CardTitle>
          {!editable && (
            <CardDescription>{`This video has ${sections.length} sections; only a video of ${videoSectionIds.length} sections can be edited. Create a new one instead.`}</CardDescription>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ol className="flex flex-col gap-4">
            {sections.map((section, index) => (
              <SectionUploadCard
                key={`${section.id}-${index}`}
                index={index}
                name={section.name || sectionName(section.id)}
                description={section.text}
                file={replacements[index]?.file ?? null}
                currentImageUrl={playableUrl(section.image)}
                error={replacements[index]?.error ?? undefined}
                onFile={(file, problem) => setReplacements((current) => ({ ...current, [index]: { file: problem ? null : file, error: problem } }))}
                disabled={isPending || !editable}
              />
            ))}
          </ol>
          <RenderSubmit
            icon={RefreshCw}
            label="Regenerate Video"
            pendingLabel="Regenerating Video…"
            pending={isPending}
            progress={progress}
            disabled={!editable || hasProblem}
            onClick={submit}
          />
        </CardContent>
      </Card>
    </div>
  );
}
