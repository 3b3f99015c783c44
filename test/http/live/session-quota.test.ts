import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { LiveSessionLedger, type VoiceGrant, VoiceTokenIssuer } from '../../../application/live/ports.js';
import { unavailable } from '../../../domain/shared/errors.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp } from '../../support/test-app.js';
import { expectError } from '../../support/expect.js';
import { live, liveProject, RESUME, SESSION } from './live-helpers.js';

const PLANS_JSON = JSON.stringify({ trial: { live_sessions_per_day: 5 }, pro: { live_sessions_per_day: 200 } });
const LIMIT_MESSAGE = 'Daily live-session limit reached (5/day). Try again tomorrow or upgrade your plan.';

describe('HTTP live sessions: the daily quota under concurrency', () => {
  let app: TestApp;
  let project: string;
  before(async () => {
    app = await TestApp.start({ env: { PLANS_JSON }, clock: new FakeClock('2030-06-15T12:00:00.000Z') });
    project = await liveProject(app, 'alice');
    await app.addMember(project, 'alice', 'bob', 'member', true);
  });
  after(() => app.stop());

  it('100 concurrent starts with a limit of 5: exactly 5 tokens, 95 answers 429 with Retry-After', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => live(app, i % 2 === 0 ? SESSION : RESUME, 'alice', project)));
    const granted = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 429);
    expect(granted).to.have.length(5);
    expect(refused).to.have.length(95);
    expect(new Set(granted.map((r) => r.body.token)).size).to.equal(5);
    for (const r of refused) {
      expect(r.body).to.deep.equal({ error: LIMIT_MESSAGE });
      // 12:00 UTC: twelve hours to midnight.
      expect(r.headers.get('retry-after')).to.equal('43200');
    }
    const ledger = app.get<LiveSessionLedger>(LiveSessionLedger);
    expect(await ledger.listForDay(project, 'alice', '2030-06-15')).to.have.length(5);
  });

  it("counts per user: another member's quota is untouched", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => live(app, SESSION, 'bob', project)));
    expect(responses.filter((r) => r.status === 200)).to.have.length(5);
  });

  it('Retry-After counts down to UTC midnight', async () => {
    app.clock.set('2030-06-15T23:59:58.400Z');
    const refused = await live(app, SESSION, 'alice', project);
    expectError(refused, 429, LIMIT_MESSAGE);
    expect(refused.headers.get('retry-after')).to.equal('2');
  });

  it('the next UTC day (by the Clock port) allows 5 more', async () => {
    app.clock.set('2030-06-16T00:00:00.000Z');
    const responses = await Promise.all(Array.from({ length: 20 }, () => live(app, SESSION, 'alice', project)));
    expect(responses.filter((r) => r.status === 200)).to.have.length(5);
    expect(responses.filter((r) => r.status === 429)).to.have.length(15);
    expect(responses.find((r) => r.status === 429)!.headers.get('retry-after')).to.equal('86400');
    const ledger = app.get<LiveSessionLedger>(LiveSessionLedger);
    expect(await ledger.listForDay(project, 'alice', '2030-06-16')).to.have.length(5);
    expect(await ledger.listForDay(project, 'alice', '2030-06-15')).to.have.length(5);
  });
});

/** Mints like a provider would, or fails the way we tell it to. */
class ControlledIssuer {
  readonly connection = { url: 'wss://voice.example/live', model: 'models/controlled' };
  mode: 'ok' | 'unavailable' | 'throw' = 'ok';
  async issue(grant: VoiceGrant) {
    if (this.mode === 'throw') throw new Error('provider exploded with secret details');
    if (this.mode === 'unavailable') return E.left(unavailable('Voice service unavailable. Try again shortly.'));
    return E.right(`controlled-${grant.sessionId}`);
  }
}

describe('HTTP live sessions: a failed mint gives the slot back', () => {
  let app: TestApp;
  let project: string;
  const issuer = new ControlledIssuer();
  before(async () => {
    app = await TestApp.start({
      env: { PLANS_JSON },
      clock: new FakeClock('2030-06-15T12:00:00.000Z'),
      overrides: [{ token: VoiceTokenIssuer, value: issuer }],
    });
    project = await liveProject(app, 'alice');
  });
  after(() => app.stop());

  // As many at once as the limit: a slot is held while its token is minted, so more concurrent
  // starts than the limit would rightly see 429 until the failed mints give theirs back.
  it('a provider outage is 503 and consumes nothing', async () => {
    issuer.mode = 'unavailable';
    const responses = await Promise.all(Array.from({ length: 5 }, () => live(app, SESSION, 'alice', project)));
    for (const r of responses) expectError(r, 503, 'Voice service unavailable. Try again shortly.');
    expect(await app.get<LiveSessionLedger>(LiveSessionLedger).listForDay(project, 'alice', '2030-06-15')).to.deep.equal([]);
  });

  it('a crashing provider is an opaque 500 and consumes nothing', async () => {
    issuer.mode = 'throw';
    const responses = await Promise.all(Array.from({ length: 5 }, () => live(app, RESUME, 'alice', project)));
    for (const r of responses) expectError(r, 500, 'Internal server error');
    expect(await app.get<LiveSessionLedger>(LiveSessionLedger).listForDay(project, 'alice', '2030-06-15')).to.deep.equal([]);
  });

  it('after the failures, the full quota is still there', async () => {
    issuer.mode = 'ok';
    const responses = await Promise.all(Array.from({ length: 12 }, () => live(app, SESSION, 'alice', project)));
    expect(responses.filter((r) => r.status === 200)).to.have.length(5);
    expect(responses.filter((r) => r.status === 429)).to.have.length(7);
    const sessions = await app.get<LiveSessionLedger>(LiveSessionLedger).listForDay(project, 'alice', '2030-06-15');
    expect(sessions.map((s) => `controlled-${s.id}`).sort()).to.deep.equal(
      responses
        .filter((r) => r.status === 200)
        .map((r) => r.body.token)
        .sort(),
    );
  });
});
