import type { z } from 'zod';
import { ConfigError } from './config.ts';
import { startService, type ServiceConfig, type ServiceDefinition } from './runtime.ts';

/** Entry point of a service process: start it, or explain in one readable message why it cannot. */
export async function runServiceMain<S extends z.ZodType<ServiceConfig>>(definition: ServiceDefinition<S>): Promise<void> {
  try {
    await startService(definition);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`${definition.name} failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  }
}
