/**
 * The slice of the extension platform (`chrome.*`, Manifest V3, promise-based) this extension
 * uses, typed here rather than through a types package: each method is one the code calls.
 * Chromium browsers name it `chrome`; Firefox answers to `chrome` too.
 */

export interface Tab {
  readonly id?: number;
  readonly url?: string;
  readonly title?: string;
  readonly windowId: number;
}

interface StorageArea {
  get(keys: string | readonly string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | readonly string[]): Promise<void>;
  setAccessLevel?(options: { accessLevel: 'TRUSTED_CONTEXTS' | 'TRUSTED_AND_UNTRUSTED_CONTEXTS' }): Promise<void>;
}

interface StorageChange {
  readonly oldValue?: unknown;
  readonly newValue?: unknown;
}

interface Event<Listener> {
  addListener(listener: Listener): void;
  removeListener(listener: Listener): void;
}

export interface ContextMenuClick {
  readonly menuItemId: string | number;
  readonly selectionText?: string;
  readonly pageUrl?: string;
}

interface ScriptResult<T> {
  readonly result?: T;
}

export interface ChromeApi {
  readonly runtime: {
    readonly id: string;
    getURL(path: string): string;
    getManifest(): { readonly version: string; readonly name: string };
    sendMessage(message: unknown): Promise<unknown>;
    readonly onMessage: Event<
      (message: unknown, sender: { readonly id?: string; readonly url?: string }, respond: (answer: unknown) => void) => boolean | void
    >;
    readonly onInstalled: Event<() => void>;
  };
  readonly storage: {
    readonly local: StorageArea;
    readonly session: StorageArea;
    readonly onChanged: Event<(changes: Record<string, StorageChange>, area: string) => void>;
  };
  readonly permissions: {
    request(permissions: { origins: string[] }): Promise<boolean>;
    contains(permissions: { origins: string[] }): Promise<boolean>;
  };
  readonly identity: {
    getRedirectURL(path?: string): string;
    launchWebAuthFlow(details: { url: string; interactive: boolean }): Promise<string | undefined>;
  };
  readonly scripting: {
    executeScript<Args extends unknown[], Result>(injection: {
      target: { tabId: number };
      func: (...args: Args) => Result;
      args?: Args;
    }): Promise<Array<ScriptResult<Awaited<Result>>>>;
  };
  readonly tabs: {
    query(query: { active?: boolean; lastFocusedWindow?: boolean; currentWindow?: boolean }): Promise<Tab[]>;
    get(tabId: number): Promise<Tab>;
    create(properties: { url: string; active?: boolean }): Promise<Tab>;
  };
  readonly contextMenus: {
    create(properties: { id: string; title: string; contexts: Array<'page' | 'selection'> }): void;
    removeAll(): Promise<void>;
    readonly onClicked: Event<(click: ContextMenuClick, tab?: Tab) => void>;
  };
  readonly action: {
    openPopup?(): Promise<void>;
    setBadgeText(details: { text: string }): Promise<void>;
    setBadgeBackgroundColor(details: { color: string }): Promise<void>;
  };
}

/** The platform, as the extension's pages and its service worker see it. */
export const chromeApi = (): ChromeApi => (globalThis as unknown as { chrome: ChromeApi }).chrome;
