import type { ProjectRepository } from '../../../application/projects/ports.js';
import { newProject } from '../../../domain/projects/project.js';

/** Stores project `id` (profiles and translations reference projects). */
export async function storeProject(projects: ProjectRepository, id: string): Promise<void> {
  const project = newProject({ id, name: id, defaultLanguage: 'en', now: new Date(), trialDays: 14 });
  await projects.create(project, { project_id: id, user_id: 'owner', role: 'admin', provisioned: true, created_at: project.created_at });
}
