import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../../../../adapters/http/openapi/document.js';
import { ROUTE_GROUPS, ROUTES } from '../../../../adapters/http/routes.js';
import { ErrorBody } from '../../../../adapters/http/response-codecs.js';
import { openApiPath } from '../../../../adapters/http/openapi/operations.js';
import { get, handler, type RouteGroup, type UseCaseRoute } from '../../../../adapters/http/routing/route.js';
import { decodeInput } from '../../../../application/shared/decode.js';
import { EVENT_TYPES } from '../../../../domain/webhooks/events.js';
import { coverageProblems } from './coverage.js';

type Json = Record<string, any>;

/** Every operation of the document, with its method and path. */
const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Json })));

const responseOf = (document: OpenApiDocument, method: string, path: string, status: number): Json => {
  const response = (document.paths[path] as Json)[method].responses[String(status)];
  return response?.$ref ? (document.components.responses as Json)[response.$ref.split('/').pop()] : response;
};

class Probe {
  static readonly operation = 'probe';
  readonly execute = async () => {
    throw new Error('never run');
  };
}

describe('The OpenAPI description', () => {
  const document = buildOpenApiDocument(ROUTE_GROUPS);

  it('validates as OpenAPI 3.1, every reference resolving', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)).to.deep.equal([]);
    expect([result.valid, validator.version]).to.deep.equal([true, '3.1']);
    expect(() => validator.resolveRefs()).to.not.throw();
  });

  it('has an operation for every route of the route table, and a route for every operation', () => {
    expect(coverageProblems(ROUTE_GROUPS, document)).to.deep.equal([]);
    expect(operations(document).length).to.be.at.least(ROUTES.length);
  });

  it('catches a route with no operation, and an operation no route serves', () => {
    const undocumented: RouteGroup = { tag: 'T', description: 'd', routes: [handler('GET', '/undocumented', () => undefined, { auth: false })] };
    const misplaced: RouteGroup = {
      tag: 'T',
      description: 'd',
      routes: [
        handler('GET', '/served/*', () => undefined, {
          auth: false,
          doc: { operationId: 'elsewhere', path: '/elsewhere', summary: 's', responses: { '200': { description: 'ok' } } },
        }),
      ],
    };
    expect(coverageProblems([undocumented], buildOpenApiDocument([undocumented]))).to.deep.equal([
      'GET /undocumented has no operation: give its handler a doc',
    ]);
    expect(coverageProblems([misplaced], buildOpenApiDocument([misplaced]))).to.deep.equal(['GET /elsewhere is described, but no route serves it']);
  });

  it('refuses to describe two routes as one operation id, or a path parameter nobody explained', () => {
    const twice = (): RouteGroup => ({
      tag: 'T',
      description: 'd',
      routes: [
        get('/a', Probe, { response: t.type({}) as never, access: 'any caller' }),
        get('/b', Probe, { response: t.type({}) as never, access: 'any caller' }),
      ],
    });
    expect(() => buildOpenApiDocument([twice()])).to.throw(/Two operations are named probe/);
    const unexplained: RouteGroup = {
      tag: 'T',
      description: 'd',
      routes: [handler('GET', '/things/:thingId', () => undefined, { auth: false, doc: { operationId: 'x', summary: 's', responses: {} } })],
    };
    expect(() => buildOpenApiDocument([unexplained])).to.throw(/Parameter thingId has no description/);
  });

  it('is the same document every time it is built', () => {
    expect(JSON.stringify(buildOpenApiDocument(ROUTE_GROUPS))).to.equal(JSON.stringify(document));
  });

  it('has schemas that compile under ajv (JSON Schema 2020-12, strict mode)', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    ajv.addFormat('date-time', true).addFormat('uri', true).addFormat('binary', true);
    ajv.addKeyword('example');
    const rewrite = (node: unknown): unknown => JSON.parse(JSON.stringify(node).replaceAll('"#/components/schemas/', '"doc#/$defs/'));
    ajv.addSchema({ $id: 'doc', $defs: rewrite(document.components.schemas) });
    for (const [name, schema] of Object.entries(document.components.schemas as Json)) {
      expect(() => ajv.compile(rewrite(schema) as object), name).to.not.throw();
    }
  });

  it('says who may call each operation, and takes the credentials that fit', () => {
    const save = (document.paths['/api/projects/{projectId}/docs/edit/save'] as Json).post;
    expect(save['x-access']).to.equal('edit_drafts (write)');
    expect(save.security).to.deep.equal([{ IdToken: [] }, { ProjectId: [], ApiKey: [] }, { OAuth2: ['content:draft'] }]);
    const keys = (document.paths['/api/projects/{projectId}/keys'] as Json).post;
    expect(keys.security, 'an admin capability: no API key, no OAuth client').to.deep.equal([{ IdToken: [] }]);
    const members = (document.paths['/api/projects/{projectId}/members'] as Json).get;
    expect(members.security, "the people's own work: no OAuth client").to.deep.equal([{ IdToken: [] }, { ProjectId: [], ApiKey: [] }]);
    const search = (document.paths['/api/projects/{projectId}/search'] as Json).get;
    expect(search.security).to.deep.equal([{ IdToken: [] }, { ProjectId: [], ApiKey: [] }, { OAuth2: ['content:read'] }]);
    expect((document.paths['/mcp'] as Json).post.security, '/mcp takes no ID token').to.deep.equal([{ ProjectId: [], ApiKey: [] }, { OAuth2: [] }]);
    expect((document.paths['/healthz'] as Json).get.security).to.deep.equal([]);
    expect(Object.keys(document.components.securitySchemes as Json)).to.deep.equal([
      'IdToken',
      'ProjectId',
      'ApiKey',
      'OAuth2',
      'VisitorToken',
      'MetricsToken',
    ]);
    expect((document.paths['/metrics'] as Json).get.security, 'its own scrape token only').to.deep.equal([{ MetricsToken: [] }]);
    expect((document.components.securitySchemes as Json).OAuth2.flows.authorizationCode.scopes).to.have.keys('content:read', 'content:draft', 'content:write');
  });

  it('documents the refusals where they can happen, with the extra fields and headers some carry', () => {
    const SAVE = '/api/projects/{projectId}/docs/edit/save';
    expect(Object.keys((document.paths[SAVE] as Json).post.responses)).to.have.members([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    expect(responseOf(document, 'post', SAVE, 409).content['application/json'].schema.anyOf).to.deep.include({
      $ref: '#/components/schemas/StaleRevisionError',
    });
    expect((document.components.schemas as Json).StaleRevisionError.required).to.deep.equal(['error', 'current_revision']);
    const verify = responseOf(document, 'post', '/api/projects/{projectId}/domains/{hostname}/verify', 409).content['application/json'].schema;
    expect(verify.anyOf).to.deep.include({ $ref: '#/components/schemas/VerificationFailedError' });
    expect(responseOf(document, 'post', '/api/live/session', 429).headers['Retry-After'].required).to.equal(true);
    expect(responseOf(document, 'post', '/api/live/session', 429).description).to.match(/Daily live-session limit reached/);
    // A read of a member's has no body (no 413, 415); its 403 is an OAuth client's without the scope.
    expect(Object.keys((document.paths['/api/projects/{projectId}/pages'] as Json).get.responses)).to.have.members([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
      '500',
      '503',
    ]);
    expect(responseOf(document, 'get', '/api/projects/{projectId}/pages', 403).description).to.equal(
      'An OAuth client without `content:read` (`Insufficient permission`).',
    );
    expect(responseOf(document, 'get', '/healthz', 200).content['application/json'].schema).to.deep.equal({ $ref: '#/components/schemas/Health' });
    expect(Object.keys((document.paths['/healthz'] as Json).get.responses)).to.have.members(['200', '500']);
    expect((document.components.schemas as Json).Error).to.deep.equal({ type: 'object', properties: { error: { type: 'string' } }, required: ['error'] });
    expect(ErrorBody.name).to.equal('Error');
  });

  it('shows only examples its routes accept: each decodes with the route’s own body codec', () => {
    const examples = ROUTES.filter((route): route is UseCaseRoute => route.kind === 'use-case' && route.example !== undefined);
    expect(examples.length).to.be.at.least(8);
    for (const route of examples) {
      const decoded = decodeInput(route.body!, route.example);
      expect(E.isRight(decoded) ? '' : decoded.left.message, `${route.method} ${route.path}`).to.equal('');
      const content = (document.paths[openApiPath(route.path)] as Json)[route.method.toLowerCase()].requestBody.content['application/json'];
      expect(content.example).to.deep.equal(route.example);
    }
  });

  it('tags every operation with its feature, every tag described', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    expect(document.tags.every((tag) => tag.description.length > 20)).to.equal(true);
    for (const { method, path, operation } of operations(document)) expect(tags.has(operation.tags[0]), `${method} ${path}`).to.equal(true);
    expect([...tags]).to.include.members(ROUTE_GROUPS.map((group) => group.tag));
  });

  it('describes every webhook event: its payload and the Standard Webhooks signature headers', () => {
    expect(Object.keys(document.webhooks)).to.deep.equal([...EVENT_TYPES]);
    const ping = (document.webhooks as Json).ping.post;
    expect(ping.parameters.map((p: Json) => p.name)).to.deep.equal(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    const envelope = (document.components.schemas as Json)[ping.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    expect(envelope.required).to.deep.equal(['type', 'timestamp', 'data']);
    expect(envelope.properties.type).to.deep.equal({ const: 'ping' });
  });
});
