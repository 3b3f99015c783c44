import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { BUILT_IN_TEMPLATES } from '../../domain/templates/built-in.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import { ProjectAccess } from '../projects/project-access.js';
import { TemplateCatalog } from './ports.js';

/** Every template a project's documents may use: the built-in ones, then the project's own. */
@injectable()
export class ListProjectTemplates {
  static readonly operation = 'list_project_templates';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TemplateCatalog) private readonly catalog: TemplateCatalog,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, { templates: DocTemplate[] }>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    return E.right({ templates: [...BUILT_IN_TEMPLATES, ...(await this.catalog.list(input.projectId))] });
  }
}
