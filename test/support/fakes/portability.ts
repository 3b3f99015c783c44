import type { ArchivedTemplate, ProjectArchiveStore } from '../../../application/portability/ports.js';
import type { DraftVersion } from '../../../domain/drafts/version.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import type { Project, ProjectSettings } from '../../../domain/projects/project.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import type { InMemoryPagesState } from './pages.js';
import type { InMemoryNavigationRepository } from './site.js';
import type { InMemoryTemplateCatalog } from './templates.js';

/** The archive port over the in-memory stores it reads and writes, as the real ones share a database. */
export class InMemoryProjectArchiveStore implements ProjectArchiveStore {
  constructor(
    private readonly pages: InMemoryPagesState,
    private readonly catalog: InMemoryTemplateCatalog,
    private readonly navigation: InMemoryNavigationRepository,
  ) {}

  async templates(projectId: string): Promise<ArchivedTemplate[]> {
    return this.catalog.timed(projectId);
  }

  async versionsOf(projectId: string, draftIds: readonly string[]): Promise<DraftVersion[]> {
    return [...draftIds]
      .sort()
      .filter((id) => this.pages.byId(projectId, id) !== null)
      .flatMap((id) => [...(this.pages.versions.get(id) ?? [])].sort((a, b) => a.revision - b.revision));
  }

  async createProject(project: Project): Promise<void> {
    if (this.pages.projects.projects.has(project.id)) throw new Error(`duplicate project ${project.id}`);
    this.pages.projects.projects.set(project.id, project);
  }

  async replaceSettings(projectId: string, settings: ProjectSettings): Promise<boolean> {
    const project = this.pages.projects.projects.get(projectId);
    if (project === undefined) return false;
    this.pages.projects.projects.set(projectId, { ...project, settings });
    return true;
  }

  async addTemplates(projectId: string, templates: readonly ArchivedTemplate[]): Promise<void> {
    templates.forEach((template) => this.catalog.put(projectId, template));
  }

  async addDocuments(documents: readonly PageDocument[]): Promise<void> {
    for (const doc of documents) {
      const kind = doc.visibility === 'draft' ? 'draft' : 'live';
      if (this.pages.docs.has(doc.id) || this.pages.bySlug(doc.project_id, doc.slug, doc.language, kind)) throw new Error(`duplicate document ${doc.id}`);
      this.pages.docs.set(doc.id, doc);
    }
  }

  async addVersions(projectId: string, versions: readonly DraftVersion[]): Promise<void> {
    for (const version of versions) {
      if (this.pages.byId(projectId, version.draft_id) === null) throw new Error(`no draft ${version.draft_id}`);
      this.pages.versions.set(version.draft_id, [...(this.pages.versions.get(version.draft_id) ?? []), version]);
    }
  }

  async addNavigation(entries: readonly NavigationEntry[]): Promise<void> {
    for (const entry of entries) this.navigation.entries.set(entry.id, entry);
  }
}
