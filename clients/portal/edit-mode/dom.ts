/** Building the page's DOM: elements with attributes and children; text is always text, never HTML. */

type AttributeValue = string | number | boolean | null | undefined;
export type Attributes = Readonly<Record<string, AttributeValue>>;
export type Child = Node | string | null | undefined | false;

/**
 * An element. Attributes: `true` present, `false`/null/undefined absent, anything else as text.
 * `on*` keys are not attributes: use addEventListener (the page's policy runs no inline handler).
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  append(node, ...children);
  return node;
}

function setAttributes(node: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) node.setAttribute(name, '');
    else if (value === false || value === null || value === undefined) node.removeAttribute(name);
    else node.setAttribute(name, String(value));
  }
}

function append(node: Element | DocumentFragment, ...children: Child[]): void {
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
}

/** Replaces every child of `node`. */
export function replace(node: Element, ...children: Child[]): void {
  node.replaceChildren();
  append(node, ...children);
}

/** A button that does `action` when pressed (keyboard and pointer alike). */
export function button(label: string | Node, action: (event: MouseEvent) => void, attributes: Attributes = {}): HTMLButtonElement {
  const node = h('button', { type: 'button', ...attributes }, label);
  node.addEventListener('click', action);
  return node;
}

let ids = 0;
/** An id unique in the page, for `for`, `aria-describedby` and the like. */
export const uniqueId = (prefix: string): string => `${prefix}-${++ids}`;

/** A date and time as the person's browser writes them. */
export const formatTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};
