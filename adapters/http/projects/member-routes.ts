import { AddMember, AddMemberInput } from '../../../application/projects/add-member.js';
import { ListMembers } from '../../../application/projects/list-members.js';
import { LAST_ADMIN } from '../../../application/projects/members.js';
import { RemoveMember } from '../../../application/projects/remove-member.js';
import { UpdateMember, UpdateMemberInput } from '../../../application/projects/update-member.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';
import { Member, MemberList } from './responses.js';

const MEMBERS = `${PROJECT}/members`;

const KEEP_AN_ADMIN = { status: 409, when: `The change would leave the project without an admin (${LAST_ADMIN}).` } as const;

export const memberRoutes: readonly Route[] = [
  get(MEMBERS, ListMembers, { response: MemberList, access: 'read_members (read)' }),
  post(MEMBERS, AddMember, {
    body: AddMemberInput,
    status: 201,
    response: Member,
    access: 'manage_members (write)',
    example: { user_id: 'bob', role: 'manager', provisioned: true },
    refusals: [{ status: 409, when: 'The user is already a member of this project.' }],
    description: 'Only an admin grants `admin`. Live voice needs `provisioned`.',
  }),
  patch(`${MEMBERS}/:userId`, UpdateMember, { body: UpdateMemberInput, response: Member, access: 'manage_members (write)', refusals: [KEEP_AN_ADMIN] }),
  del(`${MEMBERS}/:userId`, RemoveMember, { access: 'manage_members (write)', refusals: [KEEP_AN_ADMIN] }),
];
