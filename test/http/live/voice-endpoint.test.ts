import { expect } from 'chai';
import { LOCAL_VOICE_MODEL } from '../../../adapters/live-voice/address.js';
import { OFFLINE_NOTE } from '../../../adapters/live-voice/scripted-agent.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp } from '../../support/test-app.js';
import { VoiceClient } from '../../support/voice-client.js';
import { live, liveProject, SESSION } from './live-helpers.js';

const TOOLS = [{ functionDeclarations: ['update_profile', 'ask', 'transfer_to_manager'].map((name) => ({ name, description: name })) }];
const SETUP = { model: LOCAL_VOICE_MODEL, generationConfig: { responseModalities: ['AUDIO'] }, tools: TOOLS, sessionResumption: {} };
const isSetupComplete = (m: any) => m.setupComplete !== undefined;
const isTurnComplete = (m: any) => m.serverContent?.turnComplete === true;
const isToolCall = (m: any) => m.toolCall !== undefined;

/** The embedded voice endpoint (VOICE_PROVIDER=local): token redemption, the protocol subset, the scripted agent. */
describe('Local voice endpoint: GET /api/live/voice (WebSocket)', () => {
  let app: TestApp;
  let project: string;
  let url: string;
  const clock = new FakeClock('2030-04-02T10:00:00.000Z');
  before(async () => {
    app = await TestApp.start({ clock, env: { PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: 1000 } }) } });
    project = await liveProject(app, 'alice');
    url = `${app.url.replace('http:', 'ws:')}/api/live/voice`;
  });
  after(() => app.stop());

  const token = async (as = 'alice') => {
    const started = await live(app, SESSION, as, project);
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    return started.body.token as string;
  };
  /** A connection past its setup. */
  const connected = async (setup: object = SETUP) => {
    const client = await VoiceClient.open(url, await token());
    client.send({ setup });
    await client.next(isSetupComplete);
    return client;
  };

  describe('tokens', () => {
    it('a token opens one connection, once: a second use is refused with 401', async () => {
      const minted = await token();
      const client = await VoiceClient.open(url, minted);
      client.send({ setup: SETUP });
      await client.next(isSetupComplete);
      expect(await VoiceClient.refusal(url, minted)).to.deep.equal({ status: 401, body: { error: 'Voice token already used' } });
      client.socket.close();
    });

    it('of many connections made at once with one token, exactly one opens', async () => {
      const minted = await token();
      const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => VoiceClient.open(url, minted)));
      const opened = attempts.filter((a): a is PromiseFulfilledResult<VoiceClient> => a.status === 'fulfilled');
      expect(opened).to.have.length(1);
      for (const refused of attempts.filter((a) => a.status === 'rejected')) {
        expect((refused as PromiseRejectedResult).reason.refusal).to.deep.equal({ status: 401, body: { error: 'Voice token already used' } });
      }
      opened[0]!.value.socket.close();
    });

    it('refuses a missing, forged or expired token, and answers 404 on another path', async () => {
      expect(await VoiceClient.refusal(url, '')).to.deep.equal({ status: 400, body: { error: 'access_token is required' } });
      expect(await VoiceClient.refusal(url, 'a.b.c')).to.deep.equal({ status: 401, body: { error: 'Voice token not valid' } });
      const minted = await token();
      const [header, payload] = minted.split('.');
      expect(await VoiceClient.refusal(url, `${header}.${payload}.AAAA`)).to.deep.equal({ status: 401, body: { error: 'Voice token not valid' } });
      const late = await token();
      clock.advance(30 * 60_000);
      try {
        expect(await VoiceClient.refusal(url, late)).to.deep.equal({ status: 401, body: { error: 'Voice token expired' } });
      } finally {
        clock.advance(-30 * 60_000);
      }
      expect(await VoiceClient.refusal(`${app.url.replace('http:', 'ws:')}/api/live/other`, await token())).to.deep.equal({
        status: 404,
        body: { error: 'Not found' },
      });
    });
  });

  describe('protocol', () => {
    it('closes with 1007 when the first message is not a setup, or a message is not JSON of one kind', async () => {
      const first = await VoiceClient.open(url, await token());
      first.send({ realtimeInput: { text: 'hello' } });
      expect(await first.closed).to.deep.equal({ code: 1007, reason: 'The first message must be setup' });

      const junk = await VoiceClient.open(url, await token());
      junk.socket.send('not json');
      expect(await junk.closed).to.deep.equal({ code: 1007, reason: 'Invalid JSON payload' });

      const two = await connected();
      two.send({ realtimeInput: { text: 'a' }, toolResponse: { functionResponses: [] } });
      expect(await two.closed).to.deep.equal({
        code: 1007,
        reason: 'A message must have exactly one of setup, clientContent, realtimeInput, toolResponse',
      });
    });

    it('refuses another model (1008), another modality (1007), and audio that is not 16 kHz PCM16 (1007)', async () => {
      const model = await VoiceClient.open(url, await token());
      model.send({ setup: { ...SETUP, model: 'models/gemini-2.0-flash' } });
      expect(await model.closed).to.deep.equal({ code: 1008, reason: `Unknown model: use ${LOCAL_VOICE_MODEL}` });

      const text = await VoiceClient.open(url, await token());
      text.send({ setup: { ...SETUP, generationConfig: { responseModalities: ['TEXT'] } } });
      expect(await text.closed).to.deep.equal({ code: 1007, reason: 'This agent answers with AUDIO only' });

      const good = await connected();
      good.send({ realtimeInput: { audio: { data: Buffer.alloc(3200).toString('base64'), mimeType: 'audio/pcm;rate=16000' } } });
      good.send({ realtimeInput: { audio: { data: Buffer.alloc(3200).toString('base64'), mimeType: 'audio/pcm;rate=44100' } } });
      expect(await good.closed).to.deep.equal({ code: 1007, reason: 'Audio must be base64 16-bit PCM, audio/pcm;rate=16000' });

      const odd = await connected();
      odd.send({ realtimeInput: { audio: { data: Buffer.alloc(3).toString('base64'), mimeType: 'audio/pcm;rate=16000' } } });
      expect((await odd.closed).code).to.equal(1007);
    });
  });

  describe('the scripted agent', () => {
    it('speaks the greeting the page asks for (words and 24 kHz audio), says what it is, and ends the turn', async () => {
      const client = await connected();
      client.send({
        clientContent: { turns: [{ role: 'user', parts: [{ text: 'The visitor has opened the conversation. Greet them by saying: Welcome to Acme!' }] }] },
      });
      await client.next(isTurnComplete);
      expect(client.said).to.deep.equal(['Welcome to Acme!', OFFLINE_NOTE]);
      const audio = client.messages.flatMap((m) => m.serverContent?.modelTurn?.parts ?? []).map((p: any) => p.inlineData);
      expect(audio).to.have.length.above(0);
      for (const part of audio) {
        expect(part.mimeType).to.equal('audio/pcm;rate=24000');
        expect(Buffer.from(part.data, 'base64').length % 2).to.equal(0);
      }
      // Asked for in the setup: a handle after each turn.
      const update = await client.next((m) => m.sessionResumptionUpdate !== undefined);
      expect(update.sessionResumptionUpdate).to.include({ resumable: true }).and.to.have.property('newHandle').that.is.a('string');
      client.socket.close();
    });

    it('turns phrases into the tool calls the page offered, and speaks their answers', async () => {
      const client = await connected();
      client.send({ realtimeInput: { text: 'Switch to Arabic please' } });
      const call = (await client.next(isToolCall)).toolCall.functionCalls[0];
      expect(call).to.deep.include({ name: 'update_profile', args: { language: 'Arabic' } });
      const output = 'Language set to Arabic (ar). Continue the conversation in Arabic.';
      client.send({ toolResponse: { functionResponses: [{ id: call.id, name: call.name, response: { output } }] } });
      await client.next(isTurnComplete);
      // The result is material for the answer, for the model: never read out as it is.
      expect(client.said).to.deep.equal(['I have switched to Arabic.']);

      const since = client.messages.length;
      client.send({ realtimeInput: { text: 'My name is Ada Lovelace' } });
      const named = (await client.next(isToolCall, since)).toolCall.functionCalls[0];
      expect(named).to.deep.include({ name: 'update_profile', args: { first_name: 'Ada', last_name: 'Lovelace' } });
      // An error answer is spoken as one; an answer to an unknown call changes nothing.
      client.send({ toolResponse: { functionResponses: [{ id: 'call-unknown', name: 'x', response: { output: 'ignored' } }] } });
      client.send({ toolResponse: { functionResponses: [{ id: named.id, name: named.name, response: { error: 'Unknown tool: x' } }] } });
      await client.next(isTurnComplete, since);
      expect(client.said.at(-1)).to.equal('That did not work: Unknown tool: x');

      client.send({ clientContent: { turns: [{ role: 'user', parts: [{ text: 'Please call the manager' }] }], turnComplete: true } });
      const transfer = (await client.next((m) => isToolCall(m) && m.toolCall.functionCalls[0].name === 'transfer_to_manager')).toolCall;
      expect(transfer.functionCalls[0].args).to.deep.equal({});
      client.socket.close();
    });

    it('calls no tool the page did not offer, and says what it understands otherwise', async () => {
      const client = await connected({ ...SETUP, tools: [] });
      client.send({ realtimeInput: { text: 'switch to French' } });
      await client.next(isTurnComplete);
      client.send({ realtimeInput: { text: 'blue elephants' } });
      await client.next(isTurnComplete, client.messages.findIndex(isTurnComplete) + 1);
      expect(client.said).to.deep.equal(['The page did not offer the update_profile tool, so I cannot do that.', `I did not understand that. ${OFFLINE_NOTE}`]);
      expect(client.messages.some(isToolCall)).to.equal(false);
      client.socket.close();
    });

    it('"simulate a dropped connection" announces goAway, then closes with 1001; "goodbye" closes with 1000', async () => {
      const dropping = await connected();
      dropping.send({ realtimeInput: { text: 'simulate a dropped connection' } });
      expect((await dropping.next((m) => m.goAway !== undefined)).goAway).to.deep.equal({ timeLeft: '1s' });
      // Its last words end their turn before the goAway: what it says after the reconnection is a line of its own.
      const goAway = dropping.messages.findIndex((m) => m.goAway !== undefined);
      expect(dropping.messages.findIndex(isTurnComplete)).to.be.within(0, goAway - 1);
      expect(await dropping.closed).to.deep.equal({ code: 1001, reason: 'Connection time is up' });

      const leaving = await connected();
      leaving.send({ realtimeInput: { text: 'Goodbye' } });
      expect(await leaving.closed).to.deep.equal({ code: 1000, reason: 'Goodbye' });
      expect(leaving.said).to.deep.equal(['Goodbye!']);
    });

    it('resumes by a handle it gave, once; refuses any other handle with 1008', async () => {
      const first = await connected();
      first.send({ realtimeInput: { text: 'what are your opening hours?' } });
      const call = (await first.next(isToolCall)).toolCall.functionCalls[0];
      expect(call).to.deep.include({ name: 'ask', args: { question: 'what are your opening hours?' } });
      first.send({ toolResponse: { functionResponses: [{ id: call.id, response: { output: 'We open at nine.' } }] } });
      const handle = (await first.next((m) => m.sessionResumptionUpdate !== undefined)).sessionResumptionUpdate.newHandle;
      first.socket.close();

      const resumed = await connected({ ...SETUP, sessionResumption: { handle } });
      resumed.socket.close();
      const again = await VoiceClient.open(url, await token());
      again.send({ setup: { ...SETUP, sessionResumption: { handle } } });
      expect(await again.closed).to.deep.equal({ code: 1008, reason: 'Unknown session resumption handle' });
    });
  });

  it('closes its connections with 1001 when the service stops', async () => {
    const other = await TestApp.start();
    const owned = await liveProject(other, 'alice');
    const started = await live(other, SESSION, 'alice', owned);
    const client = await VoiceClient.open(`${other.url.replace('http:', 'ws:')}/api/live/voice`, started.body.token);
    client.send({ setup: SETUP });
    await client.next(isSetupComplete);
    await other.stop();
    expect(await client.closed).to.deep.equal({ code: 1001, reason: 'The service is shutting down' });
  });
});

describe('Local voice endpoint: who may open it, and for how long', () => {
  const OWN = 'https://content.example';
  let app: TestApp;
  let url: string;
  let project: string;
  before(async () => {
    app = await TestApp.start({
      env: {
        PUBLIC_BASE_URL: OWN,
        LOCAL_VOICE_IDLE_SECONDS: '1',
        LOCAL_VOICE_MAX_SECONDS: '2',
        AUTH_FAILURE_LIMIT: '3',
        PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: 1000 } }),
      },
    });
    project = await liveProject(app, 'alice');
    url = `${app.url.replace('http:', 'ws:')}/api/live/voice`;
  });
  after(() => app.stop());
  const token = async () => (await live(app, SESSION, 'alice', project)).body.token as string;

  it("opens only from the service's own pages: another Origin is refused with 403 before the token is used", async () => {
    const minted = await token();
    expect(await VoiceClient.refusal(url, minted, { origin: 'https://shop.example' })).to.deep.equal({ status: 403, body: { error: 'Origin not allowed' } });
    expect(await VoiceClient.refusal(url, minted, { origin: `${OWN}:8443` })).to.deep.equal({ status: 403, body: { error: 'Origin not allowed' } });
    // The token was never redeemed: the service's own page opens it.
    const client = await VoiceClient.open(url, minted, { origin: OWN });
    client.send({ setup: SETUP });
    await client.next(isSetupComplete);
    client.socket.close();
  });

  it('closes a connection after LOCAL_VOICE_IDLE_SECONDS without a message (1000)', async () => {
    const client = await VoiceClient.open(url, await token());
    client.send({ setup: SETUP });
    await client.next(isSetupComplete);
    expect(await client.closed).to.deep.equal({ code: 1000, reason: 'Closed after 1 second without a message' });
  });

  it('moves a connection that keeps talking on at LOCAL_VOICE_MAX_SECONDS: goAway, then 1001', async () => {
    const client = await VoiceClient.open(url, await token());
    client.send({ setup: SETUP });
    await client.next(isSetupComplete);
    // Microphone audio, as a page streams it: never idle.
    const talking = setInterval(
      () => client.send({ realtimeInput: { audio: { data: Buffer.alloc(320).toString('base64'), mimeType: 'audio/pcm;rate=16000' } } }),
      200,
    );
    try {
      expect((await client.next((m) => m.goAway !== undefined)).goAway).to.deep.equal({ timeLeft: '1s' });
      expect(await client.closed).to.deep.equal({ code: 1001, reason: 'Connection time is up' });
    } finally {
      clearInterval(talking);
    }
  });

  it('counts refused tokens toward the 401 lockout, and refuses a locked-out address (429) before reading its token', async () => {
    try {
      for (let i = 0; i < 3; i += 1) expect((await VoiceClient.refusal(url, `forged.${i}.token`)).status).to.equal(401);
      expect(await VoiceClient.refusal(url, await token())).to.deep.equal({
        status: 429,
        body: { error: 'Too many failed authentication attempts' },
        retryAfter: '60',
      });
      // One lockout for the address: the API refuses it too.
      expect((await app.request('GET', '/api/projects', { as: 'alice' })).status).to.equal(429);
    } finally {
      app.clock.advance(61_000);
    }
    expect((await app.request('GET', '/api/projects', { as: 'alice' })).status).to.equal(200);
  });
});

describe('Local voice endpoint with VOICE_PROVIDER=gemini', () => {
  it('does not exist: an upgrade to /api/live/voice is answered 404', async () => {
    const app = await TestApp.start({ env: { VOICE_PROVIDER: 'gemini', GEMINI_API_KEY: 'unused-key', GEMINI_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const refusal = await VoiceClient.refusal(`${app.url.replace('http:', 'ws:')}/api/live/voice`, 'anything');
      expect(refusal.status).to.equal(404);
    } finally {
      await app.stop();
    }
  });
});
