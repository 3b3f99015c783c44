import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';
import { mcpAccessToken } from '../oauth-token.js';

/**
 * Issue 9: headless access. The same page read three ways, in the same run:
 * - REST with an ID token (against bare Koa's JSON route, and against bare Koa sending the
 *   same JSON bytes) and REST with an API key (target: the key costs no more than the
 *   token: both end in a hash and a cached lookup);
 * - MCP `tools/call get_page` with the same key (target: at least half the requests/s of the
 *   REST read with the key: a fresh MCP server and transport per request is the price).
 * - MCP `tools/call get_page` with an OAuth access token (issue 10: a store read by the token's
 *   hash on every request, where the key is cached; target: within a tenth of the key's).
 * The bench lifts the per-IP MCP limit (MCP_RATE_LIMIT), since every connection is one address.
 */
export async function headlessScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench headless');
  const content = '# A page\n\n' + 'Some paragraph of markdown text. '.repeat(60);
  const page = await ctx.call('POST', `/api/projects/${projectId}/pages`, ctx.ownerToken, {
    slug: 'headless',
    language: 'en',
    doc_template_id: 'page',
    metadata: { title: 'Headless', description: 'Bench page' },
    content,
  });
  const { key } = await ctx.call('POST', `/api/projects/${projectId}/keys`, ctx.ownerToken, { name: 'bench', role: 'member' });
  const keyHeaders = { 'x-api-key': key as string, 'x-project-id': projectId };
  const path = `/api/projects/${projectId}/pages/${page.id as string}`;
  const getPage = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { page_id: page.id } } });
  const accessToken = await mcpAccessToken(ctx.baseUrl, ctx.ownerToken);
  const getPageAsUser = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'get_page', arguments: { project_id: projectId, page_id: page.id } },
  });
  // The read's own bytes, for a baseline that answers them from memory (the JSON route answers 15 bytes:
  // on loopback the kernel's share of a write grows with its size, so only the same bytes say what the service adds).
  const readBytes = Buffer.from(await (await fetch(`${ctx.baseUrl}${path}`, { headers: ctx.auth(ctx.ownerToken) })).arrayBuffer());
  const sameBytes = await fetch(`${ctx.baselineUrl}/bytes/page-json`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: readBytes,
  });
  if (sameBytes.status !== 204) throw new Error(`baseline bytes: ${sameBytes.status}`);
  const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
  return [
    { name: 'GET /pages/:pageId (REST, ID token)', requests: [{ path, headers: ctx.auth(ctx.ownerToken) }], expectStatus: 200, figure: 'page-read' },
    {
      name: `GET /pages/:pageId (REST, ID token, ${(readBytes.length / 1024).toFixed(1)} KB; baseline: bare Koa sending the same JSON bytes)`,
      requests: [{ path, headers: ctx.auth(ctx.ownerToken) }],
      expectStatus: 200,
      baseline: { name: 'baseline: bare Koa, the same JSON from memory', request: { path: '/bytes/page-json' } },
      figure: 'page-read-same-bytes',
    },
    { name: 'GET /pages/:pageId (REST, API key)', requests: [{ path, headers: keyHeaders }], expectStatus: 200, figure: 'rest-read-key' },
    {
      name: 'POST /mcp tools/call get_page (API key)',
      requests: [
        {
          method: 'POST',
          path: '/mcp',
          headers: { ...keyHeaders, ...mcpHeaders },
          body: getPage,
        },
      ],
      expectStatus: 200,
      figure: 'mcp-read-key',
    },
    {
      name: 'POST /mcp tools/call get_page (OAuth access token)',
      requests: [{ method: 'POST', path: '/mcp', headers: { ...ctx.auth(accessToken), ...mcpHeaders }, body: getPageAsUser }],
      expectStatus: 200,
      figure: 'mcp-read-oauth',
    },
  ];
}
