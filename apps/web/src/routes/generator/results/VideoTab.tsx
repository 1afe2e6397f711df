import { Eye } from 'lucide-react';
import type { VideoContent } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import type { PreviewItem } from '../model/preview-item.ts';
import { CopyButton } from '../shared/CopyButton.tsx';
import { FieldLabel, Panel } from '../shared/Panel.tsx';
import { PlatformBadge } from './PlatformBadge.tsx';
import { EditableText } from './kit-editing.tsx';

export function VideoTab({ video, onPreview }: { video: VideoContent; onPreview: (item: PreviewItem) => void }) {
  const music = video.musicSelection;
  return (
    <div className="flex flex-col gap-5">
      <Panel
        title={`Video script · ${video.duration} s · ${video.sections.length} sections`}
        actions={
          <Button variant="ghost" size="sm" onClick={() => onPreview({ title: 'Video script', type: 'video', content: video })}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
        }
      >
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {video.sections.map((section, index) => (
            <li key={`${section.name}-${index}`} className="overflow-hidden rounded-lg border border-line">
              {section.image && <img src={section.image} alt="" loading="lazy" className="aspect-video w-full object-cover" />}
              <div className="p-3">
                <p className="text-xs font-semibold text-brand-700">{`${index + 1}. ${section.name} · ${section.timing} s`}</p>
                <EditableText
                  path={`videoContent.sections.${index}.text`}
                  text={section.text}
                  label={`${section.name} section text`}
                  className="mt-1 text-sm text-ink"
                />
              </div>
            </li>
          ))}
        </ol>
      </Panel>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Voiceover script" actions={<CopyButton text={video.slideshowData.audioScript} label="Copy voiceover script" />}>
          <EditableText
            path="videoContent.slideshowData.audioScript"
            text={video.slideshowData.audioScript}
            label="voiceover script"
            className="text-sm leading-relaxed whitespace-pre-wrap text-ink"
          />
        </Panel>
        <Panel title="Music">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {(
              [
                ['Genre', music.genre],
                ['Mood', music.mood],
                ['Tempo', music.tempo],
                ['Energy', music.energy],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium text-ink-muted">{label}</dt>
                <dd className="font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-ink-muted">{music.reasoning}</p>
        </Panel>
      </div>
      <Panel title="Platform optimizations">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {video.platformOptimizations.map((platform, index) => (
            <li key={platform.platform} className="rounded-lg border border-line p-3">
              <div className="flex items-center justify-between gap-2">
                <PlatformBadge platform={platform.platform} />
                <span className="text-xs text-ink-muted">{`${platform.optimalLength} s`}</span>
              </div>
              <FieldLabel className="mt-3">Hook</FieldLabel>
              <EditableText
                path={`videoContent.platformOptimizations.${index}.hookLine`}
                text={platform.hookLine}
                label={`${platform.platform} hook`}
                className="text-sm text-ink"
              />
              <FieldLabel className="mt-2">Thumbnail text</FieldLabel>
              <EditableText
                path={`videoContent.platformOptimizations.${index}.thumbnailText`}
                text={platform.thumbnailText}
                label={`${platform.platform} thumbnail text`}
                className="text-sm text-ink"
              />
              <p className="mt-2 text-xs break-words text-brand-700">{platform.hashtagStrategy.join(' ')}</p>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
