import { expect } from 'chai';
import { describedFetch } from '../../support/api-description.js';
import { expectError } from '../../support/expect.js';
import { FakeClock } from '../../support/fake-clock.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { SmtpStandIn } from '../../support/stand-ins/smtp.js';
import { TestApp } from '../../support/test-app.js';

interface Created {
  id: string;
  email: string;
  role: string;
  url: string;
  expires_at: string;
  mail: string;
}

const GONE = 'This invitation has expired, was revoked or was already used';
const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Invitations by email: a manager invites an address with a role; the link (mailed through
 * SMTP_URL) lets whoever signs in through it join with that role, once, within a week; pending
 * ones are listed and revoked; bad input and other projects' managers change nothing.
 */
describe('Invitations by email', function () {
  this.timeout(30_000);
  let app: TestApp;
  let smtp: SmtpStandIn;
  let project: string;
  const clock = new FakeClock('2026-03-01T10:00:00.000Z');
  const invitations = (rest = '', id = project) => `/api/projects/${id}/invitations${rest}`;
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const accept = (url: string, as: string) => app.request('POST', `/api/invitations/${tokenOf(url)}/accept`, { as });
  const invite = async (body: Record<string, unknown>, as: string = TEAM.manager): Promise<Created> => {
    const response = await app.request('POST', invitations(), { as, body });
    expect(response.status, JSON.stringify(response.body)).to.equal(201);
    return response.body as Created;
  };
  const pending = async () => (await app.request('GET', invitations(), { as: TEAM.manager })).body.invitations as Array<Record<string, unknown>>;
  const members = async () =>
    ((await app.request('GET', `/api/projects/${project}/members`, { as: TEAM.admin })).body.members as Array<{ user_id: string; role: string }>).map(
      (m) => `${m.user_id}:${m.role}`,
    );

  before(async () => {
    smtp = await SmtpStandIn.start();
    app = await TestApp.start({ clock, env: { SMTP_URL: smtp.url(), MAIL_FROM: 'Content Service <invites@example.com>' } });
  });
  after(async () => {
    await app.stop();
    await smtp.stop();
  });
  beforeEach(async () => {
    clock.set('2026-03-01T10:00:00.000Z');
    smtp.refuse(false);
    smtp.received.length = 0;
    project = await setUpTeam(app);
  });

  it('mails a link that lets the person who signs in through it join with the role, once', async () => {
    const created = await invite({ email: '  Ana@Example.COM ', role: 'manager' });
    expect(created).to.deep.equal({
      id: created.id,
      email: 'ana@example.com',
      role: 'manager',
      url: created.url,
      expires_at: new Date(clock.now().getTime() + WEEK_MS).toISOString(),
      mail: 'sent',
    });
    expect(created.url).to.match(new RegExp(`^${app.config.publicBaseUrl}/edit/invite/[A-Za-z0-9_-]{40,}$`));
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope).to.deep.equal({ from: 'invites@example.com', to: ['ana@example.com'] });
    expect(mail!.header('From')).to.equal('Content Service <invites@example.com>');
    expect(mail!.readable).to.include(created.url).and.include('“Test project”').and.include('as a manager');

    expect(await pending()).to.deep.equal([
      {
        id: created.id,
        email: 'ana@example.com',
        role: 'manager',
        expires_at: created.expires_at,
        created_by: TEAM.manager,
        created_at: clock.now().toISOString(),
      },
    ]);
    const accepted = await accept(created.url, 'ana');
    expect(accepted.status).to.equal(200);
    expect(accepted.body).to.deep.equal({ project_id: project, role: 'manager' });
    expect(await members()).to.include('ana:manager');
    expect(await pending()).to.deep.equal([]);
    expectError(await accept(created.url, 'bo'), 404, GONE);
    expect(await members()).not.to.include('bo:manager');
    // The accept is in the project's activity log, by who joined, and the link's token is not.
    const log = await app.request('GET', `/api/projects/${project}/activity?action=accept_invitation`, { as: TEAM.admin });
    expect(log.body.activity.map((entry: any) => [entry.actor.id, entry.target])).to.deep.equal([['ana', { type: 'invitation', id: null }]]);
    expect(JSON.stringify(log.body)).not.to.include(tokenOf(created.url));
  });

  it('refuses a bad address, an unknown role and a manager inviting an admin, and changes nothing', async () => {
    expectError(
      await app.request('POST', invitations(), { as: TEAM.manager, body: { email: 'ana@', role: 'member' } }),
      400,
      'email must be an email address (name@example.com)',
    );
    expectError(
      await app.request('POST', invitations(), { as: TEAM.manager, body: { email: 'ana example.com', role: 'member' } }),
      400,
      'email must be an email address (name@example.com)',
    );
    expectError(
      await app.request('POST', invitations(), { as: TEAM.manager, body: { email: 'ana@example.com', role: 'owner' } }),
      400,
      'role must be one of member, manager, admin',
    );
    expectError(await app.request('POST', invitations(), { as: TEAM.manager, body: { role: 'member' } }), 400, 'email is required');
    expectError(
      await app.request('POST', invitations(), { as: TEAM.manager, body: { email: 'ana@example.com', role: 'admin' } }),
      403,
      'Insufficient permission',
    );
    expectError(
      await app.request('POST', invitations(), { as: TEAM.member, body: { email: 'ana@example.com', role: 'member' } }),
      403,
      'Insufficient permission',
    );
    expectError(await app.request('GET', invitations(), { as: TEAM.member }), 403, 'Insufficient permission');
    expect(await pending()).to.deep.equal([]);
    expect(smtp.received).to.deep.equal([]);
    // An admin may bring in an admin.
    expect((await invite({ email: 'ana@example.com', role: 'admin' }, TEAM.admin)).role).to.equal('admin');
  });

  it('keeps other projects’ managers out: they cannot invite, list or revoke here', async () => {
    const created = await invite({ email: 'ana@example.com', role: 'member' });
    const other = await app.createProject('other-admin');
    await app.addMember(other, 'other-admin', 'other-manager', 'manager');
    expectError(await app.request('GET', invitations(), { as: 'other-manager' }), 404, 'Project not found');
    expectError(await app.request('POST', invitations(), { as: 'other-manager', body: { email: 'x@example.com', role: 'member' } }), 404, 'Project not found');
    expectError(await app.request('DELETE', invitations(`/${created.id}`), { as: 'other-manager' }), 404, 'Project not found');
    // Through their own project, the id of another project's invitation is nothing.
    expectError(await app.request('DELETE', invitations(`/${created.id}`, other), { as: 'other-manager' }), 404, 'Invitation not found');
    expect((await pending()).map((i) => i.id)).to.deep.equal([created.id]);
  });

  it('revokes a pending invitation: its link stops working at once', async () => {
    const created = await invite({ email: 'ana@example.com', role: 'member' });
    const revoked = await app.request('DELETE', invitations(`/${created.id}`), { as: TEAM.manager });
    expect(revoked.status).to.equal(204);
    expectError(await app.request('DELETE', invitations(`/${created.id}`), { as: TEAM.manager }), 404, 'Invitation not found');
    expectError(await accept(created.url, 'ana'), 404, GONE);
    expect(await pending()).to.deep.equal([]);
    expect(await members()).not.to.include('ana:member');
  });

  it('expires after a week', async () => {
    const created = await invite({ email: 'ana@example.com', role: 'member' });
    clock.advance(WEEK_MS);
    expect(await pending()).to.deep.equal([]);
    expectError(await accept(created.url, 'ana'), 404, GONE);
    expectError(await app.request('POST', '/api/invitations/not-a-token/accept', { as: 'ana' }), 404, GONE);
  });

  it('refuses a member already in the project without using the invitation up', async () => {
    const created = await invite({ email: 'reader@example.com', role: 'manager' });
    expectError(await accept(created.url, TEAM.member), 409, 'User is already a member of this project');
    expect(await members()).to.include(`${TEAM.member}:member`);
    expect((await pending()).map((i) => i.id)).to.deep.equal([created.id]);
    expect((await accept(created.url, 'ana')).status).to.equal(200);
  });

  it('adds exactly one member when many accept one link at once', async () => {
    const created = await invite({ email: 'ana@example.com', role: 'member' });
    const before = (await members()).length;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => accept(created.url, `racer-${i}`)));
    expect(answers.filter((a) => a.status === 200)).to.have.length(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expectError(refused, 404, GONE);
    expect(await members()).to.have.length(before + 1);
  });

  it('needs a signed-in person to accept', async () => {
    const created = await invite({ email: 'ana@example.com', role: 'member' });
    expectError(await app.request('POST', `/api/invitations/${tokenOf(created.url)}/accept`), 401, 'Authentication required');
    expect((await pending()).map((i) => i.id)).to.deep.equal([created.id]);
  });

  it('keeps the invitation and answers its link when the mail server refuses the mail', async () => {
    smtp.refuse();
    const created = await invite({ email: 'ana@example.com', role: 'member' });
    expect(created.mail).to.equal('failed');
    expect(created.url).to.match(/\/edit\/invite\/[A-Za-z0-9_-]{40,}$/);
    expect((await pending()).map((i) => i.id)).to.deep.equal([created.id]);
    expect((await accept(created.url, 'ana')).status).to.equal(200);
  });

  it('serves the portal at the link, never cached, the token kept out of Referer', async () => {
    const created = await invite({ email: 'ana@example.com', role: 'member' });
    const page = await describedFetch(`${app.url}${new URL(created.url).pathname}`);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).to.equal('no-store');
    expect(page.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(await page.text()).to.include('<div id="portal"');
  });
});
