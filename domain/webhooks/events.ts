import * as t from 'io-ts';

/** Every event type a webhook can receive (the contract's list). */
export const EVENT_TYPES = [
  'page.created',
  'page.updated',
  'page.deleted',
  'publish.completed',
  'draft.discarded',
  'member.added',
  'member.removed',
  'onboarding.confirmed',
  'live.transfer.completed',
  'release.published',
  'release.failed',
  'question.unanswered',
  'ping',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a webhook subscribes to: event types, or `*` for all of them. */
export const ALL_EVENTS = '*';
export const EventFilter = t.keyof(
  Object.fromEntries([...EVENT_TYPES, ALL_EVENTS].map((type) => [type, null])) as Record<EventType | typeof ALL_EVENTS, null>,
  `one of ${[...EVENT_TYPES, ALL_EVENTS].join(', ')}`,
);
export type EventFilter = t.TypeOf<typeof EventFilter>;

export const subscribes = (filters: readonly string[], type: EventType): boolean => filters.includes(type) || filters.includes(ALL_EVENTS);

/** An event as a domain helper names it: its type and the data a receiver gets. */
export interface EventBody {
  readonly type: EventType;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * An event to record in the outbox, in the same transaction as the change it reports. `id` is
 * the `webhook-id` of every attempt to deliver it; `occurred_at` is the payload's `timestamp`.
 */
export interface OutboxEvent extends EventBody {
  readonly id: string;
  readonly project_id: string;
  readonly occurred_at: string;
}

/**
 * The events an atomic write records, given what it wrote (the page at its new revision, the
 * promoted pages, ...). The store calls it inside the write's transaction, and only when some
 * enabled webhook of the project may want them (so a project without webhooks builds nothing).
 */
export type EventsOf<T> = (written: T) => readonly OutboxEvent[];

/** The JSON body a webhook receives, the same bytes on every attempt: `{ type, timestamp, data }`. */
export const webhookBody = (event: OutboxEvent): string => JSON.stringify({ type: event.type, timestamp: event.occurred_at, data: event.data });
