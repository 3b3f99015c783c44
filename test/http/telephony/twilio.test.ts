import { expect } from 'chai';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { TwilioStandIn } from '../../support/stand-ins/twilio.js';
import { TestApp } from '../../support/test-app.js';
import { EXECUTE, live, liveProject } from '../live/live-helpers.js';
import { expectError } from '../../support/expect.js';
import { ACCOUNT, AUTH_TOKEN, MANAGER, NUMBER, PUBLIC, signedWebhook, twilioEnv } from './phone-network.js';

const STREAM = 'wss://agent.example/stream';

let calls = 0;
const callSid = () => `CA${(++calls).toString(16).padStart(32, 'c')}`;

describe('HTTP telephony [Twilio through the SDK, loopback stand-in]', () => {
  let app: TestApp;
  let twilio: TwilioStandIn;
  let project: string;

  /** A webhook request as Twilio sends it: form-encoded, signed for PUBLIC_BASE_URL + path. */
  const webhook = (path: string, params: Record<string, string>, options: { token?: string; signedPath?: string; signature?: string } = {}) =>
    signedWebhook(app, path, params, options);
  const incoming = (sid: string, to = NUMBER) =>
    webhook('/api/live/twilio/voice', { AccountSid: ACCOUNT, CallSid: sid, From: '+4915112345678', To: to, CallStatus: 'ringing', Direction: 'inbound' });
  const transfer = (args?: Record<string, unknown>) => live(app, EXECUTE, 'visitor', project, { tool_name: 'transfer_to_manager', ...(args && { args }) });
  const latest = async () => (await app.request('GET', `/api/projects/${project}/transfers?limit=1`, { as: 'owner' })).body.transfers[0];
  const status = (transferId: string, params: Record<string, string>) =>
    webhook(`/api/live/twilio/transfers/${transferId}/status`, { AccountSid: ACCOUNT, ...params });
  const updatesOf = (sid: string) => twilio.of('call').filter((r) => r.path.endsWith(`/Calls/${sid}.json`));

  before(async () => {
    twilio = await TwilioStandIn.start(ACCOUNT, AUTH_TOKEN);
    app = await TestApp.start({
      env: {
        ...twilioEnv(twilio),
        VOICE_STREAM_URL: STREAM,
        TELEPHONY_ALLOWED_COUNTRIES: 'DE,FR',
      },
    });
    project = await liveProject(app, 'owner', { voice: true });
    await app.addMember(project, 'owner', 'visitor', 'member', true);
    // National numbers are read in the project's country.
    await app.request('PATCH', `/api/projects/${project}`, { as: 'owner', body: { default_language: 'de' } });
    const patched = await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, {
      as: 'owner',
      body: { phone_number: '089 9999000', manager_phone: '0170 1234567', greeting: 'Willkommen bei Sonnenschein!' },
    });
    expect(patched.body.live_agent).to.include({ phone_number: NUMBER, manager_phone: MANAGER });
  });
  after(async () => {
    await app.stop();
    await twilio.stop();
  });
  beforeEach(() => {
    twilio.requests.length = 0;
    twilio.geoBlocked.length = 0;
  });

  describe('the voice webhook', () => {
    it('connects the call to the voice agent stream with a pass for this call (TwiML): the agent greets in its own voice', async () => {
      const sid = callSid();
      const response = await incoming(sid);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/xml/);
      expect(response.body).to.match(
        new RegExp(
          `^<\\?xml version="1.0" encoding="UTF-8"\\?><Response><Connect><Stream url="${STREAM}"><Parameter name="pass" value="[A-Za-z0-9_-]{43}"/></Stream></Connect></Response>$`,
        ),
      );
    });

    it('refuses a forged, missing or misplaced signature with 403', async () => {
      const params = { AccountSid: ACCOUNT, CallSid: callSid(), From: '+4915112345678', To: NUMBER };
      const refused = { status: 403, body: { error: 'Invalid telephony webhook signature' } };
      const forged = await webhook('/api/live/twilio/voice', params, { token: 'not-the-auth-token' });
      expect({ status: forged.status, body: forged.body }).to.deep.equal(refused);
      expect((await webhook('/api/live/twilio/voice', params, { signature: '' })).status).to.equal(403);
      expect((await webhook('/api/live/twilio/voice', params, { signedPath: '/api/live/twilio/hold' })).status).to.equal(403);
      // Signed for other parameters than those sent.
      const signature = getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC}/api/live/twilio/voice`, { ...params, To: '+10000000000' });
      expect((await webhook('/api/live/twilio/voice', params, { signature })).status).to.equal(403);
    });

    it("hangs up politely on a number that is no project's, and takes form bodies only", async () => {
      const response = await incoming(callSid(), '+4930000000');
      expect(response.body).to.contain('this number is not connected to a voice assistant').and.contain('<Hangup/>');
      const json = await app.request('POST', '/api/live/twilio/voice', { body: { CallSid: 'x' }, headers: { 'x-twilio-signature': 'x' } });
      expect(json.status).to.equal(415);
    });

    it("apologises and hangs up while the project's trial has expired", async () => {
      app.clock.advance(15 * 86_400_000);
      try {
        const response = await incoming(callSid());
        expect(response.body).to.contain('the voice assistant is not available right now').and.contain('<Hangup/>').and.not.contain('<Connect>');
      } finally {
        app.clock.advance(-15 * 86_400_000);
      }
    });

    it('serves the hold music the transfer room waits on', async () => {
      const response = await webhook('/api/live/twilio/hold', { AccountSid: ACCOUNT, ConferenceSid: `CF${'0'.repeat(32)}` });
      expect(response.body).to.contain('Please hold while I connect you with a manager.</Say><Play loop="0">');
    });
  });

  describe('transfer_to_manager', () => {
    it('moves the caller into the room, adds the manager as a participant with status callbacks, and follows the call', async () => {
      const sid = callSid();
      await incoming(sid);
      expect((await transfer({ call_sid: sid })).body.result).to.match(/^The manager is being called now\./);
      const t = await latest();
      expect(t).to.include({ status: 'dialing', caller_call_id: sid, manager_phone: MANAGER });

      const [moved] = updatesOf(sid);
      expect(moved!.form.Twiml).to.contain(
        `<Dial><Conference waitUrl="${PUBLIC}/api/live/twilio/hold" waitMethod="POST" startConferenceOnEnter="false" endConferenceOnExit="true" beep="false">transfer-${t.id}</Conference></Dial>`,
      );
      const [participant] = twilio.of('participant');
      expect(participant!.path).to.equal(`/2010-04-01/Accounts/${ACCOUNT}/Conferences/transfer-${t.id}/Participants.json`);
      expect(participant!.form).to.include({
        From: NUMBER,
        To: MANAGER,
        Label: 'manager',
        Timeout: '25',
        MachineDetection: 'Enable',
        StartConferenceOnEnter: 'true',
        EndConferenceOnExit: 'true',
        StatusCallback: `${PUBLIC}/api/live/twilio/transfers/${t.id}/status`,
        StatusCallbackMethod: 'POST',
      });
      expect(participant!.form.StatusCallbackEvent).to.deep.equal(['initiated', 'ringing', 'answered', 'completed']);

      // Asked again while it rings: nothing is dialled.
      expect((await transfer({ call_sid: sid })).body.result).to.match(/^The manager is already being called/);
      expect(twilio.of('participant')).to.have.length(1);

      expect((await status(t.id, { CallSid: 'CAmanager', CallStatus: 'ringing' })).status).to.equal(204);
      expect((await latest()).status).to.equal('dialing');
      await status(t.id, { CallSid: 'CAmanager', CallStatus: 'in-progress', AnsweredBy: 'human' });
      expect((await latest()).status).to.equal('connected');
      await status(t.id, { CallSid: 'CAmanager', CallStatus: 'completed' });
      expect(await latest()).to.include({ status: 'completed', reason: null });
      expect(updatesOf(sid), 'the caller was moved once and never returned').to.have.length(1);
    });

    it('returns the caller to the voice agent when the manager does not answer', async () => {
      const sid = callSid();
      await incoming(sid);
      await transfer({ call_sid: sid });
      const t = await latest();
      await status(t.id, { CallSid: 'CAmanager', CallStatus: 'no-answer' });
      expect(await latest()).to.include({ status: 'no_answer', reason: 'no-answer' });
      const [, back] = updatesOf(sid);
      // Back to the agent with a pass of its own (the first was used by the stream the transfer ended).
      expect(String(back!.form.Twiml).replace(/name="pass" value="[A-Za-z0-9_-]{43}"/, 'name="pass" value="PASS"')).to.equal(
        '<?xml version="1.0" encoding="UTF-8"?><Response><Say language="de-DE">The manager could not take your call right now. I am back with you.</Say>' +
          `<Connect><Stream url="${STREAM}"><Parameter name="pass" value="PASS"/></Stream></Connect></Response>`,
      );
      // A repeated report changes nothing and returns nobody twice.
      await status(t.id, { CallSid: 'CAmanager', CallStatus: 'completed' });
      expect(updatesOf(sid)).to.have.length(2);
      expect((await latest()).status).to.equal('no_answer');
    });

    it('hangs up on a machine that answers, and returns the caller', async () => {
      const sid = callSid();
      await incoming(sid);
      await transfer({ call_sid: sid });
      const t = await latest();
      await status(t.id, { CallSid: 'CAmanager', CallStatus: 'in-progress', AnsweredBy: 'machine_end_beep' });
      expect(await latest()).to.include({ status: 'no_answer', reason: 'machine' });
      const hangUps = twilio.of('call').filter((r) => r.form.Status === 'completed');
      expect(hangUps).to.have.length(1);
      expect(hangUps[0]!.path).to.match(/\/Calls\/CA0{31}\d\.json$/);
      expect(updatesOf(sid)).to.have.length(2);
    });

    it("speaks Twilio's geographic-permission refusal (21215), ends the transfer and returns the caller", async () => {
      twilio.geoBlocked.push('+33');
      await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: 'owner', body: { manager_phone: '+33 1 23 45 67 89' } });
      try {
        const sid = callSid();
        await incoming(sid);
        const response = await transfer({ call_sid: sid });
        expect(response.body.result).to.equal(
          "The manager's phone cannot be called: calls to that country are not enabled for this phone line. Offer to take a message instead.",
        );
        expect(await latest()).to.include({ status: 'failed', reason: 'geo_permission' });
        expect(updatesOf(sid).map((r) => String(r.form.Twiml))[1]).to.contain('I am back with you.');
      } finally {
        await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: 'owner', body: { manager_phone: MANAGER } });
      }
    });

    it('cannot bridge a web visitor, and refuses a call that is not to this project', async () => {
      expect((await transfer()).body.result).to.equal(
        'A transfer to the manager needs the caller to be on a phone call to the project. Offer to take a message, or give them the number to call.',
      );
      expect(await latest()).to.include({ status: 'failed', reason: 'needs_phone_call', caller_call_id: null });
      expect((await transfer({ call_sid: 'CAunknown' })).body.result).to.equal("Nothing was dialled: call_sid is not a call to this project's phone number.");
      expect((await transfer({ call_sid: 42 })).body.result).to.equal('Nothing was dialled: call_sid must be the id of the phone call.');
      expect(twilio.requests).to.have.length(0);
    });

    it('refuses a forged status callback: the transfer does not move', async () => {
      const sid = callSid();
      await incoming(sid);
      await transfer({ call_sid: sid });
      const t = await latest();
      const forged = await webhook(`/api/live/twilio/transfers/${t.id}/status`, { CallStatus: 'completed' }, { token: 'guess' });
      expectError(forged, 403, 'Invalid telephony webhook signature');
      expect((await latest()).status).to.equal('dialing');
      await status(t.id, { CallStatus: 'busy' });
      expect(await latest()).to.include({ status: 'no_answer', reason: 'busy' });
    });
  });

  it('gives a telephony number to one project only', async () => {
    const other = await liveProject(app, 'owner', { voice: true });
    const taken = await app.request('PATCH', `/api/projects/${other}/settings/live-agent`, { as: 'owner', body: { phone_number: '+49 89 9999000' } });
    expectError(taken, 409, 'phone_number is already used by another project');
    const bad = await app.request('PATCH', `/api/projects/${other}/settings/live-agent`, { as: 'owner', body: { phone_number: 'my number' } });
    expectError(bad, 400, 'phone_number must be a valid phone number');
  });
});
