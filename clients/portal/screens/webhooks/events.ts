import type { components } from '../../../typescript/client.js';

export type Webhook = components['schemas']['Webhook'];
export type WebhookEvent = Webhook['events'][number];

/** The events a webhook may be sent, each in words ('*' is every one, `ping` is sent on request only). */
export const EVENTS: ReadonlyArray<{ readonly id: Exclude<WebhookEvent, '*' | 'ping'>; readonly words: string }> = [
  { id: 'publish.completed', words: 'a publish completed' },
  { id: 'page.created', words: 'a page was created' },
  { id: 'page.updated', words: 'a page was updated' },
  { id: 'page.deleted', words: 'a page was deleted' },
  { id: 'draft.discarded', words: 'a draft was discarded' },
  { id: 'member.added', words: 'a member was added' },
  { id: 'member.removed', words: 'a member was removed' },
  { id: 'release.published', words: 'a release was published' },
  { id: 'release.failed', words: 'a release failed' },
  { id: 'onboarding.confirmed', words: 'a visitor confirmed an onboarding brief' },
  { id: 'live.transfer.completed', words: 'a live agent’s transfer ended' },
  { id: 'question.unanswered', words: 'the live agent met a new question the site does not answer' },
];

/** What a webhook is sent, in words. */
export const eventsWords = (events: readonly WebhookEvent[]): string =>
  events.includes('*') ? 'Sent every event.' : `Sent: ${events.map((event) => EVENTS.find((known) => known.id === event)?.words ?? event).join('; ')}.`;
