import type { DraftVersion, DraftVersionSummary } from '../../domain/drafts/version.js';
import type { Metadata, MetadataPatch } from '../../domain/pages/metadata.js';
import type { PageDocument, PageEdit, Visibility } from '../../domain/pages/page-document.js';
import type { SiteSettings } from '../../domain/projects/project.js';

/** Which of the (at most) two documents of a slug and language. */
export type DocumentKind = 'live' | 'draft';

/** The version a draft write records (the snapshot is the draft as written). */
export interface NewVersion {
  readonly id: string;
  readonly saved_by: string;
  readonly saved_at: string;
  /** An autosave may replace the same user's autosave of the last minute (see domain/drafts/version.ts). */
  readonly autosave: boolean;
}

export type CreateOutcome =
  | { readonly kind: 'created'; readonly doc: PageDocument }
  /** That slug and language already has a document of this kind (live page or draft). */
  | { readonly kind: 'duplicate' }
  /** The slug is held for the live agent (`destination_page` placement). */
  | { readonly kind: 'reserved' };

export type OpenOutcome =
  | { readonly kind: 'existing'; readonly draft: PageDocument }
  | { readonly kind: 'cloned'; readonly draft: PageDocument }
  | { readonly kind: 'not_found' };

/** Merge one level (null removes a key), or replace whole (restoring a version). */
export type MetadataChange =
  | { readonly kind: 'merge'; readonly patch: MetadataPatch }
  | { readonly kind: 'replace'; readonly value: Metadata };

export interface DraftChange {
  readonly metadata: MetadataChange;
  readonly content: string;
  /** When given, the write applies only if the draft is still at this revision. */
  readonly expectedRevision?: number | undefined;
  readonly version: NewVersion;
}

export type DraftSaveOutcome =
  | { readonly kind: 'saved'; readonly draft: PageDocument }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'not_draft' }
  | { readonly kind: 'stale'; readonly current_revision: number };

export interface PageChange extends PageEdit {
  readonly expectedRevision?: number | undefined;
}

export type PageUpdateOutcome =
  | { readonly kind: 'updated'; readonly page: PageDocument }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'is_draft' }
  | { readonly kind: 'stale'; readonly current_revision: number }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'reserved' };

export type DiscardOutcome = { readonly kind: 'discarded' } | { readonly kind: 'not_found' } | { readonly kind: 'not_draft' };

export interface PageQuery {
  readonly language?: string | undefined;
  readonly visibility?: Visibility | undefined;
  /** Only documents whose id sorts after this one (ids are time-ordered). */
  readonly after?: string | undefined;
  readonly limit: number;
}

/**
 * Live pages and drafts (both are documents). The store enforces one live page and one draft
 * per (project, slug, language) and the live agent's slug reservation; every method that
 * writes is atomic on its own, so use cases never read-then-write across two calls.
 */
export interface PageRepository {
  findById(projectId: string, id: string): Promise<PageDocument | null>;
  findBySlug(projectId: string, slug: string, language: string, kind: DocumentKind): Promise<PageDocument | null>;
  /** In id (creation) order. */
  list(projectId: string, query: PageQuery): Promise<PageDocument[]>;
  /** Stores a new live page or draft; a draft's first version is recorded with it when given. */
  create(doc: PageDocument, firstVersion?: NewVersion): Promise<CreateOutcome>;
  /** The draft of a slug and language, or a new one cloned (as `draftId`) from its live page. */
  openDraft(projectId: string, slug: string, language: string, draftId: string, at: string): Promise<OpenOutcome>;
  /** Writes a draft's metadata and content as a new revision and records the version. */
  saveDraft(projectId: string, draftId: string, change: DraftChange): Promise<DraftSaveOutcome>;
  /** Changes a live page (not a draft: those change through saveDraft). */
  updatePage(projectId: string, pageId: string, change: PageChange): Promise<PageUpdateOutcome>;
  /** Deletes a draft and all its versions in one step. */
  discardDraft(projectId: string, draftId: string): Promise<DiscardOutcome>;
  /** Deletes any document (a draft with its versions). */
  delete(projectId: string, id: string): Promise<boolean>;
}
export const PageRepository = Symbol.for('PageRepository');

/** A draft's history; versions are written by PageRepository together with the draft. */
export interface DraftVersionRepository {
  /** Newest first. */
  list(projectId: string, draftId: string): Promise<DraftVersionSummary[]>;
  find(projectId: string, draftId: string, versionId: string): Promise<DraftVersion | null>;
}
export const DraftVersionRepository = Symbol.for('DraftVersionRepository');

export type SiteUpdateOutcome = { readonly kind: 'updated' } | { readonly kind: 'slug_in_use' } | { readonly kind: 'not_found' };

/**
 * The project's site settings, written together with the slug check: a `destination_page`
 * placement reserves its slug only if no page or draft uses it, atomically with page creation.
 */
export interface SiteSettingsStore {
  update(projectId: string, site: SiteSettings): Promise<SiteUpdateOutcome>;
}
export const SiteSettingsStore = Symbol.for('SiteSettingsStore');
