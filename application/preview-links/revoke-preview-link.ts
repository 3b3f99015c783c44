import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PreviewLinkRepository } from './ports.js';

const PREVIEW_LINK_NOT_FOUND = 'Preview link not found';

/** Revokes a preview link: it stops working at once. */
@injectable()
export class RevokePreviewLink {
  static readonly operation = 'revoke_preview_link';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PreviewLinkRepository) private readonly links: PreviewLinkRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; linkId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    return (await this.links.revoke(input.projectId, input.linkId)) ? E.right(undefined) : E.left(notFound(PREVIEW_LINK_NOT_FOUND));
  }
}
