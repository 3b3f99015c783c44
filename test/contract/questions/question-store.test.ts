import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoQuestionStore } from '../../../infrastructure/mongo/questions/question-store.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteQuestionStore } from '../../../infrastructure/sqlite/questions/question-store.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { InMemoryQuestionStore } from '../../support/fakes/questions.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { questionStoreContract, type QuestionStores } from './question-store.contract.js';

describe('QuestionStore contract [in-memory fake]', () => {
  let stores: QuestionStores;
  beforeEach(() => {
    stores = { projects: new InMemoryProjectRepository(), questions: new InMemoryQuestionStore() };
  });
  questionStoreContract(() => stores);
});

describe('QuestionStore contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: QuestionStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { projects: new SqliteProjectRepository(sqlite.db), questions: new SqliteQuestionStore(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  questionStoreContract(() => stores);
});

describeMongo('QuestionStore contract', (mongo) => {
  questionStoreContract(() => {
    const { db, client } = mongo();
    return { projects: new MongoProjectRepository(db, client), questions: new MongoQuestionStore(db, client) };
  });
});
