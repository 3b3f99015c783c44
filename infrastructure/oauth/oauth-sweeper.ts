import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { SweepOAuthState } from '../../application/oauth/sweep-oauth-state.js';

/** How often expired OAuth entries are deleted. */
const OAUTH_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Runs the sweep periodically while the server runs; the timer never keeps the process alive. */
export function scheduleOAuthSweep(container: Container, logger: Logger, intervalMs = OAUTH_SWEEP_INTERVAL_MS): { stop(): void } {
  const sweep = container.get(SweepOAuthState);
  const timer = setInterval(() => {
    sweep.sweep().then(
      (removed) => {
        if (removed > 0) logger.info({ removed }, 'expired oauth entries removed');
      },
      (error: unknown) => logger.error({ err: error }, 'oauth sweep failed'),
    );
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
