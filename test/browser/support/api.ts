import { expect } from 'chai';
import type { ApiResponse, TestApp } from '../../support/test-app.js';

/**
 * Setting up what a browser test needs through the API, as the person would with curl: the
 * development sign-in's ID tokens (the app must run the development issuer), projects, members
 * and pages. Also to read back over the API what a page wrote.
 */

/** An ID token of the development sign-in, as the page gets one. */
export async function devToken(app: TestApp, userId: string): Promise<string> {
  const answer = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: userId } });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body.id_token as string;
}

/** A call of the API as `userId` (signed in through the development sign-in). */
export async function asUser(app: TestApp, userId: string, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  return app.request(method, path, { token: await devToken(app, userId), ...(body === undefined ? {} : { body }) });
}

/** A project of `owner` (its admin), with others added in their roles. */
export async function projectWith(app: TestApp, owner: string, name: string, members: Readonly<Record<string, 'manager' | 'member'>> = {}): Promise<string> {
  const created = await asUser(app, owner, 'POST', '/api/projects', { name });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  const projectId = created.body.id as string;
  for (const [userId, role] of Object.entries(members)) {
    const added = await asUser(app, owner, 'POST', `/api/projects/${projectId}/members`, { user_id: userId, role });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
  }
  return projectId;
}

/** A live page made through the API. */
export async function livePage(app: TestApp, owner: string, projectId: string, slug: string, title: string, content: string, language = 'en') {
  const created = await asUser(app, owner, 'POST', `/api/projects/${projectId}/pages`, {
    slug,
    language,
    doc_template_id: 'page',
    metadata: { title },
    content,
  });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  return created.body as { id: string };
}
