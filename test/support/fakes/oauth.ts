import type { OAuthEntry, OAuthEntryInput, OAuthStore } from '../../../application/oauth/ports.js';

const live = (entry: OAuthEntry, now: Date): boolean => entry.expiresAt === null || Date.parse(entry.expiresAt) > now.getTime();

/** The authorization server's state in a map, behaving like the stores (expired entries invisible). */
export class InMemoryOAuthStore implements OAuthStore {
  /** As MongoDB's: the token cache reads it at most every second (the tests of that bound use this fake). */
  readonly epochReadsAreCheap = false;

  readonly entries = new Map<string, OAuthEntry>();
  keys: string | null = null;
  epoch = 0;

  async upsert(entry: OAuthEntryInput, now: Date): Promise<void> {
    const key = `${entry.model}:${entry.id}`;
    const previous = this.entries.get(key);
    this.entries.set(key, {
      ...structuredClone(entry),
      consumedAt: previous?.consumedAt ?? null,
      lastUsedAt: previous?.lastUsedAt ?? null,
      createdAt: previous?.createdAt ?? now.toISOString(),
    });
  }

  async find(model: string, id: string, now: Date): Promise<OAuthEntry | null> {
    const entry = this.entries.get(`${model}:${id}`);
    return entry !== undefined && live(entry, now) ? structuredClone(entry) : null;
  }

  async findByUid(model: string, uid: string, now: Date): Promise<OAuthEntry | null> {
    return this.first((e) => e.model === model && e.uid === uid, now);
  }

  async findByUserCode(model: string, userCode: string, now: Date): Promise<OAuthEntry | null> {
    return this.first((e) => e.model === model && e.userCode === userCode, now);
  }

  async consume(model: string, id: string, at: Date): Promise<void> {
    const entry = this.entries.get(`${model}:${id}`);
    if (entry !== undefined && entry.consumedAt === null) this.entries.set(`${model}:${id}`, { ...entry, consumedAt: at.toISOString() });
  }

  async destroy(model: string, id: string): Promise<void> {
    this.entries.delete(`${model}:${id}`);
    this.epoch += 1;
  }

  async revocationEpoch(): Promise<number> {
    return this.epoch;
  }

  async revokeGrant(grantId: string): Promise<number> {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.grantId === grantId) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    this.epoch += 1;
    return removed;
  }

  async listByAccount(model: string, accountId: string, now: Date): Promise<OAuthEntry[]> {
    return [...this.entries.values()]
      .filter((e) => e.model === model && e.accountId === accountId && live(e, now))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((e) => structuredClone(e));
  }

  async touch(model: string, id: string, at: Date, unlessUsedAfter: Date): Promise<void> {
    const entry = this.entries.get(`${model}:${id}`);
    if (entry === undefined || (entry.lastUsedAt !== null && Date.parse(entry.lastUsedAt) > unlessUsedAfter.getTime())) return;
    this.entries.set(`${model}:${id}`, { ...entry, lastUsedAt: at.toISOString() });
  }

  async sweep(now: Date): Promise<number> {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (!live(entry, now)) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    this.epoch += 1;
    return removed;
  }

  async ensureKeys(candidate: string): Promise<string> {
    this.keys ??= candidate;
    return this.keys;
  }

  private first(match: (entry: OAuthEntry) => boolean, now: Date): OAuthEntry | null {
    const entry = [...this.entries.values()].find((e) => match(e) && live(e, now));
    return entry === undefined ? null : structuredClone(entry);
  }
}
