import { useId, useRef } from 'react';
import type { LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

export type FilePickerProps = {
  label: string;
  hint: string;
  accept: string;
  icon: LucideIcon;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
};

/** A large, keyboard-reachable file chooser that also takes dropped files. */
export function FilePicker({ label, hint, accept, icon: Icon, disabled, onFiles }: FilePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <div
      onDragOver={(event) => {
        if (!disabled) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
      className={clsx(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/40 px-4 py-6 text-center',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        disabled && 'opacity-60',
      )}
    >
      <Icon aria-hidden="true" className="size-7 text-brand-600" />
      <label htmlFor={id} className={clsx('text-sm font-semibold text-brand-800', disabled ? 'cursor-not-allowed' : 'cursor-pointer underline-offset-4 hover:underline')}>
        {label}
      </label>
      <p className="text-xs text-ink-muted">{hint}</p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Clearing lets the same file be chosen again after it was removed from the list.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
