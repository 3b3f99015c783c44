import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { Container } from 'inversify';
import { ToolRegistry } from '../../../adapters/mcp/tool-registry.js';
import { READ_ONLY, tool } from '../../../adapters/mcp/tool.js';
import { pagedList } from '../../../adapters/mcp/tool-output.js';
import { declaredKeys, inputPart, UseCaseInput } from '../../../adapters/shared/use-case-input.js';
import type { Actor } from '../../../domain/identity/actor.js';

const Query = t.partial({ limit: t.string, shared: t.string });
const Body = t.intersection([t.type({ name: t.string }), t.partial({ shared: t.string })]);

/** Decodes and assembles in one go, as a caller does; the failure's message, or the input. */
function build(input: UseCaseInput<'query' | 'body'>, values: { query: unknown; body: unknown }, bound: Record<string, unknown>) {
  const decoded = input.decode(values);
  return E.isLeft(decoded) ? decoded.left.message : input.assemble(decoded.right, bound);
}

describe('UseCaseInput: the one builder of REST and MCP use-case input', () => {
  const input = new UseCaseInput({ query: inputPart(Query), body: inputPart(Body) }, { source: 'rest' });

  it('keeps only declared keys, in the order constants, query, body, bound', () => {
    const built = build(input, { query: { limit: '3', debug: '1', shared: 'q' }, body: { name: 'N', shared: 'b', admin: true } }, { projectId: 'A' });
    expect(built).to.deep.equal({ source: 'rest', limit: '3', shared: 'b', name: 'N', projectId: 'A' });
  });

  it('lays bound values over everything a caller sends and over the constants', () => {
    const built = build(input, { query: { source: 'evil' }, body: { name: 'N', projectId: 'B' } }, { projectId: 'A', source: 'bound' });
    expect(built).to.deep.equal({ source: 'bound', name: 'N', projectId: 'A' });
  });

  it('leaves out an optional key that was not sent', () => {
    expect(Object.keys(build(input, { query: {}, body: { name: 'N' } }, {}))).to.deep.equal(['source', 'name']);
  });

  it('answers the first part that fails, in declaration order, with the codec message', () => {
    expect(build(input, { query: { limit: 3 }, body: { name: 4 } }, {})).to.equal('limit must be string');
    expect(build(input, { query: {}, body: {} }, {})).to.equal('name is required');
  });

  it('decodes a whole part but hands over only the keys of a narrower codec', () => {
    const args = new UseCaseInput({ arguments: inputPart(t.intersection([Body, t.type({ page_id: t.string })]), Body) });
    expect(args.decode({ arguments: { name: 'N' } })).to.deep.equal(E.left({ _tag: 'Invalid', message: 'page_id is required' }));
    const decoded = args.decode({ arguments: { name: 'N', page_id: 'p1' } });
    if (E.isLeft(decoded)) throw new Error(decoded.left.message);
    expect(decoded.right.arguments).to.deep.equal({ name: 'N', page_id: 'p1' });
    expect(args.assemble(decoded.right, { pageId: 'p1' })).to.deep.equal({ name: 'N', pageId: 'p1' });
  });

  it('refuses at declaration a codec whose keys cannot be read', () => {
    expect(() => declaredKeys(t.string)).to.throw('Input codec string is not an object codec: its keys cannot be checked');
    expect(() => inputPart(t.union([Body, Query]))).to.throw('is not an object codec');
  });
});

/** A use case that records the input the tool registry gives it. */
class RenamePage {
  static readonly operation = 'rename_page';
  static inputs: unknown[] = [];
  readonly execute = async (_actor: Actor, input: { projectId: string; pageId: string; name: string }) => {
    RenamePage.inputs.push(input);
    return E.right({ items: [1, 2, 3] });
  };
}

describe('MCP tools build their input with the same builder', () => {
  const container = new Container();
  container.bind(RenamePage).toConstantValue(new RenamePage());
  const registry = new ToolRegistry(
    [
      tool({
        name: 'rename_page',
        title: 'Rename a page',
        description: 'A tool of this test only',
        capability: 'read_content',
        annotations: READ_ONLY,
        useCase: RenamePage,
        input: t.type({ name: t.string }),
        params: { page_id: 'pageId' },
        response: t.type({ items: t.array(t.number) }),
        output: pagedList('items'),
      }),
    ],
    container,
  );
  const user: Actor = { kind: 'user', userId: 'u1', email: null };
  const apiKey: Actor = { kind: 'api_key', keyId: 'k1', projectId: 'K', role: 'manager' };
  const fail = (cause: unknown) => {
    throw cause;
  };
  beforeEach(() => {
    RenamePage.inputs = [];
  });

  it('hands over the codec keys, then the path-standing arguments and the project, never a stray or overriding key', async () => {
    const args = { project_id: 'A', page_id: 'p1', name: 'N', projectId: 'B', pageId: 'p2', cursor: undefined, admin: true };
    const result = await registry.call(user, 'rename_page', args, fail);
    expect(result.isError).to.equal(undefined);
    expect(RenamePage.inputs).to.deep.equal([{ name: 'N', pageId: 'p1', projectId: 'A' }]);
  });

  it("binds an API key's own project when project_id is left out", async () => {
    await registry.call(apiKey, 'rename_page', { page_id: 'p1', name: 'N' }, fail);
    expect(RenamePage.inputs).to.deep.equal([{ name: 'N', pageId: 'p1', projectId: 'K' }]);
  });

  it('refuses arguments that fail the codec, with the REST message, and never runs the use case', async () => {
    const result = await registry.call(user, 'rename_page', { project_id: 'A', name: 5 }, fail);
    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'page_id is required; name must be string' }], isError: true });
    const noProject = await registry.call(user, 'rename_page', { page_id: 'p1', name: 'N' }, fail);
    expect(noProject).to.deep.equal({ content: [{ type: 'text', text: 'project_id is required' }], isError: true });
    expect(RenamePage.inputs).to.deep.equal([]);
  });
});
