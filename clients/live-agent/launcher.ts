import launcherStyles from './launcher.css' with { type: 'text' };

/**
 * The live agent's launcher, the only script a published page loads for the agent: for each
 * `[data-live-agent="<placement>"][data-project-id]` element it draws, in a shadow root (the
 * site's styles and the agent's stay apart), the way in that the placement calls for:
 *
 * - `homepage`, `destination_page`: a box in the page with a button that opens the agent there;
 * - `widget`: a floating button opening the agent in a panel beside it;
 * - `modal`: a floating button opening the agent full screen, in a modal dialog.
 *
 * The conversation (sign-in, protocol, audio, card) is a chunk loaded only when a person opens
 * the agent. This file shares no module with it, so the page loads one small file and nothing
 * else until then. (It imports nothing of `dom.ts` for that reason.)
 */
type PanelModule = typeof import('./conversation/panel.js');
type Panel = ReturnType<PanelModule['mountPanel']>;

const HEADING = 'Live agent';
const LOAD_FAILED = 'The live agent could not be loaded. Check your connection, then try again.';

let loading: Promise<PanelModule> | null = null;
const loadPanel = (): Promise<PanelModule> =>
  (loading ??= import('./conversation/panel.js').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

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

/** Opens the panel in `host` on first use (the button says it is loading meanwhile); later calls reuse it. */
function opener(button: HTMLButtonElement, alert: HTMLElement, host: HTMLElement, projectId: string, onClose?: () => void): () => Promise<Panel | null> {
  let panel: Panel | null = null;
  return async () => {
    if (panel !== null) return panel;
    const label = button.textContent;
    button.setAttribute('aria-busy', 'true');
    button.textContent = 'Loading the live agent…';
    try {
      const { mountPanel } = await loadPanel();
      alert.textContent = '';
      panel ??= mountPanel(host, { projectId, heading: HEADING, ...(onClose !== undefined && { onClose }) });
      return panel;
    } catch {
      alert.textContent = LOAD_FAILED;
      return null;
    } finally {
      button.removeAttribute('aria-busy');
      button.textContent = label;
    }
  };
}

function mountInline(shadow: ShadowRoot, projectId: string): void {
  const alert = el('p', { class: 'launcher-alert', role: 'alert' });
  const button = el('button', { type: 'button', class: 'launcher-button' }, 'Talk with us');
  const intro = el(
    'section',
    { class: 'launcher-inline', lang: 'en', 'aria-label': HEADING },
    el('p', { class: 'launcher-lead' }, 'Ask a question, or tell us about yourself: by voice, or by typing.'),
    button,
    alert,
  );
  const host = el('div', { class: 'launcher-host' });
  shadow.append(intro, host);
  const open = opener(button, alert, host, projectId);
  button.addEventListener('click', async () => {
    const panel = await open();
    if (panel === null) return;
    intro.remove();
    panel.focus();
  });
}

function mountFloating(shadow: ShadowRoot, projectId: string, modal: boolean): void {
  const alert = el('p', { class: 'launcher-alert launcher-alert--floating', role: 'alert' });
  const button = el('button', { type: 'button', class: 'launcher-fab', 'aria-haspopup': 'dialog', 'aria-expanded': 'false' }, 'Talk with us');
  const host = el('div', { class: 'launcher-host' });
  const frame = modal
    ? el('dialog', { class: 'launcher-modal', 'aria-label': HEADING }, host)
    : el('div', { class: 'launcher-popup', role: 'dialog', 'aria-label': HEADING, hidden: '' }, host);
  shadow.append(frame, button, alert);

  let opened: Panel | null = null;
  const close = () => {
    // Closing ends the conversation: no microphone stays open behind a closed panel.
    opened?.stop();
    if (frame instanceof HTMLDialogElement) {
      if (frame.open) frame.close();
    } else frame.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  };
  const open = opener(button, alert, host, projectId, close);
  if (frame instanceof HTMLDialogElement) frame.addEventListener('close', close);
  frame.addEventListener('keydown', (event: Event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !(frame instanceof HTMLDialogElement)) close();
  });
  button.addEventListener('click', async () => {
    const isOpen = button.getAttribute('aria-expanded') === 'true';
    if (isOpen) return close();
    opened = await open();
    if (opened === null) return;
    if (frame instanceof HTMLDialogElement) frame.showModal();
    else frame.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    opened.focus();
  });
}

function mount(root: HTMLElement): void {
  const placement = root.dataset.liveAgent ?? '';
  const projectId = root.dataset.projectId ?? '';
  if (projectId === '' || root.shadowRoot !== null) return;
  const mounts: Readonly<Record<string, (shadow: ShadowRoot) => void>> = {
    homepage: (shadow) => mountInline(shadow, projectId),
    destination_page: (shadow) => mountInline(shadow, projectId),
    widget: (shadow) => mountFloating(shadow, projectId, false),
    modal: (shadow) => mountFloating(shadow, projectId, true),
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
