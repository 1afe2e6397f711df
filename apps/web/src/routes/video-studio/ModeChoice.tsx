import type { LucideIcon } from 'lucide-react';
import { ImageUp, PencilLine, Wand2 } from 'lucide-react';
import { clsx } from 'clsx';

export type StudioMode = 'auto' | 'manual' | 'edit';

type ModeCard = { mode: StudioMode; title: string; description: string; icon: LucideIcon; tone: string };

const modeCards: readonly ModeCard[] = [
  {
    mode: 'auto',
    title: 'Auto-Generate',
    description: 'Enter your website address: we capture it, write the slides, add music and render a 30-second video.',
    icon: Wand2,
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    mode: 'manual',
    title: 'Upload Your Own',
    description: 'Choose five sections, upload a screenshot and a line of text for each, and we turn them into a video.',
    icon: ImageUp,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    mode: 'edit',
    title: 'Edit Your Last Video',
    description: 'Change the music or its volume, replace screenshots and render your latest video again.',
    icon: PencilLine,
    tone: 'bg-amber-100 text-amber-800',
  },
];

/** The studio's first screen: how the video is made. Editing is offered once a video exists. */
export function ModeChoice({ canEdit, onChoose }: { canEdit: boolean; onChoose: (mode: StudioMode) => void }) {
  const cards = modeCards.filter((card) => card.mode !== 'edit' || canEdit);
  return (
    <section aria-labelledby="studio-mode-heading" className="mt-8">
      <h2 id="studio-mode-heading" className="text-lg font-semibold text-ink">
        How would you like to create your video?
      </h2>
      <div className={clsx('mt-4 grid gap-4', cards.length === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2')}>
        {cards.map(({ mode, title, description, icon: Icon, tone }) => (
          <button
            key={mode}
            type="button"
            onClick={() => onChoose(mode)}
            className={clsx(
              'group flex cursor-pointer flex-col items-start gap-3 rounded-card border border-line bg-surface p-6 text-left shadow-card transition-colors',
              'hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            )}
          >
            <span className={clsx('flex size-11 items-center justify-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-lg font-semibold text-ink group-hover:text-brand-800">{title}</span>
            <span className="text-sm text-ink-muted">{description}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
