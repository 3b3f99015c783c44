import { expect } from 'chai';
import { createLivePage } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from './support.js';

describe('HTTP Edit Mode under concurrent requests', () => {
  let app: TestApp;
  let projectId: string;
  let token: string;
  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'editor', 'manager');
    token = await app.token('owner');
  });
  after(() => app.stop());

  it('50 simultaneous opens of one live page yield exactly one draft', async () => {
    await createLivePage(app, projectId, 'busy');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => app.request('POST', editPath(projectId, '/open'), { token, body: { slug: 'busy', language: 'en' } })),
    );
    expect(responses.map((r) => r.status)).to.deep.equal(Array(50).fill(200));
    expect(new Set(responses.map((r) => r.body.draftId)).size).to.equal(1);
    expect(responses.filter((r) => r.body.action === 'cloned_from_live')).to.have.length(1);
    expect(responses.filter((r) => r.body.action === 'existing_draft')).to.have.length(49);
    const drafts = await app.request('GET', `/api/projects/${projectId}/pages?visibility=draft`, { token });
    expect(drafts.body.pages.filter((p: { slug: string }) => p.slug === 'busy')).to.have.length(1);
  });

  it('two editors saving from the same revision get one 200 and one 409', async () => {
    await createLivePage(app, projectId, 'contested');
    const draftId = await openDraft(app, projectId, 'contested');
    const [a, b] = await Promise.all([
      saveDraft(app, projectId, draftId, { revision: 1, content: 'from owner' }, 'owner'),
      saveDraft(app, projectId, draftId, { revision: 1, content: 'from editor' }, 'editor'),
    ]);
    expect([a.status, b.status].sort()).to.deep.equal([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.current_revision).to.equal(2);
    const read = await app.request('GET', editPath(projectId, `/${draftId}`), { token });
    expect(read.body.revision).to.equal(2);
    expect(read.body.doc.content).to.equal(a.status === 200 ? 'from owner' : 'from editor');
    const versions = await app.request('GET', editPath(projectId, `/${draftId}/versions`), { token });
    expect(versions.body.versions).to.have.length(1);
  });

  it('many saves from one revision: exactly one wins, the rest are 409', async () => {
    await createLivePage(app, projectId, 'stampede');
    const draftId = await openDraft(app, projectId, 'stampede');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => saveDraft(app, projectId, draftId, { revision: 1, content: `c${i}` })));
    expect(responses.filter((r) => r.status === 200)).to.have.length(1);
    expect(responses.filter((r) => r.status === 409)).to.have.length(19);
  });

  it('concurrent new saves on one slug create exactly one draft', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => saveDraft(app, projectId, 'new', { doc_template_id: 'page', metadata: { slug: 'only-one', title: 'T' } })),
    );
    expect(responses.filter((r) => r.status === 200)).to.have.length(1);
    expect(responses.filter((r) => r.status === 409).map((r) => r.body.error)).to.deep.equal(
      Array(19).fill('A draft already exists for this slug and language'),
    );
  });

  it('concurrent creates of one live page: one 201, the rest 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request('POST', `/api/projects/${projectId}/pages`, {
          token,
          body: { slug: 'twice', language: 'en', doc_template_id: 'page', content: '' },
        }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).to.deep.equal([201, ...Array(9).fill(409)]);
  });
});
