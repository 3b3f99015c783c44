import type { Membership } from '../../domain/projects/membership.js';
import { newProject, type Project } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';
import type { SiteTheme } from '../../domain/site/theme.js';

let counter = 0;
/**
 * The one source of ids and keys a test needs unique: new on every call, also across runs (the
 * time is part of it) and across stores a run keeps (MongoDB), and sorting in creation order as
 * the service's own ids do (the counter is padded).
 */
export const uniqueId = (prefix = 'id'): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36).padStart(6, '0')}`;

export function aProject(overrides: Partial<Project> = {}, now = new Date('2026-01-01T00:00:00Z')): Project {
  return { ...newProject({ id: uniqueId('project'), name: 'Project', defaultLanguage: 'en', now, trialDays: 14 }), ...overrides };
}

export function aMembership(projectId: string, userId: string, role: Role = 'member', provisioned = false): Membership {
  return { project_id: projectId, user_id: userId, role, provisioned, created_at: new Date().toISOString() };
}

/** How a test site looks: the theme's defaults, at its own address. */
export function aSiteTheme(projectId: string, overrides: Partial<SiteTheme> = {}): SiteTheme {
  return {
    accentColor: null,
    logo: null,
    favicon: null,
    canonicalBase: `http://${projectId}.sites.test/`,
    siteUrl: `http://${projectId}.sites.test/`,
    serviceBase: 'http://service.test/',
    imageFields: {},
    layouts: {},
    ...overrides,
  };
}
