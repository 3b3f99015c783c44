import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { repositoryFile } from '../../support/markdown.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { keyHeaders, mcpClient } from './support.js';

interface Row {
  readonly name: string;
  readonly role: string;
  readonly hints: string;
  /** The answers column: the REST response schema its structuredContent is shaped from. */
  readonly answers: string;
}

/** The MCP tool table of docs/headless.md: `| \`name\` \`{ args }\` | role | hints | what it runs |`. */
function documentedTools(): Row[] {
  const page = repositoryFile('docs/headless.md');
  const table = page.slice(page.indexOf('| tool | role | hints | what it runs |'));
  const rows = table.split('\n').slice(2);
  return rows
    .slice(
      0,
      rows.findIndex((line) => !line.startsWith('|')),
    )
    .map((line) => {
      const [tool = '', role = '', hints = '', , answers = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { name: /^`([a-z_]+)`/.exec(tool)?.[1] ?? tool, role, hints, answers };
    });
}

/** The table's words for a tool's annotations. */
function hintsOf(annotations: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean } = {}): string {
  if (annotations.readOnlyHint) return 'read-only';
  if (annotations.destructiveHint) return annotations.idempotentHint ? 'destructive, idempotent' : 'destructive';
  return annotations.idempotentHint ? 'idempotent write' : 'write';
}

/** The documented list of MCP tools is the server's: what `tools/list` shows a manager's key, and a member's. */
describe('Documentation: the MCP tool table of docs/headless.md agrees with tools/list', () => {
  let app: TestApp;
  let manager: Client;
  let member: Client;
  before(async () => {
    app = await TestApp.start();
    const projectId = await app.createProject('owner');
    manager = await mcpClient(app, keyHeaders((await createKey(app, projectId, 'owner', 'manager')).key, projectId));
    member = await mcpClient(app, keyHeaders((await createKey(app, projectId, 'owner', 'member')).key, projectId));
  });
  after(async () => {
    await manager.close();
    await member.close();
    await app.stop();
  });

  it('names every tool, in order, with the role that sees it and its hints', async () => {
    const all = (await manager.listTools()).tools;
    const reads = new Set((await member.listTools()).tools.map((tool) => tool.name));
    const listed = all.map((tool) => ({ name: tool.name, role: reads.has(tool.name) ? 'member' : 'manager', hints: hintsOf(tool.annotations) }));
    expect(documentedTools().map(({ name, role, hints }) => ({ name, role, hints }))).to.deep.equal(listed);
  });

  it("names each tool's answer by the REST response schema its outputSchema comes from", () => {
    const documented = documentedTools().map(({ name, answers }) => ({ name, schema: /^`([A-Za-z]+)`/.exec(answers)?.[1] }));
    expect(documented).to.deep.equal(MCP_TOOLS.map((tool) => ({ name: tool.name, schema: tool.response.name })));
  });
});
