import type { DraftVersion } from '../../domain/drafts/version.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import type { Project, ProjectSettings } from '../../domain/projects/project.js';
import type { NavigationEntry } from '../../domain/site/navigation.js';
import type { DocTemplate } from '../../domain/templates/template.js';

/** A project template with its times (templates are listed in creation order). */
export interface ArchivedTemplate {
  readonly template: DocTemplate;
  readonly created_at: string;
  readonly updated_at: string;
}

/**
 * What moving a whole project between stores needs beyond the other ports: the reads they do
 * not offer (template times, versions of many drafts with their snapshots) and writes that
 * store records exactly as given (ids, revisions, times; no events, no version coalescing).
 * The writes are for a project the importer has just created and nobody can see yet (it has no
 * member until the import's last step): each call is one transaction, and a failed import
 * deletes the project with all it wrote.
 */
export interface ProjectArchiveStore {
  /** The project's own templates (not the built-in ones), in creation order. */
  templates(projectId: string): Promise<ArchivedTemplate[]>;
  /** Every version of these drafts of the project, by draft, oldest revision first. */
  versionsOf(projectId: string, draftIds: readonly string[]): Promise<DraftVersion[]>;
  /** Stores a project without any member. */
  createProject(project: Project): Promise<void>;
  /** Replaces the project's settings whole, whatever fields they hold; false when there is no such project. */
  replaceSettings(projectId: string, settings: ProjectSettings): Promise<boolean>;
  addTemplates(projectId: string, templates: readonly ArchivedTemplate[]): Promise<void>;
  /** Live pages and drafts as given; the search index takes the live pages in, as with every write. */
  addDocuments(documents: readonly PageDocument[]): Promise<void>;
  /** Versions of drafts already added to the project. */
  addVersions(projectId: string, versions: readonly DraftVersion[]): Promise<void>;
  addNavigation(entries: readonly NavigationEntry[]): Promise<void>;
}
export const ProjectArchiveStore = Symbol.for('ProjectArchiveStore');

/** One line of an archive as read: its record (parsed JSON, not yet checked), or what is wrong with the file there. */
export type ArchiveLine = { readonly line: number; readonly record: unknown } | { readonly line: number; readonly problem: string };
