import launcherStyles from './launcher.css' with { type: 'text' };
import type { FrameMessage, LauncherMessage } from './frame-messages.js';

/**
 * The live agent's launcher, the only script a published page loads for the agent: for each
 * `[data-live-agent="<placement>"][data-project-id]` element it draws, in a shadow root (the
 * site's styles and the agent's stay apart), the way in that the placement calls for:
 *
 * - `homepage`, `destination_page`: a box in the page with a button that opens the agent there;
 * - `widget`: a floating button opening the agent in a panel beside it;
 * - `modal`: a floating button opening the agent full screen, in a modal dialog.
 *
 * The agent itself (the sign-in, the conversation, the microphone, the card) runs in a frame of
 * the service's own origin (`/live/embed`), never in the site's page: a person's tokens live
 * only there, out of reach of any script of the site (issue 29). The two talk by postMessage
 * (frame-messages.ts), each checking the other's origin and window.
 *
 * The launcher is loaded from the service's `/assets/` (which answers any origin: CORS), not
 * from the site: the frame's origin is then this script's own, and no deploy has to copy it.
 */

/** The service's origin: this script's (see above), which is the conversation frame's. */
const SERVICE = new URL(import.meta.url).origin;
const HEADING = 'Live agent';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The conversation frame of one placement, created on first use. */
class ConversationFrame {
  readonly element: HTMLIFrameElement;
  private loaded = false;
  private shown = false;

  constructor(projectId: string, placement: string, onClose: () => void) {
    const url = new URL('/live/embed', SERVICE);
    url.searchParams.set('project', projectId);
    url.searchParams.set('placement', placement);
    const language = document.documentElement.lang;
    if (language !== '') url.searchParams.set('lang', language);
    // The microphone and sound are the frame's to ask for (a cross-origin frame gets neither unless allowed).
    this.element = el('iframe', { class: 'launcher-frame', src: url.href, title: HEADING, allow: 'microphone; autoplay' });
    this.element.addEventListener('load', () => {
      this.loaded = true;
      if (this.shown) this.open();
    });
    window.addEventListener('message', (event: MessageEvent) => {
      // Only the frame's own window, at the service's origin: any other page's message is not read.
      if (event.origin !== SERVICE || event.source !== this.element.contentWindow) return;
      const message = event.data as FrameMessage | null;
      if (message?.type === 'live-agent:resize' && Number.isFinite(message.height)) this.element.style.height = `${Math.ceil(message.height)}px`;
      else if (message?.type === 'live-agent:close') onClose();
    });
  }

  /** Shown: focus goes into the frame, to the conversation's first control. */
  open(): void {
    this.shown = true;
    if (!this.loaded) return;
    this.element.focus();
    this.send({ type: 'live-agent:open' });
  }

  /** Hidden: the conversation ends. */
  close(): void {
    this.shown = false;
    this.send({ type: 'live-agent:close' });
  }

  private send(message: LauncherMessage): void {
    this.element.contentWindow?.postMessage(message, SERVICE);
  }
}

function mountInline(shadow: ShadowRoot, projectId: string, placement: string): void {
  const button = el('button', { type: 'button', class: 'launcher-button' }, 'Talk with us');
  const intro = el(
    'section',
    { class: 'launcher-inline', lang: 'en', 'aria-label': HEADING },
    el('p', { class: 'launcher-lead' }, 'Ask a question, or tell us about yourself: by voice, or by typing.'),
    button,
  );
  const host = el('div', { class: 'launcher-host' });
  shadow.append(intro, host);
  button.addEventListener('click', () => {
    const frame = new ConversationFrame(projectId, placement, () => undefined);
    host.append(frame.element);
    intro.remove();
    frame.open();
  });
}

function mountFloating(shadow: ShadowRoot, projectId: string, placement: 'widget' | 'modal'): void {
  const button = el('button', { type: 'button', class: 'launcher-fab', 'aria-haspopup': 'dialog', 'aria-expanded': 'false' }, 'Talk with us');
  const host = el('div', { class: 'launcher-host' });
  const container =
    placement === 'modal'
      ? el('dialog', { class: 'launcher-modal', 'aria-label': HEADING }, host)
      : el('div', { class: 'launcher-popup', role: 'dialog', 'aria-label': HEADING, hidden: '' }, host);
  shadow.append(container, button);

  let frame: ConversationFrame | null = null;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const close = () => {
    if (!isOpen()) return;
    button.setAttribute('aria-expanded', 'false');
    frame?.close();
    if (container instanceof HTMLDialogElement) {
      if (container.open) container.close();
    } else container.hidden = true;
    button.focus();
  };
  if (container instanceof HTMLDialogElement) container.addEventListener('close', close);
  container.addEventListener('keydown', (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !(container instanceof HTMLDialogElement)) close();
  });
  button.addEventListener('click', () => {
    if (isOpen()) return close();
    if (frame === null) {
      frame = new ConversationFrame(projectId, placement, close);
      host.append(frame.element);
    }
    if (container instanceof HTMLDialogElement) container.showModal();
    else container.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    frame.open();
  });
}

function mount(root: HTMLElement): void {
  const placement = root.dataset.liveAgent ?? '';
  const projectId = root.dataset.projectId ?? '';
  if (projectId === '' || root.shadowRoot !== null) return;
  const mounts: Readonly<Record<string, (shadow: ShadowRoot) => void>> = {
    homepage: (shadow) => mountInline(shadow, projectId, placement),
    destination_page: (shadow) => mountInline(shadow, projectId, placement),
    widget: (shadow) => mountFloating(shadow, projectId, 'widget'),
    modal: (shadow) => mountFloating(shadow, projectId, 'modal'),
  };
  const draw = mounts[placement];
  if (draw === undefined) return;
  const shadow = root.attachShadow({ mode: 'open' });
  // A constructed stylesheet: allowed by the page's Content-Security-Policy, where a <style> is not.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(launcherStyles);
  shadow.adoptedStyleSheets = [sheet];
  draw(shadow);
}

for (const root of document.querySelectorAll<HTMLElement>('[data-live-agent]')) mount(root);
