import { expect } from 'chai';
import type { ProjectArchiveStore } from '../../../application/portability/ports.js';
import type { PublishRepository } from '../../../application/publishing/ports.js';
import type { LivePageJournal } from '../../../application/site/ports.js';
import { MongoProjectArchiveStore } from '../../../infrastructure/mongo/portability/project-archive-store.js';
import { MongoPublishRepository } from '../../../infrastructure/mongo/publishing/publish-repository.js';
import { LIVE_PAGE_JOURNAL, LIVE_PAGE_JOURNAL_MARKS } from '../../../infrastructure/mongo/site/indexes.js';
import { MongoLivePageJournal } from '../../../infrastructure/mongo/site/live-page-journal.js';
import { SqliteProjectArchiveStore } from '../../../infrastructure/sqlite/portability/project-archive-store.js';
import { SqlitePublishRepository } from '../../../infrastructure/sqlite/publishing/publish-repository.js';
import { SqliteLivePageJournal } from '../../../infrastructure/sqlite/site/live-page-journal.js';
import { uniqueId } from '../../support/builders.js';
import { InMemoryLivePageJournal } from '../../support/fakes/pages.js';
import { InMemoryProjectArchiveStore } from '../../support/fakes/portability.js';
import { InMemoryPublishRepository } from '../../support/fakes/publishing.js';
import { InMemoryNavigationRepository } from '../../support/fakes/site.js';
import { InMemoryTemplateCatalog } from '../../support/fakes/templates.js';
import { AT, aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';
import { inMemoryPageStores, mongoPageStores, sqlitePageStores } from '../../support/stores/page-stores.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';

/** The page stores with the other writers of live pages: a publish's promotion and a project import. */
type JournalStores = PageStores & { readonly journal: LivePageJournal; readonly publishes: PublishRepository; readonly archive: ProjectArchiveStore };

/** What a journal that keeps changes must do: every live write after a mark, and nothing else. */
function livePageJournalContract(stores: () => JournalStores): void {
  const { newProject, draftOf, save } = storeHelpers(stores);
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

  it('lists the addresses a publish promoted: a page updated from its draft and a page created', async () => {
    const { pages, publishes, journal } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId, { slug: 'untouched' }));
    const opened = await draftOf(projectId, 'about');
    const saved = await save(projectId, opened.id, 2, {}, 'new body');
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    const fresh = aDoc(projectId, { slug: 'fresh', visibility: 'draft' });
    await pages.create(fresh, version(0));
    const start = await journal.mark(projectId);
    const change = (doc: typeof fresh, action: 'create' | 'update') => ({
      draft_id: doc.id,
      slug: doc.slug,
      language: doc.language,
      action,
      revision: doc.revision,
    });
    const token = { token_hash: uniqueId('h'), project_id: projectId, created_by: 'editor', created_at: AT, expires_at: at(3600) };
    await publishes.saveConfirmation({ ...token, changes: [change(saved.draft, 'update'), change(fresh, 'create')] }, AT);
    const outcome = await publishes.confirm({ projectId, tokenHash: token.token_hash, publishId: uniqueId('p'), at: at(10), by: 'editor' });
    expect(outcome.kind).to.equal('published');
    const changes = await journal.changesSince(projectId, start);
    expect(addresses(changes)).to.deep.equal(['en/about', 'en/fresh']);
    expect(changes!.pages.find((page) => page.slug === 'about')!.content).to.equal('new body');
  });

  it('lists the live pages a project import added, not its drafts', async () => {
    const { archive, journal } = stores();
    const projectId = await newProject();
    const start = await journal.mark(projectId);
    await archive.addDocuments([
      aDoc(projectId),
      aDoc(projectId, { slug: 'secret', visibility: 'unlisted' }),
      aDoc(projectId, { slug: 'wip', visibility: 'draft' }),
    ]);
    expect(addresses(await journal.changesSince(projectId, start))).to.deep.equal(['en/about', 'en/secret']);
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
    const archive = new InMemoryProjectArchiveStore(pageStores.state, new InMemoryTemplateCatalog(pageStores.state), new InMemoryNavigationRepository());
    stores = { ...pageStores, journal: new InMemoryLivePageJournal(pageStores.state), publishes: new InMemoryPublishRepository(pageStores.state), archive };
  });
  livePageJournalContract(() => stores);
});

describe('LivePageJournal contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: JournalStores;
  beforeEach(() => {
    sqlite = tempSqlite();
    stores = {
      ...sqlitePageStores(sqlite.db),
      journal: new SqliteLivePageJournal(sqlite.db),
      publishes: new SqlitePublishRepository(sqlite.db),
      archive: new SqliteProjectArchiveStore(sqlite.db),
    };
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
  const stores = (): JournalStores => {
    const { db, client } = mongo();
    return {
      ...mongoPageStores(db, client),
      journal: new MongoLivePageJournal(db),
      publishes: new MongoPublishRepository(db, client),
      archive: new MongoProjectArchiveStore(db, client),
    };
  };
  livePageJournalContract(stores);

  it('cannot tell what changed after a release deployed before it kept a journal (mark 0): that deploy is whole', async () => {
    const { pages, journal } = stores();
    const projectId = await storeHelpers(stores).newProject();
    expect(await journal.mark(projectId)).to.be.above(0);
    await pages.create(aDoc(projectId));
    expect(await journal.changesSince(projectId, 0)).to.equal(null);
  });

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
