import { chromeApi } from './chrome-api.js';

/**
 * What the extension keeps, and where (the platform's two stores):
 * - `chrome.storage.local` (the profile's disk, kept across restarts, as the browser keeps its
 *   own cookies): the connection (the service's address, the OAuth client id and its refresh
 *   token, or the API key pasted by hand), the capture being worked on, and the choices
 *   remembered per site. The refresh token must outlive a restart, or every browser start would
 *   ask for a sign-in; it rotates on every use and can be revoked from the service.
 * - `chrome.storage.session` (memory only, gone when the browser closes, and readable only by
 *   the extension's own pages and service worker): the access token, which is the credential
 *   every request carries, short-lived (1 hour) and never written to disk.
 */

/** How the extension reaches the service. */
export type Connection =
  | {
      readonly kind: 'oauth';
      readonly origin: string;
      readonly clientId: string;
      /** Null once the sign-in has ended (expired or revoked): the person signs in again. */
      readonly refreshToken: string | null;
    }
  | { readonly kind: 'api_key'; readonly origin: string; readonly apiKey: string; readonly projectId: string };

export interface AccessToken {
  readonly token: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/** The proposal the service extracted, as the person edits it. */
export interface Draft {
  readonly title: string;
  readonly description: string;
  readonly language: string;
  readonly slug: string;
  readonly templateId: string;
  readonly content: string;
}

/**
 * The page captured and what became of it: kept until it is saved or discarded, whatever
 * happens meanwhile (the popup closes, the sign-in expires, the service cannot be reached).
 */
export interface KeptCapture {
  readonly url: string;
  readonly title: string;
  readonly html: string;
  readonly mode: 'page' | 'selection';
  readonly capturedAt: string;
  /** The project it was sent to, and its id there (sending it again to another project makes a new one). */
  readonly sent?: { readonly projectId: string; readonly captureId: string };
  readonly draft?: Draft;
  /** Fields the person changed: a new extraction (another project) keeps them. */
  readonly edited?: ReadonlyArray<keyof Draft>;
}

/** Where a site's captures went last time: offered again for the next capture from that site. */
export interface SiteChoice {
  readonly projectId: string;
  readonly language: string;
  readonly templateId: string;
}

const local = () => chromeApi().storage.local;
const session = () => chromeApi().storage.session;

async function read<T>(area: ReturnType<typeof local>, key: string): Promise<T | null> {
  const found = await area.get(key);
  return (found[key] as T | undefined) ?? null;
}

export const stores = {
  connection: () => read<Connection>(local(), 'connection'),
  saveConnection: (connection: Connection) => local().set({ connection }),
  forget: async () => {
    await local().remove('connection');
    await session().remove('access');
  },

  accessToken: () => read<AccessToken>(session(), 'access'),
  saveAccessToken: (access: AccessToken | null) => (access === null ? session().remove('access') : session().set({ access })),

  capture: () => read<KeptCapture>(local(), 'capture'),
  saveCapture: (capture: KeptCapture | null) => (capture === null ? local().remove('capture') : local().set({ capture })),

  siteChoice: async (hostname: string) => (await read<Record<string, SiteChoice>>(local(), 'sites'))?.[hostname] ?? null,
  rememberSite: async (hostname: string, choice: SiteChoice) => {
    const sites = (await read<Record<string, SiteChoice>>(local(), 'sites')) ?? {};
    await local().set({ sites: { ...sites, [hostname]: choice } });
  },
};
