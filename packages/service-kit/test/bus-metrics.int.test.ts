import { runBusMetricsContract } from './bus-metrics.contract.ts';
import { natsBusFixture, randomPrefix } from './support/nats-streams.ts';

const prefix = randomPrefix('m');

runBusMetricsContract('nats', () => natsBusFixture(prefix));
