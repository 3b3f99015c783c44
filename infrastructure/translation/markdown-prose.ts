import MarkdownIt from 'markdown-it';
import type { MarkdownProse } from '../../application/translation/ports.js';
import type { ProseBlock } from '../../domain/translation/page-parts.js';

/** HTML blocks recognized (never translated), and nothing turned into links that the source did not write as links. */
const parser = new MarkdownIt({ html: true, linkify: false, typographer: false });

/** A leading `---` block of `key: value` lines (front matter, as static-site tools write it) is kept whole. */
const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The prose of a markdown document by markdown-it's block parser: every inline token (paragraphs,
 * headings, list items, blockquotes, table cells) located in the source line by line. Fenced and
 * indented code, HTML blocks, rules and front matter have no inline token, so they are never
 * prose. A block whose text cannot be found where the parser says (an unusual escape in a table
 * cell) is left out, so it stays as written rather than being rebuilt wrong.
 */
export class MarkdownItProse implements MarkdownProse {
  blocks(markdown: string): readonly ProseBlock[] {
    const frontMatter = FRONT_MATTER.exec(markdown)?.[0].length ?? 0;
    const lineStarts = [0];
    for (let i = markdown.indexOf('\n'); i !== -1; i = markdown.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    const lineEnd = (line: number) => (line + 1 < lineStarts.length ? lineStarts[line + 1]! - 1 : markdown.length);
    const body = markdown.slice(frontMatter);
    const firstLine = lineStarts.filter((start) => start < frontMatter).length;
    const blocks: ProseBlock[] = [];
    let cursor = 0;
    // Table cells' inline tokens carry no lines: their row's does.
    let rowLines: [number, number] | null = null;
    for (const token of parser.parse(body, {})) {
      if (token.type === 'tr_open') rowLines = token.map;
      const map = token.map ?? rowLines;
      if (token.type !== 'inline' || map === null || token.content.trim() === '') continue;
      const block: { start: number; end: number }[] = [];
      const lines = token.content.split('\n');
      for (const [j, text] of lines.entries()) {
        const line = map[0] + firstLine + j;
        if (line >= lineStarts.length) break;
        const from = Math.max(lineStarts[line]!, cursor);
        const found = locate(markdown.slice(0, lineEnd(line)), text, from);
        if (found === null) {
          block.length = 0;
          break;
        }
        block.push(found);
        cursor = found.end;
      }
      if (block.length === lines.length) blocks.push(block);
    }
    return blocks;
  }
}

/** Where `text` stands in `source` from `from`; a table cell's text comes without the escapes of its pipes (`\\|`). */
function locate(source: string, text: string, from: number): { start: number; end: number } | null {
  for (const written of [text, text.replaceAll('|', '\\|')]) {
    const at = source.indexOf(written, from);
    if (at !== -1) return { start: at, end: at + written.length };
  }
  return null;
}
