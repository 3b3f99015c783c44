import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { isBuiltInTemplateId } from '../../domain/templates/built-in.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import { defineTemplate } from '../../domain/templates/template-definition.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { TemplateCatalog } from './ports.js';
import { TEMPLATE_NOT_FOUND, TemplateBody } from './template-input.js';

export const ReplaceProjectTemplateInput = TemplateBody;
export type ReplaceProjectTemplateInput = TemplateBody;

/**
 * Replaces a project template's name, description and fields. Documents keep their metadata;
 * values the new fields no longer accept are reported when the document is next published.
 */
@injectable()
export class ReplaceProjectTemplate {
  static readonly operation = 'replace_project_template';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TemplateCatalog) private readonly catalog: TemplateCatalog,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; templateId: string } & ReplaceProjectTemplateInput): Promise<E.Either<AppError, DocTemplate>> {
    const context = await this.access.require(actor, input.projectId, 'manage_templates', 'write');
    if (E.isLeft(context)) return context;
    if (isBuiltInTemplateId(input.templateId)) return E.left(invalid(`Built-in template ${input.templateId} cannot be changed`));
    const template = defineTemplate({ name: input.name, fields: input.fields, description: input.description, extends: input.extends, id: input.templateId });
    if (E.isLeft(template)) return template;
    const replaced = await this.catalog.replace(input.projectId, template.right, this.clock.now().toISOString());
    return replaced ? E.right(template.right) : E.left(notFound(TEMPLATE_NOT_FOUND));
  }
}
