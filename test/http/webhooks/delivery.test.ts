import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { FakeClock } from '../../support/fake-clock.js';
import { WebhookReceiver, type ReceivedWebhook } from '../../support/stand-ins/webhook-receiver.js';
import { TestApp } from '../../support/test-app.js';
import { advance, createWebhook, deliveryLog, eventually, OWNER, webhooksPath } from './support.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a receiver does with the standardwebhooks package: throws unless one signature verifies. */
const verify = (secret: string, received: ReceivedWebhook) =>
  new Webhook(secret).verify(received.raw, received.headers as Record<string, string>) as { type: string };

async function publishOnePage(app: TestApp, projectId: string, slug: string): Promise<string> {
  const api = `/api/projects/${projectId}`;
  const saved = await app.request('POST', `${api}/docs/edit/save`, {
    as: OWNER,
    body: { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug, title: slug }, content: `# ${slug}` },
  });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  const dryRun = await app.request('POST', `${api}/publish`, { as: OWNER, body: {} });
  const confirmed = await app.request('POST', `${api}/publish/confirm`, { as: OWNER, body: { confirmation_token: dryRun.body.confirmation_token } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
  return confirmed.body.publish_id as string;
}

describe('HTTP webhooks: deliveries', function () {
  this.timeout(20_000);
  let receiver: WebhookReceiver;
  let app: TestApp;
  let projectId: string;
  let clock: FakeClock;
  before(async () => {
    clock = new FakeClock();
    receiver = await WebhookReceiver.start();
    app = await TestApp.start({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' }, clock });
    projectId = await app.createProject(OWNER);
  });
  after(async () => {
    await app.stop();
    await receiver.stop();
  });
  beforeEach(() => receiver.received.splice(0));

  it('delivers publish.completed signed per Standard Webhooks, during a secret rotation and after it', async () => {
    // The rotation happens a day less two minutes ago; receivers accept timestamps within five
    // minutes of their own clock: signing three minutes ago is during the rotation, three
    // minutes ahead is after it.
    clock.set(new Date(Date.now() - 24 * HOUR + 2 * MINUTE));
    const created = await createWebhook(app, projectId, { url: receiver.url, events: ['publish.completed'] });
    const rotated = (await app.request('POST', `${webhooksPath(projectId)}/${created.id}/rotate-secret`, { as: OWNER })).body.secret as string;
    clock.set(new Date(Date.now() - 3 * MINUTE));

    // Within a day of the rotation: both secrets sign, a receiver with either one verifies.
    const publishId = await publishOnePage(app, projectId, 'during');
    const [during] = await receiver.waitFor(1, 'publish.completed');
    expect(during!.headers['webhook-signature']).to.match(/^v1,\S+ v1,\S+$/);
    expect(verify(created.secret, during!)).to.deep.include({ type: 'publish.completed' });
    expect(verify(rotated, during!)).to.deep.include({ type: 'publish.completed' });
    expect(during!.body.data).to.deep.include({ project_id: projectId, publish_id: publishId });
    expect(during!.body.data.changes).to.deep.equal([
      { page_id: during!.body.data.changes[0].page_id, slug: 'during', language: 'en', action: 'create', revision: 1 },
    ]);
    expect(during!.body.timestamp).to.equal(new Date(Date.parse(during!.body.timestamp)).toISOString());
    expect(during!.headers['content-type']).to.equal('application/json');
    expect(receiver.of('page.created')).to.deep.equal([]);

    // More than a day after the rotation: only the new secret signs.
    clock.set(new Date(Date.now() + 3 * MINUTE));
    await publishOnePage(app, projectId, 'after');
    const [, after] = await receiver.waitFor(2, 'publish.completed');
    expect(after!.headers['webhook-signature']).to.match(/^v1,\S+$/);
    expect(verify(rotated, after!)).to.deep.include({ type: 'publish.completed' });
    expect(() => verify(created.secret, after!)).to.throw(/No matching signature found/);
    expect(after!.headers['webhook-id']).to.not.equal(during!.headers['webhook-id']);
    await app.request('DELETE', `${webhooksPath(projectId)}/${created.id}`, { as: OWNER });
  });

  it('retries 500, 500 then delivers on the third attempt with one webhook-id and fresh timestamps', async () => {
    const created = await createWebhook(app, projectId, { url: receiver.url, events: ['member.added'] });
    receiver.answer(500, 500);
    await app.addMember(projectId, OWNER, 'retry-bob', 'member');
    await receiver.waitFor(1);
    await eventually(
      async () =>
        (await deliveryLog(app, projectId, created.id))[0]?.attempts === 1 && (await deliveryLog(app, projectId, created.id))[0]?.status === 'pending',
    );
    const [first] = await deliveryLog(app, projectId, created.id);
    expect(first).to.include({ type: 'member.added', status: 'pending', attempts: 1, last_status_code: 500, last_error: null });
    expect(Date.parse(first.next_attempt_at) - clock.now().getTime()).to.equal(5000);

    // Not before its time.
    advance(app, 4000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).to.have.length(1);
    advance(app, 1000);
    await receiver.waitFor(2);
    await eventually(
      async () =>
        (await deliveryLog(app, projectId, created.id))[0]?.attempts === 2 && (await deliveryLog(app, projectId, created.id))[0]?.status === 'pending',
    );
    const [second] = await deliveryLog(app, projectId, created.id);
    expect(Date.parse(second.next_attempt_at) - clock.now().getTime()).to.equal(5 * 60_000);
    advance(app, 5 * 60_000);
    await receiver.waitFor(3);
    await eventually(async () => (await deliveryLog(app, projectId, created.id))[0]?.status === 'delivered');
    expect((await deliveryLog(app, projectId, created.id))[0]).to.include({ status: 'delivered', attempts: 3, last_status_code: 200, next_attempt_at: null });
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).to.have.property('size', 1);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-timestamp']))).to.have.property('size', 3);
    expect(new Set(receiver.received.map((r) => r.raw))).to.have.property('size', 1);
    expect(receiver.received[0]!.body.data.member).to.deep.equal({ user_id: 'retry-bob', role: 'member', provisioned: false });
    await app.request('DELETE', `${webhooksPath(projectId)}/${created.id}`, { as: OWNER });
  });

  it('fails a 400 at once, redelivers it on request with the same webhook-id', async () => {
    const created = await createWebhook(app, projectId, { url: receiver.url, events: ['page.created'] });
    receiver.answer(400);
    expect(
      (
        await app.request('POST', `/api/projects/${projectId}/pages`, {
          as: OWNER,
          body: { slug: 'refused', language: 'en', doc_template_id: 'page', content: 'x' },
        })
      ).status,
    ).to.equal(201);
    await receiver.waitFor(1);
    await eventually(async () => (await deliveryLog(app, projectId, created.id))[0]?.status === 'failed');
    const [failed] = await deliveryLog(app, projectId, created.id);
    expect(failed).to.include({ status: 'failed', attempts: 1, last_status_code: 400, next_attempt_at: null });
    advance(app, 11 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).to.have.length(1);

    const again = await app.request('POST', `${webhooksPath(projectId)}/${created.id}/deliveries/${failed.id}/redeliver`, { as: OWNER });
    expect(again.status).to.equal(202);
    expect(again.body).to.include({ event_id: failed.event_id, type: 'page.created', status: 'pending', attempts: 0 });
    await receiver.waitFor(2);
    expect(receiver.received[1]!.headers['webhook-id']).to.equal(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.received[1]!.raw).to.equal(receiver.received[0]!.raw);
    await eventually(async () => (await deliveryLog(app, projectId, created.id))[0]?.status === 'delivered');
    expect((await deliveryLog(app, projectId, created.id)).map((d) => d.status)).to.deep.equal(['delivered', 'failed']);
    const missing = await app.request('POST', `${webhooksPath(projectId)}/${created.id}/deliveries/nope/redeliver`, { as: OWNER });
    expect([missing.status, missing.body]).to.deep.equal([404, { error: 'Delivery not found' }]);
    await app.request('DELETE', `${webhooksPath(projectId)}/${created.id}`, { as: OWNER });
  });

  it('disables the endpoint on a 410: nothing more is queued for it', async () => {
    const created = await createWebhook(app, projectId, { url: receiver.url, events: ['*'] });
    receiver.answer(410);
    await app.request('POST', `${webhooksPath(projectId)}/${created.id}/ping`, { as: OWNER });
    const [ping] = await receiver.waitFor(1, 'ping');
    expect(ping!.body.data).to.deep.equal({ project_id: projectId, webhook_id: created.id });
    await eventually(async () =>
      (await app.request('GET', webhooksPath(projectId), { as: OWNER })).body.webhooks.some(
        (w: { id: string; enabled: boolean }) => w.id === created.id && !w.enabled,
      ),
    );
    const [gone] = await deliveryLog(app, projectId, created.id);
    expect(gone).to.include({ status: 'failed', attempts: 1, last_status_code: 410 });
    expect(gone.last_error).to.contain('410');
    await app.addMember(projectId, OWNER, 'after-gone', 'member');
    expect(await deliveryLog(app, projectId, created.id)).to.have.length(1);
    await app.request('DELETE', `${webhooksPath(projectId)}/${created.id}`, { as: OWNER });
  });

  it('reports page changes with their revision, and discards and member removals', async () => {
    const created = await createWebhook(app, projectId, {
      url: receiver.url,
      events: ['page.created', 'page.updated', 'page.deleted', 'draft.discarded', 'member.removed'],
    });
    const api = `/api/projects/${projectId}`;
    const page = (await app.request('POST', `${api}/pages`, { as: OWNER, body: { slug: 'tracked', language: 'en', doc_template_id: 'page', content: 'v1' } }))
      .body;
    await app.request('PATCH', `${api}/pages/${page.id}`, { as: OWNER, body: { content: 'v2' } });
    await app.request('PATCH', `${api}/pages/${page.id}/visibility`, { as: OWNER, body: { visibility: 'unlisted' } });
    // Refused writes report nothing.
    expect((await app.request('PATCH', `${api}/pages/${page.id}`, { as: OWNER, body: { content: 'stale', revision: 1 } })).status).to.equal(409);
    expect(
      (await app.request('POST', `${api}/pages`, { as: OWNER, body: { slug: 'tracked', language: 'en', doc_template_id: 'page', content: 'dup' } })).status,
    ).to.equal(409);
    const opened = (await app.request('POST', `${api}/docs/edit/open`, { as: OWNER, body: { slug: 'tracked', language: 'en' } })).body;
    expect((await app.request('POST', `${api}/docs/edit/discard`, { as: OWNER, body: { draftId: opened.draftId } })).status).to.equal(200);
    await app.request('DELETE', `${api}/pages/${page.id}`, { as: OWNER });
    await app.addMember(projectId, OWNER, 'leaver', 'member');
    await app.request('DELETE', `${api}/members/leaver`, { as: OWNER });
    const received = await receiver.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Arrival order is not promised (attempts run in parallel): a receiver orders page events by revision.
    const rank = ['page.created', 'page.updated', 'page.deleted', 'draft.discarded', 'member.removed'];
    const summary = receiver.received
      .map((r) => [r.body.type, r.body.data.page?.revision ?? r.body.data.draft?.id ?? r.body.data.member?.user_id] as [string, unknown])
      .sort((a, b) => (a[1] !== b[1] && typeof a[1] === 'number' && typeof b[1] === 'number' ? a[1] - b[1] : rank.indexOf(a[0]) - rank.indexOf(b[0])));
    expect(received).to.have.length(6);
    expect(summary.filter(([type]) => type.startsWith('page.'))).to.deep.equal([
      ['page.created', 1],
      ['page.updated', 2],
      ['page.updated', 3],
      ['page.deleted', 3],
    ]);
    expect(summary.filter(([type]) => !type.startsWith('page.'))).to.deep.equal([
      ['draft.discarded', opened.draftId],
      ['member.removed', 'leaver'],
    ]);
    await app.request('DELETE', `${webhooksPath(projectId)}/${created.id}`, { as: OWNER });
  });
});

describe('HTTP webhooks: private addresses', () => {
  it('are checked again when connecting: a webhook kept from when they were allowed fails, nothing reaches the address', async () => {
    const receiver = await WebhookReceiver.start();
    const before = await TestApp.start({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true', WEBHOOK_DISPATCHER: 'false' } });
    let app: TestApp = before;
    try {
      const projectId = await before.createProject(OWNER);
      const created = await createWebhook(before, projectId, { url: receiver.url, events: ['*'] });
      await before.stop({ keepData: true });
      app = await TestApp.start({ dataDir: before.dataDir, issuer: before.issuer });
      expect((await app.request('POST', `${webhooksPath(projectId)}/${created.id}/ping`, { as: OWNER })).status).to.equal(202);
      await eventually(async () => (await deliveryLog(app, projectId, created.id))[0]?.status === 'failed');
      const [refused] = await deliveryLog(app, projectId, created.id);
      expect(refused).to.include({ attempts: 1, last_status_code: null });
      expect(refused.last_error).to.match(/not a public address|port \d+ is not allowed/);
      expect(receiver.received).to.deep.equal([]);
    } finally {
      await app.stop();
      await receiver.stop();
    }
  });
});
