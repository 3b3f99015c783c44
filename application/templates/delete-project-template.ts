import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { conflict, invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { isBuiltInTemplateId } from '../../domain/templates/built-in.js';
import { ProjectAccess } from '../projects/project-access.js';
import { TemplateCatalog } from './ports.js';
import { TEMPLATE_NOT_FOUND } from './template-input.js';

@injectable()
export class DeleteProjectTemplate {
  static readonly operation = 'delete_project_template';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TemplateCatalog) private readonly catalog: TemplateCatalog,
  ) {}

  async execute(actor: Actor, input: { projectId: string; templateId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'manage_templates', 'write');
    if (E.isLeft(context)) return context;
    if (isBuiltInTemplateId(input.templateId)) return E.left(invalid(`Built-in template ${input.templateId} cannot be deleted`));
    switch (await this.catalog.delete(input.projectId, input.templateId)) {
      case 'deleted':
        return E.right(undefined);
      case 'not_found':
        return E.left(notFound(TEMPLATE_NOT_FOUND));
      case 'in_use':
        return E.left(conflict(`Template ${input.templateId} is used by pages or drafts`));
    }
  }
}
