import { expect } from 'chai';
import { TITLE_FIELD } from '../../../domain/templates/template.js';
import { expectError } from '../../support/expect.js';
import { setUpTeam } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, saveDraft } from '../drafts/support.js';

describe('HTTP templates', () => {
  let app: TestApp;
  let projectId: string;
  const templates = (rest = '') => `/api/projects/${projectId}/templates${rest}`;
  const recipe = {
    id: 'recipe',
    name: 'Recipe',
    description: 'A dish',
    fields: [
      { key: 'course', label: 'Course', type: 'select', required: true, options: ['starter', 'main', 'dessert'] },
      { key: 'serves', label: 'Serves', type: 'text', help: 'How many people one dish feeds.' },
      { key: 'vegetarian', label: 'Vegetarian', type: 'boolean' },
    ],
  };

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
  });
  after(() => app.stop());

  it('lists the built-in doc templates and the project starter kits to any signed-in user', async () => {
    const doc = await app.request('GET', '/api/templates/doc', { as: 'anyone' });
    expect(doc.status).to.equal(200);
    expect(doc.body.templates.map((t: { id: string }) => t.id)).to.deep.equal(['page', 'article', 'faq', 'landing', 'custom-html', 'custom-astro']);
    for (const template of doc.body.templates) {
      expect(Object.keys(template).sort()).to.deep.equal(['description', 'fields', 'id', 'name']);
      expect(template.fields[0]).to.deep.equal({ key: 'title', label: 'Title', type: 'text', required: true, help: TITLE_FIELD.help });
      expect(template.fields[1]).to.include({ key: 'description', type: 'textarea' });
    }
    const kits = await app.request('GET', '/api/templates/project', { as: 'anyone' });
    expect(kits.status).to.equal(200);
    expect(kits.body.templates.length).to.be.greaterThan(1);
    for (const kit of kits.body.templates) {
      expect(kit).to.have.keys(['id', 'name', 'description', 'doc_templates', 'pages']);
      expect(kit.pages[0]).to.have.keys(['slug', 'doc_template_id', 'title']);
    }
    expect((await app.request('GET', '/api/templates/doc')).status).to.equal(401);
  });

  it('creates a project template (201) with title and description added, reads, lists, replaces and deletes it', async () => {
    const created = await app.request('POST', templates(), { as: 'editor', body: recipe });
    expect(created.status).to.equal(201);
    expect(created.body.fields.map((f: { key: string }) => f.key)).to.deep.equal(['title', 'description', 'course', 'serves', 'vegetarian']);
    expect(created.body.fields[3]).to.deep.equal({ key: 'serves', label: 'Serves', type: 'text', required: false, help: 'How many people one dish feeds.' });
    const read = await app.request('GET', templates('/recipe'), { as: 'reader' });
    expect([read.status, read.body]).to.deep.equal([200, created.body]);
    const builtIn = await app.request('GET', templates('/faq'), { as: 'reader' });
    expect(builtIn.body.id).to.equal('faq');
    const list = await app.request('GET', templates(), { as: 'reader' });
    expect(list.body.templates.map((t: { id: string }) => t.id)).to.deep.equal(['page', 'article', 'faq', 'landing', 'custom-html', 'custom-astro', 'recipe']);

    const roundTrip = {
      name: 'Recipe card',
      description: read.body.description,
      fields: [...read.body.fields, { key: 'minutes', label: 'Minutes', type: 'text' }],
    };
    const replaced = await app.request('PUT', templates('/recipe'), { as: 'editor', body: roundTrip });
    expect(replaced.status).to.equal(200);
    expect(replaced.body.name).to.equal('Recipe card');
    expect(replaced.body.fields.map((f: { key: string }) => f.key)).to.deep.equal(['title', 'description', 'course', 'serves', 'vegetarian', 'minutes']);

    expect((await app.request('DELETE', templates('/recipe'), { as: 'editor' })).status).to.equal(204);
    expect((await app.request('GET', templates('/recipe'), { as: 'reader' })).body).to.deep.equal({ error: 'Template not found' });
    expect((await app.request('DELETE', templates('/recipe'), { as: 'editor' })).status).to.equal(404);
    expect((await app.request('PUT', templates('/recipe'), { as: 'editor', body: roundTrip })).status).to.equal(404);
  });

  it('uses project templates for drafts, and refuses to delete one in use (409)', async () => {
    await app.request('POST', templates(), { as: 'editor', body: { ...recipe, id: 'dish' } });
    const saved = await saveDraft(app, projectId, 'new', { doc_template_id: 'dish', metadata: { slug: 'soup', title: 'Soup', course: 'starter' } });
    expect(saved.status).to.equal(200);
    const bad = await saveDraft(app, projectId, saved.body.draftId, { metadata: { course: 'snack', vegetarian: 'yes' } });
    expect(bad.body).to.deep.equal({ error: 'metadata.course must be one of starter, main, dessert; metadata.vegetarian must be a boolean' });
    const read = await app.request('GET', editPath(projectId, `/${saved.body.draftId}`), { as: 'owner' });
    expect(read.body.template.id).to.equal('dish');
    const inUse = await app.request('DELETE', templates('/dish'), { as: 'editor' });
    expectError(inUse, 409, 'Template dish is used by pages or drafts');
    await app.request('POST', editPath(projectId, '/discard'), { as: 'owner', body: { draftId: saved.body.draftId } });
    expect((await app.request('DELETE', templates('/dish'), { as: 'editor' })).status).to.equal(204);
  });

  it('refuses duplicates and built-in ids (409), changes to built-ins and bad definitions (400)', async () => {
    await app.request('POST', templates(), { as: 'editor', body: { ...recipe, id: 'twice' } });
    const twice = await app.request('POST', templates(), { as: 'editor', body: { ...recipe, id: 'twice' } });
    expectError(twice, 409, 'Template twice already exists');
    const shadow = await app.request('POST', templates(), { as: 'editor', body: { ...recipe, id: 'page' } });
    expectError(shadow, 409, 'Template page already exists');
    const put = await app.request('PUT', templates('/page'), { as: 'editor', body: { name: 'Mine', fields: [] } });
    expectError(put, 400, 'Built-in template page cannot be changed');
    const del = await app.request('DELETE', templates('/faq'), { as: 'editor' });
    expectError(del, 400, 'Built-in template faq cannot be deleted');
    const shape = await app.request('POST', templates(), { as: 'editor', body: { id: 'Bad Id', fields: [{ key: '1x', label: '', type: 'colour' }] } });
    expect([shape.status, shape.body]).to.deep.equal([
      400,
      {
        error:
          'name is required; id must be lowercase letters, digits and "-" (at most 64, starting with a letter or digit); ' +
          'fields[0].key must be lowercase letters, digits and "_" (at most 64, starting with a letter); ' +
          'fields[0].label must be a non-empty string of at most 200 characters; ' +
          'fields[0].type must be one of text, textarea, markdown, select, boolean, date, url, image, tags',
      },
    ]);
    const rules = await app.request('POST', templates(), {
      as: 'editor',
      body: {
        id: 'rules',
        name: 'Rules',
        fields: [
          { key: 'slug', label: 'Slug', type: 'text' },
          { key: 'pick', label: 'Pick', type: 'select' },
        ],
      },
    });
    expectError(rules, 400, 'fields[0].key slug is reserved; fields[1].options is required for a select field');
    const wordy = await app.request('POST', templates(), {
      as: 'editor',
      body: { id: 'wordy', name: 'Wordy', fields: [{ key: 'notes', label: 'Notes', type: 'text', help: 'x'.repeat(501) }] },
    });
    expectError(wordy, 400, 'fields[0].help must be a string of at most 500 characters');
  });

  it('applies roles: members read, managers write, strangers see nothing', async () => {
    expect((await app.request('POST', templates(), { as: 'reader', body: { ...recipe, id: 'nope' } })).body).to.deep.equal({
      error: 'Insufficient permission',
    });
    expect((await app.request('PUT', templates('/twice'), { as: 'reader', body: recipe })).status).to.equal(403);
    expect((await app.request('DELETE', templates('/twice'), { as: 'reader' })).status).to.equal(403);
    expect((await app.request('GET', templates(), { as: 'stranger' })).status).to.equal(404);
    expect((await app.request('GET', templates('/twice'), { as: 'stranger' })).status).to.equal(404);
    const other = await app.createProject('owner');
    expect((await app.request('GET', `/api/projects/${other}/templates/twice`, { as: 'owner' })).status).to.equal(404);
  });
});
