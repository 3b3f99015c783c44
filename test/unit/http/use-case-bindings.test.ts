import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { Container } from 'inversify';
import * as t from 'io-ts';
import { pino } from 'pino';
import { createHttpApp } from '../../../adapters/http/app.js';
import { AuthFailureLimit } from '../../../adapters/http/middleware/auth-failure-limit.js';
import { get, post } from '../../../adapters/http/routing/route.js';
import { requireBoundUseCases } from '../../../adapters/http/use-case-bindings.js';
import { READ_ONLY, tool } from '../../../adapters/mcp/tool.js';
import { SaveDraft } from '../../../application/drafts/save-draft.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { InMemoryRateLimiter } from '../../../infrastructure/system/in-memory-rate-limiter.js';
import { TestApp } from '../../support/test-app.js';

class BoundThing {
  static readonly operation = 'bound_thing';
  readonly execute = async (_actor: Actor, _input: { projectId: string }) => E.right({});
}
class UnboundThing {
  static readonly operation = 'unbound_thing';
  readonly execute = async (_actor: Actor, _input: { projectId: string }) => E.right({});
}

/** What every route declares beyond its path and use case: its answer's shape and who may call it. */
const ANY = { response: t.type({}), access: 'any caller' } as const;

describe('Start-up check: every use case a route or MCP tool names is bound', () => {
  const container = new Container();
  container.bind(BoundThing).toSelf();

  it('passes when every route and tool runs a bound use case', () => {
    expect(() => requireBoundUseCases(container, [get('/api/projects/:projectId/bound', BoundThing, ANY)], [])).to.not.throw();
  });

  it('fails on a route naming a use case nothing binds, naming the route and the use case', () => {
    const routes = [get('/api/projects/:projectId/bound', BoundThing, ANY), post('/api/projects/:projectId/unbound', UnboundThing, ANY)];
    expect(() => requireBoundUseCases(container, routes, [])).to.throw(
      'Route POST /api/projects/:projectId/unbound runs use case UnboundThing, which no module binds (composition/modules/)',
    );
  });

  it('leaves out a route its configuration leaves out of the table (onlyIf)', () => {
    const routes = [post('/api/projects/:projectId/unbound', UnboundThing, { ...ANY, onlyIf: () => false })];
    expect(() => requireBoundUseCases(container, routes, [])).to.not.throw();
    const served = [post('/api/projects/:projectId/unbound', UnboundThing, { ...ANY, onlyIf: () => true })];
    expect(() => requireBoundUseCases(container, served, [])).to.throw('Route POST /api/projects/:projectId/unbound runs use case UnboundThing');
  });

  it('fails on an MCP tool naming a use case nothing binds, and lists every offender', () => {
    const unboundTool = tool({
      name: 'unbound_tool',
      title: 'Unbound',
      description: 'A tool of this test only',
      capability: 'read_content',
      annotations: READ_ONLY,
      useCase: UnboundThing,
      response: t.type({}),
    });
    expect(() => requireBoundUseCases(container, [post('/api/projects/:projectId/unbound', UnboundThing, ANY)], [unboundTool])).to.throw(
      'Route POST /api/projects/:projectId/unbound runs use case UnboundThing, which no module binds (composition/modules/)\n' +
        'MCP tool unbound_tool runs use case UnboundThing, which no module binds (composition/modules/)',
    );
  });

  describe('on the composed application', () => {
    let app: TestApp;
    before(async () => {
      // Starting builds the HTTP app, which runs the check on every route and tool of the API. From
      // the sources whatever the run: the test builds an HTTP app of the sources around its container.
      app = await TestApp.start({ sources: true });
    });
    after(() => app.stop());

    it('refuses to build the app when a module stops binding a use case', () => {
      const { container: composed } = app.running.composition;
      composed.unbind(SaveDraft);
      try {
        expect(() =>
          createHttpApp({
            container: composed,
            logger: pino({ level: 'silent' }),
            authFailures: new AuthFailureLimit(new InMemoryRateLimiter(app.clock), 10),
            trustedProxies: 0,
          }),
        ).to.throw(
          'Route POST /api/projects/:projectId/docs/edit/save runs use case SaveDraft, which no module binds (composition/modules/)\n' +
            'MCP tool save_draft runs use case SaveDraft, which no module binds (composition/modules/)',
        );
      } finally {
        composed.bind(SaveDraft).toSelf().inSingletonScope();
      }
    });
  });
});
