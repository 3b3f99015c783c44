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
 *
 * Its words are the page's, in the theme's language (`data-label-title`, `-talk`, `-lead`, which
 * the published page carries), then the conversation's after a switch (the frame sends them).
 * A floating button honours `data-launcher-offset-bottom` / `-inline-end` (CSS px).
 */

/** The service's origin: this script's (see above), which is the conversation frame's. */
const SERVICE = new URL(import.meta.url).origin;

/** The launcher's words; what changes them (a language switch in the conversation) calls `relabel`. */
interface Labels {
  title: string;
  talk: string;
  lead: string;
}

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

  constructor(
    projectId: string,
    placement: string,
    labels: Labels,
    handlers: { close(): void; language(message: Extract<FrameMessage, { type: 'live-agent:language' }>): void },
  ) {
    const url = new URL('/live/embed', SERVICE);
    url.searchParams.set('project', projectId);
    url.searchParams.set('placement', placement);
    const language = document.documentElement.lang;
    if (language !== '') url.searchParams.set('lang', language);
    // The page it talks from, its path only (a query or fragment can name the visitor): a question it cannot answer is recorded with it.
    url.searchParams.set('page', location.pathname);
    // The microphone and sound are the frame's to ask for (a cross-origin frame gets neither unless allowed).
    this.element = el('iframe', { class: 'launcher-frame', src: url.href, title: labels.title, allow: 'microphone; autoplay' });
    this.element.addEventListener('load', () => {
      this.loaded = true;
      if (this.shown) this.open();
    });
    window.addEventListener('message', (event: MessageEvent) => {
      // Only the frame's own window, at the service's origin: any other page's message is not read.
      if (event.origin !== SERVICE || event.source !== this.element.contentWindow) return;
      const message = event.data as FrameMessage | null;
      if (message?.type === 'live-agent:close') handlers.close();
      else if (message?.type === 'live-agent:language' && typeof message.talk === 'string' && typeof message.title === 'string') handlers.language(message);
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

/**
 * The site's element takes the conversation's language, and its words: each part of the
 * launcher relabels itself (the button's text in its direction; the button keeps its corner).
 */
function follower(root: HTMLElement, labels: Labels, relabel: (dir: string) => void) {
  return (message: Extract<FrameMessage, { type: 'live-agent:language' }>) => {
    root.lang = message.lang;
    labels.title = message.title;
    labels.talk = message.talk;
    relabel(message.dir === 'rtl' ? 'rtl' : 'ltr');
  };
}

function mountInline(root: HTMLElement, shadow: ShadowRoot, projectId: string, placement: string, labels: Labels): void {
  const button = el('button', { type: 'button', class: 'launcher-button' }, labels.talk);
  const intro = el('section', { class: 'launcher-inline', 'aria-label': labels.title }, el('p', { class: 'launcher-lead' }, labels.lead), button);
  const host = el('div', { class: 'launcher-host' });
  shadow.append(intro, host);
  button.addEventListener('click', () => {
    const frame: ConversationFrame = new ConversationFrame(projectId, placement, labels, {
      close: () => undefined,
      language: follower(root, labels, () => frame.element.setAttribute('title', labels.title)),
    });
    host.append(frame.element);
    intro.remove();
    frame.open();
  });
}

function mountFloating(root: HTMLElement, shadow: ShadowRoot, projectId: string, placement: 'widget' | 'modal', labels: Labels): void {
  const button = el('button', { type: 'button', class: 'launcher-fab', 'aria-haspopup': 'dialog', 'aria-expanded': 'false' }, labels.talk);
  const host = el('div', { class: 'launcher-host' });
  const container =
    placement === 'modal'
      ? el('dialog', { class: 'launcher-modal', 'aria-label': labels.title }, host)
      : el('div', { class: 'launcher-popup', role: 'dialog', 'aria-label': labels.title, hidden: '' }, host);
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
  const relabel = (dir: string) => {
    // The words in their direction, in a span: the button's own direction would move it to the other corner.
    button.replaceChildren(el('span', { dir }, labels.talk));
    container.setAttribute('aria-label', labels.title);
    frame?.element.setAttribute('title', labels.title);
  };
  if (container instanceof HTMLDialogElement) container.addEventListener('close', close);
  container.addEventListener('keydown', (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !(container instanceof HTMLDialogElement)) close();
  });
  button.addEventListener('click', () => {
    if (isOpen()) return close();
    if (frame === null) {
      frame = new ConversationFrame(projectId, placement, labels, { close, language: follower(root, labels, relabel) });
      host.append(frame.element);
    }
    if (container instanceof HTMLDialogElement) container.showModal();
    else container.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    frame.open();
  });
}

function mount(root: HTMLElement): void {
  const { liveAgent: placement = '', projectId = '', labelTitle, labelTalk, labelLead, launcherOffsetBottom, launcherOffsetInlineEnd } = root.dataset;
  if (projectId === '' || root.shadowRoot !== null) return;
  const labels: Labels = {
    title: labelTitle ?? 'Live agent',
    talk: labelTalk ?? 'Talk with us',
    lead: labelLead ?? 'Ask a question, or tell us about yourself: by voice, or by typing.',
  };
  // Where the site's owner moved the floating button (CSSOM custom properties: the page's policy allows them, unlike a style attribute).
  for (const [name, value] of [
    ['bottom', launcherOffsetBottom],
    ['inline-end', launcherOffsetInlineEnd],
  ] as const) {
    if (value !== undefined && /^\d{1,3}$/.test(value)) root.style.setProperty(`--live-agent-${name}`, `${value}px`);
  }
  const mounts: Readonly<Record<string, (shadow: ShadowRoot) => void>> = {
    homepage: (shadow) => mountInline(root, shadow, projectId, placement, labels),
    destination_page: (shadow) => mountInline(root, shadow, projectId, placement, labels),
    widget: (shadow) => mountFloating(root, shadow, projectId, 'widget', labels),
    modal: (shadow) => mountFloating(root, shadow, projectId, 'modal', labels),
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
