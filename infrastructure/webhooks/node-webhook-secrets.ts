import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { WebhookSecrets } from '../../application/webhooks/ports.js';
import { SECRET_PREFIX } from '../../domain/webhooks/signature.js';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_VERSION = 'v1';

/** Decodes a sealing key given as base64 (or base64url) of 32 bytes, or 64 hex digits; null otherwise. */
export function parseSealingKey(raw: string): Buffer | null {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : null;
  return key !== null && key.length === KEY_BYTES ? key : null;
}

/** A new sealing key, as the text kept (base64url of 32 random bytes): secret. */
export const freshSealingKey = (): string => randomBytes(KEY_BYTES).toString('base64url');

/** Where DATA_DIR keeps the sealing key (FILE_STORAGE=disk). */
export const sealingKeyFile = (dataDir: string): string => join(dataDir, 'webhooks', 'secret-sealing.key');

/**
 * The key that seals webhook secrets when WEBHOOK_SECRET_KEY is unset: kept in `DATA_DIR/webhooks/`
 * (or in the store with FILE_STORAGE=store), created on first use (processes racing to create it agree on one), like the dev issuer's.
 */
export function ensureSealingKey(dataDir: string): Buffer {
  const file = sealingKeyFile(dataDir);
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, freshSealingKey(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSealingKey(readFileSync(file, 'utf8'));
  if (key === null) throw new Error(`webhook sealing key ${file} is not 32 bytes of base64url`);
  return key;
}

/**
 * Webhook secrets with node:crypto: AES-256-GCM seals them at rest (the webhook id is the
 * additional data, so a sealed secret copied to another row does not open), HMAC-SHA256 signs.
 */
export class NodeWebhookSecrets implements WebhookSecrets {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error('the webhook sealing key must be 32 bytes');
  }

  generate(): string {
    return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
  }

  seal(secret: string, webhookId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(webhookId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED_VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  open(sealed: string, webhookId: string): string {
    const [version, iv, data] = sealed.split('.');
    if (version !== SEALED_VERSION || iv === undefined || data === undefined) throw new Error('not a sealed webhook secret');
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(webhookId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  sign(secrets: readonly string[], content: string): string[] {
    return secrets.map((secret) =>
      createHmac('sha256', Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64'))
        .update(content, 'utf8')
        .digest('base64'),
    );
  }
}
