import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoDomainRepository } from '../../../infrastructure/mongo/site/domain-repository.js';
import { MongoNavigationRepository } from '../../../infrastructure/mongo/site/navigation-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteDomainRepository } from '../../../infrastructure/sqlite/site/domain-repository.js';
import { SqliteNavigationRepository } from '../../../infrastructure/sqlite/site/navigation-repository.js';
import { InMemoryDomainRepository, InMemoryNavigationRepository } from '../../support/fakes/site.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { siteStoresContract, type SiteStores } from './site-stores.contract.js';

/** In memory, a project's deletion reaches the site stores the way the real stores' cascades do. */
function inMemorySiteStores(): SiteStores {
  const navigation = new InMemoryNavigationRepository();
  const domains = new InMemoryDomainRepository();
  const projects = new InMemoryProjectRepository();
  const remove = projects.delete.bind(projects);
  projects.delete = async (id) => {
    for (const [key, entry] of navigation.entries) if (entry.project_id === id) navigation.entries.delete(key);
    domains.domains.splice(0, domains.domains.length, ...domains.domains.filter((d) => d.project_id !== id));
    return remove(id);
  };
  return { projects, navigation, domains };
}

describe('Site stores contract (navigation, domains) [in-memory fake]', () => {
  let stores: SiteStores;
  beforeEach(() => {
    stores = inMemorySiteStores();
  });
  siteStoresContract(() => stores);
});

describe('Site stores contract (navigation, domains) [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: SiteStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      projects: new SqliteProjectRepository(sqlite.db),
      navigation: new SqliteNavigationRepository(sqlite.db),
      domains: new SqliteDomainRepository(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  siteStoresContract(() => stores);
});

describeMongo('Site stores contract (navigation, domains)', (mongo) => {
  siteStoresContract(() => {
    const { db, client } = mongo();
    return {
      projects: new MongoProjectRepository(db, client),
      navigation: new MongoNavigationRepository(db, client),
      domains: new MongoDomainRepository(db, client),
    };
  });
});
