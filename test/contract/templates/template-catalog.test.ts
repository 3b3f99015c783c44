import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoTemplateCatalog } from '../../../infrastructure/mongo/templates/template-catalog.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteTemplateCatalog } from '../../../infrastructure/sqlite/templates/template-catalog.js';
import { inMemoryPages } from '../../support/fakes/pages.js';
import { InMemoryTemplateCatalog } from '../../support/fakes/templates.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { templateCatalogContract, type TemplateStores } from './template-catalog.contract.js';

describe('Template catalog contract [in-memory fake]', () => {
  let stores: TemplateStores;
  beforeEach(() => {
    const projects = new InMemoryProjectStore();
    const { state, pages } = inMemoryPages(projects);
    stores = { templates: new InMemoryTemplateCatalog(state), pages, projects: new InMemoryProjectRepository(projects) };
  });
  templateCatalogContract(() => stores);
});

describe('Template catalog contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: TemplateStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      templates: new SqliteTemplateCatalog(sqlite.db),
      pages: new SqlitePageRepository(sqlite.db),
      projects: new SqliteProjectRepository(sqlite.db),
    };
  });
  afterEach(() => sqlite.dispose());
  templateCatalogContract(() => stores);
});

describeMongo('Template catalog contract', (mongo) => {
  templateCatalogContract(() => {
    const { db, client } = mongo();
    return { templates: new MongoTemplateCatalog(db, client), pages: new MongoPageRepository(db, client), projects: new MongoProjectRepository(db, client) };
  });
});
