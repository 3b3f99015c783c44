import type { Metadata } from '../pages/metadata.js';

/** At most this many versions are kept per draft. */
export const MAX_VERSIONS_PER_DRAFT = 100;
/** An autosave this soon after the same user's previous autosave replaces it. */
export const AUTOSAVE_COALESCE_MS = 60_000;

/** One entry of a draft's history, as listed (no snapshot). */
export interface DraftVersionSummary {
  readonly version_id: string;
  readonly revision: number;
  readonly saved_at: string;
  readonly saved_by: string;
  readonly autosave: boolean;
}

/** A version with the snapshot it recorded: the draft's metadata and content at that revision. */
export interface DraftVersion extends DraftVersionSummary {
  readonly draft_id: string;
  readonly metadata: Metadata;
  readonly content: string;
}

/**
 * Whether a new save replaces the draft's latest version instead of adding one: both are
 * autosaves by the same user, less than a minute apart. Only the latest version is ever
 * replaced, so the history stays in revision order and another user's save in between
 * always starts a new entry.
 */
export function coalescesWith(
  latest: Pick<DraftVersionSummary, 'saved_at' | 'saved_by' | 'autosave'> | null,
  next: { readonly saved_at: string; readonly saved_by: string; readonly autosave: boolean },
): boolean {
  if (latest === null || !latest.autosave || !next.autosave || latest.saved_by !== next.saved_by) return false;
  const elapsed = Date.parse(next.saved_at) - Date.parse(latest.saved_at);
  return elapsed >= 0 && elapsed < AUTOSAVE_COALESCE_MS;
}

/**
 * Which versions to drop so that at most `max` remain: the oldest autosaves first, then the
 * oldest explicit saves, and never the newest version (the draft as it is now, even when it is
 * the only autosave among explicit saves). `versions` may come in any order.
 */
export function versionsToDrop(versions: readonly DraftVersionSummary[], max = MAX_VERSIONS_PER_DRAFT): string[] {
  const excess = versions.length - max;
  if (excess <= 0) return [];
  const byAge = [...versions].sort((a, b) => a.revision - b.revision).slice(0, -1);
  const order = [...byAge.filter((v) => v.autosave), ...byAge.filter((v) => !v.autosave)];
  return order.slice(0, excess).map((v) => v.version_id);
}
