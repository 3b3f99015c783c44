import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { callTool, keyHeaders, mcpClient } from './support.js';

/** Arguments that decode for each tool, so a call reaches the use case's access check. */
const ARGS: Readonly<Record<string, Record<string, unknown>>> = {
  list_projects: {},
  list_pages: {},
  get_page: { page_id: 'missing' },
  search_pages: { q: 'anything' },
  list_templates: {},
  get_template: { template_id: 'page' },
  open_draft: { slug: 'missing', language: 'en' },
  get_draft: { draftId: 'missing' },
  save_draft: { draftId: 'missing', metadata: {}, content: '', language: 'en' },
  discard_draft: { draftId: 'missing' },
  list_draft_versions: { draftId: 'missing' },
  restore_draft_version: { draftId: 'missing', version_id: 'missing' },
  publish_preview: {},
  publish_confirm: { confirmation_token: 'missing' },
  get_publish_history: {},
};

/**
 * The role a tool declares (which decides whether `tools/list` shows it) must be the role its
 * use case enforces: a read-only key is shown a tool exactly when calling it is not refused.
 */
describe('MCP tools/list agrees with what each use case allows', () => {
  let app: TestApp;
  let member: Client;

  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    const projectId = await app.createProject('owner');
    member = await mcpClient(app, keyHeaders((await createKey(app, projectId, 'owner', 'member')).key, projectId));
  });
  after(async () => {
    await member.close();
    await app.stop();
  });

  it('covers every tool', () => {
    expect(Object.keys(ARGS).sort()).to.deep.equal(MCP_TOOLS.map((tool) => tool.name).sort());
  });

  it('shows a member key a tool exactly when the use case lets a member call it', async () => {
    const listed = new Set((await member.listTools()).tools.map((tool) => tool.name));
    for (const tool of MCP_TOOLS) {
      const answer = await callTool(member, tool.name, ARGS[tool.name]!);
      const refused = answer.isError && answer.text === 'Insufficient permission';
      expect(refused, `${tool.name}: ${answer.text}`).to.equal(!listed.has(tool.name));
    }
  });
});
