import { expect } from 'chai';
import type { AccountRepository } from '../../../application/accounts/ports.js';
import type { MembershipRepository, ProjectRepository } from '../../../application/projects/ports.js';
import { aMembership, aProject } from '../../support/builders.js';

export interface ProjectStores {
  readonly projects: ProjectRepository;
  readonly memberships: MembershipRepository;
  readonly accounts: AccountRepository;
}

/** What every adapter of the project, membership and account ports must do. */
export function projectStoresContract(stores: () => ProjectStores): void {
  it('creates a project with its creator as member, and reads it back', async () => {
    const { projects } = stores();
    const project = aProject();
    await projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    expect(await projects.findById(project.id)).to.deep.equal(project);
    const found = await projects.findForMember(project.id, 'owner');
    expect(found?.project).to.deep.equal(project);
    expect(found?.membership).to.include({ user_id: 'owner', role: 'admin', provisioned: true });
    expect((await projects.findForMember(project.id, 'stranger'))?.membership).to.equal(null);
    expect(await projects.findForMember('missing', 'owner')).to.equal(null);
  });

  it('lists only the projects a user belongs to, with the role', async () => {
    const { projects, memberships } = stores();
    const mine = aProject();
    const theirs = aProject();
    await projects.create(mine, aMembership(mine.id, 'lister', 'admin'));
    await projects.create(theirs, aMembership(theirs.id, 'someone-else', 'admin'));
    await memberships.add(aMembership(theirs.id, 'lister', 'member'));
    const listed = await projects.listForUser('lister');
    expect(listed.map((p) => [p.project.id, p.role])).to.have.deep.members([
      [mine.id, 'admin'],
      [theirs.id, 'member'],
    ]);
  });

  it('merges concurrent updates of different fields without losing either', async () => {
    const { projects } = stores();
    const project = aProject();
    await projects.create(project, aMembership(project.id, 'owner', 'admin'));
    await Promise.all([
      projects.update(project.id, { modules: { voice: true } }),
      projects.update(project.id, { modules: { onboarding: true } }),
      projects.update(project.id, { live_agent: { greeting: 'Hi' } }),
      projects.update(project.id, { live_agent: { voice: 'Kore' } }),
      projects.update(project.id, { name: 'Renamed' }),
    ]);
    const after = await projects.findById(project.id);
    expect(after?.modules).to.deep.equal({ voice: true, onboarding: true });
    expect(after?.settings.live_agent).to.deep.equal({
      greeting: 'Hi',
      voice: 'Kore',
      manager_phone: null,
      phone_number: null,
      access: 'members',
      page_heading: '',
      page_text: '',
      question_retention_days: 90,
    });
    expect(after?.name).to.equal('Renamed');
    expect(await projects.update('missing', { name: 'x' })).to.equal(null);
  });

  it('gives a telephony number to one project only, and finds the project by it', async () => {
    const { projects } = stores();
    const [first, second] = [aProject(), aProject()];
    for (const p of [first, second]) await projects.create(p, aMembership(p.id, 'owner', 'admin'));
    const number = `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const claimed = await projects.updateLiveAgent(first.id, { phone_number: number, greeting: 'Hello' });
    expect(claimed.kind === 'updated' && claimed.project.settings.live_agent).to.include({ phone_number: number, greeting: 'Hello' });
    expect((await projects.findByPhoneNumber(number))?.id).to.equal(first.id);
    expect(await projects.updateLiveAgent(second.id, { phone_number: number, greeting: 'Stolen' })).to.deep.equal({ kind: 'phone_number_taken' });
    expect((await projects.findById(second.id))?.settings.live_agent).to.include({ phone_number: null, greeting: '' });
    expect((await projects.updateLiveAgent(first.id, { phone_number: number })).kind, 'its own number again').to.equal('updated');
    await projects.updateLiveAgent(first.id, { phone_number: null });
    expect(await projects.findByPhoneNumber(number)).to.equal(null);
    expect((await projects.updateLiveAgent(second.id, { phone_number: number })).kind, 'released').to.equal('updated');
    expect(await projects.updateLiveAgent('missing', { greeting: 'x' })).to.deep.equal({ kind: 'not_found' });
  });

  it('lets exactly one of many projects claiming one number at once have it', async () => {
    const { projects } = stores();
    const many = Array.from({ length: 8 }, () => aProject());
    for (const p of many) await projects.create(p, aMembership(p.id, 'owner', 'admin'));
    const number = `+1415556${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const outcomes = await Promise.all(many.map((p) => projects.updateLiveAgent(p.id, { phone_number: number })));
    expect(outcomes.filter((o) => o.kind === 'updated')).to.have.length(1);
    expect(outcomes.filter((o) => o.kind === 'phone_number_taken')).to.have.length(7);
  });

  it('deletes a project with its memberships', async () => {
    const { projects, memberships } = stores();
    const project = aProject();
    await projects.create(project, aMembership(project.id, 'owner', 'admin'));
    await memberships.add(aMembership(project.id, 'other'));
    expect(await projects.delete(project.id)).to.equal(true);
    expect(await projects.findById(project.id)).to.equal(null);
    expect(await memberships.list(project.id)).to.deep.equal([]);
    expect(await projects.listForUser('other')).to.deep.equal([]);
    expect(await projects.delete(project.id)).to.equal(false);
  });

  it('adds a member once; a second add of the same user is refused', async () => {
    const { projects, memberships } = stores();
    const project = aProject();
    await projects.create(project, aMembership(project.id, 'owner', 'admin'));
    const results = await Promise.all(Array.from({ length: 10 }, () => memberships.add(aMembership(project.id, 'dup'))));
    expect(results.filter(Boolean)).to.have.length(1);
    expect((await memberships.list(project.id)).map((m) => m.user_id)).to.have.members(['owner', 'dup']);
  });

  it('updates and removes members, but never the last admin', async () => {
    const { projects, memberships } = stores();
    const project = aProject();
    await projects.create(project, aMembership(project.id, 'owner', 'admin'));
    await memberships.add(aMembership(project.id, 'm1'));
    const updated = await memberships.update(project.id, 'm1', { role: 'manager', provisioned: true });
    expect(updated).to.deep.include({ kind: 'updated' });
    expect(await memberships.find(project.id, 'm1')).to.include({ role: 'manager', provisioned: true });
    expect(await memberships.update(project.id, 'owner', { role: 'member' })).to.deep.equal({ kind: 'last_admin' });
    expect(await memberships.remove(project.id, 'owner')).to.deep.equal({ kind: 'last_admin' });
    expect(await memberships.update(project.id, 'ghost', { role: 'member' })).to.deep.equal({ kind: 'not_found' });
    expect(await memberships.remove(project.id, 'ghost')).to.deep.equal({ kind: 'not_found' });
    expect(await memberships.remove(project.id, 'm1')).to.deep.equal({ kind: 'removed' });
    expect(await memberships.find(project.id, 'm1')).to.equal(null);
  });

  it('keeps one admin when two admins demote each other at once', async () => {
    const { projects, memberships } = stores();
    const project = aProject();
    await projects.create(project, aMembership(project.id, 'a1', 'admin'));
    await memberships.add(aMembership(project.id, 'a2', 'admin'));
    const results = await Promise.all([memberships.update(project.id, 'a1', { role: 'member' }), memberships.update(project.id, 'a2', { role: 'member' })]);
    expect(results.map((r) => r.kind).sort()).to.deep.equal(['last_admin', 'updated']);
    expect((await memberships.list(project.id)).filter((m) => m.role === 'admin')).to.have.length(1);
  });

  it('remembers an account email, and a token without email never erases it', async () => {
    const { accounts } = stores();
    const now = new Date();
    await accounts.remember('acct', 'a@example.com', now);
    await accounts.remember('acct', null, now);
    expect(await accounts.find('acct')).to.deep.equal({ user_id: 'acct', email: 'a@example.com' });
    await accounts.remember('acct', 'b@example.com', now);
    expect((await accounts.findMany(['acct', 'nobody'])).map((a) => a.email)).to.deep.equal(['b@example.com']);
    await accounts.remember('no-email', null, now);
    expect(await accounts.find('no-email')).to.deep.equal({ user_id: 'no-email', email: null });
    expect(await accounts.find('unknown')).to.equal(null);
  });
}
