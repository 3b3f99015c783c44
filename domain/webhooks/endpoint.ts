import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { invalid, type AppError } from '../shared/errors.js';
import { isAddressLiteral, isPublicAddress } from '../shared/network-address.js';
import { withSchemaHint } from '../shared/schema-hints.js';
import type { EventFilter } from './events.js';

/**
 * A project's webhook endpoint. Its signing secrets are kept sealed (encrypted at rest: they
 * must be usable for signing, so they cannot be stored only hashed); after a rotation the
 * previous secret signs too until `previous_secret_expires_at`.
 */
export interface WebhookEndpoint {
  readonly id: string;
  readonly project_id: string;
  readonly url: string;
  readonly events: readonly EventFilter[];
  readonly description: string | null;
  readonly enabled: boolean;
  /** Sealed; never the secret itself. */
  readonly secret: string;
  readonly previous_secret: string | null;
  readonly previous_secret_expires_at: string | null;
  /** Since when every attempt to this endpoint failed (null once one succeeds). */
  readonly failing_since: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** What an update (PATCH) of an endpoint names: a field left out keeps its value; `description: null` clears it. */
export interface WebhookChanges {
  readonly url?: string | undefined;
  readonly events?: readonly EventFilter[] | undefined;
  readonly description?: string | null | undefined;
  readonly enabled?: boolean | undefined;
}

/** The fields an update writes; every other field of the endpoint keeps its value. */
export type WebhookUpdate = Partial<Pick<WebhookEndpoint, 'url' | 'events' | 'description' | 'enabled' | 'failing_since'>> & {
  readonly updated_at: string;
};

/**
 * The fields an update writes, said once for every store: each field the changes name, the
 * time of the update, and, when it enables the endpoint, its failures forgotten (`failing_since`),
 * so an endpoint disabled by an admin, a 410 or five days of failures starts afresh. The
 * secrets, the id and the creation time are never an update's.
 */
export function webhookUpdate(changes: WebhookChanges, at: string): WebhookUpdate {
  return {
    ...(changes.url !== undefined && { url: changes.url }),
    ...(changes.events !== undefined && { events: changes.events }),
    ...(changes.description !== undefined && { description: changes.description }),
    ...(changes.enabled !== undefined && { enabled: changes.enabled }),
    ...(changes.enabled === true && { failing_since: null }),
    updated_at: at,
  };
}

/** What API callers see of an endpoint: never a secret. */
export interface WebhookView {
  readonly id: string;
  readonly url: string;
  readonly events: readonly EventFilter[];
  readonly description: string | null;
  readonly enabled: boolean;
  readonly created_at: string;
}

export const webhookView = (w: WebhookEndpoint): WebhookView => ({
  id: w.id,
  url: w.url,
  events: w.events,
  description: w.description,
  enabled: w.enabled,
  created_at: w.created_at,
});

/** The secrets that sign an attempt at `at`: the current one, and the previous one during its overlap. */
export const signingSecrets = (w: Pick<WebhookEndpoint, 'secret' | 'previous_secret' | 'previous_secret_expires_at'>, at: string): string[] =>
  w.previous_secret !== null && w.previous_secret_expires_at !== null && at < w.previous_secret_expires_at ? [w.secret, w.previous_secret] : [w.secret];

export const MAX_WEBHOOKS_PER_PROJECT = 20;
/** After a rotation, the old secret keeps signing this long, so receivers can switch without losing a delivery. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;

/**
 * An http or https URL of at most 2,000 characters, without credentials (a secret in a URL would
 * be stored and shown in every list). Where it may point is `webhookDestination`.
 */
export const WebhookUrl = withSchemaHint(
  new t.Type<string, string, unknown>(
    `an http or https URL of at most ${WEBHOOK_URL_MAX} characters, without credentials`,
    (u): u is string => typeof u === 'string',
    (u, c) => {
      if (typeof u !== 'string' || u.length > WEBHOOK_URL_MAX) return t.failure(u, c);
      try {
        const url = new URL(u.trim());
        const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
        return ok ? t.success(url.href) : t.failure(u, c);
      } catch {
        return t.failure(u, c);
      }
    },
    t.identity,
  ),
  { type: 'string', maxLength: WEBHOOK_URL_MAX },
);

const WEBHOOK_URL_NOT_PUBLIC = 'url must not point to a private, loopback or link-local address';

/** `localhost` and its subdomains are loopback by definition (RFC 6761): no resolver is asked. */
const LOOPBACK_NAME = /(^|\.)localhost\.?$/i;

/**
 * Where a webhook may point (its `url` already a WebhookUrl): unless private networks are allowed
 * (`ALLOW_PRIVATE_WEBHOOKS`), a host written as an IP address must be a public address (see
 * isPublicAddress) and a `localhost` name is refused, at creation and at every change. A host name
 * is judged again when connecting, on every attempt: the addresses it resolves to can change.
 * `refusalHint` (development only) follows the refusal: the setting that allows the address.
 */
export function webhookDestination(url: string, allowPrivateNetworks: boolean, refusalHint: string | null = null): E.Either<AppError, string> {
  if (allowPrivateNetworks) return E.right(url);
  const { hostname } = new URL(url);
  const refused = isAddressLiteral(hostname) ? !isPublicAddress(hostname) : LOOPBACK_NAME.test(hostname);
  if (!refused) return E.right(url);
  return E.left(invalid(refusalHint === null ? WEBHOOK_URL_NOT_PUBLIC : `${WEBHOOK_URL_NOT_PUBLIC}. ${refusalHint}`));
}
