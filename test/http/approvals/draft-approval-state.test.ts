import { expect } from 'chai';
import { OWN_REVISION } from '../../../domain/approvals/approval.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { keyHeaders } from '../mcp/support.js';

/**
 * A draft's read carries its approval (null while approvals are off and it has none; waiting,
 * approved at a revision, stale after a save) and whether its reader may approve it, in words
 * when not: what the console and Edit Mode show and offer.
 */
describe('A draft’s approval, as its read says', () => {
  let app: TestApp;
  let project: string;
  const p = () => `/api/projects/${project}`;
  const save = async (as: string, draftId: string, content: string) => {
    const response = await app.request('POST', `${p()}/docs/edit/save`, {
      as,
      body: { draftId, metadata: { title: 'T' }, content, language: 'en', doc_template_id: 'page' },
    });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body as { draftId: string; revision: number };
  };
  const read = async (as: string, draftId: string) => {
    const response = await app.request('GET', `${p()}/docs/edit/${draftId}`, { as });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body as { revision: number; approval: unknown; may_approve: unknown };
  };
  const requireApproval = async (on: boolean) =>
    expect((await app.request('PATCH', `${p()}/settings/workflow`, { as: TEAM.admin, body: { require_approval: on } })).status).to.equal(200);
  const allowed = { allowed: true, reason: null };

  beforeEach(async () => {
    app = await TestApp.start();
    project = await setUpTeam(app);
  });
  afterEach(() => app.stop());

  it('is null while approvals are off and the draft has none; the reader may still approve it', async () => {
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    const view = await read(TEAM.admin, draftId);
    expect(view.approval).to.equal(null);
    expect(view.may_approve).to.deep.equal(allowed);
  });

  it('says waiting, approved at revision N, then stale after a save, and who may approve each revision', async () => {
    await requireApproval(true);
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    const waiting = { required: true, approved_revision: null, approved_by: null, approved_at: null };
    expect((await read(TEAM.admin, draftId)).approval).to.deep.equal(waiting);
    expect((await read(TEAM.admin, draftId)).may_approve).to.deep.equal(allowed);
    expect((await read(TEAM.manager, draftId)).may_approve).to.deep.equal({ allowed: false, reason: OWN_REVISION });
    // Members do not read drafts at all (read_drafts is a manager's).
    expect((await app.request('GET', `${p()}/docs/edit/${draftId}`, { as: TEAM.member })).status).to.equal(403);

    expect((await app.request('POST', `${p()}/docs/edit/${draftId}/approve`, { as: TEAM.admin, body: { revision: 1 } })).status).to.equal(200);
    const approvedAt = app.clock.now().toISOString();
    const approved = await read(TEAM.manager, draftId);
    expect(approved.revision).to.equal(1);
    expect(approved.approval).to.deep.equal({ required: true, approved_revision: 1, approved_by: TEAM.admin, approved_at: approvedAt });

    // The admin saves: the approval is of revision 1, the draft at 2 (stale); now the manager may approve, the admin not.
    await save(TEAM.admin, draftId, 'Hello again');
    const stale = await read(TEAM.manager, draftId);
    expect(stale.revision).to.equal(2);
    expect(stale.approval).to.deep.equal({ required: true, approved_revision: 1, approved_by: TEAM.admin, approved_at: approvedAt });
    expect(stale.may_approve).to.deep.equal(allowed);
    expect((await read(TEAM.admin, draftId)).may_approve).to.deep.equal({ allowed: false, reason: OWN_REVISION });
  });

  it('keeps an approval made while approvals are on once they are off (required: false)', async () => {
    await requireApproval(true);
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    expect((await app.request('POST', `${p()}/docs/edit/${draftId}/approve`, { as: TEAM.admin, body: { revision: 1 } })).status).to.equal(200);
    await requireApproval(false);
    expect((await read(TEAM.manager, draftId)).approval).to.deep.include({ required: false, approved_revision: 1, approved_by: TEAM.admin });
  });

  it('tells an API key it cannot approve: it needs a signed-in user', async () => {
    const key = (await app.request('POST', `${p()}/keys`, { as: TEAM.admin, body: { name: 'CI', role: 'manager' } })).body.key as string;
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    const response = await app.request('GET', `${p()}/docs/edit/${draftId}`, { headers: keyHeaders(key, project) });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    expect(response.body.may_approve).to.deep.equal({ allowed: false, reason: 'API keys cannot do this: it needs a signed-in user' });
  });
});
