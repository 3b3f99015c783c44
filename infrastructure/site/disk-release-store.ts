import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CurrentRelease, PreparedRelease, ReleaseEntry, ReleaseInfo, ReleaseStore, SwitchOutcome } from '../../application/site/release-store.js';
import { baseFile, DiskManifests, exists, listed, missing, readFileOrNull, readJson, releaseFile, replace, sizeOf } from './disk-manifests.js';
import { ChangedEntries, SnapshotEntries, type ReleaseEntries } from './release-entries.js';

/** Project ids and blob names: never anything that could name more than one file below the root. */
const NAME = /^[A-Za-z0-9_-]{1,128}$/;
/** A blob, or the temporary file of a blob's write (`replace`). */
const BLOB_FILE = /^[A-Za-z0-9_-]{1,128}(\.[0-9a-f]{12}\.tmp)?$/;
const CURRENT = 'current.json';
/** Present while a release is being built: found by the next `prepare`, it says a deploy died and left blobs nothing names. */
const BUILDING = 'building';
/** How long `current` may answer from memory for a release another process switched to (this one's own switches count at once). */
const RECHECK_MS = 1000;
/** Releases made on others before one is written whole again: a lookup walks at most this many. */
const MAX_DEPTH = 32;
/** Blobs looked for at once when a release is checked whole. */
const STAT_STEP = 64;

const checked = (name: string): string => {
  if (!NAME.test(name)) throw new Error(`not a name of the release store: ${JSON.stringify(name)}`);
  return name;
};

/** A release being built: its base's entries plus what is staged, kept in memory until the switch writes it once. */
interface Building {
  readonly release: number;
  readonly base: number | null;
  readonly put: Map<string, ReleaseEntry>;
  readonly removed: Set<string>;
  /** Blobs put while it was built: there, as the writer holds the lease (no collection runs meanwhile). */
  readonly stored: Set<string>;
}

/**
 * Deployed sites on the local disk (FILE_STORAGE=disk, the embedded default), for one host:
 * `<root>/<project>/blobs/<etag>` (each file's bytes once, whatever the number of releases
 * showing it), `manifests/<release>.json` (what a release changed on the one before it, or every
 * entry: see ReleaseEntries), `manifests/<release>.replaced.json` (the blobs it stopped showing)
 * and `current.json`, which names the live release and is replaced in one rename. A release is
 * built in memory by the deploy holding the project's lease (one writer per project, which also
 * makes the check of the base before that rename safe) and written at its switch, once: a
 * deploy's cost is what it changed, whatever the size of the site. Folders of the previous layout
 * (`releases/`, a `current` link) are left to the start-up catch-up, which deploys those sites
 * into this one, and removed at their project's first collection.
 */
export class DiskReleaseStore implements ReleaseStore {
  private readonly manifests = new DiskManifests();
  private readonly building = new Map<string, Building>();
  private readonly pointers = new Map<string, { readonly current: CurrentRelease | null; readonly readAt: number }>();
  /** Projects whose blobs must all be checked at their next collection: a release was abandoned there. */
  private readonly toSweep = new Set<string>();

  constructor(
    readonly root: string,
    private readonly recheckMs = RECHECK_MS,
  ) {}

  private dir(projectId: string, ...below: string[]): string {
    return join(this.root, checked(projectId), ...below);
  }

  private manifestsDir(projectId: string): string {
    return this.dir(projectId, 'manifests');
  }

  /** Served sites ask at every request: answered from memory, read again after `recheckMs` for another process's switch. */
  async current(projectId: string): Promise<CurrentRelease | null> {
    const known = this.pointers.get(projectId);
    if (known !== undefined && Date.now() - known.readAt < this.recheckMs) return known.current;
    return this.readCurrent(projectId);
  }

  private async readCurrent(projectId: string): Promise<CurrentRelease | null> {
    const current = await readJson<CurrentRelease>(this.dir(projectId, CURRENT));
    this.pointers.set(projectId, { current, readAt: Date.now() });
    return current;
  }

  async entries(projectId: string, release: number, paths: readonly string[]): Promise<Map<string, ReleaseEntry>> {
    const all = await this.allEntries(projectId, release);
    return new Map(paths.flatMap((path) => (all.has(path) ? [[path, all.get(path)!] as const] : [])));
  }

  async allEntries(projectId: string, release: number): Promise<ReadonlyMap<string, ReleaseEntry>> {
    const building = this.building.get(projectId);
    if (building?.release === release) return this.built(projectId, building);
    const entries = await this.manifests.read(this.manifestsDir(projectId), release);
    if (entries !== null) return entries;
    this.forgetPointer(projectId);
    return new Map();
  }

  async blob(projectId: string, etag: string): Promise<Uint8Array | null> {
    const body = await readFileOrNull(this.dir(projectId, 'blobs', checked(etag)));
    if (body === null) this.forgetPointer(projectId);
    return body;
  }

  /**
   * A release or a blob asked for and gone: another process switched and collected since this
   * one read the pointer. The next `current` reads it again, so a reader retrying gets the new release.
   */
  private forgetPointer(projectId: string): void {
    this.pointers.delete(projectId);
  }

  async putBlob(projectId: string, etag: string, body: Uint8Array): Promise<void> {
    const file = this.dir(projectId, 'blobs', checked(etag));
    const size = await sizeOf(file);
    if (size !== body.byteLength) {
      // A new blob is written in place: no switched release names it yet, and a write cut short is found by its size
      // at the next put. One cut short (a disk that filled up, a hand's edit) may be served: it is replaced whole.
      const write = () => (size === null ? writeFile(file, body) : replace(file, body));
      await write().catch(async (error: unknown) => {
        if (!missing(error)) throw error;
        // The project's first blob (or its site was removed since): its folder first.
        await mkdir(this.dir(projectId, 'blobs'), { recursive: true });
        await write();
      });
    }
    this.building.get(projectId)?.stored.add(etag);
  }

  async prepare(projectId: string): Promise<PreparedRelease> {
    const base = (await this.readCurrent(projectId))?.release ?? null;
    // A release built here and never switched, or a marker another process's deploy left when it died: blobs nothing names may be left.
    if (this.building.has(projectId) || (await exists(this.dir(projectId, BUILDING)))) this.toSweep.add(projectId);
    for (const release of await this.releases(projectId)) if (release > (base ?? 0)) await this.dropManifest(projectId, release, false);
    const release = (base ?? 0) + 1;
    await mkdir(this.dir(projectId, 'manifests'), { recursive: true });
    await replace(this.dir(projectId, BUILDING), String(release));
    this.building.set(projectId, { release, base, put: new Map(), removed: new Set(), stored: new Set() });
    return { release, base };
  }

  async stage(projectId: string, release: number, put: ReadonlyMap<string, ReleaseEntry>, removed: readonly string[]): Promise<void> {
    const building = this.building.get(projectId);
    if (building?.release !== release) throw new Error(`Release ${release} of project ${projectId} is not being built by this process`);
    for (const path of removed) {
      building.put.delete(path);
      building.removed.add(path);
    }
    for (const [path, entry] of put) {
      building.removed.delete(path);
      building.put.set(path, entry);
    }
  }

  async switchTo(projectId: string, prepared: PreparedRelease, info: ReleaseInfo): Promise<SwitchOutcome> {
    const current = (await this.readCurrent(projectId))?.release ?? null;
    if (current !== prepared.base) return { kind: 'moved', current };
    const building = this.building.get(projectId);
    if (building?.release !== prepared.release) throw new Error(`Release ${prepared.release} of project ${projectId} is not being built by this process`);
    // The base's blobs were all there at its switch and collection keeps them: only the staged ones need looking for.
    const absent: string[] = [];
    for (const etag of new Set([...building.put.values()].map((entry) => entry.etag))) {
      if (!building.stored.has(etag) && !(await exists(this.dir(projectId, 'blobs', checked(etag))))) absent.push(etag);
    }
    if (absent.length > 0) return { kind: 'incomplete', missing: absent.sort() };
    const built = await this.built(projectId, building);
    // What this release stops showing where its base showed it: the only blobs its base's collection can free (collect).
    const replaced = new Set<string>();
    if (built instanceof ChangedEntries) {
      for (const path of [...building.removed, ...building.put.keys()]) {
        const before = built.base.get(path);
        if (before !== undefined && building.put.get(path)?.etag !== before.etag) replaced.add(before.etag);
      }
    }
    await replace(this.replacedFile(projectId, prepared.release), JSON.stringify([...replaced]));
    // Written as what it changed, unless its base is that many releases over a snapshot: then whole, so lookups stay short.
    await this.manifests.write(this.manifestsDir(projectId), built.depth < MAX_DEPTH ? built : new SnapshotEntries(built.release, new Map(built)));
    const pointer: CurrentRelease = { release: prepared.release, info };
    // The switch: one rename. A crash before it leaves the manifest of a release that is not current, discarded by the next prepare.
    await replace(this.dir(projectId, CURRENT), JSON.stringify(pointer));
    this.pointers.set(projectId, { current: pointer, readAt: Date.now() });
    this.building.delete(projectId);
    await rm(this.dir(projectId, BUILDING), { force: true });
    return { kind: 'switched' };
  }

  async collect(projectId: string, keep: number): Promise<void> {
    const current = (await this.readCurrent(projectId))?.release;
    if (current === undefined) return;
    const releases = (await this.releases(projectId)).sort((a, b) => a - b);
    const dropped = releases.filter((release) => release <= current - keep);
    const sweep = this.toSweep.delete(projectId);
    if (dropped.length > 0 || sweep) {
      const unnamed =
        (sweep ? null : await this.freedBy(projectId, dropped, releases, current)) ??
        (await this.unnamedBlobs(
          projectId,
          releases.filter((release) => release > current - keep),
        ));
      for (const name of unnamed) if (BLOB_FILE.test(name)) await rm(this.dir(projectId, 'blobs', name), { force: true });
    }
    // A dropped release's manifest stays, as a base, while a kept release is made on it; bases no kept release reads go.
    const read = new Set<number>();
    for (const release of releases.filter((release) => release > current - keep)) {
      for (const base of (await this.manifests.read(this.manifestsDir(projectId), release))?.chain ?? []) read.add(base);
    }
    for (const release of dropped) await this.dropManifest(projectId, release, read.has(release));
    for (const name of await listed(this.manifestsDir(projectId))) {
      const base = /^(\d+)\.base\.json$/.exec(name);
      if (base !== null && !read.has(Number(base[1]))) await this.dropManifest(projectId, Number(base[1]), false);
    }
    // The previous layout's folders: this project's site is in this store now.
    await rm(this.dir(projectId, 'releases'), { recursive: true, force: true });
    await rm(this.dir(projectId, 'current'), { force: true });
  }

  /**
   * The blobs no release after the dropped ones names, from what each release replaced (its
   * `.replaced.json`), without reading a large manifest but the current one's values: a blob the
   * dropped releases showed and the next one replaced, unless a later kept release replaced it too
   * (a release before it, kept, still shows it) or the current release shows it (at any path: a
   * revert). Null when a record is missing: the caller then looks at every blob.
   */
  private async freedBy(projectId: string, dropped: readonly number[], releases: readonly number[], current: number): Promise<Set<string> | null> {
    const first = dropped[0]!;
    const last = dropped.at(-1)!;
    const freed = new Set<string>();
    for (const release of releases) {
      if (release <= first || release > current) continue;
      const replaced = await readJson<string[]>(this.replacedFile(projectId, release));
      if (replaced === null) return null;
      // Ascending: what the releases just after the dropped ones replaced is added before later releases' records take theirs out.
      for (const etag of replaced)
        if (release <= last + 1) freed.add(etag);
        else freed.delete(etag);
    }
    const live = await this.manifests.read(this.manifestsDir(projectId), current);
    if (live === null) return null;
    for (const etag of freed) if (live.shows(etag) > 0) freed.delete(etag);
    return freed;
  }

  /** Every blob (and temporary file of a write that died) that none of the `kept` releases names: after an abandoned release. */
  private async unnamedBlobs(projectId: string, kept: readonly number[]): Promise<Set<string>> {
    const unnamed = new Set(await listed(this.dir(projectId, 'blobs')));
    for (const release of kept) for (const entry of (await this.allEntries(projectId, release)).values()) unnamed.delete(entry.etag);
    return unnamed;
  }

  async remove(projectId: string): Promise<void> {
    const folder = this.dir(projectId);
    this.building.delete(projectId);
    this.pointers.delete(projectId);
    this.toSweep.delete(projectId);
    this.manifests.forgetBelow(folder);
    await rm(folder, { recursive: true, force: true });
  }

  async lostBlobs(projectId: string): Promise<string[]> {
    const current = await this.readCurrent(projectId);
    if (current === null) return [];
    const sizes = new Map<string, number | undefined>();
    for (const entry of (await this.allEntries(projectId, current.release)).values()) sizes.set(entry.etag, entry.size);
    const lost: string[] = [];
    const etags = [...sizes.keys()];
    for (let start = 0; start < etags.length; start += STAT_STEP) {
      await Promise.all(
        etags.slice(start, start + STAT_STEP).map(async (etag) => {
          const size = await sizeOf(this.dir(projectId, 'blobs', checked(etag)));
          if (size === null || (sizes.get(etag) !== undefined && size !== sizes.get(etag))) lost.push(etag);
        }),
      );
    }
    return lost.sort();
  }

  async projects(): Promise<string[]> {
    const found: string[] = [];
    for (const name of await listed(this.root)) if (NAME.test(name) && (await exists(join(this.root, name, CURRENT)))) found.push(name);
    return found.sort();
  }

  /** The entries a release being built has: what was staged, on its base's (whole when it has none, or its base's manifest is gone). */
  private async built(projectId: string, building: Building): Promise<ReleaseEntries> {
    const base = building.base === null ? null : await this.manifests.read(this.manifestsDir(projectId), building.base);
    if (base !== null) return new ChangedEntries(building.release, base, new Map(building.put), new Set(building.removed));
    return new SnapshotEntries(building.release, new Map(building.put));
  }

  private replacedFile(projectId: string, release: number): string {
    return this.dir(projectId, 'manifests', `${release}.replaced.json`);
  }

  /** Deletes a release's manifest, or keeps it as a base (`<release>.base.json`) for releases made on it; its record of what it replaced goes. */
  private async dropManifest(projectId: string, release: number, asBase: boolean): Promise<void> {
    const folder = this.manifestsDir(projectId);
    await rm(this.replacedFile(projectId, release), { force: true });
    if (asBase) {
      // A rename keeps the file's identity: whoever has it parsed keeps reading it as it was.
      await rename(join(folder, releaseFile(release)), join(folder, baseFile(release))).catch((error: unknown) =>
        missing(error) ? undefined : Promise.reject(error),
      );
      return;
    }
    this.manifests.forget(folder, release);
    await rm(join(folder, releaseFile(release)), { force: true });
    await rm(join(folder, baseFile(release)), { force: true });
  }

  private async releases(projectId: string): Promise<number[]> {
    const names = await listed(this.dir(projectId, 'manifests'));
    return names.flatMap((name) => (/^\d+\.json$/.test(name) ? [Number(name.slice(0, -5))] : []));
  }
}
