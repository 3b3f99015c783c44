import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { createLivePage } from '../../support/fixtures.js';
import { linksIn, newDraft, publish, publishPath } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

describe('HTTP site navigation: sidebar groups and header items', () => {
  let app: TestApp;
  let projectId: string;
  const api = (rest: string) => `/api/projects/${projectId}${rest}`;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'reader', 'member');
    await createLivePage(app, projectId, 'about');
    await createLivePage(app, projectId, 'team');
    await createLivePage(app, projectId, 'about', { language: 'fr' });
    await newDraft(app, projectId, 'soon');
  });
  after(() => app.stop());

  it('creates, lists, changes, orders and deletes sidebar groups', async () => {
    const create = (body: Record<string, unknown>) => app.request('POST', api('/sidebar-groups'), { as: 'owner', body });
    const a = await create({
      language: 'en',
      title: ' Guides ',
      items: [
        { slug: 'about', label: 'About' },
        { slug: 'soon', label: 'Soon' },
      ],
    });
    expect([a.status, a.body]).to.deep.equal([
      201,
      {
        id: a.body.id,
        language: 'en',
        title: 'Guides',
        position: 0,
        items: [
          { slug: 'about', label: 'About' },
          { slug: 'soon', label: 'Soon' },
        ],
      },
    ]);
    const b = await create({ language: 'en', title: 'More' });
    expect(b.body).to.include({ position: 1 }).and.deep.include({ items: [] });
    const fr = await create({ language: 'fr', title: 'Guides', items: [{ slug: 'about', label: 'À propos' }] });
    expect(fr.body.position).to.equal(0);

    const list = await app.request('GET', api('/sidebar-groups?language=en'), { as: 'reader' });
    expect(list.body.sidebar_groups.map((g: { id: string }) => g.id)).to.deep.equal([a.body.id, b.body.id]);
    expect((await app.request('GET', api('/sidebar-groups'), { as: 'reader' })).body.sidebar_groups).to.have.length(3);

    const changed = await app.request('PATCH', api(`/sidebar-groups/${b.body.id}`), { as: 'owner', body: { items: [{ slug: 'team', label: 'Team' }] } });
    expect(changed.body).to.deep.equal({ ...b.body, items: [{ slug: 'team', label: 'Team' }] });

    const ordered = await app.request('PUT', api('/sidebar-groups/order'), { as: 'owner', body: { language: 'en', ids: [b.body.id, a.body.id] } });
    expect(ordered.status).to.equal(200);
    expect(ordered.body.sidebar_groups.map((g: { id: string; position: number }) => [g.id, g.position])).to.deep.equal([
      [b.body.id, 0],
      [a.body.id, 1],
    ]);
    const mismatch = await app.request('PUT', api('/sidebar-groups/order'), { as: 'owner', body: { language: 'en', ids: [a.body.id, 'ghost'] } });
    expect([mismatch.status, mismatch.body]).to.deep.equal([
      400,
      {
        error: `ids has ids that are not entries of language en: ghost; ids must list every entry of language en; missing: ${b.body.id}`,
      },
    ]);
    expect((await app.request('PUT', api('/sidebar-groups/order'), { as: 'owner', body: { language: 'en', ids: [a.body.id, a.body.id] } })).body).to.deep.equal(
      {
        error: 'ids must be an array of distinct ids',
      },
    );

    expect((await app.request('DELETE', api(`/sidebar-groups/${b.body.id}`), { as: 'owner' })).status).to.equal(204);
    const gone = await app.request('DELETE', api(`/sidebar-groups/${b.body.id}`), { as: 'owner' });
    expect([gone.status, gone.body]).to.deep.equal([404, { error: 'Sidebar group not found' }]);
    expect((await app.request('PATCH', api(`/sidebar-groups/${b.body.id}`), { as: 'owner', body: { title: 'x' } })).status).to.equal(404);
  });

  it('refuses links to pages that do not exist in the language, and bad fields (400)', async () => {
    const group = await app.request('POST', api('/sidebar-groups'), {
      as: 'owner',
      body: {
        language: 'fr',
        title: 'x',
        items: [
          { slug: 'team', label: 'Team' },
          { slug: 'nope', label: 'N' },
        ],
      },
    });
    expect([group.status, group.body]).to.deep.equal([400, { error: 'No page of language fr has the slug team, nope' }]);
    const missing = await app.request('POST', api('/sidebar-groups'), { as: 'owner', body: { items: [{ slug: 'Bad Slug' }] } });
    expect(missing.body.error).to.equal(
      'language is required; title is required; items[0].label is required; items[0].slug must be lowercase letters, digits and "-", with "/" between segments, at most 200 characters',
    );
    const item = (body: Record<string, unknown>) =>
      app.request('POST', api('/header-nav-items'), { as: 'owner', body: { language: 'en', label: 'L', ...body } });
    expect((await item({})).body).to.deep.equal({ error: 'exactly one of slug and url is required' });
    expect((await item({ slug: 'about', url: 'https://example.com' })).body).to.deep.equal({ error: 'exactly one of slug and url is required' });
    expect((await item({ url: 'javascript:alert(1)' })).body).to.deep.equal({ error: 'url must be an http or https URL' });
    expect((await item({ slug: 'nope' })).body).to.deep.equal({ error: 'No page of language en has the slug nope' });
  });

  it('manages header items: create, point elsewhere, order, delete; roles and membership', async () => {
    const item = (body: Record<string, unknown>, as = 'owner') => app.request('POST', api('/header-nav-items'), { as, body: { language: 'en', ...body } });
    const home = await item({ label: 'Home', slug: 'about' });
    expect([home.status, home.body]).to.deep.equal([201, { id: home.body.id, language: 'en', label: 'Home', position: 0, slug: 'about' }]);
    const out = await item({ label: 'Out', url: 'https://example.com/x' });
    expect(out.body).to.deep.equal({ id: out.body.id, language: 'en', label: 'Out', position: 1, url: 'https://example.com/x' });
    const moved = await app.request('PATCH', api(`/header-nav-items/${out.body.id}`), { as: 'owner', body: { slug: 'team' } });
    expect(moved.body).to.deep.equal({ id: out.body.id, language: 'en', label: 'Out', position: 1, slug: 'team' });
    const relabelled = await app.request('PATCH', api(`/header-nav-items/${out.body.id}`), { as: 'owner', body: { label: 'Team' } });
    expect(relabelled.body).to.include({ label: 'Team', slug: 'team' });
    const ordered = await app.request('PUT', api('/header-nav-items/order'), { as: 'owner', body: { language: 'en', ids: [out.body.id, home.body.id] } });
    expect(ordered.body.header_nav_items.map((i: { label: string }) => i.label)).to.deep.equal(['Team', 'Home']);

    expect((await item({ label: 'x', slug: 'about' }, 'reader')).body).to.deep.equal({ error: 'Insufficient permission' });
    expect((await app.request('GET', api('/header-nav-items'), { as: 'reader' })).status).to.equal(200);
    expect((await app.request('GET', api('/header-nav-items'), { as: 'stranger' })).status).to.equal(404);
    const other = await app.createProject('owner');
    const elsewhere = await app.request('DELETE', `/api/projects/${other}/header-nav-items/${home.body.id}`, { as: 'owner' });
    expect([elsewhere.status, elsewhere.body]).to.deep.equal([404, { error: 'Header navigation item not found' }]);
    expect((await app.request('DELETE', api(`/header-nav-items/${home.body.id}`), { as: 'owner' })).status).to.equal(204);
    await app.request('DELETE', api(`/header-nav-items/${out.body.id}`), { as: 'owner' });
  });

  it('drops links to deleted or moved pages from the next deploy and lists them in the dry run', async () => {
    const project = await app.createProject('owner');
    const p = (rest: string) => `/api/projects/${project}${rest}`;
    const doomed = await createLivePage(app, project, 'doomed');
    const moving = await createLivePage(app, project, 'moving');
    await createLivePage(app, project, 'stays');
    const group = await app.request('POST', p('/sidebar-groups'), {
      as: 'owner',
      body: {
        language: 'en',
        title: 'All',
        items: [
          { slug: 'doomed', label: 'D' },
          { slug: 'moving', label: 'M' },
          { slug: 'stays', label: 'S' },
        ],
      },
    });
    const nav = await app.request('POST', p('/header-nav-items'), { as: 'owner', body: { language: 'en', label: 'Doomed', slug: 'doomed' } });
    expect((await app.request('DELETE', p(`/pages/${doomed.id}`), { as: 'owner' })).status).to.equal(204);
    expect((await app.request('PATCH', p(`/pages/${moving.id}`), { as: 'owner', body: { slug: 'moved' } })).status).to.equal(200);

    const preview = await app.request('POST', publishPath(project), { as: 'owner' });
    expect(preview.body.warnings.map((w: Record<string, string>) => [w.type, w.id, w.slug])).to.have.deep.members([
      ['sidebar_group', group.body.id, 'doomed'],
      ['sidebar_group', group.body.id, 'moving'],
      ['header_nav_item', nav.body.id, 'doomed'],
    ]);
    expect(preview.body.warnings[0].message).to.match(/links to \w+ \(en\), which will not exist: the link is left out of the site$/);
    await app.request('POST', publishPath(project, '/confirm'), { as: 'owner', body: { confirmation_token: preview.body.confirmation_token } });
    const page = await fetchSite(app, project, 'en/stays/');
    expect(linksIn(page.text, '<nav class="sidebar"', '</nav>')).to.deep.equal(['../../en/stays/']);
    expect(page.text).to.not.include('<nav class="primary-nav"');
    await publish(app, project);
  });
});
