import { expect } from 'chai';
import fc from 'fast-check';
import { contrast, readableOn } from '../../../infrastructure/site/render/theme/colours.js';
import { codePalette } from '../../../infrastructure/site/render/theme/highlight.js';
import { DEFAULT_ACCENT, siteStylesheet } from '../../../infrastructure/site/render/theme/stylesheet.js';
import { renderMarkdown } from '../../../infrastructure/site/render/markdown.js';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('Site theme: colours, stylesheet and markdown', () => {
  it('keeps a colour that reads on its background, and adjusts one that does not until it reads (4.5:1)', () => {
    expect(readableOn('#ffffff', '#0969da', 4.5)).to.equal('#0969da');
    expect(contrast('#ffffff', '#ffcc00')).to.be.lessThan(2);
    const adjusted = readableOn('#ffffff', '#ffcc00', 4.5);
    expect(contrast('#ffffff', adjusted)).to.be.at.least(4.5);
    fc.assert(
      fc.property(hex, fc.constantFrom('#ffffff', '#f6f8fa', '#0d1117', '#151b23', '#161b22'), (colour, background) => {
        expect(contrast(background, readableOn(background, colour, 4.5))).to.be.at.least(4.5);
      }),
    );
  });

  it('names the stylesheet after its content: another accent, another name; no web font, no import', async () => {
    const palette = await codePalette();
    const plain = siteStylesheet({ accentColor: null, palette });
    expect(siteStylesheet({ accentColor: DEFAULT_ACCENT, palette })).to.deep.equal(plain);
    const teal = siteStylesheet({ accentColor: '#0f766e', palette });
    expect(teal.path)
      .to.match(/^assets\/site\.[0-9a-f]{12}\.css$/)
      .and.not.equal(plain.path);
    expect(teal.css).to.match(
      /^:root\{--accent:#0f766e;--link:#0f766e\}@media \(prefers-color-scheme:dark\)\{:root\{--accent:#[0-9a-f]{6};--link:#[0-9a-f]{6}\}\}/,
    );
    expect(teal.css).to.not.match(/@import|@font-face|url\(/);
    expect(Buffer.byteLength(teal.css)).to.be.below(12_000);
  });

  it('leaves out a first level-one heading that repeats the title (case and spacing aside), and nothing else', async () => {
    const h1s = async (source: string, title = 'About us') => (await renderMarkdown(source, { title })).match(/<h1/g)?.length ?? 0;
    expect(await h1s('# About us\n\nText')).to.equal(0);
    expect(await h1s('#   about   US  \n\nText')).to.equal(0);
    expect(await h1s('# About *us*\n\nText')).to.equal(0);
    expect(await h1s('# About them\n\nText')).to.equal(1);
    expect(await h1s('Intro\n\n# About us')).to.equal(1);
    expect(await h1s('## About us')).to.equal(0);
    expect(await renderMarkdown('## About us', { title: 'About us' })).to.include('<h2 id="about-us"');
    expect(await h1s('# About us\n\n# About us')).to.equal(1);
  });

  it('gives headings ids of their own words in any script, never one the page around them uses', async () => {
    const html = await renderMarkdown('## Main\n\n## Main\n\n## مرحبا بالعالم\n\n## Café & crème!', { reservedIds: ['main'] });
    expect([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])).to.deep.equal(['main-1', 'main-2', 'مرحبا-بالعالم', 'café-crème']);
  });

  it('highlights the code of a known language and leaves the rest plain, escaped', async () => {
    const html = await renderMarkdown('```js\nlet a = "<b>";\n```\n\n```klingon\n<b>\n```\n\n```\nplain <i>\n```');
    expect(html).to.include('<code class="language-js"><span class="hl-cf222e hd-ff7b72">let</span>');
    expect(html).to.include('<code class="language-klingon">&lt;b&gt;</code>');
    expect(html).to.include('<pre class="code" dir="ltr" tabindex="0"><code>plain &lt;i&gt;</code></pre>');
  });
});
