import type { Membership } from '../../domain/projects/membership.js';
import { newProject, type Project } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';

let counter = 0;
export const uniqueId = (prefix = 'id'): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function aProject(overrides: Partial<Project> = {}, now = new Date('2026-01-01T00:00:00Z')): Project {
  return { ...newProject({ id: uniqueId('project'), name: 'Project', defaultLanguage: 'en', now, trialDays: 14 }), ...overrides };
}

export function aMembership(projectId: string, userId: string, role: Role = 'member', provisioned = false): Membership {
  return { project_id: projectId, user_id: userId, role, provisioned, created_at: new Date().toISOString() };
}
