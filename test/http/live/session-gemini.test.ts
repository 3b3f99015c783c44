import { expect } from 'chai';
import { LiveSessionLedger } from '../../../application/live/ports.js';
import { FakeClock } from '../../support/fake-clock.js';
import { GeminiStandIn } from '../../support/stand-ins/gemini.js';
import { TestApp } from '../../support/test-app.js';
import { VoiceClient } from '../../support/voice-client.js';
import { expectError } from '../../support/expect.js';
import { live, liveProject, SESSION } from './live-helpers.js';

const API_KEY = 'gemini-key-for-tests';
const MODEL = 'gemini-live-model-under-test';
/** One more than the tests before the outage test use. */
const DAILY_LIMIT = 3;

describe('HTTP live sessions with VOICE_PROVIDER=gemini (loopback stand-in)', () => {
  let standIn: GeminiStandIn;
  let app: TestApp;
  let project: string;
  const clock = new FakeClock('2030-02-01T09:30:00.000Z');
  before(async () => {
    standIn = await GeminiStandIn.start({ apiKey: API_KEY, model: MODEL, now: () => clock.now() });
    app = await TestApp.start({
      clock,
      env: {
        VOICE_PROVIDER: 'gemini',
        GEMINI_API_KEY: API_KEY,
        GEMINI_BASE_URL: standIn.url,
        GEMINI_LIVE_MODEL: MODEL,
        PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: DAILY_LIMIT } }),
      },
    });
    project = await liveProject(app, 'alice');
    await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: 'alice', body: { voice: 'Aoede', greeting: 'Hi!' } });
  });
  after(async () => {
    await app.stop();
    await standIn.stop();
  });

  it("returns Gemini's ephemeral token, minted for the project's voice, and the Live API address it opens", async () => {
    const response = await live(app, SESSION, 'alice', project);
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    expect(response.body).to.deep.equal({
      token: standIn.issued.at(-1),
      greeting: 'Hi!',
      voice: 'Aoede',
      connection: {
        url: `${standIn.url.replace('http:', 'ws:')}/ws/google.ai.generativelanguage.v1alpha.GenerativeService.BidiGenerateContentConstrained`,
        model: `models/${MODEL}`,
      },
    });
    const sent = standIn.requests.at(-1)!;
    expect(sent.body.bidiGenerateContentSetup.generationConfig.speechConfig.voiceConfig.prebuiltVoiceConfig.voiceName).to.equal('Aoede');
  });

  it('the token opens the Live API connection it names, once', async () => {
    const { token, connection } = (await live(app, SESSION, 'alice', project)).body;
    const client = await VoiceClient.open(connection.url, token);
    client.send({
      setup: {
        model: connection.model,
        generationConfig: { responseModalities: ['AUDIO'] },
        tools: [{ functionDeclarations: [{ name: 'ask', description: 'Answers from the site', parameters: { type: 'OBJECT', properties: {} } }] }],
      },
    });
    await client.next((m) => m.setupComplete !== undefined);
    expect(await VoiceClient.refusal(connection.url, token)).to.deep.equal({
      status: 401,
      body: { error: { code: 401, message: 'The access token has already been used.', status: 'UNAUTHENTICATED' } },
    });
    client.socket.close();
  });

  it('an outage of the Gemini API is 503 and gives the slot back', async () => {
    // Counted from what this day already holds: the test does not rely on the others having run.
    const sessionsToday = async () => (await app.get<LiveSessionLedger>(LiveSessionLedger).listForDay(project, 'alice', '2030-02-01')).length;
    const before = await sessionsToday();
    standIn.failWith(500);
    try {
      expectError(await live(app, SESSION, 'alice', project), 503, 'Voice service unavailable. Try again shortly.');
    } finally {
      standIn.failWith(null);
    }
    expect(await sessionsToday()).to.equal(before);
    // The slot the outage gave back is still there to take.
    for (let i = before; i < DAILY_LIMIT; i += 1) expect((await live(app, SESSION, 'alice', project)).status).to.equal(200);
    expect((await live(app, SESSION, 'alice', project)).status).to.equal(429);
  });

  it('a visitor who never signed in gets a Gemini token that opens the Live API (access public)', async () => {
    const open = await liveProject(app, 'alice');
    await app.request('PATCH', `/api/projects/${open}/settings/live-agent`, { as: 'alice', body: { access: 'public' } });
    const started = await app.request('POST', SESSION, { headers: { 'x-project-id': open } });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    expect(started.body.token).to.equal(standIn.issued.at(-1));
    expect(started.body.visitor_token).to.match(/^lvv_/);
    const client = await VoiceClient.open(started.body.connection.url, started.body.token);
    client.send({
      setup: {
        model: started.body.connection.model,
        generationConfig: { responseModalities: ['AUDIO'] },
        tools: [{ functionDeclarations: [{ name: 'ask', description: 'Answers from the site', parameters: { type: 'OBJECT', properties: {} } }] }],
      },
    });
    await client.next((m) => m.setupComplete !== undefined);
    const session = await standIn.live.session(standIn.live.sessions.filter((s) => s.setup !== null).length - 1);
    const [[response]] = await Promise.all([
      session.toolCall([{ name: 'ask', args: { question: 'hours?' } }]),
      client
        .next((m) => m.toolCall !== undefined)
        .then(async (m) => {
          const call = m.toolCall.functionCalls[0];
          const ran = await app.request('POST', '/api/live/tools/execute', {
            token: started.body.visitor_token,
            headers: { 'x-project-id': open },
            body: { tool_name: call.name, args: call.args },
          });
          client.send({ toolResponse: { functionResponses: [{ id: call.id, name: call.name, response: { output: ran.body.result } }] } });
        }),
    ]);
    expect(response.response.output).to.match(/^Nothing in the project's pages answers this question/);
    client.socket.close();
  });
});
