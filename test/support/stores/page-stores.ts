import type { Db, MongoClient } from 'mongodb';
import { MongoDraftRepository } from '../../../infrastructure/mongo/drafts/draft-repository.js';
import { MongoDraftVersionRepository } from '../../../infrastructure/mongo/drafts/draft-version-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoSiteSettingsStore } from '../../../infrastructure/mongo/site/site-settings-store.js';
import type { SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteDraftRepository } from '../../../infrastructure/sqlite/drafts/draft-repository.js';
import { SqliteDraftVersionRepository } from '../../../infrastructure/sqlite/drafts/draft-version-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteSiteSettingsStore } from '../../../infrastructure/sqlite/site/site-settings-store.js';
import { inMemoryPages, type InMemoryPagesState } from '../fakes/pages.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../fakes/projects.js';
import type { PageStores } from './page-fixtures.js';

/**
 * The document stores of each adapter, for the contract suites that run on top of them (pages,
 * drafts, publishing, search): each suite adds its own port beside these.
 */
export function inMemoryPageStores(): PageStores & { readonly state: InMemoryPagesState } {
  const projects = new InMemoryProjectStore();
  const { state, pages, versions, site } = inMemoryPages(projects);
  return { state, pages, drafts: pages, versions, site, projects: new InMemoryProjectRepository(projects) };
}

export const sqlitePageStores = (db: SqliteDatabase): PageStores => ({
  pages: new SqlitePageRepository(db),
  drafts: new SqliteDraftRepository(db),
  versions: new SqliteDraftVersionRepository(db),
  site: new SqliteSiteSettingsStore(db),
  projects: new SqliteProjectRepository(db),
});

export const mongoPageStores = (db: Db, client: MongoClient): PageStores => ({
  pages: new MongoPageRepository(db, client),
  drafts: new MongoDraftRepository(db, client),
  versions: new MongoDraftVersionRepository(db),
  site: new MongoSiteSettingsStore(db, client),
  projects: new MongoProjectRepository(db, client),
});
