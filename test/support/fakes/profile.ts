import type { ProfileRepository } from '../../../application/profile/ports.js';
import { applyProfileChanges, type Profile, type ProfileChanges } from '../../../domain/profile/profile.js';

/** In-memory profiles, one per (project, user), merged like the real stores merge. */
export class InMemoryProfileRepository implements ProfileRepository {
  readonly profiles = new Map<string, Profile>();
  merges = 0;

  private static key(projectId: string, userId: string): string {
    return `${projectId}\u0000${userId}`;
  }

  async find(projectId: string, userId: string): Promise<Profile | null> {
    return this.profiles.get(InMemoryProfileRepository.key(projectId, userId)) ?? null;
  }

  async merge(seed: Profile, changes: ProfileChanges, now: Date): Promise<Profile> {
    this.merges += 1;
    const key = InMemoryProfileRepository.key(seed.project_id, seed.user_id);
    const next = applyProfileChanges(this.profiles.get(key) ?? seed, changes, now);
    this.profiles.set(key, next);
    return next;
  }
}
