import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { setUpTeam } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from '../drafts/support.js';

describe('HTTP pages (live documents)', () => {
  let app: TestApp;
  let projectId: string;
  const pages = (rest = '') => `/api/projects/${projectId}/pages${rest}`;
  const create = (body: Record<string, unknown>, as = 'owner') =>
    app.request('POST', pages(), { as, body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About', ...body } });

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
  });
  after(() => app.stop());

  it('creates a live page (201) with the document shape, public by default', async () => {
    const response = await create({ slug: 'about', metadata: { title: 'About', description: null } }, 'editor');
    expect(response.status).to.equal(201);
    const now = app.clock.now().toISOString();
    expect(response.body).to.deep.equal({
      id: response.body.id,
      project_id: projectId,
      slug: 'about',
      language: 'en',
      visibility: 'public',
      metadata: { title: 'About' },
      content: '# About',
      doc_template_id: 'page',
      revision: 1,
      translation_of: null,
      created_at: now,
      updated_at: now,
    });
    const read = await app.request('GET', pages(`/${response.body.id}`), { as: 'reader' });
    expect([read.status, read.body]).to.deep.equal([200, response.body]);
    const unlisted = await create({ slug: 'hidden', visibility: 'unlisted', language: 'pt-br' });
    expect(unlisted.body).to.include({ visibility: 'unlisted', language: 'pt-BR' });
  });

  it('keeps one live page per slug and language (409)', async () => {
    await create({ slug: 'once' });
    const again = await create({ slug: 'once' });
    expectError(again, 409, 'A page already exists for this slug and language');
    expect((await create({ slug: 'once', language: 'fr' })).status).to.equal(201);
  });

  it('validates slugs, fields, template and metadata (400)', async () => {
    for (const slug of ['About', 'a b', '/lead', 'trail/', 'a//b', 'under_score', 'x'.repeat(201), 'ça']) {
      const response = await create({ slug });
      expect([response.status, response.body], slug).to.deep.equal([
        400,
        {
          error: 'slug must be lowercase letters, digits and "-", with "/" between segments, at most 200 characters',
        },
      ]);
    }
    expect((await create({ slug: `${'x'.repeat(100)}/${'y'.repeat(99)}` })).status).to.equal(201);
    const missing = await app.request('POST', pages(), { as: 'owner', body: {} });
    expect(missing.body).to.deep.equal({ error: 'slug is required; language is required; doc_template_id is required; content is required' });
    const template = await create({ slug: 'tpl', doc_template_id: 'nope' });
    expectError(template, 400, 'doc_template_id nope is not a template of this project');
    const metadata = await create({ slug: 'meta', doc_template_id: 'article', metadata: { tags: 'one', mood: 'happy' } });
    expect([metadata.status, metadata.body]).to.deep.equal([
      400,
      {
        error: 'metadata has keys that template article does not define: mood; metadata.tags must be an array of strings',
      },
    ]);
    const visibility = await create({ slug: 'vis', visibility: 'draft' });
    expectError(visibility, 400, 'visibility must be public or unlisted');
  });

  it('updates a live page: metadata merged, content replaced, slug moved, revision checked', async () => {
    const page = (await create({ slug: 'editable', metadata: { title: 'T', description: 'D' } })).body;
    const updated = await app.request('PATCH', pages(`/${page.id}`), {
      as: 'editor',
      body: { metadata: { description: null, show_in_navigation: true }, content: 'new', slug: 'moved', revision: 1 },
    });
    expect(updated.status).to.equal(200);
    expect(updated.body).to.deep.include({ slug: 'moved', metadata: { title: 'T', show_in_navigation: true }, content: 'new', revision: 2 });
    const stale = await app.request('PATCH', pages(`/${page.id}`), { as: 'editor', body: { content: 'lost', revision: 1 } });
    expect([stale.status, stale.body]).to.deep.equal([409, { error: 'The document has changed: its current revision is 2', current_revision: 2 }]);
    await create({ slug: 'occupied' });
    const taken = await app.request('PATCH', pages(`/${page.id}`), { as: 'editor', body: { slug: 'occupied' } });
    expectError(taken, 409, 'A page already exists for this slug and language');
    const badMeta = await app.request('PATCH', pages(`/${page.id}`), { as: 'editor', body: { metadata: { nope: 1 } } });
    expect(badMeta.status).to.equal(400);
    const unchanged = await app.request('PATCH', pages(`/${page.id}`), { as: 'editor', body: {} });
    expect(unchanged.body.revision).to.equal(2);
    expect((await app.request('PATCH', pages(`/${page.id}`), { as: 'reader', body: { content: 'x' } })).status).to.equal(403);
    expect((await app.request('PATCH', pages('/missing'), { as: 'editor', body: { content: 'x' } })).body).to.deep.equal({ error: 'Page not found' });
  });

  it('changes visibility of a live page only', async () => {
    const page = (await create({ slug: 'shown' })).body;
    const hidden = await app.request('PATCH', pages(`/${page.id}/visibility`), { as: 'editor', body: { visibility: 'unlisted' } });
    expect([hidden.status, hidden.body.visibility, hidden.body.revision]).to.deep.equal([200, 'unlisted', 2]);
    const bad = await app.request('PATCH', pages(`/${page.id}/visibility`), { as: 'editor', body: { visibility: 'draft' } });
    expectError(bad, 400, 'visibility must be public or unlisted');
    const draftId = await openDraft(app, projectId, 'shown');
    const onDraft = await app.request('PATCH', pages(`/${draftId}/visibility`), { as: 'editor', body: { visibility: 'public' } });
    expectError(onDraft, 400, 'A draft changes through Edit Mode: POST /docs/edit/save');
    const patchDraft = await app.request('PATCH', pages(`/${draftId}`), { as: 'editor', body: { content: 'x' } });
    expect(patchDraft.status).to.equal(400);
    expect((await app.request('PATCH', pages(`/${page.id}/visibility`), { as: 'reader', body: { visibility: 'public' } })).status).to.equal(403);
  });

  it('deletes a live page (204) or a draft with its versions', async () => {
    const page = (await create({ slug: 'doomed' })).body;
    const draftId = await openDraft(app, projectId, 'doomed');
    await saveDraft(app, projectId, draftId);
    expect((await app.request('DELETE', pages(`/${page.id}`), { as: 'reader' })).status).to.equal(403);
    const deleted = await app.request('DELETE', pages(`/${page.id}`), { as: 'editor' });
    expect([deleted.status, deleted.body]).to.deep.equal([204, undefined]);
    expect((await app.request('GET', pages(`/${page.id}`), { as: 'editor' })).status).to.equal(404);
    expect((await app.request('GET', editPath(projectId, `/${draftId}`), { as: 'editor' })).status).to.equal(200);
    expect((await app.request('DELETE', pages(`/${draftId}`), { as: 'editor' })).status).to.equal(204);
    expect((await app.request('GET', editPath(projectId, `/${draftId}/versions`), { as: 'editor' })).status).to.equal(404);
    expect((await app.request('DELETE', pages(`/${draftId}`), { as: 'editor' })).status).to.equal(404);
  });

  it('hides pages from non-members and from other projects (404)', async () => {
    const page = (await create({ slug: 'private' })).body;
    const other = await app.createProject('owner');
    expect((await app.request('GET', `/api/projects/${other}/pages/${page.id}`, { as: 'owner' })).body).to.deep.equal({ error: 'Page not found' });
    expect((await app.request('PATCH', `/api/projects/${other}/pages/${page.id}`, { as: 'owner', body: { content: 'x' } })).status).to.equal(404);
    expect((await app.request('DELETE', `/api/projects/${other}/pages/${page.id}`, { as: 'owner' })).status).to.equal(404);
    expect((await app.request('GET', pages(`/${page.id}`), { as: 'stranger' })).body).to.deep.equal({ error: 'Project not found' });
    expect((await app.request('GET', pages(), { as: 'stranger' })).status).to.equal(404);
    expect((await create({ slug: 'x' }, 'reader')).status).to.equal(403);
  });

  it('refuses page writes after the trial (403 Trial expired), keeps reads', async () => {
    const expiring = await app.createProject('owner');
    const page = await app.request('POST', `/api/projects/${expiring}/pages`, {
      as: 'owner',
      body: { slug: 'a', language: 'en', doc_template_id: 'page', content: '' },
    });
    app.clock.advance(15 * 86_400_000);
    try {
      const base = `/api/projects/${expiring}/pages`;
      const writes = await Promise.all([
        app.request('POST', base, { as: 'owner', body: { slug: 'b', language: 'en', doc_template_id: 'page', content: '' } }),
        app.request('PATCH', `${base}/${page.body.id}`, { as: 'owner', body: { content: 'x' } }),
        app.request('PATCH', `${base}/${page.body.id}/visibility`, { as: 'owner', body: { visibility: 'unlisted' } }),
        app.request('DELETE', `${base}/${page.body.id}`, { as: 'owner' }),
      ]);
      for (const response of writes) expectError(response, 403, 'Trial expired');
      expect((await app.request('GET', `${base}/${page.body.id}`, { as: 'owner' })).status).to.equal(200);
      expect((await app.request('GET', base, { as: 'owner' })).status).to.equal(200);
    } finally {
      app.clock.advance(-15 * 86_400_000);
    }
  });

  it('goes away with its project: no page, draft, version or template of it is left in the store', async () => {
    const doomed = await app.createProject('owner');
    const kept = await app.createProject('owner');
    for (const project of [doomed, kept]) {
      await app.request('POST', `/api/projects/${project}/templates`, { as: 'owner', body: { id: 'tpl', name: 'Tpl', fields: [] } });
      await app.request('POST', `/api/projects/${project}/pages`, { as: 'owner', body: { slug: 'a', language: 'en', doc_template_id: 'tpl', content: '' } });
      await saveDraft(app, project, await openDraft(app, project, 'a'));
    }
    const storage = app.running.composition.storage;
    if (storage.kind !== 'sqlite') throw new Error('this test reads the SQLite tables');
    // Every table with a project_id column, so a feature added later is held to the same rule.
    const tables = (storage.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[]).filter((table) =>
      (storage.db.pragma(`table_info(${table})`) as Array<{ name: string }>).some((column) => column.name === 'project_id'),
    );
    expect(tables).to.include.members(['documents', 'draft_versions', 'doc_templates', 'memberships']);
    const rowsOf = (project: string) =>
      Object.fromEntries(tables.map((table) => [table, storage.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE project_id = ?`).pluck().get(project)]));
    const before = rowsOf(doomed);
    expect(before).to.deep.include({ documents: 2, draft_versions: 1, doc_templates: 1, memberships: 1 });

    expect((await app.request('DELETE', `/api/projects/${doomed}`, { as: 'owner' })).status).to.equal(204);
    expect(rowsOf(doomed)).to.deep.equal(Object.fromEntries(tables.map((table) => [table, 0])));
    expect(storage.db.prepare('SELECT COUNT(*) FROM projects WHERE id = ?').pluck().get(doomed)).to.equal(0);
    expect(rowsOf(kept)).to.deep.equal(before);
  });
});
