import { expect } from 'chai';
import type { Settlement } from '../../../application/webhooks/ports.js';
import { pageCreated } from '../../../domain/webhooks/event-data.js';
import { aDoc, AT, at, storeHelpers } from '../../support/stores/page-fixtures.js';
import { allDeliveries, anEndpoint, anEvent, claimAll, routeAll, stamped, type WebhookStores } from '../../support/stores/webhook-fixtures.js';
import { uniqueId } from '../../support/builders.js';

const settled = (status: Settlement['status'], overrides: Partial<Settlement> = {}): Settlement => ({
  status,
  at: at(10),
  status_code: status === 'delivered' ? 204 : 500,
  error: null,
  next_attempt_at: status === 'pending' ? at(15) : null,
  endpoint: { kind: 'untouched' },
  ...overrides,
});

/** What every WebhookRepository and WebhookDeliveries adapter must do. */
export function webhookStoresContract(stores: () => WebhookStores): void {
  const { newProject } = storeHelpers(stores);
  const withEndpoint = async (overrides = {}) => {
    const projectId = await newProject();
    const endpoint = anEndpoint(projectId, overrides);
    expect(await stores().webhooks.create(endpoint, 20)).to.equal('created');
    return { projectId, endpoint };
  };
  const queued = async (projectId: string, webhookId: string, occurredAt = AT) => {
    const event = anEvent(projectId, 'ping', { occurred_at: occurredAt });
    return stores().deliveries.enqueue(event, webhookId, uniqueId('d'));
  };
  const claim = (now: string, limit = 100, lease = uniqueId('l')) =>
    stores().deliveries.claim({ now, leaseUntil: new Date(Date.parse(now) + 60_000).toISOString(), lease, limit });

  describe('endpoints', () => {
    it('creates, finds and lists endpoints of a project only, up to the limit', async () => {
      const { webhooks } = stores();
      const { projectId, endpoint } = await withEndpoint({ events: ['page.created', 'page.updated'], description: 'CI' });
      expect(await webhooks.find(projectId, endpoint.id)).to.deep.equal(endpoint);
      expect(await webhooks.find(await newProject(), endpoint.id)).to.equal(null);
      const second = anEndpoint(projectId);
      expect(await webhooks.create(second, 2)).to.equal('created');
      expect(await webhooks.create(anEndpoint(projectId), 2)).to.equal('limit');
      expect((await webhooks.list(projectId)).map((w) => w.id)).to.deep.equal([endpoint.id, second.id]);
    });

    it('applies changes, and enabling an endpoint forgets its failures', async () => {
      const { webhooks } = stores();
      const { projectId, endpoint } = await withEndpoint({ enabled: false, failing_since: AT, description: 'old' });
      const changed = await webhooks.update(projectId, endpoint.id, { url: 'https://b.example.com/', events: ['member.added'], description: null }, at(5));
      expect(changed).to.include({ url: 'https://b.example.com/', description: null, enabled: false, failing_since: AT, updated_at: at(5) });
      expect(changed!.events).to.deep.equal(['member.added']);
      expect(await webhooks.update(projectId, endpoint.id, { enabled: true }, at(6))).to.include({ enabled: true, failing_since: null });
      expect(await webhooks.find(projectId, endpoint.id)).to.include({ enabled: true, failing_since: null, url: 'https://b.example.com/' });
      expect(await webhooks.update(await newProject(), endpoint.id, { enabled: false }, at(7))).to.equal(null);
    });

    it('rotates: the current secret becomes the previous one until the given time', async () => {
      const { webhooks } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const rotated = await webhooks.rotateSecret(projectId, endpoint.id, 'v1.sealed.next', at(86_400), at(1));
      expect(rotated).to.include({ secret: 'v1.sealed.next', previous_secret: 'v1.sealed.current', previous_secret_expires_at: at(86_400) });
      expect(await webhooks.find(projectId, endpoint.id)).to.include({ secret: 'v1.sealed.next', previous_secret: 'v1.sealed.current' });
      expect(await webhooks.rotateSecret(await newProject(), endpoint.id, 'x', at(2), at(2))).to.equal(null);
    });

    it('deletes an endpoint with its deliveries, only in its project', async () => {
      const { webhooks, deliveries } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const delivery = await queued(projectId, endpoint.id);
      expect(await webhooks.delete(await newProject(), endpoint.id)).to.equal(false);
      expect(await webhooks.delete(projectId, endpoint.id)).to.equal(true);
      expect(await webhooks.find(projectId, endpoint.id)).to.equal(null);
      expect(await deliveries.find(projectId, delivery.id)).to.equal(null);
      expect(await claim(at(60))).to.deep.equal([]);
    });

    it('goes away with its project', async () => {
      const { webhooks, projects } = stores();
      const { projectId, endpoint } = await withEndpoint();
      await queued(projectId, endpoint.id);
      await projects.delete(projectId);
      expect(await webhooks.list(projectId)).to.deep.equal([]);
      expect(await claim(at(60))).to.deep.equal([]);
    });
  });

  describe('deliveries', () => {
    it('queues a delivery due at once and lists the log newest first, page by page', async () => {
      const { deliveries } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const first = await queued(projectId, endpoint.id);
      expect(first).to.include({
        webhook_id: endpoint.id,
        type: 'ping',
        status: 'pending',
        attempts: 0,
        next_attempt_at: AT,
        created_at: AT,
        last_status_code: null,
        last_error: null,
      });
      const second = await queued(projectId, endpoint.id);
      const third = await queued(projectId, endpoint.id);
      expect((await allDeliveries(stores(), projectId, endpoint.id)).map((d) => d.id)).to.deep.equal([third.id, second.id, first.id]);
      expect((await deliveries.list(projectId, endpoint.id, { after: third.id, limit: 1 })).map((d) => d.id)).to.deep.equal([second.id]);
      expect(await deliveries.find(projectId, first.id)).to.deep.equal(first);
      expect(await deliveries.find(await newProject(), first.id)).to.equal(null);
    });

    it('claims due deliveries under a lease: the attempt counted, due again only when the lease ends', async () => {
      const { deliveries } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const due = await queued(projectId, endpoint.id, at(0));
      await queued(projectId, endpoint.id, at(300));
      const [claimed, ...rest] = await claim(at(10), 100, 'lease-a');
      expect(rest).to.deep.equal([]);
      expect(claimed!.delivery).to.include({ id: due.id, attempts: 1, next_attempt_at: at(70) });
      expect(claimed!.lease).to.equal('lease-a');
      expect(claimed!.webhook).to.deep.equal(endpoint);
      expect(JSON.parse(claimed!.body)).to.include({ type: 'ping', timestamp: at(0) });
      expect(await claim(at(20))).to.deep.equal([]);
      // The claimer died: after its lease another takes the delivery over, and the old lease settles nothing.
      const [again] = await claim(at(71), 1, 'lease-b');
      expect(again!.delivery).to.include({ id: due.id, attempts: 2 });
      expect(await deliveries.settle(due.id, 'lease-a', settled('delivered'))).to.equal(false);
      expect(await deliveries.settle(due.id, 'lease-b', settled('delivered'))).to.equal(true);
      expect(await deliveries.settle(due.id, 'lease-b', settled('failed'))).to.equal(false);
      expect(await deliveries.find(projectId, due.id)).to.include({ status: 'delivered', attempts: 2, last_status_code: 204, next_attempt_at: null });
    });

    it('each delivery is claimed by exactly one of many concurrent claimers', async () => {
      const { projectId, endpoint } = await withEndpoint();
      const ids = await Promise.all(Array.from({ length: 30 }, async () => (await queued(projectId, endpoint.id)).id));
      const batches = await Promise.all(Array.from({ length: 6 }, (_, i) => claim(at(1), 10, `lease-${i}`)));
      const claimed = batches.flat().map((c) => c.delivery.id);
      expect(claimed).to.have.length(30);
      expect(new Set(claimed)).to.deep.equal(new Set(ids));
    });

    it('settles a retry as pending until its next attempt, and records the answer', async () => {
      const { deliveries } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const delivery = await queued(projectId, endpoint.id);
      const [claimed] = await claim(at(1));
      expect(
        await deliveries.settle(
          delivery.id,
          claimed!.lease,
          settled('pending', { status_code: null, error: 'network error ECONNREFUSED', next_attempt_at: at(15) }),
        ),
      ).to.equal(true);
      expect(await deliveries.find(projectId, delivery.id)).to.include({
        status: 'pending',
        attempts: 1,
        last_status_code: null,
        last_error: 'network error ECONNREFUSED',
        next_attempt_at: at(15),
      });
      expect(await claim(at(14))).to.deep.equal([]);
      expect((await claim(at(15))).map((c) => c.delivery.attempts)).to.deep.equal([2]);
    });

    it('tracks endpoint failures: a success clears them, a 410 or five days of them disable it', async () => {
      const { deliveries, webhooks } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const attempt = async (settlement: Settlement) => {
        const delivery = await queued(projectId, endpoint.id);
        const [claimed] = await claim(at(1));
        expect(await deliveries.settle(delivery.id, claimed!.lease, settlement)).to.equal(true);
        return webhooks.find(projectId, endpoint.id);
      };
      const failing = (atTime: string, cutoff: string, disable = false) => settled('failed', { at: atTime, endpoint: { kind: 'failing', disable, cutoff } });
      expect(await attempt(failing(at(10), at(-100)))).to.include({ failing_since: at(10), enabled: true });
      expect(await attempt(failing(at(20), at(5)))).to.include({ failing_since: at(10), enabled: true });
      expect(await attempt(settled('delivered', { endpoint: { kind: 'healthy' } }))).to.include({ failing_since: null, enabled: true });
      expect(await attempt(failing(at(30), at(-100), true))).to.include({ failing_since: at(30), enabled: false });
      await webhooks.update(projectId, endpoint.id, { enabled: true }, at(31));
      expect(await attempt(failing(at(40), at(0)))).to.include({ failing_since: at(40), enabled: true });
      // Failing since at(40), and the cutoff (five days before this attempt) is later: disabled.
      expect(await attempt(failing(at(50), at(45)))).to.include({ failing_since: at(40), enabled: false });
    });

    it('redelivers an event as a new pending delivery to the same endpoint', async () => {
      const { deliveries } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const original = await queued(projectId, endpoint.id);
      const [claimed] = await claim(at(1));
      await deliveries.settle(original.id, claimed!.lease, settled('failed', { status_code: 400 }));
      const again = await deliveries.redeliver(projectId, original.id, uniqueId('d'), at(100));
      expect(again).to.include({
        event_id: original.event_id,
        webhook_id: endpoint.id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at(100),
        created_at: at(100),
      });
      expect(await deliveries.find(projectId, original.id)).to.include({ status: 'failed', last_status_code: 400 });
      expect(await deliveries.redeliver(await newProject(), original.id, uniqueId('d'), at(100))).to.equal(null);
      const [retaken] = await claim(at(100));
      expect(retaken!.delivery.id).to.equal(again!.id);
      expect(retaken!.body).to.equal(claimed!.body);
    });

    it('prunes finished deliveries and unneeded events, never pending ones', async () => {
      const { deliveries } = stores();
      const { projectId, endpoint } = await withEndpoint();
      const old = await queued(projectId, endpoint.id);
      const [claimed] = await claim(at(1));
      await deliveries.settle(old.id, claimed!.lease, settled('delivered', { at: at(2) }));
      const pending = await queued(projectId, endpoint.id);
      await deliveries.prune(at(3));
      expect(await deliveries.find(projectId, old.id)).to.equal(null);
      expect(await deliveries.find(projectId, pending.id)).to.not.equal(null);
      expect(await deliveries.redeliver(projectId, pending.id, uniqueId('d'), at(4))).to.not.equal(null);
    });

    it('counts the backlog: events waiting in the outbox, and deliveries until they are settled for good', async () => {
      const { deliveries, pages } = stores();
      const { projectId, endpoint } = await withEndpoint();
      await routeAll(stores());
      const before = await deliveries.backlog();
      const created = await pages.create(
        aDoc(projectId, { slug: uniqueId('s') }),
        undefined,
        stamped(projectId, (doc) => [pageCreated(doc)]),
      );
      expect(created.kind).to.equal('created');
      const ping = await queued(projectId, endpoint.id);
      expect(await deliveries.backlog()).to.deep.equal({ events: before.events + 1, pending: before.pending + 1 });

      // Routed: the event became a delivery. Claimed: still pending until settled.
      await routeAll(stores());
      expect(await deliveries.backlog()).to.deep.equal({ events: 0, pending: before.pending + 2 });
      const ours = (await claimAll(stores())).filter((claimed) => claimed.delivery.project_id === projectId);
      expect(ours).to.have.length(2);
      expect((await deliveries.backlog()).pending).to.equal(before.pending + 2);
      const [retried, delivered] = ours[0]!.delivery.id === ping.id ? ours : [ours[1]!, ours[0]!];
      await deliveries.settle(retried!.delivery.id, retried!.lease, settled('pending'));
      await deliveries.settle(delivered!.delivery.id, delivered!.lease, settled('delivered'));
      expect(await deliveries.backlog()).to.deep.equal({ events: 0, pending: before.pending + 1 });
    });
  });
}
