import { createContext, useContext, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Pencil, RefreshCw, Undo2 } from 'lucide-react';
import { clsx } from 'clsx';
import { regenerateInstructions, type RegenerateInstruction } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { Textarea } from '../../../components/ui/Textarea.tsx';

/** What a kept kit's result tabs can do: edit texts in place, undo, regenerate pieces. Absent on a fresh or shared kit. */
export type KitEditing = {
  save(path: string, value: string): Promise<void>;
  /** Restores the text's value before the last change made here (a new revision on the server). */
  undo(path: string): Promise<void>;
  canUndo(path: string): boolean;
  regenerate(path: string, instruction: RegenerateInstruction | null): Promise<void>;
  canRegenerate: boolean;
  /** The path being saved or regenerated, if any. */
  busyPath: string | null;
};

/** The kept kit behind the result tabs: its id (for Share) and, when the owner may change it, the editing actions. */
export type KitContextValue = { kitId: string | null; editing: KitEditing | null };

const KitContext = createContext<KitContextValue>({ kitId: null, editing: null });

export function KitProvider({ value, children }: { value: KitContextValue; children: ReactNode }) {
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>;
}

export function useKitContext(): KitContextValue {
  return useContext(KitContext);
}

export type EditableTextProps = {
  /** The text's dotted path in the kit ("websiteCopy.hero"). */
  path: string;
  text: string;
  /** What is shown when not editing (a shortened preview); the full text by default. */
  display?: ReactNode;
  /** For buttons and the text box: "Twitter post, option 1". */
  label: string;
  className?: string;
  /** The piece this text belongs to can be written again (a post, an email, an ad variation, a website block). */
  regeneratePath?: string;
  as?: 'p' | 'span';
};

/** A text of the result tabs; on a kept kit, with Edit (Save, Cancel), Undo and Regenerate beside it. */
export function EditableText({ path, text, display, label, className, regeneratePath, as = 'p' }: EditableTextProps) {
  const { editing } = useKitContext();
  const [draft, setDraft] = useState<string | null>(null);
  const [instruction, setInstruction] = useState<RegenerateInstruction | ''>('');
  const fieldId = useId();
  const Tag = as;
  if (!editing) return <Tag className={className} data-kit-path={path}>{display ?? text}</Tag>;

  const busy = editing.busyPath === path || (regeneratePath !== undefined && editing.busyPath === regeneratePath);
  const save = async () => {
    if (draft === null) return;
    try {
      await editing.save(path, draft);
      setDraft(null);
    } catch {
      // The page has said why; the draft stays so nothing typed is lost.
    }
  };

  if (draft !== null) {
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="sr-only">{`Edit ${label}`}</label>
        <Textarea
          id={fieldId}
          value={draft}
          autoFocus
          rows={Math.min(14, Math.max(3, draft.split('\n').length + 1))}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
          }}
        />
        <div className="flex gap-2">
          <Button size="sm" onClick={() => void save()} disabled={busy || !draft.trim()}>
            {busy ? <Spinner className="size-4" label="Saving" /> : null}
            Save
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDraft(null)} disabled={busy}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <Tag className={clsx(className, busy && 'opacity-60')} data-kit-path={path}>
        {display ?? text}
      </Tag>
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={`Change ${label}`}>
        <Button size="sm" variant="ghost" onClick={() => setDraft(text)} disabled={busy} aria-label={`Edit ${label}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {editing.canUndo(path) && (
          <Button size="sm" variant="ghost" onClick={() => void editing.undo(path)} disabled={busy} aria-label={`Undo ${label}`}>
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
        )}
        {regeneratePath && editing.canRegenerate && (
          <>
            <label className="sr-only" htmlFor={`${fieldId}-instruction`}>{`How to regenerate ${label}`}</label>
            <select
              id={`${fieldId}-instruction`}
              value={instruction}
              onChange={(event) => setInstruction(event.target.value as RegenerateInstruction | '')}
              className="h-8 rounded-md border border-line bg-surface px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <option value="">Another version</option>
              {regenerateInstructions.map((choice) => (
                <option key={choice} value={choice}>
                  {choice.charAt(0).toUpperCase() + choice.slice(1)}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={`Regenerate ${label}`}
              onClick={() => void editing.regenerate(regeneratePath, instruction || null)}
            >
              {busy ? <Spinner className="size-4" label="Regenerating" /> : <RefreshCw aria-hidden="true" />}
              Regenerate
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
