import { MongoDraftRepository } from '../../../infrastructure/mongo/drafts/draft-repository.js';
import { MongoDraftVersionRepository } from '../../../infrastructure/mongo/drafts/draft-version-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoSiteSettingsStore } from '../../../infrastructure/mongo/site/site-settings-store.js';
import { SqliteDraftRepository } from '../../../infrastructure/sqlite/drafts/draft-repository.js';
import { SqliteDraftVersionRepository } from '../../../infrastructure/sqlite/drafts/draft-version-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteSiteSettingsStore } from '../../../infrastructure/sqlite/site/site-settings-store.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { inMemoryPages } from '../../support/fakes/in-memory-pages.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { draftRepositoryContract } from '../drafts/draft-repository.contract.js';
import { draftVersionsContract } from '../drafts/draft-versions.contract.js';
import { pageRepositoryContract } from './page-repository.contract.js';
import type { PageStores } from './page-stores.fixtures.js';
import { slugReservationContract } from './slug-reservation.contract.js';

function pageStoresContract(stores: () => PageStores): void {
  pageRepositoryContract(stores);
  draftRepositoryContract(stores);
  draftVersionsContract(stores);
  slugReservationContract(stores);
}

describe('Document stores contract [in-memory fake]', () => {
  let stores: PageStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    const { pages, versions, site } = inMemoryPages(projects);
    stores = { pages, drafts: pages, versions, site, projects: new InMemoryProjectRepository(projects) };
  });
  pageStoresContract(() => stores);
});

describe('Document stores contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: PageStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      pages: new SqlitePageRepository(sqlite.db),
      drafts: new SqliteDraftRepository(sqlite.db),
      versions: new SqliteDraftVersionRepository(sqlite.db),
      site: new SqliteSiteSettingsStore(sqlite.db),
      projects: new SqliteProjectRepository(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  pageStoresContract(() => stores);
});

describeMongo('Document stores contract', (mongo) => {
  pageStoresContract(() => {
    const { db, client } = mongo();
    return {
      pages: new MongoPageRepository(db, client),
      drafts: new MongoDraftRepository(db, client),
      versions: new MongoDraftVersionRepository(db),
      site: new MongoSiteSettingsStore(db, client),
      projects: new MongoProjectRepository(db, client),
    };
  });
});
