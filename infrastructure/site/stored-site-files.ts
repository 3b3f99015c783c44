import type { SiteFile, SiteFiles, SiteLookup } from '../../application/site/ports.js';
import type { CurrentRelease, ReleaseEntry, ReleaseStore } from '../../application/site/release-store.js';
import { CONTENT_TYPES, headersOf, servedAt, variantOf } from './served-files.js';

/** Bodies kept in memory at most, over all sites (the least recently served go first): thousands of pages, well under the memory target. */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Entries (path → blob) remembered per site and release; past this the site's are forgotten and read again. */
const ENTRIES_KEPT = 20_000;

interface LoadedSite {
  readonly current: CurrentRelease;
  /** Names the release across removals (release numbers start again at 1 after a project's site is removed). */
  readonly tag: string;
  checkedAt: number;
  readonly entries: Map<string, ReleaseEntry | null>;
}

/**
 * Serves each site's live release from a ReleaseStore, so that every instance on the store
 * serves every site: entries and bodies read once per release and kept in a bounded
 * least-recently-served cache of this instance. The store's pointer is read again at most every
 * `recheckMs` (0: on every read, what a local SQLite file affords); a new release there makes
 * the next read use it, whichever instance deployed it. Request paths are only looked up as
 * entries of the release, never joined into a file path.
 */
export class StoredSiteFiles implements SiteFiles {
  private readonly sites = new Map<string, LoadedSite>();
  private readonly bodies = new Map<string, SiteFile>();
  private cachedBytes = 0;

  constructor(
    private readonly store: ReleaseStore,
    private readonly recheckMs: number,
    private readonly cacheBytes = CACHE_BYTES,
  ) {}

  async read(projectId: string, path: string, base: string): Promise<SiteLookup> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(projectId)) return { kind: 'not_found' };
    const found = await this.lookup(projectId, path, base, false);
    return found ?? (await this.lookup(projectId, path, base, true)) ?? { kind: 'not_found' };
  }

  /** Null when a blob of the release this instance had is gone, or the release names nothing there (a newer release may have collected it): read again with a fresh pointer. */
  private async lookup(projectId: string, path: string, base: string, fresh: boolean): Promise<SiteLookup | null> {
    const site = await this.site(projectId, fresh);
    if (site === null) return { kind: 'not_found' };
    const name = path === '' || path.endsWith('/') ? `${path}index.html` : path;
    const entry = await this.entry(projectId, site, name);
    if (entry !== null && !entry.rooted) {
      const file = await this.file(projectId, site, name, entry, base);
      return file === null ? null : { kind: 'file', file };
    }
    // `en/about` is the page `en/about/`: its relative links only work from the folder.
    if ((await this.entry(projectId, site, `${path}/index.html`)) !== null) return { kind: 'redirect', location: `${path}/` };
    // The 404 page of the language the path starts with, else the root language's.
    for (const candidate of [`${path.split('/', 1)[0]}/404.html`, '404.html']) {
      const notFound = await this.entry(projectId, site, candidate);
      if (notFound === null) continue;
      const page = await this.file(projectId, site, candidate, notFound, base);
      return page === null ? null : { kind: 'not_found', page };
    }
    // Not even a 404 page: the release this instance had may be collected since (another process switched): ask again, fresh.
    return fresh ? { kind: 'not_found' } : null;
  }

  private async site(projectId: string, fresh: boolean): Promise<LoadedSite | null> {
    const known = this.sites.get(projectId);
    const now = Date.now();
    if (known !== undefined && !fresh && now - known.checkedAt < this.recheckMs) return known;
    const current = await this.store.current(projectId);
    if (current === null) {
      this.sites.delete(projectId);
      return null;
    }
    const tag = `${current.release}\u0000${current.info.created_at}`;
    if (known !== undefined && known.tag === tag) {
      known.checkedAt = now;
      return known;
    }
    const site: LoadedSite = { current, tag, checkedAt: now, entries: new Map() };
    this.sites.set(projectId, site);
    return site;
  }

  private async entry(projectId: string, site: LoadedSite, name: string): Promise<ReleaseEntry | null> {
    const known = site.entries.get(name);
    if (known !== undefined) return known;
    const found = (await this.store.entries(projectId, site.current.release, [name])).get(name) ?? null;
    if (site.entries.size >= ENTRIES_KEPT) site.entries.clear();
    site.entries.set(name, found);
    return found;
  }

  private async file(projectId: string, site: LoadedSite, name: string, entry: ReleaseEntry, base: string): Promise<SiteFile | null> {
    // The blob's name is its content's hash: a body stays right for every release that names it.
    // Its headers come from the release's info (the agent's policy): part of the key for a page that loads the agent.
    const policy = entry.agent === true ? JSON.stringify(site.current.info.agent ?? null) : '';
    const cacheKey = `${projectId}\u0000${entry.etag}\u0000${variantOf(entry, base)}${entry.rooted === true ? base : ''}\u0000${entry.type}${policy}`;
    const kept = this.bodies.get(cacheKey);
    if (kept !== undefined) {
      // Served again: now the most recently served.
      this.bodies.delete(cacheKey);
      this.bodies.set(cacheKey, kept);
      return kept;
    }
    const stored = await this.store.blob(projectId, entry.etag);
    if (stored === null) return null;
    const { body, etag } = servedAt(entry, stored, base);
    const file: SiteFile = {
      body,
      contentType: CONTENT_TYPES[entry.type],
      etag,
      headers: headersOf(entry, site.current.info),
      // Both are named by their content's hash: a new theme is a new name.
      immutable: entry.type === 'css' || entry.type === 'svg',
    };
    if (body.byteLength <= this.cacheBytes) {
      for (const [key, old] of this.bodies) {
        if (this.cachedBytes + body.byteLength <= this.cacheBytes) break;
        this.bodies.delete(key);
        this.cachedBytes -= old.body.byteLength;
      }
      this.bodies.set(cacheKey, file);
      this.cachedBytes += body.byteLength;
    }
    return file;
  }
}
