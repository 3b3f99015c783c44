import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ApiKeySecrets } from '../../application/api-keys/ports.js';
import { API_KEY_LOOKUP_LENGTH, composeApiKey } from '../../domain/api-keys/api-key.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Keys carry 256 random bits of secret, so a plain SHA-256 is enough to store them: a slow
 * password hash protects guessable secrets, and these cannot be guessed. Hashes are compared
 * with `timingSafeEqual`, so the time a comparison takes says nothing about how much matched.
 */
export class NodeApiKeySecrets implements ApiKeySecrets {
  generate(): { key: string; prefix: string; hash: string } {
    let lookup = '';
    for (let i = 0; i < API_KEY_LOOKUP_LENGTH; i += 1) lookup += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
    const { key, prefix } = composeApiKey(lookup, randomBytes(32).toString('base64url'));
    return { key, prefix, hash: this.hash(key) };
  }

  hash(key: string): string {
    // One-shot (no Hash object): this runs on every request made with a key.
    return hash('sha256', key, 'hex');
  }

  same(a: string, b: string): boolean {
    const left = Buffer.from(a, 'hex');
    const right = Buffer.from(b, 'hex');
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
