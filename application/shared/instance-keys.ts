/**
 * Secrets every instance must hold alike (issue 35, FILE_STORAGE=store): the development issuer's
 * key pair, the local voice-token key, the webhook sealing key (when WEBHOOK_SECRET_KEY is unset).
 * Kept in the store rather than under one instance's DATA_DIR, so that a token one instance signs
 * verifies on any other. Values are opaque text (a JWK, base64url bytes): never logged.
 */
export type InstanceKeyName = 'dev-issuer' | 'voice-token' | 'webhook-sealing';

/** `created`: this call's candidate is now the key; `existing`: another call (any instance) came first, its key is answered. */
export type InstanceKeyOutcome = { readonly kind: 'created'; readonly value: string } | { readonly kind: 'existing'; readonly value: string };

export interface InstanceKeyStore {
  /** Keeps `candidate` as the key `name` unless one is kept already (one atomic insert-if-absent); answers the key every instance uses. */
  ensure(name: InstanceKeyName, candidate: string): Promise<InstanceKeyOutcome>;
}
