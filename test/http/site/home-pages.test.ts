import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

/** Issue 30, item 4: a site setting names each language's home page; the automatic index stays the fallback. */
describe('HTTP site: the home page of each language', () => {
  let app: TestApp;
  let projectId: string;
  const settings = (body: Record<string, unknown>, as: string = TEAM.admin) => app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as, body });
  const site = async (path = '') => (await fetchSite(app, projectId, path)).text;
  const visibility = (pageId: string, value: string) =>
    app.request('PATCH', `/api/projects/${projectId}/pages/${pageId}/visibility`, { as: TEAM.admin, body: { visibility: value } });

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app, 'Northwind');
    await newDraft(app, projectId, 'welcome', { title: 'Welcome to Northwind' }, 'We make **gear**.', 'en', TEAM.admin);
    await newDraft(app, projectId, 'about', { title: 'About us' }, 'A workshop.', 'en', TEAM.admin);
    await newDraft(app, projectId, 'accueil', { title: 'Bienvenue' }, 'Nous cousons.', 'fr', TEAM.admin);
  });
  after(() => app.stop());

  it('takes a page or draft of the language, and refuses a slug that language has not, or a key that is no language', async () => {
    expectError(await settings({ home_pages: { en: 'nowhere' } }), 400, 'home_pages.en: no page or draft of language en has the slug nowhere');
    expectError(await settings({ home_pages: { de: 'welcome' } }), 400, 'home_pages.de: no page or draft of language de has the slug welcome');
    expectError(await settings({ home_pages: { 'english!': 'welcome' } }), 400, 'home_pages has keys that are not language tags: english!');
    expect((await settings({ home_pages: { en: 'Not A Slug' } })).status).to.equal(400);
    expectError(await settings({ home_pages: { en: 'welcome' } }, TEAM.member), 403, 'Insufficient permission');
    // A draft not yet published may be named: the index shows it once it is live.
    const set = await settings({ home_pages: { EN: 'welcome', fr: 'accueil' } });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    expect(set.body.site.home_pages).to.deep.equal({ en: 'welcome', fr: 'accueil' });
    const project = await app.request('GET', `/api/projects/${projectId}`, { as: TEAM.member });
    expect(project.body.settings.site.home_pages).to.deep.equal({ en: 'welcome', fr: 'accueil' });
  });

  it('shows the home page at its language’s index and the site’s root, with the header, and lists it under no "Other pages"', async () => {
    await publish(app, projectId, {}, TEAM.admin);
    for (const html of [await site('en/'), await site('')]) {
      expect(html).to.include('<title>Welcome to Northwind · Northwind</title>');
      expect(html).to.include('<h1>Welcome to Northwind</h1><p>We make <strong>gear</strong>.</p>');
      expect(html).to.not.include('Other pages').and.not.include('class="page-list"');
      expect(html).to.include('<header class="site-header">');
    }
    expect(await site('en/')).to.include(`<link rel="canonical" href="http://${projectId}.localhost:${new URL(app.config.publicBaseUrl).port}/en/">`);
    expect(await site('fr/')).to.include('<h1>Bienvenue</h1>');
    // The page keeps its own address too.
    expect(await site('en/welcome/')).to.include('<h1>Welcome to Northwind</h1>');
  });

  it('falls back to the automatic index while the home page is unlisted or deleted, and when the setting is removed', async () => {
    const pages = await app.request('GET', `/api/projects/${projectId}/pages?visibility=public&language=fr`, { as: TEAM.admin });
    const accueil = pages.body.pages.find((p: { slug: string }) => p.slug === 'accueil');
    expect((await visibility(accueil.id, 'unlisted')).status).to.equal(200);
    await publish(app, projectId, {}, TEAM.admin);
    expect(await site('fr/'))
      .to.include('<h1>Northwind</h1>')
      .and.not.include('Bienvenue');

    const welcome = (await app.request('GET', `/api/projects/${projectId}/pages?visibility=public&language=en`, { as: TEAM.admin })).body.pages.find(
      (p: { slug: string }) => p.slug === 'welcome',
    );
    expect((await app.request('DELETE', `/api/projects/${projectId}/pages/${welcome.id}`, { as: TEAM.admin })).status).to.equal(204);
    await publish(app, projectId, {}, TEAM.admin);
    const index = await site('en/');
    expect(index).to.include('<h1>Northwind</h1>').and.include('About us').and.not.include('Welcome to Northwind');
    // The setting stays as it was (a page at that slug would be the home page again); null removes it.
    const removed = await settings({ home_pages: { en: null } });
    expect(removed.body.site.home_pages).to.deep.equal({ fr: 'accueil' });
  });

  it('tells that the settings changed since the deploy, until a publish without drafts deploys them', async () => {
    const status = async () => (await app.request('GET', `/api/projects/${projectId}/publish/status`, { as: TEAM.member })).body;
    expect((await status()).settings_changed).to.equal(true);
    await newDraft(app, projectId, 'start', { title: 'Start here' }, 'Hello.', 'en', TEAM.admin);
    await publish(app, projectId, {}, TEAM.admin);
    expect((await settings({ home_pages: { en: 'start' } })).status).to.equal(200);
    expect((await status()).settings_changed).to.equal(true);
    const { preview, confirmed } = await publish(app, projectId, {}, TEAM.admin);
    expect([preview.settings_changed, preview.manifest.settings_only, confirmed.promoted]).to.deep.equal([true, true, 0]);
    expect(await status()).to.deep.include({ settings_changed: false });
    expect((await status()).last_publish).to.deep.include({ publish_id: confirmed.publish_id, settings_only: true });
    expect(await site('en/')).to.include('<h1>Start here</h1>');
  });
});
