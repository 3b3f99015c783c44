import { parseHTML } from 'linkedom';

/**
 * The few DOM members the extraction uses, typed here: linkedom's declarations lean on the
 * browser's DOM types, which this Node project does not load.
 */
export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
}

export interface DomElement extends DomNode {
  readonly tagName: string;
  readonly id: string;
  readonly className: string;
  readonly innerHTML: string;
  readonly children: ArrayLike<DomElement>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  querySelector(selector: string): DomElement | null;
  replaceWith(...nodes: Array<DomNode | string>): void;
  remove(): void;
}

export interface DomDocument {
  readonly documentElement: DomElement | null;
  readonly body: DomElement | null;
  readonly title: string;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  querySelector(selector: string): DomElement | null;
  cloneNode(deep: boolean): DomDocument;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

/** Parses a whole page (linkedom: a fast, forgiving HTML parser; no scripts run, nothing fetched). */
export function parseDocument(html: string): DomDocument {
  return (parseHTML(html) as unknown as { document: DomDocument }).document;
}

/** Every element matching `selector`, as an array (safe to remove while iterating). */
export const all = (root: Pick<DomDocument, 'querySelectorAll'>, selector: string): DomElement[] => Array.from(root.querySelectorAll(selector));

/** The first non-empty `content` of the `<meta>` tags named (by `name` or `property`) in order. */
export function metaContent(document: DomDocument, names: readonly string[]): string | null {
  const metas = all(document, 'meta');
  for (const name of names) {
    const meta = metas.find((m) => (m.getAttribute('name') ?? m.getAttribute('property') ?? m.getAttribute('http-equiv') ?? '').toLowerCase() === name);
    const content = meta?.getAttribute('content')?.trim();
    if (content) return content;
  }
  return null;
}

/** How many elements `root` holds and how deep they nest; iterative, so depth cannot exhaust the stack. */
export function shapeOf(root: DomElement | null): { elements: number; depth: number } {
  if (root === null) return { elements: 0, depth: 0 };
  let elements = 0;
  let depth = 0;
  const stack: Array<[DomElement, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [element, level] = stack.pop()!;
    elements += 1;
    if (level > depth) depth = level;
    for (let i = 0; i < element.children.length; i++) stack.push([element.children[i]!, level + 1]);
  }
  return { elements, depth };
}
