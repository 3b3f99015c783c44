import { inject, injectable } from 'inversify';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { AccessTokenCache } from './access-token-cache.js';
import { OAuthStore, type OAuthEntry } from './ports.js';

/**
 * The library models whose id is the bearer secret itself (a token or code value): stored
 * under its SHA-256 only, and without the copy of it the library puts in the payload (`jti`),
 * so the store never holds a usable token.
 */
const SECRET_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'BackchannelAuthenticationRequest',
  'ClientCredentials',
  'DeviceCode',
  'InitialAccessToken',
  'PreAuthorizedCode',
  'PushedAuthorizationRequest',
  'RefreshToken',
  'RegistrationAccessToken',
]);

/**
 * How long a rotated refresh token still refreshes. The library treats a second use of a
 * rotated (consumed) refresh token as theft and revokes the whole grant; a client that sends
 * two refreshes at once (two tabs, a retry after a lost answer) would lose its connection.
 * Within this window the second refresh succeeds as the first did; after it, a replay
 * revokes the grant.
 */
export const REFRESH_GRACE_MS = 10_000;

type Payload = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const epochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/**
 * The OAuth library's storage, on the `OAuthStore` port: what its adapter interface asks
 * (upsert, find, findByUid, findByUserCode, consume, destroy, revokeByGrantId) with the
 * service's rules added here, in one place: secret ids hashed, expiry on the service's clock,
 * and the refresh grace.
 */
@injectable()
export class OAuthState {
  constructor(
    @inject(OAuthStore) private readonly store: OAuthStore,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
    @inject(AccessTokenCache) private readonly accessTokens: AccessTokenCache,
  ) {}

  async upsert(model: string, id: string, payload: Payload, expiresInSeconds: number | undefined): Promise<void> {
    const now = this.clock.now();
    const secret = SECRET_MODELS.has(model);
    const { jti: _value, ...withoutValue } = payload;
    await this.store.upsert(
      {
        model,
        id: this.storedId(model, id),
        payload: secret ? withoutValue : payload,
        grantId: model === 'Grant' ? id : text(payload.grantId),
        accountId: text(payload.accountId),
        uid: text(payload.uid),
        userCode: text(payload.userCode),
        expiresAt: expiresInSeconds === undefined ? null : new Date(now.getTime() + expiresInSeconds * 1000).toISOString(),
      },
      now,
    );
  }

  async find(model: string, id: string): Promise<Payload | undefined> {
    const entry = await this.store.find(model, this.storedId(model, id), this.clock.now());
    return entry === null ? undefined : this.payloadOf(entry, id);
  }

  /**
   * An access token's payload for authenticating a request, from memory when looked up before
   * (see AccessTokenCache for how a revocation still counts). Without its value (`jti`): the
   * token itself is never kept. Frozen: every request shares it.
   */
  async findAccessToken(token: string): Promise<Readonly<Payload> | undefined> {
    const id = this.secrets.hash(token);
    return this.accessTokens.get(id, async () => {
      const entry = await this.store.find('AccessToken', id, this.clock.now());
      return entry === null ? undefined : { value: Object.freeze(this.payloadOf(entry, null)), expiresAt: entry.expiresAt };
    });
  }

  async findByUid(model: string, uid: string): Promise<Payload | undefined> {
    const entry = await this.store.findByUid(model, uid, this.clock.now());
    return entry === null ? undefined : this.payloadOf(entry, null);
  }

  async findByUserCode(model: string, userCode: string): Promise<Payload | undefined> {
    const entry = await this.store.findByUserCode(model, userCode, this.clock.now());
    return entry === null ? undefined : this.payloadOf(entry, null);
  }

  async consume(model: string, id: string): Promise<void> {
    await this.store.consume(model, this.storedId(model, id), this.clock.now());
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.store.destroy(model, this.storedId(model, id));
    this.accessTokens.revoked();
  }

  /**
   * Every entry of the grant goes, the grant included, whichever model the library asks for:
   * once any token of a grant is revoked (a replayed refresh token, a revocation request, the
   * user disconnecting), nothing of it may keep working.
   */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.revokeGrant(grantId);
    this.accessTokens.revoked();
  }

  private storedId(model: string, id: string): string {
    return SECRET_MODELS.has(model) ? this.secrets.hash(id) : id;
  }

  /** The payload as the library stored it: its value back in `jti`, consumption as it expects. */
  private payloadOf(entry: OAuthEntry, value: string | null): Payload {
    const payload: Payload = { ...entry.payload };
    if (value !== null && SECRET_MODELS.has(entry.model)) payload.jti = value;
    if (entry.consumedAt !== null && !this.withinGrace(entry)) payload.consumed = epochSeconds(entry.consumedAt);
    return payload;
  }

  private withinGrace(entry: OAuthEntry): boolean {
    return entry.model === 'RefreshToken' && this.clock.now().getTime() - Date.parse(entry.consumedAt!) < REFRESH_GRACE_MS;
  }
}
