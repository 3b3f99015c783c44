import nodeModule from 'node:module';

// Start-up is almost all module loading (about 1,200 files): on Node >= 22.1, V8's compiled
// code of each is kept on disk (the OS temp dir, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1
// turns it off) and reused by the next start. Node 20 has no such API, so nothing happens there.
// It must run before the rest loads, hence the dynamic imports below.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const [{ loadConfig, usesDevIssuer }, { createLogger, logDestination }, { startServer }] = await Promise.all([
  import('./config.js'),
  import('./logger.js'),
  import('./server.js'),
]);

/** Entry point: decode the environment, start serving, stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // The Either's tag, not fp-ts's `isLeft`: a dynamic import() of a CommonJS module (fp-ts/lib
  // is one) has no named exports once bundled (tools/build-server.ts refuses such a chunk).
  if (config._tag === 'Left') {
    process.stderr.write(`Invalid configuration:\n${config.left.map((line) => `  ${line}\n`).join('')}`);
    process.exit(1);
  }
  const logger = createLogger(config.right.LOG_LEVEL, await logDestination(config.right.LOG_FORMAT, process.stdout.isTTY === true));
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
