import { useState } from 'react';
import { FileVideo, Wand2, X } from 'lucide-react';
import type { MusicTrack } from '@sitespark/contracts';
import { callRoute } from '../../api/call-route.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { FilePicker } from './FilePicker.tsx';
import { converterTrack, converterTrackNames, maxConverterFiles } from './model/track-naming.ts';
import { isFinished } from './model/upload-tasks.ts';
import type { UploadTask } from './model/upload-tasks.ts';
import { TaskStatus } from './TaskStatus.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

export type ConversionTaskFields = { trackId: string; trackName: string };

/** The multipart body of POST /api/extract-audio. */
export function extractAudioForm(task: UploadTask<ConversionTaskFields>): FormData {
  const form = new FormData();
  form.append('trackId', task.fields.trackId);
  form.append('trackName', task.fields.trackName);
  form.append('video', task.file, task.file.name);
  return form;
}

function extractAudio(task: UploadTask<ConversionTaskFields>): Promise<MusicTrack> {
  return callRoute('media.extractAudio', { body: extractAudioForm(task) });
}

/** 'Convert Videos': up to five videos, the n-th becoming the n-th of five fixed track names. */
export function VideoConverter({ id, onConverted }: { id: string; onConverted: () => void }) {
  const queue = useUploadQueue<ConversionTaskFields, MusicTrack>({
    activeStatus: 'processing',
    fallbackError: 'Conversion failed',
    send: extractAudio,
    onCompleted: onConverted,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const pending = queue.tasks.filter((task) => task.status === 'pending');
  const free = maxConverterFiles - queue.tasks.length;

  const addFiles = (files: File[]) => {
    const taken = new Set(queue.tasks.map((task) => task.fields.trackName));
    const slots = converterTrackNames.map((_, index) => converterTrack(index)).filter((track) => !taken.has(track.trackName));
    const accepted = files.slice(0, slots.length);
    setNotice(files.length > accepted.length ? `The converter takes at most ${maxConverterFiles} videos at a time: ${files.length - accepted.length} not added.` : null);
    queue.add(accepted.map((file, index) => ({ file, fields: slots[index]! })));
  };

  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>Convert Videos</CardTitle>
        <CardDescription>{`Turn the sound of up to ${maxConverterFiles} videos into MP3 tracks for your library: ${converterTrackNames.join(', ')}.`}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FilePicker
          label="Choose video files"
          hint={`or drop them here · MP4, MOV, WebM, MKV or AVI with sound · ${Math.max(0, free)} of ${maxConverterFiles} slots free`}
          accept="video/*,.mp4,.mov,.webm,.mkv,.avi"
          icon={FileVideo}
          disabled={queue.running || free <= 0}
          onFiles={addFiles}
        />
        {notice && (
          <p role="status" className="text-xs font-medium text-amber-800">
            {notice}
          </p>
        )}
        {queue.tasks.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="Video conversions">
            {queue.tasks.map((task) => (
              <li key={task.id} className="flex flex-col gap-3 rounded-xl border border-line p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-sm font-semibold text-ink">{task.fields.trackName}</span>
                    <span className="truncate text-xs text-ink-muted">{`from ${task.file.name}`}</span>
                  </span>
                  {task.status === 'pending' && !queue.running && (
                    <Button variant="ghost" size="icon" aria-label={`Remove ${task.file.name}`} onClick={() => queue.remove(task.id)} className="size-8">
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </div>
                <TaskStatus task={task} />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void queue.start()} disabled={queue.running || pending.length === 0}>
            <Wand2 aria-hidden="true" />
            {queue.running ? 'Converting…' : `Convert ${pending.length} ${pending.length === 1 ? 'Video' : 'Videos'}`}
          </Button>
          {queue.tasks.some(isFinished) && !queue.running && (
            <Button variant="ghost" onClick={queue.clearFinished}>
              Clear finished
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
