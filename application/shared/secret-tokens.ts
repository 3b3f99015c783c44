/**
 * Unguessable tokens (confirmation tokens, verification values) and the one-way hash under
 * which a token the service must recognise later is stored: never the token itself.
 */
export interface SecretTokens {
  /** 32 random bytes, base64url. */
  random(): string;
  /** SHA-256 of the token, hex: what is stored and looked up. */
  hash(token: string): string;
}
export const SecretTokens = Symbol.for('SecretTokens');
