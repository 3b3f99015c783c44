import type { ProjectSummary, Role } from './types.js';

const RANK: Readonly<Record<Role, number>> = { member: 0, manager: 1, admin: 2 };

/** Whether the person's role on the project is `needed` or above (admin > manager > member), as the service decides. */
export const hasRole = (project: ProjectSummary, needed: Role): boolean => RANK[project.role] >= RANK[needed];

/** Why a screen is read only, in words: the person's role, and who may do more. */
export const readOnlyBecause = (project: ProjectSummary, whoMay: string): string =>
  `Read only: you are ${project.role === 'admin' ? 'an' : 'a'} ${project.role} of “${project.name}”. ${whoMay}`;
