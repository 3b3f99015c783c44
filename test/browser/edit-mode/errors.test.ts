import { expect } from 'chai';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { asUser, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { screenshot } from '../support/screenshots.js';
import { EDIT_MODE_TAB, saveStatus, seriousViolations, signInToEditMode } from './support.js';

/** Issue 24: the API's refusals as Edit Mode words them (the real service's, but for a 429 it never gives Edit Mode's calls). */
describeBrowser('Browser: Edit Mode errors', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });

  /** A project of ada's with carol as manager, and a draft of it open in carol's tab. */
  async function carolEditing(name: string): Promise<{ projectId: string; draftId: string }> {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'ada', name, { carol: 'manager' });
    const created = await asUser(app, 'carol', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'notes', title: 'Notes' },
      content: 'Start.',
    });
    const draftId = created.body.draftId as string;
    await signInToEditMode(page, app, 'carol', `?project=${projectId}&draft=${draftId}`);
    await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
    return { projectId, draftId };
  }

  /** Types into the body and saves at once; resolves the save status's words once it failed. */
  async function typeAndSave(text: string): Promise<string> {
    const { page } = fixture;
    await page.getByLabel('Body', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.em-save-status[data-state="failed"]').waitFor();
    return (await saveStatus(page).textContent()) ?? '';
  }

  it('says a 403 for the role in words, when a manager is made a member while editing, and keeps the text', async () => {
    const { app, page } = fixture;
    const { projectId } = await carolEditing('Demoted');
    const demoted = await asUser(app, 'ada', 'PATCH', `/api/projects/${projectId}/members/carol`, { role: 'member' });
    expect(demoted.status, JSON.stringify(demoted.body)).to.equal(200);
    expect(await typeAndSave('Typed after the demotion.')).to.equal(
      'Saving failed: your role on this project does not allow it. Managers and admins edit and publish pages.',
    );
    expect(await page.getByLabel('Body', { exact: true }).inputValue()).to.equal('Typed after the demotion.');
    expect(await seriousViolations(page)).to.deep.equal([]);
  });

  it('says a 404 in words: a draft discarded elsewhere, and an address naming no draft', async () => {
    const { app, page } = fixture;
    const { projectId, draftId } = await carolEditing('Vanished');
    expect((await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/discard`, { draftId })).status).to.equal(200);
    expect(await typeAndSave('Typed after the discard.')).to.equal(
      'Saving failed: not found (Draft not found). It may have been discarded, published or deleted meanwhile.',
    );

    await page.goto(`${app.url}/edit/?project=${projectId}&draft=no-such-draft`);
    await page
      .getByRole('alert')
      .getByText('Opening the draft failed: not found (Draft not found). It may have been discarded, published or deleted meanwhile.')
      .waitFor();
  });

  it('says a 413 in words when the body is over the service’s limit', async () => {
    await carolEditing('Oversized');
    expect(await typeAndSave('x'.repeat(1024 * 1024 + 1))).to.equal('Saving failed: too large for the service (Payload too large).');
  });

  it('says a 429 in words with the wait from Retry-After, and saves by itself once it is over', async () => {
    const { app, page } = fixture;
    const { projectId, draftId } = await carolEditing('Throttled');
    let refused = 0;
    // A stand-in for a limit in front of the service: the first save is answered 429, Retry-After: 1.
    await page.route(`**/api/projects/${projectId}/docs/edit/save`, async (route) => {
      if (refused++ > 0) return route.continue();
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'Too many requests' }),
      });
    });
    expect(await typeAndSave('Typed while throttled.')).to.equal('Saving failed: too many requests. Try again in 1 second.');
    await page.locator('.em-save-status[data-state="saved"]').waitFor();
    expect((await asUser(app, 'carol', 'GET', `/api/projects/${projectId}/docs/edit/${draftId}`)).body.doc.content).to.equal('Typed while throttled.');
  });

  it('says when the trial has ended: saving is refused in words, and a live page opens read only, saying why', async () => {
    const { app, page } = fixture;
    const { projectId } = await carolEditing('Expired');
    await livePage(app, 'ada', projectId, 'about', 'About us', 'We make things.');
    await app.get(SetTrialEnd).execute({ projectId, trialEndsAt: '2020-01-01T00:00:00Z' });
    expect(await typeAndSave('Typed after the trial.')).to.equal(
      'Saving failed: this project’s trial has ended, so nothing in it can be changed until its admin chooses a plan.',
    );
    await screenshot(page, 'edit-mode-error');

    // Another tab (this one keeps the unsaved text, and will not leave it behind to open another page).
    const other = await fixture.newContext();
    await signInToEditMode(other.page, app, 'carol', `?project=${projectId}`);
    await other.page.getByRole('button', { name: /About us/ }).click();
    await other.page
      .getByRole('note')
      .getByText('Read only: this project’s trial has ended, so its pages cannot be changed until its admin chooses a plan.')
      .waitFor();
    expect(await other.page.getByLabel('Body', { exact: true }).getAttribute('readonly')).to.not.equal(null);
    expect(await seriousViolations(other.page)).to.deep.equal([]);
  });
});
