import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import type { MusicTrack } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { STORAGE_USAGE_QUERY_KEY } from '../../api/videos.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/AlertDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { useToast } from '../../components/ui/Toaster.tsx';
import { readApiFailure } from '../../lib/api-error.ts';

/** Rename (inline: Enter saves, Escape cancels) and Delete (after a confirmation) for one of the user's own tracks. */
export function TrackActions({ track, onChanged }: { track: MusicTrack; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(track.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const close = () => {
    setEditing(false);
    setError(null);
    setName(track.name);
    queueMicrotask(() => renameButton.current?.focus());
  };
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Track name is required');
      return;
    }
    if (trimmed === track.name) {
      close();
      return;
    }
    setBusy(true);
    try {
      await callRoute('media.renameMusicTrack', { params: { id: track.id }, body: { name: trimmed } });
      toast({ title: 'Track renamed', description: `Now called “${trimmed}”.` });
      setEditing(false);
      setError(null);
      onChanged();
    } catch (failure) {
      setError(readApiFailure(failure)?.message ?? 'The track could not be renamed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await callRoute('media.deleteMusicTrack', { params: { id: track.id } });
      toast({ title: 'Track deleted', description: `“${track.name}” was removed from your library.` });
      void queryClient.invalidateQueries({ queryKey: STORAGE_USAGE_QUERY_KEY });
      onChanged();
    } catch (failure) {
      toast({ title: 'Delete failed', description: readApiFailure(failure)?.message ?? 'The track could not be deleted. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (editing) {
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <Input
            ref={input}
            value={name}
            maxLength={200}
            disabled={busy}
            aria-label={`New name for ${track.name}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-8 w-48 min-w-0"
          />
          <Button size="sm" disabled={busy} onClick={() => void save()} aria-label="Save the name">
            <Check aria-hidden="true" />
            Save
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={close} aria-label="Cancel renaming">
            <X aria-hidden="true" />
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-xs text-danger-strong">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <Button ref={renameButton} variant="ghost" size="sm" aria-label={`Rename ${track.name}`} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Rename
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="ghost" size="sm" disabled={busy} aria-label={`Delete ${track.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this track?</AlertDialogTitle>
          <AlertDialogDescription>{`“${track.name}” and its MP3 will be deleted for good. Videos already rendered with it keep their sound.`}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => void remove()}>
              Delete track
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
