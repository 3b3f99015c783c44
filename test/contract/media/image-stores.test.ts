import { MongoImageRepository } from '../../../infrastructure/mongo/media/image-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoSiteSettingsStore } from '../../../infrastructure/mongo/site/site-settings-store.js';
import { SqliteImageRepository } from '../../../infrastructure/sqlite/media/image-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteSiteSettingsStore } from '../../../infrastructure/sqlite/site/site-settings-store.js';
import { inMemoryPages, InMemorySiteSettingsStore } from '../../support/fakes/pages.js';
import { InMemoryImageRepository } from '../../support/fakes/media.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { imageRepositoryContract, type ImageStores } from './image-repository.contract.js';

describe('Image repository contract [in-memory fake]', () => {
  let stores: ImageStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    const { state, pages } = inMemoryPages(projects);
    const images = new InMemoryImageRepository(state);
    stores = { images, pages, projects: new InMemoryProjectRepository(projects), site: new InMemorySiteSettingsStore(state, images.images) };
  });
  imageRepositoryContract(() => stores);
});

describe('Image repository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: ImageStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      images: new SqliteImageRepository(sqlite.db),
      pages: new SqlitePageRepository(sqlite.db),
      projects: new SqliteProjectRepository(sqlite.db),
      site: new SqliteSiteSettingsStore(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  imageRepositoryContract(() => stores);
});

describeMongo('Image repository contract', (mongo) => {
  imageRepositoryContract(() => {
    const { db, client } = mongo();
    return {
      images: new MongoImageRepository(db, client),
      pages: new MongoPageRepository(db, client),
      projects: new MongoProjectRepository(db, client),
      site: new MongoSiteSettingsStore(db, client),
    };
  });
});
