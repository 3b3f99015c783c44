import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { GuardedFetch, GuardedOutcome, GuardedRequest } from '../../../application/shared/guarded-fetch.js';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import { WebhookDispatch } from '../../../application/webhooks/webhook-dispatch.js';
import { ping } from '../../../domain/webhooks/event-data.js';
import { NodeWebhookSecrets } from '../../../infrastructure/webhooks/node-webhook-secrets.js';
import { TimeOrderedIdGenerator } from '../../../infrastructure/system/time-ordered-ids.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryOutbox, InMemoryWebhookDeliveries, InMemoryWebhookRepository } from '../../support/fakes/webhooks.js';
import { anEndpoint } from '../../support/stores/webhook-fixtures.js';
import { FakeServiceMetrics } from '../../support/fakes/metrics.js';

const DAY = 24 * 3_600_000;

/** A receiver that answers from a script (a status, or a failure of the guarded fetch). */
class ScriptedFetch implements GuardedFetch {
  readonly requests: Array<{ url: string; request: GuardedRequest }> = [];
  constructor(readonly script: Array<number | Exclude<GuardedOutcome, { kind: 'response' }>>) {}
  async fetch(url: string, request: GuardedRequest = {}): Promise<GuardedOutcome> {
    this.requests.push({ url, request });
    const next = this.script.shift() ?? 200;
    if (typeof next !== 'number') return next;
    return { kind: 'response', status: next, url, headers: {}, contentType: '', charset: null, body: new Uint8Array() };
  }
}

function world(script: ConstructorParameters<typeof ScriptedFetch>[0], endpointOverrides = {}) {
  const clock = new FakeClock('2026-05-01T12:00:00.000Z');
  const ids = new TimeOrderedIdGenerator();
  const outbox = new InMemoryOutbox();
  const secrets = new NodeWebhookSecrets(randomBytes(32));
  const webhooks = new InMemoryWebhookRepository(outbox);
  const deliveries = new InMemoryWebhookDeliveries(outbox);
  const http = new ScriptedFetch(script);
  const metrics = new FakeServiceMetrics();
  const dispatch = new WebhookDispatch(deliveries, secrets, http, clock, ids, metrics);
  const secret = secrets.generate();
  const endpoint = anEndpoint('p1', { id: 'w1', ...endpointOverrides });
  void webhooks.create({ ...endpoint, secret: secrets.seal(secret, endpoint.id) }, 20);
  const queue = async () => {
    const [event] = new OutboxEvents(clock, ids).of('p1', () => [ping('p1', 'w1')])(undefined);
    return deliveries.enqueue(event!, 'w1', ids.next());
  };
  /** One dispatcher round: claim what is due and attempt it. */
  const round = async () => {
    await dispatch.route(10);
    return Promise.all((await dispatch.claim(10)).map((claimed) => dispatch.attempt(claimed)));
  };
  return { clock, outbox, http, deliveries, webhooks, queue, round, secret, dispatch, metrics };
}

describe('WebhookDispatch (fakes, driven by the clock)', () => {
  it('POSTs the event signed, no redirects, 10 s timeout; retries on schedule and delivers with one webhook-id', async () => {
    const w = world([500, { kind: 'failed', reason: 'timeout', message: 'the site took too long to answer' }, 200]);
    const delivery = await w.queue();
    await w.round();
    expect(await w.deliveries.find('p1', delivery.id)).to.include({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      next_attempt_at: '2026-05-01T12:00:05.000Z',
    });
    w.clock.advance(4999);
    expect(await w.round()).to.deep.equal([]);
    w.clock.advance(1);
    await w.round();
    expect(await w.deliveries.find('p1', delivery.id)).to.include({
      status: 'pending',
      attempts: 2,
      last_status_code: null,
      last_error: 'the site took too long to answer',
    });
    w.clock.advance(300_000);
    await w.round();
    expect(await w.deliveries.find('p1', delivery.id)).to.include({ status: 'delivered', attempts: 3, last_status_code: 200, next_attempt_at: null });
    const [first, , third] = w.http.requests;
    expect(first!.request).to.deep.include({ method: 'POST', maxRedirects: 0, timeoutMs: 10_000 });
    expect(first!.request.headers!['webhook-id']).to.equal(delivery.event_id).and.equal(third!.request.headers!['webhook-id']);
    expect(third!.request.headers!['webhook-timestamp']).to.equal(String(Date.parse('2026-05-01T12:05:05.000Z') / 1000));
    expect(first!.request.body).to.equal(third!.request.body);
    expect(w.metrics.recorded).to.deep.equal(['webhook retry', 'webhook retry', 'webhook delivered']);
  });

  it('fails for good after the last retry', async () => {
    const w = world(Array(8).fill(503));
    const delivery = await w.queue();
    for (let attempt = 1; attempt <= 8; attempt++) {
      await w.round();
      w.clock.advance(11 * 3_600_000);
    }
    expect(await w.deliveries.find('p1', delivery.id)).to.include({ status: 'failed', attempts: 8, last_status_code: 503 });
    expect(w.http.requests).to.have.length(8);
    expect(w.metrics.recorded).to.deep.equal([...Array(7).fill('webhook retry'), 'webhook failed']);
  });

  it('disables an endpoint that has failed for five days, and sends nothing more to it', async () => {
    const w = world([500]);
    w.outbox.webhooks.set('w1', { ...w.outbox.webhooks.get('w1')!, failing_since: new Date(w.clock.now().getTime() - 5 * DAY).toISOString() });
    const delivery = await w.queue();
    await w.round();
    expect(w.outbox.webhooks.get('w1')).to.include({ enabled: false });
    w.clock.advance(5000);
    await w.round();
    expect(await w.deliveries.find('p1', delivery.id)).to.include({ status: 'failed', attempts: 2, last_error: 'the webhook is disabled' });
    expect(w.http.requests).to.have.length(1);
  });

  it('a success ends a failure streak; a refused address fails at once', async () => {
    const w = world([{ kind: 'refused', reason: 'address', message: 'hooks.example.com resolves to 10.0.0.1, which is not a public address' }, 204]);
    const refused = await w.queue();
    await w.round();
    expect(await w.deliveries.find('p1', refused.id)).to.include({
      status: 'failed',
      attempts: 1,
      last_error: 'hooks.example.com resolves to 10.0.0.1, which is not a public address',
    });
    expect(w.outbox.webhooks.get('w1')!.failing_since).to.equal(w.clock.now().toISOString());
    await w.queue();
    await w.round();
    expect(w.outbox.webhooks.get('w1')).to.include({ failing_since: null, enabled: true });
  });

  it('retries, without blaming the endpoint, a secret the configured key cannot open', async () => {
    const w = world([]);
    w.outbox.webhooks.set('w1', { ...w.outbox.webhooks.get('w1')!, secret: new NodeWebhookSecrets(randomBytes(32)).seal(w.secret, 'w1') });
    const delivery = await w.queue();
    await w.round();
    expect(w.http.requests).to.deep.equal([]);
    expect(await w.deliveries.find('p1', delivery.id)).to.include({ status: 'pending', attempts: 1 });
    expect(w.outbox.webhooks.get('w1')).to.include({ failing_since: null, enabled: true });
  });
});
