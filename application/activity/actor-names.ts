import { inject, injectable } from 'inversify';
import type { ActivityActor } from '../../domain/activity/activity-entry.js';
import type { Actor } from '../../domain/identity/actor.js';
import { AccountRepository } from '../accounts/ports.js';
import { ApiKeyRepository } from '../api-keys/ports.js';
import { ConnectorGrants } from '../connectors/connector-grants.js';
import { Clock } from '../shared/ports.js';

/** Names are looked up again after this long (a renamed key, an email learnt since). */
const REMEMBER_MS = 60_000;
const REMEMBERED_MAX = 10_000;

/** An actor as records of who did what name it: the activity log, the presence of editors. */
export interface NamedActor {
  readonly actor: ActivityActor;
  /** The user an OAuth client acts for; null for a person or a key. */
  readonly onBehalfOf: string | null;
}

/**
 * Names actors for people to read: a user by their email (from the ID token, else from their
 * account), else their id; an API key by its name; an OAuth client by its name, with the person
 * it acts for. Names are remembered for a minute, so a burst of writes reads each once.
 */
@injectable()
export class ActorNames {
  private readonly remembered = new Map<string, { name: string; at: number }>();

  constructor(
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
    @inject(ConnectorGrants) private readonly grants: ConnectorGrants,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async of(actor: Actor): Promise<NamedActor> {
    if (actor.kind === 'api_key') {
      const name = await this.remember(`key\u0000${actor.keyId}`, async () => (await this.keys.findById(actor.keyId))?.name ?? actor.keyId);
      return { actor: { kind: 'api_key', id: actor.keyId, name }, onBehalfOf: null };
    }
    const user = actor.email ?? (await this.remember(`user\u0000${actor.userId}`, async () => (await this.accounts.find(actor.userId))?.email ?? actor.userId));
    if (actor.oauth === undefined) return { actor: { kind: 'user', id: actor.userId, name: user }, onBehalfOf: null };
    const { grantId, clientId } = actor.oauth;
    const client = await this.remember(`grant\u0000${grantId}`, async () => (await this.grants.clientName(grantId)) ?? clientId);
    return { actor: { kind: 'oauth_client', id: clientId, name: `${client} for ${user}` }, onBehalfOf: actor.userId };
  }

  private async remember(key: string, look: () => Promise<string>): Promise<string> {
    const now = this.clock.now().getTime();
    const known = this.remembered.get(key);
    if (known !== undefined && now - known.at < REMEMBER_MS && now >= known.at) return known.name;
    const name = await look();
    if (this.remembered.size >= REMEMBERED_MAX) this.remembered.clear();
    this.remembered.set(key, { name, at: now });
    return name;
  }
}
