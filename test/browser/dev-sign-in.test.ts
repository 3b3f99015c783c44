import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { screenshot } from './support/screenshots.js';
import { harness, serveHarness } from './sign-in-harness.js';

/** The sign-in component with the development sign-in, in headless Chromium against the real service. */
describeBrowser('Browser: the development sign-in', function () {
  this.timeout(60_000);
  const fixture = useBrowser();
  let url: string;
  let requests: string[];

  beforeEach(async () => {
    const { app, page } = fixture;
    await page.clock.install();
    requests = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    url = await serveHarness(page, app);
  });

  it('signs in with a user id, and the token it gives is one the service accepts', async () => {
    const { page } = fixture;
    await page.goto(url);
    await page.getByText('Development sign-in: any user id signs in.').waitFor();
    await screenshot(page, 'dev-sign-in-form');
    await page.getByLabel('User id').fill('alice');
    await page.getByLabel('Email (optional)').fill('Alice@Example.com');
    await page.getByLabel('Email (optional)').press('Enter');
    await page.getByText('Signed in as alice@example.com').waitFor();
    await screenshot(page, 'dev-signed-in');
    // Focus followed the person to the status that says who they are.
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.textContent)).to.equal('Signed in as alice@example.com');
    const me = await harness<{ status: number; body: any }>(page, 'me');
    expect(me).to.deep.equal({ status: 200, body: { user_id: 'alice', email: 'alice@example.com', projects: [] } });
  });

  it('says in words what is wrong with the form, at the field it is about', async () => {
    const { page } = fixture;
    await page.goto(url);
    const userId = page.getByLabel('User id');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter a user id.' }).waitFor();
    expect(await userId.getAttribute('aria-invalid')).to.equal('true');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.name)).to.equal('user_id');
    await userId.fill('two words');
    await userId.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The service refused this sign-in: user_id must be from 1 to 128 letters, digits or . _ @ : + -' })
      .waitFor();
    expect(await userId.getAttribute('aria-invalid')).to.equal('true');
    await screenshot(page, 'dev-sign-in-refused');
    await userId.fill('bob');
    await userId.press('Enter');
    await page.getByText('Signed in as bob').waitFor();
  });

  it('keeps the session across a reload, renews the token before it expires, and signs out for good', async () => {
    const { app, page } = fixture;
    await page.goto(url);
    await page.getByLabel('User id').fill('carol');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as carol').waitFor();
    const first = await harness<string>(page, 'token');
    expect(await harness<string>(page, 'token')).to.equal(first);

    await page.reload();
    await page.getByText('Signed in as carol').waitFor();
    expect(await harness<string>(page, 'token')).to.equal(first);

    // 56 minutes on, four are left: the component asks for a new token first, once for callers at once.
    await page.clock.fastForward('56:00');
    app.clock.advance(56 * 60_000);
    const signIns = () => requests.filter((r) => r.endsWith('/auth/dev/sign-in')).length;
    const before = signIns();
    const together = await page.evaluate(() => Promise.all([1, 2, 3, 4, 5].map(() => (globalThis as any).harness.token())));
    expect(new Set(together).size).to.equal(1);
    expect(signIns() - before).to.equal(1);
    const renewed = await harness<string>(page, 'token');
    expect(renewed).to.equal(together[0]);
    expect(renewed).to.not.equal(first);
    expect(decodeJwt(renewed).iat).to.equal(decodeJwt(first).iat! + 56 * 60);
    expect((await harness<{ status: number }>(page, 'me')).status).to.equal(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('User id').waitFor();
    expect(await harness<string>(page, 'tokenError')).to.equal('Sign in first.');
    expect(await page.evaluate(() => (globalThis as any).localStorage.length)).to.equal(0);
    await page.reload();
    await page.getByLabel('User id').waitFor();
    expect(await harness(page, 'user')).to.equal(null);
  });

  it('follows a sign-out made in another tab', async () => {
    const { app, page, context } = fixture;
    await page.goto(url);
    await page.getByLabel('User id').fill('dave');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as dave').waitFor();
    const other = await context.newPage();
    await serveHarness(other, app);
    await other.goto(url);
    await other.getByText('Signed in as dave').waitFor();
    await other.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('User id').waitFor();
    expect(await harness<string>(page, 'tokenError')).to.equal('Sign in first.');
  });
});
