import { DiscardDraft, DiscardDraftInput } from '../../../application/drafts/discard-draft.js';
import { GetDraft } from '../../../application/drafts/get-draft.js';
import { GetDraftVersion } from '../../../application/drafts/get-draft-version.js';
import { ListDraftVersions } from '../../../application/drafts/list-draft-versions.js';
import { OpenDraft, OpenDraftInput } from '../../../application/drafts/open-draft.js';
import { RestoreDraftVersion, RestoreDraftVersionInput } from '../../../application/drafts/restore-draft-version.js';
import { SaveDraft, SaveDraftInput } from '../../../application/drafts/save-draft.js';
import { UploadCustomPage, UploadCustomPageInput } from '../../../application/drafts/upload-custom-page.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';

const EDIT = `${PROJECT}/docs/edit`;

/** Edit Mode: open, read, save and discard drafts, their versions, and custom page uploads. */
export const draftRoutes: readonly Route[] = [
  post(`${EDIT}/open`, OpenDraft, { body: OpenDraftInput }),
  post(`${EDIT}/save`, SaveDraft, { body: SaveDraftInput }),
  post(`${EDIT}/discard`, DiscardDraft, { body: DiscardDraftInput }),
  // 201 when the upload made a new draft, 200 when it replaced the body of the existing one.
  post(`${EDIT}/upload-custom-page`, UploadCustomPage, { body: UploadCustomPageInput, status: (out) => (out.action === 'created' ? 201 : 200) }),
  get(`${EDIT}/:draftId`, GetDraft),
  get(`${EDIT}/:draftId/versions`, ListDraftVersions),
  get(`${EDIT}/:draftId/versions/:versionId`, GetDraftVersion),
  post(`${EDIT}/:draftId/versions/:versionId/restore`, RestoreDraftVersion, { body: RestoreDraftVersionInput }),
];
