import type { ObjectStore } from './object-store.ts';

export interface UndoableWrites {
  /** The same store; every object written through it is remembered. */
  store: ObjectStore;
  /** Deletes what was written through `store` (best effort): a failed operation leaves nothing behind. */
  undo(): Promise<void>;
}

/** For use cases that write several objects and must not leave some of them when a later step fails. */
export function undoableWrites(store: ObjectStore): UndoableWrites {
  const written: string[] = [];
  return {
    store: {
      ...store,
      async put(key, body, options) {
        written.push(key);
        return store.put(key, body, options);
      },
    },
    async undo() {
      await Promise.allSettled(written.splice(0).map((key) => store.delete(key)));
    },
  };
}
