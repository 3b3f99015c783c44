import type { ArchivedTemplate } from '../../../application/portability/ports.js';
import type { TemplateCatalog, TemplateDeleteOutcome } from '../../../application/templates/ports.js';
import type { DocTemplate } from '../../../domain/templates/template.js';
import type { InMemoryPagesState } from './pages.js';

/** Project templates in memory; `pages` (when given) answers "is the template in use". */
export class InMemoryTemplateCatalog implements TemplateCatalog {
  private readonly templates = new Map<string, DocTemplate>();
  private readonly times = new Map<string, { created_at: string; updated_at: string }>();

  constructor(private readonly pages?: InMemoryPagesState) {}

  private static key = (projectId: string, id: string) => `${projectId}\u0000${id}`;

  /** In creation order, as the stores list them. */
  async list(projectId: string): Promise<DocTemplate[]> {
    return this.timed(projectId).map(({ template }) => template);
  }

  async find(projectId: string, id: string): Promise<DocTemplate | null> {
    return this.templates.get(InMemoryTemplateCatalog.key(projectId, id)) ?? null;
  }

  async create(projectId: string, template: DocTemplate, at = new Date().toISOString()): Promise<boolean> {
    const key = InMemoryTemplateCatalog.key(projectId, template.id);
    if (this.templates.has(key)) return false;
    this.templates.set(key, template);
    this.times.set(key, { created_at: at, updated_at: at });
    return true;
  }

  async replace(projectId: string, template: DocTemplate, at = new Date().toISOString()): Promise<boolean> {
    const key = InMemoryTemplateCatalog.key(projectId, template.id);
    if (!this.templates.has(key)) return false;
    this.templates.set(key, template);
    this.times.set(key, { created_at: this.times.get(key)?.created_at ?? at, updated_at: at });
    return true;
  }

  /** The project's templates with their times, in creation order (what the stores' archive reads). */
  timed(projectId: string): ArchivedTemplate[] {
    return [...this.templates.entries()]
      .filter(([key]) => key.startsWith(`${projectId}\u0000`))
      .map(([key, template]) => ({ template, ...this.times.get(key)! }))
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.template.id.localeCompare(b.template.id));
  }

  /** Stores a template with its times as given (an import). */
  put(projectId: string, { template, created_at, updated_at }: ArchivedTemplate): void {
    const key = InMemoryTemplateCatalog.key(projectId, template.id);
    if (this.templates.has(key)) throw new Error(`duplicate template ${template.id}`);
    this.templates.set(key, template);
    this.times.set(key, { created_at, updated_at });
  }

  async delete(projectId: string, id: string): Promise<TemplateDeleteOutcome> {
    const key = InMemoryTemplateCatalog.key(projectId, id);
    if (!this.templates.has(key)) return 'not_found';
    const used = [...(this.pages?.docs.values() ?? [])].some((d) => d.project_id === projectId && d.doc_template_id === id);
    if (used) return 'in_use';
    this.templates.delete(key);
    this.times.delete(key);
    return 'deleted';
  }
}
