import { expect } from 'chai';
import { createLivePage } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { EXECUTE, live, liveProject } from './live-helpers.js';

describe('HTTP ask and answer tools', () => {
  let app: TestApp;
  let project: string;
  const tool = (tool_name: string, args: Record<string, unknown>, as = 'rita') => live(app, EXECUTE, as, project, { tool_name, args });

  before(async () => {
    app = await TestApp.start();
    project = await liveProject(app, 'alice');
    await app.addMember(project, 'alice', 'rita', 'member', true);
    const pages = [
      { slug: 'hours', doc_template_id: 'page', metadata: { title: 'Opening hours' }, content: 'We are open from 8am to 6pm, Monday to Saturday.' },
      {
        slug: 'delivery',
        doc_template_id: 'faq',
        metadata: { title: 'Delivery' },
        content: '## Do you deliver?\n\nYes, anywhere in Lyon, for free above 30 euros.\n',
      },
      { slug: 'team', doc_template_id: 'page', metadata: { title: 'Team' }, content: 'Our baker is Camille.', visibility: 'unlisted' },
    ];
    for (const { slug, ...page } of pages) await createLivePage(app, project, slug, page, 'alice');
  });
  after(() => app.stop());

  it('ask answers from the live pages, naming title and slug', async () => {
    const response = await tool('ask', { question: 'Do you deliver in Lyon?' });
    expect(response.status).to.equal(200);
    expect(response.body.result).to.include('From the page "Delivery" (slug: delivery, en, section "Do you deliver?"): Yes, anywhere in Lyon');
    expect(response.body).to.not.have.property('widget');
  });

  it('ask says when nothing was found', async () => {
    const response = await tool('ask', { question: 'Do you sell bicycles?' });
    expect(response.body.result).to.match(/^Nothing in the project's pages answers this question/);
  });

  it("answer records a Q&A pair into the project's faq draft, which a manager then opens in Edit Mode", async () => {
    const first = await tool('answer', { question: 'Can I order a birthday cake?', answer: 'Yes, two days ahead.' });
    expect(first.status).to.equal(200);
    expect(first.body.result).to.equal('Recorded the question and its answer in the FAQ draft for a manager to review and publish.');
    await tool('answer', { question: 'Is there parking?', answer: 'Yes, behind the shop.' });

    const opened = await app.request('POST', `/api/projects/${project}/docs/edit/open`, { as: 'alice', body: { slug: 'faq', language: 'en' } });
    expect(opened.status).to.equal(200);
    expect(opened.body.action).to.equal('existing_draft');
    expect(opened.body.doc).to.include({ doc_template_id: 'faq', language: 'en' });
    expect(opened.body.doc.content).to.equal('## Can I order a birthday cake?\n\nYes, two days ahead.\n\n## Is there parking?\n\nYes, behind the shop.\n');

    const live = await tool('ask', { question: 'birthday cake' });
    expect(live.body.result, 'a draft is not searched before it is published').to.match(/^Nothing in the project's pages/);
  });

  it('answer reports bad arguments as a spoken result', async () => {
    const response = await tool('answer', { question: 'Why?' });
    expect(response.status).to.equal(200);
    expect(response.body.result).to.equal('Nothing was recorded: answer must be text.');
  });
});
