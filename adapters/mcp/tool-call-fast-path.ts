import type { ExchangeAnswer } from './legacy-exchange.js';
import type { ReportInternal, ToolRegistry } from './tool-registry.js';
import type { Actor } from '../../domain/identity/actor.js';

/** The JSON-RPC error code the SDK answers a throw without its own code with (InternalError). */
const INTERNAL_ERROR = -32603;

/** The only keys a request the fast path takes may have, in the message and in its params. */
const MESSAGE_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);
const PARAMS_KEYS = new Set(['name', 'arguments']);

/** A 2025-era `tools/call` of a known tool the fast path may answer, already checked. */
export interface PlainToolCall {
  readonly id: string | number;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one `tools/call` the fast path answers: a single 2025-era JSON-RPC request (not a batch)
 * naming a tool the registry knows, with a string or integer id, and nothing beyond `name` and
 * an object of `arguments` (no `_meta`: progress tokens and envelopes are the SDK's). The SDK's
 * request schemas accept every such request, so it could not have answered with a validation
 * error; anything else (null when not taken) goes to the SDK.
 */
export function plainToolCall(body: unknown, registry: ToolRegistry): PlainToolCall | null {
  if (!isPlainObject(body) || body.jsonrpc !== '2.0' || body.method !== 'tools/call') return null;
  for (const key in body) if (!MESSAGE_KEYS.has(key)) return null;
  const { id, params } = body;
  if (!(typeof id === 'string' || Number.isSafeInteger(id))) return null;
  if (!isPlainObject(params)) return null;
  for (const key in params) if (!PARAMS_KEYS.has(key)) return null;
  const { name, arguments: args } = params;
  if (typeof name !== 'string' || !registry.has(name)) return null;
  if (args !== undefined && !isPlainObject(args)) return null;
  return { id: id as string | number, name, args: args ?? {} };
}

/**
 * Answers a `plainToolCall` as the SDK's `Server` does over the legacy exchange, without
 * building one: the same tool run (`ToolRegistry.call`), and the same JSON-RPC message around
 * its result (the SDK's `{ result, jsonrpc, id }`, in that key order) or around what it threw
 * (the SDK's error shape and code mapping). The SDK's per-request cost (a `Server`, its
 * transport and context objects, and zod validation of a request and a result whose shapes are
 * fixed here) was most of an MCP read's CPU and of the heap churn under load. A test compares
 * this with the SDK's answer, byte for byte, for every tool's success and errors.
 */
export async function answerToolCall(registry: ToolRegistry, actor: Actor, request: PlainToolCall, reportInternal: ReportInternal): Promise<ExchangeAnswer> {
  try {
    const result = await registry.call(actor, request.name, request.args, reportInternal);
    return { status: 200, body: { result, jsonrpc: '2.0', id: request.id } };
  } catch (thrown) {
    const error = thrown as { code?: unknown; message?: string; data?: unknown };
    const code = Number.isSafeInteger(error.code) ? (error.code as number) : INTERNAL_ERROR;
    return {
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: request.id,
        // The SDK's 2025-era codec answers its own ResourceNotFound (-32002) as InvalidParams.
        error: { code: code === -32002 ? -32602 : code, message: error.message ?? 'Internal error', ...(error.data !== undefined && { data: error.data }) },
      },
    };
  }
}
