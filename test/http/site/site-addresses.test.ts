import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest as mediaRequest } from '../media/support.js';
import { newDraft, publish } from '../publishing/support.js';
import { verifiedDomain } from './domain-support.js';
import { rawRequest } from './raw-http.js';

const PUBLIC_BASE_URL = 'https://content.example.com';
const SITES_DOMAIN = 'sites.example.com';
const DOMAIN = 'docs.acme.test';
const HOSTILE = 'evil.test"><script>alert(1)</script>';

/** Every URL a sitemap names: its `<loc>`s and its alternates' `href`s. */
const sitemapUrls = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>|href="([^"]*)"/g)].map((m) => m[1] ?? m[2]!);

/**
 * The addresses a deployed site writes (its sitemap) come from PUBLIC_BASE_URL and SITES_DOMAIN
 * or the verified domain, never from Host or X-Forwarded-Host, even behind a trusted proxy; its
 * images are served on its own domain too.
 */
describe('HTTP site: the addresses it names and the files it serves on its own domain', () => {
  let app: TestApp;
  let projectId: string;
  let otherProject: string;
  let image: { id: string; url: string };
  let imageBytes: Buffer;
  let otherImage: { url: string };

  before(async () => {
    app = await TestApp.start({ env: { PUBLIC_BASE_URL, SITES_DOMAIN, TRUST_PROXY: '1' } });
    projectId = await app.createProject('owner');
    imageBytes = await anImageFile('png', 11, 800, 400);
    image = (await mediaRequest(app, 'POST', `/api/projects/${projectId}/images`, { as: 'owner', body: imageBytes })).body;
    await newDraft(app, projectId, 'about', {}, `# About\n\n![Our shop](${image.url})`);
    await newDraft(app, projectId, 'about', {}, '# À propos', 'fr');
    await publish(app, projectId);
    await verifiedDomain(app, projectId, DOMAIN);
    otherProject = await app.createProject('owner');
    otherImage = (await mediaRequest(app, 'POST', `/api/projects/${otherProject}/images`, { as: 'owner', body: await anImageFile('png', 12) })).body;
  });
  after(() => app.stop());

  it('writes the sitemap at the site’s own address (PUBLIC_BASE_URL’s scheme, SITES_DOMAIN), however the request spells it', async () => {
    const host = `${projectId}.${SITES_DOMAIN}`;
    const base = `https://${host}/`;
    const spellings: Array<Record<string, string>> = [
      { host },
      { host: `${host.toUpperCase()}.:8080` },
      { host, 'x-forwarded-proto': 'javascript' },
      { host: HOSTILE, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' },
    ];
    for (const headers of spellings) {
      const sitemap = await rawRequest(app.url, '/sitemap.xml', headers);
      const label = JSON.stringify(headers);
      expect(sitemap.status, label).to.equal(200);
      expect(sitemap.body, label).to.not.contain('evil').and.not.contain('<script');
      expect(sitemapUrls(sitemap.body).sort(), label).to.deep.equal(
        [`${base}en/about/`, `${base}en/about/`, `${base}fr/about/`, `${base}fr/about/`, `${base}en/about/`, `${base}fr/about/`].sort(),
      );
    }
    // The old address on the service leads there, whatever Host, X-Forwarded-Host or X-Forwarded-Proto say.
    const hostile: Array<Record<string, string>> = [{}, { host: HOSTILE }, { 'x-forwarded-host': HOSTILE, 'x-forwarded-proto': 'javascript' }];
    for (const headers of hostile) {
      const moved = await rawRequest(app.url, `/sites/${projectId}/sitemap.xml`, headers);
      expect([moved.status, moved.headers.location], JSON.stringify(headers)).to.deep.equal([308, `${base}sitemap.xml`]);
    }
  });

  it('writes the sitemap on the own domain at that domain, by the scheme the trusted proxy names (http or https only)', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ host: DOMAIN }, `http://${DOMAIN}/`],
      [{ host: DOMAIN, 'x-forwarded-proto': 'https' }, `https://${DOMAIN}/`],
      [{ host: DOMAIN, 'x-forwarded-proto': '"><script>alert(1)</script>' }, `http://${DOMAIN}/`],
      [{ host: HOSTILE, 'x-forwarded-host': DOMAIN, 'x-forwarded-proto': 'https' }, `https://${DOMAIN}/`],
    ];
    for (const [headers, base] of cases) {
      const sitemap = await rawRequest(app.url, '/sitemap.xml', headers);
      const label = JSON.stringify(headers);
      expect(sitemap.status, label).to.equal(200);
      expect(sitemap.body, label).to.not.contain('<script').and.not.contain('evil');
      expect(new Set(sitemapUrls(sitemap.body)), label).to.deep.equal(new Set([`${base}en/about/`, `${base}fr/about/`]));
    }
  });

  it("serves the project's images and their variants on its own domain, as its pages link them", async () => {
    const page = await rawRequest(app.url, '/en/about/', { host: DOMAIN });
    expect(page.status).to.equal(200);
    const linked = [...page.body.matchAll(/(?:src|srcset)="([^"]*)"/g)].flatMap((m) => m[1]!.split(', ').map((candidate) => candidate.split(' ')[0]!));
    expect(linked).to.include(image.url);
    expect(linked.filter((url) => url.endsWith('.webp'))).to.not.deep.equal([]);
    for (const url of linked) {
      const served = await rawRequest(app.url, url, { host: DOMAIN });
      expect([served.status, served.headers['cache-control']], url).to.deep.equal([200, 'public, max-age=31536000, immutable']);
    }
    const original = await rawRequest(app.url, image.url, { host: DOMAIN });
    expect(original.headers['content-type']).to.equal('image/png');
    expect(original.bytes.equals(imageBytes)).to.equal(true);
    const head = await rawRequest(app.url, image.url, { host: DOMAIN }, 'HEAD');
    expect([head.status, head.body]).to.deep.equal([200, '']);
  });

  it("answers 404 on the own domain for another project's images and for images that do not exist", async () => {
    for (const url of [otherImage.url, `/media/${projectId}/${'0'.repeat(26)}.png`, `/media/${projectId}/${image.id}.jpg`, `/media/${projectId}/`]) {
      expect((await rawRequest(app.url, url, { host: DOMAIN })).status, url).to.equal(404);
    }
    // On the service's own address every project's images are served, as before.
    expect((await rawRequest(app.url, otherImage.url)).status).to.equal(200);
    expect((await rawRequest(app.url, otherImage.url, { host: DOMAIN, 'x-forwarded-host': 'content.example.com' })).status).to.equal(200);
  });
});
