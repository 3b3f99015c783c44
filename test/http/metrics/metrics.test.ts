import { expect } from 'chai';
import { METHODS, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { INVALID_METRICS_TOKEN, METRICS_TOKEN_REQUIRED } from '../../../adapters/http/metrics/routes.js';
import { describedFetch } from '../../support/api-description.js';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import { TestApp } from '../../support/test-app.js';
import { live, liveProject, SESSION } from '../live/live-helpers.js';
import { newDraft, publish } from '../publishing/support.js';
import { createWebhook, eventually } from '../webhooks/support.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const OWNER = 'owner';

/** The samples of a Prometheus text exposition: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    found.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return found;
}

describe('GET /metrics', function () {
  this.timeout(30_000);
  let app: TestApp;
  let receiver: WebhookReceiver;
  before(async () => {
    receiver = await WebhookReceiver.start();
    app = await TestApp.start({ env: { METRICS_TOKEN: TOKEN, ALLOW_PRIVATE_WEBHOOKS: 'true' } });
  });
  after(async () => {
    await app.stop();
    await receiver.stop();
  });

  const scrape = async () => {
    const response = await describedFetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).to.equal(200);
    return { contentType: response.headers.get('content-type'), cacheControl: response.headers.get('cache-control'), text: await response.text() };
  };
  const series = async () => samples((await scrape()).text);
  /** How much each sample moved while `work` ran (0 for a sample that did not exist before). */
  const moved = async (names: readonly string[], work: () => Promise<unknown>) => {
    const before = await series();
    await work();
    const after = await series();
    return Object.fromEntries(names.map((name) => [name, (after.get(name) ?? 0) - (before.get(name) ?? 0)]));
  };

  it('is 404, as an unknown path, while METRICS_TOKEN is unset', async () => {
    const plain = await TestApp.start();
    try {
      const response = await plain.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect({ status: response.status, body: response.body }).to.deep.equal({ status: 404, body: { error: 'Not found' } });
    } finally {
      await plain.stop();
    }
  });

  it('answers 401 without the bearer token or with another one, and never the series', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, METRICS_TOKEN_REQUIRED],
      [{ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }, METRICS_TOKEN_REQUIRED],
      [{ authorization: 'Bearer' }, METRICS_TOKEN_REQUIRED],
      [{ authorization: `Bearer ${TOKEN.slice(0, -1)}x` }, INVALID_METRICS_TOKEN],
      [{ authorization: `Bearer ${TOKEN}${TOKEN}` }, INVALID_METRICS_TOKEN],
      [{ authorization: `Bearer ${await app.token(OWNER)}` }, INVALID_METRICS_TOKEN],
    ];
    for (const [headers, error] of cases) {
      const response = await app.request('GET', '/metrics', { headers });
      expect({ status: response.status, body: response.body }, JSON.stringify(headers)).to.deep.equal({ status: 401, body: { error } });
      expect(response.headers.get('www-authenticate')).to.equal('Bearer');
    }
  });

  it('never locks the right token out: wrong tokens past the 401 limit are each 401, and the right one still scrapes', async () => {
    const own = await TestApp.start({ env: { METRICS_TOKEN: TOKEN, AUTH_FAILURE_LIMIT: '3' } });
    try {
      for (let i = 0; i < 6; i += 1) {
        const wrong = await own.request('GET', '/metrics', { headers: { authorization: `Bearer wrong-token-${i}-0123456789` } });
        expect({ status: wrong.status, body: wrong.body }).to.deep.equal({ status: 401, body: { error: INVALID_METRICS_TOKEN } });
      }
      const right = await describedFetch(`${own.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(right.status).to.equal(200);
      // Wrong metrics tokens are not counted either: the API still answers this caller.
      expect((await own.request('GET', '/api/projects', { as: OWNER })).status).to.equal(200);
    } finally {
      await own.stop();
    }
  });

  it('labels any method beyond the standard seven OTHER: odd methods to random paths add only a fixed few series', async () => {
    const standard = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT']);
    const odd = METHODS.filter((method) => !standard.has(method));
    expect(odd.length).to.be.at.least(26);
    const { hostname, port } = new URL(app.url);
    const send = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const sent = request({ hostname, port, method, path }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        sent.on('error', reject);
        sent.end();
      });
    await series(); // The scrape's own series exist from here on.
    const before = new Set((await series()).keys());
    const statuses = await Promise.all(odd.flatMap((method) => [send(method, `/${randomUUID()}`), send(method, `/api/projects/${randomUUID()}/x`)]));
    expect(statuses.every((status) => status === 404 || status === 405)).to.equal(true);
    const added = [...(await series()).keys()].filter((name) => !before.has(name) && name.startsWith('content_service_http_'));
    expect(added.filter((name) => !name.includes('method="OTHER",route="unmatched"'))).to.deep.equal([]);
    // The count by status (404, and 405 at most) and one histogram: its buckets, sum and count.
    expect(added.length).to.be.at.most(2 + 14 + 2);
  });

  it('serves the Prometheus text format: the process, the event-loop lag and the webhook backlog', async () => {
    const { contentType, cacheControl, text } = await scrape();
    expect(contentType).to.equal('text/plain; version=0.0.4; charset=utf-8');
    expect(cacheControl).to.equal('no-store');
    const found = samples(text);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes'])
      expect(found.has(name), name).to.equal(true);
    expect(found.get('content_service_webhook_outbox_events')).to.equal(0);
    expect(found.get('content_service_webhook_deliveries_pending')).to.equal(0);
  });

  it('reports the webhook backlog as it grows: events waiting in the outbox, and deliveries pending', async () => {
    // No dispatcher: what is recorded stays where it was put, so the gauges hold still to be read.
    const idle = await TestApp.start({ env: { METRICS_TOKEN: TOKEN, ALLOW_PRIVATE_WEBHOOKS: 'true', WEBHOOK_DISPATCHER: 'false' } });
    try {
      const read = async () => {
        const found = samples(await (await describedFetch(`${idle.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text());
        return { events: found.get('content_service_webhook_outbox_events'), pending: found.get('content_service_webhook_deliveries_pending') };
      };
      const projectId = await idle.createProject(OWNER);
      const webhook = await createWebhook(idle, projectId, { url: receiver.url, events: ['page.created'] });
      expect(await read()).to.deep.equal({ events: 0, pending: 0 });
      const body = { slug: 'counted', language: 'en', doc_template_id: 'page', content: 'One event.' };
      expect((await idle.request('POST', `/api/projects/${projectId}/pages`, { as: OWNER, body })).status).to.equal(201);
      expect(await read()).to.deep.equal({ events: 1, pending: 0 });
      expect((await idle.request('POST', `/api/projects/${projectId}/webhooks/${webhook.id}/ping`, { as: OWNER })).status).to.equal(202);
      expect(await read()).to.deep.equal({ events: 1, pending: 1 });
    } finally {
      await idle.stop();
    }
  });

  it('counts and times requests by route pattern, never by raw path; unmatched ones under one label', async () => {
    const first = await app.createProject(OWNER);
    const second = await app.createProject(OWNER);
    const stray = `/no-such-path/${first}`;
    const read = 'content_service_http_requests_total{method="GET",route="/api/projects/:projectId",status="200"}';
    const refused = 'content_service_http_requests_total{method="GET",route="/api/projects/:projectId",status="404"}';
    const timed = 'content_service_http_request_duration_seconds_count{method="GET",route="/api/projects/:projectId"}';
    const unmatched = 'content_service_http_requests_total{method="GET",route="unmatched",status="404"}';
    const deltas = await moved([read, refused, timed, unmatched], async () => {
      for (const id of [first, second, first]) expect((await app.request('GET', `/api/projects/${id}`, { as: OWNER })).status).to.equal(200);
      expect((await app.request('GET', `/api/projects/${first}`, { as: 'stranger' })).status).to.equal(404);
      expect((await app.request('GET', stray)).status).to.equal(404);
      expect((await app.request('GET', `${stray}/deeper`)).status).to.equal(404);
    });
    expect(deltas).to.deep.equal({ [read]: 3, [refused]: 1, [timed]: 4, [unmatched]: 2 });
    const { text } = await scrape();
    expect(text).to.not.include(first);
    expect(text).to.not.include(second);
  });

  it('counts a page read by its final status: 200, 304, 401 for a bad token, 404 for a stranger; each answer carries the conventions', async () => {
    const projectId = await app.createProject(OWNER);
    const created = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: OWNER,
      body: { slug: 'counted', language: 'en', doc_template_id: 'page', content: '# Counted' },
    });
    expect(created.status).to.equal(201);
    const path = `/api/projects/${projectId}/pages/${created.body.id as string}`;
    const route = 'route="/api/projects/:projectId/pages/:pageId"';
    const counted = (status: number) => `content_service_http_requests_total{method="GET",${route},status="${status}"}`;
    const timed = `content_service_http_request_duration_seconds_count{method="GET",${route}}`;
    const answers: Headers[] = [];
    const deltas = await moved([counted(200), counted(304), counted(401), counted(404), timed], async () => {
      const first = await app.request('GET', path, { as: OWNER });
      const etag = first.headers.get('etag')!;
      answers.push(first.headers);
      for (const [options, status] of [
        [{ as: OWNER, headers: { 'if-none-match': etag } }, 304],
        [{ token: 'not.a.token' }, 401],
        [{ as: 'stranger' }, 404],
      ] as const) {
        const answer = await app.request('GET', path, options);
        expect(answer.status).to.equal(status);
        answers.push(answer.headers);
      }
    });
    expect(deltas).to.deep.equal({ [counted(200)]: 1, [counted(304)]: 1, [counted(401)]: 1, [counted(404)]: 1, [timed]: 4 });
    for (const headers of answers) {
      expect([headers.get('x-content-type-options'), headers.get('x-request-id')?.length]).to.deep.equal(['nosniff', 36]);
    }
  });

  it('counts live sessions started, and refused by reason', async () => {
    const voiceOn = await liveProject(app, OWNER);
    const voiceOff = await liveProject(app, OWNER, { voice: false });
    const started = 'content_service_live_sessions_started_total{kind="start"}';
    const disabled = 'content_service_live_sessions_refused_total{reason="voice_disabled"}';
    const stranger = 'content_service_live_sessions_refused_total{reason="not_a_member"}';
    const deltas = await moved([started, disabled, stranger], async () => {
      expect((await live(app, SESSION, OWNER, voiceOn)).status).to.equal(200);
      expect((await live(app, SESSION, OWNER, voiceOff)).status).to.equal(403);
      expect((await live(app, SESSION, 'stranger', voiceOn)).status).to.equal(403);
      expect((await live(app, SESSION, OWNER, voiceOff)).status).to.equal(403);
    });
    expect(deltas).to.deep.equal({ [started]: 1, [disabled]: 2, [stranger]: 1 });
  });

  it('times a publish, and counts the webhook delivery it causes by outcome', async () => {
    const projectId = await app.createProject(OWNER);
    await createWebhook(app, projectId, { url: receiver.url, events: ['publish.completed'] });
    await newDraft(app, projectId, 'measured');
    const published = 'content_service_publish_duration_seconds_count{outcome="deployed"}';
    const delivered = 'content_service_webhook_delivery_attempts_total{outcome="delivered"}';
    const before = await series();
    await publish(app, projectId);
    await receiver.waitFor(1, 'publish.completed');
    // The attempt is counted once its outcome is recorded, just after the receiver answered.
    await eventually(async () => ((await series()).get(delivered) ?? 0) > (before.get(delivered) ?? 0));
    const after = await series();
    expect((after.get(published) ?? 0) - (before.get(published) ?? 0)).to.equal(1);
    expect(after.get('content_service_publish_duration_seconds_sum{outcome="deployed"}')).to.be.greaterThan(0);
    expect((after.get(delivered) ?? 0) - (before.get(delivered) ?? 0)).to.equal(1);
  });
});
