import { expect } from 'chai';
import { WorkflowUpkeep } from '../../../application/activity/workflow-upkeep.js';
import { TestApp } from '../../support/test-app.js';
import { NOTHING_FOUND } from '../../../application/live/tools/ask.js';
import { EXECUTE, live } from '../live/live-helpers.js';
import { ADMIN, ask, listed, MANAGER, MEMBER, questionsPath, questionsProject } from './support.js';

const DAY = 86_400_000;

/** Issue 42: what the live agent could not answer, recorded as asked and grouped, for the team. */
describe('Unanswered questions', function () {
  this.timeout(30_000);
  let app: TestApp;
  let project: string;

  before(async () => (app = await TestApp.start()));
  after(() => app.stop());
  beforeEach(async () => (project = await questionsProject(app)));

  it('lists a question the agent could not answer at once, and files a similar one with it', async () => {
    expect(await ask(app, project, 'What are your opening hours?')).to.not.equal(NOTHING_FOUND);
    expect(await listed(app, project)).to.deep.equal([]);

    const askedAt = app.clock.now().toISOString();
    expect(await ask(app, project, 'Do you deliver to Lyon?', '/en/hours/')).to.equal(NOTHING_FOUND);
    const [group] = await listed(app, project);
    expect(group).to.deep.include({
      question: 'Do you deliver to Lyon?',
      language: 'en',
      count: 1,
      first_asked_at: askedAt,
      last_asked_at: askedAt,
      languages: ['en'],
      proposed_answers: 0,
      similar_questions: [],
      status: 'open',
      answer: null,
    });

    app.clock.advance(60_000);
    await live(app, EXECUTE, ADMIN, project, { tool_name: 'update_profile', args: { language: 'fr' } });
    expect(await ask(app, project, 'deliver Lyon?')).to.equal(NOTHING_FOUND);
    await ask(app, project, 'Are you hiring bakers?');
    const [hiring, delivery] = await listed(app, project);
    expect(hiring.question).to.equal('Are you hiring bakers?');
    expect(delivery).to.deep.include({ id: group.id, count: 2, languages: ['en', 'fr'], similar_questions: ['deliver Lyon?'] });
    expect((await listed(app, project, '?sort=count')).map((g) => g.id)).to.deep.equal([group.id, hiring.id]);

    const one = await app.request('GET', questionsPath(project, `/${group.id}`), { as: MANAGER });
    expect(one.status).to.equal(200);
    expect(one.body.asked.map(({ text, language, page }: any) => ({ text, language, page }))).to.deep.equal([
      { text: 'deliver Lyon?', language: 'fr', page: null },
      { text: 'Do you deliver to Lyon?', language: 'en', page: '/en/hours/' },
    ]);
  });

  it("shows a project's questions to its managers only, never another project's", async () => {
    await ask(app, project, 'Is there parking nearby?');
    const [group] = await listed(app, project);
    const other = await questionsProject(app);
    expect(await listed(app, other)).to.deep.equal([]);
    const elsewhere = await app.request('GET', questionsPath(other, `/${group.id}`), { as: MANAGER });
    expect([elsewhere.status, elsewhere.body]).to.deep.equal([404, { error: 'Unanswered question not found' }]);
    for (const path of [questionsPath(project), questionsPath(project, `/${group.id}`)]) {
      const member = await app.request('GET', path, { as: MEMBER });
      expect([member.status, member.body]).to.deep.equal([403, { error: 'Insufficient permission' }]);
      const stranger = await app.request('GET', path, { as: 'nobody' });
      expect([stranger.status, stranger.body]).to.deep.equal([404, { error: 'Project not found' }]);
    }
    const dismissed = await app.request('POST', questionsPath(project, `/${group.id}/dismiss`), { as: MEMBER });
    expect([dismissed.status, dismissed.body]).to.deep.equal([403, { error: 'Insufficient permission' }]);
  });

  it('dismisses a question off the open list and reopens it', async () => {
    await ask(app, project, 'Who won the match yesterday?');
    const [group] = await listed(app, project);
    const dismissed = await app.request('POST', questionsPath(project, `/${group.id}/dismiss`), { as: MANAGER });
    expect(dismissed.status).to.equal(200);
    expect(dismissed.body).to.deep.include({ id: group.id, status: 'dismissed', status_changed_at: app.clock.now().toISOString() });
    await ask(app, project, 'who won the match');
    expect(await listed(app, project)).to.deep.equal([]);
    expect((await listed(app, project, '?status=dismissed')).map((g) => [g.id, g.count])).to.deep.equal([[group.id, 2]]);
    const reopened = await app.request('POST', questionsPath(project, `/${group.id}/reopen`), { as: MANAGER });
    expect(reopened.body.status).to.equal('open');
    expect((await listed(app, project)).map((g) => g.id)).to.deep.equal([group.id]);
    const missing = await app.request('POST', questionsPath(project, '/nope/dismiss'), { as: MANAGER });
    expect([missing.status, missing.body]).to.deep.equal([404, { error: 'Unanswered question not found' }]);
  });

  it('pages through the list and refuses what it does not understand, with 400s naming the field', async () => {
    for (const question of ['Do you sell bicycles?', 'Can I rent a boat?', 'Is there a lift for prams?']) {
      await ask(app, project, question);
      app.clock.advance(1000);
    }
    const first = await app.request('GET', questionsPath(project, '?limit=2&sort=count'), { as: MANAGER });
    expect(first.body.questions).to.have.length(2);
    const rest = await app.request('GET', questionsPath(project, `?limit=2&sort=count&cursor=${first.body.next_cursor}`), { as: MANAGER });
    expect([rest.status, rest.body.questions?.length, rest.body.next_cursor], JSON.stringify(rest.body)).to.deep.equal([200, 1, null]);
    const otherOrder = await app.request('GET', questionsPath(project, `?cursor=${first.body.next_cursor}`), { as: MANAGER });
    expect([otherOrder.status, otherOrder.body]).to.deep.equal([400, { error: 'cursor must be a next_cursor value from an earlier response' }]);
    const status = await app.request('GET', questionsPath(project, '?status=closed'), { as: MANAGER });
    expect([status.status, status.body]).to.deep.equal([400, { error: 'status must be one of open, answered, dismissed' }]);
    const sort = await app.request('GET', questionsPath(project, '?sort=newest'), { as: MANAGER });
    expect([sort.status, sort.body]).to.deep.equal([400, { error: 'sort must be one of last_asked, count' }]);
  });

  it('refuses a page that is not a path of the site, and records nothing then', async () => {
    const refused = await live(app, EXECUTE, ADMIN, project, { tool_name: 'ask', args: { question: 'Do you sell bicycles?' }, page: 'https://x.example/?u=1' });
    expect([refused.status, refused.body]).to.deep.equal([
      400,
      { error: 'page must be a path of the site starting with / (at most 500 characters, without spaces, ? or #)' },
    ]);
    expect(await listed(app, project)).to.deep.equal([]);
  });

  it('keeps questions for the days the project sets, letting older ones (and emptied groups) go', async () => {
    await ask(app, project, 'Do you have vegan croissants?');
    app.clock.advance(2 * DAY);
    await ask(app, project, 'Do you sell flowers?');
    await app.get(WorkflowUpkeep).run();
    expect(await listed(app, project)).to.have.length(2);

    const bad = await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: ADMIN, body: { question_retention_days: 0 } });
    expect([bad.status, bad.body]).to.deep.equal([400, { error: 'question_retention_days must be an integer from 1 to 3650' }]);
    const set = await app.request('PATCH', `/api/projects/${project}/settings/live-agent`, { as: ADMIN, body: { question_retention_days: 1 } });
    expect(set.body.live_agent.question_retention_days).to.equal(1);
    await app.get(WorkflowUpkeep).run();
    expect((await listed(app, project)).map((g) => g.question)).to.deep.equal(['Do you sell flowers?']);
  });
});
