import { expect } from 'chai';
import { anImageFile } from '../../http/media/support.js';
import type { TestApp } from '../../support/test-app.js';
import { asUser, devToken, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** An image uploaded to the project through the API, as Edit Mode uploads one. */
async function anImage(app: TestApp, userId: string, projectId: string, seed: number): Promise<{ id: string; url: string }> {
  const response = await fetch(`${app.url}/api/projects/${projectId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await devToken(app, userId)}`, 'content-type': 'image/png' },
    body: new Uint8Array(await anImageFile('png', seed, 320, 200)),
  });
  expect(response.status).to.equal(201);
  return (await response.json()) as { id: string; url: string };
}

/** Issue 31, item 9: the image library in the console: thumbnails and sizes, delete, and why an image in use cannot go. */
describeBrowser('Browser: the portal’s images', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  it('lists the images with their size, deletes one, and says which pages use one it cannot delete', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'yara', 'Yara’s', { zed: 'member' });
    const used = await anImage(app, 'yara', projectId, 1);
    await anImage(app, 'yara', projectId, 2);
    await livePage(app, 'yara', projectId, 'about', 'About', `# About\n\n![Our shop](${used.url})`);
    await signInToPortal(page, app, 'yara', `?project=${projectId}`);
    await openScreen(page, 'Pages', 'Images');
    const cards = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).to.equal(2);
    await page.getByText(/^2 images, \d+ KB\.$/).waitFor();
    await cards
      .first()
      .getByText(/^320×200 px · \d+ KB · PNG · added /)
      .waitFor();
    await lookAt(page, 'portal-images');

    const usedCard = cards.filter({ has: page.locator(`img[src="${used.url}"]`) });
    const name = (await usedCard.getByRole('heading').textContent())!;
    await usedCard.getByRole('button', { name: `Delete ${name}…` }).click();
    await usedCard.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await usedCard
      .getByRole('alert')
      .getByText(`Deleting ${name} failed: The image is used by a live page: remove it from the page first. Used by /about (en).`)
      .waitFor();
    const other = cards.filter({ hasNot: page.locator(`img[src="${used.url}"]`) });
    const otherName = (await other.getByRole('heading').textContent())!;
    await other.getByRole('button', { name: `Delete ${otherName}…` }).click();
    await other.getByRole('button', { name: `Delete ${otherName}`, exact: true }).click();
    await page.getByText(`Deleted ${otherName}.`).waitFor();
    await page.getByText(/^1 image, \d+ KB\.$/).waitFor();
    expect(((await asUser(app, 'yara', 'GET', `/api/projects/${projectId}/images`)).body.images as Array<{ id: string }>).map((i) => i.id)).to.deep.equal([
      used.id,
    ]);

    const { page: zeds } = await fixture.newContext();
    await signInToPortal(zeds, app, 'zed', `?project=${projectId}&screen=images`);
    await zeds.getByRole('note').getByText('Read only: you are a member of “Yara’s”. Managers and admins delete images.').waitFor();
    await zeds.getByRole('list', { name: 'Images' }).getByRole('listitem').first().waitFor();
    expect(await zeds.getByRole('button', { name: /^Delete/ }).count()).to.equal(0);
  });
});
