import { expect } from 'chai';
import { FakeClock } from '../../support/fake-clock.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from '../site/fetch-site.js';
import { createWebhook } from '../webhooks/support.js';
import { callTool, keyHeaders, mcpClient } from '../mcp/support.js';
import { createRelease, readRelease, releasesPath } from './support.js';

const HOUR = 3_600_000;

/**
 * Releases through the API: items pinned to the revision added, changes and cancels at the
 * release's revision, the dry run item by item, "publish now" whole or not at all, and the
 * documented rule for a draft saved after it was added (blocked: the release fails, nothing is
 * published, until the release is changed).
 */
describe('Releases', function () {
  this.timeout(30_000);
  let app: TestApp;
  let receiver: WebhookReceiver;
  let project: string;
  const clock = new FakeClock('2026-03-01T10:00:00.000Z');
  const p = (rest = '') => releasesPath(project, rest);
  const save = async (draftId: string, content: string) => {
    const saved = await app.request('POST', `/api/projects/${project}/docs/edit/save`, {
      as: TEAM.manager,
      body: { draftId, metadata: {}, content, language: 'en' },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    return saved.body.revision as number;
  };

  before(async () => {
    receiver = await WebhookReceiver.start();
    app = await TestApp.start({ clock, env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
  });
  after(async () => {
    await app.stop();
    await receiver.stop();
  });
  beforeEach(async () => {
    project = await setUpTeam(app);
    await createWebhook(app, project, { url: receiver.url, events: ['release.published', 'release.failed'] });
  });

  it('schedules drafts and pages to unpublish at a time chosen in a zone, pinned to their revisions', async () => {
    const draft = await newDraft(app, project, 'launch');
    const old = await newDraft(app, project, 'old');
    await publish(app, project, { draft_ids: [old] });
    const created = await createRelease(app, project, {
      name: 'Spring launch',
      items: [
        { action: 'publish', draft_id: draft, revision: 1 },
        { action: 'unpublish', page_id: old },
      ],
      publish_at: '2026-03-29T07:00:00Z',
      time_zone: 'Europe/Berlin',
    });
    expect(created).to.deep.include({
      name: 'Spring launch',
      status: 'scheduled',
      publish_at: '2026-03-29T07:00:00.000Z',
      time_zone: 'Europe/Berlin',
      // Summer time began that night in Berlin.
      publish_at_local: '2026-03-29T09:00:00+02:00',
      revision: 1,
      scheduled_by: TEAM.admin,
      publish_id: null,
      failure: null,
      items: [
        { action: 'publish', draft_id: draft, slug: 'launch', language: 'en', revision: 1 },
        { action: 'unpublish', page_id: old, slug: 'old', language: 'en' },
      ],
    });
    expect(await readRelease(app, project, created.id, TEAM.manager)).to.deep.equal(created);
    const listed = await app.request('GET', p('?status=scheduled'), { as: TEAM.manager });
    expect(listed.body).to.deep.equal({ releases: [created], next_cursor: null });
    expect((await app.request('GET', p(), { as: TEAM.member })).status).to.equal(403);
    const stranger = await app.createProject('mallory');
    expect((await app.request('GET', releasesPath(stranger, `/${created.id}`), { as: TEAM.admin })).status).to.equal(404);
    expect((await app.request('GET', p(`/${created.id}`), { as: 'mallory' })).status).to.equal(404);
  });

  it('refuses what cannot be a release, naming the field', async () => {
    const draft = await newDraft(app, project, 'x');
    const live = (
      await app.request('POST', `/api/projects/${project}/pages`, {
        as: TEAM.admin,
        body: { slug: 'l', language: 'en', doc_template_id: 'page', metadata: { title: 'L' }, content: 'l' },
      })
    ).body.id;
    const refused = async (body: Record<string, unknown>, status: number, error: string) => {
      const response = await app.request('POST', p(), { as: TEAM.manager, body: { name: 'R', items: [{ action: 'publish', draft_id: draft }], ...body } });
      expect(response.status, JSON.stringify(response.body)).to.equal(status);
      expect(response.body.error).to.equal(error);
    };
    await refused(
      { time_zone: 'Mars/Olympus', publish_at: '2026-04-01T00:00:00Z' },
      400,
      'time_zone must be an IANA time zone (Europe/Berlin, America/New_York, UTC)',
    );
    await refused({ publish_at: '2026-02-01T00:00:00Z' }, 400, 'publish_at 2026-02-01T00:00:00Z is in the past: publish the release now instead');
    await refused(
      { items: [] },
      400,
      'items must be an array of 1 to 500 items, each { action: "publish", draft_id, revision? } or { action: "unpublish", page_id }',
    );
    await refused({ items: [{ action: 'publish', draft_id: live }] }, 400, `items[0].draft_id ${live} is not a draft of this project`);
    await refused({ items: [{ action: 'unpublish', page_id: draft }] }, 400, `items[0].page_id ${draft} is not a live page of this project`);
    await refused(
      {
        items: [
          { action: 'publish', draft_id: draft },
          { action: 'publish', draft_id: draft },
        ],
      },
      400,
      'items name the page x (en) twice: a release publishes or unpublishes each page once',
    );
    await refused({ items: [{ action: 'publish', draft_id: draft, revision: 2 }] }, 409, `Draft ${draft} has changed: its current revision is 1`);
  });

  it('refuses a publish_at no calendar or clock has (30 February, 25:00, 09:61), naming the field, on create and change; nothing changes (issue 41)', async () => {
    const draft = await newDraft(app, project, 'calendar');
    const scheduled = await createRelease(app, project, {
      name: 'Calendar',
      items: [{ action: 'publish', draft_id: draft }],
      publish_at: '2030-02-28T09:00:00Z',
    });
    const before = (await app.request('GET', p(), { as: TEAM.manager })).body;
    for (const publishAt of ['2030-02-30T09:00:00Z', '2030-04-31T09:00:00Z', '2030-03-01T25:00:00Z', '2030-03-01T09:61:00Z']) {
      const created = await app.request('POST', p(), {
        as: TEAM.manager,
        body: { name: 'R', items: [{ action: 'publish', draft_id: draft }], publish_at: publishAt },
      });
      expect([created.status, created.body], publishAt).to.deep.equal([400, { error: 'publish_at must be an ISO 8601 time with a time zone or null' }]);
      const changed = await app.request('PATCH', p(`/${scheduled.id}`), { as: TEAM.manager, body: { revision: scheduled.revision, publish_at: publishAt } });
      expect([changed.status, changed.body], publishAt).to.deep.equal([400, { error: 'publish_at must be an ISO 8601 time with a time zone or null' }]);
    }
    expect((await app.request('GET', p(), { as: TEAM.manager })).body).to.deep.equal(before);
    expect((await readRelease(app, project, scheduled.id)).publish_at).to.equal('2030-02-28T09:00:00.000Z');
  });

  it('changes and cancels at the release’s revision only; a cancelled release stays so', async () => {
    const draft = await newDraft(app, project, 'a');
    const release = await createRelease(app, project, { name: 'R', items: [{ action: 'publish', draft_id: draft }], publish_at: '2026-03-02T10:00:00Z' });
    const stale = await app.request('PATCH', p(`/${release.id}`), { as: TEAM.manager, body: { revision: 2, name: 'X' } });
    expect(stale.status).to.equal(409);
    expect(stale.body).to.deep.equal({ error: 'The release has changed: its current revision is 1', current_revision: 1 });
    const renamed = await app.request('PATCH', p(`/${release.id}`), { as: TEAM.manager, body: { revision: 1, name: 'Renamed', publish_at: null } });
    expect(renamed.body).to.deep.include({
      name: 'Renamed',
      status: 'open',
      publish_at: null,
      time_zone: null,
      publish_at_local: null,
      revision: 2,
      scheduled_by: TEAM.manager,
    });
    const rescheduled = await app.request('PATCH', p(`/${release.id}`), {
      as: TEAM.manager,
      body: { revision: 2, publish_at: '2026-03-03T10:00:00Z', time_zone: 'America/New_York' },
    });
    expect(rescheduled.body).to.deep.include({ status: 'scheduled', publish_at_local: '2026-03-03T05:00:00-05:00', revision: 3 });
    expect((await app.request('POST', p(`/${release.id}/cancel`), { as: TEAM.manager, body: { revision: 2 } })).status).to.equal(409);
    const cancelled = await app.request('POST', p(`/${release.id}/cancel`), { as: TEAM.manager, body: { revision: 3 } });
    expect(cancelled.body).to.deep.include({ status: 'cancelled', revision: 4 });
    const locked = await app.request('PATCH', p(`/${release.id}`), { as: TEAM.manager, body: { revision: 4, name: 'Again' } });
    expect(locked.status).to.equal(409);
    expect(locked.body).to.deep.equal({ error: 'The release is cancelled: it cannot change any more' });
    expect((await app.request('POST', p(`/${release.id}/publish`), { as: TEAM.manager, body: { revision: 4 } })).status).to.equal(409);
  });

  it('publishes the revision added: a draft saved since blocks the whole release (dry run and run), until the release takes the new revision', async () => {
    const launch = await newDraft(app, project, 'launch');
    const other = await newDraft(app, project, 'other');
    const release = await createRelease(app, project, {
      name: 'Launch',
      items: [
        { action: 'publish', draft_id: launch },
        { action: 'publish', draft_id: other },
      ],
    });
    const ready = await app.request('GET', p(`/${release.id}/dry-run`), { as: TEAM.manager });
    expect(ready.body).to.deep.equal({
      release_id: release.id,
      revision: 1,
      ready: true,
      items: [
        { action: 'publish', draft_id: launch, slug: 'launch', language: 'en', revision: 1, status: 'ready', reasons: [] },
        { action: 'publish', draft_id: other, slug: 'other', language: 'en', revision: 1, status: 'ready', reasons: [] },
      ],
    });

    expect(await save(launch, 'Changed after it was added')).to.equal(2);
    const blocked = await app.request('GET', p(`/${release.id}/dry-run`), { as: TEAM.manager });
    expect(blocked.body.ready).to.equal(false);
    const reason = 'the draft was saved since it was added (revision 1 added, now 2): change the release to publish revision 2';
    expect(blocked.body.items.map((i: any) => [i.slug, i.status, i.reasons])).to.deep.equal([
      ['launch', 'blocked', [reason]],
      ['other', 'ready', []],
    ]);

    const failed = await app.request('POST', p(`/${release.id}/publish`), { as: TEAM.manager, body: { revision: 1 } });
    expect(failed.status).to.equal(409);
    expect(failed.body.error).to.equal('The release was not published: an item of the release was blocked: nothing was published');
    expect(failed.body.release).to.deep.include({ status: 'failed', revision: 3 });
    expect(failed.body.release.failure).to.deep.equal({
      reason: 'an item of the release was blocked: nothing was published',
      items: [{ action: 'publish', id: launch, slug: 'launch', language: 'en', reasons: [reason] }],
    });
    // Nothing of it went live, the ready draft included.
    expect((await app.request('GET', `/api/projects/${project}/pages?visibility=public`, { as: TEAM.admin })).body.pages).to.deep.equal([]);
    const [failedEvent] = await receiver.waitFor(1, 'release.failed');
    expect(failedEvent!.body.data).to.deep.include({
      release: { id: release.id, name: 'Launch', publish_at: null, time_zone: null },
      reason: 'an item of the release was blocked: nothing was published',
    });

    // Changed (the draft sent again, without a revision): it takes revision 2, and publishes.
    const updated = await app.request('PATCH', p(`/${release.id}`), {
      as: TEAM.manager,
      body: {
        revision: 3,
        items: [
          { action: 'publish', draft_id: launch },
          { action: 'publish', draft_id: other },
        ],
      },
    });
    expect(updated.body).to.deep.include({ status: 'open', failure: null, revision: 4 });
    expect(updated.body.items[0]).to.deep.include({ draft_id: launch, revision: 2 });
    const published = await app.request('POST', p(`/${release.id}/publish`), { as: TEAM.manager, body: { revision: 4 } });
    expect(published.status, JSON.stringify(published.body)).to.equal(200);
    expect(published.body).to.deep.include({ status: 'published', revision: 6, finished_at: clock.now().toISOString() });
    const history = (await app.request('GET', `/api/projects/${project}/publish/history`, { as: TEAM.admin })).body.history;
    // The history names the release and who scheduled it (the publish acts as them).
    expect(history[0]).to.deep.include({
      publish_id: published.body.publish_id,
      published_by: TEAM.manager,
      release: { id: release.id, name: 'Launch', scheduled_by: TEAM.manager },
      unpublished: [],
      kind: 'pages',
      settings_only: false,
    });
    expect(history[0].changes.map((c: any) => [c.slug, c.revision])).to.deep.equal([
      ['launch', 2],
      ['other', 1],
    ]);
    const page = await fetchSite(app, project, `en/launch/`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('Changed after it was added');
    const [publishedEvent] = await receiver.waitFor(1, 'release.published');
    expect(publishedEvent!.body.data).to.deep.include({ publish_id: published.body.publish_id, unpublished: [] });
    expect(receiver.of('release.published').filter((r) => r.body.data.release.id === release.id)).to.have.length(1);
  });

  it('holds unapproved drafts back when the project requires approvals', async () => {
    await app.request('PATCH', `/api/projects/${project}/settings/workflow`, { as: TEAM.admin, body: { require_approval: true } });
    const draft = await newDraft(app, project, 'needs-review', {}, '# Review me', 'en', TEAM.manager);
    const refused = await app.request('POST', p(), { as: TEAM.manager, body: { name: 'R', items: [{ action: 'publish', draft_id: draft }] } });
    expect(refused.status).to.equal(409);
    expect(refused.body.error).to.equal(`Draft ${draft} is waiting for approval: a manager or an admin other than its last editor must approve revision 1`);
    await app.request('POST', `/api/projects/${project}/docs/edit/${draft}/approve`, { as: TEAM.admin, body: { revision: 1 } });
    const release = await createRelease(app, project, { name: 'R', items: [{ action: 'publish', draft_id: draft }] }, TEAM.manager);
    expect((await app.request('POST', p(`/${release.id}/publish`), { as: TEAM.manager, body: { revision: 1 } })).body.status).to.equal('published');
  });

  it('answers a change of a release that is being published, or published, with 409', async () => {
    const draft = await newDraft(app, project, 'done');
    const release = await createRelease(app, project, {
      name: 'R',
      items: [{ action: 'publish', draft_id: draft }],
      publish_at: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    const published = await app.request('POST', p(`/${release.id}/publish`), { as: TEAM.manager, body: { revision: 1 } });
    expect(published.body.status).to.equal('published');
    const again = await app.request('POST', p(`/${release.id}/publish`), { as: TEAM.manager, body: { revision: published.body.revision } });
    expect(again.status).to.equal(409);
    expect(again.body).to.deep.equal({ error: 'The release is published: it cannot change any more' });
  });

  it('works through MCP with the same use cases: create, check, publish', async () => {
    const key = (await app.request('POST', `/api/projects/${project}/keys`, { as: TEAM.admin, body: { name: 'Agent' } })).body.key as string;
    const client = await mcpClient(app, keyHeaders(key, project));
    try {
      const draft = await newDraft(app, project, 'by-agent');
      const created = await callTool(client, 'create_release', { name: 'By an agent', items: [{ action: 'publish', draft_id: draft }] });
      expect(created.isError, created.text).to.equal(false);
      expect(created.json).to.deep.include({ status: 'open', revision: 1 });
      const checked = await callTool(client, 'release_dry_run', { release_id: created.json.id });
      expect(checked.json).to.deep.include({ ready: true });
      const stale = await callTool(client, 'publish_release', { release_id: created.json.id, revision: 7 });
      expect(stale.isError).to.equal(true);
      expect(stale.texts).to.deep.equal(['The release has changed: its current revision is 1', JSON.stringify({ current_revision: 1 })]);
      const published = await callTool(client, 'publish_release', { release_id: created.json.id, revision: 1 });
      expect(published.isError, published.text).to.equal(false);
      expect(published.json.status).to.equal('published');
      const listed = await callTool(client, 'list_releases', { status: 'published' });
      expect(listed.json.releases.map((r: any) => r.id)).to.include(created.json.id);
    } finally {
      await client.close();
    }
  });
});
