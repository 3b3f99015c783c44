import * as t from 'io-ts';
import { Role } from '../../../domain/projects/role.js';
import { nullable } from '../response-codecs.js';

export const Account = t.type(
  {
    user_id: t.string,
    email: nullable(t.string),
    projects: t.array(t.type({ id: t.string, name: t.string, role: Role })),
  },
  'Account',
);
