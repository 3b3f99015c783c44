import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { createLivePage } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft } from './support.js';

/**
 * The project is the one the path names: a `projectId` (or `project_id`) in a body never
 * redirects a write to another project, even one the caller may also write to.
 */
describe('HTTP Edit Mode: the path names the project, never the body', () => {
  let app: TestApp;
  let projectA: string;
  let projectB: string;
  before(async () => {
    app = await TestApp.start();
    projectA = await app.createProject('owner', { name: 'A' });
    projectB = await app.createProject('owner', { name: 'B' });
    await createLivePage(app, projectB, 'only-in-b');
  });
  after(() => app.stop());

  /** The body keys an attacker would add to aim at project B. */
  const aimAtB = () => ({ projectId: projectB, project_id: projectB, projectid: projectB });
  const drafts = async (project: string) =>
    (await app.request('GET', `/api/projects/${project}/pages?visibility=draft`, { as: 'owner' })).body.pages.map((p: { id: string; slug: string }) => p.slug);

  it('open: opens in the path project only', async () => {
    const response = await app.request('POST', editPath(projectA, '/open'), { as: 'owner', body: { slug: 'only-in-b', language: 'en', ...aimAtB() } });
    expectError(response, 404, 'No page or draft exists for this slug and language');
    expect(await drafts(projectB)).to.deep.equal([]);
  });

  it('save: a new draft lands in the path project', async () => {
    const body = { draftId: 'new', doc_template_id: 'page', metadata: { title: 'Planted', slug: 'planted' }, content: 'x', language: 'en', ...aimAtB() };
    const response = await app.request('POST', editPath(projectA, '/save'), { as: 'owner', body });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    expect(await drafts(projectA)).to.include('planted');
    expect(await drafts(projectB)).to.not.include('planted');
  });

  it("save and discard: another project's draft id is not found through this project's path", async () => {
    const draftOfB = await openDraft(app, projectB, 'only-in-b');
    const save = await app.request('POST', editPath(projectA, '/save'), {
      as: 'owner',
      body: { draftId: draftOfB, metadata: {}, content: 'overwritten', language: 'en', ...aimAtB() },
    });
    expectError(save, 404, 'Draft not found');
    const discard = await app.request('POST', editPath(projectA, '/discard'), { as: 'owner', body: { draftId: draftOfB, ...aimAtB() } });
    expectError(discard, 404, 'Draft not found');
    const read = await app.request('GET', editPath(projectB, `/${draftOfB}`), { as: 'owner' });
    expect([read.status, read.body.doc?.content]).to.deep.equal([200, '# only-in-b']);
  });

  it('upload-custom-page: the draft lands in the path project', async () => {
    const body = { slug: 'landing', language: 'en', kind: 'html', body: '<h1>Hi</h1>', ...aimAtB() };
    const response = await app.request('POST', editPath(projectA, '/upload-custom-page'), { as: 'owner', body });
    expect(response.status, JSON.stringify(response.body)).to.equal(201);
    expect(await drafts(projectA)).to.include('landing');
    expect(await drafts(projectB)).to.not.include('landing');
  });
});
