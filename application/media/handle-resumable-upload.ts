import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { ResumableUploads } from './ports.js';

/**
 * One request of the tus protocol under `/api/projects/:projectId/uploads`: only a manager of
 * the project gets to the protocol, and only to that project's uploads. A completed upload that
 * is not an acceptable image is the same error the direct upload answers.
 */
@injectable()
export class HandleResumableUpload {
  static readonly operation = 'handle_resumable_upload';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ResumableUploads) private readonly uploads: ResumableUploads,
  ) {}

  async execute(actor: Actor, input: { projectId: string; request: Request }): Promise<E.Either<AppError, Response>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const outcome = await this.uploads.handle(input.request, { projectId: input.projectId, actor });
    return outcome.kind === 'answer' ? E.right(outcome.response) : E.left(outcome.error);
  }
}
