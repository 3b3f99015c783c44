import { expect } from 'chai';
import { OWN_REVISION } from '../../../domain/approvals/approval.js';
import { expectError } from '../../support/expect.js';
import { createLivePage } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from './support.js';

describe('HTTP Edit Mode: revisions and versions', () => {
  let app: TestApp;
  let projectId: string;
  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'editor', 'manager');
  });
  after(() => app.stop());

  const versions = async (draftId: string) => (await app.request('GET', editPath(projectId, `/${draftId}/versions`), { as: 'owner' })).body.versions;

  it('answers a stale revision with 409 and current_revision, writing nothing', async () => {
    await createLivePage(app, projectId, 'stale');
    const draftId = await openDraft(app, projectId, 'stale');
    const first = await saveDraft(app, projectId, draftId, { revision: 1, content: 'mine' });
    expect(first.body).to.deep.equal({ success: true, draftId, revision: 2 });
    const stale = await saveDraft(app, projectId, draftId, { revision: 1, content: 'theirs', metadata: { title: 'Lost' } }, 'editor');
    expect([stale.status, stale.body]).to.deep.equal([409, { error: 'The document has changed: its current revision is 2', current_revision: 2 }]);
    const read = await app.request('GET', editPath(projectId, `/${draftId}`), { as: 'owner' });
    expect(read.body).to.deep.include({ revision: 2 });
    expect(read.body.doc).to.deep.include({ content: 'mine', metadata: { title: 'Title of stale', description: 'About it' } });
    expect(await versions(draftId)).to.have.length(1);
    const lastWriterWins = await saveDraft(app, projectId, draftId, { content: 'no revision sent' }, 'editor');
    expect(lastWriterWins.body.revision).to.equal(3);
  });

  it("records every save, coalesces a user's autosaves within 60 s, and lists newest first", async () => {
    await createLivePage(app, projectId, 'auto');
    const draftId = await openDraft(app, projectId, 'auto');
    await saveDraft(app, projectId, draftId, { autosave: true, content: 'a1' });
    app.clock.advance(30_000);
    await saveDraft(app, projectId, draftId, { autosave: true, content: 'a2' });
    expect((await versions(draftId)).map((v: { revision: number }) => v.revision)).to.deep.equal([3]);
    app.clock.advance(61_000);
    await saveDraft(app, projectId, draftId, { autosave: true, content: 'a3' });
    app.clock.advance(5_000);
    await saveDraft(app, projectId, draftId, { autosave: true, content: 'other user' }, 'editor');
    app.clock.advance(5_000);
    await saveDraft(app, projectId, draftId, { content: 'explicit' });
    const listed = await versions(draftId);
    expect(listed.map((v: Record<string, unknown>) => [v.revision, v.saved_by, v.autosave])).to.deep.equal([
      [6, 'owner', false],
      [5, 'editor', true],
      [4, 'owner', true],
      [3, 'owner', true],
    ]);
    expect(Object.keys(listed[0]).sort()).to.deep.equal(['autosave', 'revision', 'saved_at', 'saved_by', 'version_id']);
    expect(listed[0].saved_at).to.equal(app.clock.now().toISOString());

    const snapshot = await app.request('GET', editPath(projectId, `/${draftId}/versions/${listed[3].version_id}`), { as: 'owner' });
    expect(snapshot.status).to.equal(200);
    expect(snapshot.body).to.deep.include({ version_id: listed[3].version_id, draft_id: draftId, revision: 3, autosave: true, content: 'a2' });
    expect(snapshot.body.metadata).to.deep.equal({ title: 'Title of auto', description: 'About it' });
  });

  it('restores a version as a new revision, itself recorded, with an optional revision check', async () => {
    await createLivePage(app, projectId, 'restore');
    const draftId = await openDraft(app, projectId, 'restore');
    await saveDraft(app, projectId, draftId, { content: 'good', metadata: { title: 'Good', hero_image: '/a.png' } });
    await saveDraft(app, projectId, draftId, { content: 'bad', metadata: { title: 'Bad', hero_image: null, description: null } });
    const good = (await versions(draftId)).find((v: { revision: number }) => v.revision === 2).version_id;
    const stale = await app.request('POST', editPath(projectId, `/${draftId}/versions/${good}/restore`), { as: 'owner', body: { revision: 2 } });
    expect([stale.status, stale.body.current_revision]).to.deep.equal([409, 3]);
    const restored = await app.request('POST', editPath(projectId, `/${draftId}/versions/${good}/restore`), { as: 'owner', body: { revision: 3 } });
    expect([restored.status, restored.body]).to.deep.equal([200, { success: true, draftId, revision: 4 }]);
    const read = await app.request('GET', editPath(projectId, `/${draftId}`), { as: 'owner' });
    expect(read.body.doc).to.deep.include({ content: 'good', metadata: { title: 'Good', description: 'About it', hero_image: '/a.png' } });
    expect((await versions(draftId)).map((v: { revision: number }) => v.revision)).to.deep.equal([4, 3, 2]);
    const missing = await app.request('POST', editPath(projectId, `/${draftId}/versions/nope/restore`), { as: 'owner' });
    expectError(missing, 404, 'Version not found');
  });

  it('answers 404 for a version of another draft of the same project, on read and on restore, changing nothing', async () => {
    await createLivePage(app, projectId, 'mine');
    await createLivePage(app, projectId, 'theirs');
    const mine = await openDraft(app, projectId, 'mine');
    const theirs = await openDraft(app, projectId, 'theirs');
    await saveDraft(app, projectId, theirs, { content: 'their words', metadata: { title: 'Theirs' } });
    const [their] = await versions(theirs);
    const path = editPath(projectId, `/${mine}/versions/${their.version_id}`);
    expectError(await app.request('GET', path, { as: 'owner' }), 404, 'Version not found');
    expectError(await app.request('POST', `${path}/restore`, { as: 'owner' }), 404, 'Version not found');
    const read = await app.request('GET', editPath(projectId, `/${mine}`), { as: 'owner' });
    expect(read.body.revision).to.equal(1);
    expect(read.body.doc).to.deep.include({ content: '# mine', metadata: { title: 'Title of mine', description: 'About it' } });
    expect(await versions(mine)).to.deep.equal([]);
    // The same version through its own draft is there: the 404 is about the pairing.
    expect((await app.request('GET', editPath(projectId, `/${theirs}/versions/${their.version_id}`), { as: 'owner' })).status).to.equal(200);
  });

  it('keeps 100 versions at most, dropping the oldest autosaves first', async () => {
    await createLivePage(app, projectId, 'capped');
    const draftId = await openDraft(app, projectId, 'capped');
    await saveDraft(app, projectId, draftId, { content: 'first explicit' });
    for (let i = 0; i < 104; i++) {
      app.clock.advance(61_000);
      await saveDraft(app, projectId, draftId, { autosave: i < 100, content: `save ${i}` });
    }
    const listed = await versions(draftId);
    expect(listed).to.have.length(100);
    expect(listed[0].revision).to.equal(106);
    expect(listed.filter((v: { autosave: boolean }) => !v.autosave).map((v: { revision: number }) => v.revision)).to.deep.equal([106, 105, 104, 103, 2]);
    expect(Math.min(...listed.filter((v: { autosave: boolean }) => v.autosave).map((v: { revision: number }) => v.revision))).to.equal(8);
  });

  it('discards a draft together with its versions', async () => {
    await createLivePage(app, projectId, 'gone');
    const draftId = await openDraft(app, projectId, 'gone');
    await saveDraft(app, projectId, draftId);
    const [version] = await versions(draftId);
    await app.request('POST', editPath(projectId, '/discard'), { as: 'owner', body: { draftId } });
    expect((await app.request('GET', editPath(projectId, `/${draftId}/versions/${version.version_id}`), { as: 'owner' })).status).to.equal(404);
    const reopened = await app.request('POST', editPath(projectId, '/open'), { as: 'owner', body: { slug: 'gone', language: 'en' } });
    expect(reopened.body.action).to.equal('cloned_from_live');
    expect(await versions(reopened.body.draftId)).to.deep.equal([]);
  });

  it('reads a draft through its newest version alone, not the others (the reason a draft with 100 reads as fast as one with 1; the bench measures it)', async () => {
    await createLivePage(app, projectId, 'many-versions');
    const draftId = await openDraft(app, projectId, 'many-versions');
    for (let i = 0; i < 100; i++) await saveDraft(app, projectId, draftId, { content: `Body ${i}` });
    const storage = app.running.composition.storage;
    if (storage.kind !== 'sqlite') throw new Error('this test runs on SQLite');
    // The versions swapped for the newest alone: the draft's read (who made its revision, for
    // the approval) answers as before, while the listing, which reads them all, finds one.
    storage.db.exec('ALTER TABLE draft_versions RENAME TO draft_versions_hidden');
    storage.db.prepare('CREATE TABLE draft_versions AS SELECT * FROM draft_versions_hidden WHERE draft_id = ? ORDER BY revision DESC LIMIT 1').run(draftId);
    try {
      const read = await app.request('GET', editPath(projectId, `/${draftId}`), { as: 'owner' });
      expect(read.status).to.equal(200);
      expect(read.body).to.deep.include({ draftId, revision: 101 });
      expect(read.body.may_approve).to.deep.equal({ allowed: false, reason: OWN_REVISION });
      expect(await versions(draftId)).to.have.length(1);
    } finally {
      storage.db.exec('DROP TABLE draft_versions; ALTER TABLE draft_versions_hidden RENAME TO draft_versions');
    }
    expect(await versions(draftId)).to.have.length(100);
  });
});
