/** What a tab's page gave: its address, title and slimmed HTML (the DOM as rendered, after its scripts ran). */
export interface PageCapture {
  readonly url: string;
  readonly title: string;
  readonly html: string;
  readonly mode: 'page' | 'selection';
  /** The page's own HTML before slimming, in UTF-8 bytes (what the capture saved). */
  readonly originalBytes: number;
  /** Only the first blocks of its main content fit the budget: the rest was left out. */
  readonly cut: boolean;
  /** Over the budget even cut down: not sent. */
  readonly tooLarge: boolean;
}

/**
 * Runs INSIDE the captured page (`chrome.scripting.executeScript` sends its source, so it may use
 * nothing from outside its own body): a copy of the rendered DOM, or of the selection, slimmed
 * for upload. What the service's extraction drops anyway goes first (scripts, styles, frames,
 * forms, SVG, comments, elements the page does not show, inline styles, `data-*` and event
 * attributes, `srcset`); lazy images get their real address. A page still over `budgetBytes` is
 * cut down to its main content (`<article>`, `<main>`, `[role=main]`), then to its body's
 * text-bearing blocks as many as fit (`cut`). Sizes are counted as the request carries them:
 * JSON-encoded UTF-8 bytes (every `"` of the markup costs two).
 */
export function slimPage(asked: 'auto' | 'page' | 'selection', budgetBytes: number): PageCapture {
  const bytesOf = (text: string) => new TextEncoder().encode(JSON.stringify(text)).length;
  const DROPPED =
    'script,style,noscript,template,iframe,frame,frameset,object,embed,canvas,svg,video,audio,source,track,map,form,input,select,textarea,button,dialog,link,meta:not([name=description]):not([property^="og:"])';
  const KEPT_ATTRIBUTES = new Set([
    'href',
    'src',
    'alt',
    'title',
    'lang',
    'dir',
    'id',
    'class',
    'role',
    'colspan',
    'rowspan',
    'headers',
    'scope',
    'datetime',
    'cite',
    'name',
    'property',
    'content',
    'start',
    'type',
    'width',
    'height',
  ]);
  const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original', 'data-url'];

  const absolute = (value: string): string | null => {
    try {
      return new URL(value, document.baseURI).href;
    } catch {
      return null;
    }
  };

  const slimElement = (element: Element) => {
    if (element.tagName === 'IMG') {
      const lazy = LAZY_SOURCES.map((name) => element.getAttribute(name)).find((value) => value !== null && value !== '');
      const src = element.getAttribute('src') ?? '';
      if (lazy != null && (src === '' || src.startsWith('data:'))) element.setAttribute('src', lazy);
      const real = absolute(element.getAttribute('src') ?? '');
      // A large inline image weighs more than the page; the service fetches linked ones itself.
      if (real === null || (real.startsWith('data:') && real.length > 2048)) element.remove();
      else element.setAttribute('src', real);
    }
    if (element.tagName === 'A') {
      const href = absolute(element.getAttribute('href') ?? '');
      if (href !== null && !href.startsWith('javascript:')) element.setAttribute('href', href);
      else element.removeAttribute('href');
    }
    for (const attribute of [...element.attributes]) {
      if (!KEPT_ATTRIBUTES.has(attribute.name)) element.removeAttribute(attribute.name);
    }
  };

  const slimTree = (root: Element | DocumentFragment) => {
    root.querySelectorAll(DROPPED).forEach((node) => node.remove());
    const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    const found: Node[] = [];
    while (comments.nextNode()) found.push(comments.currentNode);
    found.forEach((node) => node.parentNode?.removeChild(node));
    root.querySelectorAll('*').forEach(slimElement);
  };

  const head = () => {
    const description = document.querySelector('meta[name=description]')?.getAttribute('content') ?? '';
    const title = document.createElement('title');
    title.textContent = document.title;
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    meta.setAttribute('content', description);
    return `<head><meta charset="utf-8">${title.outerHTML}${description === '' ? '' : meta.outerHTML}</head>`;
  };
  const lang = document.documentElement.getAttribute('lang');
  const htmlOpen = lang === null ? '<html>' : `<html lang="${lang.replace(/[^A-Za-z0-9-]/g, '')}">`;
  const wrap = (body: string) => `<!doctype html>${htmlOpen}${head()}<body>${body}</body></html>`;
  const originalBytes = bytesOf(document.documentElement.outerHTML);
  const selection = window.getSelection();
  const selected = selection !== null && selection.rangeCount > 0 && !selection.isCollapsed;
  // `auto` (the toolbar button): the selection when there is one, else the page.
  const mode = asked === 'page' || !selected ? 'page' : 'selection';
  const answer = (html: string, cut = false): PageCapture => ({
    url: location.href,
    title: document.title,
    html,
    mode,
    originalBytes,
    cut,
    tooLarge: bytesOf(html) > budgetBytes,
  });

  if (mode === 'selection' && selection !== null) {
    const holder = document.createElement('article');
    for (let i = 0; i < selection.rangeCount; i += 1) holder.append(selection.getRangeAt(i).cloneContents());
    slimTree(holder);
    return answer(wrap(holder.outerHTML));
  }

  // The copy is made before anything is removed, so the page itself never changes; elements the
  // page does not show are found on the page (their computed style) and removed from the copy.
  const copy = document.body.cloneNode(true) as HTMLElement;
  const originals = document.body.querySelectorAll('*');
  const copies = copy.querySelectorAll('*');
  const hidden: Element[] = [];
  originals.forEach((original, index) => {
    if (typeof original.checkVisibility !== 'function' || original.checkVisibility() || copies[index] === undefined) return;
    // A `display: contents` wrapper has no box of its own, yet shows its children.
    if (getComputedStyle(original).display !== 'contents') hidden.push(copies[index]!);
  });
  hidden.forEach((node) => node.remove());
  slimTree(copy);
  const whole = wrap(copy.innerHTML);
  if (bytesOf(whole) <= budgetBytes) return answer(whole);

  // Too large: the main content alone, then its text-bearing blocks.
  const main = copy.querySelector('article, main, [role=main]');
  if (main !== null) {
    const alone = wrap(main.outerHTML);
    if (bytesOf(alone) <= budgetBytes) return answer(alone);
  }
  const blocks = [...(main ?? copy).querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, blockquote, pre, table, figure, img')]
    .filter((block) => block.parentElement?.closest('p, li, blockquote, pre, table, figure') == null)
    .map((block) => block.outerHTML);
  let kept = '';
  let size = bytesOf(wrap('<article></article>'));
  for (const block of blocks) {
    size += bytesOf(block) - 2;
    if (size > budgetBytes) break;
    kept += block;
  }
  return answer(wrap(`<article>${kept}</article>`), true);
}
