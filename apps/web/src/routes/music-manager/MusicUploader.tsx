import { useId } from 'react';
import { FileAudio, Upload, X } from 'lucide-react';
import { defaultMusicGenre, defaultMusicMood, musicGenres, musicMoods } from '@sitespark/contracts';
import type { MusicGenre, MusicMood, MusicTrack } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { Select } from '../video-studio/shared/Select.tsx';
import { FilePicker } from './FilePicker.tsx';
import { isFinished } from './model/upload-tasks.ts';
import type { UploadTask } from './model/upload-tasks.ts';
import { trackIdFromFileName, trackNameFromFileName } from './model/track-naming.ts';
import { TaskStatus } from './TaskStatus.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

export type MusicUploadTaskFields = { trackId: string; trackName: string; genre: MusicGenre; mood: MusicMood };

/** The multipart body of POST /api/upload-music-file. */
export function musicUploadForm(task: UploadTask<MusicUploadTaskFields>): FormData {
  const form = new FormData();
  form.append('trackId', task.fields.trackId.trim());
  form.append('trackName', task.fields.trackName.trim());
  form.append('genre', task.fields.genre);
  form.append('mood', task.fields.mood);
  form.append('music', task.file, task.file.name);
  return form;
}

function uploadMusic(task: UploadTask<MusicUploadTaskFields>): Promise<MusicTrack> {
  return callRoute('media.uploadMusicFile', { body: musicUploadForm(task) });
}

function TaskFields({ task, disabled, onChange }: { task: UploadTask<MusicUploadTaskFields>; disabled: boolean; onChange: (fields: Partial<MusicUploadTaskFields>) => void }) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Track name</Label>
        <Input id={`${id}-name`} value={task.fields.trackName} maxLength={200} disabled={disabled} onChange={(event) => onChange({ trackName: event.target.value })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-id`}>Track ID</Label>
        <Input id={`${id}-id`} value={task.fields.trackId} maxLength={100} disabled={disabled} onChange={(event) => onChange({ trackId: event.target.value })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-genre`}>Genre</Label>
        <Select id={`${id}-genre`} value={task.fields.genre} disabled={disabled} onChange={(event) => onChange({ genre: event.target.value as MusicGenre })}>
          {musicGenres.map((genre) => (
            <option key={genre} value={genre}>
              {genre}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-mood`}>Mood</Label>
        <Select id={`${id}-mood`} value={task.fields.mood} disabled={disabled} onChange={(event) => onChange({ mood: event.target.value as MusicMood })}>
          {musicMoods.map((mood) => (
            <option key={mood} value={mood}>
              {mood}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/** 'Upload MP3s': any number of files, each named from its file name, uploaded one after another. */
export function MusicUploader({ id, onUploaded }: { id: string; onUploaded: () => void }) {
  const queue = useUploadQueue<MusicUploadTaskFields, MusicTrack>({
    activeStatus: 'uploading',
    fallbackError: 'Upload failed',
    send: uploadMusic,
    onCompleted: onUploaded,
  });
  const pending = queue.tasks.filter((task) => task.status === 'pending');
  const invalid = pending.some((task) => !task.fields.trackId.trim() || !task.fields.trackName.trim());

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>Upload MP3s</CardTitle>
        <CardDescription>Add as many MP3 files as you like. Each is named after its file; change the name, genre or mood before uploading.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FilePicker
          label="Choose MP3 files"
          hint="or drop them here · MP3 only, up to 25 MB each"
          accept="audio/mpeg,.mp3"
          icon={FileAudio}
          disabled={queue.running}
          onFiles={(files) =>
            queue.add(
              files.map((file) => ({
                file,
                fields: { trackId: trackIdFromFileName(file.name), trackName: trackNameFromFileName(file.name), genre: defaultMusicGenre, mood: defaultMusicMood },
              })),
            )
          }
        />
        {queue.tasks.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="MP3 uploads">
            {queue.tasks.map((task) => (
              <li key={task.id} className="flex flex-col gap-3 rounded-xl border border-line p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm font-semibold text-ink">{task.file.name}</span>
                  {task.status === 'pending' && !queue.running && (
                    <Button variant="ghost" size="icon" aria-label={`Remove ${task.file.name}`} onClick={() => queue.remove(task.id)} className="size-8">
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </div>
                {task.status === 'pending' && (
                  <TaskFields task={task} disabled={queue.running} onChange={(fields) => queue.update(task.id, (current) => ({ ...current, fields: { ...current.fields, ...fields } }))} />
                )}
                <TaskStatus task={task} />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void queue.start()} disabled={queue.running || pending.length === 0 || invalid}>
            <Upload aria-hidden="true" />
            {queue.running ? 'Uploading…' : `Upload ${pending.length} ${pending.length === 1 ? 'File' : 'Files'}`}
          </Button>
          {queue.tasks.some(isFinished) && !queue.running && (
            <Button variant="ghost" onClick={queue.clearFinished}>
              Clear finished
            </Button>
          )}
          {invalid && <p className="text-xs text-danger">Every track needs a name and an ID.</p>}
        </div>
      </CardContent>
    </Card>
  );
}
