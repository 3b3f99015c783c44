import { expect } from 'chai';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoTransferRepository } from '../../../infrastructure/mongo/telephony/transfer-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteTransferRepository } from '../../../infrastructure/sqlite/telephony/transfer-repository.js';
import { InMemoryTransferRepository } from '../../support/fakes/telephony.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { storeProject } from '../../support/stores/store-project.js';
import { transferRepositoryContract } from './transfer-repository.contract.js';

describe('TransferRepository contract [in-memory fake]', () => {
  transferRepositoryContract(async () => {
    const transfers = new InMemoryTransferRepository();
    return { transfers, addProject: async () => {}, deleteProject: async (id) => transfers.deleteProject(id) };
  });
});

describe('TransferRepository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  before(() => {
    sqlite = tempSqlite();
  });
  after(() => sqlite.dispose());
  transferRepositoryContract(async () => {
    const projects = new SqliteProjectRepository(sqlite.db);
    return {
      transfers: new SqliteTransferRepository(sqlite.db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });

  it('reads a project stored before phone_number existed with it null, and finds numbers through the index', async () => {
    const projects = new SqliteProjectRepository(sqlite.db);
    await storeProject(projects, 'legacy');
    sqlite.db.prepare(`UPDATE projects SET settings = json_remove(settings, '$.live_agent.phone_number') WHERE id = 'legacy'`).run();
    expect((await projects.findById('legacy'))?.settings.live_agent.phone_number).to.equal(null);
    const plan = sqlite.db
      .prepare(`EXPLAIN QUERY PLAN SELECT * FROM projects WHERE json_extract(settings, '$.live_agent.phone_number') = ?`)
      .all('+1') as Array<{ detail: string }>;
    expect(plan.map((row) => row.detail).join(' ')).to.contain('projects_phone_number');
  });
});

describeMongo('TransferRepository contract', (handle) => {
  transferRepositoryContract(async () => {
    const { db, client } = handle();
    const projects = new MongoProjectRepository(db, client);
    return {
      transfers: new MongoTransferRepository(db, client),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});
