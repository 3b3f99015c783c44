import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { PROJECT_NAME_MAX } from '../../domain/projects/project.js';
import { LanguageTagCodec, trimmedString } from '../../domain/shared/codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from './project-access.js';
import { ProjectPresenter, type ProjectRepresentation } from './project-view.js';

export const UpdateProjectInput = t.exact(t.partial({ name: trimmedString(PROJECT_NAME_MAX), default_language: LanguageTagCodec }));
export type UpdateProjectInput = t.TypeOf<typeof UpdateProjectInput>;

@injectable()
export class UpdateProject {
  static readonly operation = 'update_project';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(ProjectPresenter) private readonly presenter: ProjectPresenter,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & UpdateProjectInput): Promise<E.Either<AppError, ProjectRepresentation>> {
    const context = await this.access.require(actor, input.projectId, 'rename_project', 'write');
    if (E.isLeft(context)) return context;
    const { projectId, ...changes } = input;
    const updated = await this.projects.update(projectId, changes);
    return updated === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(this.presenter.represented(updated));
  }
}
