import type { ProfileRepository } from '../../../application/profile/ports.js';
import { isPronoun } from '../../../domain/profile/pronoun-keys.js';
import { applyProfileChanges, type Profile, type ProfileChanges } from '../../../domain/profile/profile.js';
import type { SqliteDatabase } from '../database.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';
import { SqliteRowCache } from '../row-cache.js';

type ProfileRow = Omit<Profile, 'pronoun'> & { pronoun: string };

const toProfile = (row: ProfileRow): Profile => ({ ...row, pronoun: isPronoun(row.pronoun) ? row.pronoun : 'unspecified' });

/**
 * Profiles are read on every tool call and written on most: reads go through a row cache
 * and merges through group commit (see SqliteRowCache and GroupCommit).
 */
export class SqliteProfileRepository implements ProfileRepository {
  private readonly selectOne;
  private readonly upsert;
  private readonly cache: SqliteRowCache<'project_id' | 'user_id', Profile | null>;
  private readonly group: GroupCommit;

  constructor(db: SqliteDatabase) {
    this.cache = new SqliteRowCache(db, [{ table: 'profiles', key: ['project_id', 'user_id'] }]);
    this.group = groupCommitOf(db);
    this.selectOne = db.prepare('SELECT * FROM profiles WHERE project_id = ? AND user_id = ?');
    this.upsert = db.prepare(
      `INSERT INTO profiles (project_id, user_id, first_name, last_name, pronoun, phone, contact_email, language, created_at, updated_at)
       VALUES (@project_id, @user_id, @first_name, @last_name, @pronoun, @phone, @contact_email, @language, @created_at, @updated_at)
       ON CONFLICT (project_id, user_id) DO UPDATE SET
         first_name = excluded.first_name, last_name = excluded.last_name, pronoun = excluded.pronoun, phone = excluded.phone,
         contact_email = excluded.contact_email, language = excluded.language, updated_at = excluded.updated_at`,
    );
  }

  async find(projectId: string, userId: string): Promise<Profile | null> {
    return this.cache.get({ project_id: projectId, user_id: userId }, '', () => this.read(projectId, userId));
  }

  async merge(seed: Profile, changes: ProfileChanges, now: Date): Promise<Profile> {
    // Read and write under one write lock: a concurrent merge of other fields cannot be lost.
    const { next, mark } = await this.group.submit(() => {
      const next = applyProfileChanges(this.read(seed.project_id, seed.user_id) ?? seed, changes, now);
      this.upsert.run(next);
      return { next, mark: this.cache.commitMark() };
    });
    this.cache.remember(seed, '', next, mark);
    return next;
  }

  private read(projectId: string, userId: string): Profile | null {
    const row = this.selectOne.get(projectId, userId) as ProfileRow | undefined;
    return row ? toProfile(row) : null;
  }
}
