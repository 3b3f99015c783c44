import { ELEMENT_NODE, TEXT_NODE, type DomElement, type DomNode } from './dom.js';

/** Elements that end a line of text where a browser would break it. */
const BLOCK = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/**
 * The visible text of `root` as paragraphs, for a page where no main content was found: text
 * nodes in document order, a break wherever a block element starts or ends. Iterative, so a
 * deeply nested page cannot exhaust the stack.
 */
export function bodyText(root: DomElement | null): string[] {
  if (root === null) return [];
  const parts: string[] = [];
  const stack: Array<DomNode | 'break'> = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === 'break') {
      parts.push('\n');
      continue;
    }
    if (node.nodeType === TEXT_NODE) {
      parts.push(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const block = BLOCK.has(node.nodeName.toUpperCase());
    if (block) stack.push('break');
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
    if (block) stack.push('break');
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
