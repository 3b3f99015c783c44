import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { LiveAccess } from '../../../application/live/live-access.js';
import type { VoiceGrant, VoiceTokenIssuer } from '../../../application/live/ports.js';
import { StartLiveSession } from '../../../application/live/start-live-session.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import { authenticated, type LiveCaller } from '../../../application/live/live-caller.js';
import { PublicSessions } from '../../../application/live/public-sessions.js';
import type { Membership } from '../../../domain/projects/membership.js';
import { newProject, type Project } from '../../../domain/projects/project.js';
import { unavailable, type AppError } from '../../../domain/shared/errors.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryLiveSessionLedger, InMemoryVisitorRepository } from '../../support/fakes/live.js';
import { FakeServiceMetrics } from '../../support/fakes/metrics.js';
import { FakeSecretTokens } from '../../support/fakes/secret-tokens.js';
import { leftOf, rightOf } from '../../support/expect.js';

const alice = authenticated({ kind: 'user', userId: 'alice', email: null });
const newcomer = (address = '203.0.113.7'): LiveCaller => ({ kind: 'anonymous', address });

function projectOn(plan: string, greeting: unknown, access: 'members' | 'public' = 'members'): Project {
  const project = newProject({ id: 'p1', name: 'P', defaultLanguage: 'en', now: new Date('2030-01-01T00:00:00.000Z'), trialDays: 14 });
  return {
    ...project,
    plan,
    modules: { voice: true, onboarding: false },
    settings: { ...project.settings, live_agent: { ...project.settings.live_agent, greeting: greeting as string, voice: 'Kore', access } },
  };
}

/** Only the reads the access rule makes. */
const projectsWith = (project: Project): ProjectRepository =>
  ({
    findById: async (id: string) => (id === project.id ? project : null),
    findForMember: async (id: string, userId: string) => {
      if (id !== project.id) return null;
      const membership: Membership = { project_id: id, user_id: userId, role: 'member', provisioned: true, created_at: '' };
      return { project, membership };
    },
  }) as unknown as ProjectRepository;

const CONNECTION = { url: 'wss://voice.example/live', model: 'models/voice-test' };

function setup(options: { plan?: string; issuer?: VoiceTokenIssuer; greeting?: unknown; access?: 'members' | 'public'; perAddress?: number } = {}) {
  const clock = new FakeClock('2030-01-03T18:00:00.000Z');
  const ledger = new InMemoryLiveSessionLedger();
  const grants: VoiceGrant[] = [];
  const issuer: VoiceTokenIssuer = options.issuer ?? {
    connection: CONNECTION,
    issue: async (grant) => (grants.push(grant), E.right(`token-${grant.sessionId}`)),
  };
  let id = 0;
  const metrics = new FakeServiceMetrics();
  const visitors = new InMemoryVisitorRepository();
  const secrets = new FakeSecretTokens();
  const ids = { next: () => `s${id++}` };
  const settings = {
    trialDays: 14,
    plans: { trial: { live_sessions_per_day: 2, public_sessions_per_day: 3 }, pro: { live_sessions_per_day: 4 } },
    publicBaseUrl: 'http://localhost:3000',
  };
  const project = projectOn(options.plan ?? 'trial', 'greeting' in options ? options.greeting : 'Hi', options.access);
  const useCase = new StartLiveSession(
    new LiveAccess(projectsWith(project), visitors, secrets, clock),
    ledger,
    new PublicSessions(ledger, settings, { sessionsPerAddress: options.perAddress ?? 2 }, secrets, clock, ids),
    visitors,
    issuer,
    settings,
    secrets,
    clock,
    ids,
    metrics,
  );
  return { useCase, ledger, grants, clock, metrics, visitors };
}

describe('StartLiveSession', () => {
  it('reserves, mints for the project voice with a 30-minute grant, and answers token, greeting, voice and where to connect', async () => {
    const { useCase, ledger, grants } = setup();
    const result = await useCase.execute(alice, { projectId: 'p1', kind: 'start' });
    expect(result).to.deep.equal(E.right({ token: 'token-s0', greeting: 'Hi', voice: 'Kore', connection: CONNECTION }));
    expect(grants[0]).to.deep.equal({
      sessionId: 's0',
      projectId: 'p1',
      userId: 'alice',
      voice: 'Kore',
      issuedAt: new Date('2030-01-03T18:00:00.000Z'),
      expiresAt: new Date('2030-01-03T18:30:00.000Z'),
    });
    expect((await ledger.listForDay('p1', 'alice', '2030-01-03')).map((s) => s.id)).to.deep.equal(['s0']);
  });

  it('answers an empty greeting for a project stored without one (null, or missing from an older document)', async () => {
    for (const greeting of [null, undefined]) {
      const { useCase } = setup({ greeting });
      expect(await useCase.execute(alice, { projectId: 'p1', kind: 'start' }), String(greeting)).to.deep.equal(
        E.right({ token: 'token-s0', greeting: '', voice: 'Kore', connection: CONNECTION }),
      );
    }
  });

  it("uses the plan's limit; the quota error carries the message and the seconds to midnight", async () => {
    const { useCase, metrics } = setup({ plan: 'pro' });
    for (let i = 0; i < 4; i++) rightOf(await useCase.execute(alice, { projectId: 'p1', kind: i % 2 ? 'resume' : 'start' }));
    expect(await useCase.execute(alice, { projectId: 'p1', kind: 'resume' })).to.deep.equal(
      E.left({
        _tag: 'QuotaExceeded',
        message: 'Daily live-session limit reached (4/day). Try again tomorrow or upgrade your plan.',
        retryAfterSeconds: 21_600,
      }),
    );
    expect(metrics.recorded).to.deep.equal([
      'live started start',
      'live started resume',
      'live started start',
      'live started resume',
      'live refused daily_limit',
    ]);
  });

  it("falls back to the trial plan's limit for a plan no longer configured", async () => {
    const { useCase } = setup({ plan: 'retired' });
    await useCase.execute(alice, { projectId: 'p1', kind: 'start' });
    await useCase.execute(alice, { projectId: 'p1', kind: 'start' });
    const third = await useCase.execute(alice, { projectId: 'p1', kind: 'start' });
    expect(leftOf(third).message).to.contain('(2/day)');
  });

  it('gives the slot back when the provider answers an error', async () => {
    const failing: VoiceTokenIssuer = { connection: CONNECTION, issue: async () => E.left(unavailable('down')) };
    const { useCase, ledger, metrics } = setup({ issuer: failing });
    for (let i = 0; i < 5; i++) expect(await useCase.execute(alice, { projectId: 'p1', kind: 'start' })).to.deep.equal(E.left(unavailable('down')));
    expect(await ledger.listForDay('p1', 'alice', '2030-01-03')).to.deep.equal([]);
    expect(metrics.recorded).to.deep.equal(Array(5).fill('live refused voice_provider'));
  });

  it('gives the slot back and rethrows when the provider throws', async () => {
    const crashing: VoiceTokenIssuer = {
      connection: CONNECTION,
      issue: async () => {
        throw new Error('boom');
      },
    };
    const { useCase, ledger, metrics } = setup({ issuer: crashing });
    let thrown: unknown = null;
    await useCase.execute(alice, { projectId: 'p1', kind: 'start' }).catch((error: unknown) => (thrown = error));
    expect((thrown as Error).message).to.equal('boom');
    expect(metrics.recorded).to.deep.equal(['live refused error']);
    expect(await ledger.listForDay('p1', 'alice', '2030-01-03')).to.deep.equal([]);
  });

  it('reserves nothing when access is refused', async () => {
    const { useCase, ledger, metrics } = setup();
    const result: E.Either<AppError, unknown> = await useCase.execute(alice, { projectId: 'other', kind: 'start' });
    expect(leftOf(result)._tag).to.equal('NotFound');
    expect(metrics.recorded).to.deep.equal(['live refused project_not_found']);
    expect(await ledger.listForDay('other', 'alice', '2030-01-03')).to.deep.equal([]);
  });

  describe('the public (access public)', () => {
    it('starts a newcomer as a visitor: a session in its own name, its token (stored hashed) and when it ends', async () => {
      const { useCase, ledger, grants, visitors } = setup({ access: 'public' });
      const granted = rightOf(await useCase.execute(newcomer(), { projectId: 'p1', kind: 'start' }));
      expect(granted).to.deep.equal({
        token: 'token-s1',
        greeting: 'Hi',
        voice: 'Kore',
        connection: CONNECTION,
        visitor_token: 'lvv_secret0',
        visitor_expires_at: '2030-01-04T18:00:00.000Z',
      });
      expect(await visitors.findByTokenHash('hash(lvv_secret0)')).to.deep.include({ id: 's0', project_id: 'p1' });
      expect(grants[0]).to.include({ userId: 'visitor:s0', projectId: 'p1' });
      const [session] = await ledger.listForDay('p1', 'visitor:s0', '2030-01-03');
      // Counted under a salted hash of the address, never the address itself.
      expect(session!.address).to.equal('hash(2030-01-03|p1|ip:203.0.113.7)');
    });

    it('a visitor token starts and resumes as the same visitor, and hands the token back', async () => {
      const { useCase, ledger } = setup({ access: 'public', perAddress: 5 });
      const first = rightOf(await useCase.execute(newcomer(), { projectId: 'p1', kind: 'start' }));
      const visitor: LiveCaller = { kind: 'visitor', token: first.visitor_token!, address: '203.0.113.7' };
      const resumed = rightOf(await useCase.execute(visitor, { projectId: 'p1', kind: 'resume' }));
      expect(resumed).to.include({ visitor_token: first.visitor_token, visitor_expires_at: first.visitor_expires_at });
      expect((await ledger.listForDay('p1', 'visitor:s0', '2030-01-03')).map((s) => s.kind)).to.deep.equal(['start', 'resume']);
    });

    it("refuses in words past the address's limit, then past the project's budget, with the seconds to midnight", async () => {
      const { useCase, metrics } = setup({ access: 'public', perAddress: 2 });
      rightOf(await useCase.execute(newcomer('a'), { projectId: 'p1', kind: 'start' }));
      rightOf(await useCase.execute(newcomer('a'), { projectId: 'p1', kind: 'start' }));
      expect(await useCase.execute(newcomer('a'), { projectId: 'p1', kind: 'start' })).to.deep.equal(
        E.left({ _tag: 'QuotaExceeded', message: 'Too many live sessions from your address today (2/day). Try again tomorrow.', retryAfterSeconds: 21_600 }),
      );
      rightOf(await useCase.execute(newcomer('b'), { projectId: 'p1', kind: 'start' }));
      expect(leftOf(await useCase.execute(newcomer('c'), { projectId: 'p1', kind: 'start' })).message).to.equal(
        'This live agent has had all the public conversations it can take today (3/day). Try again tomorrow.',
      );
      expect(metrics.recorded.slice(-3)).to.deep.equal(['live refused address_limit', 'live started start', 'live refused public_budget']);
    });

    it('a newcomer cannot resume, and records no visitor when the provider fails', async () => {
      const failing: VoiceTokenIssuer = { connection: CONNECTION, issue: async () => E.left(unavailable('down')) };
      const { useCase, visitors } = setup({ access: 'public', issuer: failing });
      expect(leftOf(await useCase.execute(newcomer(), { projectId: 'p1', kind: 'resume' }))).to.deep.equal({
        _tag: 'Unauthenticated',
        message: 'A public visitor resumes with its visitor token (Authorization: Bearer <visitor_token>)',
      });
      expect(await useCase.execute(newcomer(), { projectId: 'p1', kind: 'start' })).to.deep.equal(E.left(unavailable('down')));
      expect(await visitors.findByTokenHash('hash(lvv_secret0)')).to.equal(null);
    });

    it('without the public setting, no credential is the plain 401', async () => {
      const { useCase } = setup();
      expect(await useCase.execute(newcomer(), { projectId: 'p1', kind: 'start' })).to.deep.equal(
        E.left({ _tag: 'Unauthenticated', message: 'Authentication required' }),
      );
    });
  });
});
