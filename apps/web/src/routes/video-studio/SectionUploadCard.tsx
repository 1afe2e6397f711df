import { useId } from 'react';
import { ImagePlus } from 'lucide-react';
import { clsx } from 'clsx';
import { Label } from '../../components/ui/Label.tsx';
import { sectionImageAccept, sectionImageProblem, sectionTextMaxLength } from './model/sections.ts';
import { Textarea } from '../../components/ui/Textarea.tsx';
import { useObjectUrl } from './shared/use-object-url.ts';

export type SectionUploadCardProps = {
  index: number;
  name: string;
  description?: string | undefined;
  file: File | null;
  /** The section's current image when it has one already (edit mode). */
  currentImageUrl?: string | undefined;
  error?: string | undefined;
  onFile: (file: File | null, problem: string | null) => void;
  /** The slide's text; left out where the text is not editable. */
  textPrompt?: string | undefined;
  onTextPrompt?: ((text: string) => void) | undefined;
  disabled?: boolean | undefined;
};

/** One section's screenshot (png, jpeg, jpg, webp) and, in manual mode, its text (at most 100 characters). */
export function SectionUploadCard({
  index,
  name,
  description,
  file,
  currentImageUrl,
  error,
  onFile,
  textPrompt,
  onTextPrompt,
  disabled,
}: SectionUploadCardProps) {
  const id = useId();
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentImageUrl ?? null;
  const action = currentImageUrl || file ? 'Replace screenshot' : 'Upload screenshot';
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:flex-row">
      <div
        className={clsx(
          'relative flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-canvas sm:w-56',
          error ? 'border-danger' : 'border-line',
        )}
      >
        {shown ? (
          <img src={shown} alt={`${name} screenshot`} className="size-full object-cover" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-8 text-ink-muted" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 className="text-base font-semibold text-ink">{`${index + 1}. ${name}`}</h3>
          {description && <p className="text-xs text-ink-muted">{description}</p>}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-image`}>{`${action} for ${name}`}</Label>
          <input
            id={`${id}-image`}
            type="file"
            accept={sectionImageAccept}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              onFile(picked, picked ? sectionImageProblem(picked) : null);
            }}
            className={clsx(
              'w-full text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800',
              'hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
            )}
          />
          {error ? (
            <p id={`${id}-error`} className="text-xs font-medium text-danger">
              {error}
            </p>
          ) : (
            <p className="text-xs text-ink-muted">{file ? file.name : 'PNG, JPEG or WebP, up to 5 MB.'}</p>
          )}
        </div>
        {onTextPrompt && (
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`${id}-text`}>{`Text for ${name}`}</Label>
              <span id={`${id}-count`} className="text-xs text-ink-muted tabular-nums">
                {`${(textPrompt ?? '').length}/${sectionTextMaxLength}`}
              </span>
            </div>
            <Textarea
              id={`${id}-text`}
              rows={2}
              maxLength={sectionTextMaxLength}
              value={textPrompt ?? ''}
              disabled={disabled}
              aria-describedby={`${id}-count`}
              placeholder={`What should the ${name} slide say?`}
              onChange={(event) => onTextPrompt(event.target.value.slice(0, sectionTextMaxLength))}
            />
          </div>
        )}
      </div>
    </li>
  );
}
