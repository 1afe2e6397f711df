import type { ConsumeOptions, MessageHandler } from './bus.ts';

export interface ResolvedConsumeOptions<T> {
  handler: MessageHandler<T>;
  concurrency: number;
  maxDeliver: number;
  ackWaitMs: number;
  retryDelayMs: number;
  onDeadLetter: ConsumeOptions<T>['onDeadLetter'];
}

export function resolveConsumeOptions<T>(options: ConsumeOptions<T>): ResolvedConsumeOptions<T> {
  const resolved = {
    handler: options.handler,
    concurrency: options.concurrency ?? 1,
    maxDeliver: options.maxDeliver ?? 5,
    ackWaitMs: options.ackWaitMs ?? 30_000,
    retryDelayMs: options.retryDelayMs ?? 1000,
    onDeadLetter: options.onDeadLetter,
  };
  if (!Number.isInteger(resolved.concurrency) || resolved.concurrency < 1) throw new Error('concurrency must be an integer >= 1');
  if (!Number.isInteger(resolved.maxDeliver) || resolved.maxDeliver < 1) throw new Error('maxDeliver must be an integer >= 1');
  if (!(resolved.ackWaitMs > 0)) throw new Error('ackWaitMs must be > 0');
  if (!(resolved.retryDelayMs >= 0)) throw new Error('retryDelayMs must be >= 0');
  return resolved;
}

/** A dead-letter callback that throws must not take the consumer down with it. */
export async function notifyDeadLetter<T>(
  options: ResolvedConsumeOptions<T>,
  message: Parameters<NonNullable<ConsumeOptions<T>['onDeadLetter']>>[0],
  error: unknown,
  onCallbackError: (callbackError: unknown) => void,
): Promise<void> {
  if (!options.onDeadLetter) return;
  try {
    await options.onDeadLetter(message, error);
  } catch (callbackError) {
    onCallbackError(callbackError);
  }
}
