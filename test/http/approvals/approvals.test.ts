import { expect } from 'chai';
import { OWN_REVISION, UNKNOWN_KEY_CREATOR } from '../../../domain/approvals/approval.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { keyHeaders } from '../mcp/support.js';

/**
 * Approval (a project setting, off by default): a draft is published only once a manager or an
 * admin other than its last editor approved its current revision; the dry run lists it blocked
 * until then, and a save afterwards withdraws the approval.
 */
describe('Approvals', () => {
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
  const dryRun = async () => (await app.request('POST', `${p()}/publish`, { as: TEAM.admin, body: {} })).body.manifest;
  const approve = (as: string, draftId: string, revision: number) => app.request('POST', `${p()}/docs/edit/${draftId}/approve`, { as, body: { revision } });
  const requireApproval = async () =>
    expect((await app.request('PATCH', `${p()}/settings/workflow`, { as: TEAM.admin, body: { require_approval: true } })).status).to.equal(200);
  const confirm = (token: string) => app.request('POST', `${p()}/publish/confirm`, { as: TEAM.admin, body: { confirmation_token: token } });
  const notApproved = (draftId: string, revision: number) => ({
    error: `Draft ${draftId} is waiting for approval: a manager or an admin other than its last editor must approve revision ${revision}`,
  });
  const expectNothingLive = async () => {
    expect((await app.request('GET', `${p()}/pages?visibility=public`, { as: TEAM.admin })).body.pages).to.deep.equal([]);
    expect((await app.request('GET', `${p()}/publish/history`, { as: TEAM.admin })).body.history).to.deep.equal([]);
  };

  beforeEach(async () => {
    app = await TestApp.start();
    project = await setUpTeam(app);
  });
  afterEach(() => app.stop());

  it('is off by default: the dry run publishes an unapproved draft', async () => {
    expect((await app.request('GET', `${p()}/settings`, { as: TEAM.member })).body.workflow).to.deep.equal({ require_approval: false });
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    expect((await dryRun()).changes.map((c: any) => c.draft_id)).to.deep.equal([draftId]);
  });

  it('blocks an unapproved draft, takes an approval by another manager or admin, and a save withdraws it', async () => {
    const refused = await app.request('PATCH', `${p()}/settings/workflow`, { as: TEAM.manager, body: { require_approval: true } });
    expect(refused.status).to.equal(403);
    const on = await app.request('PATCH', `${p()}/settings/workflow`, { as: TEAM.admin, body: { require_approval: true } });
    expect(on.status).to.equal(200);
    expect(on.body.workflow).to.deep.equal({ require_approval: true });

    const { draftId, revision } = await save(TEAM.manager, 'new', 'Hello');
    const blocked = await dryRun();
    expect(blocked.changes).to.deep.equal([]);
    expect(blocked.blocked).to.deep.equal([
      {
        draft_id: draftId,
        slug: 't',
        language: 'en',
        reasons: ['waiting for approval: a manager or an admin other than its last editor must approve revision 1'],
      },
    ]);

    const own = await approve(TEAM.manager, draftId, revision);
    expect(own.status).to.equal(403);
    expect(own.body).to.deep.equal({ error: OWN_REVISION });
    expect((await approve(TEAM.member, draftId, revision)).status).to.equal(403);
    const stale = await approve(TEAM.admin, draftId, revision + 1);
    expect(stale.status).to.equal(409);
    expect(stale.body).to.deep.equal({ error: 'The document has changed: its current revision is 1', current_revision: 1 });

    const approved = await approve(TEAM.admin, draftId, revision);
    expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
    expect(approved.body).to.deep.equal({
      draft_id: draftId,
      project_id: project,
      revision: 1,
      approved_by: TEAM.admin,
      approved_at: app.clock.now().toISOString(),
    });
    expect((await dryRun()).changes.map((c: any) => [c.draft_id, c.revision])).to.deep.equal([[draftId, 1]]);

    // A save after the approval withdraws it, even the approver's own.
    await save(TEAM.admin, draftId, 'Hello again');
    expect((await dryRun()).blocked.map((b: any) => b.reasons[0])).to.deep.equal([
      'waiting for approval: a manager or an admin other than its last editor must approve revision 2',
    ]);
    // Now the admin made the revision: the manager approves it.
    expect((await approve(TEAM.admin, draftId, 2)).status).to.equal(403);
    expect((await approve(TEAM.manager, draftId, 2)).status).to.equal(200);
    expect((await dryRun()).changes).to.have.length(1);
  });

  it('is a person’s judgement: an API key cannot approve, and unknown drafts and live pages are refused', async () => {
    const key = (await app.request('POST', `${p()}/keys`, { as: TEAM.admin, body: { name: 'CI' } })).body.key as string;
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    const byKey = await app.request('POST', `${p()}/docs/edit/${draftId}/approve`, { headers: keyHeaders(key, project), body: { revision: 1 } });
    expect(byKey.status).to.equal(403);
    expect(byKey.body).to.deep.equal({ error: 'API keys cannot do this: it needs a signed-in user' });
    const unknown = await approve(TEAM.admin, 'nope', 1);
    expect(unknown.status).to.equal(404);
    expect(unknown.body).to.deep.equal({ error: 'Draft not found' });
    const live = await app.request('POST', `${p()}/pages`, {
      as: TEAM.admin,
      body: { slug: 'live', language: 'en', doc_template_id: 'page', metadata: { title: 'Live' }, content: 'x' },
    });
    const notDraft = await approve(TEAM.admin, live.body.id, 1);
    expect(notDraft.status).to.equal(400);
    const other = await app.createProject('mallory');
    expect((await app.request('POST', `/api/projects/${other}/docs/edit/${draftId}/approve`, { as: TEAM.admin, body: { revision: 1 } })).status).to.equal(404);
  });
  it('applies the rule as it stands at the confirm: a token from a dry run made while approvals were off promotes nothing unapproved', async () => {
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    const preview = await app.request('POST', `${p()}/publish`, { as: TEAM.admin, body: {} });
    expect(preview.body.manifest.changes.map((c: any) => [c.draft_id, c.revision])).to.deep.equal([[draftId, 1]]);
    await requireApproval();

    const refused = await confirm(preview.body.confirmation_token);
    expect(refused.status).to.equal(409);
    expect(refused.body).to.deep.equal(notApproved(draftId, 1));
    await expectNothingLive();

    // The token was not used: once the draft is approved, the same confirm promotes it.
    expect((await approve(TEAM.admin, draftId, 1)).status).to.equal(200);
    const confirmed = await confirm(preview.body.confirmation_token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    expect(confirmed.body.promoted).to.equal(1);
  });

  it('refuses at the confirm a draft whose approval a save made stale, before or after the dry run', async () => {
    // Approved, saved again, then the dry run (approvals off): the approval is of revision 1, the manifest's is 2.
    const { draftId } = await save(TEAM.manager, 'new', 'Hello');
    expect((await approve(TEAM.admin, draftId, 1)).status).to.equal(200);
    expect((await save(TEAM.manager, draftId, 'Hello again')).revision).to.equal(2);
    const before = (await app.request('POST', `${p()}/publish`, { as: TEAM.admin, body: {} })).body.confirmation_token as string;
    await requireApproval();
    const refused = await confirm(before);
    expect(refused.status).to.equal(409);
    expect(refused.body).to.deep.equal(notApproved(draftId, 2));
    await expectNothingLive();

    // Approved at revision 2 and taken by a dry run, then saved: the manifest's revision moved on, so the promotion refuses it.
    expect((await approve(TEAM.admin, draftId, 2)).status).to.equal(200);
    const token = (await app.request('POST', `${p()}/publish`, { as: TEAM.admin, body: {} })).body.confirmation_token as string;
    expect((await save(TEAM.manager, draftId, 'Hello once more')).revision).to.equal(3);
    const moved = await confirm(token);
    expect(moved.status).to.equal(409);
    expect(moved.body.error).to.equal('Drafts changed since the dry run; nothing was published: run the dry run again');
    await expectNothingLive();
  });
  it('counts a save through an API key as its creator’s: she cannot approve it, another manager or admin can', async () => {
    await requireApproval();
    const key = (await app.request('POST', `${p()}/keys`, { as: TEAM.admin, body: { name: 'Hers' } })).body as { id: string; key: string };
    const saved = await app.request('POST', `${p()}/docs/edit/save`, {
      headers: keyHeaders(key.key, project),
      body: { draftId: 'new', metadata: { title: 'T' }, content: 'Through my key', language: 'en', doc_template_id: 'page' },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    const draftId = saved.body.draftId as string;
    const versions = (await app.request('GET', `${p()}/docs/edit/${draftId}/versions`, { as: TEAM.admin })).body.versions;
    expect(versions.map((v: any) => v.saved_by)).to.deep.equal([`api_key:${key.id}`]);

    const own = await approve(TEAM.admin, draftId, 1);
    expect(own.status).to.equal(403);
    expect(own.body).to.deep.equal({ error: OWN_REVISION });
    expect((await approve(TEAM.manager, draftId, 1)).status).to.equal(200);
  });

  it('does not let a person approve through her API key a draft she saved herself', async () => {
    await requireApproval();
    const key = (await app.request('POST', `${p()}/keys`, { as: TEAM.admin, body: { name: 'Hers' } })).body.key as string;
    const { draftId } = await save(TEAM.admin, 'new', 'Mine');
    const byKey = await app.request('POST', `${p()}/docs/edit/${draftId}/approve`, { headers: keyHeaders(key, project), body: { revision: 1 } });
    expect(byKey.status).to.equal(403);
    expect(byKey.body).to.deep.equal({ error: 'API keys cannot do this: it needs a signed-in user' });
    expect((await dryRun()).changes).to.deep.equal([]);
  });

  it('approves no revision saved through a key whose creator is not known (revoked since) until someone saves it again', async () => {
    await requireApproval();
    const key = (await app.request('POST', `${p()}/keys`, { as: TEAM.admin, body: { name: 'Gone' } })).body as { id: string; key: string };
    const saved = await app.request('POST', `${p()}/docs/edit/save`, {
      headers: keyHeaders(key.key, project),
      body: { draftId: 'new', metadata: { title: 'T' }, content: 'Through a key', language: 'en', doc_template_id: 'page' },
    });
    const draftId = saved.body.draftId as string;
    expect((await app.request('DELETE', `${p()}/keys/${key.id}`, { as: TEAM.admin })).status).to.equal(204);
    for (const approver of [TEAM.admin, TEAM.manager]) {
      const refused = await approve(approver, draftId, 1);
      expect(refused.status).to.equal(403);
      expect(refused.body).to.deep.equal({ error: UNKNOWN_KEY_CREATOR });
    }
    await save(TEAM.manager, draftId, 'Saved by a person');
    expect((await approve(TEAM.admin, draftId, 2)).status).to.equal(200);
  });
});
