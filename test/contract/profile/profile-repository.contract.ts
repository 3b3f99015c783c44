import { expect } from 'chai';
import type { ProfileRepository } from '../../../application/profile/ports.js';
import { emptyProfile } from '../../../domain/profile/profile.js';
import { uniqueId } from '../../support/builders.js';

export interface ProfileFixture {
  readonly profiles: ProfileRepository;
  /** Makes `id` an existing project (the stores reference projects). */
  addProject(id: string): Promise<void>;
  /** Deletes the project the way the service does. */
  deleteProject(id: string): Promise<void>;
}

const T0 = new Date('2030-01-01T00:00:00Z');
const T1 = new Date('2030-01-01T00:05:00Z');

/** The ProfileRepository contract, run against every adapter. */
export function profileRepositoryContract(make: () => Promise<ProfileFixture>): void {
  let fixture: ProfileFixture;
  let project: string;
  beforeEach(async () => {
    fixture = await make();
    project = uniqueId('proj');
    await fixture.addProject(project);
  });
  const seed = (userId = 'alice', language = 'en') => emptyProfile({ projectId: project, userId, language, now: T0 });

  it('finds nothing before the first write', async () => {
    expect(await fixture.profiles.find(project, 'alice')).to.equal(null);
  });

  it('creates the profile from the seed with the changes applied, and finds it', async () => {
    const stored = await fixture.profiles.merge(seed('alice', 'fr'), { first_name: 'Ada', phone: '+33612345678' }, T1);
    const expected = {
      project_id: project,
      user_id: 'alice',
      first_name: 'Ada',
      last_name: null,
      pronoun: 'unspecified',
      phone: '+33612345678',
      contact_email: null,
      language: 'fr',
      created_at: T0.toISOString(),
      updated_at: T1.toISOString(),
    };
    expect(stored).to.deep.equal(expected);
    expect(await fixture.profiles.find(project, 'alice')).to.deep.equal(expected);
  });

  it('keeps the fields a merge does not name, and clears the ones set to null', async () => {
    await fixture.profiles.merge(seed(), { first_name: 'Ada', last_name: 'Lovelace', pronoun: 'she_her', contact_email: 'ada@example.com' }, T0);
    const stored = await fixture.profiles.merge(seed('alice', 'de'), { last_name: null, language: 'ar' }, T1);
    expect(stored).to.include({ first_name: 'Ada', last_name: null, pronoun: 'she_her', contact_email: 'ada@example.com', language: 'ar' });
    expect(stored.created_at, 'the seed does not overwrite an existing profile').to.equal(T0.toISOString());
    expect(await fixture.profiles.find(project, 'alice')).to.deep.equal(stored);
  });

  it('keeps one profile per (project, user)', async () => {
    const other = `${project}-b`;
    await fixture.addProject(other);
    await fixture.profiles.merge(seed('alice'), { first_name: 'Ada' }, T0);
    await fixture.profiles.merge(seed('bob'), { first_name: 'Bob' }, T0);
    await fixture.profiles.merge(emptyProfile({ projectId: other, userId: 'alice', language: 'en', now: T0 }), { first_name: 'Alice' }, T0);
    expect((await fixture.profiles.find(project, 'alice'))?.first_name).to.equal('Ada');
    expect((await fixture.profiles.find(project, 'bob'))?.first_name).to.equal('Bob');
    expect((await fixture.profiles.find(other, 'alice'))?.first_name).to.equal('Alice');
  });

  it('loses no field when concurrent merges set different fields (also on the first write)', async () => {
    const fields = [
      { first_name: 'Ada' },
      { last_name: 'Lovelace' },
      { pronoun: 'she_her' as const },
      { phone: '+14155552671' },
      { contact_email: 'ada@example.com' },
      { language: 'fr' },
    ];
    await Promise.all(fields.map((changes) => fixture.profiles.merge(seed(), changes, T1)));
    expect(await fixture.profiles.find(project, 'alice')).to.include({
      first_name: 'Ada',
      last_name: 'Lovelace',
      pronoun: 'she_her',
      phone: '+14155552671',
      contact_email: 'ada@example.com',
      language: 'fr',
    });
  });

  it('round-trips any script', async () => {
    await fixture.profiles.merge(seed(), { first_name: 'محمد', last_name: '山田 🙂', contact_email: 'élodie@exemple.fr' }, T0);
    expect(await fixture.profiles.find(project, 'alice')).to.include({ first_name: 'محمد', last_name: '山田 🙂', contact_email: 'élodie@exemple.fr' });
  });

  it('goes away with its project', async () => {
    await fixture.profiles.merge(seed(), { first_name: 'Ada' }, T0);
    await fixture.deleteProject(project);
    expect(await fixture.profiles.find(project, 'alice')).to.equal(null);
  });
}
