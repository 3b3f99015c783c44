import { expect } from 'chai';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { ClaimRequest, ReleaseRepository } from '../../../application/releases/ports.js';
import type { Release } from '../../../domain/releases/release.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface ReleaseStores {
  readonly projects: ProjectRepository;
  readonly releases: ReleaseRepository;
}

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T11:00:00.000Z';
const T2 = '2026-03-01T12:00:00.000Z';
const ALICE = { kind: 'user', userId: 'alice', email: null } as const;

/** A scheduled release, due at `publish_at` (by default T1). */
export const aRelease = (projectId: string, overrides: Partial<Release> = {}): Release => ({
  id: uniqueId('r'),
  project_id: projectId,
  name: 'Spring launch',
  status: 'scheduled',
  publish_at: T1,
  time_zone: 'Europe/Berlin',
  items: [{ action: 'publish', draft_id: 'd1', slug: 'about', language: 'en', revision: 2 }],
  revision: 1,
  scheduled_by: ALICE,
  created_at: T0,
  updated_at: T0,
  publish_id: null,
  finished_at: null,
  failure: null,
  ...overrides,
});

/** What every ReleaseRepository adapter must do. */
export function releaseRepositoryContract(stores: () => ReleaseStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };
  const ask = (now: string, claimer = uniqueId('c'), until = T2): ClaimRequest => ({ claimer, now, until });
  /** Claims every release due at `now` (the store is shared by the suite: others' may be due too); answers this project's. */
  const claimAllDue = async (projectId: string, now: string, claimer?: string) => {
    const mine: Release[] = [];
    for (;;) {
      const outcome = await stores().releases.claimDue(ask(now, claimer));
      if (outcome.kind === 'none') return mine;
      if (outcome.claimed.release.project_id === projectId) mine.push(outcome.claimed.release);
    }
  };

  it('stores, reads and lists a project’s releases newest first, filtered by status', async () => {
    const { releases } = stores();
    const [projectId, other] = [await newProject(), await newProject()];
    const first = aRelease(projectId);
    const second = aRelease(projectId, { status: 'open', publish_at: null, time_zone: null });
    await releases.create(first);
    await releases.create(second);
    await releases.create(aRelease(other));
    expect(await releases.find(projectId, first.id)).to.deep.equal(first);
    expect(await releases.find(other, first.id)).to.equal(null);
    expect(await releases.list(projectId, { limit: 10 })).to.deep.equal([second, first]);
    expect(await releases.list(projectId, { limit: 10, status: 'scheduled' })).to.deep.equal([first]);
    expect(await releases.list(projectId, { limit: 10, before: second.id })).to.deep.equal([first]);
  });

  it('changes a release at its revision only, and never one that is publishing or ended', async () => {
    const { releases } = stores();
    const projectId = await newProject();
    const release = aRelease(projectId);
    await releases.create(release);
    const change = { name: 'Renamed', publish_at: null, status: 'open' as const, scheduled_by: { kind: 'user' as const, userId: 'bob', email: null }, at: T1 };
    expect(await releases.update(projectId, release.id, 2, change)).to.deep.equal({ kind: 'stale', current_revision: 1 });
    const updated = await releases.update(projectId, release.id, 1, change);
    expect(updated).to.deep.equal({
      kind: 'updated',
      release: { ...release, name: 'Renamed', publish_at: null, status: 'open', revision: 2, updated_at: T1, scheduled_by: change.scheduled_by },
    });
    expect(await releases.update(projectId, 'nope', 1, change)).to.deep.equal({ kind: 'not_found' });
    expect(await releases.update(await newProject(), release.id, 2, change)).to.deep.equal({ kind: 'not_found' });
    const claimed = await releases.claim(projectId, release.id, 2, ask(T1, 'run-1'));
    expect(claimed.kind).to.equal('claimed');
    expect(await releases.update(projectId, release.id, 3, change)).to.deep.equal({ kind: 'locked', status: 'publishing' });
    expect(await releases.claim(projectId, release.id, 3, ask(T1))).to.deep.equal({ kind: 'locked', status: 'publishing' });
    await releases.finish(release.id, 'run-1', { status: 'published', publish_id: 'pub-1', at: T2 });
    expect(await releases.update(projectId, release.id, 4, { ...change, status: 'cancelled' })).to.deep.equal({ kind: 'locked', status: 'published' });
  });

  it('claims a due release once, however many instances ask at once, and only once it is due', async () => {
    const { releases } = stores();
    const projectId = await newProject();
    const release = aRelease(projectId, { publish_at: T1 });
    await releases.create(release);
    expect(await claimAllDue(projectId, '2026-03-01T10:59:59.999Z')).to.deep.equal([]);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => releases.claimDue(ask(T1))));
    const mine = outcomes.filter((o) => o.kind === 'claimed' && o.claimed.release.id === release.id);
    expect(mine).to.have.length(1);
    const [claimed] = mine;
    if (claimed?.kind !== 'claimed') throw new Error('unreachable');
    expect(claimed.claimed).to.deep.equal({ release: { ...release, status: 'publishing', revision: 2, updated_at: T1 }, confirmation_hash: null });
    expect(await claimAllDue(projectId, T1)).to.deep.equal([]);
  });

  it('lets the run that holds the claim record its confirmation and end it; a run whose claim was taken over can do neither', async () => {
    const { releases } = stores();
    const projectId = await newProject();
    const release = aRelease(projectId);
    await releases.create(release);
    const [claimed] = await claimAllDue(projectId, T1, 'run-1');
    expect(claimed!.id).to.equal(release.id);
    expect(await releases.attachConfirmation(release.id, 'run-2', 'hash-x')).to.equal(false);
    expect(await releases.attachConfirmation(release.id, 'run-1', 'hash-1')).to.equal(true);
    // The first run's claim ran out (its instance died): the next claim takes it over, with its confirmation.
    expect(await claimAllDue(projectId, '2026-03-01T11:59:59.999Z')).to.deep.equal([]);
    const taken = await releases.claimDue(ask(T2, 'run-2', '2026-03-01T13:00:00.000Z'));
    expect(taken.kind === 'claimed' && taken.claimed.release.id === release.id && taken.claimed.confirmation_hash).to.equal('hash-1');
    expect(await releases.finish(release.id, 'run-1', { status: 'published', publish_id: 'p', at: T2 })).to.equal(false);
    const failure = { reason: 'blocked', items: [{ action: 'publish' as const, id: 'd1', slug: 'about', language: 'en', reasons: ['x'] }] };
    expect(await releases.finish(release.id, 'run-2', { status: 'failed', failure, at: T2 })).to.equal(true);
    expect(await releases.find(projectId, release.id)).to.deep.equal({ ...release, status: 'failed', revision: 4, updated_at: T2, finished_at: T2, failure });
    // A failed release may change again: it waits anew, its failure gone.
    const again = await releases.update(projectId, release.id, 4, { status: 'open', publish_at: null, scheduled_by: ALICE, at: T2 });
    expect(again.kind === 'updated' && again.release).to.deep.include({ status: 'open', failure: null, finished_at: null, revision: 5 });
  });

  it('says when the next release falls due, or a claim runs out', async () => {
    const { releases } = stores();
    const projectId = await newProject();
    const due = await releases.nextDue();
    const later = aRelease(projectId, { publish_at: '2099-01-01T00:00:00.000Z' });
    await releases.create(later);
    expect(await releases.nextDue()).to.equal(due === null || due > later.publish_at! ? later.publish_at : due);
    await releases.create(aRelease(projectId, { status: 'open', publish_at: null }));
    expect(await releases.nextDue()).to.equal(due === null || due > later.publish_at! ? later.publish_at : due);
  });
}
