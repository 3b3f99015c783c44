import type { ProfileRepository } from '../../../application/profile/ports.js';
import { isPronoun } from '../../../domain/profile/pronoun-keys.js';
import { applyProfileChanges, type Profile, type ProfileChanges } from '../../../domain/profile/profile.js';
import { immediate, type SqliteDatabase } from '../database.js';

type ProfileRow = Omit<Profile, 'pronoun'> & { pronoun: string };

const toProfile = (row: ProfileRow): Profile => ({ ...row, pronoun: isPronoun(row.pronoun) ? row.pronoun : 'unspecified' });

export class SqliteProfileRepository implements ProfileRepository {
  private readonly selectOne;
  private readonly upsert;

  constructor(private readonly db: SqliteDatabase) {
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
    const row = this.selectOne.get(projectId, userId) as ProfileRow | undefined;
    return row ? toProfile(row) : null;
  }

  async merge(seed: Profile, changes: ProfileChanges, now: Date): Promise<Profile> {
    // Read and write under one write lock: a concurrent merge of other fields cannot be lost.
    return immediate(this.db, () => {
      const row = this.selectOne.get(seed.project_id, seed.user_id) as ProfileRow | undefined;
      const next = applyProfileChanges(row ? toProfile(row) : seed, changes, now);
      this.upsert.run(next);
      return next;
    });
  }
}
