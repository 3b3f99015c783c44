import { foundation } from './001-foundation.js';
import { pages } from './002-pages.js';
import { live } from './003-live.js';
import { profiles } from './004-profiles.js';
import { search } from './008-search.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * Every schema change, by version. Versions are reserved per feature so parallel work never
 * collides: 1 foundation, 2 pages and drafts, 3 live voice, 4 profiles, 8 search. Never edit an
 * applied migration.
 */
export const MIGRATIONS: readonly Migration[] = [foundation, pages, live, profiles, search];
