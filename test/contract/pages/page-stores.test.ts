import { MongoDraftVersionRepository } from '../../../infrastructure/mongo/pages/draft-version-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoSiteSettingsStore } from '../../../infrastructure/mongo/pages/site-settings-store.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteDraftVersionRepository } from '../../../infrastructure/sqlite/pages/draft-version-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteSiteSettingsStore } from '../../../infrastructure/sqlite/pages/site-settings-store.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { inMemoryPages } from '../../support/fakes/in-memory-pages.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { draftVersionsContract } from './draft-versions.contract.js';
import { pageRepositoryContract } from './page-repository.contract.js';
import type { PageStores } from './page-stores.fixtures.js';
import { slugReservationContract } from './slug-reservation.contract.js';

function pageStoresContract(stores: () => PageStores): void {
  pageRepositoryContract(stores);
  draftVersionsContract(stores);
  slugReservationContract(stores);
}

describe('Page stores contract [in-memory fake]', () => {
  let stores: PageStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    const { pages, versions, site } = inMemoryPages(projects);
    stores = { pages, versions, site, projects: new InMemoryProjectRepository(projects) };
  });
  pageStoresContract(() => stores);
});

describe('Page stores contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: PageStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      pages: new SqlitePageRepository(sqlite.db),
      versions: new SqliteDraftVersionRepository(sqlite.db),
      site: new SqliteSiteSettingsStore(sqlite.db),
      projects: new SqliteProjectRepository(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  pageStoresContract(() => stores);
});

describeMongo('Page stores contract', (mongo) => {
  pageStoresContract(() => {
    const { db, client } = mongo();
    return {
      pages: new MongoPageRepository(db, client),
      versions: new MongoDraftVersionRepository(db),
      site: new MongoSiteSettingsStore(db, client),
      projects: new MongoProjectRepository(db, client),
    };
  });
});
