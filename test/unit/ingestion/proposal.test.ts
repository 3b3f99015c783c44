import { expect } from 'chai';
import fc from 'fast-check';
import { titleFromHtml } from '../../../domain/ingestion/html-title.js';
import { proposalOf } from '../../../domain/ingestion/proposal.js';
import { slugFromUrl } from '../../../domain/ingestion/slug-from-url.js';
import { isSlug } from '../../../domain/pages/slug.js';

describe('Ingestion: slug from the URL path', () => {
  const cases: Array<[string, string, string]> = [
    ['https://news.example/world/2026/03/City-Budget.html', '', 'world/2026/03/city-budget'],
    ['https://example.com/docs/getting-started/', '', 'docs/getting-started'],
    ['https://example.com/blog/index.php?id=7#top', '', 'blog'],
    ['https://example.com/caf%C3%A9/cr%C3%A8me%20br%C3%BBl%C3%A9e', '', 'cafe/creme-brulee'],
    ['https://example.com/', 'Welcome to Acme!', 'welcome-to-acme'],
    ['https://example.com/index.html', '', 'home'],
    ['https://example.com/%E0%A4%A/%%/', 'Über uns', 'e0-a4-a'],
    ['https://example.com/日本語/', '', 'home'],
  ];
  for (const [url, title, slug] of cases) it(`${url} → ${slug}`, () => expect(slugFromUrl(url, title)).to.equal(slug));

  it('keeps the last segments of a path too long for a slug', () => {
    const url = `https://example.com/${Array.from({ length: 30 }, (_, i) => `segment-${i}`).join('/')}`;
    const slug = slugFromUrl(url, '');
    expect(slug.length).to.be.at.most(200);
    expect(slug.endsWith('segment-29')).to.equal(true);
  });

  it('always gives a valid slug, whatever the URL and title', () => {
    const segment = fc.oneof(fc.string(), fc.constantFrom('index.html', '..', '%', '%E0%A4', 'A B', 'über', '日本', '-', '--x--'));
    const path = fc.array(segment, { maxLength: 12 }).map((segments) => segments.join('/'));
    fc.assert(
      fc.property(path, fc.string(), (rest, title) => isSlug(slugFromUrl(`https://x.example/${rest}`, title))),
      { numRuns: 500 },
    );
  });
});

describe('Ingestion: title of a page sent without one', () => {
  it('reads <title>, decoding entities and collapsing spaces', () => {
    expect(titleFromHtml('<html><head><TITLE lang="en">Fish &amp; Chips\n  &#8211; &#x41;cme</TITLE>')).to.equal('Fish & Chips – Acme');
    expect(titleFromHtml('<p>no title</p>')).to.equal('');
    expect(titleFromHtml(`<title>${'a'.repeat(600)}</title>`)).to.have.length(500);
  });

  it('finds what the plain pattern /<title\\b[^>]*>([^<]{0,2000})<\\/title>/i finds, in any markup', () => {
    const plain = /<title\b[^>]*>([^<]{0,2000})<\/title>/i;
    const expected = (html: string) => {
      const match = plain.exec(html);
      return match === null ? '' : titleFromHtml(`<title>${match[1]}</title>`);
    };
    const piece = fc.constantFrom('<title', '<TITLE lang="en"', '<titles', '>', '<', '</title>', '</TITLE>', ' ', 'a', '&amp;', '<p>', 'x'.repeat(1999));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const html = pieces.join('');
        expect(titleFromHtml(html), html).to.equal(expected(html));
      }),
      { numRuns: 3000 },
    );
  });

  // A capture is up to 1 MB of untrusted markup. The plain pattern backtracks over the rest of
  // the page at every `<title` no `>` follows: these took minutes with it (quadratic), and take
  // milliseconds now (every step of the search moves past what it read).
  it('reads hostile markup of a whole capture without backtracking over it', () => {
    const capture = 1_000_000;
    const hostile = [
      '<title '.repeat(capture / 7),
      '<title>'.repeat(capture / 7),
      `<title${' '.repeat(capture)}`,
      `${'<title>x'.repeat(capture / 8)}`,
      `${'<title>'.repeat(capture / 7)}</title>`,
      `<title>${'x'.repeat(capture)}</title>`,
    ];
    expect(hostile.map(titleFromHtml)).to.deep.equal(['', '', '', '', '', '']);
    expect(titleFromHtml(`${'<title '.repeat(capture / 7)}><title>Found</title>`)).to.equal('Found');
  });
});

describe('Ingestion: proposal', () => {
  const capture = { id: 'c1', project_id: 'p', url: 'https://example.com/a/b.html', title: 'Captured title', html: '', captured_by: 'u', captured_at: '' };

  it("takes the page's language when it is a language, else the project's", () => {
    const page = { title: null, description: null, markdown: 'x' };
    expect(proposalOf(capture, { ...page, language: 'pt_br'.replace('_', '-') }, 'en').language).to.equal('pt-BR');
    expect(proposalOf(capture, { ...page, language: 'klingon!!' }, 'en').language).to.equal('en');
    expect(proposalOf(capture, { ...page, language: null }, 'de').language).to.equal('de');
  });

  it("falls back to the capture's title, and an empty description", () => {
    const proposal = proposalOf(capture, { title: '  ', description: null, language: null, markdown: 'Body' }, 'en');
    expect(proposal).to.deep.equal({
      slug: 'a/b',
      language: 'en',
      doc_template_id: 'page',
      metadata: { title: 'Captured title', description: '' },
      content: 'Body',
    });
  });
});
