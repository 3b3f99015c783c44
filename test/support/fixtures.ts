import { expect } from 'chai';
import type { TestApp } from './test-app.js';

/** The cast of most HTTP tests: one user per role. */
export const TEAM = { admin: 'owner', manager: 'editor', member: 'reader' } as const;

/** A project created by `TEAM.admin`, with `TEAM.manager` and `TEAM.member` added; returns its id. */
export async function setUpTeam(app: TestApp, name = 'Test project'): Promise<string> {
  const projectId = await app.createProject(TEAM.admin, { name });
  await app.addMember(projectId, TEAM.admin, TEAM.manager, 'manager');
  await app.addMember(projectId, TEAM.admin, TEAM.member, 'member');
  return projectId;
}

/** Creates a live page through the API (as `as`, by default the team's admin) and returns it. */
export async function createLivePage(app: TestApp, projectId: string, slug: string, extra: Record<string, unknown> = {}, as: string = TEAM.admin) {
  const response = await app.request('POST', `/api/projects/${projectId}/pages`, {
    as,
    body: { slug, language: 'en', doc_template_id: 'page', metadata: { title: `Title of ${slug}`, description: 'About it' }, content: `# ${slug}`, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).to.equal(201);
  return response.body as { id: string; slug: string; language: string; revision: number; metadata: Record<string, unknown>; content: string };
}
