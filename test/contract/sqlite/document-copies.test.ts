import { expect } from 'chai';
import { openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { tempSqlite } from '../../support/sqlite.js';
import { aDoc, storeHelpers, version } from '../../support/stores/page-fixtures.js';
import { sqlitePageStores } from '../../support/stores/page-stores.js';
import type { PageStores } from '../../support/stores/page-fixtures.js';

/**
 * Two instances on one SQLite file (one connection each): `findById` answers what the other has
 * just committed; `findForFixedFields` may answer this instance's copy, never a copy of "none".
 */
describe('SQLite documents read by two instances', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let otherDb: SqliteDatabase;
  let here: PageStores;
  let there: PageStores;
  let projectId: string;
  beforeEach(async () => {
    sqlite = tempSqlite();
    otherDb = openSqlite(sqlite.dir);
    here = sqlitePageStores(sqlite.db);
    there = sqlitePageStores(otherDb);
    projectId = await storeHelpers(() => here).newProject();
  });
  afterEach(() => {
    otherDb.close();
    sqlite.dispose();
  });

  it('finds for its fixed fields a page the other instance created after this one looked it up and found none', async () => {
    const draft = aDoc(projectId, { id: 'doc-created-there' });
    expect(await here.pages.findForFixedFields(projectId, draft.id)).to.equal(null);
    await there.pages.create(draft);
    expect(await here.pages.findForFixedFields(projectId, draft.id)).to.deep.include({ id: draft.id, language: 'en' });
  });

  it('answers findById with the other instance’s latest save, while a copy may serve the fixed fields', async () => {
    const draft = await storeHelpers(() => here).draftOf(projectId);
    expect((await here.pages.findById(projectId, draft.id))?.revision).to.equal(draft.revision);
    const saved = await there.drafts.saveDraft(projectId, draft.id, {
      metadata: { kind: 'merge', patch: { title: 'Theirs' } },
      content: 'theirs',
      version: version(1),
    });
    expect(saved.kind).to.equal('saved');
    const copy = await here.pages.findForFixedFields(projectId, draft.id);
    expect(copy).to.deep.include({ id: draft.id, visibility: 'draft', language: draft.language, slug: draft.slug, doc_template_id: draft.doc_template_id });
    expect(await here.pages.findById(projectId, draft.id)).to.deep.include({ content: 'theirs', revision: draft.revision + 1 });
  });
});
