import type { Profile, ProfileChanges } from '../../domain/profile/profile.js';

/** Live-agent profiles, one per (project, user). */
export interface ProfileRepository {
  find(projectId: string, userId: string): Promise<Profile | null>;
  /**
   * Applies `changes` over the stored profile of `seed`'s (project, user) in one atomic step,
   * creating it from `seed` first when there is none; fields not in `changes` keep their stored
   * value, so two concurrent calls that set different fields both land. Returns what is stored.
   */
  merge(seed: Profile, changes: ProfileChanges, now: Date): Promise<Profile>;
}
export const ProfileRepository = Symbol.for('ProfileRepository');
