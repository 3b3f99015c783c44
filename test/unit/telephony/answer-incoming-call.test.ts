import { expect } from 'chai';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { LiveAccess } from '../../../application/live/live-access.js';
import { PublicSessions } from '../../../application/live/public-sessions.js';
import { AgentStreams } from '../../../application/telephony/agent-streams.js';
import { AnswerIncomingCall } from '../../../application/telephony/answer-incoming-call.js';
import type { TelephonySettings } from '../../../application/telephony/ports.js';
import { WebhookSignature } from '../../../application/telephony/webhook-request.js';
import type { StreamPass } from '../../../domain/telephony/stream-pass.js';
import { TwilioWebhooks } from '../../../infrastructure/telephony/twilio-webhooks.js';
import { rightOf } from '../../support/expect.js';
import { aProject } from '../../support/builders.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryLiveSessionLedger, InMemoryVisitorRepository } from '../../support/fakes/live.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { FakeSecretTokens } from '../../support/fakes/secret-tokens.js';
import { InMemoryStreamPassStore, InMemoryTransferRepository } from '../../support/fakes/telephony.js';

const AUTH_TOKEN = 'auth-token-for-tests';
const PUBLIC = 'https://content.example';
const NUMBER = '+49899999000';
const FROM = '+4915112345678';
const SETTINGS: TelephonySettings = { publicBaseUrl: PUBLIC, allowedCountries: ['DE'], voiceStreamUrl: 'wss://content.example/api/live/twilio/stream' };
const DAY = '2030-02-01';

/** Stream passes that count what was issued. */
class CountedPasses extends InMemoryStreamPassStore {
  readonly issued: StreamPass[] = [];
  override async issue(pass: StreamPass): Promise<void> {
    this.issued.push(pass);
    return super.issue(pass);
  }
}

async function world(publicSessionsPerDay = 5) {
  const clock = new FakeClock(`${DAY}T12:00:00.000Z`);
  const secrets = new FakeSecretTokens();
  const projects = new InMemoryProjectRepository();
  const base = aProject({ modules: { voice: true, onboarding: false } }, clock.now());
  const project = { ...base, settings: { ...base.settings, live_agent: { ...base.settings.live_agent, phone_number: NUMBER } } };
  await projects.create(project, { project_id: project.id, user_id: 'owner', role: 'admin', provisioned: true, created_at: project.created_at });
  const ledger = new InMemoryLiveSessionLedger();
  const passes = new CountedPasses();
  const transfers = new InMemoryTransferRepository();
  const webhooks = new TwilioWebhooks(AUTH_TOKEN);
  let n = 0;
  const ids = { next: () => `s${n++}` };
  const plans = { trial: { live_sessions_per_day: 5, public_sessions_per_day: publicSessionsPerDay } };
  const useCase = new AnswerIncomingCall(
    new WebhookSignature(webhooks, SETTINGS),
    webhooks,
    projects,
    transfers,
    new LiveAccess(projects, new InMemoryVisitorRepository(), secrets, clock),
    new PublicSessions(ledger, { trialDays: 14, plans, publicBaseUrl: PUBLIC }, { sessionsPerAddress: 5 }, secrets, clock, ids),
    new AgentStreams(SETTINGS, passes, secrets, clock),
    SETTINGS,
    clock,
  );
  const params = (callSid: string) => ({ AccountSid: 'AC1', CallSid: callSid, From: FROM, To: NUMBER, CallStatus: 'ringing' });
  /** The signed webhook of a call, delivered (again). */
  const deliver = async (callSid: string) => {
    const signature = getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC}/api/live/twilio/voice`, params(callSid));
    return rightOf(await useCase.execute({ path: '/api/live/twilio/voice', signature, params: params(callSid) })).body;
  };
  const sessionsSpent = async () => (await ledger.listForDay(project.id, `phone:${FROM}`, DAY)).length;
  return { deliver, passes, transfers, project, sessionsSpent };
}

const passOf = (twiml: string) => /<Parameter name="pass" value="([^"]+)"\/>/.exec(twiml)?.[1] ?? null;

describe('AnswerIncomingCall: a replayed voice webhook', () => {
  it('answers the first TwiML again, one after another and all at once: one public session spent, one pass issued', async () => {
    const { deliver, passes, sessionsSpent } = await world();
    const first = await deliver('CA1');
    expect(passOf(first)).to.be.a('string');
    const again = [];
    for (let i = 0; i < 4; i++) again.push(await deliver('CA1'));
    again.push(...(await Promise.all(Array.from({ length: 5 }, () => deliver('CA1')))));
    expect(again).to.deep.equal(Array.from({ length: 9 }, () => first));
    expect(await sessionsSpent()).to.equal(1);
    expect(passes.issued.map((p) => p.call_id)).to.deep.equal(['CA1']);
    // The pass issued is the one answered: it opens the stream once.
    expect(await passes.redeem(`hash(${passOf(first)})`, new Date(`${DAY}T12:00:01.000Z`))).to.include({ call_id: 'CA1' });
    // Another call from the same number is a call of its own, with a pass of its own.
    expect(passOf(await deliver('CA2')))
      .to.be.a('string')
      .and.not.equal(passOf(first));
    expect(await sessionsSpent()).to.equal(2);
  });

  it('answers 5 concurrent first deliveries alike, with one session and one pass', async () => {
    const { deliver, passes, sessionsSpent } = await world();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver('CA3')));
    expect(new Set(answers).size).to.equal(1);
    expect(passOf(answers[0]!)).to.be.a('string');
    expect(await sessionsSpent()).to.equal(1);
    expect(passes.issued).to.have.length(1);
  });

  it('derives the first pass from the project and the call under the auth token: nobody without it can compute it', () => {
    const pass = new TwilioWebhooks(AUTH_TOKEN).firstStreamPass('p1', 'CA1');
    expect(pass).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(new TwilioWebhooks(AUTH_TOKEN).firstStreamPass('p1', 'CA1')).to.equal(pass);
    for (const other of [new TwilioWebhooks('another-token').firstStreamPass('p1', 'CA1'), new TwilioWebhooks(AUTH_TOKEN).firstStreamPass('p2', 'CA1')])
      expect(other).to.not.equal(pass);
    expect(() => new TwilioWebhooks(null).firstStreamPass('p1', 'CA1')).to.throw('No TWILIO_AUTH_TOKEN');
  });

  it('keeps nothing of a call turned away by the budget: its replay is weighed afresh, and spends nothing either', async () => {
    const { deliver, passes, transfers, project, sessionsSpent } = await world(0);
    for (let i = 0; i < 3; i++)
      expect(await deliver('CA4'))
        .to.contain('cannot take more calls today')
        .and.not.contain('<Connect>');
    expect(await transfers.findCall(project.id, 'CA4')).to.equal(null);
    expect(await sessionsSpent()).to.equal(0);
    expect(passes.issued).to.deep.equal([]);
  });
});
