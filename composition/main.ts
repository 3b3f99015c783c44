import * as E from 'fp-ts/lib/Either.js';
import { loadConfig, usesDevIssuer } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

/** Entry point: decode the environment, start serving, stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (E.isLeft(config)) {
    process.stderr.write(`Invalid configuration:\n${config.left.map((line) => `  ${line}\n`).join('')}`);
    process.exit(1);
  }
  const logger = createLogger(config.right.LOG_LEVEL);
  const running = await startServer(config.right, { logger });
  const storage = running.composition.storage.kind === 'sqlite' ? `SQLite in ${config.right.DATA_DIR}` : 'MongoDB';
  logger.info({ url: running.url, storage, identity: running.composition.identityDescription }, 'content service listening');
  if (usesDevIssuer(config.right)) {
    logger.warn('Using the development token issuer; mint tokens with: npm run token -- --sub <user-id>');
  }

  const shutdown = (signal: string) => {
    logger.info({ signal, grace_ms: config.right.SHUTDOWN_GRACE_MS }, 'shutting down: finishing in-flight requests');
    // New connections are refused from here on; requests still running at the grace's end are cut.
    running.close(config.right.SHUTDOWN_GRACE_MS).then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
