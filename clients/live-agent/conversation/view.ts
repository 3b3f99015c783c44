import { element } from '../../shared/dom.js';
import { ENGLISH, type AgentStrings, type Speech } from '../strings.js';
import { Cards, type CardWidget } from './card.js';
import type { AgentState, ConversationView } from './conversation.js';

export interface PanelActions {
  start(): void;
  stop(): void;
  setMuted(muted: boolean): void;
  send(text: string): void;
  /** A card says the conversation's language changed (the profile's `language`): the panel follows it. */
  languageChanged(tag: string): void;
  close?: () => void;
}

const ACTIVE: ReadonlySet<AgentState> = new Set(['connecting', 'listening', 'speaking', 'reconnecting']);

let panels = 0;

/**
 * The conversation panel, laid out as a chat: a header that stays (the title, the state in
 * words, a live region, and the close button), a body that fills the height and scrolls (the
 * sign-in, the cards, what was said), and a footer at the bottom (notices, start, mute, end,
 * and a box to type in). Every control is a labelled button or field, reachable by keyboard;
 * failures show in an alert region. Its words are the page's language's, then the
 * conversation's after a switch (`speak`).
 */
export class PanelView implements ConversationView {
  readonly root: HTMLElement;
  readonly signInSlot = element('div', { class: 'agent-sign-in' });
  private readonly id = `live-agent-${++panels}`;
  private readonly title = element('h2', { id: `${this.id}-title`, class: 'agent-title' });
  private readonly status = element('p', { class: 'agent-state', role: 'status', 'data-state': 'idle' });
  private readonly closeButton = element('button', { type: 'button', class: 'agent-close' }, '×');
  private readonly alert = element('p', { class: 'agent-notice', role: 'alert' });
  private readonly startButton = element('button', { type: 'button', class: 'agent-button agent-button--primary' });
  private readonly muteButton = element('button', { type: 'button', class: 'agent-button', 'aria-pressed': 'false', hidden: true });
  private readonly stopButton = element('button', { type: 'button', class: 'agent-button', hidden: true });
  private readonly body = element('div', { class: 'agent-body' });
  private readonly transcript = element('div', { class: 'agent-transcript', role: 'log' });
  private readonly input = element('input', { id: `${this.id}-text`, type: 'text', autocomplete: 'off', disabled: true });
  private readonly sendButton = element('button', { type: 'submit', class: 'agent-button', disabled: true });
  private readonly cardArea = element('div', { class: 'agent-cards' });
  readonly cards = new Cards(this.cardArea);
  private agentLine: HTMLElement | null = null;
  /** Whether a conversation may start: a member signed in, or the project is open to the public. */
  private ready = false;
  private current: AgentState = 'idle';
  private words: AgentStrings = ENGLISH;

  constructor(private readonly actions: PanelActions) {
    const header = element('header', { class: 'agent-header' }, element('div', { class: 'agent-heading' }, this.title, this.status));
    if (actions.close !== undefined) {
      this.closeButton.addEventListener('click', actions.close);
      header.append(this.closeButton);
    }
    const form = element('form', { class: 'agent-type' }, this.input, this.sendButton);
    this.body.append(this.signInSlot, this.cardArea, this.transcript);
    this.root = element(
      'section',
      { class: 'agent-panel', 'aria-labelledby': this.title.id },
      header,
      this.body,
      // A refusal shows by the controls, never scrolled away with the transcript.
      element(
        'footer',
        { class: 'agent-footer' },
        this.alert,
        element('div', { class: 'agent-controls' }, this.startButton, this.muteButton, this.stopButton),
        form,
      ),
    );
    this.startButton.addEventListener('click', () => {
      this.alert.textContent = '';
      actions.start();
    });
    this.stopButton.addEventListener('click', () => actions.stop());
    this.muteButton.addEventListener('click', () => {
      const muted = this.muteButton.getAttribute('aria-pressed') !== 'true';
      this.muteButton.setAttribute('aria-pressed', String(muted));
      this.muteButton.textContent = muted ? this.words.unmute : this.words.mute;
      actions.setMuted(muted);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = this.input.value.trim();
      if (text === '' || !ACTIVE.has(this.current)) return;
      this.input.value = '';
      this.closeAgentLine();
      this.line('person', this.words.you, text);
      actions.send(text);
    });
    this.speak({ lang: 'en', dir: 'ltr', strings: ENGLISH });
  }

  /** The panel's words, language and direction: the page's at first, the conversation's after a switch. */
  speak({ lang, dir, strings }: Speech): void {
    this.words = strings;
    this.root.lang = lang;
    this.root.dir = dir;
    this.title.textContent = strings.title;
    this.closeButton.setAttribute('aria-label', strings.close);
    this.transcript.setAttribute('aria-label', strings.log);
    // Named, not labelled by a visible line: a chat's box needs no caption above it.
    this.input.setAttribute('aria-label', strings.typeLabel);
    this.input.placeholder = strings.typeLabel;
    this.sendButton.textContent = strings.send;
    this.stopButton.textContent = strings.end;
    this.render();
  }

  /** Start is offered once a conversation may start: a member signed in (their ID token), or anyone on a public project. */
  setReady(ready: boolean): void {
    this.ready = ready;
    this.render();
  }

  focusStart(): void {
    (this.startButton.hidden ? this.root.querySelector<HTMLElement>('input, button:not([hidden])') : this.startButton)?.focus();
  }

  state(state: AgentState): void {
    const focused = (this.root.getRootNode() as Document | ShadowRoot).activeElement;
    this.current = state;
    if (state === 'ended' || state === 'refused') this.closeAgentLine();
    this.render();
    // The control the person used went away: focus moves to what takes its place, not to the page's top.
    if (focused instanceof HTMLElement && (focused.hidden || (focused as HTMLInputElement).disabled)) {
      (ACTIVE.has(state) ? this.input : this.startButton).focus();
    }
  }

  agentSaid(text: string): void {
    this.agentLine ??= this.line('agent', this.words.agent, '');
    this.agentLine.append(text);
    this.body.scrollTop = this.body.scrollHeight;
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

  languageChanged(tag: string): void {
    if (tag !== this.root.lang) this.actions.languageChanged(tag);
  }

  /** A line of the transcript; answers the element its words go in, in their own direction (an English answer stays whole in an Arabic panel). */
  private line(who: 'agent' | 'person', speaker: string, text: string): HTMLElement {
    const words = element('span', { class: 'agent-words', dir: 'auto' }, text);
    this.transcript.append(element('p', { class: `agent-line agent-line--${who}` }, element('span', { class: 'agent-speaker' }, `${speaker}: `), words));
    this.body.scrollTop = this.body.scrollHeight;
    return words;
  }

  private closeAgentLine(): void {
    this.agentLine = null;
  }

  private render(): void {
    const active = ACTIVE.has(this.current);
    const words = this.words;
    // Nothing can start before sign-in: the state says so, rather than "ready".
    const shown = this.current === 'idle' && !this.ready ? 'sign-in' : this.current;
    this.status.textContent = shown === 'sign-in' ? words.signIn : words[this.current];
    this.status.dataset.state = shown;
    this.startButton.hidden = active || !this.ready;
    this.startButton.textContent = this.current === 'ended' ? words.again : this.current === 'refused' ? words.retry : words.start;
    this.muteButton.hidden = !active;
    this.stopButton.hidden = !active;
    this.input.disabled = !active;
    this.sendButton.disabled = !active;
    const muted = active && this.muteButton.getAttribute('aria-pressed') === 'true';
    this.muteButton.setAttribute('aria-pressed', String(muted));
    this.muteButton.textContent = muted ? words.unmute : words.mute;
  }
}
