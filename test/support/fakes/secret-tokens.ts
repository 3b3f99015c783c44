import type { SecretTokens } from '../../../application/shared/secret-tokens.js';

/** Tokens numbered in order (`secret0`, `secret1`, …); a hash that shows what it hashed. */
export class FakeSecretTokens implements SecretTokens {
  private issued = 0;

  random(): string {
    return `secret${this.issued++}`;
  }

  hash(token: string): string {
    return `hash(${token})`;
  }
}
