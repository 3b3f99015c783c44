import { expect } from 'chai';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { clipboardText, openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 6: API keys in the console: created with a name and role, the secret shown once and copied, used, listed with its use, revoked. */
describeBrowser('Browser: the portal’s API keys', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: { ...PORTAL_TAB, permissions: ['clipboard-read', 'clipboard-write'] } });
  const withKey = (projectId: string, key: string) =>
    fetch(`${fixture.app.url}/api/projects/${projectId}/pages`, { headers: { 'x-api-key': key, 'x-project-id': projectId } }).then((r) => r.status);

  it('creates a key, shows its secret once with a copy button, lists its last use, and revokes it after a confirmation', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'uma', 'Uma’s');
    await signInToPortal(page, app, 'uma', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'API keys');
    await page.getByText('No API key yet.').waitFor();
    const form = page.getByRole('form', { name: 'Create a key' });
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('Enter a name for the key.').waitFor();
    await form.getByLabel('Name').fill('CI');
    await form.getByLabel('Role').selectOption('manager');
    await form.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Created the key “CI”: copy its secret now, it is shown only once.').waitFor();
    const secret = page.getByRole('region', { name: 'The secret of “CI”' });
    await secret.getByRole('button', { name: 'Copy the secret' }).click();
    await secret.getByText('Copied.').waitFor();
    const key = await clipboardText(page);
    expect(key).to.match(/^csk_/);
    expect(await secret.locator('code').textContent()).to.equal(key);
    const card = page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: 'CI' });
    await card.getByText(/^Acts as a manager\. Starts with csk_/).waitFor();
    await card.getByText(/never used$/).waitFor();
    await lookAt(page, 'portal-keys-secret');
    await secret.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByText(key).count()).to.equal(0);

    expect(await withKey(projectId, key)).to.equal(200);
    await page.reload();
    await card.getByText(/ · last used /).waitFor();
    await lookAt(page, 'portal-keys');

    await card.getByRole('button', { name: 'Revoke CI…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the key “CI”?' });
    await dialog.getByRole('button', { name: 'Keep the key' }).click();
    expect(await withKey(projectId, key)).to.equal(200);
    await card.getByRole('button', { name: 'Revoke CI…' }).click();
    await dialog.getByRole('button', { name: 'Revoke the key' }).click();
    await page.getByText('Revoked the key “CI”: it no longer works.').waitFor();
    await page.getByText('No API key yet.').waitFor();
    expect(await withKey(projectId, key)).to.equal(401);
  });

  it('tells a manager only admins manage keys, and asks the service nothing about them', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'uma', 'Uma’s second', { vic: 'manager' });
    expect((await asUser(app, 'uma', 'POST', `/api/projects/${projectId}/keys`, { name: 'Zapier' })).status).to.equal(201);
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/projects/') && request.url().includes('/keys') && asked.push(request.url())));
    await signInToPortal(page, app, 'vic', `?project=${projectId}&screen=keys`);
    await page.getByRole('note').getByText('Read only: you are a manager of “Uma’s second”. Only admins create, see and revoke API keys.').waitFor();
    expect(await page.getByText('Zapier').count()).to.equal(0);
    expect(asked).to.deep.equal([]);
    await lookAt(page, 'portal-keys-read-only');
  });
});
