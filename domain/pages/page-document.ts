import * as t from 'io-ts';
import type { TranslationOf } from '../translation/translation-of.js';
import { mergeMetadata, type Metadata, type MetadataPatch } from './metadata.js';

/** How a live page is shown on the site. */
export const LiveVisibility = t.keyof({ public: null, unlisted: null }, 'public or unlisted');
export type LiveVisibility = t.TypeOf<typeof LiveVisibility>;

/** `draft` marks the editable copy; the live page of the same slug and language is another document. */
export const Visibility = t.keyof({ public: null, unlisted: null, draft: null }, 'public, unlisted or draft');
export type Visibility = t.TypeOf<typeof Visibility>;

export const DRAFT = 'draft' as const;

/**
 * A page document: a live page (`public`/`unlisted`) or a draft. At most one of each per
 * (project, slug, language). `revision` starts at 1 and grows by one on every save.
 */
export interface PageDocument {
  readonly id: string;
  readonly project_id: string;
  readonly slug: string;
  readonly language: string;
  readonly visibility: Visibility;
  readonly metadata: Metadata;
  readonly content: string;
  readonly doc_template_id: string;
  readonly revision: number;
  /** The source page this one translates, at the revision it was translated from; null for a source. */
  readonly translation_of: TranslationOf | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export const isDraft = (doc: Pick<PageDocument, 'visibility'>): boolean => doc.visibility === DRAFT;

/** The draft a live page is cloned into when Edit Mode opens it. */
export function cloneAsDraft(live: PageDocument, draftId: string, at: string): PageDocument {
  return {
    ...live,
    id: draftId,
    visibility: DRAFT,
    revision: 1,
    created_at: at,
    updated_at: at,
  };
}

/** Largest page body accepted; the 1 MB request limit bounds it anyway, this keeps stores honest. */
export const CONTENT_MAX = 1024 * 1024;

/** An edit of a live page: each field given replaces (metadata merges one level). */
export interface PageEdit {
  readonly slug?: string | undefined;
  readonly metadata?: MetadataPatch | undefined;
  readonly content?: string | undefined;
  readonly visibility?: LiveVisibility | undefined;
  readonly at: string;
}

/** The live page after `edit`, as a new revision. Every store applies edits through this. */
export function editedPage(current: PageDocument, edit: PageEdit): PageDocument {
  return {
    ...current,
    slug: edit.slug ?? current.slug,
    metadata: edit.metadata === undefined ? current.metadata : mergeMetadata(current.metadata, edit.metadata),
    content: edit.content ?? current.content,
    visibility: edit.visibility ?? current.visibility,
    revision: current.revision + 1,
    updated_at: edit.at,
  };
}
