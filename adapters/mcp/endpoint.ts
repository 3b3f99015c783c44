import {
  classifyInboundRequest,
  createMcpHandler,
  PROTOCOL_VERSION_META_KEY,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  SUPPORTED_PROTOCOL_VERSIONS,
  type AuthInfo,
  type McpHttpHandler,
} from '@modelcontextprotocol/server';
import type { Context } from 'koa';
import type { Actor } from '../../domain/identity/actor.js';
import { confirmation } from './confirmations.js';
import { withProgress } from './progress.js';
import { complete } from './content/completions.js';
import type { ContentReads } from './content/content-reads.js';
import { PROMPTS } from './content/prompt-declarations.js';
import { getPrompt } from './content/prompts.js';
import { RESOURCE_TEMPLATES } from './content/resource-templates.js';
import { listResources, readResource } from './content/resources.js';
import { acceptsLegacyAnswer, exchange } from './legacy-exchange.js';
import { SERVER_INFO } from './server-info.js';
import type { ContentWatch } from './subscriptions/content-watch.js';
import { isListenRequest, serveListen } from './subscriptions/listen.js';
import { answerToolCall, plainToolCall } from './tool-call-fast-path.js';
import { sendResponse, webRequestOf } from './web-messages.js';
import type { ReportInternal, ToolRegistry } from './tool-registry.js';

const INSTRUCTIONS =
  'Content service: projects, pages and drafts. Read with list_pages and get_page (or the content:// resources); edit with open_draft, then save_draft with the revision you read.';

/**
 * What every SDK Server of the endpoint offers. Subscriptions only on the 2026-07-28 protocol
 * (`subscriptions/listen`, one stream that needs no session); a 2025-era client's
 * `resources/subscribe` would need a session, which this stateless endpoint does not keep.
 */
const LEGACY_CAPABILITIES = { tools: {}, resources: {}, prompts: {}, completions: {}, logging: {} };
const MODERN_CAPABILITIES = { ...LEGACY_CAPABILITIES, resources: { subscribe: true, listChanged: true } };

/** What one MCP request runs for: the authenticated caller and where its failures are logged. */
export interface McpCall {
  readonly actor: Actor;
  readonly reportInternal: ReportInternal;
}

/**
 * `POST /mcp`: MCP over Streamable HTTP, stateless, answered with JSON, a fresh SDK `Server`
 * for every request the SDK serves. The route table has already counted the request against the per-IP
 * limit, checked its Origin, authenticated it and read its body under the 1 MB limit; the SDK
 * gets the parsed body, and its answer is set on the Koa response, so the conventions
 * middleware logs it with the request id like any other (Koa keeps the response).
 *
 * A plain 2025-era `tools/call` of a known tool (most requests) is answered without a `Server`,
 * byte for byte as the SDK would (tool-call-fast-path.ts). For the rest, the SDK's own
 * classifier (`classifyInboundRequest`) sorts each request into its era:
 * - 2025-era requests (2025-06-18, 2025-11-25 and older) are served by `exchange` (see
 *   legacy-exchange.ts for why it is not the SDK's web-standard HTTP transport);
 * - everything else (2026-07-28 requests with their per-request envelope, and the malformed
 *   requests the SDK itself answers) goes to the SDK's `createMcpHandler`, which answers one
 *   JSON body whenever the handler sends nothing before its result (ours never does).
 */
export class McpEndpoint {
  private readonly modern: McpHttpHandler;

  constructor(
    private readonly registry: ToolRegistry,
    private readonly publicBaseUrl: string,
    private readonly readsFor: (actor: Actor) => ContentReads,
    /** What open subscriptions watch (see subscriptions/). */
    readonly watch: ContentWatch,
  ) {
    this.modern = createMcpHandler(({ authInfo }) => this.serverFor(callOf(authInfo), 'modern'), { legacy: 'reject' });
  }

  async handle(ctx: Context, actor: Actor): Promise<void> {
    const call: McpCall = {
      actor,
      reportInternal: (cause, details) => (ctx.state.failure = { cause, details }),
    };
    const parsedBody = ctx.request.body;
    const header = (name: string) => ctx.get(name) || undefined;
    const protocolVersion = header('mcp-protocol-version');
    const accept = ctx.get('accept');
    const plain = isPlainLegacyMessage(parsedBody, protocolVersion);
    // The most common request (a tool call) skips the SDK's Server: see tool-call-fast-path.ts.
    const toolCall = plain && acceptsLegacyAnswer(accept) ? plainToolCall(parsedBody, this.registry) : null;
    if (toolCall !== null) {
      const answer = await answerToolCall(this.registry, actor, toolCall, call.reportInternal);
      ctx.status = answer.status;
      ctx.body = answer.body as object;
      return;
    }
    const legacy =
      plain ||
      classifyInboundRequest({
        httpMethod: ctx.method,
        body: parsedBody,
        protocolVersionHeader: protocolVersion,
        mcpMethodHeader: header('mcp-method'),
        mcpNameHeader: header('mcp-name'),
      }).kind === 'legacy';
    if (legacy) {
      const answer = await exchange(this.serverFor(call), parsedBody, { accept, protocolVersion });
      ctx.status = answer.status;
      if (answer.stream !== undefined) {
        ctx.set('content-type', 'text/event-stream');
        ctx.set('cache-control', 'no-cache');
        ctx.body = answer.stream;
      } else if (answer.body === undefined) ctx.body = '';
      else ctx.body = answer.body as object;
      return;
    }
    if (isListenRequest(parsedBody))
      return serveListen(
        ctx,
        parsedBody,
        {
          reads: this.readsFor(actor),
          request: (signal) => webRequestOf(ctx, `${this.publicBaseUrl}/mcp`, signal),
          authInfo: authInfoOf(call),
          server: () => this.serverFor(call, 'modern'),
        },
        this.watch,
      );
    const response = await this.modern.fetch(webRequestOf(ctx, `${this.publicBaseUrl}/mcp`), { parsedBody, authInfo: authInfoOf(call) });
    await sendResponse(ctx, response);
  }

  /** The SDK's Server for one request (tests compare the fast path's answers with its). */
  serverFor(call: McpCall, era: 'legacy' | 'modern' = 'legacy'): Server {
    const capabilities = era === 'modern' ? MODERN_CAPABILITIES : LEGACY_CAPABILITIES;
    const server = new Server(SERVER_INFO, { capabilities, instructions: INSTRUCTIONS });
    server.setRequestHandler('tools/list', async () => ({ tools: this.registry.listFor(call.actor) }));
    const reads = this.readsFor(call.actor);
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const { name, arguments: args = {} } = request.params;
      // Publishes, releases and deletes ask the person first when the client can ask (confirmations.ts).
      const asked = await confirmation(reads, server.getClientCapabilities(), ctx.mcpReq.inputResponses, name, args);
      if (asked.kind !== 'go_ahead') return asked.result;
      return withProgress(ctx, name, () => this.registry.call(call.actor, name, args, call.reportInternal));
    });
    const guarded = opaqueFailures(call.reportInternal);
    server.setRequestHandler('resources/list', (request) => guarded('resources/list', () => listResources(reads, request.params?.cursor)));
    server.setRequestHandler('resources/templates/list', async () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
    server.setRequestHandler('resources/read', (request) => guarded('resources/read', () => readResource(reads, request.params.uri)));
    server.setRequestHandler('prompts/list', async () => ({ prompts: [...PROMPTS] }));
    server.setRequestHandler('prompts/get', (request) => guarded('prompts/get', () => getPrompt(reads, request.params.name, request.params.arguments ?? {})));
    server.setRequestHandler('completion/complete', (request) => guarded('completion/complete', () => complete(reads, request.params)));
    return server;
  }
}

/**
 * The common case, decided without the SDK's classifier (which validates the body against
 * several schemas): one JSON-RPC request or notification with no per-request envelope claim
 * (`_meta` naming a protocol version) and no MCP-Protocol-Version header naming anything but a
 * 2025-era revision. The classifier routes these to legacy serving too (a malformed one is
 * refused with 400 either way); anything else is left to it. A test holds the two to agreement.
 */
export function isPlainLegacyMessage(body: unknown, protocolVersion: string | undefined): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { jsonrpc, method, params } = body as { jsonrpc?: unknown; method?: unknown; params?: { _meta?: unknown } };
  if (jsonrpc !== '2.0' || typeof method !== 'string') return false;
  if (protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) return false;
  const meta = typeof params === 'object' && params !== null ? params._meta : undefined;
  return !(typeof meta === 'object' && meta !== null && PROTOCOL_VERSION_META_KEY in meta);
}

/**
 * Runs a handler so that what it refuses on purpose (a ProtocolError: not found, bad arguments)
 * reaches the client, and anything else is logged and answered opaquely, as the tools do: an
 * unexpected error's message could name a table or a file.
 */
function opaqueFailures(reportInternal: ReportInternal) {
  return async <T>(method: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (thrown) {
      if (thrown instanceof ProtocolError) throw thrown;
      reportInternal(thrown, { event: 'mcp request failed', method });
      throw new ProtocolError(ProtocolErrorCode.InternalError, 'Internal server error');
    }
  };
}

/** The call rides to the modern handler's per-request factory in `authInfo.extra` (never a credential). */
const authInfoOf = (call: McpCall): AuthInfo => ({ token: '', clientId: 'content-service', scopes: [], extra: { call } });
function callOf(authInfo: AuthInfo | undefined): McpCall {
  const call = authInfo?.extra?.call as McpCall | undefined;
  if (call === undefined) throw new Error('MCP request without its caller: McpEndpoint.handle builds every request');
  return call;
}
