import { DiscardDraft, DiscardDraftInput } from '../../application/drafts/discard-draft.js';
import type { DraftView as DraftViewAnswer } from '../../application/drafts/draft-view.js';
import { GetDraft } from '../../application/drafts/get-draft.js';
import { ListDraftVersions } from '../../application/drafts/list-draft-versions.js';
import { OpenDraft, OpenDraftInput } from '../../application/drafts/open-draft.js';
import { RestoreDraftVersion, RestoreDraftVersionInput } from '../../application/drafts/restore-draft-version.js';
import { SaveDraft, SaveDraftInput } from '../../application/drafts/save-draft.js';
import { GetPage } from '../../application/pages/get-page.js';
import { ListPages, ListPagesInput, type PageList as PageListAnswer } from '../../application/pages/list-pages.js';
import { ListProjects } from '../../application/projects/list-projects.js';
import { ConfirmPublish, ConfirmPublishInput } from '../../application/publishing/confirm-publish.js';
import { GetPublishHistory, GetPublishHistoryInput } from '../../application/publishing/get-publish-history.js';
import { PublishDryRun, PublishDryRunInput } from '../../application/publishing/publish-dry-run.js';
import { ListUnansweredQuestions, ListUnansweredQuestionsInput } from '../../application/questions/list-unanswered-questions.js';
import { CancelRelease, CancelReleaseInput } from '../../application/releases/cancel-release.js';
import { CreateRelease, CreateReleaseInput } from '../../application/releases/create-release.js';
import { GetRelease } from '../../application/releases/get-release.js';
import { ListReleases, ListReleasesInput } from '../../application/releases/list-releases.js';
import { PublishRelease, PublishReleaseInput } from '../../application/releases/publish-release.js';
import { ReleaseDryRun } from '../../application/releases/release-dry-run.js';
import { UpdateRelease, UpdateReleaseInput } from '../../application/releases/update-release.js';
import { GetProjectTemplate } from '../../application/templates/get-project-template.js';
import { GetTranslation } from '../../application/translation/get-translation.js';
import { GetTranslationStatus } from '../../application/translation/get-translation-status.js';
import { StartTranslation, StartTranslationInput } from '../../application/translation/start-translation.js';
import { SearchPages, SearchPagesInput } from '../../application/search/search-pages.js';
import { ListProjectTemplates } from '../../application/templates/list-project-templates.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import { DraftRead, DraftVersionList, DraftView, DraftWriteResult } from '../http/drafts/responses.js';
import { PageDocument as PageDocumentResponse, PageList } from '../http/pages/responses.js';
import { ProjectList } from '../http/projects/responses.js';
import { PublishHistory, PublishPreview, PublishResult } from '../http/publishing/responses.js';
import { UnansweredQuestionList } from '../http/questions/responses.js';
import { Release, ReleaseCheck, ReleaseList } from '../http/releases/responses.js';
import { SearchResults } from '../http/search/responses.js';
import { DocTemplate, ProjectTemplateList } from '../http/templates/responses.js';
import { Translation, TranslationStatus } from '../http/translations/responses.js';
import { pageSummary, PageSummaryList } from './page-summary.js';
import { contentWindow, mapped, pagedList } from './tool-output.js';
import { READ_ONLY, tool, writes, type McpTool } from './tool.js';

const documentContent = contentWindow<PageDocument>(
  (page) => page.content,
  (page, content) => ({ ...page, content }),
);
const draftContent = contentWindow<DraftViewAnswer>(
  (view) => view.doc.content,
  (view, content) => ({ ...view, doc: { ...view.doc, content } }),
);

/**
 * The tools of `POST /mcp`, each the same use case and codec as a REST route (see tool.ts for
 * how to add one).
 */
export const MCP_TOOLS: readonly McpTool[] = [
  tool({
    name: 'list_projects',
    title: 'List projects',
    description: "The projects this credential can work on, each with the user's role there (an API key: its own role, on its own project only).",
    capability: 'read_content',
    annotations: READ_ONLY,
    project: false,
    useCase: ListProjects,
    response: ProjectList,
    output: pagedList('projects'),
  }),
  tool({
    name: 'list_pages',
    title: 'List pages',
    description:
      'Pages of a project, live (public or unlisted) and drafts, oldest first: id, slug, language, visibility, title, template, revision. ' +
      'Filter by language or visibility; pass next_cursor back as cursor for the next page. Read one with get_page.',
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: ListPages,
    response: PageList,
    input: ListPagesInput,
    output: mapped((list: PageListAnswer) => ({ pages: list.pages.map(pageSummary), next_cursor: list.next_cursor }), PageSummaryList),
  }),
  tool({
    name: 'get_page',
    title: 'Read a page',
    description:
      'A page or draft by id, with its metadata and content. Long content comes in windows: content_window.next_offset, passed back as content_offset, gives the next part.',
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: GetPage,
    response: PageDocumentResponse,
    params: { page_id: 'pageId' },
    output: documentContent,
  }),
  tool({
    name: 'search_pages',
    title: 'Search pages',
    description:
      "Full-text search over a project's live pages (public and unlisted), best first: page_id, slug, language, title, a snippet around the match and a score. " +
      'q is plain words (no query syntax); titles and headings count more than body text. Read a hit with get_page.',
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: SearchPages,
    response: SearchResults,
    input: SearchPagesInput,
  }),
  tool({
    name: 'list_templates',
    title: 'List templates',
    description: "The doc templates a project's pages may use (built-in, then the project's own), with their metadata fields.",
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: ListProjectTemplates,
    response: ProjectTemplateList,
    output: pagedList('templates'),
  }),
  tool({
    name: 'get_template',
    title: 'Read a template',
    description: "A doc template by id (built-in or the project's own): the metadata fields a page of it has, their types, and which are required.",
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: GetProjectTemplate,
    response: DocTemplate,
    params: { template_id: 'templateId' },
  }),
  tool({
    name: 'open_draft',
    title: 'Open a draft',
    description:
      'Start editing: returns the draft of a slug and language, or clones the live page into a new draft (action tells which), with its template and revision. ' +
      'Then save_draft with the draftId and revision.',
    capability: 'edit_drafts',
    annotations: writes({ destructive: false, idempotent: true }),
    useCase: OpenDraft,
    response: DraftView,
    input: OpenDraftInput,
    output: draftContent,
  }),
  tool({
    name: 'get_draft',
    title: 'Read a draft',
    description:
      'A draft by its draftId, as open_draft answers it (with revision and template), with its approval and whether you may approve it. Long content comes in windows, as with get_page.',
    capability: 'read_drafts',
    annotations: READ_ONLY,
    useCase: GetDraft,
    response: DraftRead,
    params: { draftId: 'draftId' },
    output: draftContent,
  }),
  tool({
    name: 'save_draft',
    title: 'Save a draft',
    description:
      'Saves a draft as a new revision (draftId "new" creates one): metadata merges one level (a key sent as null is removed), content is replaced. ' +
      'Send the revision you read: if the draft changed since, nothing is written and the error gives current_revision. Every save is a version that can be restored.',
    capability: 'edit_drafts',
    annotations: writes({ destructive: false, idempotent: false }),
    useCase: SaveDraft,
    response: DraftWriteResult,
    input: SaveDraftInput,
  }),
  tool({
    name: 'discard_draft',
    title: 'Discard a draft',
    description: 'Deletes a draft and all its versions, permanently. The live page, if any, stays as it is.',
    capability: 'edit_drafts',
    annotations: writes({ destructive: true, idempotent: true }),
    useCase: DiscardDraft,
    response: DraftWriteResult,
    input: DiscardDraftInput,
  }),
  tool({
    name: 'list_draft_versions',
    title: 'List draft versions',
    description: "A draft's saved versions, newest first: version_id, revision, when, by whom, and whether it was an autosave.",
    capability: 'read_drafts',
    annotations: READ_ONLY,
    useCase: ListDraftVersions,
    response: DraftVersionList,
    params: { draftId: 'draftId' },
    output: pagedList('versions'),
  }),
  tool({
    name: 'restore_draft_version',
    title: 'Restore a draft version',
    description: "Makes a version's snapshot the draft's content and metadata again, as a new revision (itself a version, so a restore can be undone).",
    capability: 'edit_drafts',
    annotations: writes({ destructive: false, idempotent: false }),
    useCase: RestoreDraftVersion,
    response: DraftWriteResult,
    params: { draftId: 'draftId', version_id: 'versionId' },
    input: RestoreDraftVersionInput,
  }),
  tool({
    name: 'translate_page',
    title: 'Translate a page into a draft',
    description:
      'Starts translating the live page of slug in source_language into a new draft of the same slug in target_language, in the background ' +
      '(markdown structure, links, code and glossary terms kept). Poll get_translation with the id until status is done (draft_id: review it, then publish) ' +
      'or failed (error; no draft). left_to_translate lists parts kept in the source language for a person.',
    capability: 'edit_drafts',
    annotations: writes({ destructive: false, idempotent: false }),
    useCase: StartTranslation,
    response: Translation,
    input: StartTranslationInput,
  }),
  tool({
    name: 'get_translation',
    title: 'Read a translation job',
    description: 'A translation job started by translate_page: status (running, done, failed), progress, the draft_id it wrote or the error.',
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: GetTranslation,
    response: Translation,
    params: { translation_id: 'translationId' },
  }),
  tool({
    name: 'translation_status',
    title: 'Translation status',
    description:
      "Every page (slug) of a project by every language it has pages in: source, up_to_date, outdated (its source was published since it was translated), draft (only a draft), or missing.",
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: GetTranslationStatus,
    response: TranslationStatus,
  }),
  tool({
    name: 'publish_preview',
    title: 'Preview a publish',
    description:
      'The dry run of a publish: every draft a confirm would make live (create or update, at which revision), drafts blocked by missing required fields ' +
      'with the reasons, warnings about navigation links to pages that will not be public, and a confirmation_token (single use, 15 minutes) for publish_confirm. ' +
      'Pass draft_ids to publish only some drafts (and to keep a large preview small). Nothing changes until publish_confirm.',
    capability: 'publish',
    annotations: writes({ destructive: false, idempotent: false }),
    useCase: PublishDryRun,
    response: PublishPreview,
    input: PublishDryRunInput,
  }),
  tool({
    name: 'publish_confirm',
    title: 'Confirm a publish',
    description:
      'Publishes exactly what publish_preview listed, in one step, and deploys the site: the drafts become the live pages and are gone as drafts. ' +
      'If any of those drafts changed since the preview, nothing is published (run publish_preview again). Repeating a confirm that succeeded answers the same publish.',
    capability: 'publish',
    annotations: writes({ destructive: true, idempotent: true }),
    useCase: ConfirmPublish,
    response: PublishResult,
    input: ConfirmPublishInput,
  }),
  tool({
    name: 'get_publish_history',
    title: 'Publish history',
    description: "A project's publishes, newest first: when, by whom, and which pages each made live. Pass next_cursor back as cursor for older ones.",
    capability: 'read_content',
    annotations: READ_ONLY,
    useCase: GetPublishHistory,
    response: PublishHistory,
    input: GetPublishHistoryInput,
  }),
  tool({
    name: 'list_releases',
    title: 'List releases',
    description:
      "A project's releases (drafts and pages to unpublish, published together now or at a time), newest first: status, publish_at (and in its time zone), items, revision. " +
      'status=scheduled lists the upcoming ones; pass next_cursor back as cursor for older ones.',
    capability: 'read_drafts',
    annotations: READ_ONLY,
    useCase: ListReleases,
    response: ReleaseList,
    input: ListReleasesInput,
  }),
  tool({
    name: 'get_release',
    title: 'Read a release',
    description:
      'A release by id: its items (each draft pinned to the revision it publishes), its time and zone, its status, its revision, and why it failed if it did.',
    capability: 'read_drafts',
    annotations: READ_ONLY,
    useCase: GetRelease,
    response: Release,
    params: { release_id: 'releaseId' },
  }),
  tool({
    name: 'release_dry_run',
    title: 'Check a release',
    description:
      'What the release would do if it ran now, item by item: ready, or blocked with the reasons (a required field left empty, a draft saved since it was added, ' +
      'a draft not approved). One blocked item holds the whole release back. Nothing changes.',
    capability: 'read_drafts',
    annotations: READ_ONLY,
    useCase: ReleaseDryRun,
    response: ReleaseCheck,
    params: { release_id: 'releaseId' },
  }),
  tool({
    name: 'create_release',
    title: 'Create a release',
    description:
      'Groups drafts to publish ({ action: "publish", draft_id, revision? }: pinned to that revision, or to the one it has now) and live pages to unpublish ' +
      '({ action: "unpublish", page_id }) into one release, published together, whole or not at all: at publish_at (an ISO instant, with the IANA time_zone ' +
      'it was chosen in) or when publish_release is called. A draft saved after it was added blocks the release until update_release takes its new revision.',
    capability: 'publish',
    annotations: writes({ destructive: false, idempotent: false }),
    useCase: CreateRelease,
    response: Release,
    input: CreateReleaseInput,
  }),
  tool({
    name: 'update_release',
    title: 'Change a release',
    description:
      'Changes a release at the revision you read (an error with current_revision otherwise): name, items (a draft sent without revision is pinned to its revision now), ' +
      'publish_at and time_zone (publish_at null: it waits for publish_release). Open, scheduled and failed releases may change.',
    capability: 'publish',
    annotations: writes({ destructive: false, idempotent: false }),
    useCase: UpdateRelease,
    response: Release,
    params: { release_id: 'releaseId' },
    input: UpdateReleaseInput,
  }),
  tool({
    name: 'cancel_release',
    title: 'Cancel a release',
    description: 'Cancels a release at the revision you read: it never runs.',
    capability: 'publish',
    annotations: writes({ destructive: true, idempotent: false }),
    useCase: CancelRelease,
    response: Release,
    params: { release_id: 'releaseId' },
    input: CancelReleaseInput,
  }),
  tool({
    name: 'publish_release',
    title: 'Publish a release now',
    description:
      'Runs a release now (at the revision you read), as the scheduler would at its time: its drafts become live pages and its pages to unpublish are deleted, together, ' +
      'and the site is deployed. If any item is blocked, nothing is published and the error says why, item by item.',
    capability: 'publish',
    annotations: writes({ destructive: true, idempotent: false }),
    useCase: PublishRelease,
    response: Release,
    params: { release_id: 'releaseId' },
    input: PublishReleaseInput,
  }),
  tool({
    name: 'list_unanswered_questions',
    title: 'List unanswered questions',
    description:
      "What the project's live agent was asked that its pages do not answer, similar questions grouped: each with its wording and a few others, how often, " +
      'when first and last, in which languages, and whether visitors proposed answers. status: open (the default), answered, dismissed; sort: last_asked (the default) ' +
      'or count. An answer belongs in the FAQ page (slug faq): open its draft with open_draft, add the question as a "## " heading with its answer, and publish.',
    capability: 'read_questions',
    annotations: READ_ONLY,
    useCase: ListUnansweredQuestions,
    response: UnansweredQuestionList,
    input: ListUnansweredQuestionsInput,
  }),
];
