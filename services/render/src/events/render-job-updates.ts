import { renderJobFinishedV1, renderJobProgressV1, type RenderJobFinishedV1, type RenderJobProgressV1 } from '@sitespark/contracts';
import type { Bus, Logger, Subscription } from '@sitespark/service-kit';

export type RenderJobUpdate =
  | ({ type: 'progress' } & RenderJobProgressV1)
  | ({ type: 'finished' } & RenderJobFinishedV1);

export type RenderJobListener = (update: RenderJobUpdate) => void;

/**
 * One ephemeral subscription to every render job's progress and result, fanned out in process to
 * whoever watches a job (a route waiting for its answer, an event stream). Whichever replica runs a
 * job, every replica hears about it.
 */
export interface RenderJobUpdates {
  watch(jobId: string, listener: RenderJobListener): () => void;
  close(): Promise<void>;
}

export async function subscribeToRenderJobUpdates(bus: Bus, logger: Logger): Promise<RenderJobUpdates> {
  const listeners = new Map<string, Set<RenderJobListener>>();

  const deliver = (update: RenderJobUpdate) => {
    for (const listener of listeners.get(update.jobId) ?? []) {
      try {
        listener(update);
      } catch (error) {
        logger.warn({ err: error, jobId: update.jobId }, 'render job listener failed');
      }
    }
  };

  const subscription: Subscription = await bus.subscribe({
    subject: [renderJobProgressV1.subject, renderJobFinishedV1.subject],
    concurrency: 16,
    maxDeliver: 1,
    handler: async (message) => {
      if (message.subject === renderJobFinishedV1.subject) {
        const parsed = renderJobFinishedV1.payload.safeParse(message.data);
        if (parsed.success) deliver({ type: 'finished', ...parsed.data });
      } else {
        const parsed = renderJobProgressV1.payload.safeParse(message.data);
        if (parsed.success) deliver({ type: 'progress', ...parsed.data });
      }
    },
  });

  return {
    watch(jobId, listener) {
      let set = listeners.get(jobId);
      if (!set) {
        set = new Set();
        listeners.set(jobId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(jobId) === set) listeners.delete(jobId);
      };
    },
    async close() {
      listeners.clear();
      await subscription.drain();
    },
  };
}
