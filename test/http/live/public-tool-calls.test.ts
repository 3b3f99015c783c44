import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp, type ApiResponse } from '../../support/test-app.js';
import { EXECUTE, live, liveProject, SESSION } from './live-helpers.js';

const PLANS_JSON = JSON.stringify({ trial: { live_sessions_per_day: 3, public_sessions_per_day: 1000 } });
const CALLS_SPENT =
  'Nothing was done: this conversation has made all the tool calls it may (20). Tell the caller, in the language of the conversation: ' +
  '"I have answered as many questions as I can in one conversation; please start a new one or contact the team."';
const WRITES_SPENT =
  'Nothing was done: this conversation has already passed on all it may for the team (3 answers or transfers). Tell the caller, in the language ' +
  'of the conversation: "I cannot pass anything more on to the team in this conversation; please start a new one or contact the team."';

/** The service with a public project, and a visitor's calls to it (each from its own address: the per-address limit is not what is tested). */
async function publicAgent(env: Record<string, string>) {
  const clock = new FakeClock('2030-05-06T10:00:00.000Z');
  const app = await TestApp.start({ clock, env: { PLANS_JSON, TRUST_PROXY: '1', LIVE_PUBLIC_ADDRESS_LIMIT: '1000', ...env } });
  const project = await liveProject(app, 'owner');
  await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: 'owner', body: { access: 'public' } });
  const send = (path: string, token: string | null, body?: unknown): Promise<ApiResponse> =>
    app.request('POST', path, {
      ...(token !== null && { token }),
      headers: { 'x-project-id': project, 'x-forwarded-for': '198.51.100.7' },
      ...(body !== undefined && { body }),
    });
  return {
    app,
    clock,
    project,
    /** A new visitor's first session: its visitor token. */
    async visitor(): Promise<string> {
      const started = await send(SESSION, null);
      expect(started.status, JSON.stringify(started.body)).to.equal(200);
      return started.body.visitor_token as string;
    },
    /** The visitor starts again with its token: a new session of the same visitor. */
    startAgain: async (token: string) => expect((await send(SESSION, token)).status).to.equal(200),
    tool: (token: string, tool_name: string, args: Record<string, unknown> = {}) => send(EXECUTE, token, { tool_name, args }),
  };
}

describe("HTTP live agent: a public session's tool calls (LIVE_PUBLIC_TOOL_CALLS, LIVE_PUBLIC_TOOL_WRITES)", () => {
  let agent: Awaited<ReturnType<typeof publicAgent>>;

  before(async () => {
    agent = await publicAgent({ LIVE_PUBLIC_TOOL_CALLS: '20', LIVE_PUBLIC_TOOL_WRITES: '3', LIVE_PUBLIC_TOOL_RATE: '1000' });
  });
  after(() => agent.app.stop());

  it('runs exactly 20 of 50 concurrent calls of one session; the others answer what the agent says; a new session has its own 20', async () => {
    const token = await agent.visitor();
    const answers = await Promise.all(Array.from({ length: 50 }, () => agent.tool(token, 'ask', { question: 'When are you open?' })));
    expect(answers.every((a) => a.status === 200)).to.equal(true);
    const ran = answers.filter((a) => a.body.result !== CALLS_SPENT);
    expect(ran).to.have.length(20);
    for (const a of ran) expect(a.body.result).to.match(/^Nothing in the project's pages answers this question/);
    expect(answers.filter((a) => a.body.result === CALLS_SPENT)).to.have.length(30);

    await agent.startAgain(token);
    expect((await agent.tool(token, 'ask', { question: 'When are you open?' })).body.result).to.match(/^Nothing in the project's pages/);
  });

  it('records at most 3 answers a session in the FAQ draft, however many come at once', async () => {
    const token = await agent.visitor();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => agent.tool(token, 'answer', { question: `Question ${i}?`, answer: `Answer ${i}.` })),
    );
    const recorded = answers.filter((a) => a.body.result.startsWith('Recorded'));
    expect(recorded).to.have.length(3);
    expect(answers.filter((a) => a.body.result === WRITES_SPENT)).to.have.length(7);
    const opened = await agent.app.request('POST', `/api/projects/${agent.project}/docs/edit/open`, { as: 'owner', body: { slug: 'faq', language: 'en' } });
    expect(opened.body.doc.content.match(/^## Question \d\?$/gm)).to.have.length(3);
    // The session's other calls go on.
    expect((await agent.tool(token, 'update_profile', { first_name: 'Ada' })).body.result).to.equal('Saved first name.');
  });

  it("leaves a member's calls as they were", async () => {
    for (let i = 0; i < 25; i++) {
      const answer = await live(agent.app, EXECUTE, 'owner', agent.project, { tool_name: 'ask', args: { question: 'When are you open?' } });
      expect(answer.body.result).to.match(/^Nothing in the project's pages/);
    }
  });
});

describe("HTTP live agent: a public session's tool calls per minute (LIVE_PUBLIC_TOOL_RATE)", () => {
  let agent: Awaited<ReturnType<typeof publicAgent>>;

  before(async () => {
    agent = await publicAgent({ LIVE_PUBLIC_TOOL_RATE: '5' });
  });
  after(() => agent.app.stop());

  it('answers 429 with Retry-After past 5 calls in a minute, runs nothing, and takes calls again when the minute is over', async () => {
    const token = await agent.visitor();
    const answers = await Promise.all(Array.from({ length: 8 }, () => agent.tool(token, 'ask', { question: 'Parking?' })));
    expect(answers.filter((a) => a.status === 200)).to.have.length(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).to.have.length(3);
    expectError(refused[0]!, 429, 'Too many tool calls in this conversation (5 a minute). Wait a moment before trying again.');
    expect(refused[0]!.headers.get('retry-after')).to.equal('60');

    agent.clock.advance(45_000);
    expect((await agent.tool(token, 'ask', { question: 'Parking?' })).headers.get('retry-after')).to.equal('15');
    agent.clock.advance(15_000);
    expect((await agent.tool(token, 'ask', { question: 'Parking?' })).status).to.equal(200);
  });
});
