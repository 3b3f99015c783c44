import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { imageBlobKey } from '../../domain/media/blob-keys.js';
import type { Image } from '../../domain/media/image.js';
import { isDraft } from '../../domain/pages/page-document.js';
import type { Project } from '../../domain/projects/project.js';
import type { NavigationEntry } from '../../domain/site/navigation.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  IMAGE_CHUNK_BYTES,
  type ArchiveCounts,
  type ArchiveOutput,
  type ArchiveSection,
  NO_COUNTS,
} from '../../domain/portability/archive-records.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { BlobStore, ImageRepository } from '../media/ports.js';
import { PageRepository } from '../pages/ports.js';
import { MembershipRepository, ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { ignoreProgress, type ProgressListener } from '../shared/progress.js';
import { NavigationRepository } from '../site/ports.js';
import { GlossaryStore } from '../translation/ports.js';
import { ProjectArchiveStore } from './ports.js';

/** Documents (and then their drafts' versions) are read this many at a time; images too. */
const WINDOW = 200;

/**
 * Operator command (no HTTP surface): a project as archive records (domain/portability), to be
 * written to a file and imported elsewhere. Exported: the project (name, language, plan, trial
 * end, modules, settings whole), its members (user ids and roles), its own templates, images
 * with their bytes, live pages and drafts, every draft's versions, sidebar groups and header
 * items, the glossary. Not exported: API keys and webhooks (secrets), custom domains (a hostname belongs to
 * one project), publish history, captures, onboarding sessions, profiles, transfers and
 * quota use, which are records of this instance, not content. The records are read while the
 * service may write: a version is exported only with its draft, so the archive always imports.
 */
@injectable()
export class ExportProject {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(ProjectArchiveStore) private readonly archive: ProjectArchiveStore,
    @inject(ImageRepository) private readonly images: ImageRepository,
    @inject(BlobStore) private readonly blobs: BlobStore,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(GlossaryStore) private readonly glossaries: GlossaryStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { projectId: string }, progress: ProgressListener = ignoreProgress): Promise<E.Either<AppError, AsyncIterable<ArchiveOutput>>> {
    const project = await this.projects.findById(input.projectId);
    if (project === null) return E.left(notFound(PROJECT_NOT_FOUND));
    return E.right(this.records(project, progress));
  }

  private async *records(project: Project, progress: ProgressListener): AsyncGenerator<ArchiveOutput> {
    const counts: ArchiveCounts = { ...NO_COUNTS };
    const counted = (section: ArchiveSection) => progress({ step: section, done: (counts[section] += 1) });
    const projectId = project.id;
    yield { type: 'header', format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exported_at: this.clock.now().toISOString(), project_id: projectId };
    // Settings whole: fields added since this code was written (a theme, a logo) travel too.
    yield { type: 'project', project: { ...project, settings: project.settings as unknown as ArchiveSettings } };
    for (const { user_id, role, provisioned, created_at } of await this.memberships.list(projectId)) {
      yield { type: 'member', member: { user_id, role, provisioned, created_at } };
      counted('members');
    }
    for (const { template, created_at, updated_at } of await this.archive.templates(projectId)) {
      yield { type: 'template', template, created_at, updated_at };
      counted('templates');
    }
    for await (const image of this.allImages(projectId)) {
      yield* this.imageRecords(image);
      counted('images');
    }
    for await (const record of this.documentsAndVersions(projectId)) {
      yield record;
      counted(record.type === 'document' ? 'documents' : 'versions');
    }
    for (const entry of await this.navigation.listAll(projectId)) {
      yield navigationRecord(entry);
      counted('navigation');
    }
    const glossary = await this.glossaries.find(projectId);
    if (glossary.terms.length > 0) {
      yield { type: 'glossary', glossary: { terms: glossary.terms } };
      counted('glossary');
    }
    yield { type: 'end', counts };
  }

  private async *allImages(projectId: string): AsyncGenerator<Image> {
    let after: string | undefined;
    for (;;) {
      const batch = await this.images.list(projectId, { after, limit: WINDOW });
      yield* batch;
      if (batch.length < WINDOW) return;
      after = batch[batch.length - 1]!.id;
    }
  }

  /** The image, then its bytes in chunks; bytes that are gone fail the export (it would lose the image). */
  private async *imageRecords(image: Image): AsyncGenerator<ArchiveOutput> {
    const blob = await this.blobs.open(imageBlobKey(image));
    if (blob === null || blob.size !== image.bytes) throw new Error(`the bytes of image ${image.id} are missing from the blob store`);
    const { project_id: _project, ...described } = image;
    yield { type: 'image', image: described, chunks: Math.max(1, Math.ceil(image.bytes / IMAGE_CHUNK_BYTES)) };
    for await (const chunk of rechunk(blob.stream, IMAGE_CHUNK_BYTES)) yield { type: 'image_chunk', data: chunk };
  }

  /** A window of documents, then the versions of its drafts (a version always follows its draft). */
  private async *documentsAndVersions(projectId: string): AsyncGenerator<ArchiveOutput> {
    let after: string | undefined;
    for (;;) {
      const batch = await this.pages.list(projectId, { after, limit: WINDOW });
      for (const { project_id: _project, ...document } of batch) yield { type: 'document', document };
      const drafts = batch.filter(isDraft).map((draft) => draft.id);
      if (drafts.length > 0) {
        for (const version of await this.archive.versionsOf(projectId, drafts)) yield { type: 'version', version };
      }
      if (batch.length < WINDOW) return;
      after = batch[batch.length - 1]!.id;
    }
  }
}

type ArchiveSettings = Extract<ArchiveOutput, { type: 'project' }>['project']['settings'];

/** An entry as its record; the kind decides the body's shape (the types cannot tie the two together). */
const navigationRecord = ({ id, kind, language, position, body }: NavigationEntry): ArchiveOutput =>
  ({ type: 'navigation', entry: { id, kind, language, position, body } }) as Extract<ArchiveOutput, { type: 'navigation' }>;

/** Re-cuts a byte stream into pieces of exactly `size` bytes (the last one shorter). */
async function* rechunk(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  let pending = new Uint8Array(size);
  let filled = 0;
  for await (const piece of source) {
    let offset = 0;
    while (offset < piece.byteLength) {
      const take = Math.min(size - filled, piece.byteLength - offset);
      pending.set(piece.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === size) {
        yield pending;
        pending = new Uint8Array(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield pending.subarray(0, filled);
}
