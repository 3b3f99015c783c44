import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { CAPTURE_NOT_FOUND } from './ingestion-errors.js';
import { CaptureRepository } from './ports.js';

/** Deletes a capture (a draft saved from it stays: it no longer depends on the capture). */
@injectable()
export class DeleteCapture {
  static readonly operation = 'delete_capture';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(CaptureRepository) private readonly captures: CaptureRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; captureId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    return (await this.captures.delete(input.projectId, input.captureId)) ? E.right(undefined) : E.left(notFound(CAPTURE_NOT_FOUND));
  }
}
