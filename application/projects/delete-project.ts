import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { projectBlobPrefix } from '../../domain/media/blob-keys.js';
import { BlobStore } from '../media/ports.js';
import { ProjectRepository } from './ports.js';
import { ProjectAccess } from './project-access.js';

/** Deletes a project with all of its data (members, pages, sessions, ..., and the bytes of its images). */
@injectable()
export class DeleteProject {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(BlobStore) private readonly blobs: BlobStore,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'admin', 'write');
    if (E.isLeft(context)) return context;
    await this.projects.delete(input.projectId);
    // After the records: no record is left pointing at deleted bytes.
    await this.blobs.deletePrefix(projectBlobPrefix(input.projectId));
    return E.right(undefined);
  }
}
