import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { jwtVerify } from 'jose';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { SESSION_TOKEN_TTL_MS } from '../../../domain/live/live-session.js';
import { localVoiceConnection } from '../../../adapters/live-voice/address.js';
import { GeminiVoiceTokenIssuer, VOICE_UNAVAILABLE } from '../../../infrastructure/voice/gemini-voice-token-issuer.js';
import { ensureLocalVoiceKey, LOCAL_VOICE_AUDIENCE, LOCAL_VOICE_ISSUER, LocalVoiceTokens } from '../../../infrastructure/voice/local-voice-tokens.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryLiveSessionLedger } from '../../support/fakes/live.js';
import { GeminiStandIn } from '../../support/stand-ins/gemini.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { issuerContract, reservedGrant } from './voice-token-issuer.contract.js';

const MODEL = 'gemini-live-test-model';
const API_KEY = 'test-gemini-key-0123456789';

describe('VoiceTokenIssuer [local]', () => {
  let dataDir: string;
  let clock: FakeClock;
  let ledger: InMemoryLiveSessionLedger;
  let tokens: LocalVoiceTokens;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'voice-local-'));
    clock = new FakeClock('2030-05-06T07:08:09.000Z');
    ledger = new InMemoryLiveSessionLedger();
    tokens = new LocalVoiceTokens(ensureLocalVoiceKey(dataDir), ledger, clock, localVoiceConnection('http://127.0.0.1:3000'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  issuerContract(() => ({ issuer: tokens, ledger, clock }));

  const mint = async (voice = 'Kore') => {
    const grant = await reservedGrant(ledger, clock, voice);
    const token = await tokens.issue(grant);
    if (E.isLeft(token)) throw new Error('mint failed');
    return { grant, token: token.right };
  };

  it('is a standard HS256 JWT, valid 30 minutes, whose jti is the session id', async () => {
    const { grant, token } = await mint('Puck');
    const { payload, protectedHeader } = await jwtVerify(token, ensureLocalVoiceKey(dataDir), {
      issuer: LOCAL_VOICE_ISSUER,
      audience: LOCAL_VOICE_AUDIENCE,
      currentDate: clock.now(),
    });
    expect(protectedHeader.alg).to.equal('HS256');
    expect(payload).to.include({ jti: grant.sessionId, sub: 'alice', pid: 'p1', voice: 'Puck', uses: 1 });
    expect((payload.exp! - payload.iat!) * 1000).to.equal(SESSION_TOKEN_TTL_MS);
  });

  it('is accepted once, then refused as used (also when redeemed concurrently)', async () => {
    const { grant, token } = await mint();
    const attempts = await Promise.all([tokens.redeem(token), tokens.redeem(token), tokens.redeem(token)]);
    expect(attempts.filter(E.isRight)).to.have.length(1);
    expect(attempts.filter(E.isLeft).map((a) => leftOf(a))).to.deep.equal(['already_used', 'already_used']);
    const [record] = await ledger.listForDay('p1', 'alice', grant.issuedAt.toISOString().slice(0, 10));
    expect(record!.redeemed_at).to.equal(clock.now().toISOString());
  });

  it('redeems to what it was minted for, and opens connections at the service under PUBLIC_BASE_URL', async () => {
    const { grant, token } = await mint('Charon');
    expect(await tokens.redeem(token)).to.deep.equal(
      E.right({ sessionId: grant.sessionId, projectId: 'p1', userId: 'alice', voice: 'Charon', expiresAt: grant.expiresAt }),
    );
    expect(tokens.connection).to.deep.equal({ url: 'ws://127.0.0.1:3000/api/live/voice', model: 'models/content-service-scripted-agent' });
    expect(localVoiceConnection('https://content.example/base/').url).to.equal('wss://content.example/api/live/voice');
  });

  it('is accepted until its 30 minutes are over, not after', async () => {
    const early = await mint();
    const late = await mint();
    clock.advance(SESSION_TOKEN_TTL_MS - 1000);
    rightOf(await tokens.redeem(early.token));
    clock.advance(1000);
    expect(await tokens.redeem(late.token)).to.deep.equal(E.left('expired'));
  });

  it('refuses a token whose session was released (its mint was rolled back)', async () => {
    const { grant, token } = await mint();
    await ledger.release({ id: grant.sessionId, project_id: 'p1', user_id: 'alice', day: grant.issuedAt.toISOString().slice(0, 10) });
    expect(await tokens.redeem(token)).to.deep.equal(E.left('already_used'));
  });

  it('refuses tampered, foreign and malformed tokens', async () => {
    const { token } = await mint();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'mallory' })).toString('base64url')}.${signature}`;
    expect(await tokens.redeem(forged)).to.deep.equal(E.left('bad_signature'));
    const otherDir = mkdtempSync(join(tmpdir(), 'voice-local-other-'));
    try {
      const foreign = new LocalVoiceTokens(ensureLocalVoiceKey(otherDir), ledger, clock, localVoiceConnection('http://127.0.0.1:3000'));
      const minted = await foreign.issue(await reservedGrant(ledger, clock));
      expect(await tokens.redeem(rightOf(minted))).to.deep.equal(E.left('bad_signature'));
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
    for (const junk of ['', 'abc', 'a.b.c', `${header}.!!.${signature}`]) {
      expect(E.isLeft(await tokens.redeem(junk)), junk).to.equal(true);
    }
  });

  it('keeps its key in DATA_DIR, private, and reuses it', () => {
    const key = ensureLocalVoiceKey(dataDir);
    expect(ensureLocalVoiceKey(dataDir).equals(key)).to.equal(true);
    expect(key.length).to.be.at.least(32);
    expect(statSync(join(dataDir, 'voice', 'local-token.key')).mode & 0o077).to.equal(0);
  });
});

describe('VoiceTokenIssuer [gemini, against a loopback stand-in]', () => {
  let standIn: GeminiStandIn;
  let clock: FakeClock;
  let ledger: InMemoryLiveSessionLedger;
  let logged: string;
  let issuer: GeminiVoiceTokenIssuer;
  before(async () => {
    clock = new FakeClock();
    standIn = await GeminiStandIn.start({ apiKey: API_KEY, model: MODEL, now: () => clock.now() });
  });
  after(() => standIn.stop());
  beforeEach(() => {
    ledger = new InMemoryLiveSessionLedger();
    logged = '';
    const sink = new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) });
    issuer = new GeminiVoiceTokenIssuer({ apiKey: API_KEY, baseUrl: standIn.url, model: MODEL, logger: pino({ level: 'info' }, sink) });
    standIn.failWith(null);
  });

  issuerContract(() => ({ issuer, ledger, clock }));

  it('creates a single-use, 30-minute token with the model and the voice locked', async () => {
    const before = standIn.requests.length;
    const token = await issuer.issue(await reservedGrant(ledger, clock, 'Charon'));
    expect(token).to.deep.equal(E.right(standIn.issued.at(-1)));
    expect(standIn.requests).to.have.length(before + 1);
    const request = standIn.requests.at(-1)!;
    expect(request).to.include({ method: 'POST', path: '/v1alpha/auth_tokens' });
    expect(request.headers['x-goog-api-key']).to.equal(API_KEY);
    expect(request.body).to.include({ uses: 1 });
    expect(Date.parse(request.body.expireTime) - clock.now().getTime()).to.equal(SESSION_TOKEN_TTL_MS);
    expect(Date.parse(request.body.newSessionExpireTime) - clock.now().getTime()).to.equal(SESSION_TOKEN_TTL_MS);
    expect(request.body.bidiGenerateContentSetup).to.deep.equal({
      model: `models/${MODEL}`,
      generationConfig: { responseModalities: ['AUDIO'], speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: 'Charon' } } } },
    });
    expect(request.body.fieldMask.split(',')).to.include('generationConfig.speechConfig');
  });

  it("opens connections at the Live API's ephemeral-token WebSocket, under GEMINI_BASE_URL when set", () => {
    expect(issuer.connection).to.deep.equal({
      url: `${standIn.url.replace('http:', 'ws:')}/ws/google.ai.generativelanguage.v1alpha.GenerativeService.BidiGenerateContentConstrained`,
      model: `models/${MODEL}`,
    });
    const google = new GeminiVoiceTokenIssuer({ apiKey: API_KEY, baseUrl: null, model: MODEL, logger: pino({ level: 'silent' }) });
    expect(google.connection.url).to.equal(
      'wss://generativelanguage.googleapis.com/ws/google.ai.generativelanguage.v1alpha.GenerativeService.BidiGenerateContentConstrained',
    );
  });

  it('answers Unavailable when the API fails, logging the status but never the key', async () => {
    standIn.failWith(503);
    const token = await issuer.issue(await reservedGrant(ledger, clock));
    expect(token).to.deep.equal(E.left({ _tag: 'Unavailable', message: VOICE_UNAVAILABLE }));
    expect(logged).to.include('gemini auth token creation failed').and.include('503');
    expect(logged).not.to.include(API_KEY);
  });

  it('answers Unavailable when the API cannot be reached', async () => {
    const unreachable = await GeminiStandIn.start({ apiKey: API_KEY, model: MODEL, now: () => clock.now() });
    const url = unreachable.url;
    await unreachable.stop();
    const offline = new GeminiVoiceTokenIssuer({ apiKey: API_KEY, baseUrl: url, model: MODEL, logger: pino({ level: 'silent' }) });
    expect(await offline.issue(await reservedGrant(ledger, clock))).to.deep.equal(E.left({ _tag: 'Unavailable', message: VOICE_UNAVAILABLE }));
  });
});
