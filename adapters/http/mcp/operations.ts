import * as t from 'io-ts';
import { ErrorBody } from '../response-codecs.js';
import { json, type HandlerDoc } from '../routing/operation-doc.js';

const JsonRpcId = t.union([t.string, t.number, t.null]);

/** A JSON-RPC 2.0 request (`tools/list`, `tools/call`, `initialize`, ...) or notification (no `id`). */
const JsonRpcMessage = t.intersection(
  [t.type({ jsonrpc: t.literal('2.0'), method: t.string }), t.partial({ id: JsonRpcId, params: t.UnknownRecord })],
  'JsonRpcMessage',
);

const JsonRpcResponse = t.union(
  [
    t.type({ jsonrpc: t.literal('2.0'), id: JsonRpcId, result: t.UnknownRecord }),
    t.type({
      jsonrpc: t.literal('2.0'),
      id: JsonRpcId,
      error: t.intersection([t.type({ code: t.number, message: t.string }), t.partial({ data: t.unknown })]),
    }),
  ],
  'JsonRpcResponse',
);

export const MCP: HandlerDoc = {
  operationId: 'mcp',
  summary: 'MCP: the Model Context Protocol endpoint',
  description:
    'MCP over Streamable HTTP, stateless, answering JSON: one JSON-RPC message or a batch. The tools wrap the same use cases as the REST routes, and ' +
    'the `content://` resources, prompts and completions read through them too; ' +
    '`tools/list` shows only what the credential’s role may call, and a tool failure is a result with `isError: true`. Authenticated by an API key ' +
    '(bound to its project) or an OAuth access token issued for this resource (`<PUBLIC_BASE_URL>/mcp`); an ID token is refused. A request whose ' +
    '`Origin` is not this service’s is 403. `Accept` must name both `application/json` and `text/event-stream`.',
  access: 'any caller',
  requestBody: { required: true, content: json(t.union([JsonRpcMessage, t.array(JsonRpcMessage)])) },
  responses: {
    '200': {
      description:
        'The answer to each request (an array for a batch). A request during which the server sends the client messages first ' +
        '(progress of a publish asked for with `_meta.progressToken`, log messages) is answered as a `text/event-stream` instead: those messages, then the answer, each an SSE `message` event. ' +
        'A `subscriptions/listen` request (2026-07-28) is answered with a stream that stays open: its acknowledgement, then `notifications/resources/updated` and `list_changed` as what it watches changes on any instance.',
      content: { ...json(t.union([JsonRpcResponse, t.array(JsonRpcResponse)])), 'text/event-stream': t.string },
    },
    '202': { description: 'Only notifications were sent: nothing to answer.' },
    '400': { description: 'Not a JSON-RPC message, or a bad credential header.', content: json(t.union([JsonRpcResponse, ErrorBody])) },
    '406': { description: '`Accept` does not name both `application/json` and `text/event-stream`.', content: json(JsonRpcResponse) },
  },
  refusals: [{ status: 403, when: 'The request’s `Origin` is not this service.' }],
};
