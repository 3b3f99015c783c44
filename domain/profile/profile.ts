import type { Pronoun } from './pronoun-keys.js';

/** The fields a caller may set through `update_profile`, with their stored types. */
interface ProfileFields {
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly pronoun: Pronoun;
  /** E.164. */
  readonly phone: string | null;
  /** Trimmed and lowercased. */
  readonly contact_email: string | null;
  /** Canonical BCP-47; the language the agent speaks and the card is labelled in. */
  readonly language: string;
}

export const PROFILE_FIELDS = ['first_name', 'last_name', 'pronoun', 'phone', 'contact_email', 'language'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** One profile per (project, user): a caller's details as the live agent knows them. */
export interface Profile extends ProfileFields {
  readonly project_id: string;
  readonly user_id: string;
  readonly created_at: string;
  readonly updated_at: string;
}

/** A partial write: fields not named are kept as stored. */
export type ProfileChanges = Partial<ProfileFields>;

/** A profile nobody has written yet: empty, in the project's default language. */
export function emptyProfile(input: { projectId: string; userId: string; language: string; now: Date }): Profile {
  const at = input.now.toISOString();
  return {
    project_id: input.projectId,
    user_id: input.userId,
    first_name: null,
    last_name: null,
    pronoun: 'unspecified',
    phone: null,
    contact_email: null,
    language: input.language,
    created_at: at,
    updated_at: at,
  };
}

/** `changes` applied over `profile` (the in-memory counterpart of the stores' atomic merge). */
export function applyProfileChanges(profile: Profile, changes: ProfileChanges, now: Date): Profile {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return { ...profile, ...defined, updated_at: now.toISOString() };
}
