import type { DraftVersion, DraftVersionSummary } from '../../../domain/drafts/version.js';

export interface VersionRow {
  id: string;
  draft_id: string;
  revision: number;
  saved_at: string;
  saved_by: string;
  autosave: number;
  metadata?: string;
  content?: string;
}

export const toVersionSummary = (row: VersionRow): DraftVersionSummary => ({
  version_id: row.id,
  revision: row.revision,
  saved_at: row.saved_at,
  saved_by: row.saved_by,
  autosave: row.autosave === 1,
});

export const toVersion = (row: Required<VersionRow>): DraftVersion => ({
  ...toVersionSummary(row),
  draft_id: row.draft_id,
  metadata: JSON.parse(row.metadata),
  content: row.content,
});
