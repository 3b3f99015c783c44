import type { Logger } from 'pino';
import type { SearchBackfill } from '../infrastructure/search/index-build.js';

/** How often a running search index build says where it is. */
const BACKFILL_REPORT_MS = 10_000;

/**
 * Logs the start-up build of the search index: a progress line every `everyMs` while it runs
 * (a large store's build takes minutes), and how it ended with the time it took. Quiet when
 * there was nothing to build. Resolves once the build has ended and been logged.
 */
export async function reportSearchBackfill(backfill: SearchBackfill, logger: Logger, everyMs = BACKFILL_REPORT_MS): Promise<void> {
  const ticker = setInterval(() => {
    const { indexed, total, elapsedMs } = backfill.progress();
    logger.info({ indexed, total, ms: elapsedMs }, 'search index build in progress');
  }, everyMs);
  // Never what keeps a process alive.
  ticker.unref();
  const outcome = await backfill.done;
  clearInterval(ticker);
  const { total, elapsedMs: ms } = backfill.progress();
  if (outcome.kind === 'failed')
    logger.error(
      { err: outcome.error, indexed: outcome.indexed, total, ms },
      'search index build failed: pages written before it may not be found until the next start',
    );
  else if (outcome.kind === 'stopped')
    logger.info({ indexed: outcome.indexed, total, ms }, 'search index build stopped with the store: it carries on at the next start');
  else if (outcome.indexed > 0) logger.info({ indexed: outcome.indexed, ms }, 'search index built for earlier pages');
}
