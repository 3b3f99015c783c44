import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../support/browser.js';
import { FakeClock } from '../../support/fake-clock.js';
import { FirebaseAuthStandIn } from '../../support/stand-ins/firebase-auth.js';
import { TestApp } from '../../support/test-app.js';
import { hasChromium } from '../chromium.js';
import { allSaved, openTab, seriousViolations } from './support.js';

const describeBrowser = hasChromium() ? describe : describe.skip;

/** An ID token for the account, asked of the stand-in as Firebase's web client asks. */
async function firebaseIdToken(standIn: FirebaseAuthStandIn, email: string, password: string): Promise<string> {
  const response = await fetch(`${standIn.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${standIn.apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-version': 'Node/JsCore/test' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Issue 24: Edit Mode's production sign-in, Firebase Auth's web client against a loopback stand-in of its endpoints. */
describeBrowser('Browser: Edit Mode with Firebase Auth', function () {
  this.timeout(120_000);
  let app: TestApp;
  let standIn: FirebaseAuthStandIn;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  before(async () => {
    const clock = new FakeClock();
    standIn = await FirebaseAuthStandIn.start({
      projectId: 'demo-edit-mode',
      apiKey: 'AIzaSyStandIn-edit-mode',
      now: () => clock.now(),
      accounts: [{ uid: 'uid-dana', email: 'dana@example.com', password: 'a long passphrase' }],
    });
    [app, browser] = await Promise.all([
      TestApp.start({
        clock,
        env: {
          AUTH_JWKS_FILE: '',
          AUTH_JWKS_URL: standIn.jwksUrl,
          AUTH_ISSUER: standIn.issuerId,
          AUTH_AUDIENCE: 'demo-edit-mode',
          FIREBASE_API_KEY: 'AIzaSyStandIn-edit-mode',
          FIREBASE_AUTH_EMULATOR_URL: standIn.url,
        },
      }),
      launchChromium(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await standIn?.stop();
  });
  beforeEach(async () => {
    ({ context, page, problems } = await openTab(browser));
  });
  afterEach(async () => {
    await context.close();
    expect(problems).to.deep.equal([]);
  });

  it('signs in with an email and password, lists the person’s project, and saves what they type as them', async () => {
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
    const token = await firebaseIdToken(standIn, 'dana@example.com', 'a long passphrase');
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
