import type { ReleaseEntry, ReleaseStore } from '../../../application/site/release-store.js';
import type { SiteSnapshot } from '../../../application/site/ports.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskReleaseStore } from '../../../infrastructure/site/disk-release-store.js';
import { SqliteReleaseStore } from '../../../infrastructure/sqlite/site/release-store.js';
import { InMemoryReleaseStore } from '../../support/fakes/release-store.js';
import { sitePage, siteSnapshot } from '../../support/site-snapshots.js';
import { tempSqlite } from '../../support/sqlite.js';

export { ADDRESSING, AGENT_ASSETS, AT, held, sidebar } from '../../support/site-snapshots.js';

/** The deployers' tests write pages and sites positionally: revision, content, language; navigation, accent colour. */
export const page = (slug: string, revision = 1, content = `# ${slug}`, language = 'en'): PageDocument => sitePage(slug, { revision, content, language });
export const snapshot = (pages: PageDocument[], navigation: readonly NavigationEntry[] = [], accentColor: string | null = null): SiteSnapshot =>
  siteSnapshot(pages, { navigation, accentColor });

/** The release stores the stored deployer's suites run over, each opened fresh per test (MongoDB's has the release store contract). */
export const RELEASE_STORES = [
  ['in-memory fake', () => ({ store: new InMemoryReleaseStore() as ReleaseStore, dispose: () => undefined })],
  [
    'SQLite',
    () => {
      const sqlite = tempSqlite();
      return { store: new SqliteReleaseStore(sqlite.db) as ReleaseStore, dispose: sqlite.dispose };
    },
  ],
  [
    'disk, DATA_DIR/sites',
    () => {
      const root = mkdtempSync(join(tmpdir(), 'content-service-releases-'));
      return { store: new DiskReleaseStore(root) as ReleaseStore, dispose: () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
] as const;

/** The store, counting what a deploy writes. */
export function counting(store: ReleaseStore): { store: ReleaseStore; staged: string[]; blobs: string[] } {
  const staged: string[] = [];
  const blobs: string[] = [];
  const wrapped: ReleaseStore = Object.create(store) as ReleaseStore;
  wrapped.stage = (projectId, release, put, removed) => {
    staged.push(...put.keys(), ...removed.map((path) => `-${path}`));
    return store.stage(projectId, release, put, removed);
  };
  wrapped.putBlob = (projectId, etag, body) => {
    blobs.push(etag);
    return store.putBlob(projectId, etag, body);
  };
  return { store: wrapped, staged, blobs };
}

/** Every file of the live release, as bytes. */
export async function liveSite(store: ReleaseStore): Promise<Record<string, string>> {
  const current = await store.current('proj');
  const entries: ReadonlyMap<string, ReleaseEntry> = current === null ? new Map() : await store.allEntries('proj', current.release);
  const files: Record<string, string> = {};
  for (const [path, entry] of [...entries].sort(([a], [b]) => a.localeCompare(b)))
    files[path] = Buffer.from((await store.blob('proj', entry.etag))!).toString();
  return files;
}
