import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { signatureHeader, signedContent } from '../../../domain/webhooks/signature.js';
import { ensureSealingKey, NodeWebhookSecrets, parseSealingKey } from '../../../infrastructure/webhooks/node-webhook-secrets.js';

describe('Webhook secrets (node:crypto)', () => {
  const secrets = new NodeWebhookSecrets(randomBytes(32));

  it('signs as the standardwebhooks package verifies, with one secret or two', () => {
    const [a, b] = [secrets.generate(), secrets.generate()];
    const body = JSON.stringify({ type: 'ping', timestamp: new Date().toISOString(), data: { é: 'ü' } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = (signature: string) => ({ 'webhook-id': 'evt_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature });
    const both = signatureHeader(secrets.sign([a, b], signedContent('evt_1', timestamp, body)));
    expect(new Webhook(a).verify(body, headers(both))).to.deep.include({ type: 'ping' });
    expect(new Webhook(b).verify(body, headers(both))).to.deep.include({ type: 'ping' });
    const one = signatureHeader(secrets.sign([a], signedContent('evt_1', timestamp, body)));
    expect(one).to.equal(new Webhook(a).sign('evt_1', new Date(timestamp * 1000), body));
    expect(() => new Webhook(b).verify(body, headers(one))).to.throw();
    expect(() => new Webhook(a).verify(`${body} `, headers(one))).to.throw();
  });

  it('seals secrets so that only the same key and webhook open them', () => {
    const secret = secrets.generate();
    const sealed = secrets.seal(secret, 'w1');
    expect(sealed).to.not.contain(secret.slice(6, 20));
    expect(secrets.seal(secret, 'w1')).to.not.equal(sealed);
    expect(secrets.open(sealed, 'w1')).to.equal(secret);
    expect(() => secrets.open(sealed, 'w2')).to.throw();
    expect(() => new NodeWebhookSecrets(randomBytes(32)).open(sealed, 'w1')).to.throw();
    expect(() => secrets.open('garbage', 'w1')).to.throw();
  });

  it('reads keys as base64 or hex, and keeps one in DATA_DIR that every process agrees on', () => {
    const key = randomBytes(32);
    expect(parseSealingKey(key.toString('base64'))).to.deep.equal(key);
    expect(parseSealingKey(key.toString('base64url'))).to.deep.equal(key);
    expect(parseSealingKey(key.toString('hex'))).to.deep.equal(key);
    expect(parseSealingKey(randomBytes(16).toString('base64'))).to.equal(null);
    expect(parseSealingKey('short')).to.equal(null);
    const dir = mkdtempSync(join(tmpdir(), 'sealing-key-'));
    try {
      const first = ensureSealingKey(dir);
      expect(ensureSealingKey(dir)).to.deep.equal(first);
      const file = join(dir, 'webhooks', 'secret-sealing.key');
      expect(parseSealingKey(readFileSync(file, 'utf8'))).to.deep.equal(first);
      expect(statSync(file).mode & 0o777).to.equal(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
