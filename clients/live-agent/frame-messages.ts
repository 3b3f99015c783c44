/**
 * What the launcher (on a site's page, at the site's origin) and the conversation frame (the
 * service's `/live/embed`, at the service's origin) say to each other, by `postMessage`: types
 * only, so that neither bundle carries the other's code. docs/live-agent.md describes the
 * protocol; each side checks the other's origin and window before it reads a message, and
 * names the other's origin as the target of every message it sends.
 */

/** Launcher → frame. */
export type LauncherMessage =
  /** The frame is shown (and focused): the conversation's first control takes the focus. Also the handshake: the frame answers only an origin that sent it. */
  | { readonly type: 'live-agent:open' }
  /** The frame is hidden: the conversation ends (no microphone stays open behind a closed panel). */
  | { readonly type: 'live-agent:close' };

/** Frame → launcher. */
export type FrameMessage =
  /** The person asked to close the agent (its close button, or Escape in a widget or modal): the launcher hides the frame. */
  | { readonly type: 'live-agent:close' }
  /**
   * The conversation switched language: the launcher speaks it too (its button, its dialog's
   * name, `lang` and `dir`), in the words given (the launcher carries no translations).
   */
  | { readonly type: 'live-agent:language'; readonly lang: string; readonly dir: 'ltr' | 'rtl'; readonly title: string; readonly talk: string };
