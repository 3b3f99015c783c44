import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { createLivePage, setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { editPath, openDraft } from '../drafts/support.js';
import { rpc } from '../mcp/support.js';

const TOO_DEEP = 'JSON nested deeper than 64 levels';

/** JSON text of arrays nested `levels` deep: `[[...]]`. */
const arrays = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

/**
 * A JSON body nesting arrays and objects deeper than 64 levels is refused with 400 before any
 * use case runs (and before it is parsed), on every route that reads one: no rule deeper in
 * (the metadata check's JSON.stringify, which overflowed the stack at 10,000 levels and
 * answered 500) ever sees it. Issue 41, finding 5.
 */
describe('HTTP conventions: JSON nested deeper than 64 levels', () => {
  let app: TestApp;
  let projectId: string;
  let draftId: string;
  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    projectId = await setUpTeam(app);
    await createLivePage(app, projectId, 'about');
    draftId = await openDraft(app, projectId, 'about');
  });
  after(() => app.stop());

  const save = (draft: string, metadata: string) =>
    app.request('POST', editPath(projectId, '/save'), {
      as: TEAM.admin,
      body: `{"draftId":${JSON.stringify(draft)},"metadata":${metadata},"content":"Deep","language":"en","doc_template_id":"page"}`,
    });
  const drafts = async () => (await app.request('GET', `/api/projects/${projectId}/pages?visibility=draft`, { as: TEAM.admin })).body.pages;

  it('refuses 10,000-deep metadata in a save of a new draft and of an existing one with 400, changing nothing', async () => {
    const [draftsBefore, draftBefore] = [await drafts(), (await app.request('GET', editPath(projectId, `/${draftId}`), { as: TEAM.admin })).body];
    expectError(await save('new', `{"title":${arrays(10_000)}}`), 400, TOO_DEEP);
    expectError(await save(draftId, `{"title":${arrays(10_000)}}`), 400, TOO_DEEP);
    expect(await drafts()).to.deep.equal(draftsBefore);
    expect((await app.request('GET', editPath(projectId, `/${draftId}`), { as: TEAM.admin })).body).to.deep.equal(draftBefore);
  });

  it('counts the body from its top: one level over the limit is refused, even in a value the rules would refuse anyway', async () => {
    // {"metadata":{"title":[...]}}: the body and metadata are two levels, the arrays the rest.
    expectError(await save(draftId, `{"title":${arrays(63)}}`), 400, TOO_DEEP);
    // At the limit the body is read, and the rules answer for the value in their own words.
    expectError(await save(draftId, `{"title":${arrays(62)}}`), 400, 'metadata.title must be a string');
  });

  it('refuses it on another JSON route too (PATCH a project), and accepts a body exactly at the limit', async () => {
    const patched = await app.request('PATCH', `/api/projects/${projectId}`, { as: TEAM.admin, body: `{"name":"Deep","extra":${arrays(10_000)}}` });
    expectError(patched, 400, TOO_DEEP);
    expect((await app.request('GET', `/api/projects/${projectId}`, { as: TEAM.admin })).body.name).to.equal('Test project');

    // A field the route does not read is ignored: 64 levels in all is a body like any other.
    const atLimit = await app.request('POST', '/api/projects', { as: 'deep-user', body: `{"name":"At the limit","extra":${arrays(63)}}` });
    expect([atLimit.status, atLimit.body.name]).to.deep.equal([201, 'At the limit']);
    const over = await app.request('POST', '/api/projects', { as: 'deep-user', body: `{"name":"Over the limit","extra":${arrays(64)}}` });
    expectError(over, 400, TOO_DEEP);
    const names = (await app.request('GET', '/api/projects', { as: 'deep-user' })).body.projects.map((p: { name: string }) => p.name);
    expect(names).to.deep.equal(['At the limit']);
  });

  it('reads brackets inside strings as text, escaped quotes included', async () => {
    const title = `${'['.repeat(100)} "quoted" \\ ${'{'.repeat(100)}`;
    const saved = await app.request('POST', editPath(projectId, '/save'), {
      as: TEAM.admin,
      body: { draftId, metadata: { title }, content: 'Brackets in a string', language: 'en' },
    });
    expect([saved.status, (await app.request('GET', editPath(projectId, `/${draftId}`), { as: TEAM.admin })).body.doc.metadata.title]).to.deep.equal([
      200,
      title,
    ]);
  });

  it('refuses it on POST /mcp, before the JSON-RPC call runs', async () => {
    const { key } = await createKey(app, projectId, TEAM.admin);
    const before = await drafts();
    const call = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"save_draft","arguments":{"draftId":"new","metadata":{"title":${arrays(10_000)}},"content":"x","language":"en"}}}`;
    expectError(await rpc(app, call, { 'x-api-key': key, 'x-project-id': projectId }), 400, TOO_DEEP);
    expect(await drafts()).to.deep.equal(before);
  });
});
