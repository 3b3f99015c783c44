/**
 * One stored piece of the authorization server's state: a client, a grant, a code, a token, a
 * session, an interaction (the OAuth library's models, named by `model`), or a connector's
 * record of a grant. `payload` is the library's own object, kept as given; the other fields
 * are what lookups, revocation and clean-up need.
 */
export interface OAuthEntry {
  readonly model: string;
  /** As stored: the one-way hash of the value for the models whose id is a bearer secret. */
  readonly id: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /** The grant the entry belongs to (a grant's own id for the grant): revocation deletes by it. */
  readonly grantId: string | null;
  /** The user (the library's `accountId`), for the account's connector listing. */
  readonly accountId: string | null;
  /** A session's fixed `uid`. */
  readonly uid: string | null;
  /** A device code's user code. */
  readonly userCode: string | null;
  /** ISO time after which the entry is gone (null: never expires). */
  readonly expiresAt: string | null;
  /** ISO time of the first consumption (a code or refresh token used), else null. */
  readonly consumedAt: string | null;
  /** ISO time of the last recorded use (see `touch`), else null. */
  readonly lastUsedAt: string | null;
  readonly createdAt: string;
}

/** What `upsert` writes: everything but the fields that belong to the entry's life in the store. */
export type OAuthEntryInput = Omit<OAuthEntry, 'consumedAt' | 'lastUsedAt' | 'createdAt'>;

/**
 * The OAuth authorization server's state (what the library's storage adapter interface needs,
 * plus the connector listing and the server's keys), shared by every instance. Expired entries
 * are never returned, and `sweep` deletes them.
 */
export interface OAuthStore {
  /**
   * Creates or replaces the entry (`model`, `id`). A replace keeps its `consumedAt`,
   * `lastUsedAt` and `createdAt`: the library saves a model again as it changes it.
   */
  upsert(entry: OAuthEntryInput, now: Date): Promise<void>;
  find(model: string, id: string, now: Date): Promise<OAuthEntry | null>;
  findByUid(model: string, uid: string, now: Date): Promise<OAuthEntry | null>;
  findByUserCode(model: string, userCode: string, now: Date): Promise<OAuthEntry | null>;
  /** Marks the entry consumed at `at`, unless it already is (the first consumption is kept). */
  consume(model: string, id: string, at: Date): Promise<void>;
  /** Deletes the entry, and raises the revocation epoch. */
  destroy(model: string, id: string): Promise<void>;
  /**
   * Deletes every entry of the grant, whatever its model (the grant, its codes and tokens, the
   * connector's record): one atomic step, so no token of it works once this returns.
   * Raises the revocation epoch. Answers how many entries went.
   */
  revokeGrant(grantId: string): Promise<number>;
  /**
   * The revocation epoch: a number that changes (grows) with every `destroy` and `revokeGrant`,
   * on whichever instance it ran. A cache of access tokens reads it to know that something it
   * kept may be gone; one small read, cheap enough to run every second.
   */
  revocationEpoch(): Promise<number>;
  /**
   * Whether `revocationEpoch` costs no store round trip (SQLite: a copy checked against the
   * database's change counter once per request batch): the token cache then reads it on every
   * lookup, and a revocation on another instance counts from the next request batch.
   */
  readonly epochReadsAreCheap: boolean;
  /** The live entries of `model` that belong to the user, oldest first. */
  listByAccount(model: string, accountId: string, now: Date): Promise<OAuthEntry[]>;
  /** Records a use at `at`, unless a use later than `unlessUsedAfter` is already recorded. */
  touch(model: string, id: string, at: Date, unlessUsedAfter: Date): Promise<void>;
  /** Deletes the entries expired at `now`; answers how many. */
  sweep(now: Date): Promise<number>;
  /**
   * The server's key material (signing keys, cookie keys; JSON text), created once: when none
   * is stored, `candidate` is stored and returned; otherwise the stored one is, so instances
   * that start together agree on one.
   */
  ensureKeys(candidate: string): Promise<string>;
}
export const OAuthStore = Symbol.for('OAuthStore');
