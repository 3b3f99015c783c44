import type { DeployGuard, SiteSnapshot } from '../../../application/site/ports.js';
import type { ReleaseEntry, ReleaseStore } from '../../../application/site/release-store.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { aSiteTheme } from '../../support/builders.js';

/** Pages, sites and a counting store for the tests of the stored site deployer. */
export const page = (slug: string, revision = 1, content = `# ${slug}`, language = 'en'): PageDocument => ({
  id: `id-${language}-${slug}`,
  project_id: 'proj',
  slug,
  language,
  visibility: 'public',
  metadata: { title: slug },
  content,
  doc_template_id: 'page',
  revision,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: `2026-01-01T00:00:0${revision}Z`,
});
export const snapshot = (pages: PageDocument[], navigation: readonly NavigationEntry[] = [], accentColor: string | null = null): SiteSnapshot => ({
  projectId: 'proj',
  mark: 0,
  name: 'Site',
  defaultLanguage: 'en',
  pages,
  navigation,
  images: {},
  theme: aSiteTheme('proj', { accentColor }),
  agent: null,
  homePages: {},
  settings: 'settings-1',
});
export const sidebar = (slugs: string[]): NavigationEntry => ({
  id: 'nav-1',
  project_id: 'proj',
  kind: 'sidebar_group',
  language: 'en',
  position: 0,
  body: { title: 'Docs', items: slugs.map((slug) => ({ slug, label: slug })) },
});
export const ADDRESSING = { publicBaseUrl: 'http://service.test', sitesDomain: 'sites.test' };
export const AGENT_ASSETS = { scriptUrl: 'http://service.test/assets/live-agent-AAAA1111.js', frameOrigin: 'http://service.test' };
export const AT = 'http://proj.sites.test/';
export const held: DeployGuard = { check: () => undefined };

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
  const entries: Map<string, ReleaseEntry> = current === null ? new Map() : await store.allEntries('proj', current.release);
  const files: Record<string, string> = {};
  for (const [path, entry] of [...entries].sort(([a], [b]) => a.localeCompare(b)))
    files[path] = Buffer.from((await store.blob('proj', entry.etag))!).toString();
  return files;
}
