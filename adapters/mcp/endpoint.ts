import {
  createMcpHandler,
  isLegacyRequest,
  Server,
  WebStandardStreamableHTTPServerTransport,
  type AuthInfo,
  type McpHttpHandler,
} from '@modelcontextprotocol/server';
import type { Context } from 'koa';
import type { Actor } from '../../domain/identity/actor.js';
import { forbidden, type AppError } from '../../domain/shared/errors.js';
import type { ReportInternal, ToolRegistry } from './tool-registry.js';

export const SERVER_INFO = { name: 'content-service', version: '0.1.0' };
export const FOREIGN_ORIGIN = 'Origin not allowed';

/** What one MCP request runs for: the authenticated caller and where its failures are logged. */
interface McpCall {
  readonly actor: Actor;
  readonly reportInternal: ReportInternal;
}

/** Headers never handed to the SDK: the credentials (already checked) and the body's framing. */
const WITHHELD = new Set(['authorization', 'x-api-key', 'cookie', 'content-length', 'transfer-encoding', 'connection']);

/**
 * `POST /mcp`: MCP over Streamable HTTP, stateless, answered with JSON. The route table has
 * already counted the request against the per-IP limit, checked its Origin, authenticated it
 * and read its body under the 1 MB limit; this hands the parsed body to the official SDK and
 * copies the SDK's answer onto the Koa response, so the conventions middleware still logs its
 * status with the request id (Koa keeps the response: no `ctx.respond = false`).
 *
 * Both protocol eras are served, each with a fresh server per request:
 * - 2026-07-28 requests (per-request `_meta` envelope) go to the SDK's `createMcpHandler`,
 *   which answers a single JSON body whenever the handler sends nothing before its result
 *   (ours never does);
 * - 2025-era requests (2025-06-18, 2025-11-25, ...) go to a stateless
 *   `WebStandardStreamableHTTPServerTransport` with `enableJsonResponse`, a fresh one per
 *   request (a stateless transport refuses reuse), as the SDK's `isLegacyRequest` sorts them.
 */
export class McpEndpoint {
  private readonly modern: McpHttpHandler;

  constructor(
    private readonly registry: ToolRegistry,
    private readonly publicBaseUrl: string,
  ) {
    this.modern = createMcpHandler(({ authInfo }) => this.serverFor(callOf(authInfo)), { legacy: 'reject' });
  }

  /** A request whose `Origin` is not this service's is refused (DNS rebinding); none is fine. */
  refuseForeignOrigin(ctx: Context): AppError | null {
    const origin = ctx.get('origin');
    if (origin === '') return null;
    return origin === new URL(this.publicBaseUrl).origin ? null : forbidden(FOREIGN_ORIGIN);
  }

  async handle(ctx: Context, actor: Actor): Promise<void> {
    const call: McpCall = {
      actor,
      reportInternal: (cause, details) => (ctx.state.failure = { cause, details }),
    };
    const request = webRequestOf(ctx, `${this.publicBaseUrl}/mcp`);
    const parsedBody = ctx.request.body;
    const response = (await isLegacyRequest(request, parsedBody))
      ? await this.legacy(request, parsedBody, call)
      : await this.modern.fetch(request, { parsedBody, authInfo: authInfoOf(call) });
    await sendResponse(ctx, response);
  }

  private async legacy(request: Request, parsedBody: unknown, call: McpCall): Promise<Response> {
    const server = this.serverFor(call);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody });
    } finally {
      await transport.close();
      await server.close();
    }
  }

  private serverFor(call: McpCall): Server {
    const server = new Server(SERVER_INFO, {
      capabilities: { tools: {} },
      instructions: 'Content service: projects, pages and drafts. Read with list_pages and get_page; edit with open_draft, then save_draft with the revision you read.',
    });
    server.setRequestHandler('tools/list', async () => ({ tools: this.registry.listFor(call.actor) }));
    server.setRequestHandler('tools/call', async (request) =>
      this.registry.call(call.actor, request.params.name, request.params.arguments ?? {}, call.reportInternal),
    );
    return server;
  }
}

/** The call rides to the modern handler's per-request factory in `authInfo.extra` (never a credential). */
const authInfoOf = (call: McpCall): AuthInfo => ({ token: '', clientId: 'content-service', scopes: [], extra: { call } });
function callOf(authInfo: AuthInfo | undefined): McpCall {
  const call = authInfo?.extra?.call as McpCall | undefined;
  if (call === undefined) throw new Error('MCP request without its caller: McpEndpoint.handle builds every request');
  return call;
}

function webRequestOf(ctx: Context, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined || WITHHELD.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, { method: ctx.method, headers });
}

async function sendResponse(ctx: Context, response: Response): Promise<void> {
  ctx.status = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') ctx.set(name, value);
  });
  // An empty string keeps the SDK's status (202 for a notification); null would turn it into 204.
  ctx.body = await response.text();
}
