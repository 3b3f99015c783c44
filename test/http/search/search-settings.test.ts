import { expect } from 'chai';
import { TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';

/** Issue 42: a project's synonyms and the built-in ones, set over the API, read by the site's search and the agent's `ask`. */
describe('HTTP search settings: the project’s synonyms', () => {
  let app: TestApp;
  let project: string;
  const settings = (body: unknown, as: string = TEAM.admin) => app.request('PATCH', `/api/projects/${project}/settings/search`, { as, body });
  const search = async (q: string) =>
    ((await app.request('GET', `/api/projects/${project}/search?q=${encodeURIComponent(q)}`, { as: TEAM.admin })).body.results as Array<{ slug: string }>).map(
      (hit) => hit.slug,
    );

  before(async () => {
    app = await TestApp.start();
    project = await app.createProject(TEAM.admin);
    await app.addMember(project, TEAM.admin, 'mona', 'manager');
    await app.addMember(project, TEAM.admin, 'mel', 'member');
    for (const [slug, title, content] of [
      ['hampers', 'Hampers', 'We pack gift hampers with bread, jam and cheese.'],
      ['delivery', 'Delivery', 'Deliveries cost three pounds within five miles.'],
    ]) {
      const created = await app.request('POST', `/api/projects/${project}/pages`, {
        as: TEAM.admin,
        body: { slug, language: 'en', doc_template_id: 'page', metadata: { title }, content },
      });
      expect(created.status).to.equal(201);
    }
  });
  after(() => app.stop());

  it('finds pages by the project’s synonyms once set, by the built-in ones unless turned off; a manager sets them', async () => {
    expect(await search('parcels')).to.deep.equal([]);
    expect(await search('shipping'), 'a built-in synonym').to.deep.equal(['delivery']);
    const saved = await settings({ synonyms: [['parcel', 'hamper']] }, 'mona');
    expect(saved.status).to.equal(200);
    expect(saved.body.search).to.deep.equal({ synonyms: [['parcel', 'hamper']], builtin_synonyms: true });
    expect(await search('parcels')).to.deep.equal(['hampers']);
    expect((await settings({ builtin_synonyms: false })).body.search).to.deep.equal({ synonyms: [['parcel', 'hamper']], builtin_synonyms: false });
    expect(await search('shipping'), 'built-in synonyms off').to.deep.equal([]);
    expect((await app.request('GET', `/api/projects/${project}/settings`, { as: 'mel' })).body.search.builtin_synonyms).to.equal(false);
    const logged = await app.request('GET', `/api/projects/${project}/activity?action=update_search_settings`, { as: TEAM.admin });
    expect(logged.body.activity).to.have.length(2);
  });

  it('refuses a member, and bad synonyms with the field named, changing nothing', async () => {
    const before = (await app.request('GET', `/api/projects/${project}/settings`, { as: TEAM.admin })).body.search;
    const refused = await settings({ synonyms: [['a', 'b']] }, 'mel');
    expect([refused.status, refused.body]).to.deep.equal([403, { error: 'Insufficient permission' }]);
    const groups = 'synonyms must be at most 200 groups of 2 to 20 different words or phrases of at most 60 characters';
    for (const synonyms of [
      [['alone']],
      [['same', 'SAME']],
      [['ok', 'x'.repeat(61)]],
      Array.from({ length: 201 }, (_, i) => [`a${i}`, `b${i}`]),
      [['', 'x']],
    ]) {
      const answer = await settings({ synonyms });
      expect(answer.status, JSON.stringify(synonyms).slice(0, 60)).to.equal(400);
      expect(answer.body.error).to.match(/^synonyms/);
      if (synonyms.length === 1 && synonyms[0]!.length === 1) expect(answer.body.error).to.equal(groups);
    }
    expect((await settings({ builtin_synonyms: 'yes' })).body).to.deep.equal({ error: 'builtin_synonyms must be boolean' });
    expect((await app.request('GET', `/api/projects/${project}/settings`, { as: TEAM.admin })).body.search).to.deep.equal(before);
  });
});
