import { expect } from 'chai';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { CreatePage } from '../../../application/pages/create-page.js';
import { SearchPages, SearchPagesInput } from '../../../application/search/search-pages.js';
import { decodeInput } from '../../../application/shared/decode.js';
import { searchableText, separateWords } from '../../../domain/search/indexed-text.js';
import { searchTerms } from '../../../domain/search/query.js';
import { weightedFrequencies } from '../../../domain/search/relevance.js';
import { pageSnippet, snippetOf } from '../../../domain/search/snippet.js';
import { InMemoryPageSearchIndex } from '../../support/fakes/search.js';
import { actor, pagesWorld, type PagesWorld } from '../drafts/world.js';

describe('search terms, text and snippets', () => {
  it('keeps the meaningful words of a query once each, with their plural or singular form', () => {
    expect(searchTerms('What are your Opening Hours?')).to.deep.equal([{ forms: ['Opening', 'Openings'] }, { forms: ['Hours', 'Hour'] }]);
    expect(searchTerms('class bus')).to.deep.equal([{ forms: ['class'] }, { forms: ['bus'] }]);
    expect(searchTerms('cake CAKES cakes')).to.deep.equal([{ forms: ['cake', 'cakes'] }]);
    expect(searchTerms("Horaires d'ouverture")).to.deep.equal([{ forms: ['Horaires', 'Horaire'] }, { forms: ['ouverture', 'ouvertures'] }]);
    expect(searchTerms('what is it?'), 'function words only').to.deep.equal([]);
    expect(
      searchTerms('駐車場')
        .map((t) => t.forms[0])
        .join(''),
    ).to.equal('駐車場');
  });

  it('never lets query syntax through, and caps the number of words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const terms = searchTerms(text);
        expect(terms.length).to.be.at.most(8);
        for (const { forms } of terms) for (const form of forms) expect(form).to.match(/^[\p{L}\p{N}\p{M}]+$/u);
      }),
      { numRuns: 300 },
    );
    expect(searchTerms('"quoted" AND (braced) OR star* NEAR col:umn -minus').flatMap((t) => t.forms)).to.include.members([
      'quoted',
      'braced',
      'star',
      'col',
      'umn',
      'minus',
    ]);
  });

  it('reads a page as title, headings and plain body text', () => {
    const text = searchableText({
      slug: 'faq',
      metadata: {},
      content: '# Questions\n\nSee [our shop](https://x.example).\n\n## Parking?\n\n- **Free** behind the shop.',
    });
    expect(text).to.deep.equal({ title: 'faq', headings: 'Questions\nParking?', body: 'See our shop. Free behind the shop.' });
    expect(searchableText({ slug: 's', metadata: { title: '  Hours ' }, content: '' }).title).to.equal('Hours');
  });

  it('separates words of scripts written without spaces, and leaves other text as it is', () => {
    expect(separateWords('駐車場はありません。', '|').split('|').length).to.be.greaterThan(2);
    expect(separateWords("Opening hours: 9am–6pm, d'ouverture", '|')).to.equal("Opening hours: 9am–6pm, d'ouverture");
  });

  it('quotes a snippet around the first match, marking the cuts', () => {
    const text = Array.from({ length: 60 }, (_, i) => `w${i}`)
      .join(' ')
      .replace('w40', 'Parking');
    const snippet = snippetOf(text, searchTerms('parking'));
    expect(snippet.startsWith('…w34 w35')).to.equal(true);
    expect(snippet).to.include('Parking');
    expect(snippet.endsWith('…')).to.equal(true);
    expect(snippetOf('Short text.', searchTerms('absent'))).to.equal('Short text.');
  });

  it('quotes a page from the region of its first match, as plain text without headings', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const page = `## Intro\n\n${filler(300)}\n\n## Parking\n\nFree **parking** behind the [shop](https://x.example), ${filler(30)}`;
    const snippet = pageSnippet(page, searchTerms('parking'));
    expect(snippet.startsWith('…')).to.equal(true);
    expect(snippet).to.include('Free parking behind the shop,');
    expect(snippet).to.not.include('##');
    const oneLine = `${filler(400)} Café Crème ${filler(40)}`;
    expect(pageSnippet(oneLine, searchTerms('cafe'))).to.match(/^…word39\d word39\d .*Café Crème/);
    expect(pageSnippet('## Only headings\n## Here', searchTerms('absent'))).to.equal('Only headings Here');
  });

  it('weighs a word by where it stands', () => {
    const text = { title: 'Bread', headings: 'Bread prices', body: 'bread BREAD breads' };
    expect(weightedFrequencies(text, searchTerms('bread prices'))).to.deep.equal([10 + 5 + 3, 5]);
  });
});

describe('SearchPages (use case with fakes)', () => {
  let w: PagesWorld;
  let search: SearchPages;
  beforeEach(async () => {
    w = pagesWorld();
    search = new SearchPages(w.access, new InMemoryPageSearchIndex(w.state));
    const create = new CreatePage(w.access, w.pages, w.resolver, w.clock, w.ids, new OutboxEvents(w.clock, w.ids));
    for (const [slug, language, content] of [
      ['hours', 'en', 'Open from 8am.'],
      ['horaires', 'fr', 'Ouvert dès 8h (open).'],
    ] as const) {
      const created = await create.execute(actor('editor'), {
        projectId: w.projectId,
        slug: slug as never,
        language: language as never,
        doc_template_id: 'page',
        content,
      });
      expect(E.isRight(created)).to.equal(true);
    }
  });

  it('answers the best live pages for any member, filtered by language, at most `limit`', async () => {
    const all = await search.execute(actor('reader'), { projectId: w.projectId, q: 'open' });
    expect(E.isRight(all) && all.right.results.map((r) => r.slug).sort()).to.deep.equal(['horaires', 'hours']);
    const french = await search.execute(actor('reader'), { projectId: w.projectId, q: 'open', language: 'fr' as never });
    expect(E.isRight(french) && french.right.results.map((r) => r.slug)).to.deep.equal(['horaires']);
    const one = await search.execute(actor('reader'), { projectId: w.projectId, q: 'open', limit: 1 });
    expect(E.isRight(one) && one.right.results).to.have.length(1);
    const nothing = await search.execute(actor('reader'), { projectId: w.projectId, q: 'what is it' });
    expect(E.isRight(nothing) && nothing.right).to.deep.equal({ results: [] });
  });

  it('is 404 for a non-member', async () => {
    const result = await search.execute(actor('stranger'), { projectId: w.projectId, q: 'open' });
    expect(E.isLeft(result) && result.left).to.deep.equal({ _tag: 'NotFound', message: 'Project not found' });
  });

  it('decodes its input: q required and bounded, limit 1 to 50, a language tag', () => {
    const message = (input: unknown) => {
      const decoded = decodeInput(SearchPagesInput, input);
      return E.isLeft(decoded) ? decoded.left.message : 'ok';
    };
    expect(message({})).to.equal('q is required');
    expect(message({ q: '  ' })).to.equal('q must be a non-empty string of at most 500 characters');
    expect(message({ q: 'x'.repeat(501) })).to.equal('q must be a non-empty string of at most 500 characters');
    expect(message({ q: 'x', limit: '0' })).to.equal('limit must be an integer from 1 to 50');
    expect(message({ q: 'x', limit: '51' })).to.equal('limit must be an integer from 1 to 50');
    expect(message({ q: 'x', limit: '50', language: 'fr-ca' })).to.equal('ok');
    expect(message({ q: 'x', language: 'not a language' })).to.equal('language must be a BCP-47 language code');
  });
});
