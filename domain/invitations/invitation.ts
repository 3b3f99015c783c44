import * as t from 'io-ts';
import type { Role } from '../projects/role.js';
import { withSchemaHint } from '../shared/schema-hints.js';

/**
 * An invitation to join a project, sent to an email address: a link whose token is shown once
 * (at creation, and in the mail) and stored only as its hash. Whoever signs in through the
 * link before it expires joins the project with `role`, once; revoking it ends it at once.
 */
export interface Invitation {
  readonly id: string;
  readonly project_id: string;
  /** Trimmed and lowercased (see `EmailAddress`). */
  readonly email: string;
  readonly role: Role;
  /** SHA-256 of the link's token, hex (the token itself is never stored). */
  readonly token_hash: string;
  readonly created_by: string;
  readonly created_at: string;
  readonly expires_at: string;
  readonly revoked_at: string | null;
  /** Who joined through it, and when: set once, by the one accept that won. */
  readonly accepted_by: string | null;
  readonly accepted_at: string | null;
}

/** How long an invitation works: a week. */
export const INVITATION_SECONDS = 7 * 24 * 3600;

/** Where an invitation's link opens, on the service's address: `<PUBLIC_BASE_URL>/edit/invite/<token>` (the portal). */
export const INVITE_PATH = '/edit/invite';

export const invitationUrl = (publicBaseUrl: string, token: string): string => `${publicBaseUrl}${INVITE_PATH}/${token}`;

/** Still usable at `now`: not expired, revoked or accepted. */
export const isPending = (invitation: Invitation, now: string): boolean =>
  invitation.revoked_at === null && invitation.accepted_by === null && invitation.expires_at > now;

/** The invitation as listed: never its token (not stored) nor its hash. */
export const invitationView = (invitation: Invitation) => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  expires_at: invitation.expires_at,
  created_by: invitation.created_by,
  created_at: invitation.created_at,
});

/** RFC 5321's limit on a forward path. */
const EMAIL_MAX_LENGTH = 254;
// One `@`, something before it, a dotted domain after it, no spaces or control characters:
// enough to catch a typo; whether the mailbox exists only the mail itself can tell.
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(\.[^\s@\p{Cc}.]+)+$/u;

const normalizedEmail = (u: unknown): string | null => {
  if (typeof u !== 'string') return null;
  const email = u.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
};

/** An email address; decodes to its trimmed, lowercased form (so one person is one address). */
export const EmailAddress = withSchemaHint(
  new t.Type<string, string, unknown>(
    'an email address (name@example.com)',
    (u): u is string => typeof u === 'string' && normalizedEmail(u) === u,
    (u, c) => {
      const email = normalizedEmail(u);
      return email === null ? t.failure(u, c) : t.success(email);
    },
    t.identity,
  ),
  { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH },
);
