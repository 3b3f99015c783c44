import type { PageDocument } from '../pages/page-document.js';
import { canonicalJson } from '../shared/canonical-json.js';
import { missingRequiredFields, type DocTemplate } from '../templates/template.js';

export type PublishAction = 'create' | 'update';

/** One draft a publish promotes, at the revision the dry run saw. */
export interface ManifestChange {
  readonly draft_id: string;
  readonly slug: string;
  readonly language: string;
  readonly action: PublishAction;
  readonly revision: number;
}

/** A draft the dry run will not promote, and why. */
interface BlockedDraft {
  readonly draft_id: string;
  readonly slug: string;
  readonly language: string;
  readonly reasons: readonly string[];
}

/** A draft that says what its live page says: publishing it would change nothing, so it is not promoted. */
interface UnchangedDraft {
  readonly draft_id: string;
  readonly slug: string;
  readonly language: string;
  readonly revision: number;
}

export interface Manifest {
  /** The drafts a confirm promotes. */
  readonly changes: readonly ManifestChange[];
  readonly blocked: readonly BlockedDraft[];
  /** Drafts equal to their live pages: listed, never promoted (they stay drafts). */
  readonly unchanged: readonly UnchangedDraft[];
  /** No page changes: the confirm deploys the site's current settings (navigation, theme, placement, home pages) alone. */
  readonly settings_only: boolean;
}

/** What a draft would replace: the live page of its slug and language. */
export type LiveContent = Pick<PageDocument, 'metadata' | 'content'>;

/** A draft and the live page that holds its slug and language, if any. */
export interface DraftCandidate {
  readonly draft: PageDocument;
  readonly live: LiveContent | null;
}

/**
 * Whether publishing the draft would change nothing: it has a live page with the same content
 * and the same metadata (the same keys and values, in any order). Opening a live page makes
 * such a draft, and one whose edits were undone is one again.
 */
export const isUnchanged = (draft: LiveContent, live: LiveContent | null): boolean =>
  live !== null && draft.content === live.content && canonicalJson(draft.metadata) === canonicalJson(live.metadata);

/** Why a draft cannot be published yet: each required field of its template left empty. */
function blockingReasons(draft: PageDocument, template: DocTemplate): string[] {
  return missingRequiredFields(template, draft.metadata).map((key) => {
    const label = template.fields.find((f) => f.key === key)?.label ?? key;
    return `metadata.${key} (${label}) is required by template ${template.id}`;
  });
}

const byAddress = (a: { slug: string; language: string }, b: { slug: string; language: string }) =>
  a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : a.language < b.language ? -1 : a.language > b.language ? 1 : 0;

/**
 * The manifest of a publish: every candidate is unchanged (equal to its live page: never
 * promoted, whatever its template asks), changes (create or update, at its current revision)
 * or is blocked with its reasons; none is dropped silently. Sorted by slug, language. With no
 * change, the publish deploys the settings alone (`settings_only`).
 */
export function planManifest(candidates: readonly DraftCandidate[], templateOf: (draft: PageDocument) => DocTemplate): Manifest {
  const changes: ManifestChange[] = [];
  const blocked: BlockedDraft[] = [];
  const unchanged: UnchangedDraft[] = [];
  for (const { draft, live } of candidates) {
    const address = { draft_id: draft.id, slug: draft.slug, language: draft.language };
    if (isUnchanged(draft, live)) {
      unchanged.push({ ...address, revision: draft.revision });
      continue;
    }
    const reasons = blockingReasons(draft, templateOf(draft));
    if (reasons.length > 0) blocked.push({ ...address, reasons });
    else changes.push({ ...address, action: live !== null ? 'update' : 'create', revision: draft.revision });
  }
  return { changes: changes.sort(byAddress), blocked: blocked.sort(byAddress), unchanged: unchanged.sort(byAddress), settings_only: changes.length === 0 };
}

/** The release a publish ran for: its name as it was then, and who scheduled it (the publish acts as them). */
interface PublishRelease {
  readonly id: string;
  readonly name: string;
  readonly scheduled_by: string;
}

/** A live page a release's publish took off the site. */
interface UnpublishedPage {
  readonly page_id: string;
  readonly slug: string;
  readonly language: string;
}

/** What a publish's confirm records beside its pages: the release it ran for, what it takes off, whether the settings changed. */
export interface PublishContext {
  readonly release: PublishRelease | null;
  readonly unpublished: readonly UnpublishedPage[];
  /** The site's settings (navigation, theme, placement, home pages) differed from the last deploy's. */
  readonly settings_changed: boolean;
}

/** A publish as recorded: who promoted what, and when the site showed it. */
export interface PublishRecord extends PublishContext {
  readonly publish_id: string;
  readonly project_id: string;
  readonly published_at: string;
  readonly published_by: string;
  /** The manifest's changes, each with the live page it became. */
  readonly changes: ReadonlyArray<ManifestChange & { readonly page_id: string }>;
  readonly deployed_at: string | null;
}

/** What a publish's confirm records when it says nothing more (a publish of drafts, settings unchanged; publishes made before these were recorded). */
export const PLAIN_PUBLISH: PublishContext = { release: null, unpublished: [], settings_changed: false };

/**
 * What a publish deployed, as a person reads it in the history: `pages` (pages promoted or
 * taken off, the settings as they were), `pages_and_settings`, or `settings_only` (no page: the
 * site's settings alone; never "0 pages").
 */
export type DeployKind = 'pages' | 'pages_and_settings' | 'settings_only';

export function deployKind(record: Pick<PublishRecord, 'changes' | 'unpublished' | 'settings_changed'>): DeployKind {
  if (record.changes.length === 0 && record.unpublished.length === 0) return 'settings_only';
  return record.settings_changed ? 'pages_and_settings' : 'pages';
}

/** A publish as the history lists it; `settings_only`: it changed no page, only deployed the settings (kept beside `kind` for older clients). */
export const publishView = (record: PublishRecord) => {
  const kind = deployKind(record);
  return {
    publish_id: record.publish_id,
    published_at: record.published_at,
    published_by: record.published_by,
    changes: record.changes,
    unpublished: record.unpublished,
    release: record.release,
    kind,
    settings_only: kind === 'settings_only',
  };
};

/** How long a dry run's confirmation token is valid. */
export const CONFIRMATION_TTL_MS = 15 * 60 * 1000;
