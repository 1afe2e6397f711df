import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTasksInOrder } from '../src/routes/music-manager/model/run-tasks-in-order.ts';
import { converterTrack, converterTrackNames, trackIdFromFileName, trackNameFromFileName } from '../src/routes/music-manager/model/track-naming.ts';
import {
  advanceTask,
  completeTask,
  createTask,
  failTask,
  startTask,
  taskErrorMessage,
  taskProgress,
} from '../src/routes/music-manager/model/upload-tasks.ts';
import type { UploadTask } from '../src/routes/music-manager/model/upload-tasks.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const file = (name: string) => new File([new Uint8Array([0xff, 0xfb, 0x90])], name, { type: 'audio/mpeg' });

describe('uploader task states (spec section 4)', () => {
  it('goes pending 0 -> uploading 10 -> at most 90 while working -> completed 100', () => {
    let task = createTask('t1', file('a.mp3'), {});
    expect(task).toMatchObject({ status: 'pending', progress: 0, error: null });
    task = startTask(task, 'uploading');
    expect(task).toMatchObject({ status: 'uploading', progress: 10 });
    for (let tick = 0; tick < 20; tick += 1) task = advanceTask(task);
    expect(task.progress).toBe(taskProgress.ceiling);
    expect(task.progress).toBe(90);
    task = completeTask(task);
    expect(task).toMatchObject({ status: 'completed', progress: 100, error: null });
  });

  it('a conversion is processing, and a failure drops to 0 with the reason', () => {
    let task = startTask(createTask('t2', file('v.mp4'), {}), 'processing');
    expect(task).toMatchObject({ status: 'processing', progress: 10 });
    task = advanceTask(task, 25);
    expect(task.progress).toBe(35);
    task = failTask(task, 'This video has no audio track to extract.');
    expect(task).toMatchObject({ status: 'failed', progress: 0, error: 'This video has no audio track to extract.' });
  });

  it('ignores moves that skip a state', () => {
    const pending = createTask('t3', file('a.mp3'), {});
    expect(advanceTask(pending)).toBe(pending);
    expect(completeTask(pending)).toBe(pending);
    expect(failTask(pending, 'x')).toBe(pending);
    const done = completeTask(startTask(pending, 'uploading'));
    expect(startTask(done, 'uploading')).toBe(done);
    expect(advanceTask(done)).toBe(done);
    expect(failTask(done, 'late')).toBe(done);
  });

  it('reports the server message, else the fallback, else a network error', () => {
    expect(taskErrorMessage(new Error('415: {"message":"Only MP3 files can be uploaded.","code":"UNSUPPORTED_MEDIA_TYPE"}'), 'Upload failed')).toBe(
      'Only MP3 files can be uploaded.',
    );
    expect(taskErrorMessage(new Error('502: <html>Bad gateway</html>'), 'Upload failed')).toBe('Upload failed');
    expect(taskErrorMessage(new Error('500: {"errorId":"abc"}'), 'Conversion failed')).toBe('Conversion failed');
    expect(taskErrorMessage(new TypeError('Failed to fetch'), 'Upload failed')).toBe('Network error');
    expect(taskErrorMessage(new Error('unexpected answer'), 'Conversion failed')).toBe('Conversion failed');
  });
});

type Deferred = { resolve: () => void; reject: (error: unknown) => void };

describe('running uploads one after another', () => {
  it('starts each file only after the one before it finished, creeping progress up to 90 meanwhile', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let tasks: UploadTask<{ n: number }>[] = [1, 2, 3].map((n) => createTask(`t${n}`, file(`${n}.mp3`), { n }));
    const update = (id: string, change: (task: UploadTask<{ n: number }>) => UploadTask<{ n: number }>) => {
      tasks = tasks.map((task) => (task.id === id ? change(task) : task));
    };
    const calls: number[] = [];
    const pending = new Map<number, Deferred>();
    const completed: number[] = [];
    const run = runTasksInOrder({
      tasks,
      activeStatus: 'uploading',
      fallbackError: 'Upload failed',
      update,
      tickMs: 100,
      onCompleted: (task) => completed.push(task.fields.n),
      send: (task) =>
        new Promise<void>((resolve, reject) => {
          calls.push(task.fields.n);
          pending.set(task.fields.n, { resolve, reject });
        }),
    });

    expect(calls).toEqual([1]);
    expect(tasks.map((task) => task.status)).toEqual(['uploading', 'pending', 'pending']);
    expect(tasks[0]?.progress).toBe(10);
    await vi.advanceTimersByTimeAsync(300);
    expect(tasks[0]?.progress).toBe(40);
    await vi.advanceTimersByTimeAsync(5000);
    expect(tasks[0]?.progress).toBe(90);
    expect(calls).toEqual([1]);

    pending.get(1)?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(tasks[0]).toMatchObject({ status: 'completed', progress: 100 });
    expect(calls).toEqual([1, 2]);

    pending.get(2)?.reject(new Error('400: {"message":"This file is not an MP3."}'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tasks[1]).toMatchObject({ status: 'failed', progress: 0, error: 'This file is not an MP3.' });
    expect(calls).toEqual([1, 2, 3]);

    pending.get(3)?.reject(new TypeError('Failed to fetch'));
    await run;
    expect(tasks[2]).toMatchObject({ status: 'failed', progress: 0, error: 'Network error' });
    expect(completed).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tasks.map((task) => task.progress)).toEqual([100, 0, 0]);
  });

  it('skips tasks that are not pending', async () => {
    const done = completeTask(startTask(createTask('a', file('a.mp3'), {}), 'uploading'));
    const send = vi.fn(async () => {});
    await runTasksInOrder({ tasks: [done], activeStatus: 'uploading', fallbackError: 'Upload failed', update: () => {}, send });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('track names', () => {
  it('names an upload after its file', () => {
    expect(trackIdFromFileName('My Song (v2).mp3')).toBe('my-song-v2');
    expect(trackIdFromFileName('Café Olé.MP3')).toBe('cafe-ole');
    expect(trackIdFromFileName('***.mp3')).toBe('track');
    expect(trackNameFromFileName('corporate_theme-v2.mp3')).toBe('corporate theme v2');
    expect(trackNameFromFileName('.mp3')).toBe('.mp3');
  });

  it('maps the converter’s five slots to five fixed names', () => {
    expect(converterTrackNames).toHaveLength(5);
    expect(new Set(converterTrackNames).size).toBe(5);
    expect(converterTrack(0)).toEqual({ trackId: 'corporate-theme', trackName: 'Corporate Theme' });
    expect(converterTrack(4).trackName).toBe(converterTrackNames[4]);
  });
});
