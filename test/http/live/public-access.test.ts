import { expect } from 'chai';
import { LOCAL_VOICE_MODEL } from '../../../adapters/live-voice/address.js';
import { expectError } from '../../support/expect.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp, type ApiResponse } from '../../support/test-app.js';
import { VoiceClient } from '../../support/voice-client.js';
import { EXECUTE, live, liveProject, RESUME, SESSION } from './live-helpers.js';

const PLANS_JSON = JSON.stringify({ trial: { live_sessions_per_day: 3, public_sessions_per_day: 1000 } });

/** A live call with no credential at all, from `address` (TRUST_PROXY=1: the proxy's X-Forwarded-For). */
function anonymous(app: TestApp, path: string, projectId: string | null, address = '198.51.100.1', body?: unknown): Promise<ApiResponse> {
  return app.request('POST', path, {
    headers: { 'x-forwarded-for': address, ...(projectId !== null && { 'x-project-id': projectId }) },
    ...(body !== undefined && { body }),
  });
}

/** A live call with a visitor token. */
function asVisitor(app: TestApp, path: string, token: string, projectId: string, body?: unknown, address = '198.51.100.1'): Promise<ApiResponse> {
  return app.request('POST', path, { token, headers: { 'x-project-id': projectId, 'x-forwarded-for': address }, ...(body !== undefined && { body }) });
}

const setAccess = (app: TestApp, projectId: string, access: string) =>
  app.request('PATCH', `/api/projects/${projectId}/settings/live-agent`, { as: 'owner', body: { access } });

describe('HTTP live agent open to the public (access public)', () => {
  let app: TestApp;
  let open: string;
  let closed: string;
  const clock = new FakeClock('2030-05-06T10:00:00.000Z');

  before(async () => {
    app = await TestApp.start({
      clock,
      env: { PLANS_JSON, TRUST_PROXY: '1', LIVE_PUBLIC_ADDRESS_LIMIT: '1000', TELEPHONY_SIMULATED_DELAY_MS: '600000', TELEPHONY_ALLOWED_COUNTRIES: 'US' },
    });
    open = await liveProject(app, 'owner', { voice: true, onboarding: true });
    closed = await liveProject(app, 'owner');
    expect((await setAccess(app, open, 'public')).body.live_agent).to.include({ access: 'public' });
  });
  after(() => app.stop());

  /** A new visitor of the open project: its session start and its token. */
  const newVisitor = async (address = '198.51.100.1') => {
    const started = await anonymous(app, SESSION, open, address);
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    return started.body.visitor_token as string;
  };

  describe('the setting', () => {
    it('is members by default, and only a manager changes it, to members or public', async () => {
      const settings = await app.request('GET', `/api/projects/${closed}/settings`, { as: 'owner' });
      expect(settings.body.live_agent).to.include({ access: 'members', page_heading: '', page_text: '' });
      expectError(await setAccess(app, closed, 'everyone'), 400, 'access must be one of members, public');
      await app.addMember(closed, 'owner', 'plain-member', 'member', true);
      expectError(
        await app.request('PATCH', `/api/projects/${closed}/settings/live-agent`, { as: 'plain-member', body: { access: 'public' } }),
        403,
        'Insufficient permission',
      );
      expect((await app.request('GET', `/api/projects/${closed}/settings`, { as: 'owner' })).body.live_agent.access).to.equal('members');
    });
  });

  describe('with access members (the default), the specification is unchanged', () => {
    it('no credential is 401, with or without x-project-id, on a closed, an unknown or no project', async () => {
      expectError(await anonymous(app, SESSION, closed), 401, 'Authentication required');
      expectError(await anonymous(app, SESSION, 'no-such-project'), 401, 'Authentication required');
      expectError(await anonymous(app, SESSION, null), 401, 'Authentication required');
      expectError(await anonymous(app, RESUME, closed), 401, 'Authentication required');
      expectError(await anonymous(app, EXECUTE, closed, undefined, { tool_name: 'ask' }), 401, 'Authentication required');
    });

    it('a signed-in member keeps the member flow and its refusals, on a public project too', async () => {
      const started = await live(app, SESSION, 'owner', open);
      expect(started.status).to.equal(200);
      expect(started.body).to.have.keys(['token', 'greeting', 'voice', 'connection']);
      expectError(await live(app, SESSION, 'stranger', open), 403, 'User is not a member of this project');
      expectError(await live(app, EXECUTE, 'stranger', open, { tool_name: 'ask' }), 403, 'User is not a member of this project');
    });
  });

  describe('a visitor', () => {
    it("starts without signing in: the specification's fields and a visitor token good for 24 hours", async () => {
      const started = await anonymous(app, SESSION, open);
      expect(started.status).to.equal(200);
      expect(started.headers.get('cache-control')).to.equal('no-store');
      expect(started.body).to.have.keys(['token', 'greeting', 'voice', 'connection', 'visitor_token', 'visitor_expires_at']);
      expect(started.body.visitor_token).to.match(/^lvv_[A-Za-z0-9_-]{43}$/);
      expect(started.body.visitor_expires_at).to.equal('2030-05-07T10:00:00.000Z');
    });

    it('talks with the embedded agent: its voice token opens the endpoint, and its tool calls run with the visitor token', async () => {
      const started = (await anonymous(app, SESSION, open)).body;
      // The address the answer names is under PUBLIC_BASE_URL; the test app listens on an ephemeral port.
      expect(started.connection.url).to.match(/\/api\/live\/voice$/);
      const client = await VoiceClient.open(`${app.url.replace('http:', 'ws:')}/api/live/voice`, started.token);
      const tools = [{ functionDeclarations: ['update_profile', 'ask'].map((name) => ({ name, description: name })) }];
      client.send({ setup: { model: LOCAL_VOICE_MODEL, generationConfig: { responseModalities: ['AUDIO'] }, tools } });
      await client.next((m) => m.setupComplete !== undefined);
      client.send({ realtimeInput: { text: 'my name is Ada' } });
      const call = (await client.next((m) => m.toolCall !== undefined)).toolCall.functionCalls[0];
      const ran = await asVisitor(app, EXECUTE, started.visitor_token, open, { tool_name: call.name, args: call.args });
      expect(ran.status).to.equal(200);
      expect(ran.body.widget.data).to.include({ first_name: 'Ada' });
      client.send({ toolResponse: { functionResponses: [{ id: call.id, name: call.name, response: { output: ran.body.result } }] } });
      await client.next((m) => m.serverContent?.turnComplete === true);
      client.socket.close();
    });

    it('resumes and starts again as the same visitor (same profile); without its token a resume is 401', async () => {
      const token = await newVisitor();
      await asVisitor(app, EXECUTE, token, open, { tool_name: 'update_profile', args: { first_name: 'Grace' } });
      const resumed = await asVisitor(app, RESUME, token, open);
      expect(resumed.status).to.equal(200);
      expect(resumed.body.visitor_token).to.equal(token);
      const again = await asVisitor(app, SESSION, token, open);
      expect(again.body.visitor_token).to.equal(token);
      expect((await asVisitor(app, EXECUTE, token, open, { tool_name: 'update_profile' })).body.widget.data.first_name).to.equal('Grace');
      expectError(await anonymous(app, RESUME, open), 401, 'A public visitor resumes with its visitor token (Authorization: Bearer <visitor_token>)');
      expectError(await anonymous(app, EXECUTE, open, undefined, { tool_name: 'ask' }), 401, 'Authentication required');
    });

    it('runs ask, answer, transfer_to_manager and update_profile; nothing else', async () => {
      const token = await newVisitor();
      for (const [tool_name, args] of [
        ['ask', { question: 'What are the opening hours?' }],
        ['answer', { question: 'Do you deliver?', answer: 'Yes, in town.' }],
        ['transfer_to_manager', {}],
        ['update_profile', { contact_email: 'ADA@example.com' }],
      ] as const) {
        const ran = await asVisitor(app, EXECUTE, token, open, { tool_name, args });
        expect(ran.status, `${tool_name}: ${JSON.stringify(ran.body)}`).to.equal(200);
      }
      for (const tool of ['search_company', 'select_company', 'run_extraction', 'set_field', 'confirm']) {
        expectError(await asVisitor(app, EXECUTE, token, open, { tool_name: tool }), 403, `The ${tool} tool is not available to public visitors`);
      }
      expectError(await asVisitor(app, EXECUTE, token, open, { tool_name: 'drop_tables' }), 400, 'Unknown tool: drop_tables');
      // The FAQ entry names the visitor as its author, not a member.
      const faq = await app.request('GET', `/api/projects/${open}/pages?visibility=draft`, { as: 'owner' });
      expect(JSON.stringify(faq.body)).to.contain('"slug":"faq"');
    });

    it('a transfer asked by a visitor cannot name a phone call', async () => {
      await app.request('PATCH', `/api/projects/${open}/settings/live-agent`, { as: 'owner', body: { manager_phone: '+14155550100' } });
      const ran = await asVisitor(app, EXECUTE, await newVisitor(), open, { tool_name: 'transfer_to_manager', args: { call_sid: 'CAsomeoneelse' } });
      expect(ran.body).to.deep.equal({ result: 'Nothing was dialled: a public visitor cannot name a phone call (call_sid).' });
    });

    it("never sees another visitor's profile", async () => {
      const ada = await newVisitor();
      await asVisitor(app, EXECUTE, ada, open, { tool_name: 'update_profile', args: { first_name: 'Ada', phone: '+14155550123' } });
      const other = await newVisitor();
      const card = (await asVisitor(app, EXECUTE, other, open, { tool_name: 'update_profile' })).body.widget.data;
      expect(card).to.include({ first_name: null, phone: null });
    });
  });

  describe('a visitor token reaches nothing else', () => {
    let token: string;
    before(async () => {
      token = await newVisitor();
    });

    it('is refused by every member endpoint, REST and MCP (401)', async () => {
      for (const [method, path] of [
        ['GET', '/api/projects'],
        ['GET', `/api/projects/${open}`],
        ['GET', `/api/projects/${open}/settings`],
        ['GET', `/api/projects/${open}/pages`],
        ['GET', `/api/projects/${open}/transfers`],
        ['PATCH', `/api/projects/${open}/settings/live-agent`],
        ['GET', '/api/accounts/me'],
      ] as const) {
        const response = await app.request(method, path, {
          token,
          headers: { 'x-project-id': open },
          ...(method === 'PATCH' && { body: { access: 'members' } }),
        });
        expect(response.status, `${method} ${path}`).to.equal(401);
      }
      const mcp = await app.request('POST', '/mcp', {
        token,
        headers: { 'x-project-id': open, accept: 'application/json, text/event-stream' },
        body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_pages', arguments: { project_id: open } } },
      });
      expect(mcp.status).to.equal(401);
      expect((await app.request('GET', `/api/projects/${open}/settings`, { as: 'owner' })).body.live_agent.access).to.equal('public');
    });

    it('is good on its own project only', async () => {
      const other = await liveProject(app, 'owner');
      await setAccess(app, other, 'public');
      expectError(
        await asVisitor(app, EXECUTE, token, other, { tool_name: 'ask', args: { question: 'hi?' } }),
        401,
        'Visitor token not valid for this project',
      );
      expectError(await asVisitor(app, SESSION, token, closed), 401, 'Visitor token not valid for this project');
      expectError(await asVisitor(app, EXECUTE, `${token.slice(0, -2)}xx`, open, { tool_name: 'ask' }), 401, 'Visitor token not valid');
    });

    it('stops working after its 24 hours', async () => {
      const expiring = await newVisitor();
      clock.advance(24 * 3_600_000);
      try {
        expectError(await asVisitor(app, EXECUTE, expiring, open, { tool_name: 'ask' }), 401, 'Visitor token expired: start a new session without it');
      } finally {
        clock.advance(-24 * 3_600_000);
      }
    });

    it('stops working when the owner closes the agent to the public; the voice module and the trial rule it too', async () => {
      const project = await liveProject(app, 'owner');
      await setAccess(app, project, 'public');
      const visitor = (await anonymous(app, SESSION, project)).body.visitor_token as string;
      await app.request('PATCH', `/api/projects/${project}/modules`, { as: 'owner', body: { voice: false } });
      expectError(await anonymous(app, SESSION, project), 403, 'Voice web agent not enabled for this project');
      expectError(await asVisitor(app, EXECUTE, visitor, project, { tool_name: 'ask' }), 403, 'Voice web agent not enabled for this project');
      await app.request('PATCH', `/api/projects/${project}/modules`, { as: 'owner', body: { voice: true } });
      await setAccess(app, project, 'members');
      expectError(await asVisitor(app, EXECUTE, visitor, project, { tool_name: 'ask' }), 403, 'Public access to the live agent is off for this project');
      expectError(await anonymous(app, SESSION, project), 401, 'Authentication required');
    });
  });
});

describe('HTTP public live sessions: the daily budget and the per-address limit', () => {
  let app: TestApp;
  let project: string;
  const clock = new FakeClock('2030-05-06T18:00:00.000Z');

  before(async () => {
    app = await TestApp.start({
      clock,
      env: {
        PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: 3, public_sessions_per_day: 5 } }),
        TRUST_PROXY: '1',
        LIVE_PUBLIC_ADDRESS_LIMIT: '2',
      },
    });
  });
  after(() => app.stop());
  beforeEach(async () => {
    project = await liveProject(app, 'owner');
    await setAccess(app, project, 'public');
  });

  it('refuses in words past the address limit (the client IP as TRUST_PROXY computes it), with Retry-After to midnight', async () => {
    expect((await anonymous(app, SESSION, project, '203.0.113.10')).status).to.equal(200);
    const visitor = (await anonymous(app, SESSION, project, '203.0.113.10')).body.visitor_token;
    const refused = await anonymous(app, SESSION, project, '203.0.113.10');
    expectError(refused, 429, 'Too many live sessions from your address today (2/day). Try again tomorrow.');
    expect(refused.headers.get('retry-after')).to.equal(String(6 * 3600));
    // A resume counts as a session, from the same address.
    expectError(
      await asVisitor(app, RESUME, visitor, project, undefined, '203.0.113.10'),
      429,
      'Too many live sessions from your address today (2/day). Try again tomorrow.',
    );
    // What the client writes left of the proxy's entry is not its address.
    expectError(
      await anonymous(app, SESSION, project, '192.0.2.99, 203.0.113.10'),
      429,
      'Too many live sessions from your address today (2/day). Try again tomorrow.',
    );
    expect((await anonymous(app, SESSION, project, '203.0.113.11')).status).to.equal(200);
  });

  it("refuses everyone in words once the project's public budget is spent; members keep their own quota", async () => {
    for (let i = 0; i < 5; i++) expect((await anonymous(app, SESSION, project, `203.0.113.${20 + i}`)).status).to.equal(200);
    const refused = await anonymous(app, SESSION, project, '203.0.113.99');
    expectError(refused, 429, 'This live agent has had all the public conversations it can take today (5/day). Try again tomorrow.');
    expect(refused.headers.get('retry-after')).to.equal(String(6 * 3600));
    expect((await live(app, SESSION, 'owner', project)).status).to.equal(200);
    clock.advance(6 * 3_600_000);
    try {
      expect((await anonymous(app, SESSION, project, '203.0.113.99')).status).to.equal(200);
    } finally {
      clock.advance(-6 * 3_600_000);
    }
  });

  it('never goes over the budget when 40 newcomers start at once', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => anonymous(app, SESSION, project, `198.51.100.${i}`)));
    expect(responses.filter((r) => r.status === 200)).to.have.length(5);
    expect(responses.filter((r) => r.status === 429)).to.have.length(35);
  });

  it('never goes over the address limit when 20 starts from one address race', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => anonymous(app, SESSION, project, '198.51.100.200')));
    expect(responses.filter((r) => r.status === 200)).to.have.length(2);
  });
});
