import { expect } from 'chai';
import { LiveTool, type ToolContext, type ToolWidget } from '../../../application/live/live-tool.js';
import { pino } from 'pino';
import { LiveSessionLedger } from '../../../application/live/ports.js';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp } from '../../support/test-app.js';
import { expectError } from '../../support/expect.js';
import { EXECUTE, live, liveProject } from './live-helpers.js';

const WIDGET: ToolWidget = {
  type: 'card',
  card_id: 'profile_card',
  template_id: 'profile_card_v1',
  dir: 'ltr',
  data: { first_name: 'Ada', last_name: null, pronoun: 'she_her', phone: null, contact_email: null, language: 'en', language_label: 'English' },
  labels: { profile: 'Profile', first_name: 'First name', pronoun: 'Pronoun', email: 'Email', phone: 'Phone', language: 'Language' },
  pronoun_labels: { she_her: 'she/her', he_him: 'he/him', they_them: 'they/them', unspecified: 'unspecified' },
};

const seen: Array<{ context: ToolContext; args: Readonly<Record<string, unknown>> }> = [];
const TEST_TOOLS: LiveTool[] = [
  {
    name: 'test_echo',
    run: async (context, args) => {
      seen.push({ context, args });
      return { result: `echo ${JSON.stringify(args)}` };
    },
  },
  { name: 'test_card', run: async () => ({ result: 'Here is your card.', widget: WIDGET }) },
  { name: 'test_onboarding', module: 'onboarding', run: async () => ({ result: 'Onboarding step done.' }) },
  {
    name: 'test_crash',
    run: async () => {
      throw new Error('database password is hunter2');
    },
  },
];

describe('HTTP POST /api/live/tools/execute', () => {
  let app: TestApp;
  let project: string;
  let voiceOff: string;
  const logLines: Array<Record<string, any>> = [];
  before(async () => {
    app = await TestApp.start({
      clock: new FakeClock('2030-03-01T10:00:00.000Z'),
      logger: pino({ level: 'error' }, { write: (line: string) => logLines.push(JSON.parse(line)) }),
    });
    // The tools of other features are bound by their own modules; these join the same multi-binding.
    for (const tool of TEST_TOOLS) app.running.composition.container.bind(LiveTool).toConstantValue(tool);
    project = await liveProject(app, 'alice', { voice: true, onboarding: false });
    voiceOff = await liveProject(app, 'alice', { voice: false });
    for (const id of [project, voiceOff]) {
      await app.addMember(id, 'alice', 'pending-pat', 'member', false);
      await app.addMember(id, 'alice', 'ready-rita', 'member', true);
    }
  });
  after(() => app.stop());

  const call = { tool_name: 'test_echo' };

  describe('errors', () => {
    it('401 without a valid token', async () => {
      expect((await app.request('POST', EXECUTE, { body: call })).status).to.equal(401);
      expect((await app.request('POST', EXECUTE, { token: 'junk', headers: { 'x-project-id': project }, body: call })).status).to.equal(401);
    });

    it('400 without x-project-id', async () => {
      expectError(await app.request('POST', EXECUTE, { as: 'alice', body: call }), 400, 'x-project-id header is required');
    });

    it('404, then 403 not a member, not provisioned, voice off, in that order', async () => {
      expectError(await live(app, EXECUTE, 'alice', 'no-such-project', call), 404, 'Project not found');
      expectError(await live(app, EXECUTE, 'stranger', voiceOff, call), 403, 'User is not a member of this project');
      expectError(await live(app, EXECUTE, 'pending-pat', voiceOff, call), 403, 'This user has not been provisioned. Contact a manager.');
      expectError(await live(app, EXECUTE, 'ready-rita', voiceOff, call), 403, 'Voice web agent not enabled for this project');
    });

    it('400 when tool_name is missing or not a name', async () => {
      expectError(await live(app, EXECUTE, 'alice', project, {}), 400, 'tool_name is required');
      expectError(await live(app, EXECUTE, 'alice', project, { args: {} }), 400, 'tool_name is required');
      expect((await live(app, EXECUTE, 'alice', project, { tool_name: 42 })).status).to.equal(400);
      expect((await live(app, EXECUTE, 'alice', project, { tool_name: '   ' })).status).to.equal(400);
      expect((await live(app, EXECUTE, 'alice', project, [])).status).to.equal(400);
      expect((await app.request('POST', EXECUTE, { as: 'alice', headers: { 'x-project-id': project } })).status).to.equal(400);
    });

    it('400 for an unknown tool', async () => {
      expectError(await live(app, EXECUTE, 'alice', project, { tool_name: 'launch_rockets' }), 400, 'Unknown tool: launch_rockets');
      expectError(await live(app, EXECUTE, 'alice', project, { tool_name: 'toString' }), 400, 'Unknown tool: toString');
    });

    it('400 when args is not an object', async () => {
      for (const args of [null, [], 'x', 3, true]) {
        expectError(await live(app, EXECUTE, 'alice', project, { tool_name: 'test_echo', args }), 400, 'args must be an object');
      }
    });

    it('400 for a malformed JSON body, never a 500', async () => {
      const response = await app.request('POST', EXECUTE, { as: 'alice', headers: { 'x-project-id': project }, body: '{"tool_name":' });
      expect(response.status).to.equal(400);
    });

    it('403 for an onboarding tool while the onboarding module is off', async () => {
      expectError(await live(app, EXECUTE, 'alice', project, { tool_name: 'test_onboarding' }), 403, 'Onboarding not enabled for this project');
    });

    it('500 { error: "Tool execution failed" } when the tool throws: nothing leaked, the cause logged', async () => {
      const response = await app.request('POST', EXECUTE, {
        as: 'alice',
        headers: { 'x-project-id': project, 'x-request-id': 'req-crash-1' },
        body: { tool_name: 'test_crash' },
      });
      expect(response.status).to.equal(500);
      expect(response.body).to.deep.equal({ error: 'Tool execution failed' });
      const logged = logLines.find((line) => line.request_id === 'req-crash-1')!;
      expect(logged).to.include({ msg: 'internal failure', event: 'live tool failed', tool: 'test_crash', project_id: project, user_id: 'alice' });
      expect(logged.err.message).to.equal('database password is hunter2');
    });

    it('403 Trial expired (on a project of its own)', async () => {
      const expiring = await liveProject(app, 'alice');
      await app.get(SetTrialEnd).execute({ projectId: expiring, trialEndsAt: '2030-03-01T09:00:00.000Z' });
      expectError(await live(app, EXECUTE, 'alice', expiring, call), 403, 'Trial expired');
    });
  });

  describe('dispatch', () => {
    it('runs the tool for the caller with args defaulting to {}, answering only { result }', async () => {
      seen.length = 0;
      const response = await live(app, EXECUTE, 'ready-rita', project, { tool_name: 'test_echo' });
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal({ result: 'echo {}' });
      expect(seen[0]!.args).to.deep.equal({});
      const speaker = seen[0]!.context.speaker;
      expect(speaker.kind).to.equal('member');
      expect(seen[0]!.context.project.id).to.equal(project);
      if (speaker.kind === 'member') expect(speaker.membership).to.include({ user_id: 'ready-rita', provisioned: true });
    });

    it('passes args through, and trims the tool name', async () => {
      const response = await live(app, EXECUTE, 'alice', project, { tool_name: ' test_echo ', args: { first_name: 'Ada', nested: { a: [1] } } });
      expect(response.body).to.deep.equal({ result: 'echo {"first_name":"Ada","nested":{"a":[1]}}' });
    });

    it('answers { result, widget } when the tool has a card', async () => {
      const response = await live(app, EXECUTE, 'alice', project, { tool_name: 'test_card' });
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal({ result: 'Here is your card.', widget: WIDGET });
    });

    it('runs onboarding tools once the module is on', async () => {
      await app.request('PATCH', `/api/projects/${project}/modules`, { as: 'alice', body: { onboarding: true } });
      const response = await live(app, EXECUTE, 'alice', project, { tool_name: 'test_onboarding', args: { ignored: true } });
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.equal({ result: 'Onboarding step done.' });
    });

    it('uses no session quota', async () => {
      for (let i = 0; i < 8; i++) expect((await live(app, EXECUTE, 'alice', project, call)).status).to.equal(200);
      expect(await app.get<LiveSessionLedger>(LiveSessionLedger).listForDay(project, 'alice', '2030-03-01')).to.deep.equal([]);
    });
  });
});
