import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { allProjects } from '../projects/all-projects.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND } from '../projects/project-access.js';
import { ignoreProgress, type ProgressListener } from '../shared/progress.js';
import { SearchIndexRebuild } from './ports.js';

/** One project, or every project of the store. */
export type RebuildScope = { readonly projectId: string } | { readonly all: true };

export interface RebuildSummary {
  readonly projects: number;
  readonly pages: number;
}

/**
 * Operator command (no HTTP surface): rebuilds the search index of one project or of all,
 * project after project. Progress counts pages (`total`: the project's live pages); with
 * `all`, a `projects` step counts the projects done.
 */
@injectable()
export class RebuildSearchIndex {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(SearchIndexRebuild) private readonly index: SearchIndexRebuild,
  ) {}

  async execute(scope: RebuildScope, progress: ProgressListener = ignoreProgress): Promise<E.Either<AppError, RebuildSummary>> {
    if ('projectId' in scope) {
      if ((await this.projects.findById(scope.projectId)) === null) return E.left(notFound(PROJECT_NOT_FOUND));
      return E.right({ projects: 1, pages: await this.rebuild(scope.projectId, progress) });
    }
    let projects = 0;
    let pages = 0;
    for await (const { project } of allProjects(this.projects)) {
      pages += await this.rebuild(project.id, progress);
      projects += 1;
      progress({ step: 'projects', done: projects });
    }
    return E.right({ projects, pages });
  }

  private async rebuild(projectId: string, progress: ProgressListener): Promise<number> {
    const total = await this.index.livePages(projectId);
    progress({ step: `pages of ${projectId}`, done: 0, total });
    // A page published meanwhile can make the count pass the total: the bar stops at full.
    return this.index.rebuild(projectId, (indexed) => progress({ step: `pages of ${projectId}`, done: Math.min(indexed, total), total }));
  }
}
