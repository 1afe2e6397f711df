import { createMemoryBus } from '../src/bus/index.ts';
import { runBusMetricsContract } from './bus-metrics.contract.ts';

runBusMetricsContract('memory', async () => {
  const bus = createMemoryBus();
  return { bus, cleanup: () => bus.close() };
});
