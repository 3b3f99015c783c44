import { h } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { PreviewRequest } from '../types.js';

/** A pause this long in typing renders the preview again. */
const PREVIEW_AFTER_MS = 400;

export interface PreviewPane {
  readonly element: HTMLElement;
  /** Renders `request` after a pause in changes (or at once). */
  update(request: PreviewRequest, options?: { readonly now?: boolean }): void;
  /** The document shown now (tests and the versions dialog read it). */
  readonly frame: HTMLIFrameElement;
}

/**
 * The page as the site will show it, rendered by the service (POST .../docs/edit/preview: the
 * site's renderer, escaping and stylesheet) and shown in a sandboxed frame: no script runs in
 * it (no `allow-scripts`, and the page's policy, which a `srcdoc` frame inherits, runs only the
 * service's own scripts), nothing in it can navigate the page. Same origin, so that the
 * reader's scroll position survives each new rendering. One rendering at a time; only the
 * newest answer is shown.
 */
export function previewPane(render: (request: PreviewRequest) => Promise<string>, label: string, heading: string | null = null): PreviewPane {
  const frame = h('iframe', { class: 'em-preview__frame', sandbox: 'allow-same-origin', title: label, referrerpolicy: 'no-referrer' });
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

  const show = (html: string) => {
    if (html === shown) return;
    shown = html;
    const scroll = frame.contentDocument?.scrollingElement?.scrollTop ?? 0;
    frame.addEventListener(
      'load',
      () => {
        const root = frame.contentDocument?.scrollingElement;
        if (root) root.scrollTop = scroll;
      },
      { once: true },
    );
    frame.srcdoc = html;
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
