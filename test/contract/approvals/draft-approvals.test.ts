import { MongoDraftApprovals } from '../../../infrastructure/mongo/approvals/draft-approvals.js';
import { SqliteDraftApprovals } from '../../../infrastructure/sqlite/approvals/draft-approvals.js';
import { InMemoryDraftApprovals } from '../../support/fakes/approvals.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { draftApprovalsContract, type ApprovalStores } from './draft-approvals.contract.js';

describe('DraftApprovals contract [in-memory fake]', () => {
  let stores: ApprovalStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    stores = { ...pageStores, approvals: new InMemoryDraftApprovals(pageStores.state) };
  });
  draftApprovalsContract(() => stores);
});

describe('DraftApprovals contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: ApprovalStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { ...sqlitePageStores(sqlite.db), approvals: new SqliteDraftApprovals(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  draftApprovalsContract(() => stores);
});

describeMongo('DraftApprovals contract', (mongo) => {
  draftApprovalsContract(() => {
    const { db, client } = mongo();
    return { ...mongoPageStores(db, client), approvals: new MongoDraftApprovals(db, client) };
  });
});
