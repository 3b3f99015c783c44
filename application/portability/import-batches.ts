import * as E from 'fp-ts/lib/Either.js';
import type { DraftVersion } from '../../domain/drafts/version.js';
import { withoutNulls } from '../../domain/pages/metadata.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import {
  NO_COUNTS,
  type ArchiveCounts,
  type DocumentRecord,
  type NavigationRecord,
  type TemplateRecord,
  type VersionRecord,
} from '../../domain/portability/archive-records.js';
import type { ReferenceRewriter } from '../../domain/portability/references.js';
import type { NavigationEntry } from '../../domain/site/navigation.js';
import type { IdGenerator } from '../shared/ports.js';
import type { ArchiveProblem } from './archive-reader.js';
import type { ArchiveRules } from './archive-rules.js';
import type { ArchivedTemplate, ProjectArchiveStore } from './ports.js';

/** Records written per store call (one transaction each): a batch holds the store's write lock briefly. */
const BATCH = 200;

/**
 * The importer's writes of templates, documents, versions and navigation: each record gets a
 * new id (drawn in archive order, so lists ordered by id keep their order), its references
 * rewritten, and goes to the store in batches. Each is first held to the API's rules
 * (ArchiveRules), then to what the store would refuse or what would lose data, naming the
 * record: a second record with one id, two documents of one kind at one slug and language, a
 * version of a draft the archive has not given.
 */
export class ImportBatches {
  readonly counts: ArchiveCounts = { ...NO_COUNTS };
  private readonly documentIds = new Map<string, { id: string; draft: boolean; templateId: string }>();
  private readonly places = new Set<string>();
  private readonly templateIds = new Set<string>();
  private readonly versionIds = new Set<string>();
  private readonly navigationIds = new Set<string>();
  private templates: ArchivedTemplate[] = [];
  private documents: PageDocument[] = [];
  private versions: DraftVersion[] = [];
  private navigation: NavigationEntry[] = [];

  constructor(
    private readonly store: ProjectArchiveStore,
    private readonly projectId: string,
    private readonly ids: IdGenerator,
    private readonly references: ReferenceRewriter,
    private readonly rules: ArchiveRules,
    private readonly problem: (message: string) => ArchiveProblem,
  ) {}

  async template({ template: raw, created_at, updated_at }: TemplateRecord): Promise<void> {
    const template = this.checked(this.rules.template(raw));
    this.once(this.templateIds, template.id, 'template');
    this.templates.push({ template, created_at, updated_at });
    this.counts.templates += 1;
    if (this.templates.length >= BATCH) await this.flushTemplates();
  }

  async document({ document }: DocumentRecord): Promise<void> {
    this.obeys(this.rules.page(`document ${document.id}`, document));
    if (this.documentIds.has(document.id)) throw this.problem(`a second document with id ${document.id}`);
    const draft = document.visibility === 'draft';
    const place = `${draft ? 'draft' : 'live'} ${document.language} ${document.slug}`;
    if (this.places.has(place)) throw this.problem(`a second ${draft ? 'draft' : 'live page'} at ${document.language}/${document.slug}`);
    this.places.add(place);
    const id = this.ids.next();
    this.documentIds.set(document.id, { id, draft, templateId: document.doc_template_id });
    this.documents.push({
      ...document,
      id,
      project_id: this.projectId,
      translation_of: document.translation_of ?? null,
      metadata: this.references.value(withoutNulls(document.metadata)),
      content: this.references.text(document.content),
    });
    this.counts.documents += 1;
    if (this.documents.length >= BATCH) await this.flushDocuments();
  }

  async version({ version }: VersionRecord): Promise<void> {
    const draft = this.documentIds.get(version.draft_id);
    if (draft === undefined || !draft.draft)
      throw this.problem(`version ${version.version_id} is of draft ${version.draft_id}, which the archive has not given before it`);
    this.obeys(this.rules.page(`version ${version.version_id}`, { doc_template_id: draft.templateId, metadata: version.metadata }));
    this.once(this.versionIds, version.version_id, 'version');
    // A version's draft must be stored before it.
    if (this.documents.length > 0) await this.flushDocuments();
    this.versions.push({
      ...version,
      version_id: this.ids.next(),
      draft_id: draft.id,
      metadata: this.references.value(withoutNulls(version.metadata)),
      content: this.references.text(version.content),
    });
    this.counts.versions += 1;
    if (this.versions.length >= BATCH) await this.flushVersions();
  }

  async navigationEntry({ entry }: NavigationRecord): Promise<void> {
    this.once(this.navigationIds, `${entry.kind} ${entry.id}`, entry.kind);
    this.navigation.push({ ...entry, id: this.ids.next(), project_id: this.projectId, body: this.references.value(entry.body) } as NavigationEntry);
    this.counts.navigation += 1;
    if (this.navigation.length >= BATCH) await this.flushNavigation();
  }

  /** Writes whatever is still batched, in dependency order. */
  async flush(): Promise<void> {
    await this.flushTemplates();
    await this.flushDocuments();
    await this.flushVersions();
    await this.flushNavigation();
  }

  /** The checked value, or the archive's problem in the rule's words. */
  private checked<T>(result: E.Either<string, T>): T {
    if (E.isLeft(result)) throw this.problem(result.left);
    return result.right;
  }

  private obeys(problem: string | null): void {
    if (problem !== null) throw this.problem(problem);
  }

  private once(seen: Set<string>, id: string, what: string): void {
    if (seen.has(id)) throw this.problem(`a second ${what} with id ${id.replace(/^\S+ /, '')}`);
    seen.add(id);
  }

  private async flushTemplates(): Promise<void> {
    if (this.templates.length === 0) return;
    await this.store.addTemplates(this.projectId, this.templates);
    this.templates = [];
  }

  private async flushDocuments(): Promise<void> {
    if (this.documents.length === 0) return;
    await this.store.addDocuments(this.documents);
    this.documents = [];
  }

  private async flushVersions(): Promise<void> {
    if (this.versions.length === 0) return;
    await this.store.addVersions(this.projectId, this.versions);
    this.versions = [];
  }

  private async flushNavigation(): Promise<void> {
    if (this.navigation.length === 0) return;
    await this.store.addNavigation(this.navigation);
    this.navigation = [];
  }
}
