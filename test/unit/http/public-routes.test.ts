import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { Container } from 'inversify';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import type { Authenticate } from '../../../application/identity/authenticate.js';
import type { RateLimiter } from '../../../application/shared/ports.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { unauthenticated } from '../../../domain/shared/errors.js';
import { AuthFailureLimit } from '../../../adapters/http/middleware/auth-failure-limit.js';
import { conventions } from '../../../adapters/http/middleware/conventions.js';
import { RouteTable } from '../../../adapters/http/routing/route-table.js';
import { get, publicGet, publicPost } from '../../../adapters/http/routing/route.js';
import { configuredRules } from '../../../adapters/http/routing/rate-limits.js';

/** A public use case: it records the caller it is given. */
class Greet {
  static readonly operation = 'greet';
  static callers: unknown[] = [];
  readonly execute = async (caller: null, input: { name: string }) => {
    Greet.callers.push(caller);
    return E.right({ hello: input.name });
  };
}
class Hidden {
  static readonly operation = 'hidden';
  readonly execute = async (_caller: null, _input: unknown) => E.right({ found: true });
}
class Whoami {
  static readonly operation = 'whoami';
  readonly execute = async (actor: Actor, _input: unknown) => E.right({ kind: actor.kind });
}

/** Public use-case routes (no credential), fixed answer headers, and routes that exist only in some configurations. */
describe('RouteTable: public routes', () => {
  let server: ReturnType<Koa['listen']>;
  let url: string;
  before(async () => {
    const container = new Container();
    container.bind(Greet).toConstantValue(new Greet());
    container.bind(Whoami).toConstantValue(new Whoami());
    container.bind(Hidden).toConstantValue(new Hidden());
    container.bind('enabled').toConstantValue(false);
    const allowAll: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }), peek: async () => ({ allowed: true, retryAfterSeconds: 0 }) };
    // Every credential is refused: a public route must not even look.
    const authenticate = { execute: async () => E.left(unauthenticated('Invalid token')) } as unknown as Authenticate;
    const table = new RouteTable(
      [
        publicPost('/greet', Greet, {
          body: t.type({ name: t.string }),
          response: t.type({ hello: t.string }),
          responseHeaders: { 'cache-control': 'public, max-age=60' },
        }),
        publicGet('/hidden', Hidden, { response: t.type({ found: t.boolean }), onlyIf: (c) => c.get<boolean>('enabled') }),
        get('/whoami', Whoami, { response: t.type({ kind: t.union([t.literal('user'), t.literal('api_key')]) }), access: 'any caller' }),
      ],
      {
        container,
        authenticate,
        authFailures: new AuthFailureLimit(allowAll, 10),
        limiter: allowAll,
        rateRules: configuredRules({}),
        publicBaseUrl: 'http://127.0.0.1',
      },
    );
    const app = new Koa();
    app.silent = true;
    app.use(conventions(pino({ level: 'silent' })));
    app.use(table.middleware());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('runs a public use case without authenticating, with a null caller, and sets its headers', async () => {
    Greet.callers = [];
    for (const headers of [{}, { authorization: 'Bearer whatever' }] as Array<Record<string, string>>) {
      const response = await fetch(`${url}/greet`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"name":"Ada"}' });
      expect(response.status).to.equal(200);
      expect(response.headers.get('cache-control')).to.equal('public, max-age=60');
      expect(await response.json()).to.deep.equal({ hello: 'Ada' });
    }
    expect(Greet.callers).to.deep.equal([null, null]);
    const bad = await fetch(`${url}/greet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(bad.status).to.equal(400);
  });

  it('still authenticates every other use-case route', async () => {
    expect((await fetch(`${url}/whoami`)).status).to.equal(401);
  });

  it('leaves out a route whose condition does not hold: it is as unknown as any other path', async () => {
    const response = await fetch(`${url}/hidden`);
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({ error: 'Not found' });
  });
});
