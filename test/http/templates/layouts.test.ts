import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath } from '../drafts/support.js';
import { fetchSite } from '../site/fetch-site.js';
import { publish } from '../publishing/support.js';

/** Issue 30, item 2: a project template extends a built-in layout; its fields of the layout's key and type render as the layout's. */
describe('HTTP templates: the layout a project template extends', () => {
  let app: TestApp;
  let projectId: string;
  const templates = (rest = '') => `/api/projects/${projectId}/templates${rest}`;
  const event = {
    id: 'event',
    name: 'Event',
    extends: 'landing',
    fields: [
      { key: 'headline', label: 'Headline', type: 'text' },
      { key: 'cta_label', label: 'Ticket button', type: 'text' },
      { key: 'cta_url', label: 'Tickets', type: 'url' },
      // The landing page's hero image is an image field: a text field of that key is not shown as one.
      { key: 'hero_image', label: 'Poster credit', type: 'text' },
      { key: 'venue', label: 'Venue', type: 'text', help: 'Only for the organisers: the site does not show it.', show_on_page: false },
    ],
  };

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app, 'Hall');
  });
  after(() => app.stop());

  it('keeps the layout it extends (page when none is named), refuses another, and changes it with a replace', async () => {
    const created = await app.request('POST', templates(), { as: TEAM.manager, body: event });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body.extends).to.equal('landing');
    expect((await app.request('GET', templates('/event'), { as: TEAM.member })).body.extends).to.equal('landing');
    const plain = await app.request('POST', templates(), { as: TEAM.manager, body: { id: 'note', name: 'Note', fields: [] } });
    expect(plain.body.extends).to.equal('page');
    expectError(
      await app.request('POST', templates(), { as: TEAM.manager, body: { id: 'bad', name: 'Bad', fields: [], extends: 'custom-html' } }),
      400,
      'extends must be one of page, article, faq, landing',
    );
    const replaced = await app.request('PUT', templates('/note'), { as: TEAM.manager, body: { name: 'Note', fields: [], extends: 'article' } });
    expect([replaced.status, replaced.body.extends]).to.deep.equal([200, 'article']);
    const listed = await app.request('GET', templates(), { as: TEAM.member });
    expect(
      listed.body.templates.filter((t: { extends?: string }) => t.extends !== undefined).map((t: { id: string; extends: string }) => [t.id, t.extends]),
    ).to.deep.equal([
      ['event', 'landing'],
      ['note', 'article'],
    ]);
  });

  it('renders a page of the template as the layout, deployed and in the preview, the fields that match in place, the others under Details', async () => {
    const metadata = {
      title: 'Concert',
      headline: 'Live at the Hall',
      cta_label: 'Tickets',
      cta_url: 'https://tickets.test/',
      hero_image: 'Photo: Ada',
      venue: 'Hall 1',
    };
    const body = { doc_template_id: 'event', language: 'en', metadata, content: 'Doors at eight.' };
    const saved = await app.request('POST', editPath(projectId, '/save'), {
      as: TEAM.manager,
      body: { ...body, draftId: 'new', metadata: { ...metadata, slug: 'concert' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
    await publish(app, projectId, {}, TEAM.manager);
    const page = (await fetchSite(app, projectId, `en/concert/`)).text;
    const preview = (await app.request('POST', editPath(projectId, '/preview'), { as: TEAM.manager, body: { ...body, slug: 'concert' } })).body.html as string;
    for (const html of [page, preview]) {
      expect(html).to.include(
        '<article><header class="hero hero-centered"><div class="hero-text"><h1>Live at the Hall</h1>' +
          '<p class="hero-action"><a class="button" href="https://tickets.test/">Tickets</a></p></div></header><p>Doors at eight.</p>\n' +
          '<section class="page-details" aria-label="Details"><h2>Details</h2><dl><div><dt>Poster credit</dt><dd>Photo: Ada</dd></div></dl></section></article>',
      );
      // Issue 43: a field hidden from the page (show_on_page: false) is nowhere on it.
      expect(html).to.not.include('Hall 1');
    }
  });

  it('renders the new layout from the next deploy after the template changes it (a setting change)', async () => {
    const status = async () => (await app.request('GET', `/api/projects/${projectId}/publish/status`, { as: TEAM.member })).body.settings_changed;
    expect(await status()).to.equal(false);
    const replaced = await app.request('PUT', templates('/event'), { as: TEAM.manager, body: { ...event, extends: 'page' } });
    expect(replaced.status).to.equal(200);
    expect(await status()).to.equal(true);
    const { preview } = await publish(app, projectId, {}, TEAM.manager);
    expect(preview.manifest.settings_only).to.equal(true);
    expect(await status()).to.equal(false);
    // Now a plain page: its title is its heading, and the landing's fields are details to the page layout.
    expect((await fetchSite(app, projectId, `en/concert/`)).text).to.include(
      '<article><h1>Concert</h1><p>Doors at eight.</p>\n<section class="page-details" aria-label="Details"><h2>Details</h2><dl>' +
        '<div><dt>Headline</dt><dd>Live at the Hall</dd></div>',
    );
  });
});
