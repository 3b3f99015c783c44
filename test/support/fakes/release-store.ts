import type { CurrentRelease, PreparedRelease, ReleaseEntry, ReleaseInfo, ReleaseStore, SwitchOutcome } from '../../../application/site/release-store.js';

/** A file of the releases `from` up to (not including) `to`; `to` null: every release since `from`. */
interface Row {
  readonly path: string;
  readonly from: number;
  to: number | null;
  readonly entry: ReleaseEntry;
}

interface Site {
  current: CurrentRelease | null;
  rows: Row[];
  readonly blobs: Map<string, Uint8Array>;
  readonly infos: Map<number, ReleaseInfo>;
}

const visible = (row: Row, release: number) => row.from <= release && (row.to === null || row.to > release);

/** The ReleaseStore in memory, with the same versioned rows as the SQLite and MongoDB adapters. */
export class InMemoryReleaseStore implements ReleaseStore {
  private readonly sites = new Map<string, Site>();

  private site(projectId: string): Site {
    let site = this.sites.get(projectId);
    if (site === undefined) {
      site = { current: null, rows: [], blobs: new Map(), infos: new Map() };
      this.sites.set(projectId, site);
    }
    return site;
  }

  async current(projectId: string): Promise<CurrentRelease | null> {
    return this.sites.get(projectId)?.current ?? null;
  }

  async entries(projectId: string, release: number, paths: readonly string[]): Promise<Map<string, ReleaseEntry>> {
    const wanted = new Set(paths);
    const rows = this.site(projectId).rows.filter((row) => wanted.has(row.path) && visible(row, release));
    return new Map(rows.map((row) => [row.path, row.entry]));
  }

  async allEntries(projectId: string, release: number): Promise<Map<string, ReleaseEntry>> {
    return new Map(
      this.site(projectId)
        .rows.filter((row) => visible(row, release))
        .map((row) => [row.path, row.entry]),
    );
  }

  async blob(projectId: string, etag: string): Promise<Uint8Array | null> {
    return this.sites.get(projectId)?.blobs.get(etag) ?? null;
  }

  async putBlob(projectId: string, etag: string, body: Uint8Array): Promise<void> {
    const { blobs } = this.site(projectId);
    if (!blobs.has(etag)) blobs.set(etag, Uint8Array.from(body));
  }

  async prepare(projectId: string): Promise<PreparedRelease> {
    const site = this.site(projectId);
    const base = site.current?.release ?? null;
    const last = base ?? 0;
    site.rows = site.rows.filter((row) => row.from <= last);
    for (const row of site.rows) if (row.to !== null && row.to > last) row.to = null;
    return { release: last + 1, base };
  }

  async stage(projectId: string, release: number, put: ReadonlyMap<string, ReleaseEntry>, removed: readonly string[]): Promise<void> {
    const site = this.site(projectId);
    for (const path of [...put.keys(), ...removed]) {
      site.rows = site.rows.filter((row) => !(row.path === path && row.from === release));
      for (const row of site.rows) if (row.path === path && row.to === null) row.to = release;
    }
    for (const [path, entry] of put) site.rows.push({ path, from: release, to: null, entry });
  }

  async switchTo(projectId: string, prepared: PreparedRelease, info: ReleaseInfo): Promise<SwitchOutcome> {
    const site = this.site(projectId);
    const current = site.current?.release ?? null;
    if (current !== prepared.base) return { kind: 'moved', current };
    const missing = [...new Set(site.rows.filter((row) => row.from === prepared.release && !site.blobs.has(row.entry.etag)).map((row) => row.entry.etag))];
    if (missing.length > 0) return { kind: 'incomplete', missing };
    site.current = { release: prepared.release, info };
    site.infos.set(prepared.release, info);
    return { kind: 'switched' };
  }

  async collect(projectId: string, keep: number): Promise<void> {
    const site = this.sites.get(projectId);
    if (site?.current == null) return;
    const oldest = site.current.release - keep + 1;
    site.rows = site.rows.filter((row) => row.to === null || row.to > oldest);
    const named = new Set(site.rows.map((row) => row.entry.etag));
    for (const etag of [...site.blobs.keys()]) if (!named.has(etag)) site.blobs.delete(etag);
  }

  async remove(projectId: string): Promise<void> {
    this.sites.delete(projectId);
  }

  async projects(): Promise<string[]> {
    return [...this.sites].filter(([, site]) => site.current !== null).map(([id]) => id);
  }
}
