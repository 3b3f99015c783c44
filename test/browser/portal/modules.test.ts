import { expect } from 'chai';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31: the modules in the console: voice and onboarding on or off, saying what each turns on; admins only. */
describeBrowser('Browser: the portal’s modules', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });
  const modulesOf = async (projectId: string) => (await asUser(fixture.app, 'ann', 'GET', `/api/projects/${projectId}/modules`)).body;

  it('turns voice and onboarding on and off, saying what each turns on, with the plan’s daily limit', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ann', 'Ann’s');
    await signInToPortal(page, app, 'ann', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Modules');
    const voice = page.getByLabel('Live voice agent: off');
    await voice.waitFor();
    await page.getByText(/members provisioned for live voice talk with it, up to 5 sessions a day each on the trial plan/).waitFor();
    await page.getByText(/looks a new client’s business up in the company registry, reads their website, and records a brief/).waitFor();
    await voice.check();
    await page.getByText('Live voice agent is on.').waitFor();
    await page.getByLabel('Live voice agent: on').waitFor();
    expect(await modulesOf(projectId)).to.deep.equal({ voice: true, onboarding: false });
    await page.getByLabel('Onboarding: off').check();
    await page.getByText('Onboarding is on.').waitFor();
    await lookAt(page, 'portal-modules');
    await page.getByLabel('Live voice agent: on').uncheck();
    await page.getByText('Live voice agent is off.').waitFor();
    expect(await modulesOf(projectId)).to.deep.equal({ voice: false, onboarding: true });
  });

  it('shows a manager the modules read only, saying only admins change them; a refusal is said in the service’s words', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ann', 'Ann’s second', { ben: 'manager' });
    await signInToPortal(page, app, 'ben', `?project=${projectId}&screen=modules`);
    await page.getByRole('note').getByText('Read only: you are a manager of “Ann’s second”. Only admins turn modules on or off.').waitFor();
    expect(await page.getByLabel('Live voice agent: off').isDisabled()).to.equal(true);
    expect(await page.getByLabel('Onboarding: off').isDisabled()).to.equal(true);
    await lookAt(page, 'portal-modules-read-only');

    // An admin demoted meanwhile: the service refuses, and the screen says it in its words.
    await asUser(app, 'ann', 'PATCH', `/api/projects/${projectId}/members/ben`, { role: 'admin' });
    await page.reload();
    await page.getByLabel('Live voice agent: off').waitFor();
    await asUser(app, 'ann', 'PATCH', `/api/projects/${projectId}/members/ben`, { role: 'manager' });
    await page.getByLabel('Live voice agent: off').click();
    await page
      .getByRole('alert')
      .getByText('Turning live voice agent on failed: your role on this project does not allow it. Only admins turn modules on or off.')
      .waitFor();
    expect(await modulesOf(projectId)).to.deep.equal({ voice: false, onboarding: false });
  });
});
