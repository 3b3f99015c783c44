import { expect } from 'chai';
import { LiveSessionLedger } from '../../../application/live/ports.js';
import { VoiceTokenIssuer } from '../../../application/live/ports.js';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import type { LocalVoiceTokens } from '../../../infrastructure/voice/local-voice-tokens.js';
import { LOCAL_VOICE_MODEL } from '../../../adapters/live-voice/address.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp } from '../../support/test-app.js';
import { expectError } from '../../support/expect.js';
import { EXECUTE, live, liveProject, RESUME, SESSION } from './live-helpers.js';

const LIMIT = 3;
const LIMIT_MESSAGE = `Daily live-session limit reached (${LIMIT}/day). Try again tomorrow or upgrade your plan.`;

describe('HTTP live sessions: errors in the contract order, the response, the record', () => {
  let app: TestApp;
  let voiceOn: string;
  let voiceOff: string;
  before(async () => {
    app = await TestApp.start({
      env: { PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: LIMIT } }) },
      // 23:00 UTC: the quota resets in exactly one hour.
      clock: new FakeClock('2030-01-10T23:00:00.000Z'),
    });
    voiceOn = await liveProject(app, 'alice', { voice: true });
    voiceOff = await liveProject(app, 'alice', { voice: false });
    for (const project of [voiceOn, voiceOff]) {
      await app.addMember(project, 'alice', 'pending-pat', 'member', false);
      await app.addMember(project, 'alice', 'ready-rita', 'member', true);
    }
  });
  after(() => app.stop());

  for (const path of [SESSION, RESUME]) {
    describe(`POST ${path}`, () => {
      it('401 without a token or with a bad one (before the header check)', async () => {
        const none = await app.request('POST', path);
        expect(none.status).to.equal(401);
        const bad = await app.request('POST', path, { token: 'not-a-jwt', headers: { 'x-project-id': voiceOn } });
        expect(bad.status).to.equal(401);
        const expired = await app.request('POST', path, {
          token: await app.token('alice', { ttlSeconds: -60 }),
          headers: { 'x-project-id': voiceOn },
        });
        expect(expired.status).to.equal(401);
      });

      it('400 without x-project-id', async () => {
        expectError(await app.request('POST', path, { as: 'alice' }), 400, 'x-project-id header is required');
        expectError(await app.request('POST', path, { as: 'alice', headers: { 'x-project-id': '  ' } }), 400, 'x-project-id header is required');
      });

      it('404 for a project that does not exist', async () => {
        expectError(await live(app, path, 'alice', 'no-such-project'), 404, 'Project not found');
      });

      it('403 for a non-member of an existing project, before any other check', async () => {
        expectError(await live(app, path, 'stranger', voiceOff), 403, 'User is not a member of this project');
        expectError(await live(app, path, 'stranger', voiceOn), 403, 'User is not a member of this project');
      });

      it('403 for a member who has not been provisioned (checked before the voice module)', async () => {
        expectError(await live(app, path, 'pending-pat', voiceOff), 403, 'This user has not been provisioned. Contact a manager.');
        expectError(await live(app, path, 'pending-pat', voiceOn), 403, 'This user has not been provisioned. Contact a manager.');
      });

      it('403 when the voice module is off', async () => {
        expectError(await live(app, path, 'ready-rita', voiceOff), 403, 'Voice web agent not enabled for this project');
        expectError(await live(app, path, 'alice', voiceOff), 403, 'Voice web agent not enabled for this project');
      });
    });
  }

  describe('issuing', () => {
    it('answers { token, greeting, voice } from the live agent settings and where the token connects, uncacheable', async () => {
      const first = await live(app, SESSION, 'ready-rita', voiceOn);
      expect(first.status).to.equal(200);
      expect(first.body).to.have.all.keys('token', 'greeting', 'voice', 'connection');
      expect(first.body.connection).to.deep.equal({ url: `${app.config.publicBaseUrl.replace('http:', 'ws:')}/api/live/voice`, model: LOCAL_VOICE_MODEL });
      expect(first.body).to.include({ greeting: '', voice: 'Puck' });
      expect(first.body.token).to.be.a('string').with.length.above(20);
      expect(first.headers.get('cache-control')).to.equal('no-store');

      const patched = await app.request('PATCH', `/api/projects/${voiceOn}/settings/live-agent`, {
        as: 'alice',
        body: { greeting: 'Hello! How can I help?', voice: 'Kore' },
      });
      expect(patched.status).to.equal(200);
      const second = await live(app, RESUME, 'ready-rita', voiceOn);
      expect(second.status).to.equal(200);
      expect(second.body).to.include({ greeting: 'Hello! How can I help?', voice: 'Kore' });
      expect(second.body.token).not.to.equal(first.body.token);
    });

    it('records each issued session (who, kind, when, expiry); the local token works once', async () => {
      const ledger = app.get<LiveSessionLedger>(LiveSessionLedger);
      const sessions = await ledger.listForDay(voiceOn, 'ready-rita', '2030-01-10');
      expect(sessions.map((s) => s.kind)).to.deep.equal(['start', 'resume']);
      for (const s of sessions) {
        expect(s).to.include({ project_id: voiceOn, user_id: 'ready-rita', issued_at: '2030-01-10T23:00:00.000Z', redeemed_at: null });
        expect(s.expires_at).to.equal('2030-01-10T23:30:00.000Z');
      }
      const started = await live(app, SESSION, 'alice', voiceOn);
      const tokens = app.get<LocalVoiceTokens>(VoiceTokenIssuer);
      expect((await tokens.redeem(started.body.token))._tag).to.equal('Right');
      expect(await tokens.redeem(started.body.token)).to.deep.equal({ _tag: 'Left', left: 'already_used' });
    });

    it('429 once the daily quota is used (session and resume together), with Retry-After to UTC midnight', async () => {
      // ready-rita used 2 of 3 above: one more, then the limit.
      expect((await live(app, RESUME, 'ready-rita', voiceOn)).status).to.equal(200);
      for (const path of [SESSION, RESUME]) {
        const refused = await live(app, path, 'ready-rita', voiceOn);
        expectError(refused, 429, LIMIT_MESSAGE);
        expect(refused.headers.get('retry-after')).to.equal('3600');
      }
      // A refused start records nothing.
      expect(await app.get<LiveSessionLedger>(LiveSessionLedger).listForDay(voiceOn, 'ready-rita', '2030-01-10')).to.have.length(3);
    });

    it('lets a member in once a manager provisions them', async () => {
      expectError(await live(app, SESSION, 'pending-pat', voiceOn), 403, 'This user has not been provisioned. Contact a manager.');
      const provisioned = await app.request('PATCH', `/api/projects/${voiceOn}/members/pending-pat`, { as: 'alice', body: { provisioned: true } });
      expect(provisioned.status).to.equal(200);
      expect((await live(app, SESSION, 'pending-pat', voiceOn)).status).to.equal(200);
      await app.request('PATCH', `/api/projects/${voiceOn}/members/pending-pat`, { as: 'alice', body: { provisioned: false } });
    });

    it('403 Trial expired comes after membership and provisioning, before the quota', async () => {
      const expired = await app.get(SetTrialEnd).execute({ projectId: voiceOn, trialEndsAt: '2030-01-10T22:00:00.000Z' });
      expect(expired._tag).to.equal('Right');
      for (const path of [SESSION, RESUME]) {
        expectError(await live(app, path, 'ready-rita', voiceOn), 403, 'Trial expired');
        expectError(await live(app, path, 'alice', voiceOn), 403, 'Trial expired');
      }
      // ...and membership and provisioning still come first.
      expectError(await live(app, SESSION, 'stranger', voiceOn), 403, 'User is not a member of this project');
      expectError(await live(app, SESSION, 'pending-pat', voiceOn), 403, 'This user has not been provisioned. Contact a manager.');
    });
  });
});

describe('HTTP live voice from another origin (the agent on a project’s own domain)', () => {
  let app: TestApp;
  let project: string;
  before(async () => {
    app = await TestApp.start({ env: { PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: 1 } }) } });
    project = await liveProject(app, 'alice');
  });
  after(() => app.stop());

  it('answers the preflight of every live endpoint without a credential', async () => {
    for (const path of [SESSION, RESUME, EXECUTE]) {
      const preflight = await app.request('OPTIONS', path, {
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-project-id' },
      });
      expect(preflight.status, path).to.equal(204);
      expect(preflight.headers.get('access-control-allow-origin')).to.equal('*');
      expect(preflight.headers.get('access-control-allow-methods')).to.equal('POST');
      expect(preflight.headers.get('access-control-allow-headers')).to.equal('authorization, content-type, x-project-id');
    }
  });

  it('lets the page read every answer, its refusals and their Retry-After included', async () => {
    const origin = { origin: 'https://shop.example' };
    const ok = await app.request('POST', SESSION, { as: 'alice', headers: { ...origin, 'x-project-id': project } });
    const limited = await app.request('POST', RESUME, { as: 'alice', headers: { ...origin, 'x-project-id': project } });
    const unauthenticated = await app.request('POST', EXECUTE, { headers: origin, body: { tool_name: 'ask' } });
    expect([ok.status, limited.status, unauthenticated.status]).to.deep.equal([200, 429, 401]);
    for (const answer of [ok, limited, unauthenticated]) {
      expect(answer.headers.get('access-control-allow-origin')).to.equal('*');
      expect(answer.headers.get('access-control-expose-headers')).to.equal('retry-after, x-request-id');
    }
  });

  it('leaves the rest of the API to its own origin', async () => {
    const projects = await app.request('GET', '/api/projects', { as: 'alice', headers: { origin: 'https://shop.example' } });
    expect(projects.headers.get('access-control-allow-origin')).to.equal(null);
  });
});
