import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { AcceptInvitation } from '../../../application/invitations/accept-invitation.js';
import { CreateInvitation } from '../../../application/invitations/create-invitation.js';
import { ProjectAccess } from '../../../application/projects/project-access.js';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { EmailAddress } from '../../../domain/invitations/invitation.js';
import { invitationMessage } from '../../../domain/invitations/invitation-message.js';
import type { Membership } from '../../../domain/projects/membership.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { aMembership, aProject } from '../../support/builders.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { FakeClock } from '../../support/fake-clock.js';
import { FakeMailer, InMemoryInvitationStore } from '../../support/fakes/invitations.js';
import { InMemoryAccountRepository, InMemoryMembershipRepository, InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { FakeSecretTokens } from '../../support/fakes/secret-tokens.js';

const user = (userId: string): Actor => ({ kind: 'user', userId, email: null });

describe('EmailAddress', () => {
  it('decodes an address trimmed and lowercased', () => {
    expect(EmailAddress.decode('  Ana.Lima+docs@Example.CO.uk ')).to.deep.equal(E.right('ana.lima+docs@example.co.uk'));
  });

  it('refuses what cannot be an address', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana lima@example.com',
      'ana@@example.com',
      'ana@example..com',
      'a\u0000@example.com',
      7,
      null,
    ])
      expect(E.isLeft(EmailAddress.decode(bad)), String(bad)).to.equal(true);
    expect(E.isLeft(EmailAddress.decode(`${'a'.repeat(250)}@example.com`))).to.equal(true);
  });
});

describe('The invitation mail', () => {
  it('names the project, the inviter, the role, the link and when it expires, in text and escaped HTML', () => {
    const message = invitationMessage('ana@example.com', {
      projectName: 'R&D <docs>',
      inviter: 'owner@example.com',
      role: 'member',
      url: 'https://cs.example.com/edit/invite/abc',
      expiresAt: '2026-03-08T10:00:00.000Z',
    });
    expect(message.to).to.equal('ana@example.com');
    expect(message.subject).to.equal('Join “R&D <docs>”');
    expect(message.text).to.equal(
      'owner@example.com invites you to join “R&D <docs>” as a member (reads the pages).\n\nOpen this link and sign in to join:\n' +
        'https://cs.example.com/edit/invite/abc\n\nThe link works once, until 8 March 2026, 10:00 UTC. If you did not expect it, ignore this mail.\n',
    );
    expect(message.html).to.include('<a href="https://cs.example.com/edit/invite/abc">Join R&amp;D &lt;docs&gt;</a>');
    expect(message.html).not.to.include('<docs>');
  });
});

describe('Invitation use cases', () => {
  const clock = new FakeClock('2026-03-01T10:00:00.000Z');
  let n = 0;
  const ids = { next: () => `id${String(n++).padStart(4, '0')}` };
  let store: InMemoryProjectStore;
  let invitations: InMemoryInvitationStore;
  let mailer: FakeMailer;
  let recorded: Array<{ type: string; data: unknown }>;
  let create: CreateInvitation;
  let acceptInvitation: AcceptInvitation;

  beforeEach(async () => {
    store = new InMemoryProjectStore();
    const projects = new InMemoryProjectRepository(store);
    await projects.create(aProject({ id: 'p1', name: 'Acme' }, clock.now()), aMembership('p1', 'owner', 'admin'));
    const memberships = new InMemoryMembershipRepository(store);
    recorded = [];
    // What the membership's write would record in its outbox: the events it was handed, built from what it wrote.
    const add = memberships.add.bind(memberships);
    memberships.add = async (membership: Membership, events?: EventsOf<Membership>) => {
      const added = await add(membership);
      if (added && events) recorded.push(...events(membership));
      return added;
    };
    invitations = new InMemoryInvitationStore();
    mailer = new FakeMailer();
    const secrets = new FakeSecretTokens();
    const settings = { trialDays: 14, plans: {}, publicBaseUrl: 'https://cs.example.com' };
    create = new CreateInvitation(
      new ProjectAccess(projects, clock),
      invitations,
      new InMemoryAccountRepository(),
      mailer,
      secrets,
      settings as never,
      clock,
      ids,
    );
    acceptInvitation = new AcceptInvitation(invitations, memberships, secrets, clock, new OutboxEvents(clock, ids));
  });

  it('keeps the invitation and answers its link when the mail fails', async () => {
    mailer.outcome = { kind: 'failed' };
    const created = rightOf(await create.execute(user('owner'), { projectId: 'p1', email: 'ana@example.com', role: 'manager' }));
    expect(created).to.deep.include({ mail: 'failed', url: 'https://cs.example.com/edit/invite/secret0' });
    expect(mailer.sent.map((m) => [m.to, m.subject])).to.deep.equal([['ana@example.com', 'Join “Acme”']]);
    // Only the token's hash is kept.
    expect([...invitations.invitations.values()].map((i) => i.token_hash)).to.deep.equal(['hash(secret0)']);
  });

  it('adds the member with the invitation’s role and records member.added with it', async () => {
    rightOf(await create.execute(user('owner'), { projectId: 'p1', email: 'ana@example.com', role: 'manager' }));
    expect(rightOf(await acceptInvitation.execute(user('ana'), { token: 'secret0' }))).to.deep.equal({ project_id: 'p1', role: 'manager' });
    expect(recorded.map((e) => e.type)).to.deep.equal(['member.added']);
    expect(recorded[0]!.data).to.deep.include({ project_id: 'p1' });
    expect(leftOf(await acceptInvitation.execute(user('bo'), { token: 'secret0' }))).to.deep.equal({
      _tag: 'NotFound',
      message: 'This invitation has expired, was revoked or was already used',
    });
  });

  it('refuses a caller who is already a member, and releases the invitation', async () => {
    rightOf(await create.execute(user('owner'), { projectId: 'p1', email: 'ana@example.com', role: 'member' }));
    expect(leftOf(await acceptInvitation.execute(user('owner'), { token: 'secret0' }))).to.deep.include({
      _tag: 'Conflict',
      message: 'User is already a member of this project',
    });
    expect(recorded).to.deep.equal([]);
    expect(await invitations.listPending('p1', clock.now().toISOString())).to.have.length(1);
  });

  it('is for people: an API key cannot accept', async () => {
    rightOf(await create.execute(user('owner'), { projectId: 'p1', email: 'ana@example.com', role: 'member' }));
    const key: Actor = { kind: 'api_key', keyId: 'k1', projectId: 'p1', role: 'manager' } as Actor;
    expect(leftOf(await acceptInvitation.execute(key, { token: 'secret0' }))).to.deep.equal({
      _tag: 'Forbidden',
      message: 'API keys cannot do this: it needs a signed-in user',
    });
  });
});
