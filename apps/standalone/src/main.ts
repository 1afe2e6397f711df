import { ConfigError, createLogger } from '@sitespark/service-kit';
import { startStandalone } from './start-standalone.ts';

const logger = createLogger('standalone');
const startedAt = Date.now();

try {
  const standalone = await startStandalone(process.env, logger);
  logger.info({ ms: Date.now() - startedAt }, 'all services ready');
  process.stdout.write(`SiteSpark is running at ${standalone.url}\n`);

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'stopping SiteSpark');
    void standalone.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `SiteSpark failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
