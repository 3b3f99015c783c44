import { PLAIN_PUBLISH } from '../../../domain/publishing/manifest.js';
import { expect } from 'chai';
import { signingSecrets } from '../../../domain/webhooks/endpoint.js';
import { publishEvents } from '../../../domain/webhooks/event-data.js';
import { subscribes, webhookBody } from '../../../domain/webhooks/events.js';
import { attemptError, failingCutoff, RETRY_DELAYS_MS, verdictOf } from '../../../domain/webhooks/retry.js';

const AT = new Date('2026-05-01T12:00:00.000Z');
const later = (ms: number) => new Date(AT.getTime() + ms).toISOString();

describe('Webhook delivery policy', () => {
  it('delivers on any 2xx', () => {
    for (const status of [200, 201, 202, 204, 299]) expect(verdictOf({ kind: 'answered', status }, 1, AT)).to.deep.equal({ kind: 'delivered' });
  });

  it('never counts a 1xx or 3xx answer as delivered: it fails at once, a redirect named as such', () => {
    for (const status of [100, 101, 103, 199, 300, 301, 304, 399])
      expect(verdictOf({ kind: 'answered', status }, 1, AT), String(status)).to.deep.equal({ kind: 'failed', disable: false });
    expect([300, 399].map((status) => attemptError({ kind: 'answered', status }))).to.deep.equal([
      'the endpoint answered a redirect (300), which is not followed',
      'the endpoint answered a redirect (399), which is not followed',
    ]);
    expect([101, 299, 400].map((status) => attemptError({ kind: 'answered', status }))).to.deep.equal([null, null, null]);
  });

  it('retries network errors, timeouts, 408, 429 and 5xx after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then fails', () => {
    expect(RETRY_DELAYS_MS).to.deep.equal([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    const results = [
      { kind: 'answered', status: 500 },
      { kind: 'answered', status: 503 },
      { kind: 'answered', status: 408 },
      { kind: 'answered', status: 429 },
      { kind: 'unreachable', error: 'network error ECONNREFUSED' },
    ] as const;
    for (const result of results) {
      RETRY_DELAYS_MS.forEach((delay, i) => expect(verdictOf(result, i + 1, AT)).to.deep.equal({ kind: 'retry', next_attempt_at: later(delay) }));
      expect(verdictOf(result, RETRY_DELAYS_MS.length + 1, AT)).to.deep.equal({ kind: 'failed', disable: false });
    }
  });

  it('fails other answers at once; 410 also disables the endpoint; refused addresses are not retried', () => {
    for (const status of [301, 302, 400, 401, 403, 404, 409, 422])
      expect(verdictOf({ kind: 'answered', status }, 1, AT)).to.deep.equal({ kind: 'failed', disable: false });
    expect(verdictOf({ kind: 'answered', status: 410 }, 1, AT)).to.deep.equal({ kind: 'failed', disable: true });
    expect(verdictOf({ kind: 'refused', error: '127.0.0.1 is not a public address' }, 1, AT)).to.deep.equal({ kind: 'failed', disable: false });
    expect(attemptError({ kind: 'answered', status: 302 })).to.contain('not followed');
    expect(attemptError({ kind: 'answered', status: 500 })).to.equal(null);
  });

  it('disables after five days of failures; both secrets sign only during the overlap', () => {
    expect(failingCutoff(AT)).to.equal(later(-5 * 24 * 3_600_000));
    const endpoint = { secret: 'new', previous_secret: 'old', previous_secret_expires_at: later(1000) };
    expect(signingSecrets(endpoint, later(999))).to.deep.equal(['new', 'old']);
    expect(signingSecrets(endpoint, later(1000))).to.deep.equal(['new']);
    expect(signingSecrets({ ...endpoint, previous_secret: null, previous_secret_expires_at: null }, later(0))).to.deep.equal(['new']);
  });

  it('matches subscriptions, and a publish reports its pages before itself', () => {
    expect(subscribes(['*'], 'member.added')).to.equal(true);
    expect(subscribes(['page.created'], 'page.updated')).to.equal(false);
    const page = {
      id: 'p1',
      project_id: 'pr',
      slug: 'a',
      language: 'en',
      visibility: 'public' as const,
      doc_template_id: 'page',
      revision: 4,
      translation_of: null,
      created_at: 'c',
      updated_at: 'u',
    };
    const events = publishEvents({
      publish: {
        publish_id: 'pub',
        project_id: 'pr',
        published_at: 't',
        published_by: 'user:x',
        changes: [{ draft_id: 'd', slug: 'a', language: 'en', action: 'update', revision: 9, page_id: 'p1' }],
        deployed_at: null,
        ...PLAIN_PUBLISH,
      },
      pages: [{ ...page, action: 'update', source_revision: null }],
    });
    expect(events.map((e) => e.type)).to.deep.equal(['page.updated', 'publish.completed']);
    const completed = events[1]!;
    expect(completed.type === 'publish.completed' && completed.data.changes).to.deep.equal([
      { page_id: 'p1', slug: 'a', language: 'en', action: 'update', revision: 4 },
    ]);
    const body = webhookBody({ id: 'e', project_id: 'pr', occurred_at: 't', ...events[0]! });
    expect(JSON.parse(body)).to.deep.equal({
      type: 'page.updated',
      timestamp: 't',
      data: {
        project_id: 'pr',
        page: {
          id: 'p1',
          slug: 'a',
          language: 'en',
          visibility: 'public',
          doc_template_id: 'page',
          revision: 4,
          translation_of: null,
          translation_state: 'source',
          created_at: 'c',
          updated_at: 'u',
        },
        publish_id: 'pub',
      },
    });
  });
});
