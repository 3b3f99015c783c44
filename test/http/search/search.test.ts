import { expect } from 'chai';
import { immediate } from '../../../infrastructure/sqlite/database.js';
import { toRow } from '../../../infrastructure/sqlite/pages/rows.js';
import { TimeOrderedIdGenerator } from '../../../infrastructure/system/time-ordered-ids.js';
import { aDoc } from '../../support/stores/page-fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { expectError } from '../../support/expect.js';
import { EXECUTE, live, liveProject } from '../live/live-helpers.js';

const FILLER_WORDS = ['flour', 'oven', 'crust', 'dough', 'yeast', 'butter', 'sugar', 'knead', 'proof', 'batch', 'tray', 'glaze'];
const COLUMNS = 'id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, created_at, updated_at';

describe('HTTP search', () => {
  let app: TestApp;
  let project: string;
  let other: string;
  const search = (query: string, as = 'rita', projectId = project) => app.request('GET', `/api/projects/${projectId}/search?${query}`, { as });
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const createPage = async (body: Record<string, unknown>, projectId = project, as = 'alice') => {
    const created = await app.request('POST', `/api/projects/${projectId}/pages`, { as, body: { language: 'en', doc_template_id: 'page', ...body } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return created.body.id as string;
  };

  before(async () => {
    app = await TestApp.start();
    project = await liveProject(app, 'alice');
    await app.addMember(project, 'alice', 'rita', 'member', true);
    // 2,500 older pages straight through the store (as fast as one transaction goes), then the
    // one page that answers: the old `ask` read only the first 2,000 pages of a project.
    const { storage } = app.running.composition;
    if (storage.kind !== 'sqlite') throw new Error('the HTTP tests run on SQLite');
    const ids = new TimeOrderedIdGenerator();
    const insert = storage.db.prepare(`INSERT INTO documents (${COLUMNS}) VALUES (${COLUMNS.replace(/(\w+)/g, '@$1')})`);
    await immediate(storage.db, () => {
      for (let i = 0; i < 2500; i++) {
        const words = [0, 5, 7].map((k) => FILLER_WORDS[(i + k) % FILLER_WORDS.length]).join(' ');
        insert.run(
          toRow(aDoc(project, { id: ids.next(), slug: `filler-${i}`, metadata: { title: `Filler ${i}` }, content: `## Batch ${i}\n\nFiller page: ${words}.` })),
        );
      }
    });
    await createPage({ slug: 'gifts', metadata: { title: 'Presents' }, content: '## Vouchers\n\nGift vouchers are sold at the counter, from 10 euros.' });
    other = await app.createProject('bob');
    await createPage({ slug: 'their-gifts', content: 'Gift vouchers of another bakery.' }, other, 'bob');
  });
  after(() => app.stop());

  it('finds the page beyond the old 2,000-page limit, through search and through ask', async () => {
    const found = await search(q('gift vouchers'));
    expect(found.status).to.equal(200);
    expect(found.body.results).to.have.length(1);
    const [hit] = found.body.results;
    expect(Object.keys(hit).sort()).to.deep.equal(['language', 'page_id', 'score', 'slug', 'snippet', 'title']);
    expect(hit).to.include({ slug: 'gifts', language: 'en', title: 'Presents', snippet: 'Gift vouchers are sold at the counter, from 10 euros.' });
    expect(hit.score).to.be.a('number').greaterThan(0);
    const asked = await live(app, EXECUTE, 'rita', project, { tool_name: 'ask', args: { question: 'Do you sell gift vouchers?' } });
    expect(asked.body.result).to.include('From the page "Presents" (slug: gifts, en, section "Vouchers"): Gift vouchers are sold at the counter');
  });

  it('reflects an edit and a deletion in the very next search', async () => {
    const id = await createPage({ slug: 'oven-news', content: 'The wood oven is being repaired.' });
    expect((await search(q('repaired'))).body.results.map((r: { page_id: string }) => r.page_id)).to.deep.equal([id]);
    const edited = await app.request('PATCH', `/api/projects/${project}/pages/${id}`, { as: 'alice', body: { content: 'The wood oven works again.' } });
    expect(edited.status).to.equal(200);
    expect((await search(q('repaired'))).body.results).to.deep.equal([]);
    expect((await search(q('works again'))).body.results.map((r: { slug: string }) => r.slug)).to.deep.equal(['oven-news']);
    const renamed = await app.request('PATCH', `/api/projects/${project}/pages/${id}`, {
      as: 'alice',
      body: { slug: 'oven', metadata: { title: 'Wood oven' } },
    });
    expect(renamed.status).to.equal(200);
    expect((await search(q('works again'))).body.results[0]).to.include({ slug: 'oven', title: 'Wood oven' });
    expect((await app.request('DELETE', `/api/projects/${project}/pages/${id}`, { as: 'alice' })).status).to.equal(204);
    expect((await search(q('works again'))).body.results).to.deep.equal([]);
  });

  it('takes any query text as words: operators, quotes and stars are never a 500', async () => {
    for (const text of [
      '"',
      '""',
      'AND OR (',
      '*',
      'gift*',
      'NEAR(gift vouchers)',
      'title:gift',
      '{title}: gift',
      '-gift',
      '^gift',
      "'",
      '\\',
      ')(',
      'what is it',
    ]) {
      const response = await search(q(text));
      expect(response.status, text).to.equal(200);
      expect(response.body.results, text).to.be.an('array');
    }
    expect((await search(q('"gift" AND (vouchers*)'))).body.results.map((r: { slug: string }) => r.slug)).to.deep.equal(['gifts']);
  });

  it("never shows another project's pages, and hides a project from non-members", async () => {
    const theirs = await app.request('GET', `/api/projects/${other}/search?${q('gift')}`, { as: 'bob' });
    expect(theirs.body.results.map((r: { slug: string }) => r.slug)).to.deep.equal(['their-gifts']);
    expect((await search(q('another bakery'))).body.results).to.deep.equal([]);
    expectError(await search(q('gift'), 'rita', other), 404, 'Project not found');
    expectError(await app.request('GET', `/api/projects/${project}/search?${q('gift')}`), 401, 'Authentication required');
  });

  it('filters by language', async () => {
    await createPage({ slug: 'bons', language: 'fr', content: "Bons cadeaux en vente à l'accueil." });
    const french = await search(`${q('bons cadeaux')}&language=fr`);
    expect(french.body.results.map((r: { slug: string; language: string }) => [r.slug, r.language])).to.deep.equal([['bons', 'fr']]);
    expect((await search(`${q('bons cadeaux')}&language=en`)).body.results).to.deep.equal([]);
    expectError(await search(`${q('bons')}&language=not-a-language!`), 400, 'language must be a BCP-47 language code');
  });

  it('bounds limit (default 10, at most 50) and requires q', async () => {
    expect((await search(q('filler'))).body.results).to.have.length(10);
    expect((await search(`${q('filler')}&limit=50`)).body.results).to.have.length(50);
    expect((await search(`${q('filler')}&limit=1`)).body.results).to.have.length(1);
    for (const limit of ['0', '51', 'abc', '-1', '2.5'])
      expectError(await search(`${q('filler')}&limit=${limit}`), 400, 'limit must be an integer from 1 to 50');
    expectError(await search(''), 400, 'q is required');
    expectError(await search('q='), 400, 'q must be a non-empty string of at most 500 characters');
    expectError(await search(q('x'.repeat(501))), 400, 'q must be a non-empty string of at most 500 characters');
  });
});
