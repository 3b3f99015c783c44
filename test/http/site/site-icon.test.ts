import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest as upload } from '../media/support.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';
import { editPath } from '../drafts/support.js';

const iconOf = (html: string) => /<link rel="icon" href="([^"]+)"( type="image\/svg\+xml")?>/.exec(html);

/** Issue 43: a published site's icon, made from its theme's accent colour unless a logo is set. */
describe('HTTP site: the icon', () => {
  let app: TestApp;
  let projectId: string;
  const api = (rest: string) => `/api/projects/${projectId}${rest}`;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner', { name: 'Acme' });
    await newDraft(app, projectId, 'about', { title: 'About us' }, 'We make things.');
    await publish(app, projectId);
  });
  after(() => app.stop());

  it('links every page to an SVG icon in the accent colour, served for good under a name holding its hash', async () => {
    const about = await fetchSite(app, projectId, 'en/about/');
    const link = iconOf(about.text)!;
    expect(link[1]).to.match(/^\.\.\/\.\.\/assets\/icon\.[0-9a-f]{12}\.svg$/);
    expect(link[2]).to.equal(' type="image/svg+xml"');
    expect(iconOf((await fetchSite(app, projectId, 'en/')).text)![1]).to.equal(link[1]!.slice('../'.length));
    // The 404 page, served at any path, links it from the site's root.
    expect(iconOf((await fetchSite(app, projectId, 'en/nothing/')).text)![1]).to.equal(link[1]!.slice('../..'.length));

    const icon = await fetchSite(app, projectId, link[1]!.slice('../../'.length));
    expect(icon.status).to.equal(200);
    expect(icon.headers.get('content-type')).to.equal('image/svg+xml');
    expect(icon.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(icon.headers.get('content-security-policy')).to.equal("default-src 'none'; style-src 'unsafe-inline'");
    expect(icon.headers.get('etag')).to.match(/^"[A-Za-z0-9_-]+"$/);
    expect(icon.text).to.include('<rect width="64" height="64" rx="14" fill="#0969da"/>').and.include('fill="#ffffff">A</text>');
    expect((await fetchSite(app, projectId, 'assets/icon.000000000000.svg')).status).to.equal(404);
    // Browsers that ask the old way still get an icon, not a 404.
    const ico = await fetchSite(app, projectId, 'favicon.ico');
    expect([ico.status, ico.headers.get('content-type')]).to.deep.equal([200, 'image/x-icon']);
  });

  it('makes a new icon when the accent colour changes, at the next publish; a logo replaces it', async () => {
    const before = iconOf((await fetchSite(app, projectId, 'en/about/')).text)![1]!;
    expect((await app.request('PATCH', api('/settings/site'), { as: 'owner', body: { accent_color: '#FFD33D' } })).status).to.equal(200);
    expect(iconOf((await fetchSite(app, projectId, 'en/about/')).text)![1]).to.equal(before);
    await publish(app, projectId);
    const after = iconOf((await fetchSite(app, projectId, 'en/about/')).text)![1]!;
    expect(after).to.not.equal(before);
    const icon = await fetchSite(app, projectId, after.slice('../../'.length));
    // The icon the pages before linked is still there for readers who loaded one just before.
    expect((await fetchSite(app, projectId, before.slice('../../'.length))).status).to.equal(200);
    // A light accent gets a black letter.
    expect(icon.text).to.include('fill="#ffd33d"/>').and.include('fill="#000000">A</text>');

    const image = await upload(app, 'POST', api('/images'), {
      as: 'owner',
      body: await anImageFile('png', 9, 64, 64),
      headers: { 'content-type': 'image/png' },
    });
    expect((await app.request('PATCH', api('/settings/site'), { as: 'owner', body: { logo_image_id: image.body.id } })).status).to.equal(200);
    await publish(app, projectId);
    const withLogo = await fetchSite(app, projectId, 'en/about/');
    expect(iconOf(withLogo.text)!.slice(1)).to.deep.equal([image.body.url, undefined]);
  });

  it('links the image chosen as icon instead, refuses an id that is not an image of the project, and keeps the image while it is the icon', async () => {
    const patch = (body: object) => app.request('PATCH', api('/settings/site'), { as: 'owner', body });
    const before = await fetchSite(app, projectId, 'en/about/');
    expectError(await patch({ favicon_image_id: 'abc123', accent_color: '#000000' }), 400, 'favicon_image_id abc123 is not an image of this project');
    expectError(await patch({ favicon_image_id: 'Not An Id' }), 400, 'favicon_image_id must be an image id or null');
    // Refused whole: the accent sent beside it was not written either.
    expect((await app.request('GET', api('/settings'), { as: 'owner' })).body.site).to.include({ accent_color: '#ffd33d', favicon_image_id: null });

    const icon = await upload(app, 'POST', api('/images'), {
      as: 'owner',
      body: await anImageFile('png', 5, 48, 48),
      headers: { 'content-type': 'image/png' },
    });
    const changed = await patch({ favicon_image_id: icon.body.id });
    expect(changed.status).to.equal(200);
    expect(changed.body.site.favicon_image_id).to.equal(icon.body.id);
    expect((await app.request('GET', api('/publish/status'), { as: 'owner' })).body.settings_changed).to.equal(true);
    expect((await fetchSite(app, projectId, 'en/about/')).text).to.equal(before.text);
    await publish(app, projectId);
    const after = await fetchSite(app, projectId, 'en/about/');
    expect(iconOf(after.text)!.slice(1)).to.deep.equal([icon.body.url, undefined]);

    const refused = await app.request('DELETE', api(`/images/${icon.body.id}`), { as: 'owner' });
    expectError(refused, 409, "The image is the site's icon: choose another icon (or none) in the site settings first");
    expect((await patch({ favicon_image_id: null, logo_image_id: null })).status).to.equal(200);
    expect((await app.request('DELETE', api(`/images/${icon.body.id}`), { as: 'owner' })).status).to.equal(204);
    await publish(app, projectId);
    expect(iconOf((await fetchSite(app, projectId, 'en/about/')).text)![2]).to.equal(' type="image/svg+xml"');
  });

  it('links the icon of the accent colour from the preview, served by the name the preview gives it; refuses names it never gives', async () => {
    const preview = await app.request('POST', editPath(projectId, '/preview'), {
      as: 'owner',
      body: { language: 'en', doc_template_id: 'page', metadata: { title: 'x' }, content: 'x' },
    });
    const href = iconOf(preview.body.html as string)![1]!;
    // The accent is #ffd33d since the test above; the name's first letter is A (code point 41).
    expect(href).to.equal('/edit/site-theme/icons/ffd33d.41.svg');
    const icon = await fetch(`${app.url}${href}`);
    expect([icon.status, icon.headers.get('content-type'), icon.headers.get('cache-control')]).to.deep.equal([
      200,
      'image/svg+xml',
      'public, max-age=31536000, immutable',
    ]);
    expect(await icon.text())
      .to.include('fill="#ffd33d"/>')
      .and.include('fill="#000000">A</text>');
    expect((await fetch(`${app.url}${href}`, { headers: { 'if-none-match': icon.headers.get('etag')! } })).status).to.equal(304);
    for (const name of ['ffd33d.3c.svg', 'ffd33d.61.svg', 'FFD33D.41.svg', 'ffd33d.110000.svg', 'default.none.css', 'default.none.svg']) {
      const answer = await fetch(`${app.url}/edit/site-theme/icons/${name}`);
      expect(answer.status, name).to.equal(name === 'default.none.svg' ? 200 : 404);
    }
  });
});
