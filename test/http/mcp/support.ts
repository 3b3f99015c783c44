import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { describedFetch } from '../../support/api-description.js';
import type { TestApp } from '../../support/test-app.js';

export type Era = 'legacy' | 'modern';

/** The SDK's own client on `POST /mcp`, with the given credential headers, in one protocol era. */
export async function mcpClient(app: TestApp, headers: Record<string, string>, era: Era = 'legacy'): Promise<Client> {
  const client = new Client(
    { name: 'content-service-tests', version: '1.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers }, fetch: describedFetch }));
  expect(client.getProtocolEra()).to.equal(era);
  return client;
}

export const keyHeaders = (key: string, projectId: string) => ({ 'x-api-key': key, 'x-project-id': projectId });

export interface ToolAnswer {
  readonly isError: boolean;
  /** The first text block: the JSON answer, or the error message. */
  readonly text: string;
  readonly json: any;
  readonly texts: string[];
}

export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const texts = (result.content as Array<{ type: string; text: string }>).map((c) => c.text);
  let json: unknown;
  try {
    json = JSON.parse(texts[0]!);
  } catch {
    json = undefined;
  }
  return { isError: result.isError === true, text: texts[0]!, json, texts };
}

/** A JSON-RPC request as a plain HTTP client (curl) sends it, 2025-era headers. */
export function rpc(app: TestApp, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return app.request(method, '/mcp', {
    body,
    headers: { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18', ...headers },
  });
}
