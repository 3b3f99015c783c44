import { expect } from 'chai';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';
import type { TestApp } from '../../support/test-app.js';

const RECIPE = {
  id: 'recipe',
  name: 'Recipe',
  fields: [
    { key: 'prep_time', label: 'Prep time', type: 'text' },
    { key: 'serves', label: 'Serves', type: 'text' },
    { key: 'ingredients', label: 'Ingredients', type: 'tags' },
    { key: 'source', label: 'Source', type: 'url' },
    { key: 'cooked_on', label: 'Cooked on', type: 'date' },
    { key: 'cost', label: 'Cost to make', type: 'text', help: 'For the kitchen’s own accounts.' },
  ],
};

/** A dry run of publishing everything, then its confirmation: the site is deployed with the template as it is now. */
async function publishAll(app: TestApp, projectId: string): Promise<void> {
  const preview = await asUser(app, 'tess', 'POST', `/api/projects/${projectId}/publish`, {});
  expect(preview.status, JSON.stringify(preview.body)).to.equal(201);
  const confirmed = await asUser(app, 'tess', 'POST', `/api/projects/${projectId}/publish/confirm`, { confirmation_token: preview.body.confirmation_token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
}

/** Issue 43: a first site worth showing: a starter kit's home page, and a project template's fields on the published page. */
describeBrowser('Browser: a first site worth showing', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('hides a field with the template editor: the published page shows the others under Details, without it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'tess', 'Tess’s kitchen');
    expect((await asUser(app, 'tess', 'POST', `/api/projects/${projectId}/templates`, RECIPE)).status).to.equal(201);
    const created = await asUser(app, 'tess', 'POST', `/api/projects/${projectId}/pages`, {
      slug: 'lemon-tart',
      language: 'en',
      doc_template_id: 'recipe',
      metadata: {
        title: 'Lemon tart',
        description: 'Sharp, sweet and set just so.',
        prep_time: '40 minutes',
        serves: '6',
        ingredients: ['3 unwaxed lemons', '150 g caster sugar', '4 eggs', '100 g butter'],
        source: 'https://cooking.example/a-very-long-address/of-the-original-recipe-that-wraps-on-a-phone?from=grandmother',
        cooked_on: '2026-05-01',
        cost: 'About 9 euros',
      },
      content: 'Whisk the eggs and sugar, stir in the juice and zest, and bake in a blind-baked shell until just set.',
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);

    await signInToPortal(page, app, 'tess', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Templates');
    const card = page.getByRole('list', { name: 'The project’s templates' }).getByRole('listitem').filter({ hasText: 'Recipe' });
    await card.getByRole('button', { name: 'Edit Recipe' }).click();
    const edit = page.getByRole('form', { name: 'Edit the template Recipe' });
    const cost = edit.getByRole('group', { name: 'Cost to make' });
    const shown = cost.getByLabel('Show on the published page');
    expect(await shown.isChecked()).to.equal(true);
    await shown.uncheck();
    await cost.scrollIntoViewIfNeeded();
    await lookAt(page, 'portal-template-field-hidden');
    await edit.getByRole('button', { name: 'Save the template' }).click();
    await page.getByText('Saved the template “Recipe”.').waitFor();
    const saved = (await asUser(app, 'tess', 'GET', `/api/projects/${projectId}/templates/recipe`)).body;
    expect(saved.fields.find((f: { key: string }) => f.key === 'cost')).to.deep.equal({
      key: 'cost',
      label: 'Cost to make',
      type: 'text',
      required: false,
      help: 'For the kitchen’s own accounts.',
      show_on_page: false,
    });
    expect(saved.fields.find((f: { key: string }) => f.key === 'serves')).to.not.have.property('show_on_page');

    await publishAll(app, projectId);
    const siteUrl = (await asUser(app, 'tess', 'GET', `/api/projects/${projectId}`)).body.site_url as string;
    await page.goto(`${siteUrl}en/lemon-tart/`);
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByRole('heading', { level: 2, name: 'Details' }).waitFor();
    const rows = await details.locator('dt').allTextContents();
    expect(rows).to.deep.equal(['Prep time', 'Serves', 'Ingredients', 'Source', 'Cooked on']);
    expect(await details.getByRole('listitem').allTextContents()).to.deep.equal(['3 unwaxed lemons', '150 g caster sugar', '4 eggs', '100 g butter']);
    await details.getByRole('link', { name: /^https:\/\/cooking\.example\// }).waitFor();
    expect(await details.locator('time').textContent()).to.equal('May 1, 2026');
    expect(await page.getByText('About 9 euros').count()).to.equal(0);
    await lookAt(page, 'site-page-details');
  });

  it('publishes a new business project whose root shows its Home page: a headline, a call to action and starter text', async () => {
    const { app, page } = fixture;
    const created = await asUser(app, 'tess', 'POST', '/api/projects', { name: 'Tess’s bakery', template: 'business' });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const projectId = created.body.id as string;
    await publishAll(app, projectId);
    const siteUrl = (await asUser(app, 'tess', 'GET', `/api/projects/${projectId}`)).body.site_url as string;
    await page.goto(siteUrl);
    await page.getByRole('heading', { level: 1, name: 'Good work, done close to home' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'What we offer' }).waitFor();
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Good work, done close to home' }).waitFor();
    await lookAt(page, 'site-first-home');
  });
});
