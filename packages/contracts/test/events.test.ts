import { describe, expect, it } from 'vitest';
import {
  billingSubscriptionChangedV1,
  createEventEnvelope,
  eventDefinitions,
  events,
  parseEventData,
  renderJobQueue,
  RenderJobStreamEvent,
} from '../src/index.ts';

const changed = {
  userId: 'u1',
  subscriptionId: 'sub_1',
  plan: 'monthly',
  status: 'active',
  currentPeriodEnd: '2030-01-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  version: 3,
  occurredAt: '2029-12-01T00:00:00.000Z',
} as const;

describe('events', () => {
  it('versions every subject and lists each in the catalog once', () => {
    const subjects = eventDefinitions.map((definition) => definition.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(Object.keys(events).sort()).toEqual([...subjects].sort());
    for (const subject of subjects) expect(subject).toMatch(/^[a-z]+(\.[a-z]+)+\.v\d+$/);
    expect(renderJobQueue).toBe('render.jobs');
  });

  it('builds an envelope with the dedup id and a validated payload', () => {
    expect(createEventEnvelope(billingSubscriptionChangedV1, changed, 'outbox-42')).toEqual({
      subject: 'billing.subscription.changed.v1',
      msgId: 'outbox-42',
      data: changed,
    });
  });

  it('refuses to publish or accept a payload that does not match its subject', () => {
    const stale = { ...changed, status: 'trialing' };
    expect(() => createEventEnvelope(billingSubscriptionChangedV1, stale as never, 'id')).toThrow();
    expect(() => parseEventData(billingSubscriptionChangedV1, { ...changed, version: -1 })).toThrow();
    expect(parseEventData(billingSubscriptionChangedV1, changed)).toEqual(changed);
  });

  it('bounds render progress to 0..100 percent', () => {
    const progress = events['render.job.progress.v1'];
    expect(progress.safeParse({ jobId: 'j', userId: 'u', percent: 100, stage: 'encoding' }).success).toBe(true);
    expect(progress.safeParse({ jobId: 'j', userId: 'u', percent: 101, stage: 'encoding' }).success).toBe(false);
  });

  it('streams progress and the finish of a render job to the browser', () => {
    expect(RenderJobStreamEvent.parse({ type: 'progress', percent: 40, stage: 'screenshots' })).toEqual({
      type: 'progress',
      percent: 40,
      stage: 'screenshots',
    });
    const finished = { type: 'finished', status: 'failed', result: null, error: 'Failed to generate video' };
    expect(RenderJobStreamEvent.parse(finished)).toEqual(finished);
  });
});
