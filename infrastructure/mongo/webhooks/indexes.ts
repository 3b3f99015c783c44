import type { MongoIndex } from '../schema.js';
import { WEBHOOK_DELIVERIES, WEBHOOK_EVENTS, WEBHOOK_GUARDS, WEBHOOK_OUTBOX, WEBHOOKS } from './documents.js';

// Creating them also creates the collections up front: the outbox then never creates one inside a transaction.
export const WEBHOOK_INDEXES: readonly MongoIndex[] = [
  { collection: WEBHOOKS, key: { project_id: 1, _id: 1 } },
  { collection: WEBHOOK_GUARDS, key: { project_id: 1 } },
  { collection: WEBHOOK_OUTBOX, key: { project_id: 1 } },
  { collection: WEBHOOK_EVENTS, key: { project_id: 1 } },
  { collection: WEBHOOK_EVENTS, key: { occurred_at: 1 } },
  // The dispatcher's claim: due pending deliveries, oldest due first.
  { collection: WEBHOOK_DELIVERIES, key: { status: 1, next_attempt_at: 1, _id: 1 } },
  // The delivery log, newest first.
  { collection: WEBHOOK_DELIVERIES, key: { project_id: 1, webhook_id: 1, _id: -1 } },
  { collection: WEBHOOK_DELIVERIES, key: { event_id: 1 } },
  { collection: WEBHOOK_DELIVERIES, key: { webhook_id: 1 } },
  { collection: WEBHOOK_DELIVERIES, key: { status: 1, finished_at: 1 } },
];
