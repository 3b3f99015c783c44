import { expect } from 'chai';
import { STARTER_KITS } from '../../../domain/templates/starter-kit.js';
import { expectError } from '../../support/expect.js';
import { TestApp } from '../../support/test-app.js';
import { editPath } from '../drafts/support.js';
import { publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

const RECIPE = {
  id: 'recipe',
  name: 'Recipe',
  fields: [
    { key: 'prep_time', label: 'Prep time', type: 'text' },
    { key: 'serves', label: 'Serves', type: 'text' },
    { key: 'ingredients', label: 'Ingredients', type: 'tags' },
    { key: 'source', label: 'Source', type: 'url' },
    { key: 'photo', label: 'Photo', type: 'image' },
    { key: 'cooked_on', label: 'Cooked on', type: 'date' },
    { key: 'cost', label: 'Cost to make', type: 'text', show_on_page: false },
  ],
};

/** Issue 43, "a first site worth showing": a new project's site has a home page with content, and a custom template's fields show. */
describe('HTTP site: a first site worth showing', function () {
  this.timeout(60_000);
  let app: TestApp;
  const site = async (projectId: string, path = '') => (await fetchSite(app, projectId, path)).text;
  const origin = () => `http://%s.localhost:${new URL(app.config.publicBaseUrl).port}/`;

  before(async () => {
    app = await TestApp.start();
  });
  after(() => app.stop());

  for (const kit of STARTER_KITS) {
    it(`publishes a ${kit.id} project whose root and language index show its Home page with starter text, at one canonical address`, async () => {
      const projectId = await app.createProject('owner', { name: `First ${kit.id}`, template: kit.id });
      await publish(app, projectId);
      const home = kit.pages.find((page) => page.slug === 'home')!;
      const canonical = `<link rel="canonical" href="${origin().replace('%s', projectId)}en/">`;
      for (const html of [await site(projectId, ''), await site(projectId, 'en/')]) {
        expect(html).to.include(`<title>${home.title} · First ${kit.id}</title>`);
        // Starter text, not the automatic index's list of pages.
        expect(html)
          .to.match(/<h2[^>]*>.+<\/h2>/)
          .and.match(/<p>[^<]{40,}/);
        expect(html).to.not.include('class="page-list"');
        expect(html).to.include(canonical);
      }
      // The page keeps its own address, which names the index as its canonical one; the sitemap lists the index only.
      expect(await site(projectId, 'en/home/')).to.include(canonical);
      const sitemap = await site(projectId, 'sitemap.xml');
      expect(sitemap).to.include(`/en/</loc>`).and.not.include('/en/home/</loc>');
      // Every other page of the kit has content too.
      for (const page of kit.pages.filter((p) => p.slug !== 'home')) {
        expect(await site(projectId, `en/${page.slug}/`), page.slug).to.match(/<p>[^<]{40,}/);
      }
    });
  }

  it('keeps the automatic index of a language without a home page, and lets the home_pages setting win', async () => {
    const projectId = await app.createProject('owner', { name: 'Setting wins', template: 'blog' });
    await publish(app, projectId);
    const set = await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: 'owner', body: { home_pages: { en: 'about' } } });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    await publish(app, projectId);
    expect(await site(projectId, 'en/')).to.include('<title>About · Setting wins</title>');
    const bare = await app.createProject('owner', { name: 'Bare' });
    const saved = await app.request('POST', editPath(bare, '/save'), {
      as: 'owner',
      body: { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug: 'notes', title: 'Notes' }, content: 'Some notes.' },
    });
    expect(saved.status).to.be.oneOf([200, 201]);
    await publish(app, bare);
    expect(await site(bare, 'en/'))
      .to.include('<h1>Bare</h1>')
      .and.include('class="page-list"');
  });

  it('shows every field of a custom Recipe template in a Details section, by type, and not a hidden one', async () => {
    const projectId = await app.createProject('owner', { name: 'Kitchen' });
    const created = await app.request('POST', `/api/projects/${projectId}/templates`, { as: 'owner', body: RECIPE });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const cost = created.body.fields.find((f: { key: string }) => f.key === 'cost');
    const serves = created.body.fields.find((f: { key: string }) => f.key === 'serves');
    expect([cost.show_on_page, serves.show_on_page]).to.deep.equal([false, undefined]);
    expectError(
      await app.request('PUT', `/api/projects/${projectId}/templates/recipe`, {
        as: 'owner',
        body: { ...RECIPE, fields: [{ key: 'title', label: 'Title', type: 'text', required: true, show_on_page: false }] },
      }),
      400,
      'fields[0].show_on_page: title is always shown',
    );
    expect(
      (
        await app.request('POST', `/api/projects/${projectId}/templates`, {
          as: 'owner',
          body: { ...RECIPE, id: 'r2', fields: [{ key: 'x', label: 'X', type: 'text', show_on_page: 'no' }] },
        })
      ).status,
    ).to.equal(400);
    const saved = await app.request('POST', editPath(projectId, '/save'), {
      as: 'owner',
      body: {
        draftId: 'new',
        doc_template_id: 'recipe',
        language: 'en',
        metadata: {
          slug: 'lemon-tart',
          title: 'Lemon tart',
          prep_time: '40 minutes',
          serves: '6',
          ingredients: ['3 lemons', '200 g sugar & butter'],
          source: 'https://cooking.example/tart?a=1&b=2',
          photo: 'https://images.example/tart.jpg',
          cooked_on: '2026-05-01',
          cost: 'about 12 euros',
        },
        content: 'Bake until just set.',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
    await publish(app, projectId);
    const html = await site(projectId, 'en/lemon-tart/');
    expect(html).to.include('<section class="page-details" aria-label="Details"><h2>Details</h2><dl>');
    expect(html).to.include('<div><dt>Prep time</dt><dd>40 minutes</dd></div><div><dt>Serves</dt><dd>6</dd></div>');
    expect(html).to.include('<dd><ul><li>3 lemons</li><li>200 g sugar &amp; butter</li></ul></dd>');
    expect(html).to.include('<dd><a href="https://cooking.example/tart?a=1&amp;b=2">https://cooking.example/tart?a=1&amp;b=2</a></dd>');
    expect(html).to.include('<img class="detail-image" src="https://images.example/tart.jpg" alt="Lemon tart" decoding="async">');
    expect(html).to.include('<dd><time datetime="2026-05-01">May 1, 2026</time></dd>');
    expect(html).to.not.include('Cost to make').and.not.include('about 12 euros');

    // Hiding a shown field through the API takes it off the page at the next deploy.
    const hidden = RECIPE.fields.map((f) => (f.key === 'serves' ? { ...f, show_on_page: false } : f));
    const replaced = await app.request('PUT', `/api/projects/${projectId}/templates/recipe`, { as: 'owner', body: { ...RECIPE, fields: hidden } });
    expect(replaced.status, JSON.stringify(replaced.body)).to.equal(200);
    await publish(app, projectId);
    const after = await site(projectId, 'en/lemon-tart/');
    expect(after).to.include('<dt>Prep time</dt>');
    expect(after).to.not.include('<dt>Serves</dt>');
  });
});
