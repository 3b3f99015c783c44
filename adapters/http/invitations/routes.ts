import { AcceptInvitation } from '../../../application/invitations/accept-invitation.js';
import { CreateInvitation, CreateInvitationInput } from '../../../application/invitations/create-invitation.js';
import { INVITATION_GONE } from '../../../application/invitations/invitation-errors.js';
import { ListInvitations } from '../../../application/invitations/list-invitations.js';
import { RevokeInvitation } from '../../../application/invitations/revoke-invitation.js';
import { ALREADY_MEMBER } from '../../../application/projects/add-member.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, post, type Route } from '../routing/route.js';
import { AcceptedInvitation, CreatedInvitation, InvitationList } from './responses.js';

const INVITATIONS = `${PROJECT}/invitations`;

/** Invitations by email: managers invite, list and revoke; the person invited accepts, signed in. */
export const invitationRoutes: readonly Route[] = [
  post(INVITATIONS, CreateInvitation, {
    body: CreateInvitationInput,
    status: 201,
    noStore: true,
    response: CreatedInvitation,
    access: 'manage_members (write)',
    example: { email: 'ana@example.com', role: 'manager' },
    description:
      'A link that lets whoever signs in through it join the project with `role`, once, for a week. Only an admin invites an admin. ' +
      'It is mailed to `email` when the service has a mail server (`SMTP_URL`); `mail` says whether it went. The `url` is shown only here: its token is stored hashed.',
  }),
  get(INVITATIONS, ListInvitations, {
    response: InvitationList,
    access: 'manage_members (read)',
    description: 'Pending invitations (not expired, revoked or accepted), newest first; never their links.',
  }),
  del(`${INVITATIONS}/:invitationId`, RevokeInvitation, {
    access: 'manage_members (write)',
    description: 'The link stops working at once. An invitation no longer pending is `404`.',
  }),
  post('/api/invitations/:token/accept', AcceptInvitation, {
    status: 200,
    noStore: true,
    response: AcceptedInvitation,
    access: 'signed-in user',
    refusals: [
      { status: 404, when: `The link expired, was revoked or was already used (${INVITATION_GONE}).` },
      { status: 409, when: `The caller is already a member (${ALREADY_MEMBER}); the invitation stays usable.` },
    ],
    description: 'The caller joins the invitation’s project with its role (once: of simultaneous accepts one wins). Emits `member.added`.',
  }),
];
