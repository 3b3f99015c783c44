import { expect } from 'chai';
import { Telephony } from '../../../application/telephony/ports.js';
import type { SimulatedTelephony } from '../../../infrastructure/telephony/simulated-telephony.js';
import { TestApp } from '../../support/test-app.js';
import { EXECUTE, live, liveProject } from '../live/live-helpers.js';
import { expectError } from '../../support/expect.js';

const TRANSFER = { tool_name: 'transfer_to_manager' };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A voice project whose manager phone is `phone`, with a provisioned visitor. */
async function transferProject(app: TestApp, phone: string | null): Promise<string> {
  const project = await liveProject(app, 'owner', { voice: true });
  await app.addMember(project, 'owner', 'visitor', 'member', true);
  const patched = await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: 'owner', body: { manager_phone: phone } });
  expect(patched.status).to.equal(200);
  return project;
}

const transfers = (app: TestApp, project: string, as = 'owner') => app.request('GET', `/api/projects/${project}/transfers`, { as });

describe('HTTP transfer_to_manager [simulated telephony]', () => {
  describe('the manager answers', () => {
    let app: TestApp;
    before(async () => {
      app = await TestApp.start({ env: { TELEPHONY_ALLOWED_COUNTRIES: 'DE,AT', TELEPHONY_SIMULATED_DELAY_MS: '30' } });
    });
    after(() => app.stop());

    it('says so when no manager phone is configured, and records nothing', async () => {
      const project = await transferProject(app, null);
      const response = await live(app, EXECUTE, 'visitor', project, TRANSFER);
      expect(response.body).to.deep.equal({
        result: 'No manager phone number is configured for this project, so the call cannot be transferred. Offer to take a message for the team instead.',
      });
      expect((await transfers(app, project)).body).to.deep.equal({ transfers: [], next_cursor: null });
    });

    it('refuses a manager phone in a country outside TELEPHONY_ALLOWED_COUNTRIES before dialling', async () => {
      const project = await transferProject(app, '+1 415 555 2671');
      const response = await live(app, EXECUTE, 'visitor', project, TRANSFER);
      expect(response.status).to.equal(200);
      expect(response.body.result).to.equal(
        "The manager's phone is in United States, where this service may not place calls, so the call cannot be transferred. Offer to take a message instead.",
      );
      expect((await transfers(app, project)).body.transfers).to.have.length(0);
    });

    it('calls the manager, who answers, talks, and hangs up: connected, then completed', async () => {
      const project = await transferProject(app, '+49 89 1234567');
      expect((await live(app, EXECUTE, 'visitor', project, TRANSFER)).body.result).to.match(/^The manager is being called now\./);
      const listed = await transfers(app, project);
      expect(listed.body.transfers).to.have.length(1);
      expect(listed.body.transfers[0]).to.include({ user_id: 'visitor', manager_phone: '+49891234567', caller_call_id: null, reason: null });
      const completed = await until(
        () => transfers(app, project),
        (r) => r.body.transfers[0].status === 'completed',
      );
      expect(completed.body.transfers[0]).to.include({ status: 'completed', reason: null });
      expect(completed.body.transfers[0].ended_at).to.be.a('string');
      const steps = app
        .get<SimulatedTelephony>(Telephony)
        .steps.filter((s) => s.transfer_id === listed.body.transfers[0].id)
        .map((s) => s.action);
      expect(steps).to.deep.equal(['caller_on_hold', 'manager_dialled', 'manager_answered', 'call_ended']);
      // Once it is over, a new transfer dials again.
      expect((await live(app, EXECUTE, 'visitor', project, TRANSFER)).body.result).to.match(/^The manager is being called now\./);
    });

    it('lists transfers to managers only, within their project', async () => {
      const project = await transferProject(app, '+43 1 5320000');
      await live(app, EXECUTE, 'visitor', project, TRANSFER);
      expectError(await transfers(app, project, 'visitor'), 403, 'Insufficient permission');
      expectError(await transfers(app, project, 'stranger'), 404, 'Project not found');
      expectError(await app.request('GET', `/api/projects/${project}/transfers?limit=0`, { as: 'owner' }), 400, 'limit must be an integer from 1 to 100');
    });
  });

  describe('a transfer under way', () => {
    let app: TestApp;
    before(async () => {
      // The manager's phone rings for ten minutes: the transfer stays under way throughout.
      app = await TestApp.start({ env: { TELEPHONY_ALLOWED_COUNTRIES: 'DE', TELEPHONY_SIMULATED_DELAY_MS: '600000' } });
    });
    after(() => app.stop());

    it('is dialled once however often and however concurrently the tool is asked', async () => {
      const project = await transferProject(app, '+49 89 1234567');
      const answers = await Promise.all(Array.from({ length: 8 }, () => live(app, EXECUTE, 'visitor', project, TRANSFER)));
      const results = answers.map((a) => a.body.result as string);
      expect(results.filter((r) => r.startsWith('The manager is being called now.'))).to.have.length(1);
      expect(
        results.filter((r) => r === 'The manager is already being called for this caller: do not call again. Ask the caller to stay on the line.'),
      ).to.have.length(7);
      expect((await transfers(app, project)).body.transfers.map((t: { status: string }) => t.status)).to.deep.equal(['dialing']);
      expect(app.get<SimulatedTelephony>(Telephony).steps.filter((s) => s.action === 'manager_dialled')).to.have.length(1);
      // Another visitor of the same project is another caller.
      await app.addMember(project, 'owner', 'second', 'member', true);
      expect((await live(app, EXECUTE, 'second', project, TRANSFER)).body.result).to.match(/^The manager is being called now\./);
    });
  });

  for (const [outcome, status, reason] of [
    ['no-answer', 'no_answer', 'no-answer'],
    ['busy', 'no_answer', 'busy'],
    ['machine', 'no_answer', 'machine'],
  ] as const) {
    describe(`the manager's phone: ${outcome}`, () => {
      let app: TestApp;
      before(async () => {
        app = await TestApp.start({ env: { TELEPHONY_ALLOWED_COUNTRIES: 'DE', TELEPHONY_SIMULATED_DELAY_MS: '20', TELEPHONY_SIMULATED_OUTCOME: outcome } });
      });
      after(() => app.stop());

      it('ends the transfer and returns the caller to the voice agent', async () => {
        const project = await transferProject(app, '+49 30 1234567');
        expect((await live(app, EXECUTE, 'visitor', project, TRANSFER)).body.result).to.match(/^The manager is being called now\./);
        const ended = await until(
          () => transfers(app, project),
          (r) => r.body.transfers[0].status !== 'dialing',
        );
        expect(ended.body.transfers[0]).to.include({ status, reason });
        const steps = app.get<SimulatedTelephony>(Telephony).steps.map((s) => s.action);
        expect(steps).to.include('caller_returned');
        expect(steps.includes('hung_up'), 'a machine is hung up on').to.equal(outcome === 'machine');
      });
    });
  }

  describe('the provider refuses the destination (geographic permissions)', () => {
    let app: TestApp;
    before(async () => {
      app = await TestApp.start({ env: { TELEPHONY_ALLOWED_COUNTRIES: 'DE', TELEPHONY_SIMULATED_OUTCOME: 'geo-permission' } });
    });
    after(() => app.stop());

    it('is a spoken result; the transfer is recorded as failed and does not block the next one', async () => {
      const project = await transferProject(app, '+49 30 1234567');
      const response = await live(app, EXECUTE, 'visitor', project, TRANSFER);
      expect(response.body.result).to.equal(
        "The manager's phone cannot be called: calls to that country are not enabled for this phone line. Offer to take a message instead.",
      );
      expect((await transfers(app, project)).body.transfers[0]).to.include({ status: 'failed', reason: 'geo_permission' });
      expect((await live(app, EXECUTE, 'visitor', project, TRANSFER)).body.result).to.not.match(/already/);
    });
  });
});
