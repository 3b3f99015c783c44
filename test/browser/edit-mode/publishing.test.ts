import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { screenshot } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, seriousViolations, signInToEditMode } from './support.js';

/** Issue 24: publishing from Edit Mode, its history, the deployed page; a member's read-only view. */
describeBrowser('Browser: Edit Mode publishing, and a member reading', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });

  it('publishes after a dry run that shows the change and the blocked draft with its reason; links to the deployed page; lists the history', async () => {
    const { app, page, context } = fixture;
    const projectId = await projectWith(app, 'ada', 'Publishing');
    await livePage(app, 'ada', projectId, 'about', 'About us', '# About us\n\nWe make things.');
    // A draft the article template blocks: it has no title.
    const untitled = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'article',
      language: 'en',
      metadata: { slug: 'blog/untitled', author: 'Ada' },
      content: 'Not ready.',
    });
    expect(untitled.status, JSON.stringify(untitled.body)).to.equal(200);

    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: /About us/ }).click();
    const body = page.getByLabel('Body', { exact: true });
    await body.fill('# About us\n\nWe make better things now.');
    await allSaved(page);

    await page.getByRole('button', { name: 'Publish all…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await dialog.getByText('1 page will be published; 1 blocked.').waitFor();
    const changes = dialog.getByRole('region', { name: 'Will be published' });
    expect(await changes.getByRole('row').nth(1).getByRole('cell').allTextContents()).to.deep.equal(['en', 'Update', '2']);
    const blocked = dialog.getByRole('region', { name: 'Blocked' });
    await blocked.getByText('/blog/untitled (en)').waitFor();
    await blocked.getByText('metadata.title (Title) is required by template article').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);
    await screenshot(page, 'edit-mode-publish');

    await dialog.getByRole('button', { name: 'Publish 1 page' }).click();
    await dialog.getByText(/^Published 1 page; the site was deployed at /).waitFor();
    // The open draft is live now: the editor gives way to a link to it.
    await page.getByRole('heading', { level: 1, name: 'Published' }).waitFor();

    // The dialog's link opens the deployed page in a tab of its own, on the site's own origin.
    const siteUrl = (await asUser(app, 'ada', 'GET', `/api/projects/${projectId}`)).body.site_url as string;
    expect(new URL(siteUrl).origin).to.not.equal(new URL(app.config.publicBaseUrl).origin);
    const [deployed] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: '/about' }).click()]);
    await deployed.waitForLoadState();
    expect(deployed.url()).to.equal(`${siteUrl}en/about/`);
    await deployed.getByText('We make better things now.').waitFor();
    await deployed.close();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Open /about on the site' }).click();
    await page.getByText('We make better things now.').waitFor();
    await page.goBack();

    await page.getByRole('button', { name: 'Publish history' }).click();
    const history = page.getByRole('dialog', { name: 'Publish history' });
    await history.getByText(/by ada: 1 page$/).waitFor();
    expect(await history.getByRole('link').allTextContents()).to.deep.equal(['/about']);
    expect(await history.getByRole('link').getAttribute('href')).to.equal(`${siteUrl}en/about/`);
    expect(await seriousViolations(page)).to.deep.equal([]);

    // What the page said was published is what the service recorded.
    const recorded = await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/publish/history`);
    expect(recorded.body.history.map((p: { changes: Array<{ slug: string }> }) => p.changes.map((c) => c.slug))).to.deep.equal([['about']]);
    const live = await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/pages?language=en`);
    expect(live.body.pages.find((p: { slug: string }) => p.slug === 'about').content).to.equal('# About us\n\nWe make better things now.');
  });

  it('shows a member the pages read only, saying why, with nothing to edit, save or publish', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', 'Reading', { bob: 'member' });
    await livePage(app, 'ada', projectId, 'about', 'About us', '# About us\n\nWe make things.');

    await signInToEditMode(page, app, 'bob', `?project=${projectId}`);
    const reason =
      'Read only: you are a member of “Reading”. Members read its pages; managers and admins edit and publish them. Ask a manager of the project for the manager role to edit.';
    await page.getByRole('note').getByText(reason).waitFor();
    expect(await page.getByRole('button', { name: 'New page…' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Publish all…' }).isVisible()).to.equal(false);

    await page.getByRole('button', { name: /About us/ }).click();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await page.getByRole('note').getByText(reason).waitFor();
    const body = page.getByLabel('Body', { exact: true });
    expect(await body.inputValue()).to.equal('# About us\n\nWe make things.');
    expect(await body.getAttribute('readonly')).to.not.equal(null);
    expect(await page.getByLabel('Title').getAttribute('readonly')).to.not.equal(null);
    for (const name of ['Save', 'Insert image…', 'Versions…', 'Discard draft…'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).to.equal(0);
    expect(await seriousViolations(page)).to.deep.equal([]);
    await screenshot(page, 'edit-mode-read-only');

    // Nothing the member did opened a draft.
    const drafts = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/publish`, {});
    expect(drafts.body.manifest).to.deep.equal({ changes: [], blocked: [], unchanged: [], settings_only: true });
  });
});
