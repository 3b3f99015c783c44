import { expect } from 'chai';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';

/** The browser fixture itself: what it reports after a test is what a page really did wrong. */
describeBrowser('Browser: the shared fixture', function () {
  this.timeout(60_000);
  const fixture = useBrowser();

  it('reports a Content-Security-Policy violation and an uncaught error of any tab, then starts the next test clean', async () => {
    const { app, page } = fixture;
    const other = await fixture.newContext();
    for (const tab of [page, other.page]) {
      // A page of the service's origin, under a policy that refuses inline code, that has some.
      await tab.route(`${app.url}/__fixture__`, (route) =>
        route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" },
          body: '<!doctype html><title>Refused</title><script>globalThis.ran = true</script>',
        }),
      );
      await tab.goto(`${app.url}/__fixture__`);
    }
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown later');
      }),
    );
    await page.waitForEvent('pageerror');
    const reported = fixture.problems.splice(0);
    expect(reported.filter((line) => line.startsWith('policy violation: script-src-elem refused inline on '))).to.have.length(2);
    expect(reported.filter((line) => line.startsWith('console: ') && line.includes('violates the following Content Security Policy directive'))).to.have.length(
      2,
    );
    expect(reported).to.include('page error: thrown later');
  });

  it('gives each test a context of its own: nothing kept from the test before', async () => {
    const { app, page } = fixture;
    await page.goto(`${app.url}/edit/`);
    expect(await page.evaluate(() => (globalThis as unknown as { localStorage: { length: number } }).localStorage.length)).to.equal(0);
    expect(fixture.problems).to.deep.equal([]);
  });
});
