import type { BenchContext } from '../context.js';
import type { Scenario } from '../harness.js';

/**
 * Issue 9: headless access. The same page read three ways, in the same run:
 * - REST with an ID token and REST with an API key (target: the key costs no more than the
 *   token: both end in a hash and a cached lookup);
 * - MCP `tools/call get_page` with the same key (target: at least half the requests/s of the
 *   REST read with the key: a fresh MCP server and transport per request is the price).
 * The bench lifts the per-IP MCP limit (MCP_RATE_LIMIT), since every connection is one address.
 */
export async function headlessScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench headless');
  const content = '# A page\n\n' + 'Some paragraph of markdown text. '.repeat(60);
  const page = await ctx.call('POST', `/api/projects/${projectId}/pages`, ctx.ownerToken, {
    slug: 'headless', language: 'en', doc_template_id: 'page', metadata: { title: 'Headless', description: 'Bench page' }, content,
  });
  const { key } = await ctx.call('POST', `/api/projects/${projectId}/keys`, ctx.ownerToken, { name: 'bench', role: 'member' });
  const keyHeaders = { 'x-api-key': key as string, 'x-project-id': projectId };
  const path = `/api/projects/${projectId}/pages/${page.id as string}`;
  const getPage = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { page_id: page.id } } });
  return [
    { name: 'GET /pages/:pageId (REST, ID token)', requests: [{ path, headers: ctx.auth(ctx.ownerToken) }], expectStatus: 200 },
    { name: 'GET /pages/:pageId (REST, API key)', requests: [{ path, headers: keyHeaders }], expectStatus: 200 },
    {
      name: 'POST /mcp tools/call get_page (API key)',
      requests: [
        {
          method: 'POST',
          path: '/mcp',
          headers: { ...keyHeaders, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
          body: getPage,
        },
      ],
      expectStatus: 200,
    },
  ];
}
