import { h } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { PreviewFrameMessage } from '../preview-messages.js';
import type { PreviewRequest } from '../types.js';

/** A pause this long in typing renders the preview again. */
const PREVIEW_AFTER_MS = 400;

/** The preview frame's own script (preview-frame.ts), which the Edit Mode page names (adapters/http/edit-mode/page.ts). */
const SCROLL_KEEPER = document.getElementById('portal')?.dataset.previewScript ?? null;

/** Where each preview frame's reader scrolled to, by the frame's window: the one window whose messages a pane reads. */
const scrolled = new WeakMap<Window, (y: number) => void>();
window.addEventListener('message', (event: MessageEvent) => {
  const keep = event.source === null ? undefined : scrolled.get(event.source as Window);
  const message = event.data as PreviewFrameMessage | null;
  if (keep !== undefined && message?.type === 'edit-mode-preview:scroll' && Number.isFinite(message.y)) keep(message.y);
});

/** The rendering with the scroll keeper at its end (parsed into the body; a module runs once the document is parsed). */
const withScrollKeeper = (html: string): string =>
  SCROLL_KEEPER === null ? html : `${html}<script type="module" src="${SCROLL_KEEPER.replace(/[&<>"']/g, '')}"></script>`;

export interface PreviewPane {
  readonly element: HTMLElement;
  /** Renders `request` after a pause in changes (or at once). */
  update(request: PreviewRequest, options?: { readonly now?: boolean }): void;
  /** The document shown now (tests and the versions dialog read it). */
  readonly frame: HTMLIFrameElement;
}

/**
 * The page as the site will show it, rendered by the service (POST .../docs/edit/preview: the
 * site's renderer, escaping and stylesheet) and shown in a sandboxed frame of an opaque origin
 * (no `allow-same-origin`): whatever it holds, an owner's custom HTML included, reads nothing
 * of the service's origin, where the person's token is kept. The only script that runs in it
 * is the service's scroll keeper (preview-frame.ts): the page's policy, which a `srcdoc` frame
 * inherits, runs only the service's own files, and refuses inline scripts; nothing in it can
 * navigate the page. The reader's place survives each new rendering through the scroll keeper.
 * One rendering at a time; only the newest answer is shown.
 */
export function previewPane(render: (request: PreviewRequest) => Promise<string>, label: string, heading: string | null = null): PreviewPane {
  const frame = h('iframe', { class: 'em-preview__frame', sandbox: 'allow-scripts', title: label, referrerpolicy: 'no-referrer' });
  const note = h('p', { class: 'em-preview__note', role: 'status' });
  const element = h(
    'section',
    { class: 'em-preview', 'aria-label': label },
    heading === null ? null : h('p', { class: 'em-preview__label', 'aria-hidden': 'true' }, heading),
    note,
    frame,
  );
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let waiting: PreviewRequest | null = null;
  let shown = '';
  let scroll = 0;

  const show = (html: string) => {
    if (html === shown) return;
    shown = html;
    if (frame.contentWindow !== null) scrolled.set(frame.contentWindow, (y) => (scroll = y));
    frame.addEventListener(
      'load',
      () => frame.contentWindow?.postMessage({ type: 'edit-mode-preview:restore', y: scroll } satisfies PreviewFrameMessage, '*'),
      { once: true },
    );
    frame.srcdoc = withScrollKeeper(html);
  };

  const run = async () => {
    if (running || waiting === null) return;
    const request = waiting;
    waiting = null;
    running = true;
    element.setAttribute('aria-busy', 'true');
    try {
      show(await render(request));
      note.textContent = '';
    } catch (failure) {
      // The last rendering stays; the note says why it is not the newest.
      note.textContent = describeFailure('Updating the preview', failure);
    } finally {
      running = false;
      element.removeAttribute('aria-busy');
      void run();
    }
  };

  return {
    element,
    frame,
    update(request, options = {}) {
      waiting = request;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(
        () => {
          timer = null;
          void run();
        },
        options.now === true ? 0 : PREVIEW_AFTER_MS,
      );
    },
  };
}
