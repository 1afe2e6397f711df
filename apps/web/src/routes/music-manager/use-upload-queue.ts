import { useCallback, useRef, useState } from 'react';
import { createTask } from './model/upload-tasks.ts';
import type { UploadTask } from './model/upload-tasks.ts';
import { runTasksInOrder } from './model/run-tasks-in-order.ts';
import type { RunTasksOptions, TaskChange } from './model/run-tasks-in-order.ts';

export type UploadQueueOptions<Fields, Result> = Pick<RunTasksOptions<Fields, Result>, 'activeStatus' | 'fallbackError' | 'send' | 'onCompleted'>;

/** A list of upload tasks and the runner that works through its pending ones, one file at a time. */
export function useUploadQueue<Fields, Result>(options: UploadQueueOptions<Fields, Result>) {
  const [tasks, setTasks] = useState<UploadTask<Fields>[]>([]);
  const [running, setRunning] = useState(false);
  const nextId = useRef(0);

  const update = useCallback((id: string, change: TaskChange<Fields>) => {
    setTasks((current) => current.map((task) => (task.id === id ? change(task) : task)));
  }, []);

  const add = useCallback((entries: readonly { file: File; fields: Fields }[]) => {
    const created = entries.map(({ file, fields }) => {
      nextId.current += 1;
      return createTask(`task-${nextId.current}`, file, fields);
    });
    setTasks((current) => [...current, ...created]);
  }, []);

  const remove = useCallback((id: string) => setTasks((current) => current.filter((task) => task.id !== id || task.status !== 'pending')), []);
  const clearFinished = useCallback(() => setTasks((current) => current.filter((task) => task.status === 'pending')), []);

  const start = async () => {
    if (running) return;
    setRunning(true);
    try {
      await runTasksInOrder({ ...options, tasks, update });
    } finally {
      setRunning(false);
    }
  };

  return { tasks, running, add, update, remove, clearFinished, start };
}
