import { expect } from 'chai';
import type { TestApp } from '../../support/test-app.js';
import { EXECUTE, live, liveProject } from '../live/live-helpers.js';

/** The cast: `alice` the admin (she talks with the agent), `max` a manager, `rita` a member. */
export const ADMIN = 'alice';
export const MANAGER = 'max';
export const MEMBER = 'rita';

export const questionsPath = (projectId: string, rest = '') => `/api/projects/${projectId}/unanswered-questions${rest}`;

/** A project with the voice module, its manager and a member, and a live page about opening hours. */
export async function questionsProject(app: TestApp): Promise<string> {
  const projectId = await liveProject(app, ADMIN);
  await app.addMember(projectId, ADMIN, MANAGER, 'manager');
  await app.addMember(projectId, ADMIN, MEMBER, 'member');
  const page = await app.request('POST', `/api/projects/${projectId}/pages`, {
    as: ADMIN,
    body: {
      slug: 'hours',
      language: 'en',
      doc_template_id: 'page',
      metadata: { title: 'Opening hours' },
      content: 'We open at nine and close at five, Monday to Saturday.',
    },
  });
  expect(page.status, JSON.stringify(page.body)).to.equal(201);
  return projectId;
}

/** `ask` as the live agent's frame forwards it (from `page` on the site), answering its spoken result. */
export async function ask(app: TestApp, projectId: string, question: string, page?: string): Promise<string> {
  const response = await live(app, EXECUTE, ADMIN, projectId, { tool_name: 'ask', args: { question }, ...(page !== undefined && { page }) });
  expect(response.status, JSON.stringify(response.body)).to.equal(200);
  return response.body.result as string;
}

/** The project's unanswered questions as the manager lists them (`query`: `?status=…`). */
export async function listed(app: TestApp, projectId: string, query = ''): Promise<any[]> {
  const response = await app.request('GET', questionsPath(projectId, query), { as: MANAGER });
  expect(response.status, JSON.stringify(response.body)).to.equal(200);
  return response.body.questions;
}
