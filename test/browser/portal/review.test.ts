import { expect } from 'chai';
import { asUser, devToken, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 10: the onboarding briefs and transfers the live agent recorded, for review; a confirmed brief applied. */
describeBrowser('Browser: the portal’s briefs and transfers', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  /** A tool the agent runs while talking with `userId`, as the live agent's frame forwards it. */
  async function tool(userId: string, projectId: string, tool_name: string, args: Record<string, unknown> = {}) {
    const response = await fixture.app.request('POST', '/api/live/tools/execute', {
      token: await devToken(fixture.app, userId),
      headers: { 'x-project-id': projectId },
      body: { tool_name, args },
    });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
  }

  it('shows a brief the agent recorded, applies it once confirmed, and says there is no transfer yet; a member is told who reviews', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s', { lou: 'member' });
    expect((await asUser(app, 'kim', 'PATCH', `/api/projects/${projectId}/modules`, { voice: true, onboarding: true })).status).to.equal(200);
    expect((await asUser(app, 'kim', 'PATCH', `/api/projects/${projectId}/members/lou`, { provisioned: true })).status).to.equal(200);
    await tool('lou', projectId, 'set_field', { path: 'voice', value: 'Kore' });
    await tool('lou', projectId, 'set_field', { path: 'greeting_draft', value: 'Welcome to Lou’s bakery!' });
    await signInToPortal(page, app, 'kim', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Briefs and transfers');
    const brief = page.getByRole('list', { name: 'Onboarding briefs' }).getByRole('listitem').filter({ hasText: 'with lou' });
    await brief.getByText(/^Not confirmed by the visitor yet · updated /).waitFor();
    expect(await brief.getByRole('definition').allTextContents()).to.deep.equal(['Kore', 'Welcome to Lou’s bakery!']);
    expect(await brief.getByRole('button', { name: 'Apply to the project' }).count()).to.equal(0);
    await page.getByText('No transfer yet: the agent transfers a caller who asks for a person to the manager’s phone (Live agent).').waitFor();

    // A business chosen by its address (no registry here), then the visitor confirms.
    await tool('lou', projectId, 'select_company', { country: 'DE', business_url: 'https://baeckerei.example/' });
    await tool('lou', projectId, 'confirm');
    await page.reload();
    await brief.getByText(/^Confirmed /).waitFor();
    await lookAt(page, 'portal-review');
    await brief.getByRole('button', { name: 'Apply to the project' }).click();
    await page.getByText('Applied the brief of lou: the live agent’s voice, greeting and the project’s language come from it.').waitFor();
    const { live_agent } = (await asUser(app, 'kim', 'GET', `/api/projects/${projectId}/settings`)).body;
    expect(live_agent).to.include({ voice: 'Kore', greeting: 'Welcome to Lou’s bakery!' });

    const { page: lous } = await fixture.newContext();
    await signInToPortal(lous, app, 'lou', `?project=${projectId}&screen=review`);
    await lous.getByRole('note').getByText('Read only: you are a member of “Kim’s”. Managers and admins review briefs and transfers.').waitFor();
  });
});
