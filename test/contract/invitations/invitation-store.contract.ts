import { expect } from 'chai';
import type { InvitationStore } from '../../../application/invitations/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { Invitation } from '../../../domain/invitations/invitation.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface InvitationStores {
  readonly projects: ProjectRepository;
  readonly invitations: InvitationStore;
}

const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-08T10:00:00.000Z';
const BEFORE_T1 = '2026-03-08T09:59:59.999Z';

/** What every InvitationStore adapter must do. */
export function invitationStoreContract(stores: () => InvitationStores): void {
  const anInvitation = async (overrides: Partial<Invitation> = {}): Promise<Invitation> => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    const invitation: Invitation = {
      id: uniqueId('inv'),
      project_id: project.id,
      email: 'ana@example.com',
      role: 'manager',
      token_hash: uniqueId('hash'),
      created_by: 'owner',
      created_at: T0,
      expires_at: T1,
      revoked_at: null,
      accepted_by: null,
      accepted_at: null,
      ...overrides,
    };
    await stores().invitations.create(invitation);
    return invitation;
  };

  it('lists a project’s pending invitations newest first, until they expire', async () => {
    const { invitations } = stores();
    const first = await anInvitation();
    const second = { ...first, id: uniqueId('inv'), token_hash: uniqueId('hash'), email: 'bo@example.com', role: 'member' as const };
    await invitations.create(second);
    expect(await invitations.listPending(first.project_id, T0)).to.deep.equal([second, first]);
    expect(await invitations.listPending(first.project_id, BEFORE_T1)).to.have.length(2);
    expect(await invitations.listPending(first.project_id, T1)).to.deep.equal([]);
    expect(await invitations.listPending('another-project', T0)).to.deep.equal([]);
  });

  it('revokes a pending invitation of its own project only, once: it can no longer be claimed', async () => {
    const { invitations } = stores();
    const invitation = await anInvitation();
    expect(await invitations.revoke('another-project', invitation.id, T0)).to.equal(false);
    expect(await invitations.revoke(invitation.project_id, invitation.id, T0)).to.equal(true);
    expect(await invitations.revoke(invitation.project_id, invitation.id, T0)).to.equal(false);
    expect(await invitations.listPending(invitation.project_id, T0)).to.deep.equal([]);
    expect(await invitations.claim(invitation.token_hash, 'ana', T0)).to.deep.equal({ kind: 'not_found' });
  });

  it('claims a pending invitation once, marking who accepted it; expired, used and unknown tokens are not found', async () => {
    const { invitations } = stores();
    const invitation = await anInvitation();
    expect(await invitations.claim(invitation.token_hash, 'ana', T1)).to.deep.equal({ kind: 'not_found' });
    expect(await invitations.claim(invitation.token_hash, 'ana', T0)).to.deep.equal({
      kind: 'claimed',
      invitation: { ...invitation, accepted_by: 'ana', accepted_at: T0 },
    });
    expect(await invitations.claim(invitation.token_hash, 'bo', T0)).to.deep.equal({ kind: 'not_found' });
    expect(await invitations.claim('unknown', 'ana', T0)).to.deep.equal({ kind: 'not_found' });
    expect(await invitations.listPending(invitation.project_id, T0)).to.deep.equal([]);
    expect(await invitations.revoke(invitation.project_id, invitation.id, T0)).to.equal(false);
  });

  it('releases a claim: the invitation is pending again, as it was', async () => {
    const { invitations } = stores();
    const invitation = await anInvitation();
    await invitations.claim(invitation.token_hash, 'ana', T0);
    await invitations.release(invitation.id);
    expect(await invitations.listPending(invitation.project_id, T0)).to.deep.equal([invitation]);
    expect((await invitations.claim(invitation.token_hash, 'bo', T0)).kind).to.equal('claimed');
  });

  it('lets exactly one of many simultaneous claims win', async () => {
    const { invitations } = stores();
    const invitation = await anInvitation();
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => invitations.claim(invitation.token_hash, `user-${i}`, T0)));
    expect(outcomes.filter((o) => o.kind === 'claimed')).to.have.length(1);
    expect(outcomes.filter((o) => o.kind === 'not_found')).to.have.length(29);
  });

  it('goes with its project', async () => {
    const { invitations, projects } = stores();
    const invitation = await anInvitation();
    await projects.delete(invitation.project_id);
    expect(await invitations.listPending(invitation.project_id, T0)).to.deep.equal([]);
    expect(await invitations.claim(invitation.token_hash, 'ana', T0)).to.deep.equal({ kind: 'not_found' });
  });
}
