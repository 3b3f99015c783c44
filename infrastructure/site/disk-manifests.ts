import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import type { ReleaseEntry } from '../../application/site/release-store.js';

/* The disk release store's file handling: whole-file writes, reads that treat a missing file as none, and its manifests. */

/** Entries of parsed manifests kept in memory at most (a 100,000-page site's manifest is 100,000 entries). */
const ENTRIES_KEPT = 250_000;

export const missing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT';

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

/** A file's size, or null when there is none. */
export async function sizeOf(file: string): Promise<number | null> {
  return stat(file).then(
    (found) => found.size,
    (error: unknown) => (missing(error) ? null : Promise.reject(error)),
  );
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    (error: unknown) => (missing(error) ? false : Promise.reject(error)),
  );
}

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
  readonly entries: ReadonlyMap<string, ReleaseEntry>;
}

/**
 * Release manifests (`<release>.json`: path → entry) read through a bounded cache of parsed ones.
 * A switched release's manifest never changes, but the file at its name can be another one
 * after a removal (or written by another process): each read checks the file's identity with a
 * `stat`, which costs far less than parsing a large site's manifest again.
 */
export class DiskManifests {
  private readonly parsed = new Map<string, Parsed>();
  private keptEntries = 0;

  /** Null when there is no such manifest. */
  async read(file: string): Promise<ReadonlyMap<string, ReleaseEntry> | null> {
    const identity = await stat(file).catch((error: unknown) => (missing(error) ? null : Promise.reject(error)));
    if (identity === null) return null;
    const stamp = `${identity.ino}:${identity.size}:${identity.mtimeMs}`;
    const known = this.parsed.get(file);
    if (known?.stamp === stamp) {
      // Read again: now the most recently read.
      this.parsed.delete(file);
      this.parsed.set(file, known);
      return known.entries;
    }
    const parsed = await readJson<Record<string, ReleaseEntry>>(file);
    if (parsed === null) return null;
    const entries = new Map(Object.entries(parsed));
    this.keep(file, stamp, entries);
    return entries;
  }

  /** Writes a manifest whole and keeps it parsed: its writer reads it next (the next deploy's base, the readers of the site). */
  async write(file: string, entries: ReadonlyMap<string, ReleaseEntry>): Promise<void> {
    this.forget(file);
    await replace(file, JSON.stringify(Object.fromEntries(entries)));
    const identity = await stat(file);
    this.keep(file, `${identity.ino}:${identity.size}:${identity.mtimeMs}`, entries);
  }

  forget(file: string): void {
    const known = this.parsed.get(file);
    if (known === undefined) return;
    this.parsed.delete(file);
    this.keptEntries -= known.entries.size;
  }

  /** Forgets every manifest below a folder (a removed project). */
  forgetBelow(folder: string): void {
    for (const file of [...this.parsed.keys()]) if (file.startsWith(folder)) this.forget(file);
  }

  private keep(file: string, stamp: string, entries: ReadonlyMap<string, ReleaseEntry>): void {
    this.forget(file);
    if (entries.size > ENTRIES_KEPT) return;
    for (const [name, old] of this.parsed) {
      if (this.keptEntries + entries.size <= ENTRIES_KEPT) break;
      this.parsed.delete(name);
      this.keptEntries -= old.entries.size;
    }
    this.parsed.set(file, { stamp, entries });
    this.keptEntries += entries.size;
  }
}
