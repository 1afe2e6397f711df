import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createNatsBus, type Bus } from '../../src/bus/index.ts';

/** The shared JetStream server the NATS bus tests run against. */
export const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** A subject prefix of this test file's own, e.g. `t_1a2b3c4d`. */
export function randomPrefix(stem: string): string {
  return `${stem}_${randomBytes(4).toString('hex')}`;
}

/** Deletes every stream of the bus with subject prefix `prefix`. */
export async function deleteStreams(prefix: string): Promise<void> {
  const streamPrefix = `${prefix.toUpperCase()}_`;
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(streamPrefix)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}

/** A bus on the shared server for a contract run; its cleanup closes it and deletes its streams. */
export async function natsBusFixture(prefix: string): Promise<{ bus: Bus; cleanup: () => Promise<void> }> {
  const bus = await createNatsBus({ url: natsUrl, prefix });
  return {
    bus,
    cleanup: async () => {
      await bus.close();
      await deleteStreams(prefix);
    },
  };
}
