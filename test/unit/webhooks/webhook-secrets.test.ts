import { expect } from 'chai';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

  it('generates a secret as whsec_ and the base64 of 32 random bytes, a new one each time', () => {
    const secret = secrets.generate();
    expect(secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).to.have.length(32);
    expect(secrets.generate()).to.not.equal(secret);
  });

  it('seals as v1, the 12-byte IV and the ciphertext with its 16-byte tag, each base64url', () => {
    const [version, iv, data, more] = secrets.seal('whsec_abc', 'w1').split('.');
    expect({ version, more }).to.deep.equal({ version: 'v1', more: undefined });
    expect(Buffer.from(iv!, 'base64url')).to.have.length(12);
    expect(Buffer.from(data!, 'base64url')).to.have.length('whsec_abc'.length + 16);
  });

  it('refuses to open what is not a sealed secret, naming it, and a sealed secret whose bytes were changed', () => {
    const sealed = secrets.seal(secrets.generate(), 'w1');
    const [, iv, data] = sealed.split('.');
    for (const text of ['garbage', 'v1', `v2.${iv}.${data}`, `v1.${iv}`]) {
      expect(() => secrets.open(text, 'w1'), text).to.throw('not a sealed webhook secret');
    }
    const bytes = Buffer.from(data!, 'base64url');
    const flipped = (at: number) => {
      const copy = Buffer.from(bytes);
      copy[at] = copy[at]! ^ 1;
      return `v1.${iv}.${copy.toString('base64url')}`;
    };
    expect(() => secrets.open(flipped(0), 'w1'), 'ciphertext').to.throw();
    expect(() => secrets.open(flipped(bytes.length - 1), 'w1'), 'tag').to.throw();
    expect(() => secrets.open(`v1.${iv}.${bytes.subarray(0, bytes.length - 1).toString('base64url')}`, 'w1'), 'truncated').to.throw();
  });

  it('signs with the bytes the secret encodes after its prefix (HMAC-SHA256, base64)', () => {
    const key = Buffer.alloc(32, 7);
    const [signature] = secrets.sign([`whsec_${key.toString('base64')}`], 'content');
    expect(signature).to.equal(createHmac('sha256', key).update('content', 'utf8').digest('base64'));
    expect(secrets.sign([], 'content')).to.deep.equal([]);
  });

  it('refuses a sealing key that is not 32 bytes', () => {
    expect(() => new NodeWebhookSecrets(randomBytes(31))).to.throw('the webhook sealing key must be 32 bytes');
    expect(() => new NodeWebhookSecrets(randomBytes(33))).to.throw('the webhook sealing key must be 32 bytes');
    const own = new NodeWebhookSecrets(randomBytes(32));
    expect(own.open(own.seal('whsec_abc', 'w1'), 'w1')).to.equal('whsec_abc');
  });

  it('reads a key with surrounding whitespace, in upper-case hex, and refuses one with more around it', () => {
    const key = randomBytes(32);
    expect(parseSealingKey(`  ${key.toString('base64url')}\n`)).to.deep.equal(key);
    expect(parseSealingKey(key.toString('hex').toUpperCase())).to.deep.equal(key);
    expect(parseSealingKey(`x${key.toString('hex')}`)).to.equal(null);
    expect(parseSealingKey(`${key.toString('hex')}0`)).to.equal(null);
    expect(parseSealingKey(`x${key.toString('base64url')}`)).to.equal(null);
    expect(parseSealingKey(`${key.toString('base64url')}x`)).to.equal(null);
    expect(parseSealingKey(`${key.toString('base64url').slice(0, 42)}!`)).to.equal(null);
    // Characters base64 decoding would skip do not make a key of the 43 around them.
    expect(parseSealingKey(`!!${key.toString('base64url')}`)).to.equal(null);
    expect(parseSealingKey(`${key.toString('base64url')}!!`)).to.equal(null);
  });

  it('keeps the key in a folder of its own (0700), and stops on a kept key that is not one, naming its file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sealing-key-'));
    try {
      ensureSealingKey(dir);
      expect(statSync(join(dir, 'webhooks')).mode & 0o777).to.equal(0o700);
      const other = join(dir, 'broken');
      mkdirSync(join(other, 'webhooks'), { recursive: true });
      writeFileSync(join(other, 'webhooks', 'secret-sealing.key'), 'not a key');
      expect(() => ensureSealingKey(other)).to.throw(`webhook sealing key ${join(other, 'webhooks', 'secret-sealing.key')} is not 32 bytes of base64url`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
