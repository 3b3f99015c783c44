import { element } from '../../shared/dom.js';
import { Cards, type CardWidget } from './card.js';
import type { AgentState, ConversationView } from './conversation.js';

export interface PanelActions {
  start(): void;
  stop(): void;
  setMuted(muted: boolean): void;
  send(text: string): void;
  close?: () => void;
}

const STATE_TEXT: Readonly<Record<AgentState, string>> = {
  idle: 'Ready to talk',
  connecting: 'Connecting…',
  listening: 'Listening',
  speaking: 'Speaking',
  reconnecting: 'Reconnecting…',
  ended: 'Conversation ended',
};

const ACTIVE: ReadonlySet<AgentState> = new Set(['connecting', 'listening', 'speaking', 'reconnecting']);

let panels = 0;

/**
 * The conversation panel: its state in words (a live region), the sign-in, the controls
 * (start, mute, end), the cards, what was said, and a box to type in. Every control is a
 * labelled button or field, reachable by keyboard; failures show in an alert region.
 */
export class PanelView implements ConversationView {
  readonly root: HTMLElement;
  readonly signInSlot = element('div', { class: 'agent-sign-in' });
  private readonly id = `live-agent-${++panels}`;
  private readonly status = element('p', { class: 'agent-state', role: 'status', 'data-state': 'idle' }, STATE_TEXT.idle);
  private readonly alert = element('p', { class: 'agent-notice', role: 'alert' });
  private readonly startButton = element('button', { type: 'button', class: 'agent-button agent-button--primary' }, 'Start talking');
  private readonly muteButton = element('button', { type: 'button', class: 'agent-button', 'aria-pressed': 'false', hidden: true }, 'Mute');
  private readonly stopButton = element('button', { type: 'button', class: 'agent-button', hidden: true }, 'End conversation');
  private readonly transcript = element('div', { class: 'agent-transcript', role: 'log', 'aria-label': 'Conversation' });
  private readonly input = element('input', { id: `${this.id}-text`, type: 'text', autocomplete: 'off', disabled: true });
  private readonly sendButton = element('button', { type: 'submit', class: 'agent-button', disabled: true }, 'Send');
  private readonly cardArea = element('div', { class: 'agent-cards' });
  readonly cards = new Cards(this.cardArea);
  private agentLine: HTMLElement | null = null;
  private signedIn = false;
  private current: AgentState = 'idle';

  constructor(actions: PanelActions, heading: string) {
    const title = element('h2', { id: `${this.id}-title`, class: 'agent-title' }, heading);
    const header = element('header', { class: 'agent-header' }, title);
    if (actions.close !== undefined) {
      const close = element('button', { type: 'button', class: 'agent-close', 'aria-label': 'Close the live agent' }, '×');
      close.addEventListener('click', actions.close);
      header.append(close);
    }
    header.append(this.status);
    const form = element(
      'form',
      { class: 'agent-type' },
      element('label', { for: this.input.id }, 'Type a message'),
      element('div', { class: 'agent-type__row' }, this.input, this.sendButton),
    );
    this.root = element(
      'section',
      { class: 'agent-panel', lang: 'en', 'aria-labelledby': title.id },
      header,
      this.signInSlot,
      this.alert,
      element('div', { class: 'agent-controls' }, this.startButton, this.muteButton, this.stopButton),
      this.cardArea,
      this.transcript,
      form,
    );
    this.startButton.addEventListener('click', () => {
      this.alert.textContent = '';
      actions.start();
    });
    this.stopButton.addEventListener('click', () => actions.stop());
    this.muteButton.addEventListener('click', () => {
      const muted = this.muteButton.getAttribute('aria-pressed') !== 'true';
      this.muteButton.setAttribute('aria-pressed', String(muted));
      this.muteButton.textContent = muted ? 'Unmute' : 'Mute';
      actions.setMuted(muted);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = this.input.value.trim();
      if (text === '' || !ACTIVE.has(this.current)) return;
      this.input.value = '';
      this.closeAgentLine();
      this.transcript.append(element('p', { class: 'agent-line agent-line--person' }, element('span', { class: 'agent-speaker' }, 'You: '), text));
      actions.send(text);
    });
  }

  /** Start is offered to a signed-in person only: the session needs their ID token. */
  setSignedIn(signedIn: boolean): void {
    this.signedIn = signedIn;
    this.render();
  }

  focusStart(): void {
    (this.startButton.hidden ? this.root.querySelector<HTMLElement>('input, button') : this.startButton)?.focus();
  }

  state(state: AgentState): void {
    const focused = (this.root.getRootNode() as Document | ShadowRoot).activeElement;
    this.current = state;
    this.status.textContent = STATE_TEXT[state];
    this.status.dataset.state = state;
    if (state === 'ended') this.closeAgentLine();
    this.render();
    // The control the person used went away: focus moves to what takes its place, not to the page's top.
    if (focused instanceof HTMLElement && (focused.hidden || (focused as HTMLInputElement).disabled)) {
      (ACTIVE.has(state) ? this.input : this.startButton).focus();
    }
  }

  agentSaid(text: string): void {
    if (this.agentLine === null) {
      this.agentLine = element('p', { class: 'agent-line agent-line--agent' }, element('span', { class: 'agent-speaker' }, 'Agent: '));
      this.transcript.append(this.agentLine);
    }
    this.agentLine.append(text);
    this.transcript.scrollTop = this.transcript.scrollHeight;
  }

  agentTurnEnded(): void {
    this.closeAgentLine();
  }

  notice(message: string): void {
    this.alert.textContent = message;
  }

  card(card: CardWidget): void {
    this.cards.show(card);
  }

  private closeAgentLine(): void {
    this.agentLine = null;
  }

  private render(): void {
    const active = ACTIVE.has(this.current);
    this.startButton.hidden = active || !this.signedIn;
    this.startButton.textContent = this.current === 'ended' ? 'Start again' : 'Start talking';
    this.muteButton.hidden = !active;
    this.stopButton.hidden = !active;
    this.input.disabled = !active;
    this.sendButton.disabled = !active;
    if (!active) {
      this.muteButton.setAttribute('aria-pressed', 'false');
      this.muteButton.textContent = 'Mute';
    }
  }
}
