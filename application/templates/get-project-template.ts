import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import { ProjectAccess } from '../projects/project-access.js';
import { TEMPLATE_NOT_FOUND } from './template-input.js';
import { TemplateResolver } from './template-resolver.js';

@injectable()
export class GetProjectTemplate {
  static readonly operation = 'get_project_template';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
  ) {}

  async execute(actor: Actor, input: { projectId: string; templateId: string }): Promise<E.Either<AppError, DocTemplate>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const template = await this.templates.find(input.projectId, input.templateId);
    return template === null ? E.left(notFound(TEMPLATE_NOT_FOUND)) : E.right(template);
  }
}
