import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { BAD_CURSOR, contentWindow, pagedList, RESULT_BUDGET_BYTES } from '../../../adapters/mcp/tool-output.js';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
const right = <A>(either: E.Either<unknown, A>): A => {
  if (E.isLeft(either)) throw new Error(`expected Right, got ${JSON.stringify(either.left)}`);
  return either.right;
};

describe('MCP tool answers stay within the size budget', () => {
  describe('pagedList', () => {
    const list = pagedList('items');

    it('answers a small list whole, next_cursor null', () => {
      expect(right(list.shape({ items: [1, 2, 3] }, {}))).to.deep.equal({ items: [1, 2, 3], next_cursor: null });
    });

    it('pages a large list so that every page fits, and the pages together are the list, in order', () => {
      const items = Array.from({ length: 300 }, (_, i) => ({ i, text: 'é'.repeat(700) }));
      const seen: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = right(list.shape({ items }, cursor === undefined ? {} : { cursor })) as { items: typeof items; next_cursor: string | null };
        expect(bytes(page)).to.be.at.most(RESULT_BUDGET_BYTES);
        seen.push(...page.items.map((item) => item.i));
        cursor = page.next_cursor ?? undefined;
        pages += 1;
      } while (cursor !== undefined);
      expect(pages).to.be.greaterThan(3);
      expect(seen).to.deep.equal(items.map((item) => item.i));
    });

    it('refuses a cursor it did not make, with the REST message', () => {
      for (const cursor of ['nonsense!', 'bzk5OTk5OTk5OTk5', '']) {
        expect(list.shape({ items: [1] }, { cursor })).to.deep.equal(E.left({ _tag: 'Invalid', message: BAD_CURSOR }));
      }
    });
  });

  describe('contentWindow', () => {
    type Doc = { id: string; content: string };
    const window = contentWindow<Doc>(
      (d) => d.content,
      (d, content) => ({ ...d, content }),
    );

    it('leaves the document whole unless a window is asked for (the registry asks `fit` when it is too big)', () => {
      expect(right(window.shape({ id: 'a', content: 'short' }, {}))).to.deep.equal({ id: 'a', content: 'short' });
      expect(right(window.shape({ id: 'a', content: 'short' }, { content_offset: 2 }))).to.deep.include({ content: 'ort' });
    });

    it('cuts a 1 MB body into windows that fit and join into the whole (multi-byte text, escapes, surrogate pairs)', () => {
      const content = 'Ünïcödé "quoted"\n\u{1F600} 漢字 '.repeat(40_000).slice(0, 1024 * 1024);
      let offset: number | null = 0;
      let joined = '';
      while (offset !== null) {
        const part = right(offset === 0 ? window.fit!({ id: 'a', content }, {}) : window.shape({ id: 'a', content }, { content_offset: offset })) as Doc & {
          content_window: { offset: number; length: number; total_length: number; next_offset: number | null };
        };
        expect(bytes(part)).to.be.at.most(RESULT_BUDGET_BYTES);
        expect(part.content_window).to.include({ offset, total_length: content.length });
        joined += part.content;
        offset = part.content_window.next_offset;
      }
      expect(joined).to.equal(content);
    });

    it('refuses an offset past the end', () => {
      expect(E.isLeft(window.shape({ id: 'a', content: 'abc' }, { content_offset: 4 }))).to.equal(true);
    });
  });
});
