import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { Container } from 'inversify';
import { ContentWatch } from '../../../adapters/mcp/subscriptions/content-watch.js';
import { ContentReads } from '../../../adapters/mcp/content/content-reads.js';
import { McpEndpoint, type McpCall } from '../../../adapters/mcp/endpoint.js';
import { exchange } from '../../../adapters/mcp/legacy-exchange.js';
import { answerToolCall, plainToolCall } from '../../../adapters/mcp/tool-call-fast-path.js';
import { ToolRegistry } from '../../../adapters/mcp/tool-registry.js';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { internal } from '../../../domain/shared/errors.js';
import { TestApp } from '../../support/test-app.js';

type UseCase = { execute: (actor: Actor, input: unknown) => Promise<unknown> };
const HEADERS = { accept: 'application/json, text/event-stream', protocolVersion: '2025-06-18' };
const request = (name: string, args: Record<string, unknown> | undefined, id: string | number = 7) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, ...(args !== undefined && { arguments: args }) },
});

/**
 * The `tools/call` fast path against the SDK's `Server` on the same requests: byte-identical
 * JSON-RPC answers for every tool's success and errors. Each request runs the real use case
 * once (through the SDK first); the fast path gets that same use-case answer replayed, so a
 * write tool's side effect is not done twice and both paths shape the same value.
 */
describe('MCP tools/call fast path', () => {
  let app: TestApp;
  let projectId: string;
  let pageId: string;
  let registry: ToolRegistry;
  let endpoint: McpEndpoint;
  const actor: Actor = { kind: 'user', userId: 'alice', email: null };
  const replayed = new Map<string, unknown>();

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('alice');
    const page = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'alice',
      body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About us', metadata: { title: 'About' } },
    });
    pageId = page.body.id;
    const container = new Container();
    for (const tool of MCP_TOOLS) {
      const real = app.get<UseCase>(tool.useCase as never);
      container.bind(tool.useCase as never).toConstantValue({
        execute: async (caller: Actor, input: unknown) => {
          const key = `${tool.name} ${JSON.stringify(input)}`;
          if (!replayed.has(key)) replayed.set(key, await real.execute(caller, input));
          return replayed.get(key);
        },
      });
    }
    registry = new ToolRegistry(MCP_TOOLS, container);
    endpoint = new McpEndpoint(registry, app.config.publicBaseUrl, (actor) => new ContentReads(container, actor), new ContentWatch(1000, () => undefined));
  });
  after(() => app.stop());

  /** Both answers to one request (the SDK's first), as the JSON the client receives. */
  async function both(body: ReturnType<typeof request>, reg = registry, end = endpoint) {
    replayed.clear();
    const reported: unknown[][] = [[], []];
    const callOf = (i: number): McpCall => ({ actor, reportInternal: (cause, details) => reported[i]!.push(details) });
    const sdk = await exchange(end.serverFor(callOf(0)), body, HEADERS);
    const toolCall = plainToolCall(body, reg);
    expect(toolCall, 'taken by the fast path').to.not.equal(null);
    const fast = await answerToolCall(reg, actor, toolCall!, callOf(1).reportInternal);
    expect(JSON.stringify(fast)).to.equal(JSON.stringify(sdk));
    expect(reported[1]).to.deep.equal(reported[0]);
    return JSON.parse(JSON.stringify(fast.body)) as { result?: { isError?: boolean; content: Array<{ text: string }> }; error?: unknown };
  }

  it('answers every read tool as the SDK does, success and errors', async () => {
    const cases: Array<[string, Record<string, unknown> | undefined]> = [
      ['list_projects', undefined],
      ['list_pages', { project_id: projectId }],
      ['get_page', { project_id: projectId, page_id: pageId }],
      ['get_page', { project_id: projectId, page_id: 'missing' }],
      ['get_page', { project_id: projectId }],
      ['get_page', { project_id: projectId, page_id: 42 }],
      ['get_page', { project_id: 'elsewhere', page_id: pageId }],
      ['get_page', { page_id: pageId }],
      ['search_pages', { project_id: projectId, q: 'About' }],
      ['list_templates', { project_id: projectId }],
      ['get_template', { project_id: projectId, template_id: 'page' }],
      ['get_template', { project_id: projectId, template_id: 'missing' }],
      ['get_publish_history', { project_id: projectId }],
      ['publish_confirm', { project_id: projectId, confirmation_token: 'not-a-token' }],
    ];
    const answers = [];
    for (const [name, args] of cases) answers.push(await both(request(name, args)));
    expect(answers[2]!.result!.isError).to.equal(undefined);
    expect(answers[3]!.result).to.deep.include({ isError: true });
  });

  it('answers the draft tools as the SDK does, through a draft’s life: open, save, a stale save, versions, preview, discard', async () => {
    const opened = await both(request('open_draft', { project_id: projectId, slug: 'about', language: 'en' }, 'open'));
    const draftId = JSON.parse(opened.result!.content[0]!.text).draftId as string;
    const draft = { project_id: projectId, draftId };
    await both(request('get_draft', draft));
    await both(request('save_draft', { ...draft, metadata: { title: 'About' }, content: 'Saved', language: 'en', revision: 1 }));
    const stale = await both(request('save_draft', { ...draft, metadata: {}, content: 'Too late', language: 'en', revision: 1 }));
    expect(stale.result!.content).to.have.length(2);
    await both(request('list_draft_versions', draft));
    await both(request('restore_draft_version', { ...draft, revision: 99 }));
    await both(request('publish_preview', { project_id: projectId, draft_ids: [draftId] }));
    await both(request('discard_draft', draft));
    await both(request('get_draft', draft));
  });

  it('answers a tool that throws, or fails inside, as the SDK does (an opaque JSON-RPC error, or isError)', async () => {
    const failing = (execute: UseCase['execute']) => {
      const container = new Container();
      for (const tool of MCP_TOOLS) container.bind(tool.useCase as never).toConstantValue({ execute });
      const reg = new ToolRegistry(MCP_TOOLS, container);
      return [
        reg,
        new McpEndpoint(reg, app.config.publicBaseUrl, (actor) => new ContentReads(container, actor), new ContentWatch(1000, () => undefined)),
      ] as const;
    };
    const thrown = await both(
      request('get_page', { project_id: projectId, page_id: pageId }),
      ...failing(async () => {
        throw new Error('disk on fire');
      }),
    );
    expect(thrown.error).to.deep.equal({ code: -32603, message: 'Internal server error' });
    const failed = await both(
      request('list_pages', { project_id: projectId }, 'x'),
      ...failing(async () => E.left(internal('disk on fire', new Error('disk on fire')))),
    );
    expect(failed.result).to.deep.include({ isError: true });
  });

  it('leaves to the SDK what it could answer otherwise: unknown tools, batches, _meta, other keys, odd arguments or ids', () => {
    const taken = (body: unknown) => plainToolCall(body, registry) !== null;
    expect(taken(request('get_page', { page_id: pageId }))).to.equal(true);
    expect(taken(request('get_page', undefined, 'id'))).to.equal(true);
    expect(taken(request('drop_tables', {}))).to.equal(false);
    expect(taken([request('get_page', {})])).to.equal(false);
    expect(taken({ ...request('get_page', {}), params: { name: 'get_page', arguments: {}, _meta: { progressToken: 1 } } })).to.equal(false);
    expect(taken({ ...request('get_page', {}), extra: true })).to.equal(false);
    for (const args of [null, [], 'x', 3])
      expect(taken({ ...request('get_page', {}), params: { name: 'get_page', arguments: args } }), String(args)).to.equal(false);
    for (const id of [1.5, null, undefined, {}]) expect(taken({ ...request('get_page', {}), id }), String(id)).to.equal(false);
    expect(taken({ ...request('get_page', {}), method: 'tools/list' })).to.equal(false);
    expect(taken({ ...request('get_page', {}), jsonrpc: '1.0' })).to.equal(false);
  });
});
