import { classifyInboundRequest } from '@modelcontextprotocol/server';
import { expect } from 'chai';
import { isPlainLegacyMessage } from '../../../adapters/mcp/endpoint.js';

const claim = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const cases: Array<[label: string, body: unknown, header: string | undefined]> = [
  ['a 2025 request', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, '2025-06-18'],
  ['a request with no version header', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x', arguments: {} } }, undefined],
  [
    'initialize',
    { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } },
    undefined,
  ],
  ['a notification', { jsonrpc: '2.0', method: 'notifications/initialized' }, '2025-11-25'],
  ['a request with other _meta', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { progressToken: 1 } } }, '2025-11-25'],
  ['a 2026 request with its envelope', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: claim } }, '2026-07-28'],
  ['an envelope claim without a header', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: claim } }, undefined],
  ['a modern header without an envelope', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, '2026-07-28'],
  ['an unknown version header', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, '1999-01-01'],
  ['a batch', [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }], undefined],
  ['a posted response', { jsonrpc: '2.0', id: 1, result: {} }, undefined],
  ['not JSON-RPC', { hello: 'world' }, undefined],
  ['no body', undefined, undefined],
];

describe('MCP era classification: the quick legacy check agrees with the SDK classifier', () => {
  for (const [label, body, header] of cases) {
    it(label, () => {
      const sdk = classifyInboundRequest({ httpMethod: 'POST', body, ...(header !== undefined && { protocolVersionHeader: header }) });
      if (isPlainLegacyMessage(body, header)) expect(sdk.kind).to.equal('legacy');
    });
  }

  it('takes the quick path for the common 2025 requests', () => {
    expect(cases.slice(0, 5).every(([, body, header]) => isPlainLegacyMessage(body, header))).to.equal(true);
    expect(cases.slice(5).some(([, body, header]) => isPlainLegacyMessage(body, header))).to.equal(false);
  });
});
