import type { Db } from 'mongodb';
import type { ProfileRepository } from '../../../application/profile/ports.js';
import { isPronoun } from '../../../domain/profile/pronoun-keys.js';
import { PROFILE_FIELDS, type Profile, type ProfileChanges } from '../../../domain/profile/profile.js';
import { isDuplicateKey } from '../errors.js';

type ProfileDoc = Profile & { _id?: unknown };

const toProfile = ({ _id: _ignored, ...doc }: ProfileDoc): Profile => ({
  ...doc,
  pronoun: isPronoun(doc.pronoun) ? doc.pronoun : 'unspecified',
});

export class MongoProfileRepository implements ProfileRepository {
  private readonly profiles;

  constructor(db: Db) {
    this.profiles = db.collection<ProfileDoc>('profiles');
  }

  async find(projectId: string, userId: string): Promise<Profile | null> {
    const doc = await this.profiles.findOne({ project_id: projectId, user_id: userId });
    return doc ? toProfile(doc) : null;
  }

  /**
   * One upsert: `$set` writes only the changed fields (so concurrent merges of other fields
   * both land) and `$setOnInsert` fills the rest from the seed when the profile is new.
   */
  async merge(seed: Profile, changes: ProfileChanges, now: Date): Promise<Profile> {
    const set: Record<string, unknown> = { updated_at: now.toISOString() };
    for (const [field, value] of Object.entries(changes)) if (value !== undefined) set[field] = value;
    const onInsert: Record<string, unknown> = { created_at: seed.created_at };
    for (const field of PROFILE_FIELDS) if (!(field in set)) onInsert[field] = seed[field];
    const filter = { project_id: seed.project_id, user_id: seed.user_id };
    const update = { $set: set, $setOnInsert: onInsert };
    try {
      return toProfile((await this.profiles.findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' }))!);
    } catch (error) {
      // Two first writes raced on the unique index: the loser now finds the profile and updates it.
      if (!isDuplicateKey(error)) throw error;
      return toProfile((await this.profiles.findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' }))!);
    }
  }
}
