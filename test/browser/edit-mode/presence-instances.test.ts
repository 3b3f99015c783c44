import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp } from '../../support/test-app.js';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { allSaved, EDIT_MODE_TAB, signInToEditMode } from './support.js';

/** The development sign-in, as the browser tests run it, on `dataDir` when given (a second instance of one store). */
const devInstance = (clock: FakeClock, dataDir?: string) =>
  TestApp.start({
    clock,
    env: { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', SIGN_IN_RATE_LIMIT: '100000' },
    ...(dataDir === undefined ? {} : { dataDir }),
  });

/** Issue 33: presence holds with the service running as two instances on one store, each person's browser on another. */
describeBrowser('Browser: presence across two instances of the service', function () {
  this.timeout(180_000);
  const fixture = useBrowser({ app: null, context: EDIT_MODE_TAB, tab: false });
  let one: TestApp;
  let two: TestApp;

  before(async function () {
    this.timeout(60_000);
    const clock = new FakeClock();
    one = await devInstance(clock);
    two = await devInstance(clock, one.dataDir);
  });
  after(async () => {
    await two?.stop({ keepData: true });
    await one?.stop();
  });

  const presence = (page: Page) => page.getByRole('region', { name: 'Who else is here' });
  const body = (page: Page) => page.getByLabel('Body', { exact: true });

  it('shows each person the other and the other’s saves, whichever instance each reaches', async () => {
    const projectId = await projectWith(one, 'ada', 'Two instances', { bob: 'manager' });
    const created = await asUser(one, 'ada', 'POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'shared', title: 'shared' },
      content: 'Start.',
    });
    const draftId = created.body.draftId as string;
    const open = async (app: TestApp, userId: string) => {
      const { page } = await fixture.newContext();
      await signInToEditMode(page, app, userId, `?project=${projectId}&draft=${draftId}`);
      await page.getByRole('heading', { level: 1, name: 'shared' }).waitFor();
      return page;
    };
    const ada = await open(one, 'ada');
    const bob = await open(two, 'bob');

    await presence(ada)
      .getByText(/Also here: .*bob/)
      .waitFor();
    await presence(bob)
      .getByText(/Also here: .*ada/)
      .waitFor();
    await body(bob).fill('Saved through the second instance.');
    await allSaved(bob);
    await presence(ada).getByRole('button', { name: 'Load revision 2' }).click();
    await ada.getByText(/’s save \(revision 2\) is in the editor\./).waitFor();
    expect(await body(ada).inputValue()).to.equal('Saved through the second instance.');
    await presence(ada).getByRole('button', { name: 'Take over' }).click();
    await presence(bob)
      .getByRole('alert')
      .getByText(/took over this draft/)
      .waitFor();
  });
});
