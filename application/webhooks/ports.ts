import type { WebhookDelivery } from '../../domain/webhooks/delivery.js';
import type { WebhookChanges, WebhookEndpoint } from '../../domain/webhooks/endpoint.js';
import type { OutboxEvent } from '../../domain/webhooks/events.js';
import type { PageWindow } from '../shared/pagination.js';

export type { WebhookChanges } from '../../domain/webhooks/endpoint.js';

/**
 * A project's webhook endpoints. Events are matched against them when the dispatcher routes
 * the outbox (WebhookDeliveries.route); a delete takes the endpoint's deliveries with it, and a
 * disabled endpoint receives no new events.
 */
export interface WebhookRepository {
  /** Stores `endpoint` unless the project has `max` already (`limit`): one atomic step. */
  create(endpoint: WebhookEndpoint, max: number): Promise<'created' | 'limit'>;
  find(projectId: string, id: string): Promise<WebhookEndpoint | null>;
  /** Oldest first. */
  list(projectId: string): Promise<WebhookEndpoint[]>;
  /** Writes what `webhookUpdate` (domain) says `changes` write, in one atomic step. */
  update(projectId: string, id: string, changes: WebhookChanges, at: string): Promise<WebhookEndpoint | null>;
  /** The current secret becomes the previous one (signing until `previousExpiresAt`) and `sealed` the current one. */
  rotateSecret(projectId: string, id: string, sealed: string, previousExpiresAt: string, at: string): Promise<WebhookEndpoint | null>;
  /** Deletes the endpoint and its deliveries. */
  delete(projectId: string, id: string): Promise<boolean>;
}
export const WebhookRepository = Symbol.for('WebhookRepository');

export interface ClaimRequest {
  /** Deliveries due at this time (or whose lease ended by then) may be claimed. */
  readonly now: string;
  /** The claim holds them until then: an attempt that never reports back is retried after it. */
  readonly leaseUntil: string;
  /** Names this claim: only its holder can settle the attempts it claimed. */
  readonly lease: string;
  readonly limit: number;
}

/** A delivery claimed for one attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  /** As claimed: `attempts` counts this attempt. */
  readonly delivery: WebhookDelivery;
  readonly lease: string;
  /** The event's JSON body, the same bytes on every attempt. */
  readonly body: string;
  readonly webhook: WebhookEndpoint;
}

/** How an attempt ended, and what that says about the endpoint. */
export interface Settlement {
  readonly status: 'delivered' | 'pending' | 'failed';
  readonly at: string;
  readonly status_code: number | null;
  readonly error: string | null;
  /** When `pending`: the next attempt. */
  readonly next_attempt_at: string | null;
  readonly endpoint:
    | { readonly kind: 'untouched' }
    /** It answered 2xx: it is not failing. */
    | { readonly kind: 'healthy' }
    /** Another failure: the endpoint becomes what `afterFailedAttempt` (domain) says, in the settlement's transaction. */
    | { readonly kind: 'failing'; readonly disable: boolean; readonly cutoff: string };
}

export interface WebhookBacklog {
  /** Events recorded in the outbox and not yet routed into deliveries. */
  readonly events: number;
  /** Deliveries still pending: due, waiting for a retry, or being attempted. */
  readonly pending: number;
}

export interface RouteRequest {
  /** Deliveries made now are due at this time. */
  readonly now: string;
  /** Events routed at most. */
  readonly limit: number;
}

/**
 * Deliveries: the dispatcher's queue and the delivery log. `route` turns events recorded in
 * the outbox into deliveries, atomically (an event is routed once, whoever routes it). Claims
 * take due deliveries under a lease, atomically, so dispatchers in several instances never
 * attempt the same one twice; a settlement is written only by the lease holder.
 */
export interface WebhookDeliveries {
  /**
   * Takes up to `limit` events out of the outbox, oldest first, each with one pending delivery
   * per enabled endpoint of its project subscribed to its type (created at the event's time,
   * due `now`); an event no endpoint wants any more is dropped. How many events it took.
   */
  route(request: RouteRequest): Promise<number>;
  /** Records `event` with one delivery of it to `webhookId`, due now (a ping). */
  enqueue(event: OutboxEvent, webhookId: string, deliveryId: string): Promise<WebhookDelivery>;
  /** A new pending delivery of the same event to the same endpoint, due at `at`; null when the project has no such delivery. */
  redeliver(projectId: string, deliveryId: string, newId: string, at: string): Promise<WebhookDelivery | null>;
  find(projectId: string, deliveryId: string): Promise<WebhookDelivery | null>;
  /** Newest first: deliveries whose id sorts before `window.after` (the cursor), at most `limit`. */
  list(projectId: string, webhookId: string, window: PageWindow): Promise<WebhookDelivery[]>;
  claim(request: ClaimRequest): Promise<ClaimedDelivery[]>;
  /** False when the lease no longer holds the delivery (it expired and another took over). */
  settle(deliveryId: string, lease: string, settlement: Settlement): Promise<boolean>;
  /** Deletes deliveries finished before `before`, and the events no delivery needs any more. */
  prune(before: string): Promise<void>;
  /** What waits, across every project (operators watch it: `/metrics`). */
  backlog(): Promise<WebhookBacklog>;
}
export const WebhookDeliveries = Symbol.for('WebhookDeliveries');

/** Signing secrets: made, sealed for storage, and used to sign. */
export interface WebhookSecrets {
  /** A new secret: `whsec_` and the base64 of 32 random bytes. */
  generate(): string;
  /** Encrypts `secret` for storage, bound to its webhook (a sealed secret moved to another row does not open). */
  seal(secret: string, webhookId: string): string;
  open(sealed: string, webhookId: string): string;
  /** The base64 HMAC-SHA256 of `content` under each secret (Standard Webhooks keys: the base64 after `whsec_`). */
  sign(secrets: readonly string[], content: string): string[];
}
export const WebhookSecrets = Symbol.for('WebhookSecrets');

/** How far webhooks may reach: private networks only with `ALLOW_PRIVATE_WEBHOOKS` (development and tests). */
export interface WebhookReach {
  readonly allowPrivateNetworks: boolean;
  /** Added to the refusal of a private address: in development, the setting that allows it. */
  readonly refusalHint?: string | null;
}
export const WebhookReach = Symbol.for('WebhookReach');

/** The guarded fetch deliveries go through (private networks only with `ALLOW_PRIVATE_WEBHOOKS`). */
export const WebhookHttp = Symbol.for('WebhookHttp');
