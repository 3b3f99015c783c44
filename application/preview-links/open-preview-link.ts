import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { isDraft, type PageDocument } from '../../domain/pages/page-document.js';
import type { PreviewLink } from '../../domain/preview-links/preview-link.js';
import { publishItems } from '../../domain/releases/release-plan.js';
import type { PublishItem } from '../../domain/releases/release.js';
import type { AppError } from '../../domain/shared/errors.js';
import { CUSTOM_PAGE_TEMPLATE } from '../../domain/templates/built-in.js';
import { DraftVersionRepository, PagePreview } from '../drafts/ports.js';
import { PreviewLookReader } from '../drafts/preview-look.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectRepository } from '../projects/ports.js';
import { ReleaseRepository } from '../releases/ports.js';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { PreviewLinkRepository } from './ports.js';

/** What opening a preview link shows. */
export type PreviewAnswer =
  /** A page as it will deploy; `ownMarkup` when it is the owner's uploaded HTML (its scripts run, sandboxed). */
  | { readonly kind: 'page'; readonly html: string; readonly ownMarkup: boolean }
  /** A release's drafts, each opened through the link. */
  | { readonly kind: 'release'; readonly name: string; readonly items: readonly Pick<PublishItem, 'draft_id' | 'slug' | 'language'>[] }
  /** No such link (never made, or revoked), or nothing of the project's there. */
  | { readonly kind: 'missing' }
  /** The link worked once and no longer does. */
  | { readonly kind: 'gone'; readonly reason: string };

const MISSING: PreviewAnswer = { kind: 'missing' };

/**
 * Opens a preview link, with no account: the token (its hash) finds the link, and the open is
 * counted in the same step that checks its expiry and view limit. The page is rendered by the
 * site's own renderer, as Edit Mode's preview does (exactly as it will deploy): a draft as it is
 * now; a release's draft at the revision the release publishes.
 */
@injectable()
export class OpenPreviewLink {
  constructor(
    @inject(PreviewLinkRepository) private readonly links: PreviewLinkRepository,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(DraftVersionRepository) private readonly versions: DraftVersionRepository,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(PagePreview) private readonly preview: PagePreview,
    @inject(PreviewLookReader) private readonly looks: PreviewLookReader,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(_caller: null, input: { token: string; draftId?: string }): Promise<E.Either<AppError, PreviewAnswer>> {
    const outcome = await this.links.open(this.secrets.hash(input.token), this.clock.now().toISOString());
    switch (outcome.kind) {
      case 'not_found':
        return E.right(MISSING);
      case 'expired':
        return E.right({ kind: 'gone', reason: 'This preview link has expired.' });
      case 'exhausted':
        return E.right({ kind: 'gone', reason: 'This preview link has been opened as many times as it allows.' });
      case 'opened':
        return E.right(await this.show(outcome.link, input.draftId));
    }
  }

  private async show(link: PreviewLink, draftId: string | undefined): Promise<PreviewAnswer> {
    if (link.draft_id !== null) {
      if (draftId !== undefined && draftId !== link.draft_id) return MISSING;
      return this.page(link.project_id, await this.pages.findById(link.project_id, link.draft_id));
    }
    const release = await this.releases.find(link.project_id, link.release_id!);
    if (release === null) return MISSING;
    const items = publishItems(release.items);
    if (draftId === undefined)
      return { kind: 'release', name: release.name, items: items.map(({ draft_id, slug, language }) => ({ draft_id, slug, language })) };
    const item = items.find((i) => i.draft_id === draftId);
    if (item === undefined) return MISSING;
    return this.page(link.project_id, await this.atRevision(link.project_id, item));
  }

  /** The release's draft as the release will publish it: at the revision added (from its versions when the draft moved on since). */
  private async atRevision(projectId: string, item: PublishItem): Promise<PageDocument | null> {
    const draft = await this.pages.findById(projectId, item.draft_id);
    if (draft === null || !isDraft(draft) || draft.revision === item.revision) return draft;
    const summary = (await this.versions.list(projectId, item.draft_id)).find((v) => v.revision === item.revision);
    const version = summary === undefined ? null : await this.versions.find(projectId, item.draft_id, summary.version_id);
    return version === null ? draft : { ...draft, metadata: version.metadata, content: version.content, revision: version.revision };
  }

  private async page(projectId: string, draft: PageDocument | null): Promise<PreviewAnswer> {
    if (draft === null || !isDraft(draft)) return { kind: 'gone', reason: 'The draft was published or discarded since this link was made.' };
    const project = await this.projects.findById(projectId);
    if (project === null) return MISSING;
    const html = await this.preview.render(draft, await this.looks.lookOf(project, draft));
    return { kind: 'page', html, ownMarkup: draft.doc_template_id === CUSTOM_PAGE_TEMPLATE.html };
  }
}
