import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReleaseEntry } from '../../application/site/release-store.js';
import { ChangedEntries, SnapshotEntries, type ReleaseEntries } from './release-entries.js';

/* The disk release store's file handling: whole-file writes, reads that treat a missing file as none, and its manifests. */

/** Entries of parsed manifests kept in memory at most (a 100,000-page site's manifest is 100,000 entries). */
const ENTRIES_KEPT = 250_000;

/** No such file: none there, or a name on its path is a file (a stray file in the sites folder, where a project's folder would be). */
export const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes(String((error as { code?: unknown } | null)?.code));

/** A folder's names, none when there is no such folder. */
export const listed = (folder: string): Promise<string[]> => readdir(folder).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)));

/** Writes a file whole or not at all: readers see the old one or the new one. */
export async function replace(file: string, body: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

export async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/** A file's `stat`, or null when there is none. */
const statOrNull = (file: string) => stat(file).catch((error: unknown) => (missing(error) ? null : Promise.reject(error)));

/** A file's size, or null when there is none. */
export const sizeOf = async (file: string): Promise<number | null> => (await statOrNull(file))?.size ?? null;

export const exists = async (file: string): Promise<boolean> => (await statOrNull(file)) !== null;

export async function readFileOrNull(file: string): Promise<Uint8Array | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

interface Parsed {
  /** Which write of the file it was parsed from: release numbers start again at 1 once a project's site is removed. */
  readonly stamp: string;
  readonly entries: ReleaseEntries;
}

/** A manifest file: a release's entries whole, or what it changed on its base release. */
type StoredManifest =
  | { readonly entries: Record<string, ReleaseEntry> }
  | { readonly base: number; readonly put: Record<string, ReleaseEntry>; readonly removed: readonly string[] };

/** Names of a release's manifest: `<release>.json` while it is a release, `<release>.base.json` once only releases made on it read it. */
export const releaseFile = (release: number) => `${release}.json`;
export const baseFile = (release: number) => `${release}.base.json`;

/**
 * Release manifests in a folder, read through a bounded cache of parsed ones (ReleaseEntries: a
 * release made on another reads it through this cache too). A manifest never changes once
 * written, but the file at its name can be another one after a removal (or written by another
 * process): each read checks the file's identity with a `stat`, which costs far less than parsing
 * a large site's manifest again.
 */
export class DiskManifests {
  private readonly parsed = new Map<string, Parsed>();
  private keptEntries = 0;

  /** Null when there is no such manifest, or a release it is made on lost its manifest (deleted by hand): a whole deploy then writes one. */
  async read(folder: string, release: number): Promise<ReleaseEntries | null> {
    const found = await this.locate(folder, release);
    if (found === null) return null;
    const key = keyOf(folder, release);
    const known = this.parsed.get(key);
    if (known?.stamp === found.stamp) {
      // Read again: now the most recently read.
      this.parsed.delete(key);
      this.parsed.set(key, known);
      return known.entries;
    }
    const stored = await readJson<StoredManifest>(found.file);
    if (stored === null) return null;
    let entries: ReleaseEntries;
    if ('entries' in stored) entries = new SnapshotEntries(release, new Map(Object.entries(stored.entries)));
    else {
      const base = await this.read(folder, stored.base);
      if (base === null) return null;
      entries = new ChangedEntries(release, base, new Map(Object.entries(stored.put)), new Set(stored.removed));
    }
    this.keep(key, found.stamp, entries);
    return entries;
  }

  /** Writes a release's manifest (what it changed, or all of it for a snapshot) and keeps it parsed: its writer reads it next. */
  async write(folder: string, entries: ReleaseEntries): Promise<void> {
    this.forget(folder, entries.release);
    const stored: StoredManifest =
      entries instanceof ChangedEntries
        ? { base: entries.base.release, put: Object.fromEntries(entries.put), removed: [...entries.removed] }
        : { entries: Object.fromEntries(entries) };
    const file = join(folder, releaseFile(entries.release));
    await replace(file, JSON.stringify(stored));
    this.keep(keyOf(folder, entries.release), stampOf(await stat(file)), entries);
  }

  forget(folder: string, release: number): void {
    this.drop(keyOf(folder, release));
  }

  /** Forgets every manifest below a folder (a removed project). */
  forgetBelow(folder: string): void {
    for (const key of [...this.parsed.keys()]) if (key.startsWith(folder)) this.drop(key);
  }

  private drop(key: string): void {
    const known = this.parsed.get(key);
    if (known === undefined) return;
    this.parsed.delete(key);
    this.keptEntries -= known.entries.own;
  }

  private async locate(folder: string, release: number): Promise<{ file: string; stamp: string } | null> {
    for (const name of [releaseFile(release), baseFile(release)]) {
      const file = join(folder, name);
      const identity = await statOrNull(file);
      if (identity !== null) return { file, stamp: stampOf(identity) };
    }
    return null;
  }

  private keep(key: string, stamp: string, entries: ReleaseEntries): void {
    this.drop(key);
    if (entries.own > ENTRIES_KEPT) return;
    // The least recently read go first.
    for (const name of this.parsed.keys()) {
      if (this.keptEntries + entries.own <= ENTRIES_KEPT) break;
      this.drop(name);
    }
    this.parsed.set(key, { stamp, entries });
    this.keptEntries += entries.own;
  }
}

/** A file's identity across writes: a rename (release → base) keeps it, a new write changes it. */
const stampOf = (identity: { ino: number; size: number; mtimeMs: number }) => `${identity.ino}:${identity.size}:${identity.mtimeMs}`;

const keyOf = (folder: string, release: number) => `${folder}\u0000${release}`;
