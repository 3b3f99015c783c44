/**
 * How the project's search reads questions (domain/search/): its own synonyms, groups of words or
 * short phrases that mean the same on this site ("shipping" and "delivery", "coeliac" and
 * "gluten-free"), and whether the built-in groups of everyday site vocabulary apply too.
 */
export interface SearchSettings {
  readonly synonyms: readonly (readonly string[])[];
  readonly builtin_synonyms: boolean;
}

/** What a project stored before search settings existed reads as: no synonyms of its own, the built-in ones on. */
export const DEFAULT_SEARCH: SearchSettings = { synonyms: [], builtin_synonyms: true };

/** Bounds of the synonyms a project keeps: every group is looked through at each search. */
export const SYNONYM_GROUPS_MAX = 200;
export const SYNONYM_GROUP_MEMBERS = { min: 2, max: 20 } as const;
export const SYNONYM_MAX_LENGTH = 60;
