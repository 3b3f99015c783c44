import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { docsOf } from '../../../adapters/http/openapi/document.js';
import { openApiPath } from '../../../adapters/http/openapi/operations.js';
import { ROUTES } from '../../../adapters/http/routes.js';
import { projectAccessOf, type Access } from '../../../adapters/http/routing/operation-doc.js';
import type { HandlerRoute, UseCaseRoute } from '../../../adapters/http/routing/route.js';
import { LiveAccess } from '../../../application/live/live-access.js';
import type { LiveCaller } from '../../../application/live/live-caller.js';
import { ProjectAccess } from '../../../application/projects/project-access.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { notFound, type AppError } from '../../../domain/shared/errors.js';
import { TestApp } from '../../support/test-app.js';

/** Records what a use case asks of the access rule, and refuses (nothing after the check runs). */
class RecordingAccess {
  readonly calls: string[] = [];
  async require(_actor: Actor, _projectId: string, capability?: string, mode?: string): Promise<E.Either<AppError, never>> {
    this.calls.push(capability === undefined ? 'live speaker' : `${capability} (${mode})`);
    return E.left(notFound('recorded'));
  }
}

const USER: Actor = { kind: 'user', userId: 'someone', email: null };
const OAUTH_CLIENT: Actor = { kind: 'user', userId: 'someone', email: null, oauth: { grantId: 'g', clientId: 'c', scopes: ['content:read', 'content:write'] } };
const API_KEY: Actor = { kind: 'api_key', keyId: 'k', projectId: 'sample', role: 'manager' };

/** The input a route would hand its use case, with a sample value for every path parameter and header. */
function sampleInput(route: UseCaseRoute): Record<string, unknown> {
  const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => [match[1], 'sample']));
  const headers = Object.fromEntries(Object.keys(route.headers ?? {}).map((key) => [key, 'sample']));
  return { ...route.constants, ...headers, ...params };
}

/**
 * The access a route declares (which the API description turns into its credentials and its
 * 403s) must be the rule its use case enforces: each use case is run against an access rule
 * that records what it was asked, and, for the account-level rules, against each kind of caller.
 */
describe('Declared access of every route agrees with its use case', () => {
  it('is declared by every route that takes a credential, and by none that takes none', () => {
    for (const route of ROUTES.filter((r): r is UseCaseRoute => r.kind === 'use-case'))
      expect(route.access === undefined, `${route.method} ${route.path}`).to.equal(route.public);
  });

  let app: TestApp;
  const projects = new RecordingAccess();
  const live = new RecordingAccess();

  before(async () => {
    app = await TestApp.start({
      overrides: [
        { token: ProjectAccess, value: projects },
        { token: LiveAccess, value: live },
      ],
    });
  });
  after(() => app.stop());

  const run = async (route: UseCaseRoute, actor: Actor | LiveCaller) => {
    const useCase = app.get<{ execute(actor: Actor | LiveCaller, input: unknown): Promise<E.Either<AppError, unknown>> }>(route.useCase as never);
    projects.calls.length = 0;
    live.calls.length = 0;
    const result = await useCase.execute(actor, sampleInput(route));
    return { result, asked: [...projects.calls, ...live.calls] };
  };
  const refused = (result: E.Either<AppError, unknown>) => E.isLeft(result) && (result.left._tag === 'Forbidden' || result.left._tag === 'Unauthenticated');

  // Public routes take no credential: their use cases are given no caller at all.
  for (const route of ROUTES.filter((r): r is UseCaseRoute & { access: Access } => r.kind === 'use-case' && !r.public)) {
    it(`${route.method} ${route.path}: ${route.access}`, async () => {
      if (projectAccessOf(route.access) !== null || route.access === 'live speaker') {
        const { asked } = await run(route, route.live ? { kind: 'authenticated', actor: USER } : USER);
        expect(asked, 'what the use case asked of the access rule').to.deep.equal([route.access]);
        return;
      }
      // Past the rule, the use case meets the sample input (a project without a name, say): not a refusal either.
      const refusedTo = (actor: Actor) =>
        run(route, actor).then(
          ({ result }) => refused(result),
          () => false,
        );
      const expected: Readonly<Record<string, [boolean, boolean, boolean]>> = {
        'any caller': [false, false, false],
        'signed-in user': [false, true, true],
      };
      expect([await refusedTo(USER), await refusedTo(OAUTH_CLIENT), await refusedTo(API_KEY)], 'refused to: a user, an OAuth client, an API key').to.deep.equal(
        expected[route.access],
      );
      expect(projects.calls, 'no project rule: it works outside any project').to.deep.equal([]);
    });
  }

  /** Hand-written routes that run a use case of a project declare its rule in their doc: asked over HTTP. */
  const projectHandlers = ROUTES.filter(
    (r): r is HandlerRoute => r.kind === 'handler' && docsOf(r).some((doc) => doc.access !== undefined && projectAccessOf(doc.access) !== null),
  );
  for (const route of projectHandlers) {
    const access = docsOf(route)[0]!.access!;
    it(`${route.method} ${route.path}: ${access}`, async () => {
      projects.calls.length = 0;
      const path = openApiPath(route.path).replace(/\{[^}]+\}/g, 'sample');
      const response = await app.request(route.method, path, {
        as: 'someone',
        body: route.method === 'POST' || route.method === 'PATCH' ? 'bytes' : undefined,
      });
      expect(response.status).to.equal(404);
      expect(projects.calls).to.deep.equal([access]);
    });
  }
});
