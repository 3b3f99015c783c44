import { adoptStyles } from '../shared/dom.js';
import { mountPanel, type Panel } from './conversation/panel.js';
import embedStyles from './embed.css' with { type: 'text' };
import type { FrameMessage, LauncherMessage } from './frame-messages.js';
import { speechOf } from './strings.js';

/**
 * The live agent's conversation frame (`/live/embed`, on the service's origin): the panel (the
 * sign-in, the conversation, the microphone, the card), for the launcher on a project's site to
 * frame. The person's tokens are kept here, by the service's origin, never by the site's.
 *
 * The page names (server-side) the origins allowed to frame it, the same as its
 * `frame-ancestors`: a message is read only from the parent window at one of them, and the
 * frame speaks only to the origin that spoke first (its `open`), never to `*`.
 */
const root = document.getElementById('live-agent')!;
const { projectId = '', placement = '', ancestors = '', accent, lang = 'en', access, page } = root.dataset;
const allowed = new Set(ancestors.split(' ').filter((origin) => origin !== ''));
/** Widget and modal float over the page: they close (the launcher hides them); in the page, the agent stays. */
const closable = placement === 'widget' || placement === 'modal';
const framed = window.parent !== window;
let launcher: string | null = null;

const send = (message: FrameMessage) => {
  if (launcher !== null) window.parent.postMessage(message, launcher);
};

adoptStyles(root, embedStyles);
// The site theme's accent (a CSSOM property: no inline style, which the page's policy refuses).
if (accent !== undefined && /^#[0-9a-f]{6}$/.test(accent)) document.documentElement.style.setProperty('--accent', accent);

let panel: Panel | null = null;
let opened = false;

window.addEventListener('message', (event: MessageEvent) => {
  if (!framed || event.source !== window.parent || !allowed.has(event.origin)) return;
  const message = event.data as LauncherMessage | null;
  if (message?.type === 'live-agent:open') {
    launcher = event.origin;
    opened = true;
    panel?.focus();
  } else if (message?.type === 'live-agent:close') {
    opened = false;
    panel?.stop();
  }
});

// Escape in a floating agent closes it, as it does when the focus is in the launcher's own part of the page.
if (closable) {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && opened) send({ type: 'live-agent:close' });
  });
}

// The page's language first (its words are a chunk of their own unless English), then the panel.
void speechOf(lang).then((speech) => {
  document.documentElement.lang = speech.lang;
  document.documentElement.dir = speech.dir;
  root.replaceChildren();
  panel = mountPanel(root, {
    projectId,
    access: access === 'public' ? 'public' : 'members',
    speech,
    ...(page !== undefined && { page }),
    ...(closable && framed && { onClose: () => send({ type: 'live-agent:close' }) }),
    onLanguage(next) {
      document.documentElement.lang = next.lang;
      document.documentElement.dir = next.dir;
      send({ type: 'live-agent:language', lang: next.lang, dir: next.dir, title: next.strings.title, talk: next.strings.talk });
    },
  });
  // Opened while the words were loading: the focus goes in now.
  if (opened) panel.focus();
});
