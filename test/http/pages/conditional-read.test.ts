import { expect } from 'chai';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp } from '../../support/test-app.js';

/**
 * `GET /pages/:pageId` answers an ETag, and 304 to `If-None-Match` naming it while the page is
 * unchanged: on this instance, after a change on another instance on the same database file,
 * and never before the access check (a tag from elsewhere gives nothing away).
 */
describe('HTTP pages: conditional reads (ETag, 304)', function () {
  this.timeout(30_000);
  const clock = new FakeClock('2026-03-01T10:00:00.000Z');
  let one: TestApp;
  let two: TestApp;
  let projectId: string;
  let otherProjectId: string;
  let serial = 0;

  before(async () => {
    one = await TestApp.start({ clock });
    // A second instance on the same SQLite file (the same DATA_DIR): what one commits, the other reads.
    two = await TestApp.start({ clock, dataDir: one.dataDir, issuer: one.issuer });
    projectId = await one.createProject('owner');
    await one.addMember(projectId, 'owner', 'reader', 'member');
    otherProjectId = await one.createProject('stranger');
  });
  after(async () => {
    await two.stop({ keepData: true });
    await one.stop();
  });

  const newPage = async (project = projectId, as = 'owner') => {
    serial += 1;
    const created = await one.request('POST', `/api/projects/${project}/pages`, {
      as,
      body: { slug: `conditional-${serial}`, language: 'en', doc_template_id: 'page', content: `# Page ${serial}` },
    });
    expect(created.status).to.equal(201);
    return created.body as { id: string; revision: number };
  };
  const read = (app: TestApp, pageId: string, as: string, ifNoneMatch?: string, project = projectId) =>
    app.request('GET', `/api/projects/${project}/pages/${pageId}`, { as, headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } });

  it('answers an ETag, and 304 without a body to If-None-Match naming it (alone, weak, or in a list)', async () => {
    const page = await newPage();
    const first = await read(one, page.id, 'reader');
    expect(first.status).to.equal(200);
    const etag = first.headers.get('etag')!;
    expect(etag).to.match(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).to.equal('private, no-cache');
    expect(first.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(first.body).to.include({ id: page.id, revision: page.revision, content: `# Page ${serial}` });
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await read(one, page.id, 'reader', header);
      expect([again.status, again.body, again.headers.get('etag')], header).to.deep.equal([304, undefined, etag]);
    }
    // Another member reads the same representation: the same tag.
    expect((await read(one, page.id, 'owner', etag)).status).to.equal(304);
    expect((await read(one, page.id, 'reader', '"not-this-one"')).status).to.equal(200);
  });

  it('answers 200 with the new revision and a new ETag once the page changed, on either instance', async () => {
    const page = await newPage();
    const etag = (await read(one, page.id, 'reader')).headers.get('etag')!;
    // Changed through the other instance: this one's copy must not answer 304.
    const changed = await two.request('PATCH', `/api/projects/${projectId}/pages/${page.id}`, {
      as: 'owner',
      body: { content: 'Changed elsewhere', revision: page.revision },
    });
    expect(changed.status).to.equal(200);
    const after = await read(one, page.id, 'reader', etag);
    expect(after.status).to.equal(200);
    expect(after.body).to.include({ revision: page.revision + 1, content: 'Changed elsewhere' });
    const newTag = after.headers.get('etag')!;
    expect(newTag).to.not.equal(etag);
    // Both instances now agree on the new answer.
    expect((await read(two, page.id, 'reader', newTag)).status).to.equal(304);
    // Changed through this instance.
    expect((await one.request('PATCH', `/api/projects/${projectId}/pages/${page.id}`, { as: 'owner', body: { content: 'Changed here' } })).status).to.equal(
      200,
    );
    const again = await read(two, page.id, 'reader', newTag);
    expect([again.status, again.body.content]).to.deep.equal([200, 'Changed here']);
  });

  it('gives a non-member nothing for a tag, and one project’s tag matches nothing in another', async () => {
    const page = await newPage();
    const etag = (await read(one, page.id, 'reader')).headers.get('etag')!;
    const stranger = await read(one, page.id, 'stranger', etag);
    expect([stranger.status, stranger.headers.get('etag')]).to.deep.equal([404, null]);
    // The same page id asked of another project (the stranger's own): not found, not 304.
    const elsewhere = await read(one, page.id, 'stranger', etag, otherProjectId);
    expect([elsewhere.status, elsewhere.headers.get('etag')]).to.deep.equal([404, null]);
    // A page of the other project: its own tag, never this one’s.
    const theirs = await newPage(otherProjectId, 'stranger');
    const theirRead = await read(one, theirs.id, 'stranger', etag, otherProjectId);
    expect(theirRead.status).to.equal(200);
    expect(theirRead.headers.get('etag')).to.not.equal(etag);
  });
});
