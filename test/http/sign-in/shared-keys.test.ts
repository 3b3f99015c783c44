import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LiveSessionLedger, VoiceTokenIssuer, VoiceTokenRedeemer } from '../../../application/live/ports.js';
import { WebhookSecrets } from '../../../application/webhooks/ports.js';
import { newLiveSession } from '../../../domain/live/live-session.js';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { runTs } from '../../support/processes.js';
import { TestApp } from '../../support/test-app.js';
import { pino } from 'pino';

/** The dev issuer as the identity provider (no AUTH_*), keys in the store. */
const STORE_KEYS = { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', FILE_STORAGE: 'store' };
/** What FILE_STORAGE=disk keeps under DATA_DIR, one folder per key. */
const KEY_FOLDERS = ['dev-issuer', 'voice', 'webhooks'];

/**
 * Two instances that share nothing but the store (FILE_STORAGE=store): DATA_DIRs of their own on
 * ONE SQLite database file (the second DATA_DIR links to the first's file). The keys the first
 * instance created in the store are the second's: what one signs or seals, the other accepts.
 */
describe('Keys in the store: two instances, one database file', function () {
  this.timeout(60_000);
  let one: TestApp;
  let two: TestApp;
  let logged: string[];

  beforeEach(async () => {
    logged = [];
    one = await TestApp.start({ env: STORE_KEYS, logger: pino({ level: 'info' }, { write: (line: string) => void logged.push(line) }) });
    const otherDir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    symlinkSync(join(one.dataDir, DATABASE_FILE), join(otherDir, DATABASE_FILE));
    two = await TestApp.start({ env: STORE_KEYS, dataDir: otherDir, clock: one.clock });
  });
  afterEach(async () => {
    await two.stop();
    await one.stop();
  });

  const signIn = async (app: TestApp, userId: string): Promise<string> => {
    const response = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: userId } });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body.id_token as string;
  };

  it('verifies on each instance the dev tokens the other signed, with no key under either DATA_DIR', async () => {
    const fromOne = await signIn(one, 'alice');
    const fromTwo = await signIn(two, 'bob');
    expect((await two.request('GET', '/api/accounts/me', { token: fromOne })).body).to.include({ user_id: 'alice' });
    expect((await one.request('GET', '/api/accounts/me', { token: fromTwo })).body).to.include({ user_id: 'bob' });
    for (const app of [one, two]) for (const folder of KEY_FOLDERS) expect(existsSync(join(app.dataDir, folder)), `${app.dataDir}/${folder}`).to.equal(false);
  });

  it('accepts on the second instance `npm run token` run against its own DATA_DIR and the shared store', async () => {
    // The CLI opens the store while both instances run (WAL), as an operator would.
    const minted = await runTs('composition/cli/token.ts', ['--sub', 'carol'], { DATA_DIR: two.dataDir, FILE_STORAGE: 'store' });
    expect(minted.code, minted.stderr).to.equal(0);
    const token = minted.stdout.trim();
    expect((await one.request('GET', '/api/accounts/me', { token })).body).to.include({ user_id: 'carol' });
    expect((await two.request('GET', '/api/accounts/me', { token })).body).to.include({ user_id: 'carol' });
  });

  it('redeems on one instance the local voice token the other minted, once', async () => {
    const projectId = (await one.request('POST', '/api/projects', { token: await signIn(one, 'owner'), body: { name: 'Voice' } })).body.id as string;
    const session = newLiveSession({ id: 'session-shared-keys', projectId, userId: 'owner', kind: 'start', at: one.clock.now() });
    expect(await one.get<LiveSessionLedger>(LiveSessionLedger).reserve(session, 1000)).to.equal('reserved');
    const grant = { sessionId: session.id, projectId, userId: 'owner', voice: 'Kore', issuedAt: one.clock.now(), expiresAt: new Date(session.expires_at) };
    const token = await one.get<VoiceTokenIssuer>(VoiceTokenIssuer).issue(grant);
    if (E.isLeft(token)) throw new Error('the voice token was not minted');
    const redeemed = await two.get<VoiceTokenRedeemer>(VoiceTokenRedeemer).redeem(token.right);
    // The token carries its expiry in whole seconds.
    const expiresAt = new Date(Math.floor(Date.parse(session.expires_at) / 1000) * 1000);
    expect(redeemed).to.deep.equal(E.right({ sessionId: session.id, projectId, userId: 'owner', voice: 'Kore', expiresAt }));
    expect(await one.get<VoiceTokenRedeemer>(VoiceTokenRedeemer).redeem(token.right)).to.deep.equal(E.left('already_used'));
  });

  it('opens on one instance the webhook secret the other sealed (WEBHOOK_SECRET_KEY unset)', () => {
    const sealed = one.get<WebhookSecrets>(WebhookSecrets).seal('whsec_shared', 'webhook-1');
    expect(two.get<WebhookSecrets>(WebhookSecrets).open(sealed, 'webhook-1')).to.equal('whsec_shared');
  });

  it('logs the name of each key the first instance stored, never its value', () => {
    const stored = storedKeys(one);
    expect(Object.keys(stored).sort()).to.deep.equal(['dev-issuer', 'voice-token', 'webhook-sealing']);
    const lines = logged.map((line) => JSON.parse(line) as { msg: string; key?: string; from?: string });
    const named = lines.filter((line) => line.msg === 'shared key stored').map(({ key, from }) => ({ key, from }));
    expect(named.sort((a, b) => a.key!.localeCompare(b.key!))).to.deep.equal([
      { key: 'dev-issuer', from: 'new' },
      { key: 'voice-token', from: 'new' },
      { key: 'webhook-sealing', from: 'new' },
    ]);
    const secrets = [
      ...Object.values(stored),
      ...Object.values(stored)
        .map((value) => devIssuerSecret(value))
        .filter((d) => d !== null),
    ];
    for (const secret of secrets) expect(logged.join('\n')).to.not.include(secret);
  });
});

/**
 * Switching an instance from FILE_STORAGE=disk to the store keeps its keys: those under its
 * DATA_DIR become the store's, so the tokens it signed still verify and its sealed secrets open.
 */
describe('Keys in the store: switching from FILE_STORAGE=disk', function () {
  this.timeout(60_000);

  it('stores the keys DATA_DIR holds rather than new ones', async () => {
    const onDisk = await TestApp.start({ env: { ...STORE_KEYS, FILE_STORAGE: 'disk' } });
    let inStore: TestApp | null = null;
    try {
      const token = (await onDisk.request('POST', '/auth/dev/sign-in', { body: { user_id: 'dana' } })).body.id_token as string;
      const sealed = onDisk.get<WebhookSecrets>(WebhookSecrets).seal('whsec_before', 'webhook-2');
      await onDisk.stop({ keepData: true });
      inStore = await TestApp.start({ env: STORE_KEYS, dataDir: onDisk.dataDir, clock: onDisk.clock });
      expect((await inStore.request('GET', '/api/accounts/me', { token })).body).to.include({ user_id: 'dana' });
      expect(inStore.get<WebhookSecrets>(WebhookSecrets).open(sealed, 'webhook-2')).to.equal('whsec_before');
      expect(storedKeys(inStore)['webhook-sealing']).to.equal(readFileSync(join(onDisk.dataDir, 'webhooks', 'secret-sealing.key'), 'utf8').trim());
    } finally {
      await (inStore ?? onDisk).stop();
    }
  });
});

/** The keys kept in the app's SQLite store, by name. */
function storedKeys(app: TestApp): Record<string, string> {
  const { storage } = app.running.composition;
  if (storage.kind !== 'sqlite') throw new Error('these tests run on SQLite');
  const rows = storage.db.prepare('SELECT name, value FROM instance_keys').all() as Array<{ name: string; value: string }>;
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The private part of a JWK kept as text; null for a key that is not one. */
function devIssuerSecret(value: string): string | null {
  try {
    return (JSON.parse(value) as { d?: string }).d ?? null;
  } catch {
    return null;
  }
}
