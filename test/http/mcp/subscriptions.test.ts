import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { MAX_RESOURCES_PER_SUBSCRIPTION } from '../../../adapters/mcp/subscriptions/listen.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { tokensFor } from '../oauth/support.js';
import { callTool, keyHeaders, mcpClient } from './support.js';

/** What a client heard on its subscriptions: each notification's method and URI, in order. */
function heardBy(client: Client): { method: string; uri?: string }[] {
  const heard: { method: string; uri?: string }[] = [];
  client.setNotificationHandler('notifications/resources/updated', (n) => void heard.push({ method: n.method, uri: n.params.uri }));
  client.setNotificationHandler('notifications/resources/list_changed', (n) => void heard.push({ method: n.method }));
  return heard;
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Issue 45: `subscriptions/listen` (protocol 2026-07-28) with the SDK's own client, on two
 * instances sharing one store: a change made through either reaches a subscriber on the first.
 */
describe('MCP subscriptions: changes from any instance, only to those who may read them', function () {
  this.timeout(30_000);
  const POLL = { MCP_SUBSCRIPTION_POLL_MS: '40', MCP_RATE_LIMIT: '100000', OAUTH_RATE_LIMIT: '100000' };
  let one: TestApp;
  let two: TestApp;
  let project: string;
  let other: string;
  let managerKey: string;
  let otherKey: string;
  let pageId: string;
  const clients: Client[] = [];
  const uri = (path: string, of = project) => `content://projects/${of}/${path}`;
  const modern = async (headers: Record<string, string>) => {
    const client = await mcpClient(one, headers, 'modern');
    clients.push(client);
    return client;
  };

  before(async () => {
    one = await startOAuthApp({ env: POLL });
    two = await TestApp.start({ dataDir: one.dataDir, issuer: one.issuer, env: POLL });
    project = await one.createProject('alice');
    other = await one.createProject('bob');
    await one.addMember(project, 'alice', 'carol', 'member');
    managerKey = (await createKey(one, project, 'alice', 'manager')).key;
    otherKey = (await createKey(one, other, 'bob', 'manager')).key;
    const created = await one.request('POST', `/api/projects/${project}/pages`, {
      as: 'alice',
      body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About\n\nUs.', metadata: { title: 'About us' } },
    });
    pageId = created.body.id;
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await two.stop({ keepData: true });
    await one.stop();
  });

  it('tells a subscriber on one instance of a page saved through the REST API of another, and of pages that come', async () => {
    const client = await modern(keyHeaders(managerKey, project));
    const heard = heardBy(client);
    const subscription = await client.listen({ resourceSubscriptions: [uri('pages/en/about')], resourcesListChanged: true });
    expect(subscription.honoredFilter).to.deep.equal({ resourceSubscriptions: [uri('pages/en/about')], resourcesListChanged: true });

    const page = (await two.request('GET', `/api/projects/${project}/pages/${pageId}`, { as: 'alice' })).body;
    const saved = await two.request('PATCH', `/api/projects/${project}/pages/${pageId}`, {
      as: 'alice',
      body: { content: '# About\n\nUs, changed on the other instance.', revision: page.revision },
    });
    expect(saved.status).to.equal(200);
    await until(() => heard.length > 0, 'the page’s update');
    expect(heard).to.deep.equal([{ method: 'notifications/resources/updated', uri: uri('pages/en/about') }]);
    // What the notification says changed reads as changed, on this instance.
    const read = await client.readResource({ uri: uri('pages/en/about') });
    expect((read.contents[0] as { text: string }).text).to.include('changed on the other instance');

    // A page that comes changes the list (once), and says nothing of a page not subscribed to.
    const added = await two.request('POST', `/api/projects/${project}/pages`, {
      as: 'alice',
      body: { slug: 'contact', language: 'en', doc_template_id: 'page', content: 'Write to us.', metadata: { title: 'Contact' } },
    });
    expect(added.status).to.equal(201);
    await until(() => heard.length > 1, 'the list’s change');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.slice(1)).to.deep.equal([{ method: 'notifications/resources/list_changed' }]);

    await subscription.close();
    expect(await subscription.closed).to.equal('local');
  });

  it('tells a subscriber of a draft of each save, made through MCP on the same instance or REST on another', async () => {
    const client = await modern(keyHeaders(managerKey, project));
    const opened = await callTool(client, 'open_draft', { slug: 'about', language: 'en' });
    const draftId = opened.json.draftId as string;
    const heard = heardBy(client);
    const subscription = await client.listen({ resourceSubscriptions: [uri(`drafts/${draftId}`)] });
    const saved = await two.request('POST', `/api/projects/${project}/docs/edit/save`, {
      as: 'alice',
      body: { draftId, revision: opened.json.revision, language: 'en', metadata: { slug: 'about', title: 'About us' }, content: 'Saved elsewhere.' },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    await until(() => heard.length === 1, 'the draft’s first save');
    const again = await callTool(client, 'save_draft', {
      draftId,
      revision: saved.body.revision,
      language: 'en',
      metadata: { slug: 'about', title: 'About us' },
      content: 'Saved here.',
    });
    expect(again.isError, again.text).to.equal(false);
    await until(() => heard.length === 2, 'the draft’s second save');
    expect(heard.every((n) => n.uri === uri(`drafts/${draftId}`))).to.equal(true);
    await subscription.close();
  });

  it('refuses to watch what the caller may not read: another project’s page, or a draft for a content:read token of a member', async () => {
    const stranger = await modern(keyHeaders(otherKey, other));
    const refused = await stranger.listen({ resourceSubscriptions: [uri('pages/en/about')] }).then(
      () => expect.fail('expected a refusal'),
      (error: Error) => error,
    );
    // Refused as `resources/read` refuses it: the project is not found, so its existence does not leak.
    expect(refused.message).to.include('Project not found');

    const manager = await modern(keyHeaders(managerKey, project));
    const tooMany = Array.from({ length: MAX_RESOURCES_PER_SUBSCRIPTION + 1 }, () => uri('site'));
    const overLimit = await manager.listen({ resourceSubscriptions: tooMany }).then(
      () => expect.fail('expected a refusal'),
      (error: Error) => error,
    );
    expect(overLimit.message).to.include(`At most ${MAX_RESOURCES_PER_SUBSCRIPTION} resources per subscription`);
    const draftId = (await callTool(manager, 'open_draft', { slug: 'about', language: 'en' })).json.draftId as string;
    const member = await tokensFor(one, 'carol', { scope: 'content:read' });
    const reader = await modern({ authorization: `Bearer ${member.access_token}` });
    // The member's token reads the live page and may watch it ...
    const watching = await reader.listen({ resourceSubscriptions: [uri('pages/en/about')] });
    await watching.close();
    // ... but not the draft it may not read.
    const draftRefused = await reader.listen({ resourceSubscriptions: [uri(`drafts/${draftId}`)] }).then(
      () => expect.fail('expected a refusal'),
      (error: Error) => error,
    );
    // Refused as `resources/read` refuses it.
    expect(draftRefused.message).to.include('Insufficient permission');
  });

  it('ends a subscription gracefully when its instance stops, without holding the stop', async () => {
    const three = await TestApp.start({ dataDir: one.dataDir, issuer: one.issuer, env: POLL });
    const client = await mcpClient(three, keyHeaders(managerKey, project), 'modern');
    const subscription = await client.listen({ resourceSubscriptions: [uri('site')] });
    const started = Date.now();
    await three.stop({ keepData: true });
    expect(await subscription.closed).to.equal('graceful');
    expect(Date.now() - started).to.be.below(5000);
    await client.close();
  });
});
