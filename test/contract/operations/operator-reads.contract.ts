import { expect } from 'chai';
import type { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import type { MembershipRepository, ProjectListing, ProjectRepository } from '../../../application/projects/ports.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface OperatorReadStores {
  readonly projects: ProjectRepository;
  readonly memberships: MembershipRepository;
  readonly keys: ApiKeyRepository;
}

/** The reads only operator commands make: every project with its member count, any key by its id. */
export function operatorReadsContract(stores: () => OperatorReadStores): void {
  const everyProject = async (limit: number): Promise<ProjectListing[]> => {
    const all: ProjectListing[] = [];
    let after: string | undefined;
    for (;;) {
      const batch = await stores().projects.listAll({ after, limit });
      expect(batch.length).to.be.at.most(limit);
      all.push(...batch);
      if (batch.length < limit) return all;
      after = batch[batch.length - 1]!.project.id;
    }
  };

  it('lists every project in id order, a window at a time, each with its member count', async () => {
    const { projects, memberships } = stores();
    const stem = uniqueId('listed');
    const [a, b, c] = ['a', 'b', 'c'].map((suffix) => aProject({ id: `${stem}-${suffix}` }));
    for (const project of [c!, a!, b!]) await projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    await memberships.add(aMembership(b!.id, 'second', 'member'));
    await memberships.add(aMembership(b!.id, 'third', 'manager'));
    const listed = await everyProject(2);
    const ids = listed.map((l) => l.project.id);
    expect(ids).to.deep.equal([...ids].sort());
    expect(new Set(ids).size).to.equal(ids.length);
    const mine = listed.filter((l) => l.project.id.startsWith(stem));
    expect(mine.map((l) => [l.project, l.members])).to.deep.equal([
      [a, 1],
      [b, 3],
      [c, 1],
    ]);
    expect(await projects.listAll({ after: c!.id, limit: 10 })).to.not.deep.include(mine[2]);
  });

  it('finds any project’s key by its id, without its hash', async () => {
    const { projects, keys } = stores();
    const project = aProject();
    await projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    const stored = {
      id: uniqueId('key'),
      project_id: project.id,
      name: 'Deploy bot',
      prefix: `csk_${uniqueId('')
        .replace(/[^a-z0-9]/g, '')
        .slice(-12)
        .padStart(12, 'x')}`,
      key_hash: 'cd'.repeat(32),
      role: 'member' as const,
      created_at: '2026-03-01T10:00:00.000Z',
      created_by: 'owner',
      last_used_at: null,
    };
    expect(await keys.create(stored)).to.equal(true);
    const { key_hash: _hash, ...listed } = stored;
    expect(await keys.findById(stored.id)).to.deep.equal(listed);
    expect(await keys.findById('no-such-key')).to.equal(null);
    await keys.revoke(project.id, stored.id);
    expect(await keys.findById(stored.id)).to.equal(null);
  });
}
