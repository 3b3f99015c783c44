import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { WorkflowUpkeep } from '../../application/activity/workflow-upkeep.js';

/** How often the workflow's stores are pruned. */
const UPKEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Runs the workflow's upkeep once soon after start, then periodically; the timer never keeps the process alive. */
export function scheduleWorkflowUpkeep(container: Container, logger: Logger, intervalMs = UPKEEP_INTERVAL_MS): { stop(): void } {
  const upkeep = container.get(WorkflowUpkeep);
  const run = () =>
    upkeep.run().then(
      ({ activity, questions }) => {
        if (activity > 0) logger.info({ removed: activity }, 'activity entries past their retention removed');
        if (questions > 0) logger.info({ removed: questions }, 'unanswered questions past their retention removed');
      },
      (error: unknown) => logger.error({ err: error }, 'workflow upkeep failed'),
    );
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
