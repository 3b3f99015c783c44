import { MongoDraftRepository } from '../../../infrastructure/mongo/drafts/draft-repository.js';
import { MongoDraftVersionRepository } from '../../../infrastructure/mongo/drafts/draft-version-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoPublishRepository } from '../../../infrastructure/mongo/publishing/publish-repository.js';
import { MongoSiteSettingsStore } from '../../../infrastructure/mongo/site/site-settings-store.js';
import { SqliteDraftRepository } from '../../../infrastructure/sqlite/drafts/draft-repository.js';
import { SqliteDraftVersionRepository } from '../../../infrastructure/sqlite/drafts/draft-version-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqlitePublishRepository } from '../../../infrastructure/sqlite/publishing/publish-repository.js';
import { SqliteSiteSettingsStore } from '../../../infrastructure/sqlite/site/site-settings-store.js';
import { inMemoryPages } from '../../support/fakes/in-memory-pages.js';
import { InMemoryPublishRepository } from '../../support/fakes/in-memory-publishing.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { publishRepositoryContract, type PublishStores } from './publish-repository.contract.js';

describe('PublishRepository contract [in-memory fake]', () => {
  let stores: PublishStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    const { state, pages, versions, site } = inMemoryPages(projects);
    stores = { pages, drafts: pages, versions, site, projects: new InMemoryProjectRepository(projects), publishes: new InMemoryPublishRepository(state) };
  });
  publishRepositoryContract(() => stores);
});

describe('PublishRepository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: PublishStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      pages: new SqlitePageRepository(sqlite.db),
      drafts: new SqliteDraftRepository(sqlite.db),
      versions: new SqliteDraftVersionRepository(sqlite.db),
      site: new SqliteSiteSettingsStore(sqlite.db),
      projects: new SqliteProjectRepository(sqlite.db),
      publishes: new SqlitePublishRepository(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  publishRepositoryContract(() => stores);
});

describeMongo('PublishRepository contract', (mongo) => {
  publishRepositoryContract(() => {
    const { db, client } = mongo();
    return {
      pages: new MongoPageRepository(db, client),
      drafts: new MongoDraftRepository(db, client),
      versions: new MongoDraftVersionRepository(db),
      site: new MongoSiteSettingsStore(db, client),
      projects: new MongoProjectRepository(db, client),
      publishes: new MongoPublishRepository(db, client),
    };
  });
});
