import { expect } from 'chai';
import { FakeClock } from '../../support/fake-clock.js';
import { FirebaseAuthStandIn } from '../../support/stand-ins/firebase-auth.js';
import { TestApp } from '../../support/test-app.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { allSaved, EDIT_MODE_TAB, seriousViolations } from './support.js';

/** Issue 24: Edit Mode's production sign-in, Firebase Auth's web client against a loopback stand-in of its endpoints. */
describeBrowser('Browser: Edit Mode with Firebase Auth', function () {
  this.timeout(120_000);
  let standIn: FirebaseAuthStandIn;
  const fixture = useBrowser({
    context: EDIT_MODE_TAB,
    async app() {
      const clock = new FakeClock();
      standIn = await FirebaseAuthStandIn.start({
        projectId: 'demo-edit-mode',
        apiKey: 'AIzaSyStandIn-edit-mode',
        now: () => clock.now(),
        accounts: [{ uid: 'uid-dana', email: 'dana@example.com', password: 'a long passphrase' }],
      });
      return TestApp.start({ clock, env: standIn.serviceEnv() });
    },
  });
  after(() => standIn?.stop());

  it('signs in with an email and password, lists the person’s project, and saves what they type as them', async () => {
    const { app, page } = fixture;
    await page.goto(`${app.url}/edit/`);
    expect(await page.getByLabel('User id').count()).to.equal(0);
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel('Password').fill('a long passphrase');
    await page.getByLabel('Password').press('Enter');
    await page.getByText('Signed in as dana@example.com').waitFor();
    // Nobody has added dana to a project yet: the page says so, and how to get one.
    await page.getByRole('heading', { level: 1, name: 'No project yet' }).waitFor();
    expect(await seriousViolations(page)).to.deep.equal([]);

    // A project of hers (made over the API with an ID token of the same provider), then a draft in it.
    const token = await standIn.signInFor('dana@example.com', 'a long passphrase');
    const created = await app.request('POST', '/api/projects', { token, body: { name: 'Dana’s site' } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    await page.reload();
    await page.getByRole('button', { name: 'New page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill('Welcome');
    await dialog.getByLabel('Address').fill('welcome');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await page.getByLabel('Body', { exact: true }).fill('Hello from Firebase.');
    await allSaved(page);

    const draftId = new URL(page.url()).searchParams.get('draft')!;
    const stored = await app.request('GET', `/api/projects/${created.body.id}/docs/edit/${draftId}`, { token });
    expect(stored.body.doc.content).to.equal('Hello from Firebase.');
    const versions = await app.request('GET', `/api/projects/${created.body.id}/docs/edit/${draftId}/versions`, { token });
    expect(versions.body.versions[0].saved_by).to.equal('uid-dana');
  });
});
