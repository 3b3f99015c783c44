import type { DraftWriteRefusal, MetadataChange } from '../../domain/drafts/draft-write.js';
import type { DraftVersion, DraftVersionSummary } from '../../domain/drafts/version.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import type { TranslationOf } from '../../domain/translation/translation-of.js';
import type { PageSummary } from '../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../domain/webhooks/events.js';
import type { NavLink, SitePath } from '../../domain/site/site-plan.js';
import type { TemplateLayout } from '../../domain/templates/layouts.js';

/** The version a draft write records (the snapshot is the draft as written). */
export interface NewVersion {
  readonly id: string;
  readonly saved_by: string;
  readonly saved_at: string;
  /** An autosave may replace the same user's autosave of the last minute (see domain/drafts/version.ts). */
  readonly autosave: boolean;
}

export type OpenOutcome =
  { readonly kind: 'existing'; readonly draft: PageDocument } | { readonly kind: 'cloned'; readonly draft: PageDocument } | { readonly kind: 'not_found' };

export interface DraftChange {
  readonly metadata: MetadataChange;
  readonly content: string;
  /** When given, the write applies only if the draft is still at this revision. */
  readonly expectedRevision?: number | undefined;
  /** Replaces what the draft translates (null: not a translation); absent keeps it. */
  readonly translation_of?: TranslationOf | null | undefined;
  readonly version: NewVersion;
}

/** Refusals are decided by `draftWriteRefusal` (domain/drafts/draft-write.ts) in every store. */
export type DraftSaveOutcome = { readonly kind: 'saved'; readonly draft: PageDocument } | DraftWriteRefusal;

export type DiscardOutcome = { readonly kind: 'discarded' } | Exclude<DraftWriteRefusal, { kind: 'stale' }>;

/**
 * The draft-only operations on documents (drafts are created with PageRepository.create, which
 * keeps one document of each kind per slug and language). Each is atomic on its own.
 */
export interface DraftRepository {
  /** The draft of a slug and language, or a new one cloned (as `draftId`) from its live page. */
  openDraft(projectId: string, slug: string, language: string, draftId: string, at: string): Promise<OpenOutcome>;
  /** Writes a draft's metadata and content as a new revision and records the version. */
  saveDraft(projectId: string, draftId: string, change: DraftChange): Promise<DraftSaveOutcome>;
  /** Deletes a draft and all its versions in one step (with the `events` of the draft as it was). */
  discardDraft(projectId: string, draftId: string, events?: EventsOf<PageSummary>): Promise<DiscardOutcome>;
}
export const DraftRepository = Symbol.for('DraftRepository');

/** A draft's history; versions are written together with the draft (create, save, restore). */
export interface DraftVersionRepository {
  /** Newest first. */
  list(projectId: string, draftId: string): Promise<DraftVersionSummary[]>;
  /** The newest version alone (who made the draft's current revision), read without the others: null for none. */
  newest(projectId: string, draftId: string): Promise<DraftVersionSummary | null>;
  find(projectId: string, draftId: string, versionId: string): Promise<DraftVersion | null>;
}
export const DraftVersionRepository = Symbol.for('DraftVersionRepository');

/** A page as Edit Mode's preview renders it: what the editor holds now, saved or not. */
export interface PreviewPage {
  readonly slug: string;
  readonly language: string;
  readonly doc_template_id: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly content: string;
}

/** A stylesheet of the site's theme, as the preview's document links it. */
export interface PreviewStylesheet {
  readonly css: string;
  readonly etag: string;
  /** Whether the name asked for is the current one (its hash matches): then it may be cached for good. */
  readonly current: boolean;
}

/** What the preview shows of the site around the page, read by the use case. */
export interface PreviewLook {
  /** The project's accent colour (`#rrggbb`), or null for the theme's own. */
  readonly accentColor: string | null;
  /** The site's name (the project's). */
  readonly name: string;
  /** The header links configured for the page's language. */
  readonly header: readonly NavLink[];
  /** Where an FAQ's contact link leads. */
  readonly contact: SitePath | null;
  /** The layout of the page's template. */
  readonly layout: TemplateLayout;
}

/**
 * Edit Mode's preview: a page rendered exactly as its deployed page renders it (the site's
 * renderer, its layouts, its escaping, its stylesheet), under the site's header; the sidebar
 * and footer aside.
 */
export interface PagePreview {
  /** A whole HTML document: the site's header and the page's main content in the theme's layout, linking the stylesheet of the accent colour. */
  render(page: PreviewPage, look: PreviewLook): Promise<string>;
  /** The stylesheet a preview document links, by the file name it gave it; null for a name it never gives. */
  stylesheet(fileName: string): Promise<PreviewStylesheet | null>;
  /** The site's icon a preview document links, by the file name it gave it; null for a name it never gives. */
  icon(fileName: string): Promise<{ readonly svg: string; readonly etag: string } | null>;
}
export const PagePreview = Symbol.for('PagePreview');
