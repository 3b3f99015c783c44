import * as t from 'io-ts';
import { Visibility } from '../../../domain/pages/page-document.js';
import { Integer, Timestamp } from '../response-codecs.js';
import { TranslationOf } from '../pages/responses.js';
import { DocTemplate } from '../templates/responses.js';

/** The open (and read) answer of Edit Mode: the draft, and the template that renders its form. */
const draftViewFields = {
  draftId: t.string,
  /** Send it with the next save: a save over another writer's revision is refused (409). */
  revision: Integer,
  action: t.union([t.literal('existing_draft'), t.literal('cloned_from_live')]),
  doc: t.type({
    slug: t.string,
    language: t.string,
    visibility: Visibility,
    metadata: t.UnknownRecord,
    content: t.string,
    doc_template_id: t.string,
    translation_of: TranslationOf,
  }),
  template: DocTemplate,
};

export const DraftView = t.type(draftViewFields, 'DraftView');

/**
 * A draft's approval: null while the project does not require approvals and the draft carries
 * none. `required` is the project's `require_approval`; the `approved_*` fields describe the
 * latest approval, whose revision may be older than the draft's (stale: saved since).
 */
const DraftApprovalState = t.type(
  {
    required: t.boolean,
    approved_revision: t.union([Integer, t.null]),
    approved_by: t.union([t.string, t.null]),
    approved_at: t.union([Timestamp, t.null]),
  },
  'DraftApprovalState',
);

/** A draft's read: as the open answers it, with its approval and whether the caller may approve its current revision (`reason` in words when not). */
export const DraftRead = t.type(
  {
    ...draftViewFields,
    approval: t.union([DraftApprovalState, t.null]),
    may_approve: t.type({ allowed: t.boolean, reason: t.union([t.string, t.null]) }),
  },
  'DraftRead',
);

const draftWrite = {
  success: t.literal(true),
  draftId: t.string,
};

/** What save, discard and restore answer; `revision` (after the write) is absent after a discard. */
export const DraftWriteResult = t.intersection([t.type(draftWrite), t.partial({ revision: Integer })], 'DraftWriteResult');

/** A custom page upload: a new draft (`created`, 201) or the existing draft's body replaced (`replaced`, 200). */
export const UploadResult = t.intersection(
  [t.type({ ...draftWrite, action: t.union([t.literal('created'), t.literal('replaced')]) }), t.partial({ revision: Integer })],
  'UploadResult',
);

const versionSummary = {
  version_id: t.string,
  revision: Integer,
  saved_at: Timestamp,
  /** A user id, or `api_key:<key id>`. */
  saved_by: t.string,
  autosave: t.boolean,
};

export const DraftVersionList = t.type({ versions: t.array(t.type(versionSummary, 'DraftVersionSummary')) }, 'DraftVersionList');

/** A version with its snapshot: the draft's metadata and content at that revision. */
export const DraftVersion = t.type({ ...versionSummary, draft_id: t.string, metadata: t.UnknownRecord, content: t.string }, 'DraftVersion');

/** Edit Mode's preview: a whole HTML document of the page as the site will show it. */
export const DraftPreview = t.type({ html: t.string }, 'DraftPreview');
