import { expect } from 'chai';
import { FAQ_ADDRESS_RESERVED } from '../../../application/questions/answer-in-faq-draft.js';
import { NOTHING_FOUND } from '../../../application/live/tools/ask.js';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { EXECUTE, live } from '../live/live-helpers.js';
import { callTool, keyHeaders, mcpClient } from '../mcp/support.js';
import { publish } from '../publishing/support.js';
import { ADMIN, ask, listed, MANAGER, MEMBER, questionsPath, questionsProject } from './support.js';

/** Issue 42: a question the agent missed, answered from the list in the FAQ, found by the next `ask`; its webhook and MCP tool. */
describe('Unanswered questions: answered in the FAQ', function () {
  this.timeout(30_000);
  let app: TestApp;
  let receiver: WebhookReceiver;
  let project: string;

  before(async () => {
    receiver = await WebhookReceiver.start();
    app = await TestApp.start({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
  });
  after(async () => {
    await app.stop();
    await receiver.stop();
  });
  beforeEach(async () => (project = await questionsProject(app)));

  it('opens the FAQ draft with the question, and once the answer is published the next ask finds it', async () => {
    expect(await ask(app, project, 'Can I bring my dog inside?')).to.equal(NOTHING_FOUND);
    const [group] = await listed(app, project);
    const opened = await app.request('POST', questionsPath(project, `/${group.id}/faq-draft`), { as: MANAGER, body: {} });
    expect(opened.status, JSON.stringify(opened.body)).to.equal(200);
    const answer = { draft_id: opened.body.draft_id, slug: 'faq', language: 'en' };
    expect(opened.body.question).to.deep.include({ id: group.id, status: 'answered', answer });
    const draft = await app.request('GET', `/api/projects/${project}/docs/edit/${opened.body.draft_id}`, { as: MANAGER });
    expect(draft.body.doc).to.deep.include({ slug: 'faq', doc_template_id: 'faq', content: '## Can I bring my dog inside?\n\n' });
    const again = await app.request('POST', questionsPath(project, `/${group.id}/faq-draft`), { as: MANAGER, body: {} });
    expect(again.body).to.deep.include({ draft_id: opened.body.draft_id, revision: opened.body.revision });
    expect(await listed(app, project)).to.deep.equal([]);
    expect((await listed(app, project, '?status=answered')).map((g) => g.answer)).to.deep.equal([answer]);

    const saved = await app.request('POST', `/api/projects/${project}/docs/edit/save`, {
      as: MANAGER,
      body: { draftId: opened.body.draft_id, metadata: {}, content: '## Can I bring my dog inside?\n\nYes: dogs on a lead are welcome.\n', language: 'en' },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    await publish(app, project, { draft_ids: [opened.body.draft_id] }, MANAGER);
    const found = await ask(app, project, 'Can I bring my dog inside?');
    expect(found).to.include('From the page "FAQ" (slug: faq, en').and.include('dogs on a lead are welcome');
    expect((await listed(app, project, '?status=answered')).map((g) => g.count)).to.deep.equal([1]);
  });

  it('refuses in words: an unknown question, a member, a bad language, a FAQ address the live agent holds', async () => {
    await ask(app, project, 'Do you repair bicycles?');
    const [group] = await listed(app, project);
    const path = questionsPath(project, `/${group.id}/faq-draft`);
    const unknown = await app.request('POST', questionsPath(project, '/nope/faq-draft'), { as: MANAGER, body: {} });
    expect([unknown.status, unknown.body]).to.deep.equal([404, { error: 'Unanswered question not found' }]);
    const member = await app.request('POST', path, { as: MEMBER, body: {} });
    expect([member.status, member.body]).to.deep.equal([403, { error: 'Insufficient permission' }]);
    const language = await app.request('POST', path, { as: MANAGER, body: { language: 'not a language' } });
    expect([language.status, language.body]).to.deep.equal([400, { error: 'language must be a BCP-47 language code' }]);
    const placed = await app.request('PATCH', `/api/projects/${project}/settings/site`, {
      as: ADMIN,
      body: { live_agent_placement: 'destination_page', live_agent_slug: 'faq' },
    });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    const reserved = await app.request('POST', path, { as: MANAGER, body: {} });
    expect([reserved.status, reserved.body]).to.deep.equal([409, { error: FAQ_ADDRESS_RESERVED }]);
    expect((await listed(app, project)).map((g) => g.status)).to.deep.equal(['open']);
  });

  it('sends question.unanswered when a new question appears, not when a similar one joins it', async () => {
    const webhook = await app.request('POST', `/api/projects/${project}/webhooks`, { as: ADMIN, body: { url: receiver.url, events: ['question.unanswered'] } });
    expect(webhook.status, JSON.stringify(webhook.body)).to.equal(201);
    const before = receiver.of('question.unanswered').length;
    await live(app, EXECUTE, ADMIN, project, { tool_name: 'answer', args: { question: 'Do you sell gift cards?', answer: 'Yes, at the till.' }, page: '/en/' });
    await ask(app, project, 'sell gift cards?');
    const [event] = (await receiver.waitFor(before + 1, 'question.unanswered')).slice(before);
    const [group] = await listed(app, project);
    expect(event!.body.data).to.deep.equal({
      project_id: project,
      question: { id: group.id, text: 'Do you sell gift cards?', language: 'en', asked_at: group.first_asked_at, answer_proposed: true },
    });
    expect(group).to.deep.include({ count: 2, proposed_answers: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.of('question.unanswered')).to.have.length(before + 1);
  });

  it('lists them to an MCP client with the same codec as the REST list; a member key is refused', async () => {
    await ask(app, project, 'Do you sell bicycles?');
    const manager = await mcpClient(app, keyHeaders((await createKey(app, project, ADMIN, 'manager')).key, project));
    const member = await mcpClient(app, keyHeaders((await createKey(app, project, ADMIN, 'member')).key, project));
    try {
      const answer = await callTool(manager, 'list_unanswered_questions', { sort: 'count', limit: 10 });
      expect(answer.isError).to.equal(false);
      expect(answer.json).to.deep.equal({ questions: await listed(app, project, '?sort=count'), next_cursor: null });
      const bad = await callTool(manager, 'list_unanswered_questions', { status: 'closed' });
      expect([bad.isError, bad.text]).to.deep.equal([true, 'status must be one of open, answered, dismissed']);
      const refused = await callTool(member, 'list_unanswered_questions');
      expect([refused.isError, refused.text]).to.deep.equal([true, 'Insufficient permission']);
    } finally {
      await manager.close();
      await member.close();
    }
  });
});
