import { foundation } from './001-foundation.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * Every schema change, by version. Versions are reserved per feature so parallel work never
 * collides: 1 foundation, 2 pages and drafts, 3 live voice. Never edit an applied migration.
 */
export const MIGRATIONS: readonly Migration[] = [foundation];
