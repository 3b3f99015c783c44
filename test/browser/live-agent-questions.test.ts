import { expect } from 'chai';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { agent, agentState, devToken, VoiceWorld } from './live-agent-world.js';

/**
 * Issue 42: a visitor on a page of the published site asks the agent what the pages do not say;
 * the question reaches the team's list with the path of that page (the launcher hands it to the
 * frame, the frame sends it with each tool call), and nothing else of the visitor.
 */
describeBrowser('Browser: a question the live agent could not answer, from a page of the site', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: null, tab: false });
  let world: VoiceWorld;

  before(async function () {
    this.timeout(60_000);
    world = await VoiceWorld.start('local', 10);
    await world.set('settings/live-agent', { access: 'public' });
  });
  after(async () => {
    await world?.stop();
  });

  it('is listed for the team with the page it was asked on', async () => {
    const widgetPage = await world.publishWith('widget');
    const { page } = await fixture.newContext({ permissions: ['microphone'] });
    await page.goto(widgetPage);
    await page.getByRole('button', { name: 'Talk with us' }).click();
    await agent(page).getByRole('button', { name: 'Start talking' }).click();
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/live/tools/execute'));
    await agent(page).getByRole('textbox', { name: 'Type a message' }).fill('Do you rent bicycles?');
    await agent(page).getByRole('textbox', { name: 'Type a message' }).press('Enter');
    expect((await asked).request().postDataJSON()).to.deep.include({ tool_name: 'ask', page: new URL(widgetPage).pathname });

    const token = await devToken(world.app, 'owner');
    const list = await world.app.request('GET', `/api/projects/${world.projectId}/unanswered-questions`, { token });
    expect(list.body.questions.map((q: any) => [q.question, q.count])).to.deep.equal([['Do you rent bicycles?', 1]]);
    const one = await world.app.request('GET', `/api/projects/${world.projectId}/unanswered-questions/${list.body.questions[0].id}`, { token });
    expect(one.body.asked.map(({ text, page: path }: any) => [text, path])).to.deep.equal([['Do you rent bicycles?', new URL(widgetPage).pathname]]);
  });
});
