import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { TestApp } from '../../support/test-app.js';
import { runTs } from '../../support/processes.js';

describe('HTTP trial expiry and plans', () => {
  let app: TestApp;
  let projectId: string;
  beforeEach(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
  });
  afterEach(() => app.stop());

  const rename = () => app.request('PATCH', `/api/projects/${projectId}`, { as: 'owner', body: { name: 'New name' } });

  it('refuses project writes with 403 Trial expired once the trial has ended, and keeps reads', async () => {
    app.clock.advance(15 * 86_400_000);
    const writes = [
      rename(),
      app.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'owner', body: { voice: true } }),
      app.request('PATCH', `/api/projects/${projectId}/settings/live-agent`, { as: 'owner', body: { greeting: 'x' } }),
      app.request('POST', `/api/projects/${projectId}/members`, { as: 'owner', body: { user_id: 'u', role: 'member' } }),
      app.request('DELETE', `/api/projects/${projectId}`, { as: 'owner' }),
    ];
    for (const response of await Promise.all(writes)) expectError(response, 403, 'Trial expired');
    expect((await app.request('GET', `/api/projects/${projectId}`, { as: 'owner' })).status).to.equal(200);
    expect((await app.request('GET', `/api/projects/${projectId}/members`, { as: 'owner' })).status).to.equal(200);
  });

  it('is writable one millisecond before trial_ends_at and refuses writes from that very instant', async () => {
    const trialEndsAt = (await app.request('GET', `/api/projects/${projectId}`, { as: 'owner' })).body.trial_ends_at as string;
    // Tokens are minted at the test clock's now: move it first, then ask.
    app.clock.set(new Date(Date.parse(trialEndsAt) - 1));
    expect((await rename()).status).to.equal(200);
    app.clock.set(trialEndsAt);
    expectError(await rename(), 403, 'Trial expired');
    expectError(
      await app.request('POST', `/api/projects/${projectId}/members`, { as: 'owner', body: { user_id: 'late', role: 'member' } }),
      403,
      'Trial expired',
    );
    expect((await app.request('GET', `/api/projects/${projectId}`, { as: 'owner' })).status).to.equal(200);
  });

  it('operator commands change plan and trial end while the server runs', async function () {
    // Six processes, each compiling TypeScript at start: seconds each on a busy machine.
    this.timeout(90_000);
    const env = { DATA_DIR: app.dataDir };
    const past = await runTs('composition/cli/admin.ts', ['set-trial-end', projectId, '2020-01-01T00:00:00Z'], env);
    expect(past.code, past.stderr).to.equal(0);
    expect(JSON.parse(past.stdout)).to.deep.equal({ id: projectId, plan: 'trial', trial_ends_at: '2020-01-01T00:00:00.000Z' });
    expect((await rename()).body).to.deep.equal({ error: 'Trial expired' });

    const paid = await runTs('composition/cli/admin.ts', ['set-plan', projectId, 'pro'], env);
    expect(paid.code, paid.stderr).to.equal(0);
    expect((await rename()).status).to.equal(200);
    expect((await app.request('GET', `/api/projects/${projectId}`, { as: 'owner' })).body.plan).to.equal('pro');
  });

  it('operator commands reject unknown plans, bad times, unknown projects and bad usage', async function () {
    this.timeout(90_000);
    const env = { DATA_DIR: app.dataDir };
    const plan = await runTs('composition/cli/admin.ts', ['set-plan', projectId, 'platinum'], env);
    expect([plan.code, plan.stderr.trim()]).to.deep.equal([1, 'plan must be one of: trial, starter, pro']);
    const time = await runTs('composition/cli/admin.ts', ['set-trial-end', projectId, 'tomorrow'], env);
    expect(time.code).to.equal(1);
    expect(time.stderr).to.match(/ISO 8601/);
    const missing = await runTs('composition/cli/admin.ts', ['set-plan', 'nope', 'pro'], env);
    expect([missing.code, missing.stderr.trim()]).to.deep.equal([1, 'Project not found']);
    const usage = await runTs('composition/cli/admin.ts', ['frobnicate'], env);
    expect(usage.code).to.equal(2);
    expect(usage.stderr).to.match(/usage:/);
  });
});
