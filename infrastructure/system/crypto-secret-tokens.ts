import { createHash, randomBytes } from 'node:crypto';
import type { SecretTokens } from '../../application/shared/secret-tokens.js';

export class CryptoSecretTokens implements SecretTokens {
  random(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
