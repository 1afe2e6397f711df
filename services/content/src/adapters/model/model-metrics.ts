import type { KitWriter, ModelUsage } from '@sitespark/contracts';
import { Counter, Histogram, type Registry } from '@sitespark/service-kit';

export interface ModelMetrics {
  record(usage: ModelUsage, sections: KitWriter['sections']): void;
}

/** Tokens, latency and outcome of every model-written kit, and which sections fell back to the built-in writer. */
export function createModelMetrics(registry: Registry): ModelMetrics {
  const tokens = new Counter({ name: 'content_model_tokens_total', help: 'Model tokens spent on kits, by direction (input, output)', labelNames: ['direction'] as const, registers: [registry] });
  const kits = new Counter({ name: 'content_model_kits_total', help: 'Kits written with the model, by outcome (model, partial, builtin)', labelNames: ['outcome'] as const, registers: [registry] });
  const sections = new Counter({ name: 'content_model_sections_total', help: 'Kit sections by section and writer (model, builtin)', labelNames: ['section', 'writer'] as const, registers: [registry] });
  const latency = new Histogram({
    name: 'content_model_kit_seconds',
    help: 'Wall time of the model calls for one kit',
    buckets: [1, 2.5, 5, 10, 20, 30, 45, 60, 90, 120, 180],
    registers: [registry],
  });
  return {
    record(usage, written) {
      tokens.inc({ direction: 'input' }, usage.inputTokens);
      tokens.inc({ direction: 'output' }, usage.outputTokens);
      kits.inc({ outcome: usage.outcome });
      latency.observe(usage.latencyMs / 1000);
      for (const [section, writer] of Object.entries(written)) sections.inc({ section, writer });
    },
  };
}
