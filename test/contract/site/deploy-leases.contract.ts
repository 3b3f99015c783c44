import { expect } from 'chai';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { DeployLeases, LeaseRequest } from '../../../application/site/ports.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface LeaseStores {
  readonly projects: ProjectRepository;
  readonly leases: DeployLeases;
}

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-01T10:00:30.000Z';
const T2 = '2026-03-01T10:01:00.000Z';

/** What every DeployLeases adapter must do. */
export function deployLeasesContract(stores: () => LeaseStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };
  const ask = (projectId: string, holder: string, now: string, until: string): LeaseRequest => ({ projectId, holder, now, until });

  it('gives a free lease to one holder and refuses the others until it ends, naming its holder and end', async () => {
    const { leases } = stores();
    const projectId = await newProject();
    expect(await leases.acquire(ask(projectId, 'a', T0, T1))).to.deep.equal({ kind: 'acquired', until: T1 });
    expect(await leases.acquire(ask(projectId, 'b', T0, T1))).to.deep.equal({ kind: 'held', holder: 'a', until: T1 });
    expect(await leases.acquire(ask(projectId, 'b', '2026-03-01T10:00:29.999Z', T2))).to.deep.equal({ kind: 'held', holder: 'a', until: T1 });
    // Ended (its end is not after now): taken over in place.
    expect(await leases.acquire(ask(projectId, 'b', T1, T2))).to.deep.equal({ kind: 'acquired', until: T2 });
    expect(await leases.acquire(ask(projectId, 'a', T1, T2))).to.deep.equal({ kind: 'held', holder: 'b', until: T2 });
  });

  it('extends the lease for its own holder, and keeps one lease per project', async () => {
    const { leases } = stores();
    const [projectId, other] = [await newProject(), await newProject()];
    await leases.acquire(ask(projectId, 'a', T0, T1));
    expect(await leases.acquire(ask(projectId, 'a', '2026-03-01T10:00:20.000Z', T2))).to.deep.equal({ kind: 'acquired', until: T2 });
    expect(await leases.acquire(ask(projectId, 'b', T1, T2))).to.deep.equal({ kind: 'held', holder: 'a', until: T2 });
    expect(await leases.acquire(ask(other, 'b', T0, T1))).to.deep.equal({ kind: 'acquired', until: T1 });
  });

  it('lets the next holder in at once when the lease is given up, and only its holder gives it up', async () => {
    const { leases } = stores();
    const projectId = await newProject();
    await leases.acquire(ask(projectId, 'a', T0, T1));
    await leases.release(projectId, 'b');
    expect(await leases.acquire(ask(projectId, 'b', T0, T1))).to.deep.equal({ kind: 'held', holder: 'a', until: T1 });
    await leases.release(projectId, 'a');
    expect(await leases.acquire(ask(projectId, 'b', T0, T1))).to.deep.equal({ kind: 'acquired', until: T1 });
    await leases.release(projectId, 'a');
    expect(await leases.acquire(ask(projectId, 'c', T0, T1))).to.deep.equal({ kind: 'held', holder: 'b', until: T1 });
  });

  it('gives one lease to one of many holders asking at once', async () => {
    const { leases } = stores();
    const projectId = await newProject();
    const holders = Array.from({ length: 20 }, (_, i) => `holder-${i}`);
    const outcomes = await Promise.all(holders.map((holder) => leases.acquire(ask(projectId, holder, T0, T1))));
    const winners = holders.filter((_, i) => outcomes[i]!.kind === 'acquired');
    expect(winners).to.have.length(1);
    for (const outcome of outcomes) if (outcome.kind === 'held') expect(outcome).to.deep.equal({ kind: 'held', holder: winners[0], until: T1 });
  });

  it('answers no_project for a project that does not exist, or no longer does', async () => {
    const { leases, projects } = stores();
    expect(await leases.acquire(ask(uniqueId('missing'), 'a', T0, T1))).to.deep.equal({ kind: 'no_project' });
    const projectId = await newProject();
    await leases.acquire(ask(projectId, 'a', T0, T1));
    await projects.delete(projectId);
    expect(await leases.acquire(ask(projectId, 'b', T0, T1))).to.deep.equal({ kind: 'no_project' });
  });
}
