import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchTerms } from '../../../domain/search/query.js';
import { DATABASE_FILE, migrate, openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { MIGRATIONS } from '../../../infrastructure/sqlite/migrations/index.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { toRow } from '../../../infrastructure/sqlite/pages/rows.js';
import { startSqliteSearchBackfill } from '../../../infrastructure/sqlite/search/backfill.js';
import { SqlitePageSearchIndex, type SearchTuning } from '../../../infrastructure/sqlite/search/page-search-index.js';
import { aDoc, at } from '../../support/stores/page-fixtures.js';
import { tempSqlite } from '../../support/sqlite.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';

const COLUMNS = 'id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, created_at, updated_at';
const insertProject = (db: SqliteDatabase, id: string) =>
  db.prepare(`INSERT INTO projects VALUES (?, 'P', 'en', 'trial', '2030-01-01T00:00:00.000Z', '{}', '{}', '2026-01-01T00:00:00.000Z')`).run(id);
const insertDoc = (db: SqliteDatabase, doc: ReturnType<typeof aDoc>) =>
  db.prepare(`INSERT INTO documents (${COLUMNS}) VALUES (${COLUMNS.replace(/(\w+)/g, '@$1')})`).run(toRow(doc));
const count = (db: SqliteDatabase, sql: string) => db.prepare(sql).pluck().get() as number;

describe('SQLite search index: triggers, start-up build, cost bounds', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let index: SqlitePageSearchIndex;
  const find = (text: string, projectId = 'p1', limit = 10) => index.search(projectId, { terms: searchTerms(text, { languages: ['en'] }), limit });
  beforeEach(() => {
    sqlite = tempSqlite();
    index = new SqlitePageSearchIndex(sqlite.db);
    insertProject(sqlite.db, 'p1');
  });
  afterEach(() => sqlite.dispose());

  it('indexes a write made straight in the documents table, as publishing promotes a draft, in its transaction', async () => {
    const draft = aDoc('p1', { slug: 'promo', visibility: 'draft', content: 'Gingerbread season.' });
    insertDoc(sqlite.db, draft);
    expect(await find('gingerbread')).to.deep.equal([]);
    sqlite.db.prepare(`UPDATE documents SET kind = 'live', visibility = 'public' WHERE id = ?`).run(draft.id);
    expect((await find('gingerbread')).map((h) => h.page_id)).to.deep.equal([draft.id]);
    expect(() =>
      sqlite.db.transaction(() => {
        sqlite.db.prepare(`UPDATE documents SET content = 'Stollen season.' WHERE id = ?`).run(draft.id);
        throw new Error('roll back');
      })(),
    ).to.throw('roll back');
    expect(await find('stollen'), 'a rolled-back write is not searchable').to.deep.equal([]);
    expect(await find('gingerbread')).to.have.length(1);
  });

  it('makes a connection opened without openSqlite fail loudly on page writes instead of skipping the index', async () => {
    const live = aDoc('p1', { slug: 'kept', content: 'Almond tart.' });
    insertDoc(sqlite.db, live);
    const raw = new Database(join(sqlite.dir, DATABASE_FILE));
    try {
      // SQLite compiles the triggers with the statement, so even a draft write is refused.
      expect(() => insertDoc(raw, aDoc('p1', { slug: 'raw' }))).to.throw(/no such function: search_/);
      expect(() => insertDoc(raw, aDoc('p1', { slug: 'raw-draft', visibility: 'draft' }))).to.throw(/no such function: search_/);
      expect(() => raw.prepare(`UPDATE documents SET content = 'x' WHERE id = ?`).run(live.id)).to.throw(/no such function: search_/);
      // Deleting needs no function, and takes the index row with it.
      raw.prepare(`DELETE FROM documents WHERE id = ?`).run(live.id);
    } finally {
      raw.close();
    }
    expect(count(sqlite.db, `SELECT count(*) FROM documents`)).to.equal(0);
    expect(count(sqlite.db, `SELECT count(*) FROM search_rows`)).to.equal(0);
    expect(await find('almond')).to.deep.equal([]);
  });

  it("removes a deleted project's rows from the index, text included", async () => {
    const repository = new SqlitePageRepository(sqlite.db);
    insertProject(sqlite.db, 'p2');
    for (const projectId of ['p1', 'p2']) await repository.create(aDoc(projectId, { content: 'Apple strudel.' }));
    sqlite.db.prepare(`DELETE FROM projects WHERE id = 'p1'`).run();
    expect(count(sqlite.db, `SELECT count(*) FROM search_rows`)).to.equal(1);
    expect(count(sqlite.db, `SELECT count(*) FROM search_text_docsize`)).to.equal(1);
    expect(count(sqlite.db, `SELECT count(*) FROM search_names_docsize`)).to.equal(1);
    expect(await find('strudel', 'p2')).to.have.length(1);
  });

  it('keeps one index row per live page however often it is written', async () => {
    const repository = new SqlitePageRepository(sqlite.db);
    const doc = aDoc('p1', { content: 'v0' });
    await repository.create(doc);
    for (let i = 1; i <= 5; i++) await repository.updatePage('p1', doc.id, { content: `version ${i} of the page`, at: at(i) });
    expect(count(sqlite.db, `SELECT count(*) FROM search_rows`)).to.equal(1);
    expect(count(sqlite.db, `SELECT count(*) FROM search_text_docsize`)).to.equal(1);
    expect(count(sqlite.db, `SELECT count(*) FROM search_names_docsize`)).to.equal(1);
  });

  describe('bounded cost', () => {
    const tuned = (tuning: SearchTuning) => new SqlitePageSearchIndex(sqlite.db, tuning);

    it('ranks a term too common to rank by no more: newest pages holding every word, named ones first', async () => {
      const repository = new SqlitePageRepository(sqlite.db);
      await repository.create(aDoc('p1', { slug: 'named', metadata: { title: 'Fresh bread' }, content: 'Daily.' }));
      for (let i = 0; i < 4; i++) await repository.create(aDoc('p1', { slug: `p${i}`, metadata: { title: `Page ${i}` }, content: 'Fresh bread and more.' }));
      await repository.create(aDoc('p1', { slug: 'half', metadata: { title: 'Half' }, content: 'Only bread.' }));
      const hits = await tuned({ rankableMax: 2, window: 100 }).search('p1', { terms: searchTerms('fresh bread', { languages: ['en'] }), limit: 10 });
      expect(hits.map((h) => h.slug)).to.deep.equal(['named', 'p3', 'p2', 'p1', 'p0']);
      for (const hit of hits) expect(hit.score).to.be.greaterThan(0);
    });

    it('ranks the newest matches of a broad term on their whole text, and every page on its title and headings', async () => {
      const repository = new SqlitePageRepository(sqlite.db);
      await repository.create(aDoc('p1', { slug: 'old-named', metadata: { title: 'Croissants' }, content: 'Buttery.' }));
      await repository.create(aDoc('p1', { slug: 'old-body', metadata: { title: 'Old' }, content: 'We sell croissants with almonds.' }));
      for (let i = 0; i < 3; i++) await repository.create(aDoc('p1', { slug: `new-${i}`, metadata: { title: `New ${i}` }, content: 'Croissants inside.' }));
      const index = tuned({ rankableMax: 100, window: 2 });
      const slugs = async (text: string) => (await index.search('p1', { terms: searchTerms(text, { languages: ['en'] }), limit: 10 })).map((h) => h.slug);
      const broad = await slugs('croissants');
      expect(broad[0]).to.equal('old-named');
      expect(broad).to.include.members(['new-1', 'new-2']);
      expect(broad).to.not.include('old-body');
      // A narrower word of the query brings every page holding it, however old, and ranks it first.
      expect((await slugs('croissants almonds'))[0]).to.equal('old-body');
    });
  });
});

describe('SQLite search index: start-up build of pages written before it', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('indexes earlier pages in batches, once each, while pages are written meanwhile', async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-service-search-'));
    const before = new Database(join(dir, DATABASE_FILE));
    migrate(
      before,
      MIGRATIONS.filter((m) => m.version < 8),
    );
    insertProject(before, 'p1');
    const docs = Array.from({ length: 150 }, (_, i) => aDoc('p1', { slug: `page-${i}`, content: `Page number ${i}. Cinnamon rolls.` }));
    before.transaction(() => docs.forEach((doc) => insertDoc(before, doc)))();
    insertDoc(before, aDoc('p1', { slug: 'draft', visibility: 'draft', content: 'Cinnamon draft.' }));
    before.close();

    const db = openSqlite(dir);
    try {
      const index = new SqlitePageSearchIndex(db);
      const repository = new SqlitePageRepository(db);
      const build = startSqliteSearchBackfill(db);
      // Writes between the build's batches: a new page, an edit of a page not reached yet, one already reached.
      const added = aDoc('p1', { slug: 'added', content: 'Cinnamon twists.' });
      await repository.create(added);
      await repository.updatePage('p1', docs[149]!.id, { content: 'Now a cardamom bun.', at: at(1) });
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
      await repository.updatePage('p1', docs[0]!.id, { content: 'Now a saffron bun.', at: at(2) });

      const outcome = await build.done;
      // Every live page passes through the build once, those the triggers indexed meanwhile too: indexing again replaces.
      expect(outcome).to.deep.equal({ kind: 'complete', indexed: 151 });
      const live = count(db, `SELECT count(*) FROM documents WHERE kind = 'live'`);
      expect(live).to.equal(151);
      expect(count(db, `SELECT count(*) FROM search_rows`)).to.equal(live);
      expect(count(db, `SELECT count(*) FROM search_text_docsize`)).to.equal(live);
      expect(count(db, `SELECT count(*) FROM search_names_docsize`)).to.equal(live);
      expect(count(db, `SELECT count(*) FROM search_backfill`)).to.equal(0);
      const find = async (text: string) => (await index.search('p1', { terms: searchTerms(text, { languages: ['en'] }), limit: 200 })).map((h) => h.slug);
      expect(await find('cinnamon')).to.have.length(149);
      expect(await find('cardamom')).to.deep.equal(['page-149']);
      expect(await find('saffron')).to.deep.equal(['page-0']);
      expect(await find('number 77')).to.include('page-77');
      expect((await startSqliteSearchBackfill(db).done).kind, 'nothing left at the next start').to.equal('complete');
    } finally {
      db.close();
    }
  });

  it('stops when the store closes and carries on at the next start', async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-service-search-'));
    const before = new Database(join(dir, DATABASE_FILE));
    migrate(
      before,
      MIGRATIONS.filter((m) => m.version < 8),
    );
    insertProject(before, 'p1');
    before.transaction(() => Array.from({ length: 100 }, (_, i) => insertDoc(before, aDoc('p1', { slug: `p-${i}`, content: 'Poppy seed.' }))))();
    before.close();
    const first = openSqlite(dir);
    const stopped = startSqliteSearchBackfill(first);
    await new Promise((resolve) => setImmediate(resolve));
    first.close();
    expect((await stopped.done).kind).to.equal('stopped');
    const again = openSqlite(dir);
    try {
      expect((await startSqliteSearchBackfill(again).done).kind).to.equal('complete');
      expect(await new SqlitePageSearchIndex(again).search('p1', { terms: searchTerms('poppy', { languages: ['en'] }), limit: 100 })).to.have.length(100);
    } finally {
      again.close();
    }
  });
});
