import FindMyWay from 'find-my-way';
import { docsOf, undocumentedRoutes, type OpenApiDocument } from '../../../../adapters/http/openapi/document.js';
import { openApiPath } from '../../../../adapters/http/openapi/operations.js';
import type { HttpMethod, Route, RouteGroup } from '../../../../adapters/http/routing/route.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

/** The operations (method and OpenAPI path) a route says it serves. */
const operationsOf = (route: Route): string[] =>
  route.kind === 'use-case'
    ? [`${route.method} ${openApiPath(route.path)}`]
    : docsOf(route).map((doc) => `${route.method} ${doc.path ?? openApiPath(route.path)}`);

/** A path the template names, with a value for each parameter (a multi-segment one gets two segments). */
const samplePath = (template: string, multiSegment: ReadonlySet<string>) =>
  template.replace(/\{([^}]+)\}/g, (_all, name: string) => (multiSegment.has(name) ? 'en/some-page' : `sample-${name}`));

/**
 * What keeps the description and the route table from drifting: every route has an operation,
 * and every operation is served by the route that declares it (the route table's own router,
 * find-my-way, finds that route for the operation's path). Each problem is one sentence.
 */
export function coverageProblems(groups: readonly RouteGroup[], document: OpenApiDocument): string[] {
  const routes = groups.flatMap((group) => group.routes);
  const problems = undocumentedRoutes(routes).map((route) => `${route.method} ${route.path} has no operation: give its handler a doc`);
  const router = FindMyWay({ ignoreTrailingSlash: true });
  const declaredBy = new Map<string, Route>();
  for (const route of routes) {
    router.on(route.method, route.path, () => undefined, route);
    for (const operation of operationsOf(route)) declaredBy.set(operation, route);
  }
  for (const [operation, route] of declaredBy) {
    const [method, path] = operation.split(' ') as [HttpMethod, string];
    if ((document.paths[path] as Record<string, unknown> | undefined)?.[method.toLowerCase()] === undefined) {
      problems.push(`${route.method} ${route.path} declares ${operation}, which the description lacks`);
    }
  }
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, { parameters?: Array<{ name: string; 'x-multi-segment'?: boolean }> }>)[method];
      if (operation === undefined) continue;
      const multi = new Set((operation.parameters ?? []).filter((p) => p['x-multi-segment'] === true).map((p) => p.name));
      const found = router.find(method.toUpperCase() as HttpMethod, samplePath(path, multi));
      const declaring = declaredBy.get(`${method.toUpperCase()} ${path}`);
      if (found === null) problems.push(`${method.toUpperCase()} ${path} is described, but no route serves it`);
      else if (found.store !== declaring) problems.push(`${method.toUpperCase()} ${path} is described by one route but served by another`);
    }
  }
  return problems;
}
