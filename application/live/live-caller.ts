import type { Actor } from '../../domain/identity/actor.js';

/**
 * Who calls a live endpoint, as the driving adapter found them, before any rule is checked:
 * - `authenticated`: a credential the service's authentication accepted (a member's ID token;
 *   an API key or an OAuth client, which live voice then refuses);
 * - `visitor`: a visitor token (`Authorization: Bearer lvv_…`), not checked yet;
 * - `anonymous`: no credential at all: a public visitor's first session start;
 * - `phone`: someone on a call to the project's number, whose media stream the telephony
 *   bridge verified (Twilio's signature and a single-use stream pass). Never built over HTTP.
 * `address` is the client IP as the rate limits compute it (TRUST_PROXY), or the caller's number.
 */
export type LiveCaller =
  | { readonly kind: 'authenticated'; readonly actor: Actor }
  | { readonly kind: 'visitor'; readonly token: string; readonly address: string }
  | { readonly kind: 'anonymous'; readonly address: string }
  | { readonly kind: 'phone'; readonly projectId: string; readonly callId: string; readonly from: string };

/** A member's live call as the specification has it: their ID token (tests, tools, the bench). */
export const authenticated = (actor: Actor): LiveCaller => ({ kind: 'authenticated', actor });
