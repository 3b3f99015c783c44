import signInStyles from '../../sign-in/sign-in.css' with { type: 'text' };
import { mountSignInForm } from '../../sign-in/form.js';
import { serviceOrigin } from '../../sign-in/service-origin.js';
import { createSignIn } from '../../sign-in/session.js';
import { startCapture } from '../audio/capture.js';
import { Playback } from '../audio/playback.js';
import { adoptStyles } from '../../shared/dom.js';
import { liveApi } from './api.js';
import { Conversation } from './conversation.js';
import panelStyles from './panel.css' with { type: 'text' };
import { PanelView } from './view.js';

export interface PanelOptions {
  readonly projectId: string;
  readonly heading: string;
  /** Offered as a close button (the widget and the modal); closing ends the conversation. */
  readonly onClose?: () => void;
}

export interface Panel {
  /** Ends the conversation, if one runs (the panel is closing: no microphone stays open behind it). */
  stop(): void;
  focus(): void;
}

let signIn: ReturnType<typeof createSignIn> | null = null;

/**
 * The conversation panel, mounted in `host` (in the conversation frame, embed.ts, on the
 * service's origin): the person signs in with the service's sign-in component, starts talking,
 * and every conversation runs with a fresh Playback created in the click that starts it
 * (browsers start audio only then).
 */
export function mountPanel(host: HTMLElement, options: PanelOptions): Panel {
  adoptStyles(host, panelStyles, signInStyles);
  // One sign-in per page.
  signIn ??= createSignIn();
  const session = signIn;
  let conversation: Conversation | null = null;
  let playback: Playback | null = null;

  const view: PanelView = new PanelView(
    {
      start() {
        conversation?.stop();
        playback?.close();
        const player = new Playback(() => conversation?.playbackIdle());
        playback = player;
        conversation = new Conversation({
          api: liveApi({ origin: serviceOrigin(), projectId: options.projectId, idToken: () => session.getIdToken() }),
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
      ...(options.onClose !== undefined && { close: options.onClose }),
    },
    options.heading,
  );
  host.append(view.root);
  mountSignInForm(view.signInSlot, session, { heading: 'Sign in to talk with the agent', headingLevel: 3 });
  session.user.subscribe((user) => view.setSignedIn(user !== null));

  return {
    stop() {
      conversation?.stop();
      playback?.close();
      playback = null;
    },
    focus: () => view.focusStart(),
  };
}
