import { expect } from 'chai';
import { anImageFile } from '../../http/media/support.js';
import type { TestApp } from '../../support/test-app.js';
import { asUser, devToken, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** An image uploaded to the project through the API, as Edit Mode uploads one. */
async function anImage(app: TestApp, userId: string, projectId: string, seed: number): Promise<string> {
  const response = await fetch(`${app.url}/api/projects/${projectId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await devToken(app, userId)}`, 'content-type': 'image/png' },
    body: new Uint8Array(await anImageFile('png', seed, 120, 40)),
  });
  expect(response.status).to.equal(201);
  return ((await response.json()) as { id: string }).id;
}

/** Issue 31, item 5 (and 43's icon): the site in the console: accent colour, a logo and an icon picked from the images, home pages, applied without a draft. */
describeBrowser('Browser: the portal’s site settings', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });
  const siteOf = async (projectId: string) => (await asUser(fixture.app, 'nora', 'GET', `/api/projects/${projectId}/settings`)).body.site;

  it('sets the accent colour, the logo, the icon and the home pages, says the site does not show them yet, and applies them', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'nora', 'Nora’s');
    await livePage(app, 'nora', projectId, 'welcome', 'Welcome', '# Welcome');
    await livePage(app, 'nora', projectId, 'accueil', 'Accueil', '# Accueil', 'fr');
    const first = await anImage(app, 'nora', projectId, 1);
    const second = await anImage(app, 'nora', projectId, 2);
    await signInToPortal(page, app, 'nora', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Site');
    const theme = page.getByRole('form', { name: 'Colour, logo and icon' });
    const logos = theme.getByRole('group', { name: 'Logo', exact: true });
    const icons = theme.getByRole('group', { name: 'Icon', exact: true });
    await theme.getByText('The theme’s own colour: pick one to use yours.').waitFor();
    await theme.getByLabel('Accent colour').fill('#aa3300');
    await theme.getByText('#aa3300, for the header’s rule, links and buttons.').waitFor();
    await logos.getByLabel('Image 2, 120×40').check();
    expect(await icons.getByLabel('The logo').isChecked()).to.equal(true);
    await icons.getByLabel('Image 2, 120×40').check();
    await theme.getByRole('button', { name: 'Save colour, logo and icon' }).click();
    await page.getByText('Saved the site’s colour, logo and icon. The site shows them from its next deploy.').waitFor();
    expect(await siteOf(projectId)).to.include({ accent_color: '#aa3300', logo_image_id: second, favicon_image_id: second });

    // The image goes meanwhile (in another tab): the service's refusal, in its words.
    await logos.getByLabel('Image 1, 120×40').check();
    await icons.getByLabel('The logo').check();
    expect((await asUser(app, 'nora', 'DELETE', `/api/projects/${projectId}/images/${first}`)).status).to.equal(204);
    await theme.getByRole('button', { name: 'Save colour, logo and icon' }).click();
    await theme
      .getByRole('alert')
      .getByText(`Saving the colour, logo and icon failed: the service refused it: logo_image_id ${first} is not an image of this project.`)
      .waitFor();

    const homes = page.getByRole('form', { name: 'Home pages' });
    expect(await homes.getByLabel('Home page in fr').locator('option').allTextContents()).to.deep.equal(['Default: /home, else an index', '/accueil']);
    await homes.getByLabel('Home page in en').selectOption('/welcome');
    await homes.getByRole('button', { name: 'Save home pages' }).click();
    await page.getByText('Saved the home pages. The site shows them from its next deploy.').waitFor();
    expect((await siteOf(projectId)).home_pages).to.deep.equal({ en: 'welcome' });

    const site = page.getByRole('region', { name: 'The site' });
    await site.getByRole('button', { name: 'Apply to the site' }).click();
    await site.getByText(/^The site shows these settings \(deployed /).waitFor();
    await theme.getByLabel('Accent colour').fill('#0f766e');
    await logos.getByLabel('Image 2, 120×40').check();
    await theme.getByRole('button', { name: 'Save colour, logo and icon' }).click();
    await site.getByText('These settings changed since the site was last deployed: the site does not show them yet.').waitFor();
    await lookAt(page, 'portal-site');
    await site.getByRole('button', { name: 'Apply to the site' }).click();
    await page.getByText('Applied the settings to the site: it is deployed with them.').waitFor();
    await site.getByText(/^The site shows these settings \(deployed /).waitFor();
    const status = (await asUser(app, 'nora', 'GET', `/api/projects/${projectId}/publish/status`)).body;
    expect([status.settings_changed, status.last_publish.settings_only]).to.deep.equal([false, true]);
  });

  it('publishes no draft when applying the settings, saying where the drafts go; shows a member the site read only', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'nora', 'Nora’s second', { omar: 'member' });
    const draft = await asUser(app, 'nora', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'news', title: 'News' },
      content: '# News',
    });
    expect(draft.status, JSON.stringify(draft.body)).to.equal(200);
    await signInToPortal(page, app, 'nora', `?project=${projectId}&screen=site`);
    await page.getByRole('region', { name: 'The site' }).getByRole('button', { name: 'Apply to the site' }).click();
    await page
      .getByRole('alert')
      .getByText('Applying the settings to the site failed: 1 draft is ready to publish too. Publish them from Publish: that deploys these settings with them.')
      .waitFor();
    expect((await asUser(app, 'nora', 'GET', `/api/projects/${projectId}/publish/status`)).body.last_publish).to.equal(null);

    const { page: omars } = await fixture.newContext();
    await signInToPortal(omars, app, 'omar', `?project=${projectId}&screen=site`);
    await omars.getByRole('note').getByText('Read only: you are a member of “Nora’s second”. Managers and admins change the site’s settings.').waitFor();
    expect(await omars.getByLabel('Accent colour').isDisabled()).to.equal(true);
    expect(await omars.getByRole('button', { name: /^Save|Apply/ }).count()).to.equal(0);
    await lookAt(omars, 'portal-site-read-only');
  });
});
