import type { Container } from 'inversify';
import type { Context } from 'koa';
import { ServiceSettings } from '../../../application/shared/service-settings.js';
import type { AppError } from '../../../domain/shared/errors.js';
import type { McpEndpoint } from '../../mcp/endpoint.js';
import { foreignOriginGuard } from '../../mcp/origin.js';
import { McpSettings } from '../../mcp/settings.js';
import { MCP_TOOLS } from '../../mcp/tools.js';
// Imported here, with the tools, not by the endpoint: the use cases it names must be the classes the container binds.
import { ContentReads } from '../../mcp/content/content-reads.js';
import { actorOf } from '../middleware/authenticated.js';
import { handler, type Route } from '../routing/route.js';
import { MCP } from './operations.js';

/**
 * One endpoint per container (an app), built on the first MCP request: the SDK (about 25 MB
 * and a few hundred ms of loading with zod) is imported then, so an instance no MCP client
 * calls never loads it.
 */
const endpoints = new WeakMap<Container, Promise<McpEndpoint>>();
function endpointOf(container: Container): Promise<McpEndpoint> {
  let endpoint = endpoints.get(container);
  if (endpoint === undefined) {
    endpoint = (async () => {
      const [{ McpEndpoint }, { ToolRegistry }, { ContentWatch }] = await Promise.all([
        import('../../mcp/endpoint.js'),
        import('../../mcp/tool-registry.js'),
        import('../../mcp/subscriptions/content-watch.js'),
      ]);
      const { subscriptionPollMs, reportWatchFailure } = container.get<McpSettings>(McpSettings);
      return new McpEndpoint(
        new ToolRegistry(MCP_TOOLS, container),
        container.get<ServiceSettings>(ServiceSettings).publicBaseUrl,
        (actor) => new ContentReads(container, actor),
        new ContentWatch(subscriptionPollMs, reportWatchFailure),
      );
    })();
    // A failed import is not remembered: the next request tries again.
    endpoint.catch(() => endpoints.delete(container));
    endpoints.set(container, endpoint);
  }
  return endpoint;
}

/** The service stops: open MCP subscriptions end (when an MCP request ever built the endpoint). */
export async function endMcpSubscriptions(container: Container): Promise<void> {
  const endpoint = await endpoints.get(container)?.catch(() => null);
  endpoint?.watch.endAll();
}

/** The Origin guard of each container (an app), built once. */
const guards = new WeakMap<Container, (ctx: Context) => AppError | null>();
function guardOf(container: Container): (ctx: Context) => AppError | null {
  let guard = guards.get(container);
  if (guard === undefined) {
    guard = foreignOriginGuard(container.get<ServiceSettings>(ServiceSettings).publicBaseUrl);
    guards.set(container, guard);
  }
  return guard;
}

/**
 * `POST /mcp`, the Model Context Protocol endpoint (see adapters/mcp/). Counted against the
 * per-IP MCP limit, its Origin checked before authentication (an API key, or an OAuth access
 * token issued for the `mcp` resource), its JSON body read under the 1 MB limit. Other
 * methods are answered by the route table: 405 with `Allow: POST`.
 */
export const mcpRoutes: readonly Route[] = [
  handler('POST', '/mcp', async (ctx, container) => (await endpointOf(container)).handle(ctx, actorOf(ctx)), {
    jsonBody: true,
    rateLimit: 'mcp',
    resource: 'mcp',
    guard: (ctx, container) => guardOf(container)(ctx),
    doc: MCP,
  }),
];
