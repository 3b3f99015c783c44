import { DiscardDraft, DiscardDraftInput } from '../../../application/drafts/discard-draft.js';
import { GetDraft } from '../../../application/drafts/get-draft.js';
import { GetDraftLivePage } from '../../../application/drafts/get-draft-live-page.js';
import { GetDraftVersion } from '../../../application/drafts/get-draft-version.js';
import { ListDraftVersions } from '../../../application/drafts/list-draft-versions.js';
import { OpenDraft, OpenDraftInput } from '../../../application/drafts/open-draft.js';
import { PreviewDraft, PreviewDraftInput } from '../../../application/drafts/preview-draft.js';
import { RestoreDraftVersion, RestoreDraftVersionInput } from '../../../application/drafts/restore-draft-version.js';
import { SaveDraft, SaveDraftInput } from '../../../application/drafts/save-draft.js';
import { UploadCustomPage, UploadCustomPageInput } from '../../../application/drafts/upload-custom-page.js';
import { PageDocument, SLUG_TAKEN, STALE_REVISION } from '../pages/responses.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';
import { DraftPreview, DraftRead, DraftVersion, DraftVersionList, DraftView, DraftWriteResult, UploadResult } from './responses.js';

const EDIT = `${PROJECT}/docs/edit`;

/** Edit Mode: open, read, save and discard drafts, their versions, and custom page uploads. */
export const draftRoutes: readonly Route[] = [
  post(`${EDIT}/open`, OpenDraft, {
    body: OpenDraftInput,
    response: DraftView,
    access: 'edit_drafts (write)',
    example: { slug: 'about', language: 'en' },
    description:
      'The draft of a slug and language (`action: existing_draft`), or a new draft cloned from the live page (`cloned_from_live`). ' +
      '404 when neither exists: create one with save and `draftId: "new"`.',
  }),
  post(`${EDIT}/save`, SaveDraft, {
    body: SaveDraftInput,
    response: DraftWriteResult,
    access: 'edit_drafts (write)',
    example: {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'about', title: 'About us' },
      content: '# About us',
      autosave: false,
    },
    refusals: [STALE_REVISION, SLUG_TAKEN],
    description:
      '`draftId: "new"` creates a draft (its slug from `metadata.slug`, else the title). `metadata` merges one level deep (`null` removes a key); ' +
      '`content` replaces. Send the `revision` you read: when the draft has moved on, nothing is written (409 with `current_revision`). ' +
      'Every save is a version; an `autosave` within a minute of the same user’s previous one replaces it.',
  }),
  post(`${EDIT}/discard`, DiscardDraft, {
    body: DiscardDraftInput,
    response: DraftWriteResult,
    access: 'edit_drafts (write)',
    description: 'Deletes the draft and all its versions, in one step. The live page, if any, stays.',
  }),
  post(`${EDIT}/preview`, PreviewDraft, {
    body: PreviewDraftInput,
    response: DraftPreview,
    access: 'read_content (read)',
    // The caller's own text, rendered: no cache keeps it.
    noStore: true,
    summary: 'Preview a page',
    example: { slug: 'about', language: 'en', doc_template_id: 'page', metadata: { title: 'About us' }, content: '# About us\n\nWe make **things**.' },
    description:
      'Renders what the editor holds now (saved or not) exactly as the deployed site will: the site’s markdown renderer and escaping, ' +
      'its title rule and code highlighting, in the theme’s layout under the site’s stylesheet (of the project’s accent colour), ' +
      'the header, navigation and footer aside. `html` is a whole document, for a sandboxed frame. A read: members may preview.',
  }),
  post(`${EDIT}/upload-custom-page`, UploadCustomPage, {
    body: UploadCustomPageInput,
    // 201 when the upload made a new draft, 200 when it replaced the body of the existing one.
    status: { of: (out) => (out.action === 'created' ? 201 : 200), among: [201, 200] },
    response: UploadResult,
    access: 'edit_drafts (write)',
    refusals: [{ status: 409, when: 'A draft of another template holds the slug and language, or the slug is reserved for the live agent.' }],
    description: 'A draft whose template is `custom-html` or `custom-astro` and whose content is the body.',
  }),
  get(`${EDIT}/:draftId`, GetDraft, {
    response: DraftRead,
    access: 'read_drafts (read)',
    description:
      'The draft as the open answers it, with `approval` (null while the project does not require approvals and the draft has none; ' +
      '`approved_revision` older than `revision` means saved since: approve again) and `may_approve` (whether you may approve this revision, ' +
      'and why not in words: only a manager or an admin signed in themselves, never the last editor). The approve itself decides.',
  }),
  get(`${EDIT}/:draftId/live`, GetDraftLivePage, {
    response: PageDocument,
    access: 'read_drafts (read)',
    summary: 'The live page of a draft',
    description:
      'The live page the draft would replace (its slug and language), whole: compare it with the draft (`GET .../docs/edit/:draftId`) or a version. ' +
      '404 for a draft of a new page.',
  }),
  get(`${EDIT}/:draftId/versions`, ListDraftVersions, { response: DraftVersionList, access: 'read_drafts (read)', description: 'Newest first.' }),
  get(`${EDIT}/:draftId/versions/:versionId`, GetDraftVersion, { response: DraftVersion, access: 'read_drafts (read)' }),
  post(`${EDIT}/:draftId/versions/:versionId/restore`, RestoreDraftVersion, {
    body: RestoreDraftVersionInput,
    response: DraftWriteResult,
    access: 'edit_drafts (write)',
    refusals: [STALE_REVISION],
    description: "The draft takes the version's snapshot as a new revision (itself a version: a restore can be undone).",
  }),
];
