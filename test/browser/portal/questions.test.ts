import { expect } from 'chai';
import { asUser, devToken, livePage, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 42: the questions the live agent could not answer, in the console; one answered in the FAQ draft from there. */
describeBrowser('Browser: the portal’s questions your site did not answer', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: startPortalApp, context: PORTAL_TAB });

  /** A question asked of the live agent by `userId`, as its frame forwards it from a page of the site. */
  async function ask(userId: string, projectId: string, question: string, page = '/en/') {
    const response = await fixture.app.request('POST', '/api/live/tools/execute', {
      token: await devToken(fixture.app, userId),
      headers: { 'x-project-id': projectId },
      body: { tool_name: 'ask', args: { question }, page },
    });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
  }

  it('shows a question the agent missed within a second, and opens Edit Mode on the FAQ draft with it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s bakery', { lou: 'member' });
    expect((await asUser(app, 'kim', 'PATCH', `/api/projects/${projectId}/modules`, { voice: true })).status).to.equal(200);
    await livePage(app, 'kim', projectId, 'hours', 'Opening hours', 'We open at nine and close at five.');
    await signInToPortal(page, app, 'kim', `?project=${projectId}`);
    await openScreen(page, 'Pages', 'Unanswered questions');
    await page.getByRole('heading', { level: 1, name: 'Questions your site did not answer' }).waitFor();
    await page.getByText('Nothing waits for an answer: every question people asked the live agent was answered by your pages').waitFor();
    await page.getByText('are kept, for 90 days (Live agent settings).').waitFor();
    await lookAt(page, 'portal-questions-empty');

    await ask('kim', projectId, 'Can I bring my dog inside?', '/en/hours/');
    const cards = page.getByRole('list', { name: 'Questions your site did not answer' }).getByRole('listitem');
    const card = cards.filter({ hasText: 'Can I bring my dog inside?' });
    await card.waitFor({ timeout: 1500 });
    await card.getByText(/^Asked once, last .*, in English\.$/).waitFor();
    await ask('kim', projectId, 'dog inside?');
    await card.getByText(/^Asked 2 times, last /).waitFor();
    await card.getByText('Also asked as: “dog inside?”.').waitFor();
    await ask('kim', projectId, 'Do you make wedding cakes?');
    await cards.nth(1).waitFor();
    await lookAt(page, 'portal-questions');

    await card.getByRole('button', { name: 'Answer in a FAQ draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    const draftId = new URL(page.url()).searchParams.get('draft');
    const draft = await asUser(app, 'kim', 'GET', `/api/projects/${projectId}/docs/edit/${draftId}`);
    expect(draft.body.doc).to.deep.include({ slug: 'faq', content: '## Can I bring my dog inside?\n\n' });
    const body = page.getByLabel('Body', { exact: true });
    expect(await body.evaluate((node) => (node as { value?: string }).value ?? node.textContent)).to.include('## Can I bring my dog inside?');

    // Back to the list: the question is answered, the other one waits; dismissed, it leaves the list.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Questions your site did not answer' }).waitFor();
    await card.waitFor({ state: 'detached' });
    await cards.filter({ hasText: 'Do you make wedding cakes?' }).getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Nothing waits for an answer').waitFor();
    await page.getByLabel('Show').selectOption('answered');
    await card.getByText('Answered in the FAQ draft (English): publish it and the agent finds the answer.').waitFor();
  });

  it('tells a member that managers read the questions, and shows none', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'kim', 'Kim’s bakery', { lou: 'member' });
    await signInToPortal(page, app, 'lou', `?project=${projectId}&screen=questions`);
    await page
      .getByRole('note')
      .getByText('Read only: you are a member of “Kim’s bakery”. Managers and admins read the questions visitors asked and answer them.')
      .waitFor();
    await lookAt(page, 'portal-questions-member');
  });
});
