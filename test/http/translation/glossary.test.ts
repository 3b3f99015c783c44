import { expect } from 'chai';
import { TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';

/** Issue 44: a project's glossary, read by its members, replaced whole by its managers. */
describe('HTTP glossary', () => {
  let app: TestApp;
  let project: string;
  const glossaryPath = () => `/api/projects/${project}/glossary`;
  const replace = (body: unknown, as: string = TEAM.admin) => app.request('PUT', glossaryPath(), { as, body });
  const read = (as: string = TEAM.admin) => app.request('GET', glossaryPath(), { as });

  before(async () => {
    app = await TestApp.start();
    project = await app.createProject(TEAM.admin);
    await app.addMember(project, TEAM.admin, 'mona', 'manager');
    await app.addMember(project, TEAM.admin, 'mel', 'member');
  });
  after(() => app.stop());

  it('is empty until a manager writes it; a member reads it; tags are stored canonical and terms trimmed', async () => {
    expect((await read('mel')).body).to.deep.equal({ terms: [] });
    const saved = await replace(
      { terms: [{ term: ' Acme Cloud ' }, { term: 'workspace', translations: { FR: 'espace de travail', ar: 'مساحة العمل' } }] },
      'mona',
    );
    const expected = { terms: [{ term: 'Acme Cloud' }, { term: 'workspace', translations: { fr: 'espace de travail', ar: 'مساحة العمل' } }] };
    expect([saved.status, saved.body]).to.deep.equal([200, expected]);
    expect((await read('mel')).body).to.deep.equal(expected);
    const logged = await app.request('GET', `/api/projects/${project}/activity?action=replace_glossary`, { as: TEAM.admin });
    expect(logged.body.activity).to.have.length(1);
  });

  it('replaces the whole glossary, an empty list included', async () => {
    await replace({ terms: [{ term: 'Acme' }, { term: 'Beta' }] });
    expect((await replace({ terms: [{ term: 'Gamma' }] })).body).to.deep.equal({ terms: [{ term: 'Gamma' }] });
    expect((await replace({ terms: [] })).body).to.deep.equal({ terms: [] });
    expect((await read()).body).to.deep.equal({ terms: [] });
  });

  it('refuses a member’s write, and a stranger or another project’s member entirely', async () => {
    await replace({ terms: [{ term: 'Acme' }] });
    expect(await replace({ terms: [] }, 'mel').then((r) => [r.status, r.body])).to.deep.equal([403, { error: 'Insufficient permission' }]);
    const other = await app.createProject(TEAM.manager);
    for (const answer of [
      await read(TEAM.manager),
      await replace({ terms: [] }, TEAM.manager),
      await app.request('GET', `/api/projects/${other}/glossary`, { as: 'mel' }),
    ]) {
      expect(answer.status).to.equal(404);
    }
    expect((await read()).body).to.deep.equal({ terms: [{ term: 'Acme' }] });
  });

  it('refuses bad glossaries with exact messages, changing nothing', async () => {
    await replace({ terms: [{ term: 'Acme' }] });
    const refusals: Array<[unknown, string]> = [
      [{ terms: [{ term: '' }] }, 'A glossary term must be 1 to 100 characters'],
      [{ terms: [{ term: '   ' }] }, 'A glossary term must be 1 to 100 characters'],
      [{ terms: [{ term: 'x'.repeat(101) }] }, 'A glossary term must be 1 to 100 characters'],
      [{ terms: Array.from({ length: 501 }, (_, i) => ({ term: `term ${i}` })) }, 'A glossary holds at most 500 terms'],
      [{ terms: [{ term: 'Acme' }, { term: 'ACME' }] }, 'The glossary has "ACME" twice'],
      [{ terms: [{ term: 'Acme', translations: { 'not a tag!': 'x' } }] }, '"not a tag!" (a translation of "Acme") is not a language tag'],
      [{ terms: [{ term: 'Acme', translations: { fr: '' } }] }, 'The fr translation of "Acme" must be 1 to 100 characters'],
    ];
    for (const [body, error] of refusals) {
      const answer = await replace(body);
      expect([answer.status, answer.body], error).to.deep.equal([400, { error }]);
    }
    const shapes = await replace({ terms: [{ term: 3 }] });
    expect(shapes.status).to.equal(400);
    expect(shapes.body.error).to.equal('terms[0].term must be string');
    expect((await replace({ terms: 'Acme' })).body).to.deep.equal({ error: 'terms must be Array<GlossaryTerm>' });
    expect((await replace({ terms: [{ term: 'Acme', translations: { fr: 3 } }] })).body).to.deep.equal({ error: 'terms[0].translations.fr must be string' });
    expect((await read()).body).to.deep.equal({ terms: [{ term: 'Acme' }] });
  });
});
