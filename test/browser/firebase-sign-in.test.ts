import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { FakeClock } from '../support/fake-clock.js';
import { FirebaseAuthStandIn } from '../support/stand-ins/firebase-auth.js';
import { TestApp } from '../support/test-app.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { screenshot } from './support/screenshots.js';
import { harness, serveHarness } from './sign-in-harness.js';

const PROJECT = 'demo-content-service';
const API_KEY = 'AIzaSyStandIn-web-key';

/**
 * The production sign-in: Firebase Auth's web client (the lazily loaded chunk), pointed by
 * FIREBASE_AUTH_EMULATOR_URL at a loopback stand-in of Google's sign-in endpoints, whose ID
 * tokens the service trusts through AUTH_JWKS_URL, as it trusts Firebase's.
 */
describeBrowser('Browser: the Firebase Auth sign-in', function () {
  this.timeout(60_000);
  let standIn: FirebaseAuthStandIn;
  const fixture = useBrowser({
    async app() {
      const clock = new FakeClock();
      standIn = await FirebaseAuthStandIn.start({
        projectId: PROJECT,
        apiKey: API_KEY,
        now: () => clock.now(),
        accounts: [
          { uid: 'uid-ada', email: 'ada@example.com', password: 'correct horse battery staple' },
          { uid: 'uid-bea', email: 'bea@example.com', password: 'another good one' },
        ],
      });
      return TestApp.start({ clock, env: standIn.serviceEnv() });
    },
    // The harness page comes from the test (route.fulfill), not from the loopback service: Chromium
    // counts it as public, and a public page may reach loopback (the stand-in) only with this
    // permission. Google's servers are public: a real page needs none (the consent page test shows it).
    context: { permissions: ['local-network-access'] },
  });
  let url: string;
  let firebaseChunkLoads: number;

  after(() => standIn?.stop());
  beforeEach(async () => {
    const { app, page } = fixture;
    await page.clock.install();
    firebaseChunkLoads = 0;
    page.on('request', (request) => {
      if (/\/assets\/sign-in-firebase-\w+\.js$/.test(request.url())) firebaseChunkLoads += 1;
    });
    url = await serveHarness(page, app);
  });

  async function signIn(email: string, password: string): Promise<void> {
    const { page } = fixture;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Password').press('Enter');
  }

  it('loads Firebase’s code only once someone starts signing in, and tells a wrong password in words', async () => {
    const { page } = fixture;
    await page.goto(url);
    await page.getByLabel('Password').waitFor();
    expect(firebaseChunkLoads).to.equal(0);
    await screenshot(page, 'firebase-sign-in-form');
    await signIn('ada@example.com', 'wrong password');
    await page.getByRole('alert').filter({ hasText: 'The email or password is not right.' }).waitFor();
    expect(firebaseChunkLoads).to.equal(1);
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).to.equal('true');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.name)).to.equal('password');
    await screenshot(page, 'firebase-wrong-password');
    expect(await harness(page, 'user')).to.equal(null);
    const attempt = standIn.seen.find((seen) => seen.endpoint === 'signInWithPassword');
    expect(attempt?.body).to.deep.include({ email: 'ada@example.com', password: 'wrong password', returnSecureToken: true });
  });

  it('signs in with an email and a password, and the service accepts the ID token Firebase issued', async () => {
    const { page } = fixture;
    await page.goto(url);
    await signIn('ada@example.com', 'correct horse battery staple');
    await page.getByText('Signed in as ada@example.com').waitFor();
    await screenshot(page, 'firebase-signed-in');
    const token = await harness<string>(page, 'token');
    expect(decodeJwt(token)).to.include({ iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: 'uid-ada' });
    const me = await harness<{ status: number; body: any }>(page, 'me');
    expect(me).to.deep.equal({ status: 200, body: { user_id: 'uid-ada', email: 'ada@example.com', projects: [] } });
  });

  it('refreshes the token through securetoken when it nears its end, keeps the session across a reload, and signs out for good', async () => {
    const { app, page } = fixture;
    await page.goto(url);
    await signIn('bea@example.com', 'another good one');
    await page.getByText('Signed in as bea@example.com').waitFor();
    const first = await harness<string>(page, 'token');
    const refreshes = () => standIn.seen.filter((seen) => seen.endpoint === 'token');
    expect(refreshes()).to.have.length(0);

    await page.clock.fastForward('59:45');
    app.clock.advance(59 * 60_000 + 45_000);
    const refreshed = await harness<string>(page, 'token');
    expect(refreshed).to.not.equal(first);
    expect(refreshes().length).to.be.at.least(1);
    expect(refreshes()[0]!.body).to.include({ grant_type: 'refresh_token' });
    expect(decodeJwt(refreshed).iat).to.equal(decodeJwt(first).iat! + 59 * 60 + 45);
    expect((await harness<{ status: number }>(page, 'me')).status).to.equal(200);

    // A reload restores the session from the browser's storage: Firebase's code loads at start for it.
    await page.reload();
    await page.getByText('Signed in as bea@example.com').waitFor();
    expect((await harness<{ status: number; body: any }>(page, 'me')).body.user_id).to.equal('uid-bea');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Password').waitFor();
    expect(await harness<string>(page, 'tokenError')).to.equal('Sign in first.');
    await screenshot(page, 'firebase-signed-out');
    const loadsBefore = firebaseChunkLoads;
    await page.reload();
    await page.getByLabel('Password').waitFor();
    expect(await harness(page, 'user')).to.equal(null);
    expect(firebaseChunkLoads).to.equal(loadsBefore);
  });

  it('ends the session when the account is disabled: the next token refresh is refused', async () => {
    const { page } = fixture;
    await page.goto(url);
    await signIn('ada@example.com', 'correct horse battery staple');
    await page.getByText('Signed in as ada@example.com').waitFor();
    standIn.account('ada@example.com').disabled = true;
    try {
      await page.clock.fastForward('01:00:00');
      expect(await harness<string>(page, 'tokenError')).to.equal('Sign in first.');
      await page.getByLabel('Password').waitFor();
    } finally {
      standIn.account('ada@example.com').disabled = false;
    }
  });
});
