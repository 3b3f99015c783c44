import { inject, injectable } from 'inversify';
import { QUESTION_RETENTION_DAYS_MIN } from '../../domain/projects/project.js';
import { ProjectRepository } from '../projects/ports.js';
import { QuestionStore } from './ports.js';

const DAY_MS = 86_400_000;

/**
 * Keeps each project's unanswered questions for the days its live agent settings say
 * (`question_retention_days`), then lets them go; a group left without questions goes with
 * them. Run by the periodic upkeep; any instance may run it (each deletion is idempotent).
 */
@injectable()
export class QuestionRetention {
  constructor(
    @inject(QuestionStore) private readonly store: QuestionStore,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  /** Answers how many questions went. */
  async prune(now: Date): Promise<number> {
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    // Only projects with a question older than the shortest retention can have any to let go.
    const holders = await this.store.projectsAskedBefore(before(QUESTION_RETENTION_DAYS_MIN));
    let removed = 0;
    for (const projectId of holders) {
      const project = await this.projects.findById(projectId);
      if (project !== null) removed += await this.store.prune(projectId, before(project.settings.live_agent.question_retention_days));
    }
    return removed;
  }
}
