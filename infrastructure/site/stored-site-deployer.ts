import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DeployedSettings, DeployGuard, LiveAgentAssets, SiteDeployer, SiteSnapshot } from '../../application/site/ports.js';
import type { ReleaseEntry, ReleaseInfo, ReleaseStore } from '../../application/site/release-store.js';
import { ignoreProgress, type ProgressListener } from '../../application/shared/progress.js';
import { siteUrl, type SiteAddressing } from '../../domain/site/site-origin.js';
import { digest, plannedSite, PROGRESS_EVERY, renderCounter } from './planned-files.js';
import { renderSitemap } from './render/sitemap.js';

/** Releases kept, the current one included (older ones are collected with the blobs only they name). */
const RELEASES_KEPT = 3;
/** Files rendered per step, the event loop getting a turn between steps; each step is staged at once. */
const STEP = 64;

/**
 * The SiteDeployer over a ReleaseStore (FILE_STORAGE): renders the files whose key changed since
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

  /**
   * `deployedElsewhere`: projects with a site deployed before sites moved to the store (under
   * `DATA_DIR/sites` with FILE_STORAGE=disk): those without a release in the store are deployed
   * into it at start-up, so switching FILE_STORAGE leaves no site missing until its next publish.
   * `progress` hears, in a deploy that renders at least `progressEvery` files (a full rebuild
   * after a theme or settings change, a first deploy), how many it rendered, every `progressEvery`.
   */
  constructor(
    private readonly store: ReleaseStore,
    private readonly agentAssets: () => LiveAgentAssets,
    private readonly addressing: SiteAddressing,
    options: { deployedElsewhere?: () => Promise<readonly string[]>; progress?: ProgressListener; progressEvery?: number } = {},
  ) {
    this.deployedElsewhere = options.deployedElsewhere ?? (async () => []);
    this.progress = options.progress ?? ignoreProgress;
    this.progressEvery = options.progressEvery ?? PROGRESS_EVERY;
  }

  async deploy(site: SiteSnapshot, guard: DeployGuard): Promise<{ release: string }> {
    const { projectId, agent } = site;
    const { plan, stylesheet, planned } = await plannedSite(site);
    guard.check();
    const prepared = await this.store.prepare(projectId);
    const live = prepared.base === null ? null : await this.store.current(projectId);
    const previous = prepared.base === null ? new Map<string, ReleaseEntry>() : await this.store.allEntries(projectId, prepared.base);
    const kept = new Set<string>(['sitemap.xml']);
    // A reader whose page came from the release before still gets the stylesheet it links.
    const earlier = live?.info.stylesheet;
    if (earlier !== undefined && previous.has(earlier)) kept.add(earlier);
    const rendered = renderCounter(planned, (file) => previous.get(file.path)?.key === file.key, projectId, this.progress, this.progressEvery);
    for (let start = 0; start < planned.length; start += STEP) {
      const put = new Map<string, ReleaseEntry>();
      for (const file of planned.slice(start, start + STEP)) {
        kept.add(file.path);
        if (previous.get(file.path)?.key === file.key) continue;
        const body = await file.render();
        rendered();
        const etag = digest(body);
        guard.check();
        await this.store.putBlob(projectId, etag, Buffer.from(body));
        put.set(file.path, {
          key: file.key,
          etag,
          type: file.type,
          ...(file.custom && { custom: true as const }),
          ...(file.rooted === true && { rooted: true as const }),
          ...(file.agent === true && { agent: true as const }),
          size: Buffer.byteLength(body),
        });
      }
      guard.check();
      if (put.size > 0) await this.store.stage(projectId, prepared.release, put, []);
      await nextTurn();
    }
    const sitemap = await renderSitemap(plan);
    const sitemapTag = digest(sitemap);
    guard.check();
    if (previous.get('sitemap.xml')?.etag !== sitemapTag) {
      await this.store.putBlob(projectId, sitemapTag, Buffer.from(sitemap));
      const entry: ReleaseEntry = { key: sitemapTag, etag: sitemapTag, type: 'xml', size: Buffer.byteLength(sitemap) };
      await this.store.stage(projectId, prepared.release, new Map([['sitemap.xml', entry]]), []);
    }
    const gone = [...previous.keys()].filter((path) => !kept.has(path));
    if (gone.length > 0) await this.store.stage(projectId, prepared.release, new Map(), gone);
    const info: ReleaseInfo = {
      created_at: new Date().toISOString(),
      stylesheet: stylesheet.path,
      site_url: site.theme.siteUrl,
      ...(agent !== null && { agent: { script: agent.scriptUrl, frame: agent.frameOrigin } }),
      settings: site.settings,
    };
    guard.check();
    const outcome = await this.store.switchTo(projectId, prepared, info);
    if (outcome.kind === 'moved')
      throw new Error(`Release ${prepared.release} of project ${projectId} was made from release ${prepared.base}, but ${outcome.current} is live now`);
    if (outcome.kind === 'incomplete')
      throw new Error(`Release ${prepared.release} of project ${projectId} lacks blobs ${outcome.missing.join(', ')}: the live site stays`);
    await this.store.collect(projectId, RELEASES_KEPT);
    return { release: String(prepared.release) };
  }

  async brokenSites(): Promise<string[]> {
    const stored = await this.store.projects();
    const known = new Set(stored);
    const broken = (await this.deployedElsewhere()).filter((projectId) => !known.has(projectId));
    const now = this.agentAssets();
    for (const projectId of stored) {
      const info = (await this.store.current(projectId))?.info;
      if (info === undefined) continue;
      // Rendered for another address of the site, or its pages load a launcher this build no longer serves.
      if (info.site_url !== siteUrl(projectId, this.addressing)) broken.push(projectId);
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
