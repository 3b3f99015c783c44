import { MongoDraftRepository } from '../../../infrastructure/mongo/drafts/draft-repository.js';
import { MongoDraftVersionRepository } from '../../../infrastructure/mongo/drafts/draft-version-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoPageSearchIndex } from '../../../infrastructure/mongo/search/page-search-index.js';
import { MongoSiteSettingsStore } from '../../../infrastructure/mongo/site/site-settings-store.js';
import { SqliteDraftRepository } from '../../../infrastructure/sqlite/drafts/draft-repository.js';
import { SqliteDraftVersionRepository } from '../../../infrastructure/sqlite/drafts/draft-version-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqlitePageSearchIndex } from '../../../infrastructure/sqlite/search/page-search-index.js';
import { SqliteSiteSettingsStore } from '../../../infrastructure/sqlite/site/site-settings-store.js';
import { inMemoryPages } from '../../support/fakes/in-memory-pages.js';
import { InMemoryPageSearchIndex } from '../../support/fakes/in-memory-search.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { pageSearchIndexContract, type SearchStores } from './page-search-index.contract.js';

describe('PageSearchIndex contract [in-memory fake]', () => {
  let stores: SearchStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    const { state, pages, versions, site } = inMemoryPages(projects);
    stores = { pages, drafts: pages, versions, site, projects: new InMemoryProjectRepository(projects), index: new InMemoryPageSearchIndex(state) };
  });
  pageSearchIndexContract(() => stores);
});

describe('PageSearchIndex contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: SearchStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      pages: new SqlitePageRepository(sqlite.db),
      drafts: new SqliteDraftRepository(sqlite.db),
      versions: new SqliteDraftVersionRepository(sqlite.db),
      site: new SqliteSiteSettingsStore(sqlite.db),
      projects: new SqliteProjectRepository(sqlite.db),
      index: new SqlitePageSearchIndex(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  pageSearchIndexContract(() => stores);
});

describeMongo('PageSearchIndex contract', (mongo) => {
  pageSearchIndexContract(() => {
    const { db, client } = mongo();
    return {
      pages: new MongoPageRepository(db, client),
      drafts: new MongoDraftRepository(db, client),
      versions: new MongoDraftVersionRepository(db),
      site: new MongoSiteSettingsStore(db, client),
      projects: new MongoProjectRepository(db, client),
      index: new MongoPageSearchIndex(db),
    };
  });
});
