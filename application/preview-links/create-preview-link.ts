import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { isDraft } from '../../domain/pages/page-document.js';
import { DEFAULT_PREVIEW_SECONDS, MAX_PREVIEW_SECONDS, MAX_PREVIEW_VIEWS } from '../../domain/preview-links/preview-link.js';
import { intBetween, trimmedString } from '../../domain/shared/codecs.js';
import { invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { DRAFT_NOT_FOUND } from '../drafts/draft-errors.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { RELEASE_NOT_FOUND } from '../releases/release-errors.js';
import { ReleaseRepository } from '../releases/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { PreviewLinkRepository } from './ports.js';
import { previewLinkUrl } from './preview-link-url.js';

export const CreatePreviewLinkInput = t.exact(
  t.partial({
    /** The draft to show (or `release_id`: each draft of a release). */
    draft_id: trimmedString(200),
    release_id: trimmedString(200),
    /** Seconds the link works (default a week, at most 30 days). */
    expires_in: intBetween(60, MAX_PREVIEW_SECONDS),
    /** Pages that may be opened through it, in all (none: no limit). */
    max_views: intBetween(1, MAX_PREVIEW_VIEWS),
  }),
);
export type CreatePreviewLinkInput = t.TypeOf<typeof CreatePreviewLinkInput>;

export interface CreatedPreviewLink {
  readonly id: string;
  /** Opens without an account; shown only here (its token is stored hashed). */
  readonly url: string;
  readonly expires_at: string;
  readonly max_views: number | null;
  readonly views: number;
}

/** A link to a draft (or a release) that anyone may open, until it expires, its views run out, or it is revoked. */
@injectable()
export class CreatePreviewLink {
  static readonly operation = 'create_preview_link';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(PreviewLinkRepository) private readonly links: PreviewLinkRepository,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreatePreviewLinkInput): Promise<E.Either<AppError, CreatedPreviewLink>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const target = await this.target(input);
    if (target !== null) return E.left(target);
    const now = this.clock.now();
    const token = this.secrets.random();
    const link = {
      id: this.ids.next(),
      project_id: input.projectId,
      token_hash: this.secrets.hash(token),
      draft_id: input.draft_id ?? null,
      release_id: input.release_id ?? null,
      expires_at: new Date(now.getTime() + (input.expires_in ?? DEFAULT_PREVIEW_SECONDS) * 1000).toISOString(),
      max_views: input.max_views ?? null,
      views: 0,
      created_by: actorLabel(actor),
      created_at: now.toISOString(),
    };
    await this.links.create(link);
    const { id, expires_at, max_views, views } = link;
    return E.right({ id, url: previewLinkUrl(this.settings.publicBaseUrl, input.projectId, token), expires_at, max_views, views });
  }

  /** Why the link cannot point where asked, or null: exactly one of a draft of the project and a release of it. */
  private async target(input: { projectId: string } & CreatePreviewLinkInput): Promise<AppError | null> {
    if ((input.draft_id === undefined) === (input.release_id === undefined)) return invalid('Give draft_id or release_id: the one thing the link shows');
    if (input.draft_id !== undefined) {
      const draft = await this.pages.findById(input.projectId, input.draft_id);
      return draft !== null && isDraft(draft) ? null : notFound(DRAFT_NOT_FOUND);
    }
    return (await this.releases.find(input.projectId, input.release_id!)) === null ? notFound(RELEASE_NOT_FOUND) : null;
  }
}
