import { expect } from 'chai';
import type { PageSearchIndex, SearchHit } from '../../../application/search/ports.js';
import { searchTerms } from '../../../domain/search/query.js';
import { aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';
import { uniqueId } from '../../support/builders.js';

export interface SearchStores extends PageStores {
  readonly index: PageSearchIndex;
}

/** What every PageSearchIndex adapter must do, over the document stores it indexes. */
export function pageSearchIndexContract(stores: () => SearchStores): void {
  const { newProject } = storeHelpers(stores);
  const search = (projectId: string, text: string, options: { language?: string; limit?: number; languages?: string[]; typed?: boolean } = {}) =>
    stores().index.search(projectId, {
      terms: searchTerms(text, { languages: options.languages ?? ['en'], lastWordTyped: options.typed }),
      language: options.language,
      limit: options.limit ?? 10,
    });
  const slugs = (hits: readonly SearchHit[]) => hits.map((hit) => hit.slug);
  const page = async (projectId: string, slug: string, content: string, overrides: Parameters<typeof aDoc>[1] = {}) => {
    const doc = aDoc(projectId, { slug, content, metadata: { title: slug }, ...overrides });
    expect((await stores().pages.create(doc)).kind).to.equal('created');
    return doc;
  };

  it('finds a live page by a word of its title, a heading or its text, folding case and accents', async () => {
    const projectId = await newProject();
    const doc = await page(projectId, 'bakery', '## Opening Hours\n\nWe bake **croissants** every morning at the Café Crème.', {
      metadata: { title: 'Our Boulangerie' },
    });
    for (const query of ['boulangerie', 'HOURS', 'croissant', 'cafe', 'CAFÉ creme']) {
      const hits = await search(projectId, query);
      expect(slugs(hits), query).to.deep.equal(['bakery']);
    }
    const [hit] = await search(projectId, 'croissants');
    expect(hit).to.include({ page_id: doc.id, slug: 'bakery', language: 'en', title: 'Our Boulangerie' });
    expect(hit!.snippet).to.equal('We bake croissants every morning at the Café Crème.');
    expect(hit!.score).to.be.greaterThan(0);
  });

  it('finds nothing for words no page holds', async () => {
    const projectId = await newProject();
    await page(projectId, 'bakery', 'Bread and cakes.');
    expect(await search(projectId, 'bicycle')).to.deep.equal([]);
    expect(await search(await newProject(), 'bread'), 'a project without pages').to.deep.equal([]);
  });

  it('searches live pages, public and unlisted, never drafts', async () => {
    const projectId = await newProject();
    await page(projectId, 'public', 'Sourdough starter.');
    await page(projectId, 'hidden', 'Sourdough starter.', { visibility: 'unlisted' });
    await stores().pages.create(aDoc(projectId, { slug: 'draft', content: 'Sourdough starter.', visibility: 'draft' }), version(0));
    expect(slugs(await search(projectId, 'sourdough')).sort()).to.deep.equal(['hidden', 'public']);
  });

  it('ranks a title match above a heading match above a body match, and pages matching more words first', async () => {
    const projectId = await newProject();
    await page(projectId, 'body', 'Some text.\n\nOur pretzels are salted.');
    await page(projectId, 'heading', '## Pretzels\n\nSalted or not.');
    await page(projectId, 'title', 'Twisted and baked.', { metadata: { title: 'Pretzels' } });
    await page(projectId, 'other', 'Nothing to see.');
    expect(slugs(await search(projectId, 'pretzels'))).to.deep.equal(['title', 'heading', 'body']);
    await page(projectId, 'both', 'Rye bread and spelt bread.');
    await page(projectId, 'one', 'Rye fields.');
    const hits = await search(projectId, 'rye bread');
    expect(slugs(hits)[0]).to.equal('both');
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).to.be.at.least(hits[i]!.score);
  });

  it('matches a plural and its singular either way', async () => {
    const projectId = await newProject();
    await page(projectId, 'hours', 'Our opening hours.');
    await page(projectId, 'cake', 'A birthday cake.');
    expect(slugs(await search(projectId, 'hour'))).to.deep.equal(['hours']);
    expect(slugs(await search(projectId, 'cakes'))).to.deep.equal(['cake']);
  });

  it('reads each page in its own language: a word finds its other forms, derivations, synonyms and misspellings', async () => {
    const projectId = await newProject();
    await page(projectId, 'delivery', 'We bring bread to your door. Deliveries cost three pounds.', { metadata: { title: 'Delivery' } });
    await page(projectId, 'jobs', 'We are hiring a baker for the early shift.', { metadata: { title: 'Jobs' } });
    await page(projectId, 'livraison', 'Nous livrons le pain à domicile.', { language: 'fr', metadata: { title: 'Livraison' } });
    await page(projectId, 'emplois', 'Nous cherchons un boulanger.', { language: 'ar', metadata: { title: 'الوظائف' } });
    await page(projectId, 'other', 'Sourdough and rye.');
    expect(slugs(await search(projectId, 'do you deliver')), 'a derivation').to.deep.equal(['delivery']);
    expect(slugs(await search(projectId, 'how much is shipping')), 'a synonym').to.deep.equal(['delivery']);
    expect(slugs(await search(projectId, 'delivry')), 'a misspelling').to.deep.equal(['delivery']);
    expect(slugs(await search(projectId, 'hire')), 'an inflection').to.deep.equal(['jobs']);
    expect(slugs(await search(projectId, 'deli', { typed: true })), 'the word being typed').to.deep.equal(['delivery']);
    expect(slugs(await search(projectId, 'livrer', { languages: ['fr'] })), 'French stems').to.deep.equal(['livraison']);
    expect(slugs(await search(projectId, 'وظائف', { languages: ['ar'] })), 'Arabic, with and without the article').to.deep.equal(['emplois']);
    expect(await search(projectId, 'dellivery plumbing'), 'a correct word brings in no neighbours').to.satisfy((hits: SearchHit[]) =>
      hits.every((hit) => hit.slug === 'delivery'),
    );
  });

  it('finds words of scripts written without spaces', async () => {
    const projectId = await newProject();
    await page(projectId, 'access', '東京駅から徒歩5分です。駐車場はありません。', { language: 'ja', metadata: { title: 'アクセス' } });
    expect(slugs(await search(projectId, '駐車場はありますか'))).to.deep.equal(['access']);
  });

  it('keeps projects apart and filters by exact language', async () => {
    const projectId = await newProject();
    const other = await newProject();
    await page(projectId, 'en', 'Delivery to Lyon.');
    await page(projectId, 'fr', 'Livraison à Lyon.', { language: 'fr' });
    await page(projectId, 'ca', 'Delivery to Lyon, Quebec.', { language: 'fr-CA' });
    await page(other, 'theirs', 'Delivery to Lyon.');
    expect(slugs(await search(projectId, 'lyon')).sort()).to.deep.equal(['ca', 'en', 'fr']);
    expect(slugs(await search(projectId, 'lyon', { language: 'fr' }))).to.deep.equal(['fr']);
    expect(slugs(await search(other, 'lyon'))).to.deep.equal(['theirs']);
  });

  it('returns at most `limit` pages, the best first', async () => {
    const projectId = await newProject();
    for (let i = 0; i < 7; i++) await page(projectId, `page-${i}`, `Muffins ${'muffins '.repeat(i)}`.trim());
    const hits = await search(projectId, 'muffins', { limit: 3 });
    expect(hits).to.have.length(3);
    expect(slugs(hits)[0]).to.equal('page-6');
  });

  it('reflects every write of a page at once: text, title, slug, visibility, deletion', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const doc = await page(projectId, 'news', 'The oven is broken.');
    const edit = (change: Parameters<typeof pages.updatePage>[2]) => pages.updatePage(projectId, doc.id, change);
    expect((await edit({ content: 'The oven is fixed.', at: at(1) })).kind).to.equal('updated');
    expect(await search(projectId, 'broken')).to.deep.equal([]);
    expect(slugs(await search(projectId, 'fixed'))).to.deep.equal(['news']);
    await edit({ metadata: { title: 'Kitchen journal' }, slug: 'journal', at: at(2) });
    const [hit] = await search(projectId, 'kitchen');
    expect(hit).to.include({ page_id: doc.id, slug: 'journal', title: 'Kitchen journal' });
    await edit({ visibility: 'unlisted', at: at(3) });
    expect(slugs(await search(projectId, 'oven'))).to.deep.equal(['journal']);
    expect(await pages.delete(projectId, doc.id)).to.equal(true);
    expect(await search(projectId, 'oven')).to.deep.equal([]);
  });

  it('forgets the pages of a deleted project', async () => {
    const projectId = await newProject();
    await page(projectId, 'gone', 'Marzipan figures.');
    expect(await stores().projects.delete(projectId)).to.equal(true);
    expect(await search(projectId, 'marzipan')).to.deep.equal([]);
  });

  it('takes any characters in a term as words, never as query syntax', async () => {
    const projectId = await newProject();
    await page(projectId, 'syntax', 'Title: NEAR the AND gate, "quoted" (braced) {curly} star* and col:umn.');
    const index = stores().index;
    for (const form of ['"', '""', 'AND', 'OR (', '*', 'NEAR(a b)', 'title:x', '{title}', '-x', '^x', "'", '\\']) {
      const hits = await index.search(projectId, {
        terms: [{ word: form, forms: [form], synonyms: [[[form]]], prefixes: [form], roots: [form], typos: 2 }],
        limit: 5,
      });
      expect(hits, form).to.be.an('array');
    }
    expect(slugs(await search(projectId, 'quoted (braced)'))).to.deep.equal(['syntax']);
  });

  it('gives a page found by its title only the beginning of its text as snippet', async () => {
    const projectId = await newProject();
    await page(projectId, 'x', `${'Plain words here. '.repeat(20)}`, { metadata: { title: 'Strudel' }, id: uniqueId('d') });
    const [hit] = await search(projectId, 'strudel');
    expect(hit!.snippet.startsWith('Plain words here.')).to.equal(true);
    expect(hit!.snippet.endsWith('…')).to.equal(true);
  });
}
