import { AddMember, AddMemberInput } from '../../../application/projects/add-member.js';
import { ListMembers } from '../../../application/projects/list-members.js';
import { RemoveMember } from '../../../application/projects/remove-member.js';
import { UpdateMember, UpdateMemberInput } from '../../../application/projects/update-member.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';

const MEMBERS = `${PROJECT}/members`;

export const memberRoutes: readonly Route[] = [
  get(MEMBERS, ListMembers),
  post(MEMBERS, AddMember, { body: AddMemberInput, status: 201 }),
  patch(`${MEMBERS}/:userId`, UpdateMember, { body: UpdateMemberInput }),
  del(`${MEMBERS}/:userId`, RemoveMember),
];
