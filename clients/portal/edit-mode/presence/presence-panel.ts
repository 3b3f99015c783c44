import type { EditModeApi } from '../api.js';
import { button, formatTime, h, replace } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { DraftSession } from '../editor/draft-session.js';
import { readDraftEvents, type DraftEvent, type Editor, type Session } from './draft-events.js';
import { applyPresence, editorsOf } from './who-is-here.js';

export interface PresenceHost {
  readonly api: Pick<EditModeApi, 'draftEvents' | 'takeOver'>;
  readonly projectId: string;
  readonly session: DraftSession;
  announce(message: string): void;
  /** Puts the draft as the service holds it now in the editor (what was typed is kept to copy). */
  loadLatest(): Promise<void>;
  /** Whether the person may type: not while someone else took the draft over. */
  setEditable(editable: boolean): void;
}

export interface PresencePanel {
  readonly element: HTMLElement;
  close(): void;
}

/** Others with the draft open: every person whose streams are not (only) this one, a person's own other tabs included. */
function othersOf(editors: readonly Editor[], mine: string | null): { name: string; editing: boolean; sameUser: boolean }[] {
  const me = editors.find((editor) => mine !== null && editor.sessions.includes(mine));
  return editors
    .filter((editor) => editor.sessions.some((session) => session !== mine))
    .map((editor) => ({ name: editor.name, editing: editor.editing, sameUser: editor.user_id === me?.user_id }));
}

/**
 * Presence in the editor (docs/workflow.md#presence-and-take-over): who else has the draft open,
 * read from its live stream; their saves as they land, each offered to load (before a save of
 * this editor over an older revision meets a 409); taking the draft over,
 * and being told when someone else took it over (typing stops here until taken back).
 */
export function presencePanel(host: PresenceHost): PresencePanel {
  const { api, projectId, session } = host;
  const who = h('p', { class: 'em-presence__who' }, 'Checking who else has this draft open…');
  const connection = h('span', { class: 'em-help', role: 'status' });
  const takeOver = button('Take over', () => void take(), { class: 'em-button em-button--small', hidden: true });
  const notice = h('div', { class: 'em-notice em-presence__notice', role: 'alert' });
  // Someone else's save, offered: said through the page's status line as it lands.
  const offer = h('div', { class: 'em-notice em-presence__notice' });
  const element = h(
    'section',
    { class: 'em-presence', 'aria-label': 'Who else is here' },
    h('div', { class: 'em-presence__row' }, who, takeOver, connection),
    notice,
    offer,
  );

  let mine: string | null = null;
  /** Who has the draft open, kept from the stream's events: shown again when holding changes. */
  const sessions = new Map<string, Session>();
  let holding = false;
  let takenBy: string | null = null;
  /** A save of someone else's not yet in this editor, and the revision offered. */
  let newer: { revision: number; name: string; at: string } | null = null;
  let offered: number | null = null;

  const stream = readDraftEvents((signal) => api.draftEvents(projectId, session.draftId, signal), {
    connection(state, failure) {
      if (state === 'refused') who.textContent = 'Who else has this draft open is not known here.';
      connection.textContent =
        state === 'live' ? '' : state === 'reconnecting' ? 'Live updates lost: reconnecting…' : describeFailure('Following who else edits this draft', failure);
    },
    event: (event) => handle(event),
  });
  // A save of this editor that lands settles whether a save announced meanwhile was its own.
  const unsubscribe = session.status.subscribe(() => offerNewer());

  function handle(event: DraftEvent): void {
    const changed = applyPresence(sessions, event);
    switch (event.type) {
      case 'presence':
        mine = event.data.session_id;
        return showPresence();
      case 'joined':
      case 'left':
        if (changed) showPresence();
        return;
      case 'saved':
        if (event.data.revision > (newer?.revision ?? 0)) newer = { revision: event.data.revision, name: event.data.by.name, at: event.data.at };
        return offerNewer();
      case 'taken_over':
        // This tab's own take-over: only who holds the draft changed.
        if (event.data.by.session_id !== null && event.data.by.session_id === mine) return showPresence();
        holding = false;
        takenBy = event.data.by.name;
        host.setEditable(false);
        showPresence();
        replace(
          notice,
          h(
            'p',
            {},
            `${takenBy} took over this draft at ${formatTime(event.data.at)}. Editing is paused here: what you typed before stays, nothing more is saved from this tab. `,
          ),
          h(
            'p',
            { class: 'em-notice__actions' },
            button('Take it back', () => void take(), { class: 'em-button em-button--primary' }),
          ),
        );
        host.announce(`${takenBy} took over this draft.`);
        return;
      case 'published':
        replace(notice, h('p', {}, `This draft was published at ${formatTime(event.data.at)}: it is the live page now.`));
        return;
    }
  }

  function showPresence(): void {
    const others = othersOf(editorsOf(sessions), mine);
    // Taken over from here: the notice's "Take it back" is the one way back.
    takeOver.hidden = others.length === 0 || holding || takenBy !== null;
    if (others.length === 0) {
      who.textContent = holding ? 'You are editing this draft. No one else has it open.' : 'No one else has this draft open.';
      return;
    }
    const names = others.map((other) => `${other.sameUser ? `${other.name} (you, in another tab)` : other.name}${other.editing ? ', editing' : ''}`);
    who.textContent = `${holding ? 'You are editing. ' : ''}Also here: ${names.join('; ')}.`;
  }

  /** Offers the newest save of someone else's not in this editor (once per revision: the button keeps its focus). */
  function offerNewer(): void {
    // A save of this editor under way may be the one announced: wait for its answer.
    if (newer === null || session.status.value.kind === 'saving') return;
    if (newer.revision <= session.revision) {
      newer = null;
      if (offered !== null) offer.replaceChildren();
      offered = null;
      return;
    }
    const { revision, name, at } = newer;
    if (offered === revision) return;
    offered = revision;
    const unsaved = session.dirty ? ` Your unsaved changes were typed over revision ${session.revision}: saving them would be refused.` : '';
    const load = button(
      `Load revision ${revision}`,
      () =>
        void host.loadLatest().then(() => {
          host.announce(`${name}’s save (revision ${revision}) is in the editor.`);
          offerNewer();
        }),
      { class: 'em-button em-button--primary' },
    );
    replace(offer, h('p', {}, `${name} saved revision ${revision} at ${formatTime(at)}.${unsaved}`), h('p', { class: 'em-notice__actions' }, load));
    host.announce(`${name} saved revision ${revision} of this draft.`);
  }

  async function take(): Promise<void> {
    try {
      await api.takeOver(projectId, session.draftId, mine);
      holding = true;
      takenBy = null;
      notice.replaceChildren();
      // The presence event of the take-over may have come before this answer: say it from here too.
      showPresence();
      host.setEditable(true);
      host.announce('You took over this draft: the others are told.');
      offered = null;
      offerNewer();
    } catch (failure) {
      replace(notice, h('p', {}, describeFailure('Taking over', failure)));
    }
  }

  return {
    element,
    close() {
      unsubscribe();
      stream.close();
    },
  };
}
