import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { ROUTES } from '../../../adapters/http/routes.js';
import { jsonSchemaOf } from '../../../adapters/mcp/json-schema.js';
import { READ_ONLY, tool } from '../../../adapters/mcp/tool.js';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';

describe('MCP tool output schemas', () => {
  it("take each tool's response codec from its REST route (the same codec object), so the two cannot drift", () => {
    for (const declared of MCP_TOOLS) {
      const routes = ROUTES.filter((route) => route.kind === 'use-case' && route.useCase === declared.useCase);
      expect(routes, declared.name).to.have.length(1);
      expect(declared.response === (routes[0] as { response?: t.Mixed }).response, `${declared.name}: its response codec is not its route's`).to.equal(true);
    }
  });

  it('describe each shaped answer: a paged list adds next_cursor, a content window adds content_window', () => {
    const byName = (name: string) => MCP_TOOLS.find((declared) => declared.name === name)!.outputSchema;
    expect(byName('list_templates').required).to.include.members(['templates', 'next_cursor']);
    expect(byName('get_page').properties).to.have.keys([
      ...Object.keys(jsonSchemaOf(MCP_TOOLS.find((d) => d.name === 'get_page')!.response).properties!),
      'content_window',
    ]);
    expect(byName('list_pages').properties!.pages!.items!.properties).to.not.have.property('content');
  });

  it('refuse a tool whose answer is not an object (MCP requires structuredContent to be one)', () => {
    class Count {
      static readonly operation = 'count';
      readonly execute = async (_actor: unknown, _input: { projectId: string }) => E.right(3);
    }
    const declare = () =>
      tool({
        name: 'count',
        title: 'Count',
        description: 'A tool of this test only',
        capability: 'read_content',
        annotations: READ_ONLY,
        useCase: Count,
        response: t.number,
      });
    expect(declare).to.throw('MCP tool "count" answers number: its outputSchema must be an object');
  });
});
