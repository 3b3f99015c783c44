import { expect } from 'chai';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { clipboardText, openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 7: webhooks in the console: destination and events, the secret shown once and replaced, ping, the deliveries log, redeliver. */
describeBrowser('Browser: the portal’s webhooks', function () {
  this.timeout(120_000);
  let receiver: WebhookReceiver | null = null;
  const fixture = useBrowser({
    // The receiver is on loopback: the service may send there only when told so.
    app: async () => {
      receiver = await WebhookReceiver.start();
      return startPortalApp({ ALLOW_PRIVATE_WEBHOOKS: 'true' });
    },
    context: { ...PORTAL_TAB, permissions: ['clipboard-read', 'clipboard-write'] },
  });
  after(async () => receiver?.stop());

  it('adds a webhook with its events, shows its secret once, pings it, shows the failed delivery and redelivers it, replaces the secret, deletes it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'wes', 'Wes’s');
    await signInToPortal(page, app, 'wes', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Webhooks');
    await page.getByText('No webhook yet.').waitFor();
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('Destination').fill('ci.example.com/hook');
    await form.getByText('An address starting with https:// (or http://).').waitFor();
    await form.getByLabel('Destination').fill(receiver!.url);
    await form.getByLabel('What it is for').fill('rebuild the site');
    expect(await form.getByLabel('publish.completed: a publish completed').isChecked()).to.equal(true);
    await form.getByLabel('page.updated: a page was updated').check();
    await form.getByRole('button', { name: 'Add the webhook' }).click();
    await page.getByText(`Added the webhook to ${receiver!.url}: copy its signing secret now, it is shown only once.`).waitFor();
    const secretPanel = page.getByRole('region', { name: `The signing secret of ${receiver!.url}` });
    await secretPanel.getByRole('button', { name: 'Copy the signing secret' }).click();
    await secretPanel.getByText('Copied.').waitFor();
    const secret = await clipboardText(page);
    expect(await secretPanel.locator('code').textContent()).to.equal(secret);
    // The secret (a long word) wraps inside its card: no sideways scroll on a phone.
    await lookAt(page, 'portal-webhooks-secret');
    await secretPanel.getByRole('button', { name: 'I have copied it' }).click();

    const card = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: receiver!.url });
    await card.getByText('On. Sent: a publish completed; a page was updated.').waitFor();
    await card.getByText('Nothing sent yet.').waitFor();
    receiver!.answer(400);
    await card.getByRole('button', { name: 'Ping' }).click();
    await page.getByText(`Sent a ping to ${receiver!.url}: its delivery is in the log.`).waitFor();
    const rows = card.getByRole('region', { name: 'Deliveries' }).getByRole('row');
    // The log follows the delivery as it happens in the background.
    await rows.filter({ hasText: 'Failed (answered 400)' }).waitFor();
    await card.getByRole('button', { name: 'Redeliver' }).click();
    await rows.filter({ hasText: 'Delivered (answered 200)' }).waitFor();
    expect((await receiver!.waitFor(2, 'ping')).length).to.equal(2);
    expect(await rows.locator('td:first-child').allTextContents()).to.deep.equal(['ping', 'ping']);
    await lookAt(page, 'portal-webhooks');

    await card.getByRole('button', { name: 'New secret…' }).click();
    await card.getByRole('button', { name: 'Replace the secret' }).click();
    await page.getByText('A new signing secret replaces the old one: copy it now, it is shown only once.').waitFor();
    const rotated = await page
      .getByRole('region', { name: `The signing secret of ${receiver!.url}` })
      .locator('code')
      .textContent();
    expect(rotated).to.be.a('string').and.not.equal(secret);

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = card.getByRole('form', { name: `Edit the webhook to ${receiver!.url}` });
    await edit.getByLabel('Every event, including those added later').check();
    await edit.getByRole('button', { name: 'Save the webhook' }).click();
    await card.getByText('On. Sent every event.').waitFor();
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByText('Off: nothing is sent to it. Sent every event.').waitFor();
    expect(await card.getByRole('button', { name: 'Ping' }).isDisabled()).to.equal(true);

    await card.getByRole('button', { name: 'Delete…' }).click();
    await card.getByRole('button', { name: 'Delete the webhook' }).click();
    await page.getByText('No webhook yet.').waitFor();
    expect((await asUser(app, 'wes', 'GET', `/api/projects/${projectId}/webhooks`)).body.webhooks).to.deep.equal([]);
  });

  it('tells a manager only admins see webhooks', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'wes', 'Wes’s second', { xia: 'manager' });
    await signInToPortal(page, app, 'xia', `?project=${projectId}&screen=webhooks`);
    await page.getByRole('note').getByText('Read only: you are a manager of “Wes’s second”. Only admins add, change and see webhooks.').waitFor();
    expect(await page.getByRole('form').count()).to.equal(0);
    await lookAt(page, 'portal-webhooks-read-only');
  });
});
