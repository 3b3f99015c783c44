import { invalid, type AppError } from '../../domain/shared/errors.js';

/** Messages of the draft use cases, so every entry point (REST, MCP) words them alike. */

export const DRAFT_NOT_FOUND = 'Draft not found';

/** Save, discard and the version endpoints only work on drafts: a live page is opened first. */
export const notADraft = (id: string): AppError => invalid(`Document ${id} is not a draft: open it with POST /docs/edit/open to get a draft`);
