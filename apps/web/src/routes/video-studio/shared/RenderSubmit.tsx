import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import type { RenderProgress } from './render-job.ts';
import { RenderProgressBar } from './RenderProgressBar.tsx';

export type RenderSubmitProps = {
  icon: LucideIcon;
  label: string;
  /** What the button says while the video renders. */
  pendingLabel: string;
  pending: boolean;
  /** Shown above the button while a render runs; leave out to place the bar elsewhere. */
  progress?: RenderProgress | null;
  progressLabel?: string;
  /** Besides while pending. */
  disabled?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
  className?: string;
};

/** A studio's large generate button, after the running render's progress. */
export function RenderSubmit({
  icon: Icon,
  label,
  pendingLabel,
  pending,
  progress,
  progressLabel = 'Video generation progress',
  disabled = false,
  onClick,
  className = 'self-start max-sm:w-full',
}: RenderSubmitProps) {
  return (
    <>
      {progress && <RenderProgressBar progress={progress} label={progressLabel} />}
      <Button type={onClick ? 'button' : 'submit'} size="lg" onClick={onClick} disabled={pending || disabled} className={className}>
        <Icon aria-hidden="true" />
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
