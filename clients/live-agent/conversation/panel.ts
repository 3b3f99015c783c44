import signInStyles from '../../sign-in/sign-in.css' with { type: 'text' };
import { mountSignInForm } from '../../sign-in/form.js';
import { serviceOrigin } from '../../sign-in/service-origin.js';
import { createSignIn } from '../../sign-in/session.js';
import { startCapture } from '../audio/capture.js';
import { Playback } from '../audio/playback.js';
import { adoptStyles } from '../../shared/dom.js';
import { speechOf, type Speech } from '../strings.js';
import { liveApi, type LiveCaller } from './api.js';
import { Conversation } from './conversation.js';
import panelStyles from './panel.css' with { type: 'text' };
import { PanelView } from './view.js';
import { visitorTokens } from './visitor.js';

export interface PanelOptions {
  readonly projectId: string;
  /** `public`: anyone talks without signing in, as a visitor; `members`: a provisioned member signs in first. */
  readonly access: 'members' | 'public';
  /** The page's language, its words and direction. */
  readonly speech: Speech;
  /** The path of the site's page the agent is on, sent with each tool call (an unanswered question is recorded with it). */
  readonly page?: string;
  /** Offered as a close button (the widget and the modal); closing ends the conversation. */
  readonly onClose?: () => void;
  /** The conversation switched language: the panel speaks it now (and the launcher is told). */
  readonly onLanguage?: (speech: Speech) => void;
}

export interface Panel {
  /** Ends the conversation, if one runs (the panel is closing: no microphone stays open behind it). */
  stop(): void;
  focus(): void;
}

/**
 * The conversation panel, mounted in `host` (in the conversation frame, embed.ts, on the
 * service's origin): a member signs in with the service's sign-in component (a visitor of a
 * public project does not), starts talking, and every conversation runs with a fresh Playback
 * created in the click that starts it (browsers start audio only then).
 */
export function mountPanel(host: HTMLElement, options: PanelOptions): Panel {
  adoptStyles(host, panelStyles, signInStyles);
  let conversation: Conversation | null = null;
  let playback: Playback | null = null;
  let caller: LiveCaller;

  const view: PanelView = new PanelView({
    start() {
      conversation?.stop();
      playback?.close();
      const player = new Playback(() => conversation?.playbackIdle());
      playback = player;
      conversation = new Conversation({
        api: liveApi({ origin: serviceOrigin(), projectId: options.projectId, caller, ...(options.page !== undefined && { page: options.page }) }),
        view,
        playback: player,
        openMicrophone: startCapture,
        profile: () => view.cards.data('profile_card'),
      });
      void conversation.start();
    },
    stop: () => conversation?.stop(),
    setMuted: (muted) => conversation?.setMuted(muted),
    send: (text) => conversation?.sendText(text),
    languageChanged(tag) {
      void speechOf(tag).then((speech) => {
        view.speak(speech);
        options.onLanguage?.(speech);
      });
    },
    ...(options.onClose !== undefined && { close: options.onClose }),
  });
  view.speak(options.speech);
  host.append(view.root);
  if (options.access === 'public') {
    caller = { visitors: visitorTokens(options.projectId) };
    view.setReady(true);
  } else {
    const session = createSignIn();
    caller = { idToken: () => session.getIdToken() };
    mountSignInForm(view.signInSlot, session, { heading: options.speech.strings.signInHeading, headingLevel: 3 });
    session.user.subscribe((user) => view.setReady(user !== null));
  }

  return {
    stop() {
      conversation?.stop();
      playback?.close();
      playback = null;
    },
    focus: () => view.focusStart(),
  };
}
