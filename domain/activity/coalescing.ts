import { AUTOSAVE_COALESCE_MS } from '../drafts/version.js';
import type { ActivityEntry } from './activity-entry.js';

/** Which earlier entry a new one folds into: the project's entry recorded under `key` later than `since`. */
export interface ActivityCoalescing {
  readonly key: string;
  readonly since: string;
}

/**
 * An autosave's entry folds into the same person's entry of the same draft (through the same
 * channel) when that one was last moved less than a minute before, as the draft's versions
 * coalesce (domain/drafts/version.ts): an editor typing for an hour leaves one entry, not 1,800.
 * Null for every other write, which is appended as it is.
 */
export function autosaveCoalescing(entry: ActivityEntry, input: Readonly<Record<string, unknown>>): ActivityCoalescing | null {
  if (entry.action !== 'save_draft' || input.autosave !== true || entry.target.type !== 'draft' || entry.target.id === null) return null;
  return {
    key: JSON.stringify(['autosave', entry.actor.kind, entry.actor.id, entry.via, entry.target.id]),
    since: new Date(Date.parse(entry.at) - AUTOSAVE_COALESCE_MS).toISOString(),
  };
}

/**
 * How often an autosave moves its entry's time forward. The autosaves in between write nothing
 * to the log (an editor autosaves every 2 s: four writes in five saved), so the entry's `at`
 * trails the person's last autosave by less than this.
 */
export const AUTOSAVE_ENTRY_REFRESH_MS = 10_000;

/** Whether an autosave must write its entry, given when this instance last wrote it (ms; undefined: never). */
export const autosaveEntryIsDue = (lastWrittenMs: number | undefined, nowMs: number): boolean =>
  lastWrittenMs === undefined || nowMs - lastWrittenMs >= AUTOSAVE_ENTRY_REFRESH_MS;
