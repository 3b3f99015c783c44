import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { previewLinkView } from '../../domain/preview-links/preview-link.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PreviewLinkRepository } from './ports.js';

export interface PreviewLinkList {
  readonly preview_links: ReadonlyArray<ReturnType<typeof previewLinkView>>;
}

/** The project's preview links, newest first, with their views (never their tokens: only hashes are kept). */
@injectable()
export class ListPreviewLinks {
  static readonly operation = 'list_preview_links';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PreviewLinkRepository) private readonly links: PreviewLinkRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, PreviewLinkList>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    return E.right({ preview_links: (await this.links.list(input.projectId)).map(previewLinkView) });
  }
}
