import { expect } from 'chai';
import type { LivePageJournal } from '../../../application/site/ports.js';
import { LIVE_PAGE_JOURNAL, LIVE_PAGE_JOURNAL_MARKS } from '../../../infrastructure/mongo/site/indexes.js';
import { MongoLivePageJournal } from '../../../infrastructure/mongo/site/live-page-journal.js';
import { SqliteLivePageJournal } from '../../../infrastructure/sqlite/site/live-page-journal.js';
import { InMemoryLivePageJournal } from '../../support/fakes/pages.js';
import { aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';

type JournalStores = PageStores & { readonly journal: LivePageJournal };

/** What a journal that keeps changes must do: every live write after a mark, and nothing else. */
function livePageJournalContract(stores: () => JournalStores): void {
  const { newProject } = storeHelpers(stores);
  const addresses = (changes: Awaited<ReturnType<LivePageJournal['changesSince']>>) =>
    changes === null ? null : [...new Set(changes.changed.map(({ language, slug }) => `${language}/${slug}`))].sort();

  it('lists the addresses of live pages created, edited, moved and deleted after a mark, with the pages now at their slugs', async () => {
    const { pages, journal } = stores();
    const projectId = await newProject();
    const about = aDoc(projectId);
    const team = aDoc(projectId, { slug: 'team' });
    await pages.create(about);
    await pages.create(team);
    const start = await journal.mark(projectId);
    expect(addresses(await journal.changesSince(projectId, start))).to.deep.equal([]);
    const french = aDoc(projectId, { language: 'fr', metadata: { title: 'À propos' } });
    await pages.create(french);
    await pages.updatePage(projectId, team.id, { content: 'We', at: at(1) });
    const changes = await journal.changesSince(projectId, start);
    expect(addresses(changes)).to.deep.equal(['fr/about', 'en/team'].sort());
    // Every live page of a changed slug, in every language: the English "about" is the French one's alternate.
    expect(changes!.pages.map((page) => `${page.language}/${page.slug}`).sort()).to.deep.equal(['en/about', 'en/team', 'fr/about']);
    expect(changes!.pages.find((page) => page.slug === 'team')!.content).to.equal('We');
    const later = await journal.mark(projectId);
    expect(later).to.be.above(start);
    await pages.updatePage(projectId, team.id, { slug: 'people', at: at(2) });
    await pages.delete(projectId, about.id);
    expect(addresses(await journal.changesSince(projectId, later))).to.deep.equal(['en/about', 'en/people', 'en/team']);
  });

  it('leaves drafts out, and other projects', async () => {
    const { pages, journal } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const start = await journal.mark(projectId);
    await pages.create(aDoc(projectId, { visibility: 'draft' }), version(0));
    await pages.create(aDoc(other));
    expect(addresses(await journal.changesSince(projectId, start))).to.deep.equal([]);
  });

  it('still answers from a mark once the changes up to it are forgotten', async () => {
    const { pages, journal } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId));
    const mark = await journal.mark(projectId);
    await journal.forget(projectId, mark);
    expect(addresses(await journal.changesSince(projectId, mark))).to.deep.equal([]);
    await pages.create(aDoc(projectId, { slug: 'team' }));
    expect(addresses(await journal.changesSince(projectId, mark))).to.deep.equal(['en/team']);
  });
}

describe('LivePageJournal contract [in-memory fake]', () => {
  let stores: JournalStores;
  beforeEach(() => {
    const pageStores = inMemoryPageStores();
    stores = { ...pageStores, journal: new InMemoryLivePageJournal(pageStores.state) };
  });
  livePageJournalContract(() => stores);
});

describe('LivePageJournal contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: JournalStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = { ...sqlitePageStores(sqlite.db), journal: new SqliteLivePageJournal(sqlite.db) };
  });
  afterEach(() => sqlite.dispose());
  livePageJournalContract(() => stores);

  it('forgets a deleted project’s changes with it', async () => {
    const { pages, projects } = stores;
    const projectId = await storeHelpers(() => stores).newProject();
    await pages.create(aDoc(projectId));
    await projects.delete(projectId);
    expect(sqlite.db.prepare(`SELECT COUNT(*) FROM live_page_journal WHERE project_id = ?`).pluck().get(projectId)).to.equal(0);
  });
});

describeMongo('LivePageJournal contract', (mongo) => {
  const stores = (): JournalStores => ({ ...mongoPageStores(mongo().db, mongo().client), journal: new MongoLivePageJournal(mongo().db) });
  livePageJournalContract(stores);

  it('forgets a deleted project’s changes with it', async () => {
    const { pages, projects } = stores();
    const projectId = await storeHelpers(stores).newProject();
    await pages.create(aDoc(projectId));
    const { db } = mongo();
    expect(await db.collection(LIVE_PAGE_JOURNAL).countDocuments({ project_id: projectId })).to.equal(1);
    await projects.delete(projectId);
    expect(await db.collection(LIVE_PAGE_JOURNAL).countDocuments({ project_id: projectId })).to.equal(0);
    expect(await db.collection(LIVE_PAGE_JOURNAL_MARKS).countDocuments({ project_id: projectId })).to.equal(0);
  });
});
