import { linkSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import type { DeployedSettings, DeployGuard, LiveAgentAssets, SiteDeployer, SiteSnapshot } from '../../application/site/ports.js';
import { siteUrl, type SiteAddressing } from '../../domain/site/site-origin.js';
import { digest, plannedSite, renderCounter } from './planned-files.js';
import { ignoreProgress, type ProgressListener } from '../../application/shared/progress.js';
import { renderSitemap } from './render/sitemap.js';
import type { ReleaseFile, ReleaseManifest, SiteReleases } from './site-releases.js';

/** Complete releases kept on disk, the current one included (older ones are for a quick look back). */
const RELEASES_KEPT = 3;
/**
 * Files rendered and written per step, the event loop getting a turn between steps. Small
 * files are written synchronously: through the thread pool each costs several times more.
 */
const STEP = 64;

/**
 * The embedded SiteDeployer: renders every live page to static HTML under
 * `DATA_DIR/sites/<project>/releases/<id>/` (one folder per language, an index per language,
 * the root, a 404 page per language, the theme's stylesheet, `sitemap.xml`), then switches
 * `current` to it in one rename once every file is verified there. A file whose sources did
 * not change since the current release (same page revision, same navigation of its language,
 * same look) is hard-linked from it instead of rendered again. Every write happens while the
 * deploy's guard says its lease is held.
 */
export class LocalSiteDeployer implements SiteDeployer {
  /** The settings fingerprint of each project's live release, by release id. */
  private readonly settingsOf = new Map<string, { readonly release: string; readonly settings: string | null }>();

  /**
   * `agentAssets`: what the live agent's pages load and frame now; `addressing`: where sites
   * live. A release made with other ones (an older build's launcher, another address of the
   * service or of the site) is deployed again at start-up.
   */
  constructor(
    private readonly releases: SiteReleases,
    private readonly agentAssets: () => LiveAgentAssets,
    private readonly addressing: SiteAddressing,
    /** Hears how far a deploy that renders many files got (renderCounter). */
    private readonly progress: ProgressListener = ignoreProgress,
  ) {}

  async deploy(site: SiteSnapshot, guard: DeployGuard): Promise<{ release: string }> {
    const { projectId } = site;
    const { plan, stylesheet, planned } = await plannedSite(site);
    guard.check();
    // A deploy that stopped or died midway left a release that never completed: gone before anything else.
    await this.releases.prune(projectId, RELEASES_KEPT);
    const currentId = await this.releases.current(projectId);
    const previous = currentId === null ? null : await this.releases.manifest(projectId, currentId);
    const id = this.releases.newReleaseId();
    const dir = await this.releases.create(projectId, id);
    try {
      const files: Record<string, ReleaseFile> = {};
      const { agent } = site;
      const previousDir = currentId === null ? null : this.releases.releaseDir(projectId, currentId);
      const folders = new Set<string>();
      const rendered = renderCounter(planned, (file) => previous?.files[file.path]?.key === file.key, projectId, this.progress);
      for (let start = 0; start < planned.length; start += STEP) {
        guard.check();
        for (const file of planned.slice(start, start + STEP)) {
          const target = join(dir, file.path);
          const folder = dirname(target);
          if (!folders.has(folder)) {
            mkdirSync(folder, { recursive: true });
            folders.add(folder);
          }
          const before = previous?.files[file.path];
          const size =
            before !== undefined && before.key === file.key && previousDir !== null ? reused(join(previousDir, file.path), target, before.size) : null;
          if (size !== null) {
            files[file.path] = { ...before!, size };
            continue;
          }
          const body = await file.render();
          rendered();
          // A render may wait (the code highlighter loading): the lease is checked again before its write.
          guard.check();
          writeFileSync(target, body);
          files[file.path] = {
            key: file.key,
            etag: digest(body),
            type: file.type,
            ...(file.custom && { custom: true as const }),
            ...(file.rooted === true && { rooted: true as const }),
            ...(file.agent === true && { agent: true as const }),
            size: Buffer.byteLength(body),
          };
        }
        await nextTurn();
      }
      // A reader whose page came from the release before still gets the stylesheet it links.
      const earlier = previous?.stylesheet;
      const earlierFile = earlier === undefined || earlier === stylesheet.path ? undefined : previous!.files[earlier];
      const earlierSize = earlierFile === undefined ? null : reused(join(previousDir!, earlier!), join(dir, earlier!), earlierFile.size);
      if (earlierSize !== null) files[earlier!] = { ...earlierFile!, size: earlierSize };
      const sitemap = await renderSitemap(plan);
      guard.check();
      await writeFile(join(dir, 'sitemap.xml'), sitemap);
      files['sitemap.xml'] = { key: digest(sitemap), etag: digest(sitemap), type: 'xml', size: Buffer.byteLength(sitemap) };
      const manifest: ReleaseManifest = {
        id,
        created_at: new Date().toISOString(),
        files,
        stylesheet: stylesheet.path,
        site_url: site.theme.siteUrl,
        ...(agent !== null && { agent: { script: agent.scriptUrl, frame: agent.frameOrigin } }),
        settings: site.settings,
      };
      await this.releases.complete(projectId, manifest);
      guard.check();
      await this.releases.switchTo(projectId, id);
    } catch (error) {
      // Never left for a later deploy to take for whole, nor to reuse files from.
      await this.releases.discard(projectId, id).catch(() => undefined);
      throw error;
    }
    await this.releases.prune(projectId, RELEASES_KEPT);
    return { release: id };
  }

  brokenSites(): Promise<string[]> {
    return this.releases.brokenSites((manifest, projectId) => {
      // Rendered for another address (its canonical links and sitemap name it), or before sites had origins of their own.
      if (manifest.site_url !== siteUrl(projectId, this.addressing)) return true;
      if (manifest.agent === undefined) return false;
      const now = this.agentAssets();
      // Its pages load a launcher this build no longer serves, or frame the conversation from elsewhere.
      return manifest.agent.script !== now.scriptUrl || manifest.agent.frame !== now.frameOrigin;
    });
  }

  /** Deploys on disk are whole: each release is a folder of its own, made by linking the unchanged files of the one before. */
  async deployChanges(): Promise<'whole'> {
    return 'whole';
  }

  async deployedMark(): Promise<null> {
    return null;
  }

  async deployedSettings(projectId: string): Promise<DeployedSettings> {
    const current = await this.releases.current(projectId);
    if (current === null) return { kind: 'none' };
    const known = this.settingsOf.get(projectId);
    if (known?.release === current) return { kind: 'deployed', settings: known.settings };
    // Read once per release: a manifest lists every file of the site, and this is asked on every status read.
    const settings = (await this.releases.manifest(projectId, current))?.settings ?? null;
    this.settingsOf.set(projectId, { release: current, settings });
    return { kind: 'deployed', settings };
  }

  async remove(projectId: string): Promise<void> {
    await this.releases.remove(projectId);
  }
}

/**
 * Hard-links the current release's file into the new one when it is there at its recorded
 * size, and answers its size; null when it cannot (then it is rendered again).
 */
function reused(from: string, to: string, size: number | undefined): number | null {
  try {
    linkSync(from, to);
  } catch {
    return null;
  }
  const linked = statSync(to).size;
  if (size === undefined || linked === size) return linked;
  // Not the file that was written: the link goes, so rendering writes a file of its own (not through the link).
  rmSync(to);
  return null;
}
