import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { ADMIN, ask, listed, questionsProject } from '../questions/support.js';
import { callTool, keyHeaders, mcpClient } from './support.js';

/** Issue 45, parts 2 and 3: completions of what a project names, and prompts built from its content. */
describe('MCP completions and prompts', () => {
  let app: TestApp;
  let projectId: string;
  let otherProject: string;
  let managerKey: string;
  let memberKey: string;
  let otherKey: string;
  let draftId: string;
  let releaseId: string;
  let questionId: string;
  let publishedAt: string;
  const clients: Client[] = [];
  const connect = async (key: string, project = projectId) => {
    const client = await mcpClient(app, keyHeaders(key, project));
    clients.push(client);
    return client;
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a JSON-RPC error'),
      (error: { message: string }) => error.message,
    );
  const page = (slug: string, language: string, title: string, content: string) =>
    app.request('POST', `/api/projects/${projectId}/pages`, { as: ADMIN, body: { slug, language, doc_template_id: 'page', metadata: { title }, content } });

  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    projectId = await questionsProject(app);
    otherProject = await app.createProject('bob');
    // Asked before the shipping page exists: the site could not answer it then.
    await ask(app, projectId, 'Do you ship to Norway?');
    questionId = (await listed(app, projectId))[0].id;
    await page('shipping', 'en', 'Shipping', 'We ship to every country in the EU within five days.');
    await page('shop', 'en', 'Shop', 'Our shop.');
    await page('shipping', 'fr', 'Livraison', 'Nous livrons partout.');
    managerKey = (await createKey(app, projectId, ADMIN, 'manager')).key;
    memberKey = (await createKey(app, projectId, ADMIN, 'member')).key;
    otherKey = (await createKey(app, otherProject, 'bob', 'manager')).key;
    const manager = await connect(managerKey);
    draftId = (await callTool(manager, 'open_draft', { slug: 'shop', language: 'en' })).json.draftId;
    await callTool(manager, 'save_draft', { draftId, metadata: { title: 'Shop' }, content: 'Our shop, open daily.', language: 'en', revision: 1 });
    const preview = await callTool(manager, 'publish_preview', { draft_ids: [draftId] });
    await callTool(manager, 'publish_confirm', { confirmation_token: preview.json.confirmation_token });
    publishedAt = (await callTool(manager, 'get_publish_history')).json.history[0].published_at;
    const next = (await callTool(manager, 'open_draft', { slug: 'hours', language: 'en' })).json.draftId;
    releaseId = (await callTool(manager, 'create_release', { name: 'Autumn', items: [{ action: 'publish', draft_id: next }] })).json.id;
    draftId = next;
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await app.stop();
  });

  describe('completion/complete', () => {
    const template = { type: 'ref/resource' as const, uri: 'content://projects/{project_id}/pages/{language}/{slug}' };

    it('completes slugs from two letters, within the language already chosen', async () => {
      const client = await connect(managerKey);
      const slugs = (value: string, context?: Record<string, string>) =>
        client.complete({ ref: template, argument: { name: 'slug', value }, ...(context && { context: { arguments: context } }) }).then((r) => r.completion);
      expect((await slugs('s')).values).to.deep.equal([]);
      expect(await slugs('sh')).to.deep.equal({ values: ['shipping', 'shop'], total: 2, hasMore: false });
      expect((await slugs('ship', { language: 'fr' })).values).to.deep.equal(['shipping']);
      expect((await slugs('ho')).values).to.deep.equal(['hours', 'shop']);
    });

    it("completes languages, template ids, draft ids, release ids and question ids for prompts' arguments", async () => {
      const client = await connect(managerKey);
      const values = async (ref: { type: 'ref/prompt'; name: string } | typeof template, name: string, value = '') =>
        (await client.complete({ ref, argument: { name, value } })).completion.values;
      expect(await values({ type: 'ref/prompt', name: 'translate_page' }, 'target_language')).to.have.members(['en', 'fr']);
      expect(await values({ type: 'ref/prompt', name: 'draft_page_from_notes' }, 'template_id', 'pa')).to.include('page');
      expect(await values({ type: 'ref/resource', uri: 'content://projects/{project_id}/drafts/{draft_id}' }, 'draft_id')).to.deep.equal([draftId]);
      expect(await values({ type: 'ref/prompt', name: 'answer_unanswered_question' }, 'question_id')).to.deep.equal([questionId]);
      expect(await values(template, 'release_id')).to.deep.equal([releaseId]);
      expect(await values(template, 'project_id')).to.deep.equal([projectId]);
    });

    it("offers a member no drafts, and another project's key nothing of this project", async () => {
      const member = await connect(memberKey);
      expect((await member.complete({ ref: template, argument: { name: 'draft_id', value: '' } })).completion.values).to.deep.equal([]);
      const other = await connect(otherKey, otherProject);
      const context = { arguments: { project_id: projectId } };
      expect((await other.complete({ ref: template, argument: { name: 'slug', value: 'sh' }, context })).completion.values).to.deep.equal([]);
      expect((await other.complete({ ref: template, argument: { name: 'language', value: '' }, context })).completion.values).to.deep.equal([]);
    });
  });

  describe('prompts', () => {
    it('lists the five prompts with their arguments', async () => {
      const client = await connect(managerKey);
      const { prompts } = await client.listPrompts();
      expect(prompts.map((p) => p.name)).to.deep.equal([
        'draft_page_from_notes',
        'rewrite_page',
        'translate_page',
        'summarise_changes',
        'answer_unanswered_question',
      ]);
      expect(prompts[2]!.arguments!.filter((a) => a.required).map((a) => a.name)).to.deep.equal(['slug', 'source_language', 'target_language']);
    });

    it('embed the real page, template, history and question', async () => {
      const client = await connect(managerKey);
      const texts = async (name: string, args: Record<string, string>) =>
        (await client.getPrompt({ name, arguments: args })).messages.map((m) => {
          const content = m.content as { type: string; text?: string; resource?: { uri: string; text: string } };
          return content.type === 'resource' ? `${content.resource!.uri}\n${content.resource!.text}` : content.text!;
        });
      const draft = await texts('draft_page_from_notes', { template_id: 'page', notes: 'we now ship to Norway' });
      expect(draft[0]).to.match(new RegExp(`^content://projects/${projectId}/templates/page\n\\{"id":"page"`));
      expect(draft[1]).to.contain('we now ship to Norway');

      const rewrite = await texts('rewrite_page', { language: 'en', slug: 'shipping', reading_level: 'plain language' });
      expect(rewrite[0])
        .to.contain(`content://projects/${projectId}/pages/en/shipping\n---`)
        .and.contain('We ship to every country in the EU within five days.');
      expect(rewrite[1]).to.contain('for this reading level: plain language');

      const translate = await texts('translate_page', { slug: 'shipping', source_language: 'en', target_language: 'de' });
      expect(translate[0]).to.contain('We ship to every country');
      expect(translate[1]).to.contain('open_draft { slug: "shipping", language: "de" }');

      const summary = await texts('summarise_changes', { since: publishedAt.slice(0, 10) });
      const changes = JSON.parse(summary[0]!.split('\n').slice(1).join('\n'));
      expect(changes.publishes.map((p: { published_at: string }) => p.published_at)).to.deep.equal([publishedAt]);
      expect(changes.publishes[0].changes[0]).to.include({ slug: 'shop', action: 'update' });
      expect(changes.pages_changed.map((p: { slug: string }) => p.slug)).to.include.members(['shipping', 'shop']);
      const later = await texts('summarise_changes', { since: '2999-01-01' });
      expect(JSON.parse(later[0]!.split('\n').slice(1).join('\n')))
        .to.include({ since: '2999-01-01T00:00:00.000Z' })
        .and.deep.include({ publishes: [], pages_changed: [] });

      const answer = await texts('answer_unanswered_question', { question_id: questionId });
      expect(answer[0]).to.contain('Do you ship to Norway?');
      expect(answer.slice(1, -1).some((t) => t.includes('We ship to every country in the EU'))).to.equal(true);
    });

    it('refuses missing arguments, bad dates, unknown prompts, and what the credential may not read', async () => {
      const client = await connect(managerKey);
      expect(await failure(client.getPrompt({ name: 'rewrite_page', arguments: { language: 'en' } }))).to.contain('slug is required');
      expect(await failure(client.getPrompt({ name: 'summarise_changes', arguments: { since: 'last week' } }))).to.contain(
        'since must be a date (YYYY-MM-DD or ISO 8601)',
      );
      expect(await failure(client.getPrompt({ name: 'nope' }))).to.contain('Unknown prompt: nope');
      expect(await failure(client.getPrompt({ name: 'rewrite_page', arguments: { language: 'en', slug: 'missing' } }))).to.contain(
        'No live page at this language and slug',
      );
      const member = await connect(memberKey);
      expect(await failure(member.getPrompt({ name: 'answer_unanswered_question', arguments: { question_id: questionId } }))).to.contain(
        'Insufficient permission',
      );
      const other = await connect(otherKey, otherProject);
      expect(await failure(other.getPrompt({ name: 'rewrite_page', arguments: { project_id: projectId, language: 'en', slug: 'shipping' } }))).to.contain(
        'Project not found',
      );
    });
  });
});
