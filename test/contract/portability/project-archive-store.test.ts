import { MongoProjectArchiveStore } from '../../../infrastructure/mongo/portability/project-archive-store.js';
import { MongoPageSearchIndex } from '../../../infrastructure/mongo/search/page-search-index.js';
import { MongoNavigationRepository } from '../../../infrastructure/mongo/site/navigation-repository.js';
import { MongoTemplateCatalog } from '../../../infrastructure/mongo/templates/template-catalog.js';
import { SqliteProjectArchiveStore } from '../../../infrastructure/sqlite/portability/project-archive-store.js';
import { SqlitePageSearchIndex } from '../../../infrastructure/sqlite/search/page-search-index.js';
import { SqliteNavigationRepository } from '../../../infrastructure/sqlite/site/navigation-repository.js';
import { SqliteTemplateCatalog } from '../../../infrastructure/sqlite/templates/template-catalog.js';
import { InMemoryPageSearchIndex } from '../../support/fakes/search.js';
import { InMemoryNavigationRepository } from '../../support/fakes/site.js';
import { InMemoryTemplateCatalog } from '../../support/fakes/templates.js';
import { InMemoryProjectArchiveStore } from '../../support/fakes/portability.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { projectArchiveStoreContract, type ArchiveStores } from './project-archive-store.contract.js';

describe('ProjectArchiveStore contract [in-memory fake]', () => {
  let stores: ArchiveStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    const templates = new InMemoryTemplateCatalog(pageStores.state);
    const navigation = new InMemoryNavigationRepository();
    stores = {
      ...pageStores,
      templates,
      navigation,
      index: new InMemoryPageSearchIndex(pageStores.state),
      archive: new InMemoryProjectArchiveStore(pageStores.state, templates, navigation),
    };
  });
  projectArchiveStoreContract(() => stores);
});

describe('ProjectArchiveStore contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: ArchiveStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      ...sqlitePageStores(sqlite.db),
      templates: new SqliteTemplateCatalog(sqlite.db),
      navigation: new SqliteNavigationRepository(sqlite.db),
      index: new SqlitePageSearchIndex(sqlite.db),
      archive: new SqliteProjectArchiveStore(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  projectArchiveStoreContract(() => stores);
});

describeMongo('ProjectArchiveStore contract', (mongo) => {
  projectArchiveStoreContract(() => {
    const { db, client } = mongo();
    return {
      ...mongoPageStores(db, client),
      templates: new MongoTemplateCatalog(db, client),
      navigation: new MongoNavigationRepository(db, client),
      index: new MongoPageSearchIndex(db),
      archive: new MongoProjectArchiveStore(db, client),
    };
  });
});
