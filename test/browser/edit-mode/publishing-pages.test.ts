import { expect } from 'chai';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import type { TestApp } from '../../support/test-app.js';
import { allSaved, EDIT_MODE_TAB, signInToEditMode } from './support.js';

/** A new draft of the page template, made over the API; its id. */
async function draftOf(app: TestApp, projectId: string, slug: string, title: string): Promise<string> {
  const saved = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
    draftId: 'new',
    doc_template_id: 'page',
    language: 'en',
    metadata: { slug, title },
    content: `${title}.`,
  });
  expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
  return saved.body.draftId as string;
}

/** The dry run's manifest of every draft, read over the API. */
async function manifestOf(app: TestApp, projectId: string) {
  const answer = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/publish`, {});
  expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
  return answer.body.manifest as { changes: Array<{ slug: string }>; unchanged: Array<{ slug: string }>; settings_only: boolean };
}

/** Issue 30, item 3: publishing page by page from Edit Mode; unchanged drafts said so; the site's settings applied alone. */
describeBrowser('Browser: Edit Mode publishing page by page', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });

  it('publishes the open page alone, the other drafts pending; lists a draft equal to its live page as unchanged; applies changed settings alone', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', 'Page by page');
    await livePage(app, 'ada', projectId, 'about', 'About us', 'We make things.');
    await livePage(app, 'ada', projectId, 'team', 'Our team', 'Five of us.');
    // The site's first deploy: what "settings changed" is measured against.
    const first = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/publish`, {});
    expect(
      (await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/publish/confirm`, { confirmation_token: first.body.confirmation_token })).status,
    ).to.equal(200);
    await draftOf(app, projectId, 'news', 'News');
    const offers = await draftOf(app, projectId, 'offers', 'Offers');
    // A draft opened and left as it is: equal to its live page.
    const opened = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/open`, { slug: 'team', language: 'en' });
    expect(opened.status, JSON.stringify(opened.body)).to.be.oneOf([200, 201]);

    await signInToEditMode(page, app, 'ada', `?project=${projectId}`);
    await page.getByRole('button', { name: /^News/ }).click();
    const body = page.getByLabel('Body', { exact: true });
    await body.fill('Fresh news, edited before publishing.');
    await allSaved(page);
    expect(await page.getByRole('button', { name: 'Apply settings to the site…' }).isVisible()).to.equal(false);

    await page.getByRole('button', { name: 'Publish this page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this page' });
    await dialog.getByText('1 page will be published.').waitFor();
    const changes = dialog.getByRole('region', { name: 'Will be published' });
    expect(await changes.getByRole('row').nth(1).getByRole('rowheader').textContent()).to.equal('/news');
    await lookAt(page, 'edit-mode-publish-page', { frames: false });
    await dialog.getByRole('button', { name: 'Publish 1 page' }).click();
    await dialog.getByText(/^Published 1 page; the site was deployed at /).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Open /news on the site' }).waitFor();

    // Only /news went out: the other drafts are pending, the unchanged one is listed as unchanged.
    const pending = await manifestOf(app, projectId);
    expect(pending.changes.map((c) => c.slug)).to.deep.equal(['offers']);
    expect(pending.unchanged.map((c) => c.slug)).to.deep.equal(['team']);

    await page.getByRole('button', { name: 'Publish all…' }).click();
    const all = page.getByRole('dialog', { name: 'Publish' });
    await all.getByText('1 page will be published.').waitFor();
    await all.getByRole('region', { name: 'Unchanged' }).getByText('/team (en): no changes').waitFor();
    expect(await all.getByRole('button', { name: 'Publish 1 page' }).isEnabled()).to.equal(true);
    await lookAt(page, 'edit-mode-publish-unchanged', { frames: false });
    await all.getByRole('button', { name: 'Close' }).click();

    // The site's settings change; the pending draft goes: applying them deploys the settings alone.
    const patched = await asUser(app, 'ada', 'PATCH', `/api/projects/${projectId}/settings/site`, { accent_color: '#aa3377' });
    expect(patched.status, JSON.stringify(patched.body)).to.equal(200);
    const discarded = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/discard`, { draftId: offers });
    expect(discarded.status, JSON.stringify(discarded.body)).to.be.oneOf([200, 204]);
    await page.reload();
    await page.getByRole('button', { name: 'Apply settings to the site…' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply settings to the site' });
    await apply.getByText(/^No page to publish: the site’s settings changed/).waitFor();
    await apply.getByRole('region', { name: 'Unchanged' }).getByText('/team (en): no changes').waitFor();
    await lookAt(page, 'edit-mode-apply-settings', { frames: false });
    await apply.getByRole('button', { name: 'Apply settings' }).click();
    await apply.getByText(/^Applied the settings: the site was deployed at /).waitFor();
    await apply.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Apply settings to the site…' }).waitFor({ state: 'hidden' });

    const history = await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/publish/status`);
    expect(history.body).to.deep.include({ settings_changed: false });
    expect(history.body.last_publish.settings_only).to.equal(true);
  });
});
