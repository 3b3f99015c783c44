import { MongoPreviewLinkRepository } from '../../../infrastructure/mongo/preview-links/preview-link-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqlitePreviewLinkRepository } from '../../../infrastructure/sqlite/preview-links/preview-link-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { InMemoryPreviewLinkRepository } from '../../support/fakes/preview-links.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { previewLinkRepositoryContract, type PreviewLinkStores } from './preview-link-repository.contract.js';

describe('PreviewLinkRepository contract [in-memory fake]', () => {
  let stores: PreviewLinkStores;
  beforeEach(() => {
    stores = { projects: new InMemoryProjectRepository(), links: new InMemoryPreviewLinkRepository() };
  });
  previewLinkRepositoryContract(() => stores);
});

describe('PreviewLinkRepository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: PreviewLinkStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { projects: new SqliteProjectRepository(sqlite.db), links: new SqlitePreviewLinkRepository(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  previewLinkRepositoryContract(() => stores);
});

describeMongo('PreviewLinkRepository contract', (mongo) => {
  previewLinkRepositoryContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), links: new MongoPreviewLinkRepository(db) };
  });
});
