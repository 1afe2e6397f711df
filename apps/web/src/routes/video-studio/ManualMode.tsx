import { useState } from 'react';
import { ArrowLeft, Film } from 'lucide-react';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { createCustomVideo } from './api/create-custom-video.ts';
import { isSelectionComplete, requiredSectionCount, sectionChoices } from './model/sections.ts';
import type { SectionId } from './model/sections.ts';
import { MusicSettings } from './shared/MusicSettings.tsx';
import { RenderProgressBar } from './shared/RenderProgressBar.tsx';
import { RenderSubmit } from './shared/RenderSubmit.tsx';
import { useMusicChoice } from './shared/use-music-choice.ts';
import { SectionPicker } from './SectionPicker.tsx';
import { SectionUploadCard } from './SectionUploadCard.tsx';
import type { useStudioGeneration } from './use-studio-generation.ts';

type SectionUpload = { file: File | null; error: string | null; textPrompt: string };

const emptyUpload: SectionUpload = { file: null, error: null, textPrompt: '' };

/** Manual mode: the section picker, then one screenshot and text per section. */
export function ManualMode({ generation }: { generation: ReturnType<typeof useStudioGeneration> }) {
  const { music, volume, settings } = useMusicChoice({ firstTrackUntilPicked: true });
  const [step, setStep] = useState<'pick' | 'upload'>('pick');
  const [selected, setSelected] = useState<SectionId[]>([]);
  const [uploads, setUploads] = useState<Partial<Record<SectionId, SectionUpload>>>({});
  const { generate, isPending, progress } = generation;

  const uploadOf = (id: SectionId) => uploads[id] ?? emptyUpload;
  const update = (id: SectionId, change: Partial<SectionUpload>) =>
    setUploads((current) => ({ ...current, [id]: { ...(current[id] ?? emptyUpload), ...change } }));

  if (step === 'pick') {
    return (
      <SectionPicker
        selected={selected}
        onChange={setSelected}
        onContinue={() => {
          if (isSelectionComplete(selected)) setStep('upload');
        }}
      />
    );
  }

  const sections = sectionChoices.filter((choice) => selected.includes(choice.id));
  const uploadedCount = sections.filter((section) => uploadOf(section.id).file && !uploadOf(section.id).error).length;
  const ready = uploadedCount === requiredSectionCount;

  const submit = () => {
    if (!ready) return;
    generate((onProgress) =>
      createCustomVideo({
        sections: sections.map((section) => ({
          id: section.id,
          name: section.name,
          textPrompt: uploadOf(section.id).textPrompt.trim(),
          image: uploadOf(section.id).file as File,
        })),
        music,
        volume,
        onProgress,
      }),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle>Upload Your Screenshots</CardTitle>
            <CardDescription>One screenshot per section, in the order they play, with a short line of text for each.</CardDescription>
          </div>
          <Button variant="secondary" onClick={() => setStep('pick')} disabled={isPending} className="self-start">
            <ArrowLeft aria-hidden="true" />
            Change Sections
          </Button>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-4">
            {sections.map((section, index) => {
              const upload = uploadOf(section.id);
              return (
                <SectionUploadCard
                  key={section.id}
                  index={index}
                  name={section.name}
                  description={section.description}
                  file={upload.file}
                  error={upload.error ?? undefined}
                  onFile={(file, problem) => update(section.id, { file: problem ? null : file, error: problem })}
                  textPrompt={upload.textPrompt}
                  onTextPrompt={(textPrompt) => update(section.id, { textPrompt })}
                  disabled={isPending}
                />
              );
            })}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Music</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <MusicSettings {...settings} emptyOptionLabel="No music" disabled={isPending} />
          {progress && <RenderProgressBar progress={progress} label="Video generation progress" />}
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {ready ? 'All sections have a screenshot.' : `${uploadedCount} of ${requiredSectionCount} screenshots uploaded: every section needs one.`}
            </p>
            <RenderSubmit icon={Film} label="Generate Video" pendingLabel="Generating Video…" pending={isPending} disabled={!ready} onClick={submit} className="max-sm:w-full" />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
