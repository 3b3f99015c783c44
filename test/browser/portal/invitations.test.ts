import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { signInWithDevForm } from '../support/sign-in.js';
import { allSaved, EDIT_MODE_TAB } from '../edit-mode/support.js';
import { SmtpStandIn } from '../../support/stand-ins/smtp.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/**
 * Issue 43, "a team's first day": a manager invites a colleague by email, the mail reaches the
 * (loopback) mail server, the colleague opens its link, signs in there, joins as a manager, and
 * saves an edit in Edit Mode; approvals are turned on in the console, and another manager
 * approves the edit in Edit Mode and publishes it; the link then no longer works, and says so.
 */
describeBrowser('Browser: invitations by email', function () {
  this.timeout(120_000);
  let smtp: SmtpStandIn;
  const fixture = useBrowser({
    app: async () => {
      smtp = await SmtpStandIn.start();
      return startPortalApp({ SMTP_URL: smtp.url(), MAIL_FROM: 'Content portal <invites@example.com>' });
    },
    context: PORTAL_TAB,
  });
  after(() => smtp.stop());

  it('invites by email; the colleague joins through the mailed link and edits; approvals on, another manager approves in Edit Mode and publishes', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'maria', 'Harbour guide');
    await livePage(app, 'maria', projectId, 'about', 'About us', 'We guide boats.');
    await signInToPortal(page, app, 'maria', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Members');

    const form = page.getByRole('form', { name: 'Invite by email' });
    await form.getByRole('button', { name: 'Invite' }).click();
    await form.getByText('Enter the email address of the person to invite.').waitFor();
    await form.getByLabel('Email address').fill('colleague@');
    await form.getByRole('button', { name: 'Invite' }).click();
    await form.getByRole('alert').getByText('Inviting failed: the service refused it: email must be an email address (name@example.com).').waitFor();
    await form.getByLabel('Email address').fill(' Colin@Example.com ');
    await form.getByLabel('Role').selectOption('manager');
    await form.getByRole('button', { name: 'Invite' }).click();
    const shown = form.getByRole('region', { name: 'The invitation of colin@example.com as a manager' });
    await shown.getByText('It was emailed to them. You may also pass the link on yourself:').waitFor();
    await shown.getByRole('button', { name: 'Copy the link' }).waitFor();
    const link = (await shown.locator('code').textContent())!;
    expect(link).to.match(new RegExp(`^${app.config.publicBaseUrl}/edit/invite/[A-Za-z0-9_-]{40,}$`));

    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope).to.deep.equal({ from: 'invites@example.com', to: ['colin@example.com'] });
    const mailed = /http:\/\/\S+\/edit\/invite\/[A-Za-z0-9_-]+/.exec(mail!.readable)![0];
    expect(mailed).to.equal(link);
    const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem');
    await pending
      .filter({ hasText: 'colin@example.com' })
      .getByText(/^As manager, invited by maria; the link works until .+\.$/)
      .waitFor();
    await lookAt(page, 'portal-members-invitation');

    // The colleague, in a browser of their own: the link shows the sign-in, then joins.
    const colleague = (await fixture.newContext(EDIT_MODE_TAB)).page;
    await colleague.goto(`${app.url}${new URL(mailed).pathname}`);
    await colleague.getByLabel('User id').waitFor();
    await lookAt(colleague, 'portal-invite-sign-in');
    await signInWithDevForm(colleague, 'colin');
    await colleague.getByText('You joined “Harbour guide” as a manager.').waitFor();
    expect(new URL(colleague.url()).pathname).to.equal('/edit/');
    expect(new URL(colleague.url()).searchParams.get('project')).to.equal(projectId);

    await colleague.getByRole('button', { name: /About us/ }).click();
    await colleague.getByLabel('Body', { exact: true }).fill('We guide boats, and now Colin writes here too.');
    await allSaved(colleague);
    const documents = (await asUser(app, 'maria', 'GET', `/api/projects/${projectId}/pages`)).body.pages as Array<{ slug: string; content: string }>;
    expect(documents.filter((d) => d.slug === 'about').map((d) => d.content)).to.include('We guide boats, and now Colin writes here too.');

    // Approvals turned on in the console; Colin, the last editor, cannot approve his own
    // revision; Maria, another manager (an admin), approves it in Edit Mode and publishes.
    await openScreen(page, 'Settings', 'Project');
    await page.getByLabel('Require approval before publishing: off').check();
    await page.getByText('Approval before publishing is on.').waitFor();
    await colleague.getByRole('button', { name: 'Publish this page…' }).click();
    const colinsApproval = colleague.getByRole('dialog', { name: 'Publish this page' }).getByRole('region', { name: 'Approval' });
    await colinsApproval.getByText('Waiting for approval').waitFor();
    expect(await colinsApproval.getByRole('button', { name: /^Approve revision \d+$/ }).isDisabled()).to.equal(true);
    await colleague.keyboard.press('Escape');
    await page.goto(`${app.url}/edit/?project=${projectId}`);
    await page.getByRole('button', { name: /About us/ }).click();
    await page.getByRole('button', { name: 'Publish this page…' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish this page' });
    await publish
      .getByRole('region', { name: 'Approval' })
      .getByRole('button', { name: /^Approve revision \d+$/ })
      .click();
    await publish
      .getByRole('region', { name: 'Approval' })
      .getByText(/^Approved at revision \d+ by maria$/)
      .waitFor();
    await publish.getByRole('button', { name: 'Publish 1 page' }).click();
    await publish.getByText(/^Published 1 page; the site was deployed at /).waitFor();
    const published = (await asUser(app, 'maria', 'GET', `/api/projects/${projectId}/pages?visibility=public`)).body.pages as Array<{
      slug: string;
      content: string;
    }>;
    expect(published.find((p) => p.slug === 'about')?.content).to.equal('We guide boats, and now Colin writes here too.');
    await page.keyboard.press('Escape');

    // The link worked once: opened again, it says so.
    await colleague.goto(`${app.url}${new URL(mailed).pathname}`);
    await colleague
      .getByRole('alert')
      .getByText('This invitation has expired, was revoked or was already used. Ask whoever invited you for a new one.')
      .waitFor();
    await lookAt(colleague, 'portal-invite-landing');

    await openScreen(page, 'Settings', 'Members');
    await page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: 'colin' }).getByLabel('Role').waitFor();
    const members = (await asUser(app, 'maria', 'GET', `/api/projects/${projectId}/members`)).body.members as Array<{ user_id: string; role: string }>;
    expect(members.find((m) => m.user_id === 'colin')).to.deep.include({ role: 'manager' });
    await page.getByRole('region', { name: 'Pending invitations' }).getByText('None: every invitation was accepted, revoked or has expired.').waitFor();
  });

  it('revokes a pending invitation after a second press; its link then says so', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'nora', 'Ferry times');
    await signInToPortal(page, app, 'nora', `?project=${projectId}&screen=members`);
    const form = page.getByRole('form', { name: 'Invite by email' });
    await form.getByLabel('Email address').fill('olaf@example.com');
    await form.getByRole('button', { name: 'Invite' }).click();
    const link = (await form
      .getByRole('region', { name: /The invitation of olaf@example.com/ })
      .locator('code')
      .textContent())!;
    const card = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem').filter({ hasText: 'olaf@example.com' });
    await card.getByRole('button', { name: 'Revoke the invitation of olaf@example.com…' }).click();
    await card.getByRole('button', { name: 'Revoke the invitation of olaf@example.com', exact: true }).click();
    await page.getByText('Revoked the invitation of olaf@example.com.').waitFor();
    await page.getByRole('region', { name: 'Pending invitations' }).getByText('None: every invitation was accepted, revoked or has expired.').waitFor();

    const olaf = (await fixture.newContext(PORTAL_TAB)).page;
    await olaf.goto(`${app.url}${new URL(link).pathname}`);
    await signInWithDevForm(olaf, 'olaf');
    await olaf.getByRole('alert').getByText('This invitation has expired, was revoked or was already used. Ask whoever invited you for a new one.').waitFor();
    expect((await asUser(app, 'nora', 'GET', `/api/projects/${projectId}/members`)).body.members).to.have.length(1);
  });
});
