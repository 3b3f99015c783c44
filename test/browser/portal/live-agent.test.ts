import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 4: the live agent in the console: greeting, voice, phone numbers in E.164, access, placement and where it appears. */
describeBrowser('Browser: the portal’s live agent', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });
  const settingsOf = async (projectId: string) => (await asUser(fixture.app, 'lena', 'GET', `/api/projects/${projectId}/settings`)).body;

  it('sets the greeting, voice, access and phone numbers (checked as typed, shown in E.164), a page of its own, and applies it to the site', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'lena', 'Lena’s');
    await livePage(app, 'lena', projectId, 'about', 'About', '# About');
    const siteUrl = (await asUser(app, 'lena', 'GET', `/api/projects/${projectId}`)).body.site_url as string;
    await signInToPortal(page, app, 'lena', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Live agent');
    const where = page.getByRole('region', { name: 'Where the agent will appear' });
    await where.getByText('The voice module is off, so the agent appears nowhere until an admin turns it on (Settings, Modules).').waitFor();
    await where.getByText('Once on, on the site: Nowhere: its placement is “Nowhere”.').waitFor();

    const agent = page.getByRole('form', { name: 'The agent' });
    await agent.getByLabel('Greeting').fill('Welcome to Lena’s!');
    await agent.getByLabel('Voice', { exact: true }).fill('Kore');
    await agent.getByLabel('Anyone, without signing in (public)').check();
    await agent.getByLabel('The project’s phone number').fill('call me');
    await agent.getByText('A phone number has digits, spaces, dashes, dots and brackets only, after an optional + and country code.').waitFor();
    expect(await agent.getByRole('button', { name: 'Save the agent' }).isDisabled()).to.equal(true);
    await agent.getByLabel('The project’s phone number').fill('+1 (415) 555-2671');
    // Digits the page cannot fault, that the service reads as no number: its refusal, in its words.
    await agent.getByLabel('Manager’s phone').fill('123456');
    await agent.getByRole('button', { name: 'Save the agent' }).click();
    await agent.getByRole('alert').getByText('Saving the live agent failed: the service refused it: manager_phone must be a valid phone number.').waitFor();
    await agent.getByLabel('Manager’s phone').fill('+49 89 1234567');
    expect(await agent.getByLabel('Keep unanswered questions for (days)').inputValue()).to.equal('90');
    await agent.getByLabel('Keep unanswered questions for (days)').fill('0');
    await agent.getByText('Enter a whole number of days from 1 to 3,650.').waitFor();
    expect(await agent.getByRole('button', { name: 'Save the agent' }).isDisabled()).to.equal(true);
    await agent.getByLabel('Keep unanswered questions for (days)').fill('30');
    await agent.getByRole('button', { name: 'Save the agent' }).click();
    await page.getByText('Saved the live agent’s settings.').waitFor();
    expect(await agent.getByLabel('The project’s phone number').inputValue()).to.equal('+14155552671');
    expect(await agent.getByLabel('Manager’s phone').inputValue()).to.equal('+49891234567');
    await where.getByText('It answers calls to +14155552671. It transfers callers who ask for a person to +49891234567.').waitFor();
    await where.getByText(/Anyone may talk with it without signing in/).waitFor();
    expect((await settingsOf(projectId)).live_agent).to.include({
      greeting: 'Welcome to Lena’s!',
      voice: 'Kore',
      access: 'public',
      phone_number: '+14155552671',
      manager_phone: '+49891234567',
      question_retention_days: 30,
    });

    const placement = page.getByRole('form', { name: 'Placement on the site' });
    await placement.getByLabel('On a page of its own').check();
    await placement.getByLabel('Address of the agent’s page').fill('about');
    await placement.getByLabel('Heading of the agent’s page').fill('Talk with Lena');
    await placement.getByRole('button', { name: 'Save the placement' }).click();
    await placement.getByRole('alert').getByText('Saving the placement failed: Slug about is already used by a page or draft.').waitFor();
    await placement.getByLabel('Address of the agent’s page').fill('Talk here');
    await placement.getByText('Use lowercase letters, digits and dashes, with / between parts (talk, help/talk).').waitFor();
    await placement.getByLabel('Address of the agent’s page').fill('talk');
    await placement.getByText(`In each language, such as ${siteUrl}en/talk/. No page may use it.`).waitFor();
    await placement.getByRole('button', { name: 'Save the placement' }).click();
    await page.getByText('Saved the placement. The site shows it from its next deploy.').waitFor();
    await where.getByRole('link', { name: `${siteUrl}en/talk/` }).waitFor();
    const { site, live_agent: saved } = await settingsOf(projectId);
    expect([site.live_agent_placement, site.live_agent_slug, saved.page_heading]).to.deep.equal(['destination_page', 'talk', 'Talk with Lena']);
    await lookAt(page, 'portal-live-agent');

    const apply = page.getByRole('region', { name: 'The site' });
    await apply.getByRole('button', { name: 'Apply to the site' }).click();
    await page.getByText('Applied the settings to the site: it is deployed with them.').waitFor();
    await apply.getByText(/^The site shows these settings \(deployed /).waitFor();
    const status = (await asUser(app, 'lena', 'GET', `/api/projects/${projectId}/publish/status`)).body;
    expect([status.settings_changed, status.last_publish.settings_only]).to.deep.equal([false, true]);
  });

  it('floats the button at an offset, and shows a member the settings read only, saying why', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'lena', 'Lena’s second', { milo: 'member' });
    await asUser(app, 'lena', 'PATCH', `/api/projects/${projectId}/modules`, { voice: true });
    await signInToPortal(page, app, 'lena', `?project=${projectId}&screen=live-agent`);
    const placement = page.getByRole('form', { name: 'Placement on the site' });
    await placement.getByLabel('A floating button on every page').check();
    await placement.getByLabel('Pixels from the bottom').fill('500');
    await placement.getByText('A whole number of pixels from 0 to 400.').waitFor();
    await placement.getByLabel('Pixels from the bottom').fill('96');
    await placement.getByText('Give both distances, or neither for the button’s own place.').waitFor();
    await placement.getByLabel('Pixels from the end edge').fill('24');
    await placement.getByRole('button', { name: 'Save the placement' }).click();
    await page.getByText('Saved the placement. The site shows it from its next deploy.').waitFor();
    await page.getByText(/^On the site: Behind a floating “Talk with us” button on every page of /).waitFor();
    expect((await settingsOf(projectId)).site).to.include({ live_agent_placement: 'widget' });
    expect((await settingsOf(projectId)).site.launcher_offset).to.deep.equal({ bottom: 96, inline_end: 24 });

    const { page: milos } = await fixture.newContext();
    await signInToPortal(milos, app, 'milo', `?project=${projectId}&screen=live-agent`);
    await milos.getByRole('note').getByText('Read only: you are a member of “Lena’s second”. Managers and admins change the live agent’s settings.').waitFor();
    expect(await milos.getByLabel('Greeting').isDisabled()).to.equal(true);
    expect(await milos.getByLabel('A floating button on every page').isChecked()).to.equal(true);
    expect(await milos.getByRole('button', { name: /^Save/ }).count()).to.equal(0);
    expect(await milos.getByRole('button', { name: 'Apply to the site' }).count()).to.equal(0);
    await lookAt(milos, 'portal-live-agent-read-only');
  });
});
