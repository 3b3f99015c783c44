import { expect } from 'chai';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { CreatePage } from '../../../application/pages/create-page.js';
import { SearchPages, SearchPagesInput } from '../../../application/search/search-pages.js';
import { decodeInput } from '../../../application/shared/decode.js';
import { indexedFields, searchableText, separateWords } from '../../../domain/search/indexed-text.js';
import { searchTerms } from '../../../domain/search/query.js';
import { weightedFrequencies } from '../../../domain/search/relevance.js';
import { pageSnippet, snippetOf } from '../../../domain/search/snippet.js';
import { offlineSiteSearch } from '../../support/fakes/search.js';
import { actor, pagesWorld, type PagesWorld } from '../drafts/world.js';

/** A query's terms, read in English. */
const en = (text: string, options: { lastWordTyped?: boolean } = {}) => searchTerms(text, { languages: ['en'], ...options });

describe('search terms, text and snippets', () => {
  it('keeps the meaningful words of a query once each, as their stems in the query’s languages', () => {
    expect(en('What are your Opening Hours?').map((t) => [t.word, t.forms])).to.deep.equal([
      ['Opening', ['open']],
      ['Hours', ['hour']],
    ]);
    expect(en('cake CAKES cakes').map((t) => t.forms)).to.deep.equal([['cake']]);
    expect(searchTerms("Horaires d'ouverture", { languages: ['fr'] }).map((t) => t.forms)).to.deep.equal([['horair'], ['ouvertur']]);
    // Read in two languages, a word has the stems of both.
    expect(searchTerms('livraison', { languages: ['en', 'fr'] })[0]!.forms).to.deep.equal(['livraison']);
    expect(searchTerms('deliveries', { languages: ['en', 'fr'] })[0]!.forms).to.have.members(['deliveri', 'deliver']);
    expect(en('what is it?'), 'function words only').to.deep.equal([]);
    expect(
      searchTerms('駐車場', { languages: ['ja'] })
        .map((t) => t.forms[0])
        .join(''),
    ).to.equal('駐車場');
  });

  it('gives each word what else counts as it: longer words its stem begins, the word being typed, a typo budget, synonyms', () => {
    const [deliver] = en('deliver');
    // Its own stem, and its one-word synonyms' (their derivations count too).
    expect(deliver!.prefixes).to.deep.equal(['deliv', 'deliveri', 'ship', 'postag', 'courier']);
    expect(deliver!.typos).to.equal(1);
    expect(deliver!.synonyms.map((phrase) => phrase.map((forms) => forms[0]).join(' '))).to.include.members(['deliveri', 'ship', 'postag']);
    expect(en('cat')[0]!.prefixes, 'too short to stand for longer words').to.deep.equal([]);
    expect(en('cat')[0]!.typos).to.equal(0);
    expect(en('bread del', { lastWordTyped: true }).map((t) => t.prefixes)).to.deep.equal([['bread'], ['del']]);
    expect(en('accessibility')[0]!.typos).to.equal(2);
  });

  it('never lets query syntax through, and caps the number of words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const terms = en(text, { lastWordTyped: true });
        expect(terms.length).to.be.at.most(8);
        for (const { forms, prefixes, synonyms } of terms) {
          for (const form of [...forms, ...prefixes, ...synonyms.flat(2)]) expect(form).to.match(/^[\p{L}\p{N}\p{M}]+$/u);
        }
      }),
      { numRuns: 300 },
    );
    expect(en('"quoted" AND (braced) OR star* NEAR col:umn -minus').flatMap((t) => t.forms)).to.include.members([
      'quot',
      'brace',
      'star',
      'near',
      'col',
      'umn',
      'minu',
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

  it('indexes a page as the stems of its own language, function words left out', () => {
    const page = { slug: 'livraison', language: 'fr', metadata: { title: 'Livraison' }, content: '# Nous livrons\n\nLes livraisons sont gratuites.' };
    expect(indexedFields(page)).to.deep.equal({ title: 'livraison', headings: 'livron', body: 'livraison gratuit' });
    const arabic = indexedFields({ slug: 'jobs', language: 'ar', metadata: { title: 'الوظائف' }, content: '' });
    expect(arabic.title.split(' ')).to.include('وظايف');
  });

  it('separates words of scripts written without spaces, and leaves other text as it is', () => {
    expect(separateWords('駐車場はありません。', '|').split('|').length).to.be.greaterThan(2);
    expect(separateWords("Opening hours: 9am–6pm, d'ouverture", '|')).to.equal("Opening hours: 9am–6pm, d'ouverture");
  });

  it('quotes a snippet around the first word matching, in the page’s language', () => {
    const text = Array.from({ length: 60 }, (_, i) => `w${i}`)
      .join(' ')
      .replace('w40', 'Deliveries');
    const snippet = snippetOf(text, en('deliver'), 'en');
    expect(snippet.startsWith('…w34 w35')).to.equal(true);
    expect(snippet).to.include('Deliveries');
    expect(snippet.endsWith('…')).to.equal(true);
    expect(snippetOf('Short text.', en('absent'), 'en')).to.equal('Short text.');
  });

  it('quotes a page from the region of its first match, as plain text without headings', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const page = `## Intro\n\n${filler(300)}\n\n## Parking\n\nFree **parking** behind the [shop](https://x.example), ${filler(30)}`;
    const snippet = pageSnippet(page, en('parking'), 'en');
    expect(snippet.startsWith('…')).to.equal(true);
    expect(snippet).to.include('Free parking behind the shop,');
    expect(snippet).to.not.include('##');
    const oneLine = `${filler(400)} Café Crème ${filler(40)}`;
    expect(pageSnippet(oneLine, en('cafe'), 'en')).to.match(/^…word39\d word39\d .*Café Crème/);
    expect(pageSnippet('## Only headings\n## Here', en('absent'), 'en')).to.equal('Only headings Here');
  });

  it('weighs a word by where it stands and by how it matches', () => {
    const text = { title: 'Bread', headings: 'Bread prices', body: 'bread BREAD breads' };
    expect(weightedFrequencies(text, en('bread prices'), 'en')).to.deep.equal([10 + 5 + 3, 5]);
    // "Bakery" answers "bake" through its stem's prefix (0.6 of the word itself), "Deliveries" "deliver" as a synonym (0.8).
    expect(weightedFrequencies({ title: 'Bakery', headings: '', body: '' }, en('bake'), 'en')).to.deep.equal([6]);
    expect(weightedFrequencies({ title: 'Deliveries', headings: '', body: '' }, en('deliver'), 'en')).to.deep.equal([8]);
  });
});

describe('SearchPages (use case with fakes)', () => {
  let w: PagesWorld;
  let search: SearchPages;
  beforeEach(async () => {
    w = pagesWorld();
    search = new SearchPages(w.access, offlineSiteSearch(w.state));
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
