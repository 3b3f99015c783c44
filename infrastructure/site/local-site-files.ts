import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteFile, SiteFiles, SiteLookup } from '../../application/site/ports.js';
import { sitemapAt } from './render/sitemap.js';
import { missing, type ReleaseManifest, type SiteReleases } from './site-releases.js';

/** How often the `current` link is read again, for deploys made by another process. */
const RECHECK_MS = 1000;
/** Bodies kept in memory at most, over all sites; beyond that files are read from disk per request. */
const CACHE_BYTES = 128 * 1024 * 1024;
/** Sitemaps kept per site, one per address it is served at (the service's, each verified domain, by http and https). */
const SITEMAP_VARIANTS = 16;

const CONTENT_TYPES = { html: 'text/html; charset=utf-8', xml: 'application/xml; charset=utf-8' } as const;

/** Markdown pages run no script at all: a second line of defence behind the renderer's escaping. */
const PAGE_POLICY = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
/**
 * An uploaded custom HTML page may run its own scripts; on the service's own address they run
 * in a sandbox (an opaque origin), never with the service's origin. On the site's own domain
 * the page is served as uploaded.
 */
const CUSTOM_POLICY_ON_SERVICE = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

const NO_HEADERS: Readonly<Record<string, string>> = {};

interface LoadedSite {
  readonly release: string | null;
  readonly manifest: ReleaseManifest | null;
  checkedAt: number;
  readonly files: Map<string, SiteFile>;
  sitemaps: number;
}

/**
 * Serves the current release of each site from memory: the release's manifest and each file
 * read once (ETag computed at deploy), dropped as soon as this process switches the release,
 * and the `current` link checked again at most every second for other processes' deploys.
 * Request paths are only looked up in the manifest, never joined into a file path.
 */
export class LocalSiteFiles implements SiteFiles {
  private readonly sites = new Map<string, LoadedSite | Promise<LoadedSite>>();
  private cachedBytes = 0;

  constructor(private readonly releases: SiteReleases) {
    releases.onChange((projectId) => {
      const known = this.sites.get(projectId);
      if (known !== undefined && !(known instanceof Promise)) this.forget(known);
      this.sites.delete(projectId);
    });
  }

  read(projectId: string, path: string, at: { readonly base: string; readonly ownDomain: boolean }): Promise<SiteLookup> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(projectId)) return Promise.resolve({ kind: 'not_found' });
    return this.lookup(projectId, path, at, false);
  }

  private async lookup(projectId: string, path: string, at: { readonly base: string; readonly ownDomain: boolean }, again: boolean): Promise<SiteLookup> {
    const site = await this.site(projectId);
    const files = site.manifest?.files;
    if (files === undefined || site.release === null) return { kind: 'not_found' };
    const name = path === '' || path.endsWith('/') ? `${path}index.html` : path;
    const entry = Object.hasOwn(files, name) ? files[name] : undefined;
    if (entry === undefined) {
      // `en/about` is the page `en/about/`: its relative links only work from the folder.
      return Object.hasOwn(files, `${path}/index.html`) ? { kind: 'redirect', location: `${path}/` } : { kind: 'not_found' };
    }
    // HTML links are relative: one body serves every address. A sitemap's URLs are absolute.
    const variant = entry.type === 'xml' ? `${at.base}\u0000` : at.ownDomain && entry.custom ? 'own\u0000' : '';
    const cached = site.files.get(variant + name);
    if (cached !== undefined) return { kind: 'file', file: cached };
    let body: Uint8Array;
    try {
      body = await readFile(join(this.releases.releaseDir(projectId, site.release), name));
    } catch (error) {
      // Another instance deployed since this one last read `current`, and pruned the release
      // this one still serves: read `current` again, once.
      if (again || !missing(error)) throw error;
      this.drop(projectId, site);
      return this.lookup(projectId, path, at, true);
    }
    if (entry.type === 'xml') body = sitemapAt(body, at.base);
    const headers = entry.custom
      ? at.ownDomain
        ? NO_HEADERS
        : { 'content-security-policy': CUSTOM_POLICY_ON_SERVICE }
      : entry.type === 'html'
        ? { 'content-security-policy': PAGE_POLICY }
        : NO_HEADERS;
    const etag = entry.type === 'xml' ? `"${entry.etag}-${createHash('sha256').update(at.base).digest('base64url').slice(0, 12)}"` : `"${entry.etag}"`;
    const file: SiteFile = { body, contentType: CONTENT_TYPES[entry.type], etag, headers };
    const room = entry.type !== 'xml' || site.sitemaps < SITEMAP_VARIANTS;
    if (room && this.cachedBytes + body.byteLength <= CACHE_BYTES && this.sites.get(projectId) === site) {
      this.cachedBytes += body.byteLength;
      if (entry.type === 'xml') site.sitemaps += 1;
      site.files.set(variant + name, file);
    }
    return { kind: 'file', file };
  }

  private async site(projectId: string): Promise<LoadedSite> {
    const known = this.sites.get(projectId);
    const now = Date.now();
    if (known !== undefined && !(known instanceof Promise) && now - known.checkedAt < RECHECK_MS) return known;
    if (known instanceof Promise) return known;
    const loading = this.load(projectId, known);
    this.sites.set(projectId, loading);
    try {
      const site = await loading;
      if (this.sites.get(projectId) === loading) this.sites.set(projectId, site);
      return site;
    } catch (error) {
      if (this.sites.get(projectId) === loading) this.sites.delete(projectId);
      throw error;
    }
  }

  private async load(projectId: string, known: LoadedSite | undefined): Promise<LoadedSite> {
    const release = await this.releases.current(projectId);
    if (known !== undefined && known.release === release) {
      known.checkedAt = Date.now();
      return known;
    }
    if (known !== undefined) this.forget(known);
    const manifest = release === null ? null : await this.releases.manifest(projectId, release);
    return { release, manifest, checkedAt: Date.now(), files: new Map(), sitemaps: 0 };
  }

  private drop(projectId: string, site: LoadedSite): void {
    if (this.sites.get(projectId) !== site) return;
    this.forget(site);
    this.sites.delete(projectId);
  }

  private forget(site: LoadedSite): void {
    for (const file of site.files.values()) this.cachedBytes -= file.body.byteLength;
    site.files.clear();
    site.sitemaps = 0;
  }
}
