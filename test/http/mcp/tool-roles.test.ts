import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { tokensFor } from '../oauth/support.js';
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
  list_releases: {},
  get_release: { release_id: 'missing' },
  release_dry_run: { release_id: 'missing' },
  create_release: { name: 'Launch', items: [{ action: 'publish', draft_id: 'missing' }] },
  update_release: { release_id: 'missing', revision: 1, name: 'Launch' },
  cancel_release: { release_id: 'missing', revision: 1 },
  publish_release: { release_id: 'missing', revision: 1 },
  list_unanswered_questions: {},
  translate_page: { slug: 'missing', source_language: 'en', target_language: 'ar' },
  get_translation: { translation_id: 'missing' },
  translation_status: {},
};

/**
 * The capability a tool declares (which decides whether `tools/list` shows it) must be the one
 * its use case asks for: a read-only key, or an admin's content:read OAuth client, is shown a
 * tool exactly when calling it is not refused.
 */
describe('MCP tools/list agrees with what each use case allows', () => {
  let app: TestApp;
  let projectId: string;
  let member: Client;
  let reader: Client;

  before(async () => {
    app = await startOAuthApp({ env: { MCP_RATE_LIMIT: '100000', OAUTH_RATE_LIMIT: '100000' } });
    projectId = await app.createProject('owner');
    member = await mcpClient(app, keyHeaders((await createKey(app, projectId, 'owner', 'member')).key, projectId));
    const { access_token } = await tokensFor(app, 'owner', { scope: 'content:read' });
    reader = await mcpClient(app, { authorization: `Bearer ${access_token}` });
  });
  after(async () => {
    await member.close();
    await reader.close();
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

  it("shows an admin's content:read client a tool exactly when the use case lets it call it", async () => {
    const listed = new Set((await reader.listTools()).tools.map((tool) => tool.name));
    expect(listed).to.include('get_draft').and.not.include('save_draft');
    for (const tool of MCP_TOOLS) {
      const answer = await callTool(reader, tool.name, tool.project ? { project_id: projectId, ...ARGS[tool.name] } : ARGS[tool.name]!);
      const refused = answer.isError && answer.text === 'Insufficient permission';
      expect(refused, `${tool.name}: ${answer.text}`).to.equal(!listed.has(tool.name));
    }
  });
});
