import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { projectBlobPrefix } from '../../domain/media/blob-keys.js';
import { BlobStore } from '../media/ports.js';
import { DomainLookup } from '../site/domains/domain-lookup.js';
import { SiteDeployer } from '../site/ports.js';
import { ProjectRepository } from './ports.js';
import { ProjectAccess } from './project-access.js';

/** Deletes a project with all of its data (members, pages, sessions, ...), its deployed site and the bytes of its images. */
@injectable()
export class DeleteProject {
  static readonly operation = 'delete_project';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(SiteDeployer) private readonly site: SiteDeployer,
    @inject(DomainLookup) private readonly domains: DomainLookup,
    @inject(BlobStore) private readonly blobs: BlobStore,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'delete_project', 'write');
    if (E.isLeft(context)) return context;
    await this.projects.delete(input.projectId);
    // After the records: no record is left pointing at deleted files, and a site whose project
    // is gone is no longer served (its domains went with it).
    this.domains.invalidate();
    await this.site.remove(input.projectId);
    await this.blobs.deletePrefix(projectBlobPrefix(input.projectId));
    return E.right(undefined);
  }
}
