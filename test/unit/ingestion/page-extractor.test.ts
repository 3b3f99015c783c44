import { expect } from 'chai';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { ReadabilityPageExtractor } from '../../../infrastructure/ingestion/readability-page-extractor.js';

const PAGE = 'https://example.com/guides/setup/install.html';

/** Markup fragments, well-formed or not, as hostile or careless pages write them. */
const fragment = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<p>',
    '</p>',
    '<div class="ad">',
    '</div>',
    '<table><tr><td>1',
    '<td>2</table>',
    '<script>alert(1)',
    '</script>',
    '<style>p{}',
    '<!--',
    '-->',
    '<![CDATA[',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="../x">rel</a>',
    '<img src="data:image/png;base64,AAAA">',
    '<img src="/pixel.gif" width="1" height="1">',
    '<base href="https://cdn.example/">',
    '<base href="javascript:x">',
    '<html lang="zz-INVALID!">',
    '<h1>',
    '<ul><li>',
    '&amp;',
    '&#0;',
    '&#x110000;',
    '\u0000',
    '<svg><script>x</script></svg>',
    '<form><input name=a>',
    '<frameset>',
    '<math><mi>x</mi>',
    '<template><p>hidden</p></template>',
    '<article>',
    '<p>' + 'word '.repeat(60) + '</p>',
  ),
);
const hostileHtml = fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join(''));

describe('Ingestion: page extraction (Readability + Turndown)', () => {
  const extractor = new ReadabilityPageExtractor();

  it('reads a saved news page: the article alone, its title, description and language', async () => {
    const html = readFileSync(new URL('../../fixtures/ingestion/news-article.html', import.meta.url), 'utf8');
    const page = await extractor.extract(html, 'https://www.valleycourier.example/news/local/2026/03/riverside-flood-defence-plan-approved.html');
    expect(page).to.deep.include({ title: 'Riverside council approves £4.2m flood defence plan', language: 'en-GB' });
    expect(page!.description).to.match(/^Councillors voted 31 to 6/);
    expect(page!.markdown.split('\n\n')).to.have.length.above(10);
    expect(page!.markdown).to.not.match(/cookie|Advertisement|Most read|©/i);
  });

  it('makes links and images absolute against the page (or its <base>), dropping scripts, data: images and javascript: links', async () => {
    const html = `<html><head><base href="https://cdn.example/docs/"></head><body><article>
      <h2>Install</h2><p>${'Read the guide carefully before you start. '.repeat(8)}</p>
      <p>See <a href="next.html?utm_source=x&amp;id=2">the next step</a>, <a href="//other.example/a">another site</a>,
      <a href="javascript:alert(1)">a trick</a> and <a href="mailto:help@example.com">help</a>.</p>
      <p><img src="img/shot.png" alt="Screenshot"><img src="data:image/png;base64,AAAA" alt="inline"></p>
      <script>document.write('<p>injected</p>')</script><form><input name="q"><button>Go</button></form>
      <p>${'More words about installing. '.repeat(8)}</p></article></body></html>`;
    const page = await extractor.extract(html, PAGE);
    const markdown = page!.markdown;
    expect(markdown).to.include('[the next step](https://cdn.example/docs/next.html?id=2)');
    expect(markdown).to.include('[another site](https://other.example/a)');
    expect(markdown).to.include('[help](mailto:help@example.com)');
    expect(markdown).to.include('a trick');
    expect(markdown).to.not.include('javascript:');
    expect(markdown).to.include('![Screenshot](https://cdn.example/docs/img/shot.png)');
    expect(markdown).to.not.match(/data:|inline|injected|Go\b|document\.write/);
  });

  it('falls back to the body text, as paragraphs, when no main content is found', async () => {
    // Readability is not given a page beyond its element budget (here tiny).
    const small = new ReadabilityPageExtractor({ maxElements: 5, maxDepth: 64 });
    const html =
      '<html lang="nl"><body><nav>Menu</nav><div><b>Openingstijden</b><br>ma-vr 9-17 *behalve* feestdagen</div><p>Tot ziens</p><script>x()</script></body></html>';
    const page = await small.extract(html, PAGE);
    expect(page).to.deep.equal({
      title: null,
      description: null,
      language: 'nl',
      markdown: 'Menu\n\nOpeningstijden\n\nma-vr 9-17 \\*behalve\\* feestdagen\n\nTot ziens',
    });
  });

  it('takes the first heading as the title of a page without one', async () => {
    const page = await extractor.extract(
      `<html><body><h1>Opening  hours</h1><p>${'We open at nine every weekday morning. '.repeat(10)}</p></body></html>`,
      PAGE,
    );
    expect(page?.title).to.equal('Opening hours');
  });

  it('gives an empty proposal body for a page with no text at all, never an error', async () => {
    expect((await extractor.extract('', PAGE))?.markdown).to.equal('');
    expect((await extractor.extract('<html><body><img src="x.png"></body></html>', PAGE))?.markdown).to.be.a('string');
  });

  it('never throws on random or malformed HTML, and always answers markdown without markup that runs', async () => {
    await fc.assert(
      fc.asyncProperty(hostileHtml, async (html) => {
        const page = await extractor.extract(html, PAGE);
        if (page === null) return;
        expect(page.markdown).to.be.a('string');
        expect(page.markdown).to.not.match(/<script|javascript:/i);
      }),
      { numRuns: 100 },
    );
  });

  it('survives pathological nesting and size', async () => {
    const deep = `${'<div>'.repeat(8_000)}text${'</div>'.repeat(8_000)}`;
    const page = await extractor.extract(deep, PAGE);
    expect(page === null || page.markdown.includes('text')).to.equal(true);
    const unclosed = `<table>${'<tr><td><b><i>'.repeat(2_000)}`;
    await extractor.extract(unclosed, PAGE);
  });
});
