import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { PageTranslator } from '../../../application/translation/page-translator.js';
import { FakePageTranslator } from '../../support/fakes/translation-jobs.js';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { eventually } from '../webhooks/support.js';
import { callTool, keyHeaders, mcpClient } from './support.js';

describe('MCP translation tools: translate_page, get_translation, translation_status', function () {
  this.timeout(30_000);
  let app: TestApp;
  let projectId: string;
  let manager: Client;
  let member: Client;

  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' }, overrides: [{ token: PageTranslator, value: new FakePageTranslator() }] });
    projectId = await app.createProject('alice');
    await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'alice',
      body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About us', metadata: { title: 'About' } },
    });
    manager = await mcpClient(app, keyHeaders((await createKey(app, projectId, 'alice', 'manager')).key, projectId));
    member = await mcpClient(app, keyHeaders((await createKey(app, projectId, 'alice', 'member')).key, projectId));
  });
  after(async () => {
    await manager.close();
    await member.close();
    await app.stop();
  });

  it('starts a translation, reads it until done, and shows the page in the status matrix', async () => {
    const started = await callTool(manager, 'translate_page', { slug: 'about', source_language: 'en', target_language: 'ar' });
    expect(started.isError, started.text).to.equal(false);
    expect(started.json).to.deep.include({ status: 'running', slug: 'about', target_language: 'ar' });
    let done: Record<string, unknown> = {};
    await eventually(async () => {
      done = (await callTool(member, 'get_translation', { translation_id: started.json.id })).json;
      return done.status !== 'running';
    });
    expect(done).to.deep.include({ status: 'done', error: null });
    const status = await callTool(member, 'translation_status');
    expect(status.json).to.deep.equal({ languages: ['ar', 'en'], pages: [{ slug: 'about', languages: { ar: 'draft', en: 'source' } }] });
  });

  it('answers refusals with the REST messages', async () => {
    const same = await callTool(manager, 'translate_page', { slug: 'about', source_language: 'en', target_language: 'en' });
    expect(same).to.deep.include({ isError: true, text: 'target_language must be another language than source_language' });
    const byMember = await callTool(member, 'translate_page', { slug: 'about', source_language: 'en', target_language: 'fr' });
    expect(byMember.isError).to.equal(true);
    const missing = await callTool(member, 'get_translation', { translation_id: 'nope' });
    expect(missing).to.deep.include({ isError: true, text: 'Translation not found' });
  });
});
