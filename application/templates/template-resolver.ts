import { inject, injectable } from 'inversify';
import { builtInTemplate } from '../../domain/templates/built-in.js';
import { STANDARD_FIELDS, type DocTemplate } from '../../domain/templates/template.js';
import { TemplateCatalog } from './ports.js';

/** Finds a template by id for a project: a built-in one, else the project's own. */
@injectable()
export class TemplateResolver {
  constructor(@inject(TemplateCatalog) private readonly catalog: TemplateCatalog) {}

  async find(projectId: string, id: string): Promise<DocTemplate | null> {
    return builtInTemplate(id) ?? (await this.catalog.find(projectId, id));
  }

  /**
   * The template of an existing document. A project template can only be deleted while no
   * document uses it, but if one went missing anyway (a race, a manual edit) the document stays
   * editable with the standard fields rather than failing.
   */
  async forDocument(projectId: string, id: string): Promise<DocTemplate> {
    return (await this.find(projectId, id)) ?? { id, name: id, description: 'This template no longer exists.', fields: STANDARD_FIELDS };
  }
}
