import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { conflict, type AppError } from '../../domain/shared/errors.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import { newProjectTemplate } from '../../domain/templates/template-definition.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { TemplateCatalog } from './ports.js';
import { TemplateBody, TemplateIdCodec } from './template-input.js';

export const CreateProjectTemplateInput = t.intersection([t.type({ id: TemplateIdCodec }), TemplateBody]);
export type CreateProjectTemplateInput = t.TypeOf<typeof CreateProjectTemplateInput>;

@injectable()
export class CreateProjectTemplate {
  static readonly operation = 'create_project_template';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TemplateCatalog) private readonly catalog: TemplateCatalog,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreateProjectTemplateInput): Promise<E.Either<AppError, DocTemplate>> {
    const context = await this.access.require(actor, input.projectId, 'manage_templates', 'write');
    if (E.isLeft(context)) return context;
    const template = newProjectTemplate({ id: input.id, name: input.name, fields: input.fields, description: input.description, extends: input.extends });
    if (E.isLeft(template)) return template;
    const created = await this.catalog.create(input.projectId, template.right, this.clock.now().toISOString());
    return created ? E.right(template.right) : E.left(conflict(`Template ${input.id} already exists`));
  }
}
