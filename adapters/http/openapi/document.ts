import { SchemaComponents } from '../../mcp/json-schema.js';
import { SERVER_INFO } from '../../mcp/server-info.js';
import { mcpSurface } from '../../mcp/surface.js';
import type { HandlerDoc } from '../routing/operation-doc.js';
import type { HandlerRoute, Route, RouteGroup, UseCaseRoute } from '../routing/route.js';
import { OperationBuilder, type Operation } from './operations.js';
import { SECURITY_SCHEMES } from './security.js';
import { WEBHOOKS_TAG, webhooksOf } from './webhooks.js';

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: Readonly<Record<string, unknown>>;
  readonly servers: ReadonlyArray<{ readonly url: string; readonly description: string }>;
  readonly tags: ReadonlyArray<{ readonly name: string; readonly description: string }>;
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly webhooks: Readonly<Record<string, unknown>>;
  readonly components: Readonly<Record<string, unknown>>;
  /** The MCP endpoint's tools, resource templates and prompts (an OpenAPI extension: they are not HTTP operations). */
  readonly 'x-mcp': ReturnType<typeof mcpSurface>;
}

const OVERVIEW = `The REST API behind the content portal and the browser extension: projects, pages and drafts (Edit Mode), publishing and the site, media, search, webhooks, and the live voice agent. Custom servers, webhook receivers and CI pipelines call it; MCP clients use \`POST /mcp\`.

**Conventions.** JSON in and out, \`snake_case\` fields, times in ISO 8601 UTC. A create answers \`201\` with the resource, a delete \`204\`; a list answers \`{ "<plural>": [...] }\`, with \`next_cursor\` (null at the end) where it is paginated: pass it back as \`cursor\`. Every response carries \`x-request-id\` (the caller's own when it sends a sane one).

**Errors.** Every refusal is \`{ "error": "<message>" }\` (a few carry more: \`current_revision\` on a stale save, \`found\` on a domain verification), with the status each operation lists; a request that fails validation names each bad field. A caller who is not a member of a project gets \`404\` for its resources (live voice alone answers \`403 User is not a member of this project\`, as the specification names it). Every \`429\` carries \`Retry-After\`. An unknown route is \`404\`, a known path with another method \`405\` with \`Allow\`.

**Credentials.** A user's ID token (\`Authorization: Bearer\`), a project's API key (\`x-project-id\` + \`x-api-key\`), or an OAuth access token of this service (for MCP clients). Each operation says which it takes and the role it needs: \`admin\` > \`manager\` > \`member\`.

**Limits.** Request bodies up to 1 MB (images 10 MB; resumable uploads 100 MB). Per IP address: \`/mcp\` 60 requests in any 60 seconds, \`/oauth/*\` 30 a minute, and after 10 answers of 401 within a minute every request is \`429\` until the minute has passed.`;

const WEBHOOKS_DESCRIPTION =
  'What this service POSTs to the URL of a project’s webhook (`POST /api/projects/{projectId}/webhooks`), one entry per event type, signed as Standard Webhooks.';

/**
 * The OpenAPI 3.1 description of the API, read off the route table: every route's operation
 * (a use-case route's from its declaration, a hand-written route's from its `doc`), with the
 * refusals its route table stages add, the credentials each takes, the webhooks' payloads.
 * The server is relative (`/`): the document served by a running service is the one in the
 * repository (clients/typescript/openapi.json), and "try it" calls the service that served it.
 */
export function buildOpenApiDocument(groups: readonly RouteGroup[]): OpenApiDocument {
  const components = new SchemaComponents();
  const builder = new OperationBuilder(components);
  const ids = useCaseOperationIds(groups.flatMap((group) => group.routes));
  const paths: Record<string, Record<string, Operation>> = {};
  const seenIds = new Set<string>();
  for (const group of groups) {
    for (const route of group.routes) {
      const built =
        route.kind === 'use-case'
          ? [builder.fromUseCase(route, group.tag, ids.get(route)!)]
          : docsOf(route).map((doc) => builder.fromHandler(route, doc, group.tag));
      for (const { path, operation } of built) {
        const method = route.method.toLowerCase();
        const item = (paths[path] ??= {});
        if (item[method] !== undefined) throw new Error(`Two operations for ${route.method} ${path}`);
        if (seenIds.has(operation.operationId)) throw new Error(`Two operations are named ${operation.operationId}`);
        seenIds.add(operation.operationId);
        item[method] = operation;
      }
    }
  }
  const webhooks = webhooksOf(components);
  const responses = shareResponses(paths);
  return {
    openapi: '3.1.0',
    info: { title: 'Content service API', version: SERVER_INFO.version, description: OVERVIEW },
    servers: [{ url: '/', description: 'The service that serves this document' }],
    tags: [...groups.map(({ tag, description }) => ({ name: tag, description })), { name: WEBHOOKS_TAG, description: WEBHOOKS_DESCRIPTION }],
    paths,
    webhooks,
    components: { schemas: components.schemas(), responses, securitySchemes: SECURITY_SCHEMES },
    'x-mcp': mcpSurface(),
  };
}

const STATUS_NAMES: Readonly<Record<string, string>> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '429': 'TooManyRequests',
  '500': 'InternalError',
  '503': 'Unavailable',
};

/**
 * Refusals many operations answer alike (the same 401, the same 429) are described once in
 * `components.responses` and referenced: the document (and the client's types) stay small.
 */
function shareResponses(paths: Record<string, Record<string, Operation>>): Record<string, unknown> {
  const uses = new Map<string, number>();
  const each = (visit: (operation: Operation, status: string, key: string) => void) => {
    for (const item of Object.values(paths))
      for (const operation of Object.values(item))
        for (const [status, response] of Object.entries(operation.responses)) {
          if (STATUS_NAMES[status] !== undefined) visit(operation, status, `${status} ${JSON.stringify(response)}`);
        }
  };
  each((_operation, _status, key) => uses.set(key, (uses.get(key) ?? 0) + 1));
  const names = new Map<string, string>();
  const shared: Record<string, unknown> = {};
  each((operation, status, key) => {
    if (uses.get(key)! < 2) return;
    let name = names.get(key);
    if (name === undefined) {
      const base = STATUS_NAMES[status]!;
      const taken = Object.keys(shared).filter(
        (existing) => existing === base || (existing.startsWith(base) && /^\d+$/.test(existing.slice(base.length))),
      ).length;
      name = taken === 0 ? base : `${base}${taken + 1}`;
      names.set(key, name);
      shared[name] = operation.responses[status];
    }
    (operation.responses as Record<string, unknown>)[status] = { $ref: `#/components/responses/${name}` };
  });
  return shared;
}

/** The operations a hand-written route documents (none: the route is undocumented). */
export const docsOf = (route: HandlerRoute): readonly HandlerDoc[] => (route.doc === undefined ? [] : 'operationId' in route.doc ? [route.doc] : route.doc);

/** Routes the description cannot include: hand-written routes without a `doc`. */
export const undocumentedRoutes = (routes: readonly Route[]): readonly HandlerRoute[] =>
  routes.filter((route): route is HandlerRoute => route.kind === 'handler' && docsOf(route).length === 0);

/**
 * A use-case route's operation id is its use case's operation, camel-cased (`saveDraft`); a use
 * case several routes run is told apart by their constants (`startLiveSessionResume`).
 */
function useCaseOperationIds(routes: readonly Route[]): Map<UseCaseRoute, string> {
  const useCaseRoutes = routes.filter((route): route is UseCaseRoute => route.kind === 'use-case');
  const uses = new Map<unknown, number>();
  for (const route of useCaseRoutes) uses.set(route.useCase, (uses.get(route.useCase) ?? 0) + 1);
  const camel = (operation: string) => operation.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  const pascal = (value: unknown) =>
    String(value)
      .split(/[^A-Za-z0-9]+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('');
  return new Map(
    useCaseRoutes.map((route) => {
      const base = camel(route.useCase.operation);
      const shared = (uses.get(route.useCase) ?? 0) > 1;
      return [
        route,
        shared
          ? `${base}${Object.values(route.constants ?? {})
              .map(pascal)
              .join('')}`
          : base,
      ];
    }),
  );
}
