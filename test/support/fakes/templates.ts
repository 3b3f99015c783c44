import type { TemplateCatalog, TemplateDeleteOutcome } from '../../../application/templates/ports.js';
import type { DocTemplate } from '../../../domain/templates/template.js';
import type { InMemoryPagesState } from './pages.js';

/** Project templates in memory; `pages` (when given) answers "is the template in use". */
export class InMemoryTemplateCatalog implements TemplateCatalog {
  private readonly templates = new Map<string, DocTemplate>();

  constructor(private readonly pages?: InMemoryPagesState) {}

  private static key = (projectId: string, id: string) => `${projectId}\u0000${id}`;

  async list(projectId: string): Promise<DocTemplate[]> {
    return [...this.templates.entries()].filter(([key]) => key.startsWith(`${projectId}\u0000`)).map(([, t]) => t);
  }

  async find(projectId: string, id: string): Promise<DocTemplate | null> {
    return this.templates.get(InMemoryTemplateCatalog.key(projectId, id)) ?? null;
  }

  async create(projectId: string, template: DocTemplate): Promise<boolean> {
    const key = InMemoryTemplateCatalog.key(projectId, template.id);
    if (this.templates.has(key)) return false;
    this.templates.set(key, template);
    return true;
  }

  async replace(projectId: string, template: DocTemplate): Promise<boolean> {
    const key = InMemoryTemplateCatalog.key(projectId, template.id);
    if (!this.templates.has(key)) return false;
    this.templates.set(key, template);
    return true;
  }

  async delete(projectId: string, id: string): Promise<TemplateDeleteOutcome> {
    const key = InMemoryTemplateCatalog.key(projectId, id);
    if (!this.templates.has(key)) return 'not_found';
    const used = [...(this.pages?.docs.values() ?? [])].some((d) => d.project_id === projectId && d.doc_template_id === id);
    if (used) return 'in_use';
    this.templates.delete(key);
    return 'deleted';
  }
}
