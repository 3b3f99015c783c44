import type { DocTemplate } from '../../domain/templates/template.js';

export type TemplateDeleteOutcome = 'deleted' | 'not_found' | 'in_use';

/** A project's own doc templates (built-in ones live in domain/templates/built-in.ts). */
export interface TemplateCatalog {
  list(projectId: string): Promise<DocTemplate[]>;
  find(projectId: string, id: string): Promise<DocTemplate | null>;
  /** False when the project already has a template with that id. */
  create(projectId: string, template: DocTemplate, at: string): Promise<boolean>;
  /** False when the project has no template with that id. */
  replace(projectId: string, template: DocTemplate, at: string): Promise<boolean>;
  /** Refuses (`in_use`) while a page or draft of the project uses the template. */
  delete(projectId: string, id: string): Promise<TemplateDeleteOutcome>;
}
export const TemplateCatalog = Symbol.for('TemplateCatalog');
