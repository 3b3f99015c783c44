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
import { AuthFailureLimit } from '../../../adapters/http/middleware/auth-failure-limit.js';
import { conventions } from '../../../adapters/http/middleware/conventions.js';
import { RouteTable } from '../../../adapters/http/routing/route-table.js';
import { get, post } from '../../../adapters/http/routing/route.js';
import { configuredRules } from '../../../adapters/http/routing/rate-limits.js';

/** Use cases that record the input they are given. */
class Rename {
  static readonly operation = 'rename';
  static inputs: unknown[] = [];
  readonly execute = async (_actor: Actor, input: { projectId: string; name: string; note?: string }) => {
    Rename.inputs.push(input);
    return E.right({ renamed: true });
  };
}
class ListThings {
  static readonly operation = 'list_things';
  static inputs: unknown[] = [];
  readonly execute = async (_actor: Actor, input: { projectId: string; limit?: string; source: string }) => {
    ListThings.inputs.push(input);
    return E.right({ things: [] as string[] });
  };
}

const RenameInput = t.intersection([t.type({ name: t.string }), t.partial({ note: t.string })]);

/** What the table hands a use case: the keys its codecs declare, path parameters last. */
describe('RouteTable input', () => {
  let server: ReturnType<Koa['listen']>;
  let url: string;
  before(async () => {
    const container = new Container();
    container.bind(Rename).toConstantValue(new Rename());
    container.bind(ListThings).toConstantValue(new ListThings());
    const allowAll: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }), peek: async () => ({ allowed: true, retryAfterSeconds: 0 }) };
    const authenticate = { execute: async () => E.right({ kind: 'user', userId: 'u1', email: null }) } as unknown as Authenticate;
    const table = new RouteTable(
      [
        post('/api/projects/:projectId/rename', Rename, { body: RenameInput, response: t.type({ renamed: t.boolean }), access: 'edit_content (write)' }),
        get('/api/projects/:projectId/things', ListThings, {
          query: t.partial({ limit: t.string }),
          constants: { source: 'rest' },
          response: t.type({ things: t.array(t.string) }),
          access: 'read_content (read)',
        }),
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
  beforeEach(() => {
    Rename.inputs = [];
    ListThings.inputs = [];
  });

  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('drops body keys the codec does not declare, and the path parameter wins over a body key of its name', async () => {
    const response = await send('POST', '/api/projects/A/rename', {
      name: 'New',
      note: 'n',
      projectId: 'B',
      project_id: 'B',
      admin: true,
      constructor: { x: 1 },
    });
    expect(response.status).to.equal(200);
    expect(Rename.inputs).to.deep.equal([{ name: 'New', note: 'n', projectId: 'A' }]);
  });

  it('leaves an optional key out when it is not sent', async () => {
    await send('POST', '/api/projects/A/rename', { name: 'New' });
    expect(Rename.inputs).to.deep.equal([{ name: 'New', projectId: 'A' }]);
    expect(Object.keys(Rename.inputs[0] as object)).to.deep.equal(['name', 'projectId']);
  });

  it('drops undeclared query keys; constants and path parameters cannot be overridden by the query', async () => {
    await send('GET', '/api/projects/A/things?limit=3&projectId=B&source=evil&debug=1');
    expect(ListThings.inputs).to.deep.equal([{ source: 'rest', limit: '3', projectId: 'A' }]);
  });

  it('answers a body that fails its codec with 400 and never runs the use case', async () => {
    const response = await send('POST', '/api/projects/A/rename', { name: 42, projectId: 'A' });
    expect([response.status, await response.json()]).to.deep.equal([400, { error: 'name must be string' }]);
    expect(Rename.inputs).to.deep.equal([]);
  });
});
