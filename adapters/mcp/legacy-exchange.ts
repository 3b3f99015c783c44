import { PassThrough, type Readable } from 'node:stream';
import { parseJSONRPCMessage, SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage, type Server, type Transport } from '@modelcontextprotocol/server';

/** What the exchange answers: a status and a JSON body (none for 202), or an SSE stream. */
export interface ExchangeAnswer {
  readonly status: number;
  readonly body?: unknown;
  /** `text/event-stream`: what the server sent before its answers (progress, log messages), then the answers. */
  readonly stream?: Readable;
}

/** The headers the 2025-era Streamable HTTP rules look at. */
export interface ExchangeHeaders {
  readonly accept: string;
  readonly protocolVersion: string | undefined;
}

/** As the SDK's HTTP transport: at most this many messages in one batch. */
const MAX_BATCH_SIZE = 100;

const rpcError = (status: number, code: number, message: string): ExchangeAnswer => ({ status, body: { jsonrpc: '2.0', error: { code, message }, id: null } });

/** The 2025-era rule for a POST's Accept header (406 otherwise). */
export const acceptsLegacyAnswer = (accept: string): boolean => accept.includes('application/json') && accept.includes('text/event-stream');

/**
 * One 2025-era (2025-03-26 to 2025-11-25) Streamable HTTP exchange, stateless, answered with
 * JSON: the POST rules of the SDK's `WebStandardStreamableHTTPServerTransport` with
 * `enableJsonResponse` (same checks, same status codes and JSON-RPC errors, in the same order),
 * over a transport that hands the parsed messages to a fresh SDK `Server` and collects its
 * answers. The SDK's `Server` still does all the protocol work: message validation, dispatch,
 * `initialize` and version negotiation, JSON-RPC errors.
 *
 * Why not the SDK's HTTP transport itself: it adapts Node to web-standard `Request`,
 * `Response`, streams and abort signals, and closing it builds an error object, which together
 * cost more CPU per request than the whole REST read of a page (measured: the MCP `get_page`
 * fell to about a seventh of the REST read's requests/s). The body is already parsed and the
 * answer is one JSON value, so none of that adaptation is needed. The Content-Type (415) and
 * the body limit (413) are checked by the route table before this runs.
 */
export async function exchange(server: Server, parsedBody: unknown, headers: ExchangeHeaders): Promise<ExchangeAnswer> {
  const { accept, protocolVersion } = headers;
  if (!acceptsLegacyAnswer(accept)) {
    return rpcError(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
  }
  if (parsedBody === undefined) return rpcError(400, -32700, 'Parse error: Invalid JSON');
  const batch = Array.isArray(parsedBody);
  const raw: unknown[] = batch ? parsedBody : [parsedBody];
  if (raw.length > MAX_BATCH_SIZE) return rpcError(400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
  let messages: JSONRPCMessage[];
  try {
    messages = raw.map((message) => parseJSONRPCMessage(message));
  } catch {
    return rpcError(400, -32700, 'Parse error: Invalid JSON-RPC message');
  }
  // Validated above: a request is a message with a method and an id (cheaper than a second schema pass).
  const requests = messages.filter((message): message is JSONRPCMessage & { id: string | number; method: string } => 'method' in message && 'id' in message);
  const initializing = requests.some((request) => request.method === 'initialize');
  if (initializing && messages.length > 1) return rpcError(400, -32600, 'Invalid Request: Only one initialization request is allowed');
  if (!initializing && protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) {
    return rpcError(
      400,
      -32000,
      `Bad Request: Unsupported protocol version: ${protocolVersion} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
    );
  }

  const requestIds = requests.map((request) => request.id);
  // Answers are matched to requests by id: two requests sharing one could not be told apart (JSON-RPC asks for unique ids).
  const duplicate = repeatedId(requestIds);
  if (duplicate !== undefined) return rpcError(400, -32600, `Invalid Request: two requests of the batch share the id ${JSON.stringify(duplicate)}`);
  const transport = new ExchangeTransport(requestIds);
  await server.connect(transport);
  for (const message of messages) transport.deliver(message);
  if (requestIds.length === 0) return { status: 202 };
  // JSON unless the server tells the client something before answering: then the answer becomes
  // an SSE stream (Streamable HTTP allows either), so progress and log messages reach the client.
  const first = await Promise.race([transport.answers.then(() => 'answered' as const), transport.streaming.then(() => 'streaming' as const)]);
  if (first === 'answered') return { status: 200, body: batch ? await transport.answers : (await transport.answers)[0] };
  return { status: 200, stream: transport.stream() };
}

const sseEvent = (message: JSONRPCMessage) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

/** The first id that appears twice (1 and "1" are different ids), if any. */
function repeatedId(ids: ReadonlyArray<string | number>): string | number | undefined {
  const seen = new Set<string | number>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * The SDK `Transport` of one exchange: delivers the request's messages and resolves once every
 * request has its response, in request order. Anything else the server sends meanwhile
 * (progress, logging) switches the answer to an SSE stream that carries it. The server is not closed
 * afterwards: it holds no timer or socket once it has answered, and closing would only build
 * a "connection closed" error that nobody reads; both are garbage with the request.
 */
class ExchangeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly answers: Promise<JSONRPCMessage[]>;
  /** Settles when the server sends something other than an answer before all answers are in. */
  readonly streaming: Promise<void>;
  private readonly pending = new Map<string | number, JSONRPCMessage | undefined>();
  private resolve!: (answers: JSONRPCMessage[]) => void;
  private startStreaming!: () => void;
  /** Messages sent before the answers, until the stream is made; then written to it as they come. */
  private readonly early: JSONRPCMessage[] = [];
  private sse: PassThrough | null = null;

  constructor(private readonly requestIds: ReadonlyArray<string | number>) {
    for (const id of requestIds) this.pending.set(id, undefined);
    this.answers = new Promise((resolve) => (this.resolve = resolve));
    this.streaming = new Promise((resolve) => (this.startStreaming = resolve));
  }

  /** The SSE stream: the early messages, those still to come, then each answer; it ends with the last answer. */
  stream(): Readable {
    const sse = new PassThrough();
    this.sse = sse;
    for (const message of this.early.splice(0)) sse.write(sseEvent(message));
    void this.answers.then((answers) => {
      for (const answer of answers) sse.write(sseEvent(answer));
      sse.end();
    });
    return sse;
  }

  async start(): Promise<void> {}

  deliver(message: JSONRPCMessage): void {
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const id = (message as { id?: string | number }).id;
    const answer = ('result' in message || 'error' in message) && id !== undefined && this.pending.has(id);
    if (!answer) {
      // A notification for the client (progress, a log message) while requests are still open.
      if ([...this.pending.values()].some((pending) => pending === undefined)) {
        if (this.sse === null) this.early.push(message);
        else this.sse.write(sseEvent(message));
        this.startStreaming();
      }
      return;
    }
    this.pending.set(id, message);
    if ([...this.pending.values()].every((answer) => answer !== undefined)) {
      this.resolve(this.requestIds.map((requestId) => this.pending.get(requestId)!));
    }
  }

  async close(): Promise<void> {
    this.onclose?.();
  }
}
