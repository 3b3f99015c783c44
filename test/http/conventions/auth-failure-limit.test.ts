import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { TestApp } from '../../support/test-app.js';

const LIMIT = 10;
const TOO_MANY = 'Too many failed authentication attempts';

/** The 401-flood limit: per client IP, never on health checks, and never keyed on what a client wrote. */
describe('HTTP authentication failure limit', () => {
  let app: TestApp;
  afterEach(() => app.stop());

  const start = async (env: Record<string, string> = {}) => {
    app = await TestApp.start({ env: { AUTH_FAILURE_LIMIT: String(LIMIT), ...env } });
  };
  /** A request with a bad token, as sent through `forwardedFor` (the X-Forwarded-For value) when given. */
  const badToken = (forwardedFor?: string) =>
    app.request('GET', '/api/accounts/me', { token: 'garbage', headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
  const asAlice = (forwardedFor?: string) =>
    app.request('GET', '/api/accounts/me', { as: 'alice', headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });

  it(`answers 429 with Retry-After after ${LIMIT} answers of 401 within a minute, until the minute has passed`, async () => {
    await start();
    for (let i = 0; i < LIMIT; i += 1) expect((await badToken()).status).to.equal(401);
    const limited = await asAlice();
    expectError(limited, 429, TOO_MANY);
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    app.clock.advance(60_001);
    expect((await asAlice()).status).to.equal(200);
  });

  it('keeps answering /healthz and /readyz while the caller is over the limit', async () => {
    await start();
    for (let i = 0; i < LIMIT; i += 1) await badToken();
    expectError(await asAlice(), 429, TOO_MANY);
    const [health, ready] = await Promise.all([app.request('GET', '/healthz'), app.request('GET', '/readyz')]);
    expect([health.status, health.body]).to.deep.equal([200, { status: 'ok' }]);
    expect([ready.status, ready.body]).to.deep.equal([200, { status: 'ready' }]);
  });

  it('with TRUST_PROXY unset, counts the socket address: a rotating X-Forwarded-For does not escape', async () => {
    await start();
    for (let i = 0; i < LIMIT; i += 1) expect((await badToken(`203.0.113.${i}`)).status).to.equal(401);
    expectError(await badToken('198.51.100.7'), 429, TOO_MANY);
    expectError(await asAlice('198.51.100.8'), 429, TOO_MANY);
  });

  for (const trustProxy of ['1', 'true']) {
    describe(`with TRUST_PROXY=${trustProxy} (one proxy appends the client's address)`, () => {
      it('counts the rightmost entry: rotating the entries the client wrote does not escape', async () => {
        await start({ TRUST_PROXY: trustProxy });
        // The client writes anything to the left; the proxy appends the address it saw.
        for (let i = 0; i < LIMIT; i += 1) expect((await badToken(`10.9.8.${i}, 192.0.2.10`)).status).to.equal(401);
        expectError(await badToken('10.9.9.9, 192.0.2.10'), 429, TOO_MANY);
        expectError(await asAlice('192.0.2.10'), 429, TOO_MANY);
      });

      it('limits two clients behind the proxy separately, and a client cannot lock another out by naming it', async () => {
        await start({ TRUST_PROXY: trustProxy });
        // The flooding client names its victim's address as its own, to the left of the proxy's entry.
        for (let i = 0; i < LIMIT; i += 1) await badToken('192.0.2.20, 192.0.2.10');
        expectError(await asAlice('192.0.2.10'), 429, TOO_MANY);
        expect((await asAlice('192.0.2.20')).status).to.equal(200);
      });
    });
  }
});
