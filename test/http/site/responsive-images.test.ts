import { describedFetch } from '../../support/api-description.js';
import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest } from '../media/support.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

/** Issue 13, item 6: a deploy gives the images live pages show responsive WebP variants. */
describe('HTTP deployed site: responsive images', () => {
  let app: TestApp;
  let projectId: string;
  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
  });
  after(() => app.stop());

  it('renders a srcset of WebP variants, made once, served as images', async () => {
    const upload = await rawRequest(app, 'POST', `/api/projects/${projectId}/images`, {
      as: 'owner',
      body: await anImageFile('png', 7, 1600, 900),
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).to.equal(201);
    const image = upload.body as { id: string; url: string };
    await newDraft(app, projectId, 'gallery', {}, `# Gallery\n\n![Our shop](${image.url})`);
    await publish(app, projectId);

    const page = await fetchSite(app, projectId, 'en/gallery/');
    const srcset = /srcset="([^"]+)"/.exec(page.text)?.[1];
    expect(srcset).to.equal([320, 640, 1280].map((w) => `/media/${projectId}/${image.id}-w${w}.webp ${w}w`).join(', '));
    const variant = await describedFetch(`${app.url}/media/${projectId}/${image.id}-w640.webp`);
    expect(variant.status).to.equal(200);
    expect(variant.headers.get('content-type')).to.equal('image/webp');
    expect(
      Buffer.from(await variant.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).to.equal('WEBP');

    // A second deploy finds the variants stored and gives the same srcset.
    await newDraft(app, projectId, 'other');
    await publish(app, projectId);
    expect((await fetchSite(app, projectId, 'en/gallery/')).text).to.include(`srcset="${srcset}"`);
  });
});
