import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess, type ProjectContext } from './project-access.js';
import { ProjectPresenter, type ProjectView } from './project-view.js';

@injectable()
export class GetProject {
  static readonly operation = 'get_project';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectPresenter) private readonly presenter: ProjectPresenter,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, ProjectView>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    return E.map(({ project, role }: ProjectContext) => this.presenter.seenBy(actor, project, role))(context);
  }
}
