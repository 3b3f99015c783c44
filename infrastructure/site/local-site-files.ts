import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteFile, SiteFiles, SiteLookup } from '../../application/site/ports.js';
import { THEME_POLICY } from '../../domain/site/page-policies.js';
import { SITE_ROOT } from './render/look.js';
import { sitemapAt } from './render/sitemap.js';
import { missing, type ReleaseFile, type ReleaseManifest, type SiteReleases } from './site-releases.js';

/** How often the `current` link is read again, for deploys made by another process. */
const RECHECK_MS = 1000;
/**
 * Bodies kept in memory at most, over all sites: the least recently served go first when a new
 * one would not fit (and are read from disk again when asked for). 32 MB holds thousands of
 * pages and keeps the process well under the memory target of docs/performance.md.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Sitemaps kept per site, one per address it is served at (its own, each verified domain, by http and https). */
const SITEMAP_VARIANTS = 16;

export const CONTENT_TYPES = { html: 'text/html; charset=utf-8', xml: 'application/xml; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/**
 * A stored file as served at `base` (the site's root address): the sitemap's addresses and a
 * rooted page's links made for that address, and an ETag that names the address when the bytes
 * depend on it. Both site readers (files on disk, the release store) serve through it.
 */
export function servedAt(entry: Pick<ReleaseFile, 'type' | 'rooted' | 'etag'>, stored: Uint8Array, base: string): { body: Uint8Array; etag: string } {
  let body = stored;
  if (entry.type === 'xml') body = sitemapAt(body, base);
  if (entry.rooted) body = Buffer.from(Buffer.from(body).toString('utf8').replaceAll(SITE_ROOT, pathOf(base)));
  const etag = entry.type === 'xml' ? `"${entry.etag}-${createHash('sha256').update(base).digest('base64url').slice(0, 12)}"` : `"${entry.etag}"`;
  return { body, etag };
}

/** Pages of a release rendered before the theme carry their own `<style>`: inline styles stay allowed for them. */
const LEGACY_POLICY = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * An uploaded custom HTML page is the owner's own markup, with its own styles and scripts: it
 * gets no theme policy and is served as uploaded. Its scripts run with its site's origin, one
 * of its own (`<project>.<sites domain>` or a verified domain), which holds no token of the
 * service, the portal or another project's site.
 */
const NO_HEADERS: Readonly<Record<string, string>> = {};
const THEME_HEADERS = { 'content-security-policy': THEME_POLICY };
const LEGACY_HEADERS = { 'content-security-policy': LEGACY_POLICY };

/** Which copy of a file an address gets. Relative links: one body serves every address. A sitemap's URLs are absolute. */
export const variantOf = (entry: Pick<ReleaseFile, 'type'>, base: string): string => (entry.type === 'xml' ? `${base}\u0000` : '');

/** The path of a site's absolute address (`https://host/` → `/`). */
const pathOf = (base: string): string => base.slice(base.indexOf('/', base.indexOf('//') + 2));

/** An origin as a policy source: a scheme, a host, maybe a port; nothing that could end a directive. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9.:[\]-]+$/;

/**
 * Pages that load the live agent (what their release recorded at deploy): the theme's policy,
 * with one script from the service's address (the launcher), and the service's conversation
 * frame (`frame-src`). The launcher styles itself with constructed stylesheets in its shadow
 * root, which need no source, and connects nowhere: the sign-in, the conversation, the
 * microphone and every token live in the frame, on the service's origin.
 */
function agentPolicy(agent: NonNullable<ReleaseManifest['agent']>): string {
  const frame = agent.frame !== undefined && ORIGIN.test(agent.frame) ? agent.frame : "'none'";
  return (
    `default-src 'none'; script-src ${new URL(agent.script).origin}; style-src 'self'; img-src *; connect-src 'self'; frame-src ${frame}; ` +
    `base-uri 'none'; form-action 'none'; frame-ancestors 'self'`
  );
}

export function headersOf(
  entry: Pick<ReleaseFile, 'custom' | 'type' | 'agent'>,
  manifest: Pick<ReleaseManifest, 'agent' | 'stylesheet'>,
): Readonly<Record<string, string>> {
  if (entry.custom || entry.type !== 'html') return NO_HEADERS;
  if (entry.agent === true && manifest.agent !== undefined) return { 'content-security-policy': agentPolicy(manifest.agent) };
  return manifest.stylesheet === undefined ? LEGACY_HEADERS : THEME_HEADERS;
}

interface LoadedSite {
  readonly release: string | null;
  readonly manifest: ReleaseManifest | null;
  checkedAt: number;
  readonly files: Map<string, SiteFile>;
  sitemaps: number;
}

/**
 * Serves the current release of each site from memory: the release's manifest and each file
 * read once (ETag computed at deploy), kept within a budget of bytes (least recently served
 * dropped first), dropped as soon as this process switches the release,
 * and the `current` link checked again at most every second for other processes' deploys.
 * Request paths are only looked up in the manifest, never joined into a file path.
 */
export class LocalSiteFiles implements SiteFiles {
  private readonly sites = new Map<string, LoadedSite | Promise<LoadedSite>>();
  private cachedBytes = 0;
  /** Every body kept, least recently served first (a Map keeps insertion order; a hit moves it last). */
  private readonly recency = new Map<SiteFile, { readonly site: LoadedSite; readonly key: string; readonly sitemap: boolean }>();

  constructor(
    private readonly releases: SiteReleases,
    private readonly cacheBytes = CACHE_BYTES,
  ) {
    releases.onChange((projectId) => {
      const known = this.sites.get(projectId);
      if (known !== undefined && !(known instanceof Promise)) this.forget(known);
      this.sites.delete(projectId);
    });
  }

  read(projectId: string, path: string, base: string): Promise<SiteLookup> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(projectId)) return Promise.resolve({ kind: 'not_found' });
    return this.lookup(projectId, path, base, false);
  }

  private async lookup(projectId: string, path: string, base: string, again: boolean): Promise<SiteLookup> {
    const site = await this.site(projectId);
    const files = site.manifest?.files;
    if (files === undefined || site.release === null) return { kind: 'not_found' };
    const name = path === '' || path.endsWith('/') ? `${path}index.html` : path;
    const entry = Object.hasOwn(files, name) ? files[name] : undefined;
    if (entry !== undefined && !entry.rooted) {
      // The common case answered without another await: a file read before.
      const kept = site.files.get(variantOf(entry, base) + name);
      if (kept !== undefined) {
        this.touch(kept);
        return { kind: 'file', file: kept };
      }
      const file = await this.file(projectId, site, name, entry, base, again);
      return file === null ? this.lookup(projectId, path, base, true) : { kind: 'file', file };
    }
    // `en/about` is the page `en/about/`: its relative links only work from the folder.
    if (Object.hasOwn(files, `${path}/index.html`)) return { kind: 'redirect', location: `${path}/` };
    // The 404 page of the language the path starts with, else the root language's.
    const language = `${path.split('/', 1)[0]}/404.html`;
    const notFound = [language, '404.html'].find((candidate) => Object.hasOwn(files, candidate));
    if (notFound === undefined) return { kind: 'not_found' };
    const page = await this.file(projectId, site, notFound, files[notFound]!, base, again);
    return page === null ? this.lookup(projectId, path, base, true) : { kind: 'not_found', page };
  }

  /**
   * A file of the current release, from memory when read before (each address variant once);
   * null when the release is no longer on disk (then `current` is read again, once).
   */
  private async file(projectId: string, site: LoadedSite, name: string, entry: ReleaseFile, base: string, again: boolean): Promise<SiteFile | null> {
    const variant = variantOf(entry, base);
    const cached = site.files.get(variant + name);
    if (cached !== undefined) {
      this.touch(cached);
      return cached;
    }
    let body: Uint8Array;
    try {
      body = await readFile(join(this.releases.releaseDir(projectId, site.release!), name));
    } catch (error) {
      // Another instance deployed since this one last read `current`, and pruned the release
      // this one still serves: read `current` again, once.
      if (again || !missing(error)) throw error;
      this.drop(projectId, site);
      return null;
    }
    const { body: served, etag } = servedAt(entry, body, base);
    const file: SiteFile = {
      body: served,
      contentType: CONTENT_TYPES[entry.type],
      etag,
      headers: headersOf(entry, site.manifest!),
      immutable: entry.type === 'css',
    };
    const room = entry.type !== 'xml' || site.sitemaps < SITEMAP_VARIANTS;
    if (room && body.byteLength <= this.cacheBytes && this.sites.get(projectId) === site) {
      this.makeRoom(body.byteLength);
      this.cachedBytes += body.byteLength;
      if (entry.type === 'xml') site.sitemaps += 1;
      site.files.set(variant + name, file);
      this.recency.set(file, { site, key: variant + name, sitemap: entry.type === 'xml' });
    }
    return file;
  }

  /** Served again: now the most recently served. */
  private touch(file: SiteFile): void {
    const place = this.recency.get(file);
    if (place === undefined) return;
    this.recency.delete(file);
    this.recency.set(file, place);
  }

  /** Drops the least recently served bodies until `bytes` more fit. */
  private makeRoom(bytes: number): void {
    for (const [file, { site, key, sitemap }] of this.recency) {
      if (this.cachedBytes + bytes <= this.cacheBytes) return;
      this.recency.delete(file);
      site.files.delete(key);
      if (sitemap) site.sitemaps -= 1;
      this.cachedBytes -= file.body.byteLength;
    }
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
    for (const file of site.files.values()) {
      this.cachedBytes -= file.body.byteLength;
      this.recency.delete(file);
    }
    site.files.clear();
    site.sitemaps = 0;
  }
}
