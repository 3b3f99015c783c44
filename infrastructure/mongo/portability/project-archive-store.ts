import type { ClientSession, Db, MongoClient } from 'mongodb';
import type { ArchivedTemplate, ProjectArchiveStore } from '../../../application/portability/ports.js';
import type { DraftVersion } from '../../../domain/drafts/version.js';
import { isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import type { Project, ProjectSettings } from '../../../domain/projects/project.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import { DRAFT_VERSIONS, PAGES, toPageDoc, toVersion, type PageDoc, type VersionDoc } from '../pages/documents.js';
import { SITE_NAVIGATION } from '../site/indexes.js';
import { recordLivePageChanges } from '../site/journal-entries.js';
import { DOC_TEMPLATES } from '../templates/indexes.js';
import { toTemplate, type TemplateDoc } from '../templates/template-catalog.js';

type ProjectDoc = Omit<Project, 'id'> & { _id: string };
type NavigationDoc = Omit<NavigationEntry, 'id' | 'body'> & { _id: string; body: Record<string, unknown> };

/**
 * Whole-project reads and writes for export and import (see ProjectArchiveStore), each write
 * a transaction. Page documents are written with their search fields (toPageDoc), as every
 * page write is, so the text index takes the live ones in, and the live ones go into the
 * live-page journal.
 */
export class MongoProjectArchiveStore implements ProjectArchiveStore {
  private readonly projects;
  private readonly templatesOf;
  private readonly pages;
  private readonly versions;
  private readonly navigation;

  constructor(
    private readonly db: Db,
    private readonly client: MongoClient,
  ) {
    this.projects = db.collection<ProjectDoc>('projects');
    this.templatesOf = db.collection<TemplateDoc>(DOC_TEMPLATES);
    this.pages = db.collection<PageDoc>(PAGES);
    this.versions = db.collection<VersionDoc>(DRAFT_VERSIONS);
    this.navigation = db.collection<NavigationDoc>(SITE_NAVIGATION);
  }

  async templates(projectId: string): Promise<ArchivedTemplate[]> {
    const docs = await this.templatesOf.find({ project_id: projectId }).sort({ created_at: 1, id: 1 }).toArray();
    return docs.map((doc) => ({
      template: toTemplate(doc),
      created_at: doc.created_at,
      updated_at: doc.updated_at,
    }));
  }

  async versionsOf(projectId: string, draftIds: readonly string[]): Promise<DraftVersion[]> {
    const docs = await this.versions
      .find({ project_id: projectId, draft_id: { $in: [...draftIds] } })
      .sort({ draft_id: 1, revision: 1 })
      .toArray();
    return docs.map(toVersion);
  }

  async createProject(project: Project): Promise<void> {
    const { id, ...rest } = project;
    await this.projects.insertOne({ _id: id, ...rest });
  }

  async replaceSettings(projectId: string, settings: ProjectSettings): Promise<boolean> {
    return (await this.projects.updateOne({ _id: projectId }, { $set: { settings } })).matchedCount === 1;
  }

  async addTemplates(projectId: string, templates: readonly ArchivedTemplate[]): Promise<void> {
    await this.inTransaction((session) =>
      this.templatesOf.insertMany(
        templates.map(({ template, created_at, updated_at }) => ({ project_id: projectId, ...template, fields: [...template.fields], created_at, updated_at })),
        { session },
      ),
    );
  }

  async addDocuments(documents: readonly PageDocument[]): Promise<void> {
    await this.inTransaction(async (session) => {
      await this.pages.insertMany(documents.map(toPageDoc), { session });
      // The live pages imported are changes too, as any other live-page write (recorded per project).
      for (const projectId of new Set(documents.map((doc) => doc.project_id))) {
        const live = documents.filter((doc) => doc.project_id === projectId && !isDraft(doc));
        await recordLivePageChanges(this.db, projectId, live, session);
      }
    });
  }

  async addVersions(projectId: string, versions: readonly DraftVersion[]): Promise<void> {
    await this.inTransaction((session) =>
      this.versions.insertMany(
        versions.map(({ version_id, metadata, ...rest }) => ({ _id: version_id, project_id: projectId, ...rest, metadata: { ...metadata } })),
        { session },
      ),
    );
  }

  async addNavigation(entries: readonly NavigationEntry[]): Promise<void> {
    await this.inTransaction((session) =>
      this.navigation.insertMany(
        entries.map(({ id, body, ...rest }) => ({ _id: id, ...rest, body: { ...body } })),
        { session },
      ),
    );
  }

  private async inTransaction(work: (session: ClientSession) => Promise<unknown>): Promise<void> {
    await this.client.withSession((session) => session.withTransaction(async () => void (await work(session))));
  }
}
