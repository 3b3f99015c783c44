import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DeployedSettings, DeployGuard, LiveAgentAssets, SiteChanges, SiteDeployer, SiteSnapshot } from '../../application/site/ports.js';
import type { PreparedRelease, ReleaseEntry, ReleaseInfo, ReleaseStore } from '../../application/site/release-store.js';
import { changedPagesPlan, recordedPlan } from '../../domain/site/changed-pages-plan.js';
import { ignoreProgress, type ProgressListener } from '../../application/shared/progress.js';
import { siteUrl, type SiteAddressing } from '../../domain/site/site-origin.js';
import { digest, plannedChanges, plannedSite, PROGRESS_EVERY, renderCounter, type PlannedFile } from './planned-files.js';
import { renderSitemapFiles, SITEMAP_PART_URLS, sitemapPartCount, sitemapPartsOf, updatedSitemapPart } from './render/sitemap.js';

/** Releases kept, the current one included (older ones are collected with the blobs only they name). */
const RELEASES_KEPT = 3;
/** Files rendered per step, the event loop getting a turn between steps; each step is staged at once. */
const STEP = 64;

/**
 * The SiteDeployer over a ReleaseStore (FILE_STORAGE: on the disk or in the database): renders the files whose key changed since
 * the live release (the others stay shared: a release names their blobs again), stores their
 * blobs, stages them and the paths that went, and switches in one atomic step of the store. A
 * switch refused (another writer moved the release, a blob missing) fails the deploy; the
 * next deploy's `prepare` discards what it staged. Every write happens while the guard says
 * the deploy's lease is held.
 */
export class StoredSiteDeployer implements SiteDeployer {
  private readonly deployedElsewhere: () => Promise<readonly string[]>;
  private readonly progress: ProgressListener;
  private readonly progressEvery: number;
  private readonly sitemapPartUrls: number;

  /**
   * `deployedElsewhere`: projects with a site deployed outside this store (the layout before
   * releases under `DATA_DIR/sites`, or the disk store when this one is the database): those
   * without a release here are deployed into it at start-up, so an upgrade or a switch of
   * FILE_STORAGE leaves no site missing until its next publish.
   * `progress` hears, in a deploy that renders at least `progressEvery` files (a full rebuild
   * after a theme or settings change, a first deploy), how many it rendered, every `progressEvery`.
   * `sitemapPartUrls`: the URLs per sitemap part a whole deploy aims at (SITEMAP_PART_URLS).
   */
  constructor(
    private readonly store: ReleaseStore,
    private readonly agentAssets: () => LiveAgentAssets,
    private readonly addressing: SiteAddressing,
    options: { deployedElsewhere?: () => Promise<readonly string[]>; progress?: ProgressListener; progressEvery?: number; sitemapPartUrls?: number } = {},
  ) {
    this.deployedElsewhere = options.deployedElsewhere ?? (async () => []);
    this.progress = options.progress ?? ignoreProgress;
    this.progressEvery = options.progressEvery ?? PROGRESS_EVERY;
    this.sitemapPartUrls = options.sitemapPartUrls ?? SITEMAP_PART_URLS;
  }

  async deploy(site: SiteSnapshot, guard: DeployGuard): Promise<{ release: string }> {
    const { projectId, agent } = site;
    const { plan, stylesheet, icon, planned, siteKey } = await plannedSite(site);
    guard.check();
    const prepared = await this.store.prepare(projectId);
    const live = prepared.base === null ? null : await this.store.current(projectId);
    const previous = prepared.base === null ? new Map<string, ReleaseEntry>() : await this.store.allEntries(projectId, prepared.base);
    // A whole deploy repairs what the store lost: a file whose blob is gone is rendered again though its key is unchanged.
    const lost = new Set(prepared.base === null ? [] : ((await this.store.lostBlobs?.(projectId)) ?? []));
    const reusable = (path: string, key: string) => {
      const before = previous.get(path);
      return before?.key === key && !lost.has(before.etag);
    };
    const parts = sitemapPartCount(plan.sitemap.length, this.sitemapPartUrls);
    const sitemaps = await renderSitemapFiles(plan, parts);
    const kept = new Set<string>([...planned.map((file) => file.path), ...sitemaps.keys()]);
    // A reader whose page came from the release before still gets the stylesheet and icon it links.
    for (const earlier of [live?.info.stylesheet, live?.info.icon]) if (earlier !== undefined && previous.has(earlier)) kept.add(earlier);
    const rendered = renderCounter(planned, (file) => reusable(file.path, file.key), projectId, this.progress, this.progressEvery);
    await this.writeFiles(projectId, prepared.release, planned, reusable, guard, rendered);
    await this.writeSitemaps(projectId, prepared.release, sitemaps, reusable, guard);
    const gone = [...previous.keys()].filter((path) => !kept.has(path));
    if (gone.length > 0) await this.store.stage(projectId, prepared.release, new Map(), gone);
    const info: ReleaseInfo = {
      created_at: new Date().toISOString(),
      stylesheet: stylesheet.path,
      icon: icon.path,
      site_url: site.theme.siteUrl,
      ...(agent !== null && { agent: { script: agent.scriptUrl, frame: agent.frameOrigin } }),
      settings: site.settings,
      changes: { mark: site.mark, site: siteKey, plan: recordedPlan(plan), sitemap_parts: parts },
    };
    await this.switchTo(projectId, prepared, info, guard);
    return { release: String(prepared.release) };
  }

  async deployChanges(changes: SiteChanges, guard: DeployGuard): Promise<{ release: string } | 'whole'> {
    const { projectId } = changes;
    const current = await this.store.current(projectId);
    const recorded = current?.info.changes;
    if (current === null || recorded === undefined || recorded.mark !== changes.since) return 'whole';
    const plan = changedPagesPlan(recorded.plan, {
      name: changes.name,
      pages: changes.pages,
      layouts: changes.theme.layouts,
      homePages: changes.homePages,
      languageFallbacks: changes.languageFallbacks ?? {},
    });
    if (plan === null) return 'whole';
    const { planned, siteKey } = await plannedChanges(plan, changes);
    if (siteKey !== recorded.site) return 'whole';
    const pagePaths = changes.changed.map(({ language, slug }) => `${language}/${slug}/index.html`);
    const parts = sitemapPartsOf(plan.sitemap, recorded.sitemap_parts);
    const before = await this.store.entries(projectId, current.release, [...new Set([...pagePaths, ...planned.map((file) => file.path), ...parts.keys()])]);
    const now = new Map(planned.map((file) => [file.path, file]));
    // A page created or deleted, made public or unlisted, retitled, redescribed or flagged for the header
    // changes other files (listings, navigation, switchers, the sitemap's membership): only a whole deploy knows which.
    if (pagePaths.some((path) => now.get(path)?.facts !== before.get(path)?.facts || now.has(path) !== before.has(path))) return 'whole';
    guard.check();
    const prepared = await this.store.prepare(projectId);
    if (prepared.base !== current.release) return 'whole';
    await this.writeFiles(projectId, prepared.release, planned, (path, key) => before.get(path)?.key === key, guard);
    const sitemaps = new Map<string, Buffer>();
    for (const [path, inPart] of parts) {
      const entry = before.get(path);
      const stored = entry === undefined ? null : await this.store.blob(projectId, entry.etag);
      if (stored === null) return 'whole';
      sitemaps.set(path, await updatedSitemapPart(stored, inPart));
    }
    await this.writeSitemaps(projectId, prepared.release, sitemaps, (path, etag) => before.get(path)?.etag === etag, guard);
    await this.switchTo(projectId, prepared, { ...current.info, created_at: new Date().toISOString(), changes: { ...recorded, mark: changes.mark } }, guard);
    return { release: String(prepared.release) };
  }

  async deployedMark(projectId: string): Promise<number | null> {
    return (await this.store.current(projectId))?.info.changes?.mark ?? null;
  }

  /** Renders and stages the files the base release cannot keep showing (`reusable`: its file at that path has this key), STEP at a time. */
  private async writeFiles(
    projectId: string,
    release: number,
    planned: readonly PlannedFile[],
    reusable: (path: string, key: string) => boolean,
    guard: DeployGuard,
    rendered: () => void = () => undefined,
  ): Promise<void> {
    for (let start = 0; start < planned.length; start += STEP) {
      const put = new Map<string, ReleaseEntry>();
      const blobs = new Map<string, Buffer>();
      for (const file of planned.slice(start, start + STEP)) {
        if (reusable(file.path, file.key)) continue;
        const body = await file.render();
        rendered();
        const etag = digest(body);
        blobs.set(etag, Buffer.from(body));
        put.set(file.path, {
          key: file.key,
          etag,
          type: file.type,
          ...(file.custom && { custom: true as const }),
          ...(file.rooted === true && { rooted: true as const }),
          ...(file.agent === true && { agent: true as const }),
          ...(file.facts !== undefined && { facts: file.facts }),
          size: Buffer.byteLength(body),
        });
      }
      guard.check();
      // A step's blobs are written together (one each, however many files show it): their writes' waits overlap.
      await Promise.all([...blobs].map(([etag, body]) => this.store.putBlob(projectId, etag, body)));
      guard.check();
      if (put.size > 0) await this.store.stage(projectId, release, put, []);
      await nextTurn();
    }
  }

  /** Stores and stages the sitemap's files whose bytes changed (a sitemap's key is its etag). */
  private async writeSitemaps(
    projectId: string,
    release: number,
    sitemaps: ReadonlyMap<string, Buffer>,
    reusable: (path: string, etag: string) => boolean,
    guard: DeployGuard,
  ) {
    const put = new Map<string, ReleaseEntry>();
    for (const [path, body] of sitemaps) {
      const etag = digest(body);
      if (reusable(path, etag)) continue;
      guard.check();
      await this.store.putBlob(projectId, etag, body);
      put.set(path, { key: etag, etag, type: 'xml', size: body.byteLength });
    }
    if (put.size > 0) await this.store.stage(projectId, release, put, []);
  }

  private async switchTo(projectId: string, prepared: PreparedRelease, info: ReleaseInfo, guard: DeployGuard): Promise<void> {
    guard.check();
    const outcome = await this.store.switchTo(projectId, prepared, info);
    if (outcome.kind === 'moved')
      throw new Error(`Release ${prepared.release} of project ${projectId} was made from release ${prepared.base}, but ${outcome.current} is live now`);
    if (outcome.kind === 'incomplete')
      throw new Error(`Release ${prepared.release} of project ${projectId} lacks blobs ${outcome.missing.join(', ')}: the live site stays`);
    await this.store.collect(projectId, RELEASES_KEPT);
  }

  async brokenSites(): Promise<string[]> {
    const stored = await this.store.projects();
    const known = new Set(stored);
    const broken = (await this.deployedElsewhere()).filter((projectId) => !known.has(projectId));
    const now = this.agentAssets();
    for (const projectId of stored) {
      const info = (await this.store.current(projectId))?.info;
      if (info === undefined) continue;
      // Files of the live release lost on the disk: the next deploy writes them again.
      if (((await this.store.lostBlobs?.(projectId)) ?? []).length > 0) broken.push(projectId);
      // Rendered for another address of the site, or its pages load a launcher this build no longer serves.
      else if (info.site_url !== siteUrl(projectId, this.addressing)) broken.push(projectId);
      else if (info.agent !== undefined && (info.agent.script !== now.scriptUrl || info.agent.frame !== now.frameOrigin)) broken.push(projectId);
    }
    return broken;
  }

  async deployedSettings(projectId: string): Promise<DeployedSettings> {
    const current = await this.store.current(projectId);
    return current === null ? { kind: 'none' } : { kind: 'deployed', settings: current.info.settings ?? null };
  }

  async remove(projectId: string): Promise<void> {
    await this.store.remove(projectId);
  }
}
