import * as t from 'io-ts';
import { Role } from '../../../domain/projects/role.js';
import { Timestamp } from '../response-codecs.js';

export const CreatedInvitation = t.type(
  {
    id: t.string,
    email: t.string,
    role: Role,
    /** The link to join by (`<PUBLIC_BASE_URL>/edit/invite/<token>`), shown only here: its token is stored hashed. */
    url: t.string,
    expires_at: Timestamp,
    /** `sent`: mailed to `email`; `not_configured`: no mail server (pass the link on); `failed`: the mail server refused or was unreachable (the invitation stands). */
    mail: t.keyof({ sent: null, not_configured: null, failed: null }),
  },
  'CreatedInvitation',
);

export const InvitationList = t.type(
  {
    invitations: t.readonlyArray(
      t.type({ id: t.string, email: t.string, role: Role, expires_at: Timestamp, created_by: t.string, created_at: Timestamp }, 'Invitation'),
    ),
  },
  'InvitationList',
);

export const AcceptedInvitation = t.type({ project_id: t.string, role: Role }, 'AcceptedInvitation');
