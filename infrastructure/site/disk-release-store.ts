import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CurrentRelease, PreparedRelease, ReleaseEntry, ReleaseInfo, ReleaseStore, SwitchOutcome } from '../../application/site/release-store.js';
import { missing } from './site-releases.js';

/** Project ids and blob names: never anything that could name more than one file below the root. */
const NAME = /^[A-Za-z0-9_-]{1,128}$/;
const CURRENT = 'current.json';

const checked = (name: string): string => {
  if (!NAME.test(name)) throw new Error(`not a name of the release store: ${JSON.stringify(name)}`);
  return name;
};

/** Writes a file whole or not at all: readers see the old one or the new one. */
async function replace(file: string, body: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
};

/**
 * Deployed sites on the local disk (FILE_STORAGE=disk), for one host:
 * `<root>/<project>/blobs/<etag>` (each file's bytes once, whatever the number of releases
 * showing it), `manifests/<release>.json` (every entry of a release) and `current.json`, which
 * names the live release and is replaced in one rename. One writer per project (the deploy
 * lease), so the check of the base before that rename is not raced.
 */
export class DiskReleaseStore implements ReleaseStore {
  constructor(readonly root: string) {}

  private dir(projectId: string, ...below: string[]): string {
    return join(this.root, checked(projectId), ...below);
  }

  private manifestFile(projectId: string, release: number): string {
    return this.dir(projectId, 'manifests', `${release}.json`);
  }

  async current(projectId: string): Promise<CurrentRelease | null> {
    return readJson<CurrentRelease>(this.dir(projectId, CURRENT));
  }

  async entries(projectId: string, release: number, paths: readonly string[]): Promise<Map<string, ReleaseEntry>> {
    const all = await this.allEntries(projectId, release);
    return new Map(paths.flatMap((path) => (all.has(path) ? [[path, all.get(path)!] as const] : [])));
  }

  async allEntries(projectId: string, release: number): Promise<Map<string, ReleaseEntry>> {
    const entries = await readJson<Record<string, ReleaseEntry>>(this.manifestFile(projectId, release));
    return new Map(Object.entries(entries ?? {}));
  }

  async blob(projectId: string, etag: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.dir(projectId, 'blobs', checked(etag)));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async putBlob(projectId: string, etag: string, body: Uint8Array): Promise<void> {
    const file = this.dir(projectId, 'blobs', checked(etag));
    if (await this.exists(file)) return;
    await mkdir(this.dir(projectId, 'blobs'), { recursive: true });
    await replace(file, body);
  }

  async prepare(projectId: string): Promise<PreparedRelease> {
    const base = (await this.current(projectId))?.release ?? null;
    for (const release of await this.releases(projectId)) if (release > (base ?? 0)) await rm(this.manifestFile(projectId, release), { force: true });
    const release = (base ?? 0) + 1;
    // The new release starts as a copy of its base's manifest (the blobs are shared, not copied).
    await mkdir(this.dir(projectId, 'manifests'), { recursive: true });
    await replace(this.manifestFile(projectId, release), JSON.stringify(Object.fromEntries(await this.allEntries(projectId, base ?? 0))));
    return { release, base };
  }

  async stage(projectId: string, release: number, put: ReadonlyMap<string, ReleaseEntry>, removed: readonly string[]): Promise<void> {
    const entries = (await readJson<Record<string, ReleaseEntry>>(this.manifestFile(projectId, release))) ?? {};
    for (const path of removed) delete entries[path];
    for (const [path, entry] of put) entries[path] = entry;
    await replace(this.manifestFile(projectId, release), JSON.stringify(entries));
  }

  async switchTo(projectId: string, prepared: PreparedRelease, info: ReleaseInfo): Promise<SwitchOutcome> {
    const current = (await this.current(projectId))?.release ?? null;
    if (current !== prepared.base) return { kind: 'moved', current };
    const etags = new Set([...(await this.allEntries(projectId, prepared.release)).values()].map((entry) => entry.etag));
    const absent: string[] = [];
    for (const etag of etags) if (!(await this.exists(this.dir(projectId, 'blobs', checked(etag))))) absent.push(etag);
    if (absent.length > 0) return { kind: 'incomplete', missing: absent.sort() };
    const pointer: CurrentRelease = { release: prepared.release, info };
    await replace(this.dir(projectId, CURRENT), JSON.stringify(pointer));
    return { kind: 'switched' };
  }

  async collect(projectId: string, keep: number): Promise<void> {
    const current = (await this.current(projectId))?.release;
    if (current === undefined) return;
    const named = new Set<string>();
    for (const release of await this.releases(projectId)) {
      if (release <= current - keep) await rm(this.manifestFile(projectId, release), { force: true });
      else for (const entry of (await this.allEntries(projectId, release)).values()) named.add(entry.etag);
    }
    const blobs = await readdir(this.dir(projectId, 'blobs')).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)));
    // Temporary files of a write that died are collected with the blobs no release names.
    for (const name of blobs) if (!named.has(name)) await rm(this.dir(projectId, 'blobs', name), { force: true });
  }

  async remove(projectId: string): Promise<void> {
    await rm(this.dir(projectId), { recursive: true, force: true });
  }

  async projects(): Promise<string[]> {
    const found: string[] = [];
    for (const name of await readdir(this.root).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)))) {
      if (NAME.test(name) && (await this.exists(join(this.root, name, CURRENT)))) found.push(name);
    }
    return found.sort();
  }

  private async releases(projectId: string): Promise<number[]> {
    const names = await readdir(this.dir(projectId, 'manifests')).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)));
    return names.flatMap((name) => (/^\d+\.json$/.test(name) ? [Number(name.slice(0, -5))] : []));
  }

  private async exists(file: string): Promise<boolean> {
    return stat(file).then(
      () => true,
      (error: unknown) => (missing(error) ? false : Promise.reject(error)),
    );
  }
}
