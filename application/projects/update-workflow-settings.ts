import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { ProjectSettings } from '../../domain/projects/project.js';
import { WORKFLOW_SETTING_CODECS } from '../../domain/projects/settings-codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from './project-access.js';

export const UpdateWorkflowSettingsInput = t.exact(t.type(WORKFLOW_SETTING_CODECS));
export type UpdateWorkflowSettingsInput = t.TypeOf<typeof UpdateWorkflowSettingsInput>;

/** Whether publishing needs approvals: an admin's decision (a manager could otherwise lift the rule that holds their own drafts). */
@injectable()
export class UpdateWorkflowSettings {
  static readonly operation = 'update_workflow_settings';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & UpdateWorkflowSettingsInput): Promise<E.Either<AppError, ProjectSettings>> {
    const context = await this.access.require(actor, input.projectId, 'manage_workflow', 'write');
    if (E.isLeft(context)) return context;
    const updated = await this.projects.update(input.projectId, { workflow: { require_approval: input.require_approval } });
    return updated === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(updated.settings);
  }
}
