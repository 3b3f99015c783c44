import type { PageDocument } from '../pages/page-document.js';
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

export interface Manifest {
  readonly changes: readonly ManifestChange[];
  readonly blocked: readonly BlockedDraft[];
}

/** A draft and whether a live page already holds its slug and language. */
export interface DraftCandidate {
  readonly draft: PageDocument;
  readonly hasLivePage: boolean;
}

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
 * The manifest of a publish: every candidate either changes (create or update, at its current
 * revision) or is blocked with its reasons; none is dropped silently. Sorted by slug, language.
 */
export function planManifest(candidates: readonly DraftCandidate[], templateOf: (draft: PageDocument) => DocTemplate): Manifest {
  const changes: ManifestChange[] = [];
  const blocked: BlockedDraft[] = [];
  for (const { draft, hasLivePage } of candidates) {
    const reasons = blockingReasons(draft, templateOf(draft));
    const address = { draft_id: draft.id, slug: draft.slug, language: draft.language };
    if (reasons.length > 0) blocked.push({ ...address, reasons });
    else changes.push({ ...address, action: hasLivePage ? 'update' : 'create', revision: draft.revision });
  }
  return { changes: changes.sort(byAddress), blocked: blocked.sort(byAddress) };
}

/** A publish as recorded: who promoted what, and when the site showed it. */
export interface PublishRecord {
  readonly publish_id: string;
  readonly project_id: string;
  readonly published_at: string;
  readonly published_by: string;
  /** The manifest's changes, each with the live page it became. */
  readonly changes: ReadonlyArray<ManifestChange & { readonly page_id: string }>;
  readonly deployed_at: string | null;
}

/** A publish as the history lists it. */
export const publishView = (record: PublishRecord) => ({
  publish_id: record.publish_id,
  published_at: record.published_at,
  published_by: record.published_by,
  changes: record.changes,
});

/** How long a dry run's confirmation token is valid. */
export const CONFIRMATION_TTL_MS = 15 * 60 * 1000;
