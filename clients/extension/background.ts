import { ApiError } from '../typescript/client.js';
import { captureTab, kept } from './capture/capture-tab.js';
import { signIn } from './connection/oauth.js';
import { chromeApi, type ContextMenuClick, type Tab } from './platform/chrome-api.js';
import { stores } from './platform/stores.js';

/**
 * The extension's service worker: the context menu (capture the page, or the selection, of the
 * tab it was opened on) and the sign-in, which outlives the popup (the popup closes when the
 * sign-in window takes the focus). The toolbar button and the keyboard shortcut open the popup,
 * which captures the page itself.
 */
const platform = chromeApi();

const MENU = { page: 'capture-page', selection: 'capture-selection' } as const;

platform.runtime.onInstalled.addListener(() => {
  void platform.contextMenus.removeAll().then(() => {
    platform.contextMenus.create({ id: MENU.page, title: 'Capture this page as a draft', contexts: ['page'] });
    platform.contextMenus.create({ id: MENU.selection, title: 'Capture the selection as a draft', contexts: ['selection'] });
  });
});

/**
 * The context menu's handler: the click lets the extension read that tab (`activeTab`); the
 * capture is kept, and the popup opened on it (or, where the browser opens no popup from
 * here, the toolbar button's badge says a capture waits).
 */
async function onContextMenu(click: ContextMenuClick, tab?: Tab): Promise<void> {
  if (tab?.id === undefined) return;
  const capture = await captureTab(tab.id, click.menuItemId === MENU.selection ? 'selection' : 'page');
  await stores.saveCapture(kept(capture, new Date()));
  try {
    if (platform.action.openPopup === undefined) throw new Error('no popup from here');
    await platform.action.openPopup();
  } catch {
    await platform.action.setBadgeBackgroundColor({ color: '#1d4ed8' });
    await platform.action.setBadgeText({ text: '1' });
  }
}
platform.contextMenus.onClicked.addListener((click, tab) => void onContextMenu(click, tab).catch(() => platform.action.setBadgeText({ text: '!' })));
// A headless browser shows no context menu: its tests (and a person in the worker's console) call the handler itself.
(globalThis as { captureFromContextMenu?: typeof onContextMenu }).captureFromContextMenu = onContextMenu;

/** Why a sign-in failed, in words (an OAuth refusal's description, when the service gave one). */
function signInFailure(failure: unknown): string {
  if (failure instanceof ApiError) {
    const description = failure.body.error_description;
    return `The service refused the sign-in: ${typeof description === 'string' ? description : failure.message}.`;
  }
  return failure instanceof Error ? failure.message : 'The sign-in failed.';
}

/** Messages of the extension's own pages: `{ kind: 'sign-in', origin }` answers `{ ok }` or `{ ok: false, message }`. */
platform.runtime.onMessage.addListener((message, sender, respond) => {
  if (sender.id !== platform.runtime.id || typeof message !== 'object' || message === null) return;
  const { kind, origin } = message as { kind?: unknown; origin?: unknown };
  if (kind !== 'sign-in' || typeof origin !== 'string') return;
  signIn(origin).then(
    () => respond({ ok: true }),
    (failure: unknown) => respond({ ok: false, message: signInFailure(failure) }),
  );
  return true;
});
