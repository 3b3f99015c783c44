import { LOG_LEVEL_META_KEY, type Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { callTool, keyHeaders, mcpClient, type Era } from './support.js';

/** Issue 45, part 5: progress of a publish (promotion and deploy), and the logging capability. */
describe('MCP progress and logging', () => {
  let app: TestApp;
  let projectId: string;
  let key: string;
  const clients: Client[] = [];
  const connect = async (era: Era) => {
    const client = await mcpClient(app, keyHeaders(key, projectId), era);
    clients.push(client);
    return client;
  };
  const previewOf = async (client: Client, slugs: string[]) => {
    const ids: string[] = [];
    for (const slug of slugs) {
      await app.request('POST', `/api/projects/${projectId}/pages`, {
        as: 'alice',
        body: { slug, language: 'en', doc_template_id: 'page', content: 'Live', metadata: { title: slug } },
      });
      ids.push((await callTool(client, 'open_draft', { slug, language: 'en' })).json.draftId);
      await callTool(client, 'save_draft', { draftId: ids.at(-1), metadata: { title: `${slug}!` }, content: 'New', language: 'en', revision: 1 });
    }
    return (await callTool(client, 'publish_preview', { draft_ids: ids })).json.confirmation_token as string;
  };

  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    projectId = await app.createProject('alice');
    key = (await createKey(app, projectId, 'alice', 'manager')).key;
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await app.stop();
  });

  it('(modern) reports a publish of many pages step by step, then logs what went live', async () => {
    const client = await connect('modern');
    const logged: unknown[] = [];
    client.setNotificationHandler('notifications/message', (notification) => void logged.push(notification.params));
    // The 2026-07-28 revision has no logging/setLevel: a request carries its level in its envelope.
    const token = await previewOf(client, ['one', 'two', 'three']);
    const steps: Array<{ progress: number; total?: number; message?: string }> = [];
    const result = await client.callTool(
      { name: 'publish_confirm', arguments: { confirmation_token: token }, _meta: { [LOG_LEVEL_META_KEY]: 'info' } },
      { onprogress: (p) => void steps.push(p) },
    );
    expect(result.structuredContent).to.include({ promoted: 3 });
    const deployedAt = (result.structuredContent as { deployed_at: string }).deployed_at;
    expect(steps).to.deep.equal([
      { progress: 0, total: 3, message: 'publish_confirm: started' },
      { progress: 2, total: 3, message: '3 page(s) made live' },
      { progress: 3, total: 3, message: `Site deployed at ${deployedAt}` },
    ]);
    expect(logged).to.deep.equal([{ level: 'info', logger: 'publishing', data: { tool: 'publish_confirm', ...(result.structuredContent as object) } }]);
  });

  it('(2025 era) streams the progress and the log message before the answer (SSE), for a call that asked', async () => {
    const client = await connect('legacy');
    const logged: unknown[] = [];
    client.setNotificationHandler('notifications/message', (notification) => void logged.push(notification.params));
    const token = await previewOf(client, ['four', 'five']);
    const steps: Array<{ progress: number; message?: string }> = [];
    const result = await client.callTool({ name: 'publish_confirm', arguments: { confirmation_token: token } }, { onprogress: (p) => void steps.push(p) });
    expect(result.structuredContent).to.include({ promoted: 2 });
    expect(steps.map((s) => s.message)).to.deep.equal([
      'publish_confirm: started',
      '2 page(s) made live',
      `Site deployed at ${(result.structuredContent as { deployed_at: string }).deployed_at}`,
    ]);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.deep.include({ level: 'info', logger: 'publishing' });
  });

  it('declares logging and answers logging/setLevel (2025 era), and a call without a progress token as plain JSON', async () => {
    const legacy = await connect('legacy');
    expect(legacy.getServerCapabilities()).to.have.property('logging');
    expect(await legacy.setLoggingLevel('warning')).to.deep.equal({});
    const client = await connect('modern');
    const token = await previewOf(client, ['plain']);
    expect((await callTool(client, 'publish_confirm', { confirmation_token: token })).json).to.include({ promoted: 1 });
  });
});
