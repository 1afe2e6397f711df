import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createNatsBus } from '../src/bus/index.ts';
import { runBusMetricsContract } from './bus-metrics.contract.ts';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const prefix = `m_${randomBytes(4).toString('hex')}`;

async function deleteStreams(streamPrefix: string): Promise<void> {
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

runBusMetricsContract('nats', async () => {
  const bus = await createNatsBus({ url: natsUrl, prefix });
  return {
    bus,
    cleanup: async () => {
      await bus.close();
      await deleteStreams(`${prefix.toUpperCase()}_`);
    },
  };
});
