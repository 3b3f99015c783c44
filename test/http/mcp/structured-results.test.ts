import type { Client } from '@modelcontextprotocol/client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'chai';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { closeObjects } from '../../support/api-description.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { keyHeaders, mcpClient, rpc, type Era } from './support.js';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/**
 * Issue 45's structured results: every tool declares an `outputSchema` and answers
 * `structuredContent` that matches it, closed (no key the schema does not name), beside the same
 * JSON as text; input mistakes are results with `isError: true` and the reason, never protocol errors.
 */
describe('MCP structured results', () => {
  let app: TestApp;
  let projectId: string;
  let managerKey: string;
  let pageId: string;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const clients: Client[] = [];
  const connect = async (era: Era) => {
    const client = await mcpClient(app, keyHeaders(managerKey, projectId), era);
    clients.push(client);
    return client;
  };

  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    projectId = await app.createProject('alice');
    managerKey = (await createKey(app, projectId, 'alice', 'manager')).key;
    const page = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'alice',
      body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About us', metadata: { title: 'About' } },
    });
    pageId = page.body.id;
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await app.stop();
  });

  for (const era of ['legacy', 'modern'] as const) {
    describe(`(${era === 'legacy' ? '2025-11-25' : '2026-07-28'})`, () => {
      it('lists every tool with a title, its annotations, an icon and an object outputSchema', async () => {
        const client = await connect(era);
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name)).to.deep.equal(MCP_TOOLS.map((tool) => tool.name));
        for (const listed of tools) {
          const declared = MCP_TOOLS.find((tool) => tool.name === listed.name)!;
          expect(listed.title, listed.name).to.be.a('string').and.not.equal('');
          expect(listed.annotations, listed.name).to.deep.equal({ title: listed.title, ...declared.annotations });
          for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint'] as const)
            expect(listed.annotations![hint], `${listed.name} ${hint}`).to.be.a('boolean');
          expect(listed.outputSchema, listed.name).to.deep.equal(declared.outputSchema);
          expect(listed.outputSchema!.type, listed.name).to.equal('object');
          expect(ajv.validateSchema(listed.outputSchema!), listed.name).to.equal(true);
          expect(listed.icons, listed.name).to.have.length(1);
          expect(listed.icons![0]).to.include({ mimeType: 'image/svg+xml' });
          expect(listed.icons![0]!.src).to.match(/^data:image\/svg\+xml;base64,/);
        }
      });

      it("calls every tool: each structuredContent matches the tool's outputSchema, closed, and its text is the same JSON", async () => {
        const client = await connect(era);
        const { tools } = await client.listTools();
        const validators = new Map(tools.map((tool) => [tool.name, ajv.compile(closedCopy(tool.outputSchema!))]));
        const called = new Set<string>();
        const call = async (name: string, args: Record<string, unknown> = {}): Promise<Record<string, any>> => {
          const result = await client.callTool({ name, arguments: args });
          const text = (result.content as Array<{ text: string }>)[0]!.text;
          expect(result.isError ?? false, `${name}: ${text}`).to.equal(false);
          const validate = validators.get(name)!;
          expect(validate(result.structuredContent), `${name}: ${ajv.errorsText(validate.errors)}`).to.equal(true);
          expect(JSON.parse(text), name).to.deep.equal(result.structuredContent);
          called.add(name);
          return result.structuredContent as Record<string, any>;
        };

        await call('list_projects');
        await call('list_pages');
        expect(await call('get_page', { page_id: pageId })).to.deep.equal(
          (await app.request('GET', `/api/projects/${projectId}/pages/${pageId}`, { as: 'alice' })).body,
        );
        await call('get_page', { page_id: pageId, content_offset: 2 });
        await call('search_pages', { q: 'about' });
        await call('list_templates');
        await call('get_template', { template_id: 'page' });
        const { draftId } = await call('open_draft', { slug: 'about', language: 'en' });
        await call('get_draft', { draftId });
        await call('save_draft', { draftId, metadata: { title: 'About (MCP)' }, content: 'Edited', language: 'en', revision: 1 });
        const { versions } = await call('list_draft_versions', { draftId });
        await call('restore_draft_version', { draftId, version_id: versions[0].version_id });
        const preview = await call('publish_preview', { draft_ids: [draftId] });
        await call('publish_confirm', { confirmation_token: preview.confirmation_token });
        await call('get_publish_history');

        const news = async (slug: string) =>
          (await call('save_draft', { draftId: 'new', doc_template_id: 'page', metadata: { slug, title: slug }, content: slug, language: 'en' }))
            .draftId as string;
        const first = await call('create_release', { name: 'Launch', items: [{ action: 'publish', draft_id: await news(`${era}-one`) }] });
        await call('list_releases');
        await call('get_release', { release_id: first.id });
        await call('release_dry_run', { release_id: first.id });
        const renamed = await call('update_release', { release_id: first.id, revision: first.revision, name: 'Launch day' });
        await call('publish_release', { release_id: first.id, revision: renamed.revision });
        const second = await call('create_release', { name: 'Later', items: [{ action: 'publish', draft_id: await news(`${era}-two`) }] });
        await call('cancel_release', { release_id: second.id, revision: second.revision });
        await call('discard_draft', { draftId: await news(`${era}-three`) });
        await call('list_unanswered_questions');
        const translation = await call('translate_page', { slug: 'about', source_language: 'en', target_language: era === 'legacy' ? 'fr' : 'de' });
        await call('get_translation', { translation_id: translation.id });
        await call('translation_status');

        expect([...called].sort()).to.deep.equal(MCP_TOOLS.map((tool) => tool.name).sort());
      });

      it('answers input mistakes as tool errors with the reason (no structuredContent), an unknown tool as a protocol error', async () => {
        const client = await connect(era);
        const error = async (name: string, args: Record<string, unknown>) => {
          const result = await client.callTool({ name, arguments: args });
          expect(result.structuredContent, name).to.equal(undefined);
          return { isError: result.isError, text: (result.content as Array<{ text: string }>)[0]!.text };
        };
        // A bad value, a missing argument, a refusal of the use case's own rules.
        expect(await error('open_draft', { slug: 'Not A Slug', language: 'en' })).to.deep.equal({
          isError: true,
          text: 'slug must be lowercase letters, digits and "-", with "/" between segments, at most 200 characters',
        });
        expect(await error('get_template', {})).to.deep.equal({ isError: true, text: 'template_id is required' });
        expect(await error('create_release', { name: 'Empty', items: [] })).to.deep.equal({
          isError: true,
          text: 'items must be an array of 1 to 500 items, each { action: "publish", draft_id, revision? } or { action: "unpublish", page_id }',
        });
        expect(await error('create_release', { name: 'Ghost', items: [{ action: 'publish', draft_id: 'missing' }] })).to.deep.equal({
          isError: true,
          text: 'items[0].draft_id missing is not a draft of this project',
        });
        expect(await error('get_page', { page_id: 'missing' })).to.deep.equal({ isError: true, text: 'Page not found' });

        let thrown: unknown;
        await client.callTool({ name: 'drop_tables', arguments: {} }).catch((failure: unknown) => (thrown = failure));
        expect(thrown).to.include({ code: -32602, message: 'Unknown tool: drop_tables' });
      });
    });
  }

  it('answers a document too large for one result as a window, structuredContent and text alike', async () => {
    const content = 'Ünïcödé paragraph with "quotes" and 漢字.\n'.repeat(4_000);
    const big = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'alice',
      body: { slug: 'big', language: 'en', doc_template_id: 'page', content },
    });
    const client = await connect('legacy');
    const getPage = (await client.listTools()).tools.find((listed) => listed.name === 'get_page')!;
    const result = await client.callTool({ name: 'get_page', arguments: { page_id: big.body.id } });
    const structured = result.structuredContent as { content: string; content_window: { offset: number; next_offset: number | null } };
    const validate = ajv.compile(closedCopy(getPage.outputSchema!));
    expect(validate(structured), ajv.errorsText(validate.errors)).to.equal(true);
    expect(structured.content_window.offset).to.equal(0);
    expect(structured.content_window.next_offset).to.be.a('number');
    expect(JSON.parse((result.content as Array<{ text: string }>)[0]!.text)).to.deep.equal(structured);
  });

  it('answers malformed JSON-RPC (a tools/call without a tool name) as a protocol error', async () => {
    const answer = await rpc(app, { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { arguments: {} } }, keyHeaders(managerKey, projectId));
    expect(answer.body).to.deep.include({ jsonrpc: '2.0', id: 7 });
    expect(answer.body.error.code).to.equal(-32602);
  });
});

/** The schema with every object closed: structuredContent may hold no key its outputSchema does not name. */
function closedCopy(schema: object): object {
  const copy = structuredClone(schema);
  closeObjects(copy);
  return copy;
}
