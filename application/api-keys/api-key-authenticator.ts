import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { keyPrefixOf } from '../../domain/api-keys/api-key.js';
import type { ApiKeyActor } from '../../domain/identity/actor.js';
import { invalid, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { Clock } from '../shared/ports.js';
import { ApiKeyRepository, ApiKeySecrets } from './ports.js';

/** One message for an unknown, revoked, malformed or other project's key: none tells which. */
const INVALID_API_KEY = 'Invalid API key';
const PROJECT_HEADER_REQUIRED = 'x-project-id header is required with x-api-key';

/** `last_used_at` is written at most this often per key, so the hot path stays read-only. */
const LAST_USED_RESOLUTION_MS = 60_000;
const REMEMBERED_KEYS_MAX = 10_000;

/**
 * Turns `x-api-key` + `x-project-id` into the key's actor. The key's hash is computed first,
 * whatever the key looks like, and compared in constant time; the key itself is never stored,
 * logged or kept in memory beyond this call.
 */
@injectable()
export class ApiKeyAuthenticator {
  /** When this instance last wrote each key's `last_used_at` (epoch ms). */
  private readonly touched = new Map<string, number>();

  constructor(
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
    @inject(ApiKeySecrets) private readonly secrets: ApiKeySecrets,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async authenticate(key: string, projectId: string | null): Promise<E.Either<AppError, ApiKeyActor>> {
    if (projectId === null || projectId === '') return E.left(invalid(PROJECT_HEADER_REQUIRED));
    const hash = this.secrets.hash(key);
    const prefix = keyPrefixOf(key);
    const stored = prefix === null ? null : await this.keys.findByPrefix(prefix);
    if (stored === null || !this.secrets.same(hash, stored.key_hash) || stored.project_id !== projectId) {
      return E.left(unauthenticated(INVALID_API_KEY));
    }
    await this.recordUse(stored.id, stored.last_used_at);
    return E.right({ kind: 'api_key', keyId: stored.id, projectId: stored.project_id, role: stored.role });
  }

  /**
   * At most one write per key per minute: skipped while the stored use (or this instance's own
   * last write) is recent, and conditional in the store, so several instances cannot stack up.
   */
  private async recordUse(keyId: string, lastUsedAt: string | null): Promise<void> {
    const now = this.clock.now().getTime();
    const since = now - LAST_USED_RESOLUTION_MS;
    if ((lastUsedAt !== null && Date.parse(lastUsedAt) > since) || (this.touched.get(keyId) ?? -Infinity) > since) return;
    if (this.touched.size >= REMEMBERED_KEYS_MAX) this.touched.clear();
    this.touched.set(keyId, now);
    await this.keys.touch(keyId, new Date(now).toISOString(), new Date(since).toISOString());
  }
}
