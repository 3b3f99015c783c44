import * as t from 'io-ts';

/** Project roles, weakest first: `admin` > `manager` > `member`. */
export const Role = t.keyof({ member: null, manager: null, admin: null }, 'one of member, manager, admin');
export type Role = t.TypeOf<typeof Role>;

const RANK: Record<Role, number> = { member: 0, manager: 1, admin: 2 };

export const roleAtLeast = (held: Role, required: Role): boolean => RANK[held] >= RANK[required];
