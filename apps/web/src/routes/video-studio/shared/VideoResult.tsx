import type { ReactNode, Ref } from 'react';
import { RotateCcw } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { Card, CardTitle } from '../../../components/ui/Card.tsx';

/** A result page's heading: what was made, a one-line summary, and the button to start over. */
export function VideoResultHeader({ title, summary, resetLabel, onReset }: { title: string; summary: string; resetLabel: string; onReset: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-2xl font-bold text-ink">{title}</h2>
        <p className="text-sm text-ink-muted">{summary}</p>
      </div>
      <Button variant="secondary" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        {resetLabel}
      </Button>
    </div>
  );
}

export type VideoResultPlayerProps = {
  /** The video's playable address. */
  src: string;
  poster: string | undefined;
  label: string;
  playerRef?: Ref<HTMLVideoElement>;
  /** What goes under the player (its buttons). */
  children: ReactNode;
};

/** The finished video, full width, with its actions underneath. */
export function VideoResultPlayer({ src, poster, label, playerRef, children }: VideoResultPlayerProps) {
  return (
    <Card className="overflow-hidden">
      <video ref={playerRef} src={src} poster={poster} controls playsInline preload="metadata" aria-label={label} className="aspect-video w-full bg-ink object-contain" />
      {children}
    </Card>
  );
}

/** A titled grid of one card per platform. */
export function PlatformSection({ id, title, gridClassName, children }: { id: string; title: string; gridClassName: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className={`mt-3 grid gap-4 ${gridClassName}`}>{children}</div>
    </section>
  );
}

/** A result card's title after its brand-coloured icon. */
export function ResultCardTitle({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <CardTitle className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-5 text-brand-600" />
      {children}
    </CardTitle>
  );
}
