import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt, screenshot } from '../support/screenshots.js';
import { allSaved, EDIT_MODE_TAB, seriousViolations, signInToEditMode } from './support.js';

/** A PNG of noise (it hardly compresses: large enough for the upload to report progress on the way). */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** What the tests use of the page's globals (this project compiles without the DOM library). */
interface Observed {
  readonly document: { querySelector(selector: string): unknown };
  readonly MutationObserver: new (callback: (records: Array<{ target: { getAttribute(name: string): string | null } }>) => void) => {
    observe(target: unknown, options: object): void;
  };
  progressSeen?: string[];
}

/** Records every value the upload rows' progress bars take. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const globals = globalThis as unknown as Observed;
    const seen: string[] = [];
    globals.progressSeen = seen;
    new globals.MutationObserver((records) => {
      for (const record of records) seen.push(record.target.getAttribute('value') ?? '');
    }).observe(globals.document.querySelector('.em-uploads'), { subtree: true, attributes: true, attributeFilter: ['value'] });
  });
}

/**
 * Issue 24: images in Edit Mode: uploaded through tus with a progress bar, inserted, seen in the
 * preview; refusals in the service's words. Issue 30: each insert asks for the alternative text,
 * and an image uploaded once is picked again from the project's images.
 */
describeBrowser('Browser: Edit Mode images', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ context: EDIT_MODE_TAB });
  let projectId: string;

  async function openDraft(slug: string): Promise<string> {
    const { app, page } = fixture;
    const created = await asUser(app, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug, title: slug },
      content: 'Before the picture.\n\n',
    });
    const draftId = created.body.draftId as string;
    await signInToEditMode(page, app, 'ada', `?project=${projectId}&draft=${draftId}`);
    await page.getByRole('heading', { level: 1, name: slug }).waitFor();
    return draftId;
  }

  before(async () => {
    projectId = await projectWith(fixture.app, 'ada', 'Pictures');
  });
  it('uploads a picked image through tus with a progress bar, asks its alternative text, inserts it, shows it in the preview and saves it; then picks it again from the library', async () => {
    const { app, page } = fixture;
    const draftId = await openDraft('harbour');
    const body = page.getByLabel('Body', { exact: true });
    await body.press('Control+End');
    await recordProgress(page);

    await page.getByRole('button', { name: 'Insert image…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByText(/^(The project has no image yet: upload one\.|\d+ images? of the project, newest first\.)$/).waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Upload a new image…' }).click()]);
    await chooser.setFiles({ name: 'harbour-view.png', mimeType: 'image/png', buffer: await noisePng(640, 480) });
    await dialog.getByText('Uploaded harbour-view.png (640 × 480).').waitFor();
    // Uploaded and chosen; the words that stand for it are asked, never made up from the file name.
    expect(await dialog.getByRole('radio', { name: /^640 × 480, PNG, uploaded / }).isChecked()).to.equal(true);
    expect(await dialog.getByLabel('Alternative text').inputValue()).to.equal('');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.getByRole('alert').getByText('Write the alternative text: what the image shows.').waitFor();
    await dialog.getByLabel('Alternative text').fill('The harbour at dawn');
    expect(await seriousViolations(page)).to.deep.equal([]);
    await screenshot(page, 'edit-mode-insert-image');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The bar went up to 100 as tus reported the bytes sent, never down.
    const seen = (await page.evaluate(() => (globalThis as unknown as Observed).progressSeen!)).map(Number);
    expect(seen.at(-1)).to.equal(100);
    expect(seen).to.deep.equal([...seen].sort((a, b) => a - b));

    const content = await body.inputValue();
    const [, url] = /!\[The harbour at dawn\]\((\/[^)]+)\)$/.exec(content) ?? [];
    expect(url, content).to.be.a('string');
    const shown = page.frameLocator('.em-editor iframe.em-preview__frame').locator('main img[alt="The harbour at dawn"]');
    await shown.waitFor();
    // Loaded in full: the preview's frame is an opaque origin, so the check runs in it, not through the page.
    const frame = (await (await page.locator('.em-editor iframe.em-preview__frame').elementHandle())!.contentFrame())!;
    await frame.waitForFunction(() => {
      const img = (globalThis as unknown as Observed).document.querySelector('main img') as { complete: boolean; naturalWidth: number } | null;
      return img !== null && img.complete && img.naturalWidth === 640;
    });
    expect(await shown.getAttribute('src')).to.equal(url);
    await screenshot(page, 'edit-mode-image-uploaded');
    await allSaved(page);
    expect((await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/docs/edit/${draftId}`)).body.doc.content).to.equal(
      `Before the picture.\n\n![The harbour at dawn](${url})`,
    );
    expect(await seriousViolations(page)).to.deep.equal([]);

    // Again, from the project's images: no upload; the words the page gives it are offered.
    await body.press('Control+End');
    await body.press('Enter');
    await page.getByRole('button', { name: 'Insert image…' }).click();
    const again = page.getByRole('dialog', { name: 'Insert image' });
    await again.getByRole('radio', { name: /^640 × 480, PNG, uploaded / }).check();
    expect(await again.getByLabel('Alternative text').inputValue()).to.equal('The harbour at dawn');
    await again.getByLabel('Alternative text').fill('The harbour again');
    await lookAt(page, 'edit-mode-image-library', { frames: false });
    await again.getByRole('button', { name: 'Insert' }).click();
    await allSaved(page);
    expect((await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/docs/edit/${draftId}`)).body.doc.content).to.equal(
      `Before the picture.\n\n![The harbour at dawn](${url})\n![The harbour again](${url})`,
    );
  });

  it('uploads an image dropped on the body', async () => {
    const { page } = fixture;
    await openDraft('dropped');
    const body = page.getByLabel('Body', { exact: true });
    const png = (await noisePng(32, 24)).toString('base64');
    const dataTransfer = await page.evaluateHandle((base64) => {
      const globals = globalThis as unknown as {
        DataTransfer: new () => { items: { add(file: unknown): void } };
        File: new (parts: unknown[], name: string, options: object) => unknown;
        atob(data: string): string;
      };
      const transfer = new globals.DataTransfer();
      const bytes = Uint8Array.from(globals.atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new globals.File([bytes], 'small_dot.png', { type: 'image/png' }));
      return transfer;
    }, png);
    await body.dispatchEvent('drop', { dataTransfer });
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByText('Uploaded small_dot.png (32 × 24).').waitFor();
    expect(await dialog.getByRole('radio', { name: /^32 × 24, PNG, uploaded / }).isChecked()).to.equal(true);
    await dialog.getByLabel('Alternative text').fill('A small dot');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    // The preview shows it once the body holds it (the insert finishes after the dialog closes).
    await page.frameLocator('.em-editor iframe.em-preview__frame').locator('main img[alt="A small dot"]').waitFor();
    expect(await body.inputValue()).to.match(/!\[A small dot\]\(\/[^)]+\)$/);
  });

  it('shows the service’s own message for an upload over the limit and for a file that is no image, and inserts nothing', async () => {
    const { app, page } = fixture;
    await openDraft('refusals');
    const body = page.getByLabel('Body', { exact: true });
    const before = await body.inputValue();
    const imageCount = async () => ((await asUser(app, 'ada', 'GET', `/api/projects/${projectId}/images`)).body.images as unknown[]).length;
    const imagesBefore = await imageCount();

    await page.getByRole('button', { name: 'Insert image…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    const [tooLarge] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Upload a new image…' }).click()]);
    // One byte over the uploads' 100 MB, as a sparse file: tus declares the length first, and the service refuses it before any byte is sent.
    const dir = mkdtempSync(join(tmpdir(), 'edit-mode-huge-'));
    try {
      const huge = join(dir, 'huge.png');
      writeFileSync(huge, '');
      truncateSync(huge, 100 * 1024 * 1024 + 1);
      await tooLarge.setFiles(huge);
      // The words are the tus server's (the protocol library answers the creation request).
      await page.getByRole('alert').getByText('huge.png: the service refused it (413): Maximum size exceeded').waitFor();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const [notImage] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Upload a new image…' }).click()]);
    await notImage.setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.') });
    await page.getByRole('alert').getByText('notes.png: the service refused it (415): Unsupported image type: send PNG, JPEG, GIF, WebP or AVIF').waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);
    await screenshot(page, 'edit-mode-image-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    expect(await body.inputValue()).to.equal(before);
    await page.getByRole('button', { name: 'Dismiss the message about huge.png' }).click();
    expect(await page.getByText(/^huge\.png:/).count()).to.equal(0);
    expect(await imageCount()).to.equal(imagesBefore);
  });
});
