import { conflict, invalid, type AppError } from '../../domain/shared/errors.js';
import type { DocumentKind } from './ports.js';

/** Messages shared by the page and draft use cases, so every entry point words them alike. */

export const PAGE_NOT_FOUND = 'Page not found';
export const DRAFTS_CHANGE_IN_EDIT_MODE = 'A draft changes through Edit Mode: POST /docs/edit/save';

export const duplicateSlug = (kind: DocumentKind): AppError =>
  conflict(kind === 'live' ? 'A page already exists for this slug and language' : 'A draft already exists for this slug and language');

export const reservedSlug = (slug: string): AppError => conflict(`Slug ${slug} is reserved for the live agent`);

export const staleRevision = (current: number): AppError =>
  conflict(`The document has changed: its current revision is ${current}`, { current_revision: current });

export const unknownTemplate = (id: string): AppError => invalid(`doc_template_id ${id} is not a template of this project`);
