import type { Container } from 'inversify';
import { ServiceSettings } from '../../../application/shared/service-settings.js';
import { McpEndpoint } from '../../mcp/endpoint.js';
import { ToolRegistry } from '../../mcp/tool-registry.js';
import { MCP_TOOLS } from '../../mcp/tools.js';
import { actorOf } from '../middleware/authenticated.js';
import { handler, type Route } from '../routing/route.js';
import { MCP } from './operations.js';

/** One endpoint per container (an app), built on first use. */
const endpoints = new WeakMap<Container, McpEndpoint>();
function endpointOf(container: Container): McpEndpoint {
  let endpoint = endpoints.get(container);
  if (endpoint === undefined) {
    endpoint = new McpEndpoint(new ToolRegistry(MCP_TOOLS, container), container.get<ServiceSettings>(ServiceSettings).publicBaseUrl);
    endpoints.set(container, endpoint);
  }
  return endpoint;
}

/**
 * `POST /mcp`, the Model Context Protocol endpoint (see adapters/mcp/). Counted against the
 * per-IP MCP limit, its Origin checked before authentication (an API key, or an OAuth access
 * token issued for the `mcp` resource), its JSON body read under the 1 MB limit. Other
 * methods are answered by the route table: 405 with `Allow: POST`.
 */
export const mcpRoutes: readonly Route[] = [
  handler('POST', '/mcp', (ctx, container) => endpointOf(container).handle(ctx, actorOf(ctx)), {
    jsonBody: true,
    rateLimit: 'mcp',
    resource: 'mcp',
    guard: (ctx, container) => endpointOf(container).refuseForeignOrigin(ctx),
    doc: MCP,
  }),
];
