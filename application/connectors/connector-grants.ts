import { inject, injectable } from 'inversify';
import { connectorOf, type ClientDescription, type ConnectorId } from '../../domain/oauth/connectors.js';
import { OAuthStore, type OAuthEntry } from '../oauth/ports.js';
import { Clock } from '../shared/ports.js';
import { AccessTokenCache } from '../oauth/access-token-cache.js';

/** The store's model name of a connector's record of a grant (not one of the library's models). */
const CONNECTOR_GRANT = 'ConnectorGrant';

/** `last_used_at` is written at most this often per grant, so the hot path stays read-only. */
const LAST_USED_RESOLUTION_MS = 60_000;
const REMEMBERED_GRANTS_MAX = 10_000;

/** A grant as the account's connector page lists it. */
export interface ConnectorGrant {
  readonly grant_id: string;
  readonly client_id: string;
  readonly client_name: string | null;
  readonly scopes: string[];
  readonly created_at: string;
  readonly last_used_at: string | null;
}

export interface GrantConsent {
  readonly grantId: string;
  readonly userId: string;
  readonly client: ClientDescription;
  readonly scopes: readonly string[];
  /** The grant's own lifetime: the record goes when the grant does. */
  readonly lifetimeSeconds: number;
}

/**
 * The connector's record of each grant a user consented to: who the client is (its name and
 * connector, known at consent time even for a client whose metadata document is fetched and
 * never stored), the scopes, and when the grant was last used. It carries the grant's id, so
 * revoking the grant deletes it with the grant's tokens.
 */
@injectable()
export class ConnectorGrants {
  /** When this instance last wrote each grant's `last_used_at` (epoch ms). */
  private readonly touched = new Map<string, number>();

  constructor(
    @inject(OAuthStore) private readonly store: OAuthStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(AccessTokenCache) private readonly accessTokens: AccessTokenCache,
  ) {}

  async record(consent: GrantConsent): Promise<void> {
    const { grantId, userId, client, scopes } = consent;
    const now = this.clock.now();
    await this.store.upsert(
      {
        model: CONNECTOR_GRANT,
        id: grantId,
        payload: { client_id: client.clientId, client_name: client.clientName, connector: connectorOf(client), scopes: [...scopes] },
        grantId,
        accountId: userId,
        uid: null,
        userCode: null,
        expiresAt: new Date(now.getTime() + consent.lifetimeSeconds * 1000).toISOString(),
      },
      now,
    );
  }

  /** The user's grants by connector, oldest first. */
  async byConnector(userId: string): Promise<ReadonlyMap<ConnectorId, ConnectorGrant[]>> {
    const grouped = new Map<ConnectorId, ConnectorGrant[]>();
    for (const entry of await this.store.listByAccount(CONNECTOR_GRANT, userId, this.clock.now())) {
      const connector = entry.payload.connector as ConnectorId;
      grouped.set(connector, [...(grouped.get(connector) ?? []), viewOf(entry)]);
    }
    return grouped;
  }

  /** Deletes the grant with every code and token of it; false when nothing was there. */
  async revoke(grantId: string): Promise<boolean> {
    const revoked = (await this.store.revokeGrant(grantId)) > 0;
    this.accessTokens.revoked();
    return revoked;
  }

  /** The name the client gave itself when the grant was consented to; null when it gave none or the grant is gone. */
  async clientName(grantId: string): Promise<string | null> {
    const entry = await this.store.find(CONNECTOR_GRANT, grantId, this.clock.now());
    return (entry?.payload.client_name as string | null | undefined) ?? null;
  }

  /** Records a use of the grant, at most one write per grant per minute (conditional in the store too). */
  async recordUse(grantId: string): Promise<void> {
    const now = this.clock.now().getTime();
    const since = now - LAST_USED_RESOLUTION_MS;
    if ((this.touched.get(grantId) ?? -Infinity) > since) return;
    if (this.touched.size >= REMEMBERED_GRANTS_MAX) this.touched.clear();
    this.touched.set(grantId, now);
    await this.store.touch(CONNECTOR_GRANT, grantId, new Date(now), new Date(since));
  }
}

const viewOf = (entry: OAuthEntry): ConnectorGrant => ({
  grant_id: entry.id,
  client_id: entry.payload.client_id as string,
  client_name: (entry.payload.client_name as string | null) ?? null,
  scopes: [...(entry.payload.scopes as string[])],
  created_at: entry.createdAt,
  last_used_at: entry.lastUsedAt,
});
