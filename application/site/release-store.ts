import type { RecordedPlan } from '../../domain/site/changed-pages-plan.js';

/**
 * Where deployed sites live (FILE_STORAGE): releases as manifests (path → entry naming a
 * content-addressed blob) over blobs shared between releases, so a file that did not change is
 * stored once whatever the number of releases showing it. A release is built beside the current
 * one (`prepare`, `putBlob`, `stage`) and becomes current in one atomic step of the store
 * (`switchTo`); a release that never switched is never current, and the next `prepare`
 * discards it. Writers hold the project's deploy lease (DeployLeases): one writer per project.
 */

/** One file of a release: how to serve it, and the blob its bytes are in. */
export interface ReleaseEntry {
  /** Identifies what the file was rendered from: an equal key in the next deploy reuses the file. */
  readonly key: string;
  /** The hash of its bytes: the name of its blob, and its ETag. */
  readonly etag: string;
  readonly type: 'html' | 'xml' | 'css' | 'svg';
  /** An uploaded custom HTML page: served as uploaded, with no theme policy. */
  readonly custom?: true;
  /** Bytes of its blob. */
  readonly size?: number;
  /** Served at any path (the 404 page): its links start at `SITE_ROOT`, replaced when served. */
  readonly rooted?: true;
  /** Loads the live agent's launcher (see ReleaseInfo.agent). */
  readonly agent?: true;
  /** A page's file: the page's place in the rest of the site when rendered (placeFacts). */
  readonly facts?: string;
}

/** What a release says of itself, beside its files. */
export interface ReleaseInfo {
  readonly created_at: string;
  /** The theme's stylesheet its pages link. */
  readonly stylesheet?: string;
  /** The icon made from the accent colour its pages link (absent from releases made before icons). */
  readonly icon?: string;
  /** The site's own address it was rendered for (site-origin.ts). */
  readonly site_url?: string;
  /** The live agent its pages load: the launcher's address and the conversation frame's origin. */
  readonly agent?: { readonly script: string; readonly frame?: string };
  /** The fingerprint of the site settings it shows (SiteSnapshot.settings). */
  readonly settings?: string;
  /**
   * What a deploy of only the pages changed since needs (absent from releases made before it, whose next deploy is whole):
   * the live-page journal's mark it shows every change up to, the key of its inputs besides the pages, its plan's chrome,
   * and how many parts its sitemap has.
   */
  readonly changes?: { readonly mark: number; readonly site: string; readonly plan: RecordedPlan; readonly sitemap_parts: number };
}

/** The live release of a project: releases are numbered 1, 2, … per project, in order. */
export interface CurrentRelease {
  readonly release: number;
  readonly info: ReleaseInfo;
}

/** A release being built: `release` is made from `base` (null: from nothing) plus what is staged. */
export interface PreparedRelease {
  readonly release: number;
  readonly base: number | null;
}

export type SwitchOutcome =
  | { readonly kind: 'switched' }
  /** The current release is no longer `base` (another writer switched): nothing changed. */
  | { readonly kind: 'moved'; readonly current: number | null }
  /** Some staged entries name blobs the store does not hold: nothing changed. */
  | { readonly kind: 'incomplete'; readonly missing: readonly string[] };

export interface ReleaseStore {
  /** The project's live release, or null when it has no site. One cheap read (served sites check it every second). */
  current(projectId: string): Promise<CurrentRelease | null>;
  /** The entries of `release` at those paths (paths it lacks are left out). */
  entries(projectId: string, release: number, paths: readonly string[]): Promise<Map<string, ReleaseEntry>>;
  /** Every entry of `release`. */
  allEntries(projectId: string, release: number): Promise<ReadonlyMap<string, ReleaseEntry>>;
  /** A blob's bytes, or null when the store does not hold it. */
  blob(projectId: string, etag: string): Promise<Uint8Array | null>;
  /** Stores a blob under its hash; a blob already there stays as it is. */
  putBlob(projectId: string, etag: string, body: Uint8Array): Promise<void>;
  /** Discards a release that was built and never switched to, and names the next one, made from the current one. */
  prepare(projectId: string): Promise<PreparedRelease>;
  /** Sets entries of the prepared release (`put`) and leaves paths of its base out of it (`removed`); repeatable. */
  stage(projectId: string, release: number, put: ReadonlyMap<string, ReleaseEntry>, removed: readonly string[]): Promise<void>;
  /** Makes the prepared release current, in one atomic step, if `base` is still current and every blob it names is stored. */
  switchTo(projectId: string, prepared: PreparedRelease, info: ReleaseInfo): Promise<SwitchOutcome>;
  /** Deletes releases older than the newest `keep` (the current one included) and the blobs no release names any more. */
  collect(projectId: string, keep: number): Promise<void>;
  /** Deletes every release and blob of the project. */
  remove(projectId: string): Promise<void>;
  /** Projects with a live release. */
  projects(): Promise<string[]>;
  /**
   * Blobs the live release names that are gone or cut short, for a store whose blobs can be lost
   * outside its own writes (files on a disk, deleted by hand or a full disk): a deploy writes them
   * again. Stores that keep blobs in their own transactions have none to report and leave it out.
   */
  lostBlobs?(projectId: string): Promise<string[]>;
}
export const ReleaseStore = Symbol.for('ReleaseStore');
