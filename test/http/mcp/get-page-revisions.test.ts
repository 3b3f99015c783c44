import { expect } from 'chai';
import { Container } from 'inversify';
import { ToolRegistry } from '../../../adapters/mcp/tool-registry.js';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { GetPage } from '../../../application/pages/get-page.js';
import type { Actor } from '../../../domain/identity/actor.js';
import * as E from 'fp-ts/lib/Either.js';
import { FakeClock } from '../../support/fake-clock.js';
import { TestApp } from '../../support/test-app.js';
import { keyHeaders, rpc } from './support.js';

/**
 * MCP `get_page` makes a page's text once per revision (per object the store hands out) and
 * never answers an older revision: on this instance after a change through another instance
 * on the same database file.
 */
describe('MCP get_page: the text made once per revision', function () {
  this.timeout(30_000);

  it('serializes the use case’s object once, and a new object (a new revision) again', async () => {
    const page = { id: 'p1', content: 'first' };
    let serialized = 0;
    // JSON.stringify calls toJSON each time it serializes the object: the count of texts made.
    const counted = (value: object) => Object.defineProperty({ ...value }, 'toJSON', { value: () => ((serialized += 1), value), enumerable: false });
    let current = counted(page);
    const container = new Container();
    container.bind(GetPage).toConstantValue({ execute: async () => E.right(current) } as unknown as GetPage);
    const registry = new ToolRegistry(MCP_TOOLS, container);
    const actor: Actor = { kind: 'api_key', keyId: 'k', projectId: 'proj', role: 'member' };
    const call = async () => (await registry.call(actor, 'get_page', { page_id: 'p1' }, () => undefined)).content;
    expect(await call()).to.deep.equal([{ type: 'text', text: '{"id":"p1","content":"first"}' }]);
    expect(await call()).to.deep.equal([{ type: 'text', text: '{"id":"p1","content":"first"}' }]);
    expect(serialized).to.equal(1);
    current = counted({ id: 'p1', content: 'second' });
    expect(await call()).to.deep.equal([{ type: 'text', text: '{"id":"p1","content":"second"}' }]);
    expect(serialized).to.equal(2);
    // A window asked for is shaped from the object, not taken from the whole text.
    const windowed = await registry.call(actor, 'get_page', { page_id: 'p1', content_offset: 3 }, () => undefined);
    expect(JSON.parse((windowed.content[0] as { text: string }).text)).to.include({ content: 'ond' });
  });

  it('answers the revision another instance saved, never the copy this one made text of', async () => {
    const clock = new FakeClock('2026-03-01T10:00:00.000Z');
    const one = await TestApp.start({ clock });
    const two = await TestApp.start({ clock, dataDir: one.dataDir, issuer: one.issuer });
    try {
      const projectId = await one.createProject('owner');
      const page = await one.request('POST', `/api/projects/${projectId}/pages`, {
        as: 'owner',
        body: { slug: 'mcp-read', language: 'en', doc_template_id: 'page', content: 'Before' },
      });
      const { key } = (await one.request('POST', `/api/projects/${projectId}/keys`, { as: 'owner', body: { name: 'agent', role: 'member' } })).body;
      const getPage = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { page_id: page.body.id } } };
      const contentOn = async (app: TestApp) => JSON.parse((await rpc(app, getPage, keyHeaders(key, projectId))).body.result.content[0].text).content;
      expect([await contentOn(one), await contentOn(one)]).to.deep.equal(['Before', 'Before']);
      const changed = await two.request('PATCH', `/api/projects/${projectId}/pages/${page.body.id}`, { as: 'owner', body: { content: 'After' } });
      expect(changed.status).to.equal(200);
      expect(await contentOn(one)).to.equal('After');
    } finally {
      await two.stop({ keepData: true });
      await one.stop();
    }
  });
});
