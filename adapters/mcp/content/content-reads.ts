import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import { GetDraft, type DraftRead } from '../../../application/drafts/get-draft.js';
import { GetLivePageAt } from '../../../application/pages/get-live-page-at.js';
import { GetPageListing } from '../../../application/pages/get-page-listing.js';
import { GetPage } from '../../../application/pages/get-page.js';
import { ListPages, type ListPagesInput } from '../../../application/pages/list-pages.js';
import { GetProject } from '../../../application/projects/get-project.js';
import { ListProjects } from '../../../application/projects/list-projects.js';
import { GetPublishHistory, type PublishHistory } from '../../../application/publishing/get-publish-history.js';
import { GetUnansweredQuestion } from '../../../application/questions/get-unanswered-question.js';
import { ListUnansweredQuestions } from '../../../application/questions/list-unanswered-questions.js';
import { SearchPages } from '../../../application/search/search-pages.js';
import { GetPublishConfirmation } from '../../../application/publishing/get-publish-confirmation.js';
import { ReleaseDryRun } from '../../../application/releases/release-dry-run.js';
import { ListReleases } from '../../../application/releases/list-releases.js';
import { ListHeaderNavItems } from '../../../application/site/navigation/list-header-nav-items.js';
import { ListSidebarGroups } from '../../../application/site/navigation/list-sidebar-groups.js';
import { GetProjectTemplate } from '../../../application/templates/get-project-template.js';
import { ListProjectTemplates } from '../../../application/templates/list-project-templates.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { may } from '../../../domain/identity/capabilities.js';
import type { PageDocument, Visibility } from '../../../domain/pages/page-document.js';
import type { Role } from '../../../domain/projects/role.js';
import type { AppError } from '../../../domain/shared/errors.js';
import type { DocTemplate } from '../../../domain/templates/template.js';
import { liveTranslationState, type LiveTranslationState } from '../../../domain/translation/translation-status.js';

type Answer<O> = Promise<E.Either<AppError, O>>;
type ReadUseCase<I, O> = { execute(actor: Actor, input: I): Answer<O> };

/** How many documents a completion or a lookup by slug reads at most (ten pages of the list). */
const SCAN_PAGES = 10;
const LIST_LIMIT = 100;

/** A project the caller can read, with the role it acts with there. */
export interface ReadableProject {
  readonly id: string;
  readonly name: string;
  readonly default_language: string;
  readonly role: Role;
}

/**
 * The reads MCP resources, completions and prompts make: always the use cases the REST routes
 * run (their access checks included), never the stores, so a credential reads here exactly
 * what it reads over REST.
 */
export class ContentReads {
  constructor(
    private readonly container: Container,
    readonly actor: Actor,
  ) {}

  private run<I, O>(useCase: abstract new (...args: never[]) => ReadUseCase<I, O>, input: I): Answer<O> {
    return this.container.get<ReadUseCase<I, O>>(useCase as never).execute(this.actor, input);
  }

  async projects(): Answer<ReadableProject[]> {
    return E.map(({ projects }: { projects: ReadableProject[] }) => projects)(await this.run(ListProjects, undefined as never));
  }

  /** Whether the caller may read drafts there: a member's list holds drafts it may not open. */
  mayReadDrafts(project: ReadableProject): boolean {
    return may(this.actor, 'read_drafts', project.role);
  }

  pages(projectId: string, filter: { language?: string; visibility?: Visibility; cursor?: string }) {
    // The filter's language comes from a URI or a listed page: a tag the use case reads as it is.
    return this.run(ListPages, { projectId, ...(filter as ListPagesInput), limit: LIST_LIMIT });
  }

  /** Documents of the project, following the list's cursor up to SCAN_PAGES lists. */
  /** How many live pages (or drafts) the project has and its newest: see GetPageListing. */
  listing(projectId: string, kind: 'live' | 'draft') {
    return this.run(GetPageListing, { projectId, kind });
  }

  async scanPages(projectId: string, filter: { language?: string; visibility?: Visibility } = {}): Answer<PageDocument[]> {
    const found: PageDocument[] = [];
    let cursor: string | undefined;
    for (let read = 0; read < SCAN_PAGES; read++) {
      const list = await this.pages(projectId, { ...filter, ...(cursor !== undefined && { cursor }) });
      if (E.isLeft(list)) return list;
      found.push(...list.right.pages);
      if (list.right.next_cursor === null) break;
      cursor = list.right.next_cursor;
    }
    return E.right(found);
  }

  /** The live page (public or unlisted) of a slug and language, in one read however many pages the project has. */
  livePage(projectId: string, language: string, slug: string): Answer<PageDocument> {
    return this.run(GetLivePageAt, { projectId, slug, language });
  }

  /**
   * Where a live page stands as a translation: a source, or a translation up to date with its
   * source's live revision or outdated since (the status matrix's rule, for one page).
   */
  async translationState(page: PageDocument): Promise<LiveTranslationState> {
    if (page.translation_of === null) return 'source';
    const source = await this.livePage(page.project_id, page.translation_of.language, page.slug);
    return liveTranslationState(page.translation_of, E.isRight(source) ? source.right.revision : null);
  }

  /** A draft's read and its document (for its time): GetDraft decides who may read it first. */
  async draft(projectId: string, draftId: string): Answer<{ read: DraftRead; doc: PageDocument }> {
    const read = await this.run(GetDraft, { projectId, draftId });
    if (E.isLeft(read)) return read;
    const doc = await this.run(GetPage, { projectId, pageId: draftId });
    return E.map((found: PageDocument) => ({ read: read.right, doc: found }))(doc);
  }

  templates(projectId: string): Answer<{ templates: DocTemplate[] }> {
    return this.run(ListProjectTemplates, { projectId });
  }

  template(projectId: string, templateId: string): Answer<DocTemplate> {
    return this.run(GetProjectTemplate, { projectId, templateId });
  }

  history(projectId: string, cursor?: string): Answer<PublishHistory> {
    return this.run(GetPublishHistory, { projectId, limit: LIST_LIMIT, ...(cursor !== undefined && { cursor }) });
  }

  releases(projectId: string) {
    return this.run(ListReleases, { projectId, limit: LIST_LIMIT });
  }

  /** What a confirmation token would publish (before a confirm goes ahead). */
  pendingPublish(projectId: string, confirmationToken: string) {
    return this.run(GetPublishConfirmation, { projectId, confirmation_token: confirmationToken });
  }

  releaseCheck(projectId: string, releaseId: string) {
    return this.run(ReleaseDryRun, { projectId, releaseId });
  }

  questions(projectId: string) {
    return this.run(ListUnansweredQuestions, { projectId, limit: LIST_LIMIT });
  }

  question(projectId: string, questionId: string) {
    return this.run(GetUnansweredQuestion, { projectId, questionId });
  }

  search(projectId: string, q: string, language: string | undefined) {
    return this.run(SearchPages, { projectId, q, limit: 3, ...(language !== undefined && { language }) } as never) as ReturnType<SearchPages['execute']>;
  }

  /** The project a request names, else an API key's own (as the tools default). */
  projectOf(named: string | undefined): string | undefined {
    return named ?? (this.actor.kind === 'api_key' ? this.actor.projectId : undefined);
  }

  /** The site: the project's address and languages, its site settings (when the caller may read settings), and its navigation. */
  async site(projectId: string) {
    const project = await this.run(GetProject, { projectId });
    if (E.isLeft(project)) return project;
    const [sidebar, header] = await Promise.all([this.run(ListSidebarGroups, { projectId }), this.run(ListHeaderNavItems, { projectId })]);
    if (E.isLeft(sidebar)) return sidebar;
    if (E.isLeft(header)) return header;
    const { id, name, default_language, site_url, settings } = project.right;
    return E.right({
      project_id: id,
      name,
      default_language,
      site_url,
      settings: settings?.site ?? null,
      navigation: { header: header.right.header_nav_items, sidebar: sidebar.right.sidebar_groups },
    });
  }
}
