import { z, type ZodType } from 'zod';

/** A message's name (versioned in the subject, never changed once published) and its payload schema. */
export interface EventDefinition<S extends string = string, P extends ZodType = ZodType> {
  readonly subject: S;
  readonly payload: P;
}

export function defineEvent<const S extends string, P extends ZodType>(subject: S, payload: P): EventDefinition<S, P> {
  return { subject, payload };
}

/**
 * An event ready for the bus: publish `data` on `subject` with `msgId` as the deduplication id
 * (Nats-Msg-Id), which is the outbox row's id for events that must not be lost.
 */
export interface EventEnvelope<D extends EventDefinition = EventDefinition> {
  readonly subject: D['subject'];
  readonly msgId: string;
  readonly data: z.output<D['payload']>;
}

/** Validates the payload before it leaves, so a malformed event fails at the publisher. */
export function createEventEnvelope<D extends EventDefinition>(
  definition: D,
  data: z.input<D['payload']>,
  msgId: string,
): EventEnvelope<D> {
  return { subject: definition.subject, msgId, data: z.parse<D['payload']>(definition.payload, data) };
}

/** Validates a received payload; throws a ZodError for a message that does not match its subject. */
export function parseEventData<D extends EventDefinition>(definition: D, data: unknown): z.output<D['payload']> {
  return z.parse<D['payload']>(definition.payload, data);
}
