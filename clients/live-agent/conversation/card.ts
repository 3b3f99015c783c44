import { element } from '../../shared/dom.js';

/**
 * The cards a tool's `widget` shows. A widget replaces the card of the same `card_id` in place
 * (its position kept), laid out in its `dir`; labels and pronoun labels are the server's,
 * resolved in the profile's language. The English ones here are only for an older answer that
 * carries none.
 */
const ENGLISH_LABELS: Readonly<Record<string, string>> = {
  profile: 'Profile',
  first_name: 'First name',
  pronoun: 'Pronouns',
  email: 'Email',
  phone: 'Phone',
  language: 'Language',
};
const ENGLISH_PRONOUNS: Readonly<Record<string, string>> = {
  she_her: 'She/her',
  he_him: 'He/him',
  they_them: 'They/them',
  unspecified: 'Not specified',
};

type Json = Readonly<Record<string, unknown>>;

const objectOr = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null);

/** A widget the page can show: a card with an id. */
export interface CardWidget {
  readonly cardId: string;
  readonly widget: Json;
}

/** The widget as a card, or null when it is not one (a malformed widget is left out, never an error). */
export function cardOf(widget: unknown): CardWidget | null {
  const fields = objectOr(widget);
  const cardId = textOf(fields.card_id);
  return fields.type === 'card' && cardId !== null ? { cardId, widget: fields } : null;
}

export class Cards {
  private readonly shown = new Map<string, HTMLElement>();

  constructor(private readonly container: HTMLElement) {}

  /** Shows the card, replacing the one with the same id where it stands. */
  show({ cardId, widget }: CardWidget): HTMLElement {
    const card = render(cardId, widget);
    const previous = this.shown.get(cardId);
    if (previous?.isConnected) previous.replaceWith(card);
    else this.container.append(card);
    this.shown.set(cardId, card);
    return card;
  }

  /** The data of the card with this id, as last shown (what the agent is told after a reconnection). */
  data(cardId: string): Json | null {
    const card = this.shown.get(cardId);
    return card === undefined ? null : (JSON.parse(card.dataset.values ?? '{}') as Json);
  }
}

function render(cardId: string, widget: Json): HTMLElement {
  const data = objectOr(widget.data);
  const labels = { ...ENGLISH_LABELS, ...stringsOf(widget.labels) };
  const pronouns = { ...ENGLISH_PRONOUNS, ...stringsOf(widget.pronoun_labels) };
  const dir = widget.dir === 'rtl' ? 'rtl' : 'ltr';
  const rows =
    widget.template_id === 'profile_card_v1'
      ? profileRows(data, labels, pronouns)
      : Object.entries(data).flatMap(([key, value]) => (textOf(value) === null ? [] : [[labels[key] ?? key, textOf(value)!] as const]));
  const headingId = `agent-card-${cardId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const card = element(
    'section',
    { class: 'agent-card', dir, lang: textOf(data.language) ?? false, 'aria-labelledby': headingId, 'data-card-id': cardId },
    element('h3', { id: headingId }, labels.profile!),
    // Each value isolated (<bdi>): an English name or an email stays whole in a right-to-left card.
    element('dl', {}, ...rows.flatMap(([label, value]) => [element('dt', {}, label), element('dd', {}, element('bdi', {}, value))])),
  );
  card.dataset.values = JSON.stringify(data);
  return card;
}

/** The profile card's rows, one per label the server gives; an empty field shows a dash. */
function profileRows(data: Json, labels: Readonly<Record<string, string>>, pronouns: Readonly<Record<string, string>>): Array<readonly [string, string]> {
  const pronoun = textOf(data.pronoun);
  return [
    [labels.first_name!, textOf(data.first_name) ?? '—'],
    [labels.pronoun!, pronoun === null ? '—' : (pronouns[pronoun] ?? pronoun)],
    [labels.email!, textOf(data.contact_email) ?? '—'],
    [labels.phone!, textOf(data.phone) ?? '—'],
    [labels.language!, textOf(data.language_label) ?? textOf(data.language) ?? '—'],
  ];
}

function stringsOf(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(objectOr(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
