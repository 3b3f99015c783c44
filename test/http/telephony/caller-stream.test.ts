import { expect } from 'chai';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { pcmToMulaw } from '../../../adapters/phone-stream/audio.js';
import { GeminiStandIn } from '../../support/stand-ins/gemini.js';
import { TwilioMediaStreamStandIn } from '../../support/stand-ins/twilio-media-stream.js';
import { TwilioStandIn } from '../../support/stand-ins/twilio.js';
import { TestApp } from '../../support/test-app.js';
import { LiveSessionLedger } from '../../../application/live/ports.js';
import { liveProject } from '../live/live-helpers.js';
import { ACCOUNT, AUTH_TOKEN, MANAGER, NUMBER, signedWebhook, twilioEnv } from './phone-network.js';

/** What the service tells Twilio to open, and what Twilio signs. */
const STREAM_URL = 'wss://content.example/api/live/twilio/stream';
const API_KEY = 'gemini-key-for-tests';
const MODEL = 'gemini-live-model-under-test';

let calls = 0;
const callSid = () => `CA${(++calls).toString(16).padStart(32, 'e')}`;
let callers = 0;
/** A German mobile number of its own for each call that needs one (the per-number limit counts them). */
const callerNumber = () => `+491511234${String(++callers).padStart(4, '0')}`;

/** 100 ms of a 300 Hz tone, as a caller's voice reaches the service: μ-law at 8 kHz. */
const voice = () => pcmToMulaw(Int16Array.from({ length: 800 }, (_, i) => Math.round(6000 * Math.sin((2 * Math.PI * 300 * i) / 8000))));

/** A phone network in front of the service: Twilio's webhook, then its media stream, for each call. */
function phone(app: TestApp) {
  const webhook = (params: Record<string, string>) => signedWebhook(app, '/api/live/twilio/voice', params);
  const streamAt = `${app.url.replace('http:', 'ws:')}/api/live/twilio/stream`;
  return {
    /** The call arrives: the TwiML the service answers, and the pass its stream carries (when it has one). */
    async ring(sid: string, from = callerNumber()) {
      const twiml = String((await webhook({ AccountSid: ACCOUNT, CallSid: sid, From: from, To: NUMBER, CallStatus: 'ringing', Direction: 'inbound' })).body);
      return { twiml, pass: /<Parameter name="pass" value="([^"]+)"\/>/.exec(twiml)?.[1] ?? null };
    },
    /** Twilio opens the stream the TwiML names, and starts it for the call. */
    async connect(sid: string, pass: string, signature?: string) {
      const stream = await TwilioMediaStreamStandIn.open({ url: streamAt, signedUrl: STREAM_URL, authToken: AUTH_TOKEN, ...(signature && { signature }) });
      stream.start(sid, { pass });
      return stream;
    },
    streamAt,
  };
}

describe('HTTP telephony: a call to the project’s number talks with the voice agent [Twilio media stream, Gemini Live]', () => {
  let app: TestApp;
  let twilio: TwilioStandIn;
  let gemini: GeminiStandIn;
  let project: string;
  let network: ReturnType<typeof phone>;
  /** The voice AI's next session to complete its setup: counted before anything can start it. */
  const nextSession = () => {
    const index = gemini.live.sessions.filter((s) => s.setup !== null).length;
    return () => gemini.live.session(index);
  };

  before(async () => {
    twilio = await TwilioStandIn.start(ACCOUNT, AUTH_TOKEN);
    gemini = await GeminiStandIn.start({ apiKey: API_KEY, model: MODEL, now: () => new Date() });
    app = await TestApp.start({
      env: {
        ...twilioEnv(twilio),
        TELEPHONY_ALLOWED_COUNTRIES: 'DE',
        VOICE_PROVIDER: 'gemini',
        GEMINI_API_KEY: API_KEY,
        GEMINI_BASE_URL: gemini.url,
        GEMINI_LIVE_MODEL: MODEL,
        LIVE_PUBLIC_ADDRESS_LIMIT: '2',
      },
    });
    project = await liveProject(app, 'owner', { voice: true, onboarding: true });
    await app.request('PATCH', `/api/projects/${project}`, { as: 'owner', body: { default_language: 'de' } });
    await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, {
      as: 'owner',
      body: { phone_number: NUMBER, manager_phone: MANAGER, greeting: 'Willkommen bei Sonnenschein!', voice: 'Kore' },
    });
    network = phone(app);
  });
  after(async () => {
    await app.stop();
    await gemini.stop();
    await twilio.stop();
  });

  it('bridges the call: the caller’s audio reaches the voice AI, a tool runs on the server, the agent’s audio comes back, a transfer bridges the manager', async () => {
    const sid = callSid();
    const from = callerNumber();
    const { twiml, pass } = await network.ring(sid, from);
    expect(twiml).to.match(new RegExp(`<Response><Connect><Stream url="${STREAM_URL}"><Parameter name="pass" value="[^"]+"/></Stream></Connect></Response>$`));
    const opened = nextSession();
    const stream = await network.connect(sid, pass!);

    // The agent is told who it is and greets in the project's voice.
    const session = await opened();
    expect(session.setup.generationConfig.speechConfig.voiceConfig.prebuiltVoiceConfig.voiceName).to.equal('Kore');
    expect(session.setup.tools[0].functionDeclarations.map((d: any) => d.name)).to.deep.equal(['update_profile', 'ask', 'answer', 'transfer_to_manager']);
    await session.waitFor((m) => m.realtimeInput?.text !== undefined);
    expect(session.texts[0]).to.equal('A caller has phoned the business. Greet them by saying: Willkommen bei Sonnenschein!');

    // The caller speaks: 8 kHz μ-law in, 16 kHz PCM to the voice AI (twice the samples, two bytes each).
    stream.speak(voice());
    await session.waitFor(() => session.audioBytes >= 800 * 2 * 2);
    expect(session.audioBytes).to.equal(800 * 2 * 2);

    // The agent speaks: 24 kHz PCM from the voice AI, 8 kHz μ-law to the call (a third of the samples, a byte each).
    session.speak('Hallo Ada');
    await stream.until(() => stream.played.length >= 2 * 800, 'the agent’s audio');
    expect(stream.played.length).to.equal(2 * 800);
    expect(stream.received.every((m) => m.event !== 'media' || m.streamSid === stream.streamSid)).to.equal(true);

    // Tools run on the server, for the caller, one of the public: known by their number.
    const [saved] = await session.toolCall([{ name: 'update_profile', args: { first_name: 'Ada' } }]);
    expect(saved.response).to.deep.equal({ output: 'Saved first name.' });
    const [refused] = await session.toolCall([{ name: 'search_company', args: { country: 'DE', query: 'x' } }]);
    expect(refused.response).to.deep.equal({ error: 'The search_company tool is not available to public visitors' });

    // An interruption drops what the call has queued.
    session.send({ serverContent: { interrupted: true } });
    await stream.until(() => stream.received.some((m) => m.event === 'clear'), 'a clear');

    // The transfer: the call moves into the conference room (leaving the stream), the manager is added to it.
    twilio.requests.length = 0;
    const [transfer] = await session.toolCall([{ name: 'transfer_to_manager', args: {} }]);
    expect(transfer.response.output).to.match(/^The manager is being called now\./);
    const [moved] = twilio.of('call').filter((r) => r.path.endsWith(`/Calls/${sid}.json`));
    expect(moved!.form.Twiml)
      .to.contain('<Dial><Conference')
      .and.to.match(new RegExp(`<Connect><Stream url="${STREAM_URL}"><Parameter name="pass" value="[^"]+"/>`));
    const [participant] = twilio.of('participant');
    expect(participant!.form).to.include({ From: NUMBER, To: MANAGER });
    const transfers = (await app.request('GET', `/api/projects/${project}/transfers?limit=1`, { as: 'owner' })).body.transfers;
    expect(transfers[0]).to.include({ status: 'dialing', caller_call_id: sid, user_id: `phone:${from}` });

    // Twilio stops the stream as the call leaves it: the agent's connection ends with it.
    stream.stop();
    await session.closed;
  });

  it('knows a caller by their number: their profile is there on the next call', async () => {
    const from = callerNumber();
    const first = callSid();
    const opened = nextSession();
    const stream = await network.connect(first, (await network.ring(first, from)).pass!);
    const session = await opened();
    await session.toolCall([{ name: 'update_profile', args: { first_name: 'Grace' } }]);
    stream.stop();
    const again = callSid();
    const reopened = nextSession();
    const next = await network.connect(again, (await network.ring(again, from)).pass!);
    const later = await reopened();
    const [card] = await later.toolCall([{ name: 'update_profile', args: {} }]);
    expect(card.response.output).to.contain('first name Grace');
    next.stop();
  });

  it("makes the agent's connection again when the voice AI drops it mid-call: the caller hears it is back", async () => {
    const sid = callSid();
    const opened = nextSession();
    const stream = await network.connect(sid, (await network.ring(sid)).pass!);
    const first = await opened();
    await first.waitFor((m) => m.realtimeInput?.text !== undefined);
    const reopened = nextSession();
    first.close(1011, 'Internal error');
    const again = await reopened();
    await again.waitFor((m) => m.realtimeInput?.text !== undefined);
    expect(again.texts[0]).to.equal('The connection was interrupted and is back. Tell the caller briefly that you are back, then carry on.');
    // Still the same call: its tools still run for the caller.
    const [answer] = await again.toolCall([{ name: 'ask', args: { question: 'When are you open?' } }]);
    expect(answer.response.output).to.match(/^Nothing in the project's pages answers this question/);
    stream.stop();
  });

  it('counts a caller’s tool calls on the call’s session: past 20 in a minute the agent is told to wait (LIVE_PUBLIC_TOOL_RATE)', async () => {
    const sid = callSid();
    const opened = nextSession();
    const stream = await network.connect(sid, (await network.ring(sid)).pass!);
    const session = await opened();
    const answers = await session.toolCall(Array.from({ length: 21 }, () => ({ name: 'ask', args: { question: 'When are you open?' } })));
    expect(answers.filter((a) => typeof a.response.output === 'string')).to.have.length(20);
    expect(answers.filter((a) => a.response.error !== undefined).map((a) => a.response)).to.deep.equal([
      { error: 'Too many tool calls in this conversation (20 a minute). Wait a moment before trying again.' },
    ]);
    stream.stop();
  });

  it('refuses a stream without Twilio’s signature of its address (403), before any socket', async () => {
    const sid = callSid();
    const { pass } = await network.ring(sid);
    const forged = getExpectedTwilioSignature('not-the-auth-token', STREAM_URL, {});
    for (const signature of [forged, getExpectedTwilioSignature(AUTH_TOKEN, 'wss://elsewhere.example/api/live/twilio/stream', {})]) {
      const refused = await network.connect(sid, pass!, signature).then(
        () => null,
        (error: { refusal?: unknown }) => error.refusal,
      );
      expect(refused).to.deep.equal({ status: 403, body: { error: 'Invalid telephony stream signature' } });
    }
  });

  it('takes a pass once, and only for the call it was issued for', async () => {
    const sid = callSid();
    const { pass } = await network.ring(sid);
    const other = await network.connect(callSid(), pass!);
    expect(await other.closed).to.deep.equal({ code: 1008, reason: 'Stream pass is for another call' });
    // Spent by that attempt: it opens nothing any more.
    const again = await network.connect(sid, pass!);
    expect(await again.closed).to.deep.equal({ code: 1008, reason: 'Stream pass not valid' });
    const none = await network.connect(sid, 'made-up');
    expect(await none.closed).to.deep.equal({ code: 1008, reason: 'Stream pass not valid' });
  });

  it('answers a replayed webhook (5 times, then 5 at once) with the first TwiML: one session spent, one pass, which opens one stream', async () => {
    const sid = callSid();
    const from = callerNumber();
    const first = await network.ring(sid, from);
    expect(first.pass).to.be.a('string');
    const replays = [];
    for (let i = 0; i < 5; i++) replays.push(await network.ring(sid, from));
    replays.push(...(await Promise.all(Array.from({ length: 5 }, () => network.ring(sid, from)))));
    expect(replays.map((r) => r.twiml)).to.deep.equal(Array.from({ length: 10 }, () => first.twiml));
    const day = app.clock.now().toISOString().slice(0, 10);
    expect(await app.get<LiveSessionLedger>(LiveSessionLedger).listForDay(project, `phone:${from}`, day)).to.have.length(1);

    const opened = nextSession();
    const stream = await network.connect(sid, first.pass!);
    await opened();
    // Replayed once the call is under way: the same (spent) pass, which opens nothing more.
    const late = await network.ring(sid, from);
    expect(late.twiml).to.equal(first.twiml);
    const again = await network.connect(sid, late.pass!);
    expect(await again.closed).to.deep.equal({ code: 1008, reason: 'Stream pass not valid' });
    stream.stop();
    // The number's limit (2 a day) has room for one more call: the replays spent nothing.
    expect((await network.ring(callSid(), from)).pass).to.be.a('string');
    expect((await network.ring(callSid(), from)).pass).to.equal(null);
  });

  it('counts each call in the public’s budget: past a number’s daily limit, the caller is told so politely', async () => {
    const from = callerNumber();
    for (let i = 0; i < 2; i++) expect((await network.ring(callSid(), from)).pass).to.be.a('string');
    const { twiml, pass } = await network.ring(callSid(), from);
    expect(pass).to.equal(null);
    expect(twiml).to.contain('Sorry, the voice assistant cannot take more calls today. Please try again tomorrow. Goodbye.').and.contain('<Hangup/>');
  });
});

describe('HTTP telephony: the embedded scripted agent on a call (VOICE_PROVIDER=local)', () => {
  let app: TestApp;
  let twilio: TwilioStandIn;
  let network: ReturnType<typeof phone>;

  before(async () => {
    twilio = await TwilioStandIn.start(ACCOUNT, AUTH_TOKEN);
    app = await TestApp.start({
      env: { ...twilioEnv(twilio), TELEPHONY_ALLOWED_COUNTRIES: 'DE' },
    });
    const project = await liveProject(app, 'owner');
    await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: 'owner', body: { phone_number: NUMBER, manager_phone: MANAGER } });
    network = phone(app);
  });
  after(async () => {
    await app.stop();
    await twilio.stop();
  });

  it('greets (as tones), and puts the caller through to the manager on the key 0', async () => {
    const sid = callSid();
    const stream = await network.connect(sid, (await network.ring(sid)).pass!);
    await stream.until(() => stream.played.length > 8000, 'the greeting');
    stream.speak(voice());
    stream.press('0');
    await stream.until(() => twilio.of('participant').length > 0, 'the transfer');
    expect(twilio.of('participant')[0]!.form).to.include({ To: MANAGER });
    stream.stop();
  });
});

describe('HTTP telephony: without a wss: address for the stream, callers hear an apology', () => {
  it('greets and apologises when PUBLIC_BASE_URL is not https and VOICE_STREAM_URL is unset', async () => {
    const app = await TestApp.start({ env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_BASE_URL: 'http://content.example' } });
    try {
      const project = await liveProject(app, 'owner');
      await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: 'owner', body: { phone_number: NUMBER, greeting: 'Hello!' } });
      const params = { AccountSid: ACCOUNT, CallSid: callSid(), From: callerNumber(), To: NUMBER };
      const response = await signedWebhook(app, '/api/live/twilio/voice', params, { base: 'http://content.example' });
      expect(response.body)
        .to.contain('<Say language="en-US">Hello!</Say>')
        .and.contain('the voice assistant is not available right now')
        .and.not.contain('<Connect>');
    } finally {
      await app.stop();
    }
  });
});
