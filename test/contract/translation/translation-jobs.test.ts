import { MongoTranslationIndex } from '../../../infrastructure/mongo/translation/translation-index.js';
import { MongoTranslationJobs } from '../../../infrastructure/mongo/translation/translation-jobs.js';
import { SqliteTranslationIndex } from '../../../infrastructure/sqlite/translation/translation-index.js';
import { SqliteTranslationJobs } from '../../../infrastructure/sqlite/translation/translation-jobs.js';
import { InMemoryTranslationIndex, InMemoryTranslationJobs } from '../../support/fakes/translation-jobs.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { translationJobsContract, type TranslationStores } from './translation-jobs.contract.js';

describe('TranslationJobs and TranslationIndex contract [in-memory fake]', () => {
  let stores: TranslationStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    stores = { ...pageStores, jobs: new InMemoryTranslationJobs(), index: new InMemoryTranslationIndex(pageStores.state) };
  });
  translationJobsContract(() => stores);
});

describe('TranslationJobs and TranslationIndex contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: TranslationStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { ...sqlitePageStores(sqlite.db), jobs: new SqliteTranslationJobs(sqlite.db), index: new SqliteTranslationIndex(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  translationJobsContract(() => stores);
});

describeMongo('TranslationJobs and TranslationIndex contract', (mongo) => {
  translationJobsContract(() => {
    const { db, client } = mongo();
    return { ...mongoPageStores(db, client), jobs: new MongoTranslationJobs(db), index: new MongoTranslationIndex(db) };
  });
});
