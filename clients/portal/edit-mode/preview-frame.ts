import type { PreviewFrameMessage } from './preview-messages.js';

/**
 * The one script that runs in Edit Mode's preview frame, and what it does: keep the reader's
 * place across renderings. It tells the Edit Mode page where the reader scrolled to, and
 * scrolls there when the page says so after a new rendering.
 *
 * The frame is a sandbox without `allow-same-origin`: an opaque origin, which reads nothing of
 * the service's origin (the portal's token, its storage, its API as the person). Nothing else
 * runs in it: the Edit Mode page's policy, which a `srcdoc` frame inherits, runs only the
 * service's own files, and an owner's custom HTML cannot add an inline script.
 */
addEventListener('message', (event: MessageEvent) => {
  if (event.source !== parent) return;
  const message = event.data as PreviewFrameMessage | null;
  if (message?.type === 'edit-mode-preview:restore' && Number.isFinite(message.y)) scrollTo(0, message.y);
});

let reporting = false;
addEventListener(
  'scroll',
  () => {
    if (reporting) return;
    reporting = true;
    requestAnimationFrame(() => {
      reporting = false;
      // To any origin: an opaque origin cannot name its parent's, and a scroll offset is no secret.
      parent.postMessage({ type: 'edit-mode-preview:scroll', y: scrollY } satisfies PreviewFrameMessage, '*');
    });
  },
  { passive: true },
);
