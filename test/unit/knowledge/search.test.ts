import { expect } from 'chai';
import fc from 'fast-check';
import { excerpt, passagesOf, plainText } from '../../../domain/knowledge/passages.js';
import { searchPassages as passagesFor } from '../../../domain/knowledge/search.js';
import type { PageText } from '../../../domain/knowledge/passages.js';
import { searchTerms } from '../../../domain/search/query.js';

/** The passages answering a question, its words read as the agent's `ask` reads them. */
const searchPassages = (question: string, pages: readonly PageText[], options: { language?: string; limit?: number } = {}) =>
  passagesFor(searchTerms(question, { languages: ['en', 'fr', 'ja'] }), pages, options);
import { wordSegments } from '../../../domain/knowledge/terms.js';
import { wordForms } from '../../../domain/search/analysis/analyzer.js';

const PAGES = [
  {
    slug: 'hours',
    language: 'en',
    title: 'Opening hours',
    content: 'We are open **Monday to Friday**, 9am to 6pm.\n\nOn Saturdays we open at 10am. We are closed on Sundays.',
  },
  {
    slug: 'delivery',
    language: 'en',
    title: 'Delivery',
    content:
      '## Where do you deliver?\n\nWe deliver anywhere in [Paris](https://example.com/paris) and its suburbs.\n\n## How much is delivery?\n\nDelivery is free above 50 euros.',
  },
  { slug: 'about', language: 'en', title: 'About us', content: 'A family bakery since 1952. Our bread is baked every morning.' },
  { slug: 'horaires', language: 'fr', title: "Horaires d'ouverture", content: 'Nous sommes ouverts du lundi au vendredi, de 9h à 18h.' },
  { slug: 'ja/access', language: 'ja', title: 'アクセス', content: '東京駅から徒歩5分です。駐車場はありません。' },
];

describe('searchPassages', () => {
  it('finds the passage that answers, naming its page', () => {
    const [best] = searchPassages('When are you open on Saturday?', PAGES);
    expect(best!.passage).to.include({ slug: 'hours', title: 'Opening hours' });
    expect(best!.quote).to.include('Saturdays we open at 10am');
  });

  it('keeps an FAQ entry whole with its question heading', () => {
    const [best] = searchPassages('How much does delivery cost?', PAGES);
    expect(best!.passage).to.include({ slug: 'delivery', heading: 'How much is delivery?' });
    expect(best!.quote).to.equal('Delivery is free above 50 euros.');
  });

  it('quotes plain text, without markdown or link targets', () => {
    const [best] = searchPassages('Do you deliver to Paris?', PAGES);
    expect(best!.quote).to.equal('We deliver anywhere in Paris and its suburbs.');
  });

  it('matches other languages, accents and scripts without spaces', () => {
    expect(searchPassages('Quels sont vos horaires ?', PAGES)[0]!.passage.slug).to.equal('horaires');
    expect(searchPassages('駐車場はありますか', PAGES)[0]!.passage.slug).to.equal('ja/access');
  });

  it('finds nothing when no meaningful word matches', () => {
    expect(searchPassages('What is the capital of Mongolia?', PAGES)).to.deep.equal([]);
    expect(searchPassages('what is it?', PAGES), 'only function words').to.deep.equal([]);
    expect(searchPassages('opening', [])).to.deep.equal([]);
  });

  it('returns at most three passages, best first', () => {
    const matches = searchPassages('open delivery bread hours', PAGES);
    expect(matches.length).to.be.within(1, 3);
    for (let i = 1; i < matches.length; i++) expect(matches[i - 1]!.score).to.be.at.least(matches[i]!.score);
  });

  it('prefers the caller language on a tie', () => {
    const twins = [
      { slug: 'a', language: 'en', title: 'Parking', content: 'Parking is free.' },
      { slug: 'b', language: 'de', title: 'Parking', content: 'Parking is free.' },
    ];
    expect(searchPassages('parking', twins, { language: 'de-AT' })[0]!.passage.slug).to.equal('b');
  });

  it('never throws, whatever the question and the pages', () => {
    const page = fc.record({ slug: fc.string(), language: fc.string(), title: fc.string(), content: fc.string({ maxLength: 2000 }) });
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.array(page, { maxLength: 5 }), (question, pages) => {
        for (const match of searchPassages(question, pages)) expect(match.quote.length).to.be.at.most(401);
      }),
      { numRuns: 300 },
    );
  });
});

describe('passages and terms', () => {
  it('splits a long section into paragraphs that keep their heading', () => {
    const long = `## Prices\n\n${'Bread costs two euros. '.repeat(15)}\n\n${'Cakes cost ten euros. '.repeat(15)}`;
    const passages = passagesOf({ slug: 's', language: 'en', title: 'T', content: long });
    expect(passages).to.have.length(2);
    expect(passages.every((p) => p.heading === 'Prices')).to.equal(true);
  });

  it('reduces markdown to plain text and shortens at a word', () => {
    expect(plainText('- **Bold** and _em_ ![img](x.png) [link](http://x) `code`')).to.equal('Bold and em link code');
    expect(excerpt('word '.repeat(200), 20)).to.equal('word word word word…');
  });

  it('reads a word of a language without a stemmer folded, its plural trimmed, function words left out', () => {
    expect(['Opening', 'Hours', 'What', 'situés'].map((word) => wordForms(word, 'xx'))).to.deep.equal([['opening'], ['hour'], [], ['situe']]);
  });
});

describe('wordSegments', () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  const text = 'Ünïcödé paragraph, "quotes" and 漢字の検索です。 Tシャツ 1000 yen.\nไทยภาษา';

  it('gives back the whole text, in order', () => {
    expect([...wordSegments(text)].map((s) => s.segment).join('')).to.equal(text);
  });

  it('finds the words ECMA-402 segmentation finds', () => {
    const expected = [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
    expect([...wordSegments(text)].filter((s) => s.isWordLike).map((s) => s.segment)).to.deep.equal(expected);
  });

  // The segmenter takes time quadratic in what it is given (300 KB took 90 s): what keeps
  // wordSegments linear is that it hands over only spaceless-script runs, 256 characters at most.
  it('hands the segmenter only runs of spaceless script, never more than 256 characters at once', () => {
    const handed: string[] = [];
    const segment = Intl.Segmenter.prototype.segment;
    Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, input: string) {
      handed.push(input);
      return segment.call(this, input);
    };
    const spaceless = '漢字の検索です'.repeat(100);
    const big = `${text}\n${spaceless}\n`.repeat(500);
    let count = 0;
    try {
      for (const segment of wordSegments(big)) if (segment.isWordLike) count += 1;
    } finally {
      Intl.Segmenter.prototype.segment = segment;
    }
    expect(count).to.be.greaterThan(10_000);
    expect(Math.max(...handed.map((input) => input.length))).to.equal(256);
    const spacelessOf = (input: string) => input.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu)?.join('') ?? '';
    expect(
      handed.every((input) => spacelessOf(input) === input),
      'only spaceless text',
    ).to.equal(true);
    expect(handed.join('')).to.equal(spacelessOf(big));
  });
});
