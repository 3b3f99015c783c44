import type { Membership } from '../projects/membership.js';

/**
 * Who talks with the live agent, once the live access rule has let them in:
 * - `member`: a provisioned member, signed in with their ID token (the specification's flow);
 * - `visitor`: a public visitor in a browser, known by the visitor token it was given;
 * - `caller`: someone who phoned the project's number, known by their number (or, when it is
 *   withheld, by the call alone).
 */
export type LiveSpeaker =
  | { readonly kind: 'member'; readonly userId: string; readonly membership: Membership }
  | { readonly kind: 'visitor'; readonly visitorId: string }
  | { readonly kind: 'caller'; readonly callId: string; readonly phone: string | null };

/**
 * What the records a speaker leaves (their profile, a transfer, an onboarding session) are
 * filed under: a member's user id; `visitor:<id>` and `phone:<E.164>` (`call:<id>` for a
 * withheld number) for the public. Visitor ids are random, so a visitor reaches no one's
 * records but their own; a caller's number brings back their own profile on the next call.
 */
export function speakerKey(speaker: LiveSpeaker): string {
  switch (speaker.kind) {
    case 'member':
      return speaker.userId;
    case 'visitor':
      return `visitor:${speaker.visitorId}`;
    case 'caller':
      return speaker.phone === null ? `call:${speaker.callId}` : `phone:${speaker.phone}`;
  }
}
