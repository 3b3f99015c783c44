/** Building DOM for the components that several pages load (the sign-in form, the live agent): text is always text, never HTML. */

type Attributes = Readonly<Record<string, string | boolean>>;

/** An element with attributes (`true`: present, `false`: absent) and children (text is text, never HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) node.setAttribute(name, '');
    else if (value !== false) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/**
 * Styles for a shadow root (or the document) as a constructed stylesheet: allowed under a
 * Content-Security-Policy without 'unsafe-inline', unlike a `<style>` element.
 */
export function adoptStyles(node: Node, ...texts: string[]): void {
  const root = node.getRootNode() as ShadowRoot | Document;
  const sheets = texts.map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}

const CONTROLS = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The first control a keyboard reaches inside `container` (a dialog, a question), if any. */
export const firstControlIn = (container: ParentNode): HTMLElement | null => container.querySelector<HTMLElement>(CONTROLS);
