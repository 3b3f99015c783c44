import { expect } from 'chai';
import type { PageToTranslate } from '../../../application/translation/page-translator.js';
import { TranslatePage } from '../../../application/translation/translate-page.js';
import type { TemplateField } from '../../../domain/templates/template.js';
import { MarkdownItProse } from '../../../infrastructure/translation/markdown-prose.js';
import { FakeDocumentTranslator, InMemoryGlossaryStore } from '../../support/fakes/translation.js';

const TAGS: TemplateField = { key: 'tags', label: 'Tags', type: 'tags', required: false };
const PAGE: PageToTranslate = {
  project_id: 'proj_1',
  metadata: { title: 'Acme Bakery', description: 'Fresh bread daily', tags: ['bread'], hero: 'img_1' },
  content: '# Welcome\n\nOrder at [our shop](https://shop.example) with `code`.\n\n```\nnot prose\n```\n\n![](/media/a.png)\n',
  fields: [{ key: 'title', label: 'Title', type: 'text', required: true }, TAGS, { key: 'hero', label: 'Hero', type: 'image', required: false }],
};
const EN_AR = { from: 'en', to: 'ar' };

describe('TranslatePage', () => {
  let glossaries: InMemoryGlossaryStore;
  let provider: FakeDocumentTranslator;
  const translator = () => new TranslatePage(glossaries, provider, new MarkdownItProse());

  beforeEach(() => {
    glossaries = new InMemoryGlossaryStore();
    provider = new FakeDocumentTranslator(2);
  });

  it('translates every part in batches, reports progress, and keeps glossary terms, code, links and copied fields', async () => {
    await glossaries.replace('proj_1', { terms: [{ term: 'Acme' }, { term: 'bread', translations: { ar: 'خبز' } }] });
    const progress: Array<[number, number]> = [];
    const outcome = await translator().translate(PAGE, EN_AR, (done, total) => progress.push([done, total]));
    expect(outcome).to.deep.equal({
      kind: 'translated',
      page: {
        metadata: { title: '[ar] Acme Bakery', description: '[ar] Fresh خبز daily', tags: ['خبز'], hero: 'img_1' },
        content: '# [ar] Welcome\n\n[ar] Order at [our shop](https://shop.example) with `code`.\n\n```\nnot prose\n```\n\n![](/media/a.png)\n',
        left_to_translate: [],
      },
    });
    expect(provider.batches.map((b) => b.texts)).to.deep.equal([
      ['⟦0⟧ Bakery', 'Fresh ⟦0⟧ daily'],
      ['Welcome', 'Order at ⟦0⟧our shop⟦1⟧ with ⟦2⟧.'],
    ]);
    expect(provider.batches.every((b) => b.from === 'en' && b.to === 'ar')).to.equal(true);
    expect(progress).to.deep.equal([
      [2, 4],
      [4, 4],
    ]);
  });

  it('with no provider configured, answers the source with every part that has words left for a person', async () => {
    provider.offline = true;
    const outcome = await translator().translate(PAGE, EN_AR);
    expect(outcome).to.deep.equal({
      kind: 'translated',
      page: { metadata: PAGE.metadata, content: PAGE.content, left_to_translate: ['title', 'description', 'tags', 'content'] },
    });
  });

  it('fails whole when a batch fails midway: nothing partial comes back', async () => {
    provider.failFromBatch = 2;
    const outcome = await translator().translate(PAGE, EN_AR);
    expect(outcome).to.deep.equal({ kind: 'failed', failure: { cause: 'unavailable', reason: 'translator answered 503: down' } });
    expect(provider.batches).to.have.length(2);
  });

  it('keeps a segment whose answer dropped a placeholder in the source, and lists its part', async () => {
    provider.rewrite = (text) => text.replace('⟦1⟧', '');
    const outcome = await translator().translate(PAGE, EN_AR);
    if (outcome.kind !== 'translated') throw new Error('expected a translation');
    expect(outcome.page.left_to_translate).to.deep.equal(['content']);
    expect(outcome.page.content).to.equal(PAGE.content.replace('# Welcome', '# [ar] Welcome'));
  });

  it('fails, never rejects, when the glossary cannot be read', async () => {
    glossaries.find = () => Promise.reject(new Error('database is locked'));
    expect(await translator().translate(PAGE, EN_AR)).to.deep.equal({
      kind: 'failed',
      failure: { cause: 'unavailable', reason: 'Translation stopped: database is locked' },
    });
  });
});
