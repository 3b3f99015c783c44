import type { ClientSession, Db } from 'mongodb';
import type { DraftVersion, DraftVersionSummary } from '../../../domain/drafts/version.js';
import type { Metadata } from '../../../domain/pages/metadata.js';
import type { PageDocument, Visibility } from '../../../domain/pages/page-document.js';
import { searchFields, type SearchFields } from '../search/fields.js';
import type { PageSummary } from '../../../domain/webhooks/event-data.js';
import type { TranslationOf } from '../../../domain/translation/translation-of.js';

/** Collections of the pages feature; every document carries `project_id` (project deletion relies on it). */
export const PAGES = 'pages';
export const DRAFT_VERSIONS = 'draft_versions';
/**
 * One document per project that every slug-claiming transaction writes (page or draft creation,
 * slug moves, the live agent's reservation). MongoDB transactions only conflict on writes, so
 * this shared write turns "check the slug, then claim it" into a serialized step per project.
 */
export const SLUG_GUARDS = 'slug_guards';

/** The search fields are absent only on documents written before the search index (see search/backfill.ts). */
export interface PageDoc extends Partial<SearchFields> {
  _id: string;
  project_id: string;
  kind: 'live' | 'draft';
  slug: string;
  language: string;
  visibility: string;
  doc_template_id: string;
  metadata: Record<string, unknown>;
  content: string;
  revision: number;
  /** Absent on documents written before translations (read as null). */
  translation_of?: TranslationOf | null;
  created_at: string;
  updated_at: string;
}

export interface VersionDoc {
  _id: string;
  project_id: string;
  draft_id: string;
  revision: number;
  saved_at: string;
  saved_by: string;
  autosave: boolean;
  metadata: Record<string, unknown>;
  content: string;
}

interface SlugGuardDoc {
  _id: string;
  project_id: string;
  writes: number;
}

export const toPage = (doc: PageDoc): PageDocument => ({
  id: doc._id,
  project_id: doc.project_id,
  slug: doc.slug,
  language: doc.language,
  visibility: doc.visibility as Visibility,
  metadata: doc.metadata as Metadata,
  content: doc.content,
  doc_template_id: doc.doc_template_id,
  revision: doc.revision,
  translation_of: doc.translation_of ?? null,
  created_at: doc.created_at,
  updated_at: doc.updated_at,
});

/** The fields events describe a page by (read without the body). */
export const SUMMARY_FIELDS = {
  _id: 1,
  project_id: 1,
  slug: 1,
  language: 1,
  visibility: 1,
  doc_template_id: 1,
  revision: 1,
  translation_of: 1,
  created_at: 1,
  updated_at: 1,
} as const;

export const toSummary = (doc: Pick<PageDoc, keyof typeof SUMMARY_FIELDS>): PageSummary => ({
  id: doc._id,
  project_id: doc.project_id,
  slug: doc.slug,
  language: doc.language,
  visibility: doc.visibility as Visibility,
  doc_template_id: doc.doc_template_id,
  revision: doc.revision,
  translation_of: doc.translation_of ?? null,
  created_at: doc.created_at,
  updated_at: doc.updated_at,
});

export const toPageDoc = ({ id, ...rest }: PageDocument): PageDoc => ({
  _id: id,
  ...rest,
  kind: rest.visibility === 'draft' ? 'draft' : 'live',
  metadata: { ...rest.metadata },
  ...searchFields(rest),
});

export const toVersionSummary = (doc: Pick<VersionDoc, '_id' | 'revision' | 'saved_at' | 'saved_by' | 'autosave'>): DraftVersionSummary => ({
  version_id: doc._id,
  revision: doc.revision,
  saved_at: doc.saved_at,
  saved_by: doc.saved_by,
  autosave: doc.autosave,
});

export const toVersion = (doc: VersionDoc): DraftVersion => ({
  ...toVersionSummary(doc),
  draft_id: doc.draft_id,
  metadata: doc.metadata as Metadata,
  content: doc.content,
});

/** Writes the project's slug guard inside `session`'s transaction (see SLUG_GUARDS). */
export async function claimSlugGuard(db: Db, projectId: string, session: ClientSession): Promise<void> {
  await db
    .collection<SlugGuardDoc>(SLUG_GUARDS)
    .updateOne({ _id: projectId }, { $inc: { writes: 1 }, $set: { project_id: projectId } }, { upsert: true, session });
}

/** Whether the project's live agent holds `slug` (read inside the guarded transaction). */
export async function isSlugReserved(db: Db, projectId: string, slug: string, session: ClientSession): Promise<boolean> {
  const reserved = await db
    .collection<{ _id: string }>('projects')
    .findOne(
      { _id: projectId, 'settings.site.live_agent_placement': 'destination_page', 'settings.site.live_agent_slug': slug },
      { session, projection: { _id: 1 } },
    );
  return reserved !== null;
}
