import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import MarkdownIt, { type Token } from 'markdown-it';
import { glossaryRules } from '../../../domain/translation/glossary.js';
import { markdownPart, pageParts } from '../../../domain/translation/page-parts.js';
import type { TemplateField } from '../../../domain/templates/template.js';
import { MarkdownItProse } from '../../../infrastructure/translation/markdown-prose.js';
import { ROOT } from '../../support/processes.js';
import { VARIED_DOCUMENTS } from '../../support/translation/documents.js';

const prose = new MarkdownItProse();
const findProse = (markdown: string) => prose.blocks(markdown);
const parser = new MarkdownIt({ html: true });

/** A stand-in translation: every word upper-cased and marked (scripts without case too), placeholders untouched. */
const shout = (text: string) => text.replace(/([^⟦⟧]+)(?=⟦|$)/g, (words) => words.replace(/\p{L}+/gu, (word) => `${word.toUpperCase()}ʼ`));

/** What must not change: every block's kind, every address, every piece of code and HTML. */
function skeleton(markdown: string): string[] {
  const walk = (tokens: Token[]): string[] =>
    tokens.flatMap((token) => [
      [token.type, token.tag, token.markup, token.attrGet('href') ?? '', token.attrGet('src') ?? '', token.attrGet('title') ?? ''].join('|'),
      ...(['fence', 'code_block', 'code_inline', 'html_block', 'html_inline'].includes(token.type) ? [token.content] : []),
      ...walk(token.children ?? []),
    ]);
  return walk(parser.parse(markdown, {}));
}

describe('translation: a page cut into segments and put back together', () => {
  for (const [name, source] of Object.entries(VARIED_DOCUMENTS)) {
    describe(name, () => {
      const part = markdownPart('content', source, findProse, []);

      it('is the source byte for byte when every segment comes back as sent', () => {
        expect(part.rebuild(part.segments.map((s) => s.text))).to.deep.equal({ value: source, intact: true });
      });

      it('keeps its structure, addresses, code and HTML when the prose is translated', () => {
        const rebuilt = part.rebuild(part.segments.map((s) => shout(s.text)));
        expect(rebuilt.intact).to.equal(true);
        expect(rebuilt.value).to.not.equal(source);
        expect(skeleton(rebuilt.value as string)).to.deep.equal(skeleton(source));
      });

      it('sends no code, no address and no HTML to the provider', () => {
        const sent = part.segments.map((s) => s.text).join('\n');
        for (const secret of ['npm install', 'acme login', 'https://', '/media/', '<div', '<abbr', 'levain', '](', 'keep me', 'title: Not']) {
          expect(sent).to.not.include(secret);
        }
      });
    });
  }

  it('rebuilds every markdown document of this repository (README, docs/) with the same structure, code and addresses', () => {
    const files = [
      'README.md',
      ...readdirSync(`${ROOT}docs`)
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ];
    for (const file of files) {
      const source = readFileSync(`${ROOT}${file}`, 'utf8');
      const part = markdownPart('content', source, findProse, []);
      expect(part.rebuild(part.segments.map((s) => s.text)).value, file).to.equal(source);
      expect(skeleton(part.rebuild(part.segments.map((s) => shout(s.text))).value as string), file).to.deep.equal(skeleton(source));
    }
  });

  it('translates the prose of headings, paragraphs, list items, quotes, table cells, link text and image alt text', () => {
    const texts = Object.values(VARIED_DOCUMENTS).flatMap((source) => markdownPart('content', source, findProse, []).segments.map((s) => s.text));
    for (const words of [
      'Getting started with Acme Cloud',
      'the guide',
      'the shop front',
      'Sourdough with',
      'Order flour',
      'two lines, with a',
      'Tea',
      'Cake',
      'menu',
      'Setext heading',
      'Closing hashes',
      'القائمة',
    ]) {
      expect(
        texts.some((text) => text.includes(words)),
        words,
      ).to.equal(true);
    }
  });

  it('keeps glossary terms (whole words, case aside) and writes preferred translations', () => {
    const rules = glossaryRules({ terms: [{ term: 'Acme Cloud' }, { term: 'acme' }, { term: 'guide', translations: { fr: 'manuel' } }] }, 'fr-CA');
    const part = markdownPart('content', 'Acme Cloud is not ACME, nor Acmeville. Read the guide.', findProse, rules);
    expect(part.segments[0]!.text).to.equal('⟦0⟧ is not ⟦1⟧, nor Acmeville. Read the ⟦2⟧.');
    expect(part.rebuild(['⟦0⟧ N’EST PAS ⟦1⟧, NI ACMEVILLE. LISEZ LE ⟦2⟧.']).value).to.equal('Acme Cloud N’EST PAS ACME, NI ACMEVILLE. LISEZ LE manuel.');
  });

  it('keeps a segment whose answer lost, doubled or invented a placeholder, and says the part is not intact', () => {
    const source = 'Read [the guide](https://example.com) now.\n\nSecond paragraph.';
    const part = markdownPart('content', source, findProse, []);
    for (const broken of ['LISEZ LE GUIDE ⟦1⟧', '⟦0⟧A⟦1⟧⟦1⟧', '⟦0⟧A⟦1⟧⟦2⟧']) {
      expect(part.rebuild([broken, 'DEUX.'])).to.deep.equal({ value: 'Read [the guide](https://example.com) now.\n\nDEUX.', intact: false });
    }
    expect(part.rebuild(['⟦ 0 ⟧LE GUIDE⟦1 ⟧ MAINTENANT.', 'DEUX.']).value, 'spaces a model put inside a placeholder').to.equal(
      '[LE GUIDE](https://example.com) MAINTENANT.\n\nDEUX.',
    );
  });

  it('cuts form values by field type: text, textarea, markdown and each tag; select, boolean, date, url and image copied', () => {
    const field = (key: string, type: TemplateField['type']): TemplateField => ({ key, label: key, type, required: false });
    const fields = [
      field('summary', 'markdown'),
      field('tags', 'tags'),
      field('kind', 'select'),
      field('open', 'boolean'),
      field('day', 'date'),
      field('site', 'url'),
      field('hero', 'image'),
    ];
    const metadata = {
      title: 'Bakery',
      description: 'Fresh bread',
      summary: 'A **bold** claim',
      tags: ['bread', 'cake'],
      kind: 'shop',
      open: true,
      day: '2030-01-01',
      site: 'https://x.example',
      hero: 'img_1',
    };
    const parts = pageParts({ metadata, content: 'Body.', fields }, findProse, []);
    expect(parts.map((p) => [p.key, p.segments.map((s) => s.text)])).to.deep.equal([
      ['title', ['Bakery']],
      ['description', ['Fresh bread']],
      ['summary', ['A ⟦0⟧bold⟦1⟧ claim']],
      ['tags', ['bread', 'cake']],
      ['content', ['Body.']],
    ]);
    expect(parts[3]!.rebuild(['pain', 'gâteau']).value).to.deep.equal(['pain', 'gâteau']);
  });
});
