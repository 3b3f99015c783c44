import type { PageDocument, PageEdit, Visibility } from '../../domain/pages/page-document.js';
import type { PageSummary } from '../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../domain/webhooks/events.js';
import type { NewVersion } from '../drafts/ports.js';

/** Which of the (at most) two documents of a slug and language. */
export type DocumentKind = 'live' | 'draft';

/** See PageRepository.listing. */
export interface DocumentListing {
  readonly count: number;
  readonly newest_id: string | null;
}

export type CreateOutcome =
  | { readonly kind: 'created'; readonly doc: PageDocument }
  /** That slug and language already has a document of this kind (live page or draft). */
  | { readonly kind: 'duplicate' }
  /** The slug is held for the live agent (`destination_page` placement). */
  | { readonly kind: 'reserved' };

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

export interface PageQuery {
  readonly language?: string | undefined;
  readonly visibility?: Visibility | undefined;
  /** Only documents whose id sorts after this one (ids are time-ordered). */
  readonly after?: string | undefined;
  readonly limit: number;
}

/**
 * Live pages and drafts (both are documents; the draft-only writes are DraftRepository's). The
 * store enforces one live page and one draft per (project, slug, language) and the live
 * agent's slug reservation; every method that writes is atomic on its own, so use cases never
 * read-then-write across two calls. A write given `events` records them in its own transaction
 * (the outbox: see EventsOf), so the change and its events commit or roll back together.
 */
export interface PageRepository {
  findById(projectId: string, id: string): Promise<PageDocument | null>;
  /**
   * As `findById`, for a caller that reads only what never changes once a document exists
   * (whether it is a draft, its language and template, and a draft's slug) and leaves the rest to an
   * atomic write that checks it again: an instance may answer from its own copy, without
   * asking the store whether another instance wrote since. Null (no such document) is never
   * answered from a copy: a document created elsewhere a moment ago is found.
   */
  findForFixedFields(projectId: string, id: string): Promise<PageDocument | null>;
  findBySlug(projectId: string, slug: string, language: string, kind: DocumentKind): Promise<PageDocument | null>;
  /** In id (creation) order. */
  list(projectId: string, query: PageQuery): Promise<PageDocument[]>;
  /** Stores a new live page or draft; a draft's first version is recorded with it when given. */
  create(doc: PageDocument, firstVersion?: NewVersion, events?: EventsOf<PageDocument>): Promise<CreateOutcome>;
  /** Changes a live page (not a draft: those change through DraftRepository.saveDraft). */
  updatePage(projectId: string, pageId: string, change: PageChange, events?: EventsOf<PageDocument>): Promise<PageUpdateOutcome>;
  /**
   * How many documents of the kind the project has, and the newest one's id (ids are
   * time-ordered): what changes when one comes or goes, read without reading the documents.
   */
  listing(projectId: string, kind: DocumentKind): Promise<DocumentListing>;
  /** Deletes any document (a draft with its versions); `events` get the document as it was. */
  delete(projectId: string, id: string, events?: EventsOf<PageSummary>): Promise<boolean>;
}
export const PageRepository = Symbol.for('PageRepository');
