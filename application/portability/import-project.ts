import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { projectBlobPrefix } from '../../domain/media/blob-keys.js';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveCounts, type ArchiveRecord, type ProjectRecord } from '../../domain/portability/archive-records.js';
import { ReferenceRewriter } from '../../domain/portability/references.js';
import type { Membership } from '../../domain/projects/membership.js';
import { TRIAL_PLAN } from '../../domain/projects/plan.js';
import { isTrialExpired, PROJECT_NAME_MAX, type Project } from '../../domain/projects/project.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { parseGlossary } from '../../domain/translation/glossary.js';
import { BlobStore } from '../media/ports.js';
import { MembershipRepository, ProjectRepository } from '../projects/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { GlossaryStore } from '../translation/ports.js';
import { ArchiveProblem, ArchiveReader } from './archive-reader.js';
import { ArchiveRules } from './archive-rules.js';
import { ImportBatches } from './import-batches.js';
import { ImportImages } from './import-images.js';
import { ProjectArchiveStore, type ArchiveLine } from './ports.js';

export interface ImportOptions {
  /** The new project's name (default: the archive's). */
  readonly name?: string | undefined;
  /** Made an admin of the new project, provisioned (added when the archive does not name them). */
  readonly admin?: string | undefined;
  /** Leave the archive's members out (then `admin` is the project's only member). */
  readonly withoutMembers?: boolean | undefined;
}

export interface ImportSummary {
  readonly project_id: string;
  readonly name: string;
  readonly source_project_id: string;
  readonly counts: ArchiveCounts;
  /** What was imported differently from the archive, and why. */
  readonly warnings: readonly string[];
}

/**
 * Operator command (no HTTP surface): creates a new project from an archive (ExportProject's
 * records), in this instance or another. Every record gets a new id and the references between
 * them are rewritten (domain/portability/references.ts). Every record is held to the API's own
 * rules (the settings' codecs, ArchiveRules), so the project holds nothing the API would refuse.
 * The project has no member while its content goes in, so nobody sees it half-imported; its
 * members are added last. Anything wrong (a record the API would refuse, one out of order, an
 * image whose bytes do not match, a file cut short or damaged, a line too long, a store that
 * fails) stops the import, and the project is deleted with everything written for it.
 */
@injectable()
export class ImportProject {
  constructor(
    @inject(ProjectArchiveStore) private readonly archive: ProjectArchiveStore,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(ImportImages) private readonly images: ImportImages,
    @inject(BlobStore) private readonly blobs: BlobStore,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(GlossaryStore) private readonly glossaries: GlossaryStore,
  ) {}

  async execute(lines: AsyncIterable<ArchiveLine>, options: ImportOptions = {}): Promise<E.Either<AppError, ImportSummary>> {
    if (options.withoutMembers === true && options.admin === undefined) return E.left(invalid('Leaving the members out needs an admin for the new project'));
    if (options.name !== undefined && (options.name.trim() === '' || options.name.length > PROJECT_NAME_MAX)) {
      return E.left(invalid(`name must be a non-empty string of at most ${PROJECT_NAME_MAX} characters`));
    }
    const reader = new ArchiveReader(lines);
    let created: string | null = null;
    try {
      const header = await reader.expect('header');
      if (header.format !== ARCHIVE_FORMAT) throw reader.problem(`not a project archive (format ${JSON.stringify(header.format)})`);
      if (header.version > ARCHIVE_VERSION) throw reader.problem(`archive version ${header.version} is newer than this service reads (${ARCHIVE_VERSION})`);
      const source = (await reader.expect('project')).project;
      if (source.id !== header.project_id) throw reader.problem('the project record is not the project the header names');
      const warnings: string[] = [];
      const project = await this.newProject(source, options, warnings);
      await this.archive.createProject(project);
      created = project.id;
      const references = new ReferenceRewriter(source.id, project.id);
      const rules = new ArchiveRules(project.settings.site);
      const batches = new ImportBatches(this.archive, project.id, this.ids, references, rules, (message) => reader.problem(message));
      const members = await this.content(reader, batches, references, project.id);
      // Settings last among the content: an image they name (a logo) has its new id by now, and must be one of the archive's.
      const logo = project.settings.site.logo_image_id;
      if (logo !== null && references.newImageId(logo) === undefined)
        throw reader.problem(`the project's settings.site.logo_image_id ${logo} is not an image of the archive`);
      const icon = project.settings.site.favicon_image_id ?? null;
      if (icon !== null && references.newImageId(icon) === undefined)
        throw reader.problem(`the project's settings.site.favicon_image_id ${icon} is not an image of the archive`);
      await this.archive.replaceSettings(project.id, references.value(project.settings));
      await this.addMembers(project.id, options.withoutMembers === true ? [] : members, options.admin);
      created = null;
      return E.right({ project_id: project.id, name: project.name, source_project_id: source.id, counts: batches.counts, warnings });
    } catch (error) {
      if (created !== null) await this.takeBack(created);
      if (error instanceof ArchiveProblem) return E.left(invalid(`Not imported: ${error.message}`));
      throw error;
    }
  }

  /** Reads every record after the project's; answers the archive's members (added last). */
  private async content(reader: ArchiveReader, batches: ImportBatches, references: ReferenceRewriter, projectId: string): Promise<Membership[]> {
    const members = new Map<string, Membership>();
    const sha256s = new Set<string>();
    for (let next = await reader.next(); next !== null; next = await reader.next()) {
      const record: ArchiveRecord = next.record;
      switch (record.type) {
        case 'member':
          if (members.has(record.member.user_id)) throw reader.problem(`a second member ${record.member.user_id}`);
          members.set(record.member.user_id, { project_id: projectId, ...record.member });
          batches.counts.members += 1;
          break;
        case 'template':
          await batches.template(record);
          break;
        case 'image':
          if (sha256s.has(record.image.sha256)) throw reader.problem(`image ${record.image.id} has the bytes of an earlier image`);
          sha256s.add(record.image.sha256);
          references.image(record.image.id, await this.images.store(projectId, record, reader));
          batches.counts.images += 1;
          break;
        case 'document':
          await batches.document(record);
          break;
        case 'version':
          await batches.version(record);
          break;
        case 'navigation':
          await batches.navigationEntry(record);
          break;
        case 'glossary': {
          if (batches.counts.glossary > 0) throw reader.problem('a second glossary');
          // Held to the API's own rules (PUT .../glossary), as every record is.
          const glossary = parseGlossary(record.glossary);
          if (E.isLeft(glossary)) throw reader.problem(`the glossary: ${glossary.left.message}`);
          await this.glossaries.replace(projectId, glossary.right, this.clock.now());
          batches.counts.glossary += 1;
          break;
        }
        case 'end':
          await batches.flush();
          for (const [section, count] of Object.entries(record.counts)) {
            const found = batches.counts[section as keyof ArchiveCounts];
            if (found !== count) throw reader.problem(`the archive says ${count} ${section}, it holds ${found}`);
          }
          if ((await reader.next()) !== null) throw reader.problem('records after the end record');
          return [...members.values()];
        default:
          throw reader.problem(`an unexpected ${record.type} record`);
      }
    }
    throw reader.ended('its end record is missing (cut short?)');
  }

  private async newProject(source: ProjectRecord['project'], options: ImportOptions, warnings: string[]): Promise<Project> {
    const { settings } = source;
    let liveAgent = settings.live_agent;
    const phone = liveAgent.phone_number;
    // An incoming call selects the one project with its number: the copy cannot have it too.
    if (typeof phone === 'string' && (await this.projects.findByPhoneNumber(phone)) !== null) {
      liveAgent = { ...liveAgent, phone_number: null };
      warnings.push(`phone number ${phone} belongs to a project of this instance already: the imported project has none`);
    }
    const project: Project = {
      id: this.ids.next(),
      name: options.name ?? source.name,
      default_language: source.default_language,
      // A plan this instance does not know is its trial, with the archive's trial end: a name
      // alone must not lift the trial's limits nor its end (only `trial` expires), so an ended
      // trial stays ended, whatever the archive calls its plan, until an operator says otherwise.
      plan: Object.hasOwn(this.settings.plans, source.plan) ? source.plan : TRIAL_PLAN,
      trial_ends_at: source.trial_ends_at,
      modules: source.modules,
      settings: { ...settings, live_agent: liveAgent },
      created_at: source.created_at,
    };
    if (project.plan !== source.plan) {
      const ended = isTrialExpired(project, this.clock.now()) ? 'ended' : 'ends';
      warnings.push(
        `plan ${source.plan} is not in this instance's PLANS_JSON: the project is on the trial plan until set-plan moves it, and its trial ${ended} at ${source.trial_ends_at}`,
      );
    }
    return project;
  }

  private async addMembers(projectId: string, members: readonly Membership[], admin: string | undefined): Promise<void> {
    const all = [...members];
    if (admin !== undefined) {
      const index = all.findIndex((m) => m.user_id === admin);
      if (index === -1) all.push({ project_id: projectId, user_id: admin, role: 'admin', provisioned: true, created_at: this.clock.now().toISOString() });
      else all[index] = { ...all[index]!, role: 'admin', provisioned: true };
    }
    if (!all.some((m) => m.role === 'admin')) throw new ArchiveProblem('the archive names no admin of the project: name one with --admin <user_id>');
    for (const membership of all) await this.memberships.add(membership);
  }

  /** Deletes what a failed import wrote: the project's records (they cascade) and its bytes. */
  private async takeBack(projectId: string): Promise<void> {
    await this.projects.delete(projectId);
    await this.blobs.deletePrefix(projectBlobPrefix(projectId));
  }
}
