import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { SweepUploads } from '../../application/media/sweep-uploads.js';

/** How often abandoned uploads are looked for (they are removed a day after they started). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the abandoned-upload sweep every hour while the server runs (the Clock decides what is
 * old). The timer never keeps the process alive; a failed sweep is logged and tried next time.
 */
export function scheduleUploadSweep(container: Container, logger: Logger, intervalMs = SWEEP_INTERVAL_MS): { stop(): void } {
  const sweep = container.get(SweepUploads);
  const timer = setInterval(() => {
    sweep.sweep().then(
      (removed) => {
        if (removed.uploads + removed.staged > 0) logger.info(removed, 'abandoned uploads removed');
      },
      (error: unknown) => logger.error({ err: error }, 'upload sweep failed'),
    );
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
