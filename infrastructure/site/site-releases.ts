import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** What a complete release holds: its files, and how to serve each. Written last: its presence marks the release complete. */
export interface ReleaseManifest {
  readonly id: string;
  readonly created_at: string;
  readonly files: Readonly<Record<string, ReleaseFile>>;
  /** The theme's stylesheet that the release's pages link (a release made before the theme has none: its pages style themselves). */
  readonly stylesheet?: string;
  /** The site's own address it was rendered for (site-origin.ts; absent in releases made before sites had origins of their own). */
  readonly site_url?: string;
  /**
   * The live agent its pages load (`agent` files): the launcher's address, and the origin of the
   * conversation frame it opens (absent in releases whose agent ran in the page itself).
   */
  readonly agent?: { readonly script: string; readonly frame?: string };
  /** The fingerprint of the site settings it shows (SiteSnapshot.settings); absent in releases made before it. */
  readonly settings?: string;
}

export interface ReleaseFile {
  /** Identifies what the file was rendered from: an equal key in the next deploy reuses the file. */
  readonly key: string;
  readonly etag: string;
  readonly type: 'html' | 'xml' | 'css';
  /** An uploaded custom HTML page: served as uploaded, with no theme policy (its site's origin is its own). */
  readonly custom?: true;
  /** Bytes on disk: a release is whole when every file is there at its size (absent in releases of older versions). */
  readonly size?: number;
  /** A page served at any path (the 404 page): its links start at `SITE_ROOT`, replaced by the site's root when served. */
  readonly rooted?: true;
  /** A page that loads the live agent's launcher (see the manifest's `agent`). */
  readonly agent?: true;
}

const MANIFEST_FILE = 'release.json';
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Files checked per event-loop turn when a release is verified. */
const VERIFY_STEP = 256;

export const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * The deployed sites on disk: `<root>/<project>/releases/<release>/...` and a `current`
 * symlink naming the live release. A release is built in its own folder and becomes current
 * by renaming a new symlink over `current` (atomic), so a reader sees the old site or the new
 * one, never half of one. Listeners hear of every switch (the file cache drops that project).
 */
export class SiteReleases {
  private readonly listeners: Array<(projectId: string) => void> = [];

  constructor(readonly root: string) {}

  onChange(listener: (projectId: string) => void): void {
    this.listeners.push(listener);
  }

  /** Throws on an id that could name anything but one folder below the root (it is never a request's raw text). */
  projectDir(projectId: string): string {
    if (!PROJECT_ID.test(projectId)) throw new Error(`not a project id: ${JSON.stringify(projectId)}`);
    return join(this.root, projectId);
  }

  releaseDir(projectId: string, releaseId: string): string {
    return join(this.projectDir(projectId), 'releases', releaseId);
  }

  /** Sortable by creation time, unique across processes. */
  newReleaseId(): string {
    return `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
  }

  async current(projectId: string): Promise<string | null> {
    try {
      const target = await readlink(join(this.projectDir(projectId), 'current'));
      return target.split('/').pop() ?? null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async manifest(projectId: string, releaseId: string): Promise<ReleaseManifest | null> {
    try {
      return JSON.parse(await readFile(join(this.releaseDir(projectId, releaseId), MANIFEST_FILE), 'utf8')) as ReleaseManifest;
    } catch (error) {
      // A manifest cut short (a disk that filled up) marks no release complete.
      if (missing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  async create(projectId: string, releaseId: string): Promise<string> {
    const dir = this.releaseDir(projectId, releaseId);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Marks the release complete: its manifest is its last file, written whole or not at all (a rename). */
  async complete(projectId: string, manifest: ReleaseManifest): Promise<void> {
    const dir = this.releaseDir(projectId, manifest.id);
    const temporary = join(dir, `${MANIFEST_FILE}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, JSON.stringify(manifest));
    await rename(temporary, join(dir, MANIFEST_FILE));
  }

  /**
   * Makes `releaseId` the live release in one rename, once it is verified whole (its manifest
   * written, every file it lists there at its size); otherwise throws and `current` stays.
   */
  async switchTo(projectId: string, releaseId: string): Promise<void> {
    if (!(await this.whole(projectId, releaseId))) throw new Error(`Release ${releaseId} of project ${projectId} is not whole: the live site stays as it was`);
    const dir = this.projectDir(projectId);
    const temporary = join(dir, `current.${randomBytes(6).toString('hex')}.tmp`);
    await symlink(join('releases', releaseId), temporary);
    await rename(temporary, join(dir, 'current'));
    this.changed(projectId);
  }

  /** Whether the release is complete (its manifest is there) and every file it lists is on disk at its size. */
  async whole(projectId: string, releaseId: string): Promise<boolean> {
    const manifest = await this.manifest(projectId, releaseId);
    if (manifest === null) return false;
    const dir = this.releaseDir(projectId, releaseId);
    const files = Object.entries(manifest.files);
    for (let start = 0; start < files.length; start += VERIFY_STEP) {
      for (const [path, file] of files.slice(start, start + VERIFY_STEP)) {
        // Synchronous: a stat through the thread pool costs several times more, and a step is short.
        const found = statSync(join(dir, path), { throwIfNoEntry: false });
        if (found === undefined || !found.isFile() || (file.size !== undefined && found.size !== file.size)) return false;
      }
      await nextTurn();
    }
    return true;
  }

  /** Projects with a live release here (a `current` link), whole or not. */
  async deployedProjects(): Promise<string[]> {
    const found: string[] = [];
    for (const projectId of await readdir(this.root).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)))) {
      if (PROJECT_ID.test(projectId) && (await this.current(projectId)) !== null) found.push(projectId);
    }
    return found.sort();
  }

  /**
   * Projects whose `current` names a release that is not whole (or no longer there), or one
   * that `outdated` says must be made again.
   */
  async brokenSites(outdated: (manifest: ReleaseManifest, projectId: string) => boolean = () => false): Promise<string[]> {
    const broken: string[] = [];
    for (const projectId of await readdir(this.root).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)))) {
      if (!PROJECT_ID.test(projectId)) continue;
      const current = await this.current(projectId);
      if (current === null) continue;
      const manifest = await this.manifest(projectId, current);
      if (manifest === null || outdated(manifest, projectId) || !(await this.whole(projectId, current))) broken.push(projectId);
    }
    return broken;
  }

  /**
   * Deletes what a deploy must not keep: releases never completed (a deploy that stopped or
   * died midway), complete ones beyond the newest `keep` (the current one always stays), stray
   * temporary links. Only a deploy holding the project's lease prunes, and a deploy writes
   * only while it holds the lease (DeployGuard): an incomplete release here is never one that
   * another deploy is still writing.
   */
  async prune(projectId: string, keep: number): Promise<void> {
    const dir = this.projectDir(projectId);
    const current = await this.current(projectId);
    const releases = await readdir(join(dir, 'releases')).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)));
    const complete: string[] = [];
    for (const id of releases) {
      if (id === current) continue;
      const done = await stat(join(dir, 'releases', id, MANIFEST_FILE)).then(
        () => true,
        () => false,
      );
      if (done) complete.push(id);
      else await this.discard(projectId, id);
    }
    const stale = complete
      .sort()
      .reverse()
      .slice(Math.max(0, keep - 1));
    for (const id of stale) await this.discard(projectId, id);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name.startsWith('current.') && name.endsWith('.tmp')) await rm(join(dir, name), { force: true });
    }
  }

  /** Deletes one release that is not live. */
  async discard(projectId: string, releaseId: string): Promise<void> {
    if ((await this.current(projectId)) === releaseId) return;
    await rm(this.releaseDir(projectId, releaseId), { recursive: true, force: true });
  }

  async remove(projectId: string): Promise<void> {
    await rm(this.projectDir(projectId), { recursive: true, force: true });
    this.changed(projectId);
  }

  private changed(projectId: string): void {
    for (const listener of this.listeners) listener(projectId);
  }
}
