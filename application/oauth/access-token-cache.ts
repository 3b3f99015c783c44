import { inject, injectable } from 'inversify';
import { Clock } from '../shared/ports.js';
import { OAuthStore } from './ports.js';

/**
 * How often the store's revocation epoch is read again: the longest a token revoked on another
 * instance can still be accepted here (this instance's own revocations count at once).
 */
export const REVOCATION_CHECK_MS = 1000;
/** How long a token is kept at most, whatever the epoch says (a second line of defence). */
const KEPT_MS = 60_000;
const KEPT_MAX = 10_000;

interface Kept<T> {
  readonly value: T;
  /** The epoch known when the lookup started: a lookup older than a revocation is not trusted after it. */
  readonly epoch: number;
  readonly keptUntil: number;
  /** The token's own expiry (epoch ms), on the service's clock. */
  readonly expiresAt: number;
}

/**
 * Access tokens already looked up, by the token's hash, so that a request with an OAuth access
 * token costs what one with an API key does (no store read, no JSON parse of the library's
 * payload) without weakening revocation:
 * - every deletion of OAuth state raises the store's revocation epoch (`OAuthStore`);
 * - the epoch is read again at most every `REVOCATION_CHECK_MS` (one read shared by the
 *   requests meanwhile), and at once after this instance revoked something (`revoked()`);
 * - an entry is trusted only while the epoch is the one known when its lookup started, so a
 *   lookup that raced a revocation is not kept past it.
 * Worst case: a token revoked on another instance is accepted here for up to
 * `REVOCATION_CHECK_MS` after the revocation returned (plus the requests already running); with
 * a store whose epoch reads are cheap (SQLite), the epoch is read on every lookup, and a
 * revocation answered elsewhere is refused by the next request batch.
 * Expiry is checked on every use.
 */
@injectable()
export class AccessTokenCache {
  private readonly kept = new Map<string, Kept<unknown>>();
  private epoch = Number.NaN;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  /** Raised by this instance's own revocations: a lookup or epoch read begun before one is not trusted after it. */
  private generation = 0;

  constructor(
    @inject(OAuthStore) private readonly store: OAuthStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * The value kept for `hash`, else `load`'s (kept when it is not undefined, until `expiresAt`
   * of what it answers). `load` reads the store.
   */
  async get<T>(hash: string, load: () => Promise<{ value: T; expiresAt: string | null } | undefined>): Promise<T | undefined> {
    const now = this.clock.now().getTime();
    if (this.store.epochReadsAreCheap || now - this.checkedAt >= REVOCATION_CHECK_MS) await this.check(now);
    const kept = this.kept.get(hash);
    if (kept !== undefined && kept.epoch === this.epoch && now < kept.keptUntil && now < kept.expiresAt) return kept.value as T;
    const { epoch, generation } = this;
    const loaded = await load();
    if (loaded === undefined) {
      this.kept.delete(hash);
      return undefined;
    }
    // Revoked here while the store was read: answer what was read (as without a cache), keep nothing.
    if (generation !== this.generation) return loaded.value;
    const expiresAt = loaded.expiresAt === null ? Number.POSITIVE_INFINITY : Date.parse(loaded.expiresAt);
    if (this.kept.size >= KEPT_MAX) this.kept.clear();
    this.kept.set(hash, { value: loaded.value, epoch, keptUntil: now + KEPT_MS, expiresAt });
    return loaded.value;
  }

  /** This instance deleted OAuth state: the next lookup reads the epoch again before trusting anything kept. */
  revoked(): void {
    this.generation += 1;
    this.kept.clear();
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private check(now: number): Promise<void> {
    this.checking ??= (async () => {
      const { generation } = this;
      try {
        const epoch = await this.store.revocationEpoch();
        if (epoch !== this.epoch) this.kept.clear();
        this.epoch = epoch;
        // An epoch read begun before this instance's own revocation may predate it: read again next time.
        if (generation === this.generation) this.checkedAt = now;
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }
}
